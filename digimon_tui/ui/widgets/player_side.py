"""One player's side of the table: zone counts, breeding area, battle area, and hand.

The side whose player is deciding sits at the bottom with the hand shown; the other
sits on top with the hand hidden, unless the table plays with open hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, partial
from typing import NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, HorizontalScroll, Vertical
from textual.content import Content
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.markup import escape
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Static

from digimon_tui.engine.game import Game

from ..move_labels import Pick
from .card_chip import HandCard, StackCard, safe_id
from .memory_gauge import MemoryGauge
from .sync import Child, drop, show, sync_children


class ZoneForm(NamedTuple):
    gap: str
    """Between the counts."""
    by_id: bool
    """The player shown by their id ("p2"), not their name."""
    turn_as_id: bool
    """The turn shown by the id in reverse, not by the word TURN."""
    security: str
    """The security stack's label."""


ZONE_FORMS = (
    ZoneForm("  ", False, False, "Security"),
    ZoneForm(" ", False, False, "Security"),
    ZoneForm(" ", True, False, "Security"),
    ZoneForm(" ", True, True, "Security"),
    ZoneForm(" ", True, True, "Sec"),
)
"""The zone line's forms, longest first."""

TOP_KEPT = 6
"""The cells of the trash's top card name (its ellipsis included) that a form must
leave before a shorter one is tried."""


def _cut(text: str, cells: int) -> str:
    """The text in at most `cells` cells, its end an ellipsis when it was cut."""
    if cell_len(text) <= cells:
        return text
    cut = Text(text)
    cut.truncate(max(cells, 1), overflow="ellipsis")
    return cut.plain


@dataclass(frozen=True)
class ZoneLine(Visual):
    """Counts of the hidden zones, and the trash's top card (click to browse), on one
    line: the longest form that fits the width it is given (the compact board's column is
    too narrow for the first), the top card's name cut to fit, a count never."""

    player: int
    name: str
    turn: bool
    security: int
    deck: int
    eggs: int
    hand: int
    trash: int
    top: str

    def content(self, width: int) -> Content:
        return _zone_content(self, width)

    def markup(self, width: int) -> str:
        """The first form that fits with some of the top card's name, else the shortest
        with what room is left."""
        for form in ZONE_FORMS:
            line = self._form(form, width, TOP_KEPT)
            if line is not None:
                return line
        return self._form(ZONE_FORMS[-1], width, 1) or self._form(ZONE_FORMS[-1], None, 0) or ""

    def _form(self, form: ZoneForm, width: int | None, kept: int) -> str | None:
        """This form with the top card's name cut to `width` (None: whole); None when it
        doesn't fit with `kept` cells of that name."""
        who = f"p{self.player + 1}" if form.by_id else self.name
        g = form.gap
        word = " TURN " if g == "  " else "TURN"  # a badge, where there is room for one
        turn = f" [reverse]{word}[/]" if self.turn and not form.turn_as_id else ""
        head = f"{who}{' ' + word if turn else ''}{g}{form.security} {self.security}{g}"
        counts = f"Deck {self.deck}{g}Eggs {self.eggs}{g}Hand {self.hand}{g}"
        trash = f"Trash {self.trash}"
        top = self.top
        if width is not None:
            room = width - cell_len(head + counts + trash) - (len(" ▸ ") if top else 0)
            if room < min(kept, cell_len(top)) or (top and room < 1):
                return None
            top = _cut(top, room)
        trash += f" ▸ {top}" if top else ""
        style = "reverse" if self.turn and form.turn_as_id else "b"
        return (
            f"[{style}]{escape(who)}[/]{turn}{g}{form.security} [b]{self.security}[/]{g}"
            f"{counts}[@click=screen.trash({self.player})][u]{escape(trash)}[/u][/]"
        )

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return self.content(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content(container_width).get_optimal_width(rules, container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.content(width).get_height(rules, width)


@lru_cache(maxsize=64)
def _zone_content(line: ZoneLine, width: int) -> Content:
    """Worked out once for each line and width: the board asks at each layout and paint."""
    return Content.from_markup(line.markup(width))


def zone_line(g: Game, player: int, name: str) -> ZoneLine:
    """A player's zone line as the game stands (the bench reads it too)."""
    pl = g.players[player]
    return ZoneLine(
        player,
        name,
        g.turn_player == player,
        len(pl.security),
        len(pl.deck),
        len(pl.eggs),
        len(pl.hand),
        len(pl.trash),
        g.defs[pl.trash[-1]].name if pl.trash else "",
    )


class BattleRow(HorizontalScroll, can_focus=False, inherit_bindings=False):
    """Scrolls when more stacks are in play than it shows (sideways, or down in the
    compact layout; the selection scrolls along), and then says on its bottom border how
    many are out of view on each side, so that none is missed (a scrollbar of one cell
    was all there was, and it covered the stacks' lower edge). The stacks take the focus,
    not it, and the arrow keys move the selection: they don't scroll the row (as a
    scrolling container's own keys would, once it can scroll)."""

    def on_mount(self) -> None:
        self.watch(self, "scroll_x", self.tell_out_of_view, init=False)
        self.watch(self, "scroll_y", self.tell_out_of_view, init=False)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        """Each layout that gives it new stacks or a new size: once it is done, tell."""
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed:
            self.call_later(self.tell_out_of_view)
        return changed

    def down(self) -> bool:
        """Stacked down (the compact layout), not side by side."""
        return self.styles.layout is not None and self.styles.layout.name == "vertical"

    def out_of_view(self) -> tuple[int, int]:
        """How many stacks lie (even in part) before and after the part shown."""
        view = self.scrollable_content_region.size
        down = self.down()
        start = round(self.scroll_y if down else self.scroll_x)
        length = view.height if down else view.width
        before = after = 0
        for chip in self.query_children(StackCard):
            r = chip.virtual_region
            first, last = (r.y, r.bottom) if down else (r.x, r.right)
            if first < start:
                before += 1
            elif last > start + length:
                after += 1
        return before, after

    def tell_out_of_view(self) -> None:
        before, after = self.out_of_view()
        back, on = ("▲", "▼") if self.down() else ("◀", "▶")
        parts = ([f"{back} {before} more"] if before else []) + (
            [f"{after} more {on}"] if after else []
        )
        said = " · ".join(parts)
        self.set_class(bool(said), "-overflow")
        if (self.border_subtitle or "") != said:
            self.border_subtitle = said


class HandRow(Vertical):
    """The hand as cards; empty and hidden unless its owner may be seen."""

    def compose(self) -> ComposeResult:
        yield Static(classes="hand-title")
        yield Vertical(classes="hand-cards")

    def show(self, g: Game, player: int, name: str, visible: bool, seated: bool = False) -> None:
        """`seated`: the row keeps its place, empty while its cards may not be drawn (the
        seated player's, under the hand-over screen), so that their key adds the cards
        and moves nothing else on the board."""
        self.display = visible or seated
        cards = self.query_one(".hand-cards")
        if not visible:
            drop(cards, list(cards.children))  # nothing hidden stays in the widget tree
            show(self.query_one(".hand-title", Static), Text())
            return
        hand = g.players[player].hand
        show(self.query_one(".hand-title", Static), Text(f"{name}'s hand ({len(hand)})"))
        chips = sync_children(
            cards,
            [
                (f"card-{u}", partial(HandCard, u, Pick(number=g.defs[u].number), g.defs[u]))
                for u in hand
            ],
        )
        for chip in chips:
            assert isinstance(chip, HandCard)
            chip.show(g)


class PlayerSide(Vertical):
    """Zone bar, breeding and battle areas, and the hand of one player."""

    def __init__(self, player: int, **kw) -> None:
        super().__init__(**kw)
        self.player = player

    def compose(self) -> ComposeResult:
        yield Static(classes="zones")
        with Horizontal(classes="field"):
            yield Vertical(classes="breeding")
            yield BattleRow(classes="battle")
        yield HandRow()

    def on_mount(self) -> None:
        self.query_one(".breeding").border_title = "breeding"
        self.query_one(".battle").border_title = "battle area"

    def place(self, top: bool) -> None:
        """Top: zones, hand, field (facing the table's middle). Bottom: field, zones, hand."""
        self.set_class(top, "top")
        zones, field, hand = (
            self.query_one(".zones"),
            self.query_one(".field"),
            self.query_one(HandRow),
        )
        order = [zones, hand, field] if top else [field, zones, hand]
        if list(self.children) == order:
            return  # each move would lay the table out again and repaint the side
        for w in order:
            last = self.children[-1]
            if w is not last:
                self.move_child(w, after=last)

    def show(self, g: Game, name: str, hand_visible: bool, seated: bool = False) -> None:
        """`seated`: this side's player has the keyboard or is about to (`HandRow.show`)."""
        pl = g.players[self.player]
        show(self.query_one(".zones", Static), zone_line(g, self.player, name), layout=True)
        breeding = [pl.breeding] if pl.breeding is not None else []
        self._stacks(g, self.query_one(".breeding"), breeding, "breeding")
        self._stacks(g, self.query_one(".battle"), pl.battle, "battle")
        self.query_one(HandRow).show(g, self.player, name, hand_visible, seated)

    def _stacks(self, g: Game, box, perms, area: str) -> None:
        wanted: list[Child] = [
            (
                f"stack-{safe_id(p.id)}",
                partial(StackCard, p.cards[-1], Pick(pid=p.id), g.defs[p.cards[-1]]),
            )
            for p in perms
        ]
        if not perms:
            wanted = [(f"empty-{area}-{self.player}", lambda: Static("—", classes="empty"))]
        for w, perm in zip(sync_children(box, wanted), perms, strict=False):
            assert isinstance(w, StackCard)
            w.uid = perm.cards[-1]
            w.show(g, perm)


def board() -> ComposeResult:
    """Every table screen's board: p2's side above, the memory gauge, p1's side below (the
    ids the stylesheet and the screens' updates look for)."""
    with Vertical(id="board"):
        yield PlayerSide(1, id="side-p2")
        yield MemoryGauge(id="gauge")
        yield PlayerSide(0, id="side-p1")
