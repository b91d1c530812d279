"""A card up close: its printed facts and the generated text of every effect.

For a Digimon in play it adds what only the table shows: its DP now, whether it is
suspended, and its digivolution cards, each of which opens in turn.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static

from digimon_tui.cards.errata import erratum
from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_summary, card_text, effect_text, link_text
from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent

from ..widgets.key_bar import KeyBar
from .settling import Settling


def card_body(card: Card) -> Text:
    t = Text(card_summary(card), style="bold")
    facts = [
        ("Form", card.form),
        ("Attribute", card.attribute),
        ("Type", "/".join(card.types) or None),
        ("Rarity", card.rarity),
    ]
    line = "  ".join(f"{k}: {v}" for k, v in facts if v)
    if line:
        t.append("\n" + line, style="dim")
    if (changed := erratum(card.number)) is not None:
        t.append("\n" + changed.line(), style="italic")
    lines = card_text(card)
    t.append("\n\n")
    t.append("\n".join(lines) if lines else "(no effects)")
    if card.link is not None:
        t.append("\n\n" + "\n".join(link_text(card.link)))
    return t


def stack_body(g: Game, perm: Permanent) -> Text:
    card = g.defs[perm.cards[-1]]
    dp = q.dp(g, perm)
    bits = [f"In play as {perm.id}"]
    if dp is not None:
        bits.append(f"{dp} DP now" + (f" (printed {card.dp})" if dp != card.dp else ""))
        checks = q.security_checks(g, perm)
        if checks != 1:
            bits.append(f"checks {checks} security cards")
        bits += q.keywords_of(g, perm)
    bits.append("SUSPENDED" if perm.suspended else "unsuspended")
    t = Text(" · ".join(bits) + "\n\n", style="bold")
    for uid in perm.links:  # 4-9: beside the stack, its link DP and effects the Digimon's
        link = g.defs[uid]
        t.append(f"Link card: {link.number} {link.name}\n", style="bold")
        if link.link is not None:
            t.append("\n".join(link_text(link.link)[len(link.link.requirements) :]) + "\n")
    if perm.links:
        t.append("\n")
    t.append_text(card_body(card))
    return t


def under_line(card: Card) -> Text:
    """A digivolution card and what it gives the stack: its inherited effects."""
    t = Text(f"{card.number} {card.name}", style="bold")
    for e in card.inherited:
        t.append(f"\n  Inherited: {effect_text(e)}", style="dim")
    return t


class CardDetailScreen(Settling, ModalScreen[None]):
    BINDINGS = [
        Binding("escape,q,i", "close", "Close"),
    ]

    def __init__(self, g: Game, uid: int, perm: Permanent | None = None) -> None:
        super().__init__(classes="detail")
        self.g = g
        self.uid = uid
        self.perm = perm

    def compose(self) -> ComposeResult:
        g, perm = self.g, self.perm
        under = perm.cards[:-1] if perm is not None else []
        with Vertical(id="dialog"):
            with VerticalScroll(id="detail-text"):
                body = stack_body(g, perm) if perm is not None else card_body(g.defs[self.uid])
                yield Static(body)
            if under:
                yield Static(
                    f"Digivolution cards ({len(under)}, bottom first): Enter opens one",
                    classes="detail-head",
                )
                yield OptionList(*(under_line(g.defs[u]) for u in under), id="under")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = Text(self.g.defs[self.uid].name)
        for under in self.query("#under"):
            under.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        assert self.perm is not None
        self.app.push_screen(CardDetailScreen(self.g, self.perm.cards[event.option_index]))

    def action_close(self) -> None:
        self.dismiss(None)
