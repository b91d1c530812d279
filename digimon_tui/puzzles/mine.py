"""`digimon-tui puzzles mine`: "win this turn" positions from games between computer
players, each proved, checked fair, graded and written as a puzzle file.

Each game's turns are looked at where they begin their main phase: a position that the
scenario tables rebuild exactly, whose turn player can win before the turn ends against
every answer of the opponent, in more than one move or where some attack on the player
would not win, and whose win needs no hidden card in a given order.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from digimon_tui.cards.decks import (
    BUILTIN_DECKS,
    DECK_LABELS,
    Deck,
    DeckError,
    load_checked_deck,
)
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import PLAYER_NAMES, Format
from digimon_tui.files import write_atomic
from digimon_tui.lessons.lesson import LessonError, lesson_from
from digimon_tui.lessons.search import Search, SearchTooLarge
from digimon_tui.sealed.builder import build_deck
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.pool import Pool
from digimon_tui.simulate import random_game
from digimon_tui.words import counted

from .fair import unfair
from .grade import Proof, prove
from .hints import hints
from .position import Tables, faithful, tables
from .puzzle import claims_of, puzzle_text, read_puzzle

POOL = "pool"
"""The `--decks` name of a deck built from a random draw of the whole card pool."""
BUILTIN = (*BUILTIN_DECKS, POOL)
"""Every built-in deck, and decks from the whole pool: what is mined by default."""
PLAYERS = ("bot:2", "bot:2")
SECURITY_AT_MOST = 3
"""Positions whose opponent has more security cards than this are not searched."""
DECK_KEPT = 5
"""The cards kept of each deck, from the top: a turn rarely reaches further, and a
puzzle's win may not depend on a deck's order anyway (`fair`)."""
BUDGET = 2_000
"""Positions one puzzle's search may visit while mining (a check allows the lessons')."""


class MineError(ValueError):
    """Bad input to the miner: one line naming what was expected."""


@dataclass(frozen=True)
class Spot:
    """A turn's main phase as it began: whose turn, its number and memory, its tables."""

    player: int
    turn: int
    memory: int
    data: Tables


@dataclass
class Found:
    """What a mining run looked at and kept."""

    games: int = 0
    positions: int = 0
    puzzles: list[tuple[Path, dict[str, int], str]] = field(default_factory=list)


def deck_specs(value: str | None, cards: Mapping[str, Card]) -> list[str]:
    """`--decks`: built-in deck names, deck files or `pool`, at least two in all (or
    `pool` alone), each checked now so that a bad one is one line before any game."""
    specs = list(BUILTIN) if value is None else [s.strip() for s in value.split(",")]
    if any(not s for s in specs):
        raise MineError(f"--decks {value}: expected deck names or files separated by commas")
    if len(specs) < 2 and specs != [POOL]:
        raise MineError(f"--decks {value}: expected two decks or more (or 'pool')")
    for spec in specs:
        if spec != POOL:
            try:
                load_checked_deck(spec, cards)
            except DeckError as e:
                raise MineError(f"--decks: {e}") from None
    return specs


def pool_deck(cards: Mapping[str, Card], rng: random.Random) -> Deck:
    """A Sealed deck built from a random draw of the whole card pool."""
    numbers = sorted(n for n, c in cards.items() if c.category != "digi-egg")
    eggs = sorted(n for n, c in cards.items() if c.category == "digi-egg")
    drawn = (*rng.sample(numbers, 90), *rng.sample(eggs, 5))
    for _ in range(20):  # a draw short of Digimon for the curve is drawn again
        try:
            return build_deck(Pool("pool", 0, (drawn,)), cards, name=POOL)
        except SealedError:
            drawn = (*rng.sample(numbers, 90), *rng.sample(eggs, 5))
    raise MineError("the card pool can't make a deck")


def _decks(
    specs: Sequence[str], cards: Mapping[str, Card], rng: random.Random
) -> tuple[tuple[Deck, Deck], tuple[str, str], Format]:
    """One game's two decks: two different specs, or two pool decks (played Sealed)."""
    a, b = rng.sample(list(specs), 2) if len(specs) > 1 else (POOL, POOL)
    if POOL in (a, b):
        return (pool_deck(cards, rng), pool_deck(cards, rng)), (POOL, POOL), Format.SEALED
    return (load_checked_deck(a, cards), load_checked_deck(b, cards)), (a, b), Format.STANDARD


def mine(
    cards: Mapping[str, Card],
    specs: Sequence[str],
    games: int,
    seed: int,
    out: Path,
    report: Callable[[str], None] = print,
    card_files: Sequence[str] = (),
) -> Found:
    """Play `games` games and write each puzzle found into `out` (naming the designer's
    `card_files`, as a scenario does, when there are any)."""
    found = Found()
    seen: set[str] = set()
    for i in range(games):
        rng = random.Random(f"{seed}-{i}")
        decks, labels, fmt = _decks(specs, cards, rng)
        spots = _spots(cards, decks, rng.randrange(2**31), fmt)
        found.games += 1
        for spot in spots:
            found.positions += 1
            key = hashlib.sha1(json.dumps(spot.data, sort_keys=True).encode()).hexdigest()[:10]
            if key in seen:
                continue
            seen.add(key)
            source = (
                f"{labels[spot.player]} against {labels[1 - spot.player]}, mining seed "
                f"{seed}, game {i + 1}, turn {spot.turn}"
            )
            if card_files:
                spot = replace(spot, data={"cards": list(card_files), **spot.data})
            kept = _puzzle(spot, labels, source, out / f"{seed}-{i + 1}-{key}.toml")
            if kept is not None:
                found.puzzles.append(kept)
                path, claims, _ = kept
                report(
                    f"{path}: grade {claims['grade']} ({counted(claims['length'], 'move')}; "
                    f"{claims['winning_first_moves']} of {claims['first_moves']} first moves "
                    f"win; 1 in {claims['odds']} by chance): {source}"
                )
    return found


def summary(found: Found) -> str:
    """What a run found: games, positions searched and puzzles by grade."""
    grades = Counter(claims["grade"] for _, claims, _ in found.puzzles)
    by_grade = ", ".join(f"grade {g}: {grades[g]}" for g in sorted(grades))
    return (
        f"{counted(found.games, 'game')}, {counted(found.positions, 'position')} searched, "
        f"{counted(len(found.puzzles), 'puzzle')}" + (f" ({by_grade})" if by_grade else "")
    )


def _spots(
    cards: Mapping[str, Card], decks: tuple[Deck, Deck], seed: int, fmt: Format
) -> list[Spot]:
    """One game between the computer players, and each turn's main phase as it began
    where the opponent is low on security and the tables rebuild it exactly."""
    spots: list[Spot] = []
    asked: set[int] = set()

    def look(g: Game) -> None:
        d = g.pending
        if d is None or d.kind != "main" or d.player != g.turn_player:
            return
        if g.turn_number in asked:
            return
        asked.add(g.turn_number)
        if len(g.players[1 - g.turn_player].security) > SECURITY_AT_MOST:
            return
        data = tables(g)
        if data is not None and faithful(g, data):
            spots.append(Spot(g.turn_player, g.turn_number, g.memory, data))

    random_game(cards, decks, seed, players=PLAYERS, check=look, format=fmt)
    return spots


def _puzzle(
    spot: Spot, labels: tuple[str, str], source: str, path: Path
) -> tuple[Path, dict[str, int], str] | None:
    """The puzzle of one position written to `path`, or None when it isn't one."""
    learner = spot.player
    position = json.loads(json.dumps(spot.data))
    position[PLAYER_NAMES[1 - learner]].pop("hand", None)  # the puzzle rule
    for side in PLAYER_NAMES:
        if "deck" in position[side]:
            position[side]["deck"] = position[side]["deck"][:DECK_KEPT]
    head: dict[str, Any] = {
        "title": "puzzle",
        "intro": (
            f"From a computer game, {_deck_words(labels[learner])} against "
            f"{_deck_words(labels[1 - learner])}. You have {spot.memory} memory: win this "
            "turn, whatever they do."
        ),
        "solution": ["pass"],
        "moves": 1,
    }
    try:
        lesson = lesson_from({**head, "topic": "puzzle", "goal": {"kind": "win"}, **position}, path)
        proof = prove(lesson, BUDGET)
    except (LessonError, SearchTooLarge):
        return None
    if proof is None or not worth_a_puzzle(proof):
        return None
    lesson = replace(lesson, moves=proof.length, solution=proof.solution)
    try:
        if Search(lesson, BUDGET).passive_wins() or unfair(lesson):
            return None
    except SearchTooLarge:
        return None
    claims = claims_of(proof)
    head |= {
        "title": title(labels[learner], labels[1 - learner], spot.turn, proof.length),
        "source": source,
        **claims,
        "moves": proof.length,
        "hints": hints(lesson.start(), proof, learner),
        "solution": list(proof.solution),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, puzzle_text(position, head))
    read_puzzle(path)  # what was written reads back
    return path, claims, source


def worth_a_puzzle(proof: Proof) -> bool:
    """A puzzle asks for thought: more than one move, or an attack on the player that
    would not win (which attacker is the question)."""
    return proof.length > 1 or any(_at_player(m) for m in proof.misses)


def _at_player(move: str) -> bool:
    verb, *args = move.split()
    return verb == "attack" and args[-1:] == ["player"]


def _deck_words(label: str) -> str:
    return "a deck drawn from the whole card pool" if label == POOL else _deck_name(label)


def _deck_name(label: str) -> str:
    """A built-in deck by its label, short of a starter deck's number (`Red`, `BT1 Red &
    Blue`), a deck file by its name, a pool deck in words."""
    if label == POOL:
        return "pool deck"
    name = DECK_LABELS.get(label, Path(label).stem)
    return name.split(" ", 1)[1] if name.startswith("ST") and " " in name else name


def title(mine: str, theirs: str, turn: int, length: int) -> str:
    """A puzzle's name: the decks, the turn and the length of the win."""
    names = [_deck_name(d) for d in (mine, theirs)]
    text = f"{names[0]} vs {names[1]}, turn {turn}: win in {counted(length, 'move')}"
    return text[0].upper() + text[1:]
