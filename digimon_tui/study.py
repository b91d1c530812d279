"""Balance studies: decks × decks × players × games, as one command (`digimon-tui study`).

A study file (TOML) names the decks, the players and how many games each match-up
plays; every pair of decks meets under every pair of players, each match-up a
`simulate` run from the same seed (so match-ups differ only in what they pit against
each other), on this machine's cores or a Ray cluster. The results are one table,
or JSON. The format is in docs/studies.md.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import Any

from digimon_tui import card_stats
from digimon_tui.cards.decks import BUILTIN_DECKS, Deck, DeckError, load_checked_deck
from digimon_tui.cards.model import Card
from digimon_tui.columns import lined_up
from digimon_tui.rates import interval
from digimon_tui.simulate import Results, simulate

KEYS = {"games", "seed", "decks", "players", "mirror", "cards"}


class StudyError(Exception):
    """A study file that can't be run: one line naming the file and what was expected."""


@dataclass(frozen=True)
class Study:
    path: Path
    games: int
    seed: int
    decks: tuple[str, ...]
    players: tuple[str, ...]
    mirror: bool
    """Whether each deck also plays itself."""
    cards: tuple[Path, ...]
    """The designer's card files, relative to the study file."""

    def deck_pairs(self) -> list[tuple[str, str]]:
        pairs = list(combinations(self.decks, 2))
        return [(d, d) for d in self.decks] + pairs if self.mirror else pairs

    def player_pairs(self) -> list[tuple[str, str]]:
        return list(combinations_with_replacement(self.players, 2))


def load_study(path: Path, player_names: Callable[[str, str], tuple[str, str]]) -> Study:
    """Read and check a study file; `player_names` checks a pair of players (the CLI's)."""
    where = str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise StudyError(f"{where}: can't read it: {e.strerror}") from None
    except UnicodeDecodeError:
        raise StudyError(f"{where}: not a text file (expected TOML)") from None
    except tomllib.TOMLDecodeError as e:
        raise StudyError(f"{where}: not valid TOML: {e}") from None
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise StudyError(
            f"{where}: unknown key {unknown[0]!r} (expected {', '.join(sorted(KEYS))})"
        )
    games = _whole(data, "games", where, 100, least=1)
    seed = _whole(data, "seed", where, 0, least=0)
    decks = _names(data, "decks", where)
    players = _names(data, "players", where, ["random"])
    mirror = data.get("mirror", False)
    if not isinstance(mirror, bool):
        raise StudyError(f"{where}: mirror: expected true or false")
    if len(decks) < 2 and not mirror:
        raise StudyError(f"{where}: decks: expected two decks or more (or mirror = true)")
    for player in players:
        try:
            player_names(player, player)
        except ValueError as e:
            raise StudyError(f"{where}: players: {e}") from None
    cards = tuple(path.parent / c for c in _names(data, "cards", where, []))
    folder = path.parent
    specs = tuple(d if d in BUILTIN_DECKS else str(folder / d) for d in decks)
    return Study(path, games, seed, specs, tuple(players), mirror, cards)


def _whole(data: Mapping[str, Any], key: str, where: str, default: int, least: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise StudyError(f"{where}: {key}: expected a whole number, {least} or more")
    return value


def _names(
    data: Mapping[str, Any], key: str, where: str, default: list[str] | None = None
) -> list[str]:
    value = data.get(key, default)
    if value is None:
        raise StudyError(f'{where}: {key}: missing (a list of names, e.g. ["red", "blue"])')
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise StudyError(f'{where}: {key}: expected a list of names, e.g. ["red", "blue"]')
    if not value and key != "cards":
        raise StudyError(f"{where}: {key}: expected at least one name")
    return value


def study_decks(study: Study, cards: Mapping[str, Card]) -> dict[str, Deck]:
    """Every deck of the study, checked (rule 5-1) before any game is played."""
    try:
        return {spec: load_checked_deck(spec, cards) for spec in study.decks}
    except DeckError as e:
        raise StudyError(f"{study.path}: decks: {e}") from None


@dataclass(frozen=True)
class Row:
    decks: tuple[str, str]
    players: tuple[str, str]
    results: Results


def run_study(
    study: Study,
    cards: Mapping[str, Card],
    player_names: Callable[[str, str], tuple[str, str]],
    workers: int = 1,
    cluster: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    card_stats: bool = False,
) -> list[Row]:
    """Every match-up of the study, in order: deck pairs, and for each the player pairs;
    with each card's statistics when `card_stats`. `progress(done, total)` after each
    match-up."""
    decks = study_decks(study, cards)
    matchups = [(dp, pp) for dp in study.deck_pairs() for pp in study.player_pairs()]
    rows: list[Row] = []
    for a, b in matchups:
        (d1, d2), (p1, p2) = a, b
        names = (Path(d1).stem, Path(d2).stem)
        players = player_names(p1, p2)
        res = simulate(
            cards,
            (decks[d1], decks[d2]),
            study.games,
            study.seed,
            workers=workers,
            names=names,
            players=players,
            cluster=cluster,
            card_stats=card_stats,
        )
        rows.append(Row(names, players, res))
        if progress is not None:
            progress(len(rows), len(matchups))
    return rows


def table(rows: list[Row]) -> str:
    """One line per match-up: each deck's and p1's win rate with its 95 % interval (in
    brackets, in percent), the draws and the average turns."""

    def rate(wins: int, games: int) -> str:
        low, high = interval(wins, games)
        return f"{wins / max(1, games):6.1%} [{low * 100:.0f}-{high * 100:.0f}]"

    head = ("deck 1", "deck 2", "p1", "p2", "games", "deck 1 wins", "deck 2 wins", "draws")
    tail = ("p1 wins", "turns")
    body = [
        (
            *r.decks,
            *r.players,
            str(r.results.games),
            rate(r.results.wins[0], r.results.games),
            rate(r.results.wins[1], r.results.games),
            str(r.results.draws),
            rate(r.results.seat_wins[0], r.results.games),
            f"{r.results.average_turns:.1f}",
        )
        for r in rows
    ]
    cells = [(*head, *tail), *body]
    lines = lined_up(cells, left=4)
    return "\n".join([*lines, "[low-high]: the 95 % interval of the win rate, in percent"])


def as_json(study: Study, rows: list[Row]) -> dict[str, Any]:
    return {
        "study": str(study.path),
        "games": study.games,
        "seed": study.seed,
        "matchups": [r.results.as_json() for r in rows],  # each names its decks and players
    }


def card_rows(
    study: Study, rows: list[Row], cards: Mapping[str, Card], sort: str = "gap"
) -> list[card_stats.Row]:
    """Each card of each deck over all the deck's match-ups (a deck playing itself counts
    both sides)."""
    decks = study_decks(study, cards)
    total = card_stats.CardStats()
    for r in rows:
        if r.results.cards is not None:
            total.merge(r.results.cards, dict(enumerate(r.decks)))
    names = {Path(spec).stem: Path(spec).stem for spec in study.decks}
    copies = {Path(spec).stem: Counter(deck.main) for spec, deck in decks.items()}
    return card_stats.rows(total, names, cards, copies, sort)


def matchup_wins(rows: list[Row]) -> dict[tuple[str, str], tuple[int, int]]:
    """Each deck's wins and games against each other deck, over every pair of players (a
    deck against itself counts both sides)."""
    out: dict[tuple[str, str], tuple[int, int]] = {}
    for r in rows:
        a, b = r.decks
        for pair, won in (((a, b), r.results.wins[0]), ((b, a), r.results.wins[1])):
            had = out.get(pair, (0, 0))
            out[pair] = (had[0] + won, had[1] + r.results.games)
    return out
