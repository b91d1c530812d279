"""Card statistics: for each card of each deck, the games where it was drawn or played and
the games where it wasn't, with win rates (the "games in hand win rate" of limited play).

A simulation asks for them (`--card-stats`); its games are then played by `TalliedGame`,
which notes, as the game goes, which cards reached a hand from the deck and which left a
hand into play. Without them the games are plain `Game`s and nothing is noted, so the
benchmark is untouched. The definitions are in docs/studies.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from digimon_tui.cards.decks import Deck
from digimon_tui.cards.model import Card
from digimon_tui.columns import lined_up
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.engine.verbs import Asks
from digimon_tui.rates import interval

SORTS = ("gap", "drawn", "played", "card")
"""How the table can be sorted: the gap between drawn and not drawn (the default), the
win rate when drawn, when played, or by deck and card number."""


class Seen(NamedTuple):
    """What one deck's cards did in one game, by card number."""

    drawn: frozenset[str]
    played: frozenset[str]


class TalliedGame(Game):
    """A game that notes each card that reaches a hand from the deck (`drawn`: the opening
    hand as kept, draws, and cards an effect adds from the deck) and each card that leaves
    a hand into play (`played`: played as a Digimon or Tamer, placed in the breeding area,
    digivolved onto a Digimon, or used as an Option, by a move or an effect)."""

    __slots__ = ("drawn", "played", "_from_deck", "_from_hand")

    def __init__(self, cards: Mapping[str, Card], seed: int = 0) -> None:
        super().__init__(cards, seed)
        self.drawn: set[int] = set()
        self.played: set[int] = set()
        self._from_deck: list[int] = []
        """Cards just taken out of a deck by an effect: drawn if they are in a hand when the
        next card moves (a card is taken or drawn) or the game ends."""
        self._from_hand: set[int] = set()
        """Cards taken out of a hand: played if they land in play. (An Option is used only by
        a move, `take_from_hand`: played at once.)"""

    def _prepare(self, first: int | None) -> Asks:
        yield from super()._prepare(first)
        for pl in self.players:  # the opening hands as kept, after any redraw (5-2-1-5)
            self.drawn.update(pl.hand)

    def draw(self, player: int, n: int, revealed: Sequence[int] = ()) -> int:
        if self._from_deck:
            self.settle_notes()
        hand = self.players[player].hand
        before = len(hand)
        k = super().draw(player, n, revealed)
        if self.phase != "setup":
            self.drawn.update(hand[before:])
        return k

    def take_card(self, uid: int, *, announce: bool = True) -> None:
        if self._from_deck:
            self.settle_notes()
        pl = self.players[self.owners[uid]]
        self._from_hand.discard(uid)
        if uid in pl.hand:
            self._from_hand.add(uid)
        elif uid in pl.deck:
            self._from_deck.append(uid)
        super().take_card(uid, announce=announce)

    def take_from_hand(self, player: int, number: str) -> int:
        if self._from_deck:
            self.settle_notes()
        uid = super().take_from_hand(player, number)
        if self.defs[uid].category == "option":
            self.played.add(uid)
        else:
            self._from_hand.add(uid)
        return uid

    def new_permanent(self, owner: int, cards: list[int], pid: str | None = None) -> Permanent:
        self._landed(cards)
        return super().new_permanent(owner, cards, pid)

    def stack_on(self, perm: Permanent, uid: int) -> None:
        self._landed((uid,))
        super().stack_on(perm, uid)

    def _landed(self, uids: Iterable[int]) -> None:
        for uid in uids:
            if uid in self._from_hand:
                self._from_hand.discard(uid)
                self.played.add(uid)

    def settle_notes(self) -> None:
        """Where the cards just taken out of a deck went: into a hand is drawn."""
        for uid in self._from_deck:
            if uid in self.players[self.owners[uid]].hand:
                self.drawn.add(uid)
        self._from_deck.clear()

    def seen(self, player: int) -> Seen:
        """The card numbers of `player`'s that were drawn and played this game."""
        self.settle_notes()
        owners, defs = self.owners, self.defs
        return Seen(
            frozenset(defs[u].number for u in self.drawn if owners[u] == player),
            frozenset(defs[u].number for u in self.played if owners[u] == player),
        )


@dataclass
class Tally:
    """One card of one deck over many games: in how many it was drawn and played, and how
    many of those its deck won."""

    drawn: int = 0
    drawn_wins: int = 0
    played: int = 0
    played_wins: int = 0

    def add(self, other: Tally) -> None:
        self.drawn += other.drawn
        self.drawn_wins += other.drawn_wins
        self.played += other.played
        self.played_wins += other.played_wins


@dataclass
class CardStats:
    """Every card's `Tally`, by (deck, card number): the deck is its place in the match-up
    (0 or 1), or its name once match-ups are added up."""

    games: dict[Any, int] = field(default_factory=dict)
    """Games each deck played."""
    wins: dict[Any, int] = field(default_factory=dict)
    """Games each deck won."""
    cards: dict[tuple[Any, str], Tally] = field(default_factory=dict)

    def add_game(self, seen: Sequence[Seen], winner: int | None) -> None:
        for deck, s in enumerate(seen):
            won = winner == deck
            self.games[deck] = self.games.get(deck, 0) + 1
            self.wins[deck] = self.wins.get(deck, 0) + won
            for number in s.drawn:
                t = self._tally(deck, number)
                t.drawn += 1
                t.drawn_wins += won
            for number in s.played:
                t = self._tally(deck, number)
                t.played += 1
                t.played_wins += won

    def _tally(self, deck: Any, number: str) -> Tally:
        t = self.cards.get((deck, number))
        if t is None:
            t = self.cards[(deck, number)] = Tally()
        return t

    def merge(self, other: CardStats, rename: Mapping[Any, Any] | None = None) -> None:
        """Add `other` in, its decks renamed by `rename` (a match-up's places to names)."""

        def name(deck: Any) -> Any:
            return deck if rename is None else rename[deck]

        for deck, n in other.games.items():
            self.games[name(deck)] = self.games.get(name(deck), 0) + n
        for deck, n in other.wins.items():
            self.wins[name(deck)] = self.wins.get(name(deck), 0) + n
        for (deck, number), t in other.cards.items():
            self._tally(name(deck), number).add(t)

    def include(self, deck: Any, numbers: Iterable[str]) -> None:
        """List every card of a deck, also one never drawn."""
        for number in numbers:
            self._tally(deck, number)


def tally_decks(stats: CardStats, decks: Sequence[Deck]) -> None:
    """Every main-deck card of the match-up's decks, by place, listed."""
    for place, deck in enumerate(decks):
        stats.include(place, deck.main)


def matchup_rows(
    stats: CardStats,
    labels: Sequence[str],
    decks: Sequence[Deck],
    cards: Mapping[str, Card],
    sort: str = "gap",
) -> list[Row]:
    """The rows of one simulation's card statistics, decks by their labels."""
    copies = {place: Counter(deck.main) for place, deck in enumerate(decks)}
    return rows(stats, dict(enumerate(labels)), cards, copies, sort)


def _rate(wins: int, games: int) -> float | None:
    return wins / games if games else None


@dataclass(frozen=True)
class Row:
    """One card of one deck, as the table and the JSON show it."""

    deck: str
    card: str
    name: str
    copies: int
    games: int
    games_drawn: int
    wins_drawn: int
    games_not_drawn: int
    wins_not_drawn: int
    games_played: int
    wins_played: int
    games_not_played: int
    wins_not_played: int

    @property
    def win_rate_drawn(self) -> float | None:
        return _rate(self.wins_drawn, self.games_drawn)

    @property
    def win_rate_not_drawn(self) -> float | None:
        return _rate(self.wins_not_drawn, self.games_not_drawn)

    @property
    def win_rate_played(self) -> float | None:
        return _rate(self.wins_played, self.games_played)

    @property
    def win_rate_not_played(self) -> float | None:
        return _rate(self.wins_not_played, self.games_not_played)

    @property
    def gap(self) -> float | None:
        """Win rate drawn minus not drawn: how much drawing the card moves the result."""
        a, b = self.win_rate_drawn, self.win_rate_not_drawn
        return None if a is None or b is None else a - b


def rows(
    stats: CardStats,
    names: Mapping[Any, str],
    cards: Mapping[str, Card],
    copies: Mapping[Any, Mapping[str, int]],
    sort: str = "gap",
) -> list[Row]:
    """Every card's row, sorted by `sort` (see `SORTS`), highest first; cards with no
    figure to sort by (never drawn, or always) last."""
    out = []
    for (deck, number), t in stats.cards.items():
        games, wins = stats.games.get(deck, 0), stats.wins.get(deck, 0)
        card = cards.get(number)
        out.append(
            Row(
                deck=names[deck],
                card=number,
                name=card.name if card is not None else "",
                copies=copies.get(deck, {}).get(number, 0),
                games=games,
                games_drawn=t.drawn,
                wins_drawn=t.drawn_wins,
                games_not_drawn=games - t.drawn,
                wins_not_drawn=wins - t.drawn_wins,
                games_played=t.played,
                wins_played=t.played_wins,
                games_not_played=games - t.played,
                wins_not_played=wins - t.played_wins,
            )
        )
    out.sort(key=lambda r: (r.deck, r.card))
    if sort == "card":
        return out
    key = {
        "gap": lambda r: r.gap,
        "drawn": lambda r: r.win_rate_drawn,
        "played": lambda r: r.win_rate_played,
    }[sort]
    return sorted(out, key=lambda r: (key(r) is None, -(key(r) or 0.0)))


def as_json(table: Sequence[Row]) -> list[dict[str, Any]]:

    def rate(wins: int, games: int) -> list[float] | None:
        return list(interval(wins, games)) if games else None

    return [
        {
            "card": r.card,
            "deck": r.deck,
            "name": r.name,
            "copies": r.copies,
            "games": r.games,
            "games_drawn": r.games_drawn,
            "win_rate_drawn": r.win_rate_drawn,
            "interval_drawn": rate(r.wins_drawn, r.games_drawn),
            "games_not_drawn": r.games_not_drawn,
            "win_rate_not_drawn": r.win_rate_not_drawn,
            "interval_not_drawn": rate(r.wins_not_drawn, r.games_not_drawn),
            "games_played": r.games_played,
            "win_rate_played": r.win_rate_played,
            "interval_played": rate(r.wins_played, r.games_played),
            "games_not_played": r.games_not_played,
            "win_rate_not_played": r.win_rate_not_played,
            "interval_not_played": rate(r.wins_not_played, r.games_not_played),
            "gap": r.gap,
        }
        for r in table
    ]


def text(table: Sequence[Row], shown: int = 20) -> str:
    """The rows as a table: `shown` of them (0: all); when there are more, the first and
    last halves of the sorted list, so both ends' outliers show."""

    def rate(wins: int, games: int) -> str:
        if not games:
            return "-"
        low, high = interval(wins, games)
        return f"{wins / games:.1%} [{low * 100:.0f}-{high * 100:.0f}]"

    hidden = len(table) - shown if shown else 0
    top = (shown + 1) // 2
    picked = [*table[:top], *table[len(table) - (shown - top) :]] if hidden > 0 else table
    head = ("deck", "card", "name", "copies", "drawn", "won drawn", "not drawn")
    head2 = ("won not drawn", "gap", "played", "won played", "won not played")
    lines = [(*head, *head2)]
    for r in picked:
        lines.append(
            (
                r.deck,
                r.card,
                r.name,
                str(r.copies),
                str(r.games_drawn),
                rate(r.wins_drawn, r.games_drawn),
                str(r.games_not_drawn),
                rate(r.wins_not_drawn, r.games_not_drawn),
                "-" if r.gap is None else f"{r.gap * 100:+.1f}",
                str(r.games_played),
                rate(r.wins_played, r.games_played),
                rate(r.wins_not_played, r.games_not_played),
            )
        )
    out = lined_up(lines, left=3)
    if hidden > 0:
        out.insert(1 + top, f"... {hidden} more cards (--card-rows 0 shows them all)")
    out.append(
        "drawn: games the card reached the hand; gap: win rate drawn minus not drawn, in "
        "points; [low-high]: the 95 % interval, in percent"
    )
    return "\n".join(out)
