"""One player's side of the Arena Mat: score toward the target, Online/Offline counts, the
Duel Zone with the Digimon's power against the other, the Digivolve Zone, the Power Port,
and the hand.

What the viewer may not see is never put in a widget: the other player's hand and face-down
cards are drawn as backs with no card behind them.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, HorizontalScroll, Vertical
from textual.markup import escape
from textual.message import Message
from textual.widgets import Static

from digimon_tui.arena import queries as q
from digimon_tui.arena.cards import DigimonCard, PowerOption
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.text import effect_text

from ..arena_labels import POWER_ROW_SHORT
from .card_chip import COLOR_CLASSES
from .faces import TwoFaced
from .sync import Child, show, sync_children

BAR = 10


def score_bar(score: int, target: int) -> str:
    filled = min(BAR, score * BAR // target)
    return f"[b]{score}[/]/{target} [green]{'█' * filled}[/][dim]{'░' * (BAR - filled)}[/]"


def revealed(g: ArenaGame) -> bool:
    """Both Digimon face up: only then is a power against the other known to both."""
    return all(s.duel and not s.rookie_face_down for s in g.sides)


def card_face(card: DigimonCard | PowerOption) -> Text:
    """What a player scans a card for: level, type and power row; an option's effect."""
    t = Text(card.name, style="bold")
    if isinstance(card, DigimonCard):
        p = card.power
        t.append(f"\n{card.level.title()} · {card.type.upper()}")
        t.append(f"\nR{p.red} G{p.green} Y{p.yellow}")
    else:
        t.append("\nPower Blast" if card.kind == "power_blast" else "\nDigivolve option")
        t.append("\n" + effect_text(card.effects[0]))
    return t


TYPE_STYLE = {"red": "#e5484d", "green": "#2fb36d", "yellow": "#e2b714"}


def hand_line(card: DigimonCard | PowerOption, numbered: bool = True) -> Text:
    """A hand card on one line, in columns, so ten cards read like a list (in a narrow
    one, without the card number: the power row must fit)."""
    t = Text(f"{card.number:<6}" if numbered else "", style="dim")
    t.append(f"{card.name:<16.16}", style="bold")
    if isinstance(card, DigimonCard):
        p = card.power
        t.append(f" {card.level.title():<9}")
        t.append(f"{card.type.upper():<7}", style=TYPE_STYLE[card.type])
        t.append(f"R{p.red} G{p.green} Y{p.yellow}")
    else:
        kind = "Power Blast" if card.kind == "power_blast" else "Digivolve"
        t.append(f" {kind:<12}", style="#a66cf0")
        t.append(effect_text(card.effects[0]))
    return t


class ArenaChip(Static, can_focus=True):
    """A card on the Mat or in the hand; `number` is None for a card face down to the viewer."""

    class Inspect(Message):
        def __init__(self, number: str) -> None:
            super().__init__()
            self.number = number

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.number: str | None = None

    def paint(self, g: ArenaGame, number: str | None, body: Text, title: str = "") -> None:
        self.number = number
        card = g.cards[number] if number is not None else None
        color = (
            f"c-{card.type}"
            if isinstance(card, DigimonCard)
            else ("c-purple" if card is not None else "c-black")
        )
        if not self.has_class(color):
            self.remove_class(*COLOR_CLASSES)
            self.add_class(color)
        self.border_title = Text(title)
        show(self, body)

    def on_click(self) -> None:
        self.focus()
        if self.number is not None:
            self.post_message(self.Inspect(self.number))


class HandLine(TwoFaced, ArenaChip):
    """A hand card as one line of the hand's list."""


def back(text: str = "face down") -> Text:
    return Text(f"\n  {text}", style="dim italic")


class ArenaSide(Vertical):
    """One side; `place(top)` turns it to face the middle of the table."""

    def __init__(self, player: int, **kw) -> None:
        super().__init__(**kw)
        self.player = player

    def compose(self) -> ComposeResult:
        yield Static(classes="zones")
        with Horizontal(classes="mat"):
            yield ArenaChip(classes="duel-chip")
            yield ArenaChip(classes="zone-chip")
            yield HorizontalScroll(classes="port")
        yield Static(classes="hand-title")
        yield Vertical(classes="hand-cards")

    def on_mount(self) -> None:
        self.query_one(".port").border_title = "Power Port"

    def place(self, top: bool) -> None:
        """Top: counts, (an open hand), then the Mat. Bottom: the Mat, counts, hand. Each
        Mat faces the middle of the table, where the duel is summed up."""
        self.set_class(top, "top")
        order = (
            [".zones", ".hand-title", ".hand-cards", ".mat"]
            if top
            else [".mat", ".zones", ".hand-title", ".hand-cards"]
        )
        for sel in order:
            w, last = self.query_one(sel), self.children[-1]
            if w is not last:
                self.move_child(w, after=last)

    def show(self, g: ArenaGame, name: str, mine: bool, hand_visible: bool) -> None:
        side = g.sides[self.player]
        passed = " [reverse] PASSED [/]" if side.passed and g.phase == "battle" else ""
        first = " [reverse] FIRST [/]" if g.first == self.player else ""
        show(
            self.query_one(".zones", Static),
            f"[b]{escape(name)}[/]  {score_bar(side.score, g.target)}  "
            f"Hand {len(side.hand)} · Online {len(side.online)} · "
            f"[@click=screen.offline({self.player})][u]Offline {len(side.offline)}[/u][/]"
            f"{first}{passed}",
            layout=True,
        )
        self._duel(g, mine)
        zone = self.query_one(".zone-chip", ArenaChip)
        if side.digivolve_zone is None:
            zone.paint(g, None, back("empty"), "Digivolve Zone")
        elif mine:
            body = card_face(g.cards[side.digivolve_zone])
            body.append("\nface down (yours)", style="italic")
            zone.paint(g, side.digivolve_zone, body, "Digivolve Zone")
        else:
            zone.paint(g, None, back(), "Digivolve Zone")
        self._port(g, mine)
        self._hand(g, name, hand_visible)

    def _duel(self, g: ArenaGame, mine: bool) -> None:
        side = g.sides[self.player]
        chip = self.query_one(".duel-chip", ArenaChip)
        under = len(side.duel) - 1
        chip.border_subtitle = f"+{under} under" if under > 0 else ""
        if not side.duel:
            chip.paint(g, None, back("empty"), "Duel Zone")
            return
        top = side.duel[-1]
        if side.rookie_face_down and not mine:
            chip.paint(g, None, back("a Rookie, face down"), "Duel Zone")
            return
        body = card_face(g.cards[top])
        if side.rookie_face_down:
            body.append("\nface down (yours)", style="italic")
        elif revealed(g):
            foe = q.top(g, 1 - self.player)
            body.append(f"\npower {q.power(g, self.player)}", style="bold reverse")
            body.append(f" vs {foe.type.upper()}")
        chip.paint(g, top, body, "Duel Zone")

    def _port(self, g: ArenaGame, mine: bool) -> None:
        side = g.sides[self.player]
        cards: list[str | None] = list(side.port)
        if side.port_face_down is not None:
            cards.append(side.port_face_down if mine else None)
        port = self.query_one(".port")
        wanted: list[Child] = [(f"port-{self.player}-{i}", ArenaChip) for i in range(len(cards))]
        if not cards:
            wanted = [(f"port-empty-{self.player}", lambda: Static("—", classes="empty"))]
        for chip, number in zip(sync_children(port, wanted), cards, strict=False):
            assert isinstance(chip, ArenaChip)
            if number is None:
                chip.paint(g, None, back(), "")
            else:
                face_down = number == side.port_face_down
                chip.paint(g, number, card_face(g.cards[number]), "face down" if face_down else "")

    def _hand(self, g: ArenaGame, name: str, visible: bool) -> None:
        hand = g.sides[self.player].hand
        title = self.query_one(".hand-title", Static)
        box = self.query_one(".hand-cards")
        title.display = box.display = visible
        if not visible:
            sync_children(box, [])  # nothing hidden stays in the widget tree
            return
        show(
            title, Text(f"{name}'s hand ({len(hand)}) · {POWER_ROW_SHORT} · Tab, i: a card's text")
        )
        wanted = [(f"hand-{self.player}-{i}", HandLine) for i in range(len(hand))]
        for chip, number in zip(sync_children(box, wanted), hand, strict=True):
            assert isinstance(chip, HandLine)
            chip.number = number
            chip.set_faces(hand_line(g.cards[number]), hand_line(g.cards[number], False))
