"""A card on the table: one in the hand, or a Digimon/Tamer stack in play.

Chips are focusable; focusing one (keys or a click) selects it, and the game screen
shows the legal moves for the selection. The chip's border takes the card's colour; in
the compact layout a chip is a one-line row (`TwoFaced`).
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import level_label
from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent

from ..move_labels import Pick
from .faces import TwoFaced
from .steady import SteadyStatic

COLOR_CLASSES = tuple(
    f"c-{c}" for c in ("red", "blue", "yellow", "green", "black", "purple", "white")
)


def color_class(card: Card) -> str:
    """The class that gives a chip its card's colour (the first, for a card of two)."""
    return f"c-{card.colors[0]}"


ROW_NAME = 14
"""The longest name a compact row shows in full (every Digimon's so far)."""


def safe_id(text: str) -> str:
    """A widget id from an engine id or uid (scenario ids may hold any word)."""
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in text)


class CardChip(TwoFaced, SteadyStatic, can_focus=True):
    """Base for the two chips: knows its card, tells the screen when it is selected.
    Steady: a new chip is drawn in the frame of the layout that sizes it (the hand-over
    key's), not again in a second frame."""

    class Selected(Message):
        def __init__(self, chip: CardChip) -> None:
            super().__init__()
            self.chip = chip

    def __init__(self, uid: int, pick: Pick, card: Card, **kw) -> None:
        super().__init__(classes=color_class(card), **kw)
        self.uid = uid
        self.pick = pick

    def paint(self, card: Card) -> None:
        color = color_class(card)
        if not self.has_class(color):
            self.remove_class(*COLOR_CLASSES)
            self.add_class(color)

    def titles(self, title: str, subtitle: str = "") -> None:
        """Set the border's titles; each new value repaints the chip, so only a change."""
        if self.border_title != title:
            self.border_title = title
        if (self.border_subtitle or "") != subtitle:
            self.border_subtitle = subtitle

    def on_focus(self) -> None:
        """Straight to the screen: bubbling through every container on the way costs a
        message round each, and the selection is redrawn only after the last."""
        self.screen.post_message(self.Selected(self))

    def on_click(self) -> None:
        self.focus()


def hand_card(g: Game, uid: int) -> Text:
    """Name, then level and DP, then cost: what a player scans a hand for."""
    card = g.defs[uid]
    t = Text(card.name, style="bold")
    if card.category == "digimon":
        t.append(f"\n{level_label(card)} · {card.dp} DP")
        evo = min((d.cost for d in card.digivolve), default=None)
        t.append(f"\nplay {card.cost}" + ("" if evo is None else f" · evo {evo}"))
    else:
        kind = {"option": "Option", "tamer": "Tamer", "digi-egg": "Digi-Egg"}[card.category]
        t.append(f"\n{kind}\n{'use' if card.category == 'option' else 'play'} {card.cost}")
    return t


def hand_line(card: Card) -> str:
    """A hand card on one line: name, level or kind, DP, cost."""
    bits = [card.name, level_label(card) or card.category.title()]
    if card.dp is not None:
        bits.append(f"{card.dp} DP")
    bits.append(f"cost {card.cost}")
    return " · ".join(bits)


def hand_row(card: Card) -> Text:
    """A hand card as a compact row: the name, then what `hand_line` says after it, so the
    DP comes before anything a narrow row may cut."""
    t = Text(card.name, style="bold")
    t.append(hand_line(card).removeprefix(card.name))
    return t


class HandCard(CardChip):
    def show(self, g: Game) -> None:
        card = g.defs[self.uid]
        self.paint(card)
        self.titles(card.number)
        self.set_faces(hand_card(g, self.uid), hand_row(card))


def level_dp(g: Game, perm: Permanent) -> str:
    """ "Lv.4 · 6000 DP" as it is now (a Tamer: "Tamer")."""
    card = g.defs[perm.cards[-1]]
    dp = q.dp(g, perm)
    bits = [f"Lv.{card.level}" if card.level is not None else card.category.title()]
    if dp is not None:
        bits.append(f"{dp} DP")
    return " · ".join(bits)


def stack_state(g: Game, perm: Permanent) -> Text:
    """The state a player must not miss."""
    if perm.suspended:
        return Text(" SUSPENDED ", style="reverse bold")
    if perm.played_turn == g.turn_number:
        return Text("new this turn", style="italic")
    return Text()


def links_label(g: Game, perm: Permanent) -> str:
    """Its link cards (4-9), each with the link DP it adds: "link Navimon +2000"."""
    cards = [g.defs[u] for u in perm.links]
    return "link " + ", ".join(f"{c.name} +{c.link.dp if c.link else 0}" for c in cards)


def stack_card(g: Game, perm: Permanent) -> Text:
    """Name, level and DP as it is now, and its state; its link cards where the state
    leaves room (all of them on the row and in the card's detail)."""
    t = Text(g.defs[perm.cards[-1]].name, style="bold")
    t.append(f"\n{level_dp(g, perm)}\n")
    state = stack_state(g, perm)
    t.append_text(state)
    if perm.links:
        t.append(f" link {len(perm.links)}" if state else links_label(g, perm), style="italic")
    return t


def stack_row(g: Game, perm: Permanent, breeding: bool) -> Text:
    """A stack as a compact row: where, its id and name (a long one shortened, so the DP
    and the state always fit), then what the box shows."""
    card = g.defs[perm.cards[-1]]
    t = Text("breeding " if breeding else "", style="italic")
    t.append(f"{perm.id} ", style="dim")
    t.append(f"{card.name:.{ROW_NAME}} ", style="bold")
    t.append(level_dp(g, perm))
    state = stack_state(g, perm)
    if state:
        t.append(" ")
        t.append_text(state)
    under = len(perm.cards) - 1
    if under:
        t.append(f" +{under}", style="dim")
    if perm.links:  # the names alone: a row is narrow, and the DP above counts them
        t.append(" link:" + ",".join(g.defs[u].name for u in perm.links), style="italic")
    return t


class StackCard(CardChip):
    def show(self, g: Game, perm: Permanent) -> None:
        card = g.defs[perm.cards[-1]]
        self.paint(card)
        self.set_class(perm.suspended, "suspended")
        under = len(perm.cards) - 1
        self.titles(perm.id, f"+{under} under" if under else "")
        breeding = g.players[perm.owner].breeding is perm
        self.set_faces(stack_card(g, perm), stack_row(g, perm, breeding))
