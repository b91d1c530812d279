"""One player's side of the table: zone counts, breeding area, battle area, and hand.

The side whose player is deciding sits at the bottom with the hand shown; the other
sits on top with the hand hidden, unless the table plays with open hands.
"""

from __future__ import annotations

from functools import partial

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, HorizontalScroll, Vertical
from textual.geometry import Size
from textual.markup import escape
from textual.widgets import Static

from digimon_tui.engine.game import Game

from ..move_labels import Pick
from .card_chip import HandCard, StackCard, safe_id
from .memory_gauge import MemoryGauge
from .sync import Child, drop, show, sync_children


def zone_markup(g: Game, player: int, name: str) -> str:
    """Counts of the hidden zones, and the trash's top card (click to browse)."""
    pl = g.players[player]
    top = f" ▸ {g.defs[pl.trash[-1]].name}" if pl.trash else ""
    turn = " [reverse] TURN [/]" if g.turn_player == player else ""
    return (
        f"[b]{escape(name)}[/]{turn}  Security [b]{len(pl.security)}[/]  "
        f"Deck {len(pl.deck)}  Eggs {len(pl.eggs)}  Hand {len(pl.hand)}  "
        f"[@click=screen.trash({player})][u]Trash {len(pl.trash)}{escape(top)}[/u][/]"
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
        show(self.query_one(".zones", Static), zone_markup(g, self.player, name), layout=True)
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
