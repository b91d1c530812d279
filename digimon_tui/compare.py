"""Paired comparisons: the same games played with an old and a new version of a card file
or a deck, so that a one-card change is measured on the same seeds.

Each seed is played twice, once with each version; the difference in a deck's result is
taken game by game, and its interval comes from those per-game differences. Most games
don't change at all, so the interval is far narrower than the one of two separate runs.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from digimon_tui.cards.decks import BUILTIN_DECKS, Deck, DeckError, load_checked_deck
from digimon_tui.cards.model import Card
from digimon_tui.columns import lined_up
from digimon_tui.rates import PairStats
from digimon_tui.simulate import RANDOM, Outcome, Results, card_game, outcome, run
from digimon_tui.study import Study, StudyError, study_decks

Version = tuple[Mapping[str, Card], tuple[Deck, Deck]]
"""A version to play: its card pool and the match-up's two decks."""


def paired_game(old: Version, new: Version, players: tuple[str, str], seed: int, i: int) -> Outcome:
    """The `i`-th game with the new version, carrying the same seed's game with the old."""
    g_old, order = card_game(*old, players, False, seed, i)
    g_new, _ = card_game(*new, players, False, seed, i)
    paired = (outcome(g_old, order), g_old.moves == g_new.moves)
    return dataclasses.replace(outcome(g_new, order), paired=paired)


def compare(
    old: Version,
    new: Version,
    games: int,
    seed: int = 0,
    workers: int = 1,
    names: tuple[str, str] = ("deck 1", "deck 2"),
    players: tuple[str, str] = RANDOM,
    cluster: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> Results:
    """Games `0 .. games-1` with each version: the new version's totals, and in `pairs`
    the comparison game by game."""
    play_one = partial(paired_game, old, new, players)
    res = run(play_one, names, games, seed, workers, progress, players, cluster)
    res.pairs = res.pairs or PairStats()
    return res


@dataclass(frozen=True)
class Line:
    """One match-up of a study compared: `deck` (0 or 1) is the deck whose result is
    measured, one holding a changed card or the deck replaced."""

    decks: tuple[str, str]
    players: tuple[str, str]
    deck: int
    results: Results


def is_card_file(spec: str) -> bool:
    """A card file or folder (`--cards`), as opposed to a deck."""
    path = Path(spec)
    return path.suffix == ".toml" or path.is_dir()


def compare_study(
    study: Study,
    old: str,
    new: str,
    pool: Callable[[list[str]], Mapping[str, Card]],
    player_names: Callable[[str, str], tuple[str, str]],
    workers: int = 1,
    cluster: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Line]:
    """The study's match-ups that `old` → `new` changes, each played with both versions on
    the same seeds. `old` and `new` are two card files (`pool([file])` is the study's cards
    with it; the match-ups are those with a deck holding a card either file defines), or two
    decks (`old` one of the study's: the match-ups are those it plays, `new` in its place)."""
    kinds = {is_card_file(old), is_card_file(new)}
    if len(kinds) == 2:
        raise StudyError(f"--compare {old} {new}: expected two card files or two decks")
    if kinds == {True}:
        versions = (pool([old]), pool([new]))
        changed = (set(versions[0]) | set(versions[1])) - set(pool([]))
        decks = [_decks(study, p, label) for p, label in zip(versions, (old, new), strict=True)]

        def measured(d1: str, d2: str) -> list[int]:
            return [
                i
                for i, d in enumerate((d1, d2))
                if changed & {*decks[0][d].main, *decks[0][d].eggs}
            ]

        def dealt(version: int, d1: str, d2: str) -> Version:
            return versions[version], (decks[version][d1], decks[version][d2])

    else:
        cards = pool([])
        spec = next((s for s in study.decks if _same_deck(s, old)), None)
        if spec is None:
            raise StudyError(f"--compare {old}: not one of the decks of {study.path}")
        base = study_decks(study, cards)
        try:
            replaced = aligned(base[spec], load_checked_deck(new, cards))
        except DeckError as e:
            raise StudyError(f"--compare: {e}") from None

        def measured(d1: str, d2: str) -> list[int]:
            return [i for i, d in enumerate((d1, d2)) if d == spec]

        def dealt(version: int, d1: str, d2: str) -> Version:
            pick = [base[d] if d != spec or version == 0 else replaced for d in (d1, d2)]
            return cards, (pick[0], pick[1])

    matchups = [
        (dp, pp, place)
        for dp in study.deck_pairs()
        for pp in study.player_pairs()
        for place in measured(*dp)[:1]
    ]
    lines: list[Line] = []
    for (d1, d2), (p1, p2), _ in matchups:
        names = (Path(d1).stem, Path(d2).stem)
        players = player_names(p1, p2)
        res = compare(
            dealt(0, d1, d2),
            dealt(1, d1, d2),
            study.games,
            study.seed,
            workers,
            names,
            players,
            cluster,
        )
        lines += [Line(names, players, place, res) for place in measured(d1, d2)]
        if progress is not None:
            progress(len({(x.decks, x.players) for x in lines}), len(matchups))
    return lines


def aligned(old: Deck, new: Deck) -> Deck:
    """`new` listed so that each card it shares with `old` keeps its place in the list, the
    new cards taking the places of those that went: the shuffle of a seed then puts every
    shared card where it put it in `old`, and the two games differ only where the change
    shows."""

    def order(before: tuple[str, ...], after: tuple[str, ...]) -> tuple[str, ...]:
        left = Counter(after)
        places: list[str | None] = []
        for number in before:
            if left[number] > 0:
                left[number] -= 1
                places.append(number)
            else:
                places.append(None)
        added = [n for n in after if _take(left, n)]  # the new cards, in `new`'s order
        out = [n if n is not None else added.pop(0) if added else None for n in places]
        return tuple([n for n in out if n is not None] + added)

    return dataclasses.replace(new, main=order(old.main, new.main), eggs=order(old.eggs, new.eggs))


def _take(left: Counter[str], number: str) -> bool:
    """One copy of `number` taken from `left`, if there is one."""
    if left[number] <= 0:
        return False
    left[number] -= 1
    return True


def _same_deck(spec: str, other: str) -> bool:
    if spec in BUILTIN_DECKS or other in BUILTIN_DECKS:
        return spec == other
    return Path(spec).resolve() == Path(other).resolve()


def _decks(study: Study, cards: Mapping[str, Card], version: str) -> dict[str, Deck]:
    try:
        return study_decks(study, cards)
    except StudyError as e:
        raise StudyError(f"--compare {version}: {e}") from None


def table(lines: list[Line]) -> str:
    """One line per match-up and measured deck: its win rate with each version and the
    difference with its paired 95 % interval, in points; and how many games went the same."""
    head = ("deck 1", "deck 2", "p1", "p2", "deck", "games", "old", "new", "difference")
    body = []
    for x in lines:
        pairs = x.results.pairs
        assert pairs is not None
        n = max(1, pairs.games)
        diff, low, high = pairs.difference(x.deck)
        body.append(
            (
                *x.decks,
                *x.players,
                x.decks[x.deck] + (f" ({x.deck + 1})" if x.decks[0] == x.decks[1] else ""),
                str(pairs.games),
                f"{pairs.old_wins[x.deck] / n:.1%}",
                f"{pairs.new_wins[x.deck] / n:.1%}",
                f"{diff * 100:+.1f} [{low * 100:+.1f} to {high * 100:+.1f}]",
                f"{pairs.same}",
            )
        )
    cells = [(*head, "same games"), *body]
    out = lined_up(cells, left=5)
    if not lines:
        out.append("(no match-up of the study holds a changed card or the deck)")
    note = (
        "old, new: the deck's win rate with each version on the same seeds; difference: new "
        "minus old in points, [the paired 95 % interval]; same games: games that went move "
        "for move the same"
    )
    return "\n".join([*out, note])


def in_words(line: Line) -> list[str]:
    """One comparison as sentences that fit a narrow screen (the app's study view): each
    version's win rate, the difference with its paired interval, the games that went the
    same."""
    pairs = line.results.pairs
    assert pairs is not None
    n = max(1, pairs.games)
    diff, low, high = (x * 100 for x in pairs.difference(line.deck))
    deck = line.decks[line.deck]
    old, new = pairs.old_wins[line.deck] / n, pairs.new_wins[line.deck] / n
    return [
        f"{deck}: {pairs.games:,} games against {line.decks[1 - line.deck]} on the same seeds",
        f"  win rate old {old:.1%}, new {new:.1%}",
        f"  difference {diff:+.1f} points, 95 % interval {low:+.1f} to {high:+.1f}",
        f"  {pairs.same:,} of the games went move for move the same",
    ]


def as_json(study: Study, old: str, new: str, lines: list[Line]) -> dict[str, Any]:
    out = []
    for x in lines:
        pairs = x.results.pairs
        assert pairs is not None
        diff, low, high = pairs.difference(x.deck)
        n = pairs.games
        out.append(
            {
                "decks": list(x.decks),
                "players": list(x.players),
                "deck": x.decks[x.deck],
                "place": x.deck + 1,
                "games": n,
                "old_wins": pairs.old_wins[x.deck],
                "new_wins": pairs.new_wins[x.deck],
                "old_win_rate": pairs.old_wins[x.deck] / n if n else None,
                "new_win_rate": pairs.new_wins[x.deck] / n if n else None,
                "difference": diff,
                "interval": [low, high],
                "same_games": pairs.same,
            }
        )
    return {
        "study": str(study.path),
        "games": study.games,
        "seed": study.seed,
        "compare": {"old": old, "new": new},
        "comparisons": out,
    }
