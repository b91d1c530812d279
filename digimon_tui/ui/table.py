"""One game at the table: the engine's game plus what only the people at the table know.

The engine names its players p1 and p2; the table adds their names, the "open hands"
teaching setting, the table's own public events (open hands switched, a move taken back)
and the undo bookkeeping, in one place so every screen and the console drive the game
the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from digimon_tui.arena import serialize as arena_saves
from digimon_tui.arena.game import SECRET, ArenaGame
from digimon_tui.arena.verbs import ArenaVerb
from digimon_tui.bots import Policy, arena_bot, card_game_bot
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import save_data, undo
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import parse
from digimon_tui.sealed.match import Match
from digimon_tui.undo_policy import Made, Undo, UndoBook, Verdict, revealed

DEFAULT_NAMES = ("Player 1", "Player 2")
COMPUTER = "Computer"
"""The name a computer player's seat gets when the person starting the game gave none."""

Bots = tuple[int | None, int | None]
NO_BOTS: Bots = (None, None)


G = TypeVar("G", Game, ArenaGame)


@dataclass
class Seats(Generic[G]):
    """What both tables do alike; each says how its game is undone and a move is told."""

    game: G
    names: tuple[str, str] = DEFAULT_NAMES
    open_hands: bool = False
    """Teaching table: no hand-over screen, both hands shown, undo free."""
    card_files: tuple[str, ...] = ()
    """The designer's own card files in play besides the built-in ones (absolute paths),
    saved with the game so that loading it finds the same cards (the card game's only)."""
    bots: Bots = NO_BOTS
    """Each seat's computer player, by level (`digimon_tui.bots`); None for a person."""
    book: UndoBook = field(init=False)
    events: list[tuple[int, str]] = field(init=False)
    """Table events and the length of the game's log when each happened."""

    def __post_init__(self) -> None:
        self.book = UndoBook.after(len(self.game.moves))
        self.events = []

    def bot(self, player: int) -> Policy | None:
        """The computer player in `player`'s seat, if the seat is the computer's."""
        level = self.bots[player]
        return None if level is None else self.make_bot(level)

    def make_bot(self, level: int) -> Policy:
        raise NotImplementedError

    def name(self, player: int) -> str:
        """ "Alice (p1)": the person, and the prefix of their ids on the board."""
        return f"{self.names[player]} (p{player + 1})"

    def apply(self, move: str) -> list[str]:
        """Answer the pending decision; returns the log lines it added.

        Raises the engine's IllegalMove, whose message gives the reason and rule.
        """
        g = self.game
        before, lines, d = g.secrets(), len(g.log_lines), g.pending
        words = self.words(move, g)
        g.apply(move)
        player = self.mover(move, d.player if d is not None else 0)
        self.book.record(Made(player, words, revealed(before, g.secrets())))
        return g.log_lines[lines:]

    def mover(self, move: str, deciding: int) -> int:
        """Who made `move`: the deciding player, unless the move names someone else."""
        return deciding

    def words(self, move: str, before: Any) -> str:
        """The move as anyone at the table may read it; `before` is the game as it was when
        the move was made."""
        return move

    def undo_check(self, viewer: int) -> Verdict:
        """May the player at the keyboard take back the last move, and if so, freely?"""
        moves = self.game.moves
        last = ""
        if moves and self.book.made[-1] is None:  # made before the table had the game
            last = self.words(moves[-1], self._undo_game())
        verdict = self.book.check(viewer, last, self.name)
        if self.open_hands and moves:
            return Verdict(Undo.FREE, verdict.words)
        return verdict

    def undo(self) -> None:
        """Take back the last move (the engine replays all moves but the last)."""
        self.game = self._undo_game()
        self.book.taken_back()
        end = len(self.game.log_lines)
        self.events = [(min(at, end), text) for at, text in self.events]

    def _undo_game(self) -> G:
        raise NotImplementedError

    def take_back(self, words: str, asker: int, agreed: int | None = None) -> None:
        """Undo the last move and tell the table who did (and who agreed)."""
        self.undo()
        by = "" if agreed is None else f", {self.name(agreed)} agreeing"
        self.note(f"{self.name(asker)} took back '{words}'{by}")

    def take_back_against_computer(self, viewer: int) -> str | None:
        """Facing the computer, a person takes back their own last move and the computer's
        answers since, without being asked: the only player a take-back could help is the
        person, who chose it. The words of the person's move, None if there is none."""
        made = self.book.made
        last = len(made) - 1
        while last >= 0 and (m := made[last]) is not None and m.player != viewer:
            last -= 1
        entry = made[last] if last >= 0 else None
        if entry is None:
            return None
        for _ in range(len(made) - last):
            self.undo()
        self.note(f"{self.name(viewer)} took back '{entry.words}' and the computer's answers")
        return entry.words

    def kept(self, words: str, asked: int) -> None:
        """The other player did not agree: the move stands, and the table is told."""
        self.note(f"{self.name(asked)} did not agree to take back '{words}'")

    def seat(self, player: int) -> None:
        """`player` has the keyboard now (after a hand-over, or at a teaching table)."""
        self.book.seat(player)

    def note(self, text: str) -> None:
        """A public event of the table (not of the game): the log shows it to both."""
        self.events.append((len(self.game.log_lines), text))

    def log_lines(self) -> list[str]:
        """The game's log with the table's events where they happened."""
        lines = self.game.log_lines
        if not self.events:
            return list(lines)
        out: list[str] = []
        at = 0
        for index, text in self.events:  # in order: an undo moves events back, not apart
            out += lines[at:index]
            out.append(text)
            at = index
        return out + lines[at:]


class Table(Seats[Game]):
    """A game of the card game at the table."""

    def mover(self, move: str, deciding: int) -> int:
        """`forfeit p2` is p2's move whoever decides (1-2-4)."""
        m = parse(move, Verb)
        if m.verb is Verb.FORFEIT and m.args:
            return 0 if m.args[0] == "p1" else 1
        return deciding

    def words(self, move: str, before: Any) -> str:
        """A secret answer's card stays hidden, as in the log (`Game.said`)."""
        m = parse(move, Verb)
        return before.said(m) if before.pending is not None and m in before.pending.moves else move

    def _undo_game(self) -> Game:
        return undo(self.game)

    def make_bot(self, level: int) -> Policy:
        return card_game_bot(level)

    def save_data(self) -> dict[str, Any]:
        return save_data(self.game)


@dataclass
class SealedTable(Table):
    """A game of a Sealed match: saving it saves the whole match (pools, decks, score)."""

    match: Match | None = None

    def save_data(self) -> dict[str, Any]:
        assert self.match is not None
        self.match.game = self.game
        return self.match.to_json()


class ArenaTable(Seats[ArenaGame]):
    """A Digi-Battle Arena game at the table: the same bookkeeping as `Table`."""

    def words(self, move: str, before: Any) -> str:
        """A secret choice stays secret; other moves name their cards as the log does."""
        d = before.pending
        if d is not None and d.kind in SECRET:
            return "a face-down choice"
        m = parse(move, ArenaVerb)
        names = [before.cards[a].name for a in m.args if a in before.cards]
        return f"{m} ({', '.join(names)})" if names else str(m)

    def _undo_game(self) -> ArenaGame:
        return arena_saves.undo(self.game)

    def make_bot(self, level: int) -> Policy:
        return arena_bot(level)

    def save_data(self) -> dict[str, Any]:
        return arena_saves.save_data(self.game)


AnyTable = Table | ArenaTable
"""A `SealedTable` is a `Table`."""
