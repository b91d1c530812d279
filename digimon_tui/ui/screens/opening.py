"""Opening packs: one player's packs turned over card by card (space), commonest first
and the rarest last, or all at once (`a`). Shown only to the player who opened them
(behind the hand-over screen), unless the pools are open."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from digimon_tui.cards.model import Card
from digimon_tui.sealed.packs import rarest_last
from digimon_tui.sealed.pool import Pool

RARITY_STYLE = {"C": "", "U": "cyan", "R": "bold yellow", "SR": "bold magenta", "SEC": "bold red"}


def card_line(card: Card) -> Text:
    """One card on one line: number, name, rarity, colours, level or category, cost."""
    what = f"Lv{card.level}" if card.level else card.category
    cost = "" if card.cost is None else f" cost {card.cost}"
    t = Text(f"{card.number:<8} {card.name:<24} ")
    t.append(f"{card.rarity or '-':<3}", style=RARITY_STYLE.get(card.rarity or "", ""))
    t.append(f" {'/'.join(card.colors):<12} {what}{cost}")
    return t


class OpeningScreen(Screen[None]):
    BINDINGS = [
        Binding("space", "next", "Next card"),
        Binding("enter", "next", "Next card", show=False),
        Binding("a", "all", "All at once"),
    ]

    def __init__(self, name: str, pool: Pool, cards: Mapping[str, Card]) -> None:
        super().__init__()
        self.player_name = name
        self.packs = [rarest_last(list(p), cards) for p in pool.packs]
        self.cards = cards
        self.shown = 0
        """Cards turned over so far, pack after pack."""
        self.total = sum(len(p) for p in self.packs)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="opening"):
            yield Static(id="opening-body")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(
            "#opening"
        ).border_title = f"{self.player_name} opens {len(self.packs)} packs"
        self.redraw()

    def redraw(self) -> None:
        t = Text()
        left = self.shown
        for i, pack in enumerate(self.packs, 1):
            if left <= 0:
                break
            t.append(f"Pack {i}\n", style="bold underline")
            for number in pack[:left]:
                t.append("  ")
                t.append_text(card_line(self.cards[number]))
                t.append("\n")
            left -= len(pack)
        if self.shown >= self.total:
            t.append(
                f"\nAll {self.total} cards opened: press space to build your deck.", style="reverse"
            )
        else:
            t.append(
                f"\n{self.shown} of {self.total}: space turns over the next card, a: all.",
                style="dim",
            )
        self.query_one("#opening-body", Static).update(t)
        self.query_one("#opening", VerticalScroll).scroll_end(animate=False)

    def action_next(self) -> None:
        if self.shown >= self.total:
            self.dismiss(None)
            return
        self.shown += 1
        self.redraw()

    def action_all(self) -> None:
        if self.shown >= self.total:
            self.dismiss(None)
            return
        self.shown = self.total
        self.redraw()
