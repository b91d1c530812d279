"""The Sealed match in the app, stage by stage: each player opens their packs and builds
(behind the hand-over screen unless the pools are open), the games are played at the
ordinary table, and between games each player may sideboard and the loser chooses to go
first or second (`digimon_tui.sealed.match`). The match is autosaved at every stage, so
"Continue" resumes it where it was: the flow keeps nothing the match doesn't."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from digimon_tui.cards.decks import Deck
from digimon_tui.sealed.match import Match

from . import storage
from .screens.choice import Answer, ChoiceScreen
from .screens.deck_builder import DeckBuilderScreen
from .screens.handover import HandoverScreen
from .screens.opening import OpeningScreen
from .table import SealedTable

if TYPE_CHECKING:
    from .app import DigimonApp

FIRST_RULE = (
    "The loser of the last game chooses (Bandai Organized Play Tournament Rules Manual, "
    "3.5 Match Structure)."
)


def score_line(match: Match) -> str:
    a, b = match.score
    return f"Match: {match.names[0]} {a} – {b} {match.names[1]} (best of three)"


class SealedFlow:
    def __init__(self, app: DigimonApp, match: Match) -> None:
        self.app = app
        self.match = match

    def save(self) -> None:
        problem = storage.autosave_match(self.match)
        if problem:
            self.app.notify(problem, severity="warning")

    def begin(self) -> None:
        """Go on from wherever the match stands."""
        m = self.match
        self.save()
        if m.game is not None:
            self.play(m.game)
        elif m.over:
            self.match_over()
        elif m.sideboarding is not None:
            self.sideboard(m.sideboarding)
        elif None in m.decks:
            self.private(m.decks.index(None), "open your packs", self.open_packs)
        else:
            self.choose_first()

    def private(self, player: int, why: str, then) -> None:
        """`then(player)` behind the hand-over screen, unless the pools are open."""
        if self.match.open_pools:
            then(player)
            return
        other = self.match.names[1 - player]
        screen = HandoverScreen(self.match.names[player], other, why)

        def uncovered(_: None) -> None:
            then(player)
            self.app.release_keys()  # keys typed after the hand-over key go to `then`'s screen

        self.app.push_screen(screen, uncovered)

    def open_packs(self, player: int) -> None:
        m = self.match
        screen = OpeningScreen(m.names[player], m.pools[player], self.app.cards)
        self.app.push_screen(screen, lambda _: self.build(player))

    def build(self, player: int, why: str = "build your deck (40 cards, 0-5 Digi-Eggs)") -> None:
        m = self.match
        screen = DeckBuilderScreen(
            m.names[player], m.pools[player], self.app.cards, m.decks[player], why
        )
        self.app.push_screen(screen, lambda deck: self.built(player, deck))

    def built(self, player: int, deck: Deck | None) -> None:
        if deck is not None:
            self.match.set_deck(player, deck, self.app.cards)
        self.app.to_title()
        self.begin()

    # ---- games ----------------------------------------------------------------------------

    def choose_first(self) -> None:
        """Game one: chance (5-2-1-3). Later games: the loser chooses."""
        m = self.match
        chooser = m.chooser()
        if chooser is None:
            self.start(None)
            return
        name = m.names[chooser]
        answers = [Answer("first", "Go first"), Answer("second", "Go second")]
        body = Text(f"{score_line(m)}\n{FIRST_RULE}")
        screen = ChoiceScreen(
            f"Game {len(m.winners) + 1}", f"{name}: go first or second?", answers, body=body
        )
        self.app.push_screen(
            screen, lambda answer: self.start(chooser if answer != "second" else 1 - chooser)
        )

    def start(self, first: int | None) -> None:
        game = self.match.start_game(self.app.cards, first)
        game.hide_hands()  # the two players share the screen
        self.play(game)

    def play(self, game) -> None:
        m = self.match
        self.app.start_game(SealedTable(game, m.names, False, match=m))

    def game_ended(self, table: SealedTable) -> None:
        """The game at the table is over: score it, then sideboarding or the result."""
        m = self.match
        m.game = table.game
        m.finish_game()
        self.app.to_title()
        if m.over:
            self.save()
            self.match_over()
            return
        self.sideboard(0)

    def sideboard(self, player: int) -> None:
        """Between games, each player in turn may swap cards with the sideboard."""
        self.match.sideboarding = player if player <= 1 else None
        self.save()
        if player > 1:
            self.choose_first()
            return
        why = f"sideboard for game {len(self.match.winners) + 1} ({score_line(self.match)})"

        def then(p: int) -> None:
            m = self.match
            screen = DeckBuilderScreen(m.names[p], m.pools[p], self.app.cards, m.decks[p], why)
            self.app.push_screen(screen, lambda deck: self.sideboarded(p, deck))

        self.private(player, "sideboard (swap cards between deck and sideboard)", then)

    def sideboarded(self, player: int, deck: Deck | None) -> None:
        if deck is not None:
            self.match.set_deck(player, deck, self.app.cards)
        self.app.to_title()
        self.sideboard(player + 1)

    def match_over(self) -> None:
        m = self.match
        champion = m.champion
        head = "A drawn match" if champion is None else f"{m.names[champion]} wins the match!"
        screen = ChoiceScreen(
            "Sealed match over",
            head,
            [Answer("title", "Title screen")],
            body=Text(score_line(m)),
        )
        self.app.push_screen(screen, lambda _: self.app.to_title())
