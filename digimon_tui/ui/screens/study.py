"""The study view: two built-in decks played against each other many times, as
`digimon-tui simulate --card-stats` plays them, and what a designer reads from it: each
deck's win rate and each card's win rate when drawn and when not, drawn as a chart
(`card_chart`) that fits the terminal. Given a changed copy of the first deck, it plays the
same seeds with each version instead and shows the win-rate difference with its paired
interval (`study --compare`'s measure).

The games run on a thread beside the screen, which shows how many are done and stays
free to scroll or leave (leaving stops them). One core: worker processes are not started
from inside the full-screen app (a threaded process is not forked, and the other ways of
starting one need the terminal's stderr, which the app holds); the command line plays on
every core.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static
from textual.worker import get_current_worker

from digimon_tui.cards.decks import DECK_LABELS, Deck, DeckError, load_checked_deck, load_deck
from digimon_tui.cards.model import Card

from .. import storage
from ..card_chart import card_chart

MAX_GAMES = 100_000
"""A study asked for in the app ends in minutes; the command line plays any number."""


class StudyScreen(Screen[None]):
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+r", "run", "Play the games")]

    def __init__(self, cards: Mapping[str, Card]) -> None:
        super().__init__()
        self.cards = cards
        self.shown: tuple[object, tuple[Deck, Deck]] | None = None
        """The last results and their decks, drawn again when the terminal is resized."""

    def compose(self) -> ComposeResult:
        decks = [(label, name) for name, label in DECK_LABELS.items()]
        yield Static(
            Text("Study: two decks, many random games; which cards pull their weight", "bold"),
            id="study-head",
        )
        with Horizontal(classes="study-form"):
            yield Select(decks, value="red", allow_blank=False, id="study-deck0", compact=True)
            yield Label("against")
            yield Select(decks, value="blue", allow_blank=False, id="study-deck1", compact=True)
        with Horizontal(classes="study-form"):
            yield Label("games")
            yield Input("200", id="study-games", restrict=r"\d*", max_length=6, compact=True)
            yield Label("seed")
            yield Input("1", id="study-seed", restrict=r"\d*", max_length=9, compact=True)
            yield Button("Play (ctrl+r)", variant="primary", id="study-run", compact=True)
        with Horizontal(classes="study-form"):
            yield Label("compare deck 1 with")
            yield Input(placeholder="a changed copy: my.deck", id="study-new", compact=True)
        yield Static(id="study-status", markup=False)
        with VerticalScroll(id="study-view"):
            yield Static(id="study-results")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#study-status", Static).update(
            "Choose two decks and press ctrl+r: each deck's win rate and each card's, "
            "drawn and not drawn (the games of `digimon-tui simulate --card-stats`). "
            "Name a changed copy of deck 1 to measure the change on the same games."
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "study-run":
            self.action_run()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_run()

    def action_run(self) -> None:
        status = self.query_one("#study-status", Static)
        games_text = self.query_one("#study-games", Input).value
        games = int(games_text) if games_text else 0
        if not 1 <= games <= MAX_GAMES:
            status.update(f"✗ games: a number from 1 to {MAX_GAMES:,}")
            return
        seed_text = self.query_one("#study-seed", Input).value
        names = (
            str(self.query_one("#study-deck0", Select).value),
            str(self.query_one("#study-deck1", Select).value),
        )
        decks = (load_deck(names[0], self.cards), load_deck(names[1], self.cards))
        new_text = self.query_one("#study-new", Input).value.strip()
        if new_text:
            try:
                new = load_checked_deck(storage.chosen_path(new_text), self.cards)
            except (ValueError, DeckError) as e:
                status.update(f"✗ compare: {e}")
                return
            status.update(f"Playing {games:,} games of each version of {names[0]} ...")
            self.query_one("#study-results", Static).update("")
            self.shown = None
            self.play_compared(decks, new, names, new_text, games, int(seed_text or 0))
            return
        status.update(f"Playing {games:,} games of {names[0]} against {names[1]} ...")
        self.query_one("#study-results", Static).update("")
        self.play(decks, names, games, int(seed_text or 0))

    def _progress_hook(self, games: int) -> Callable[[int], None]:
        """Told of each game played: stops the games when the screen was left, and
        redraws the count each percent (not each game)."""
        worker = get_current_worker()
        step = max(1, games // 100)

        def progress(done: int) -> None:
            if worker.is_cancelled:
                raise asyncio.CancelledError
            if done % step == 0:
                self.app.call_from_thread(self._progress, done, games)

        return progress

    @work(thread=True, exclusive=True, group="study")
    def play(self, decks: tuple[Deck, Deck], names: tuple[str, str], games: int, seed: int) -> None:
        """The games, on this thread; the screen told of the progress and the results."""
        from digimon_tui.simulate import simulate

        res = simulate(
            self.cards,
            decks,
            games,
            seed,
            progress=self._progress_hook(games),
            names=names,
            card_stats=True,
        )
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show, res, decks)

    @work(thread=True, exclusive=True, group="study")
    def play_compared(
        self,
        decks: tuple[Deck, Deck],
        new: Deck,
        names: tuple[str, str],
        new_name: str,
        games: int,
        seed: int,
    ) -> None:
        """Each seed played with deck 1 as it is and as changed, against deck 2."""
        from digimon_tui import compare

        changed = compare.aligned(decks[0], new)  # shared cards keep their places
        res = compare.compare(
            (self.cards, decks),
            (self.cards, (changed, decks[1])),
            games,
            seed,
            names=names,
            progress=self._progress_hook(games),
        )
        if not get_current_worker().is_cancelled:
            line = compare.Line(names, res.players, 0, res)
            self.app.call_from_thread(self._show_compared, line, new_name)

    def _progress(self, done: int, games: int) -> None:
        self.query_one("#study-status", Static).update(f"Played {done:,} of {games:,} games ...")

    def _show(self, res: object, decks: tuple[Deck, Deck]) -> None:
        from digimon_tui import card_stats
        from digimon_tui.simulate import Results

        assert isinstance(res, Results) and res.cards is not None  # played with card counts
        self.shown = (res, decks)
        summary = res.summary().splitlines()
        self.query_one("#study-status", Static).update(summary[-1])  # the time taken
        view = self.query_one("#study-view", VerticalScroll)
        width = view.size.width - view.styles.scrollbar_size_vertical - 1
        body = Text("\n".join(summary[:-1]) + "\n\n", no_wrap=True, overflow="ellipsis")
        body.append_text(
            card_chart(card_stats.matchup_rows(res.cards, res.labels(), decks, self.cards), width)
        )
        self.query_one("#study-results", Static).update(body)

    def _show_compared(self, line: object, new_name: str) -> None:
        from digimon_tui import compare

        assert isinstance(line, compare.Line)
        self.query_one("#study-status", Static).update(line.results.summary().splitlines()[-1])
        head = f"old: {line.decks[0]} as built in; new: {new_name}"
        lines = [head, "", *compare.in_words(line)]
        body = Text("\n".join(lines), no_wrap=True, overflow="ellipsis")
        self.query_one("#study-results", Static).update(body)

    def on_resize(self, event: Resize) -> None:
        if self.shown is not None:
            self.call_after_refresh(self._show, *self.shown)

    def action_back(self) -> None:
        self.workers.cancel_group(self, "study")
        self.app.pop_screen()
