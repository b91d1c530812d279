"""Scenario files: a position plus moves, as fixed by the scenario-format spec.

`build` makes a Game from the parsed TOML; `run_steps` applies the steps and checks
`[expect]`. Reading files and printing belong to the command line (`digimon_tui.cli`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from digimon_tui.card_files.loader import CardFileError, card_files, card_pool
from digimon_tui.cards.model import Card, Token
from digimon_tui.files import FileProblem, parse_toml, read_text, text_problem
from digimon_tui.loop.moves import IllegalMove

from .game import Game
from .setups import check_setup
from .state import PLAYER_NAMES, Format

PHASES = ("breeding", "main")
PLAYER_KEYS = {"hand", "deck", "security", "trash", "eggs", "breeding", "battle", "tokens"}
STACK_KEYS = {"id", "cards", "token", "suspended", "played_this_turn", "links"}
_ID = re.compile(r"[A-Za-z0-9_-]{1,24}")
"""A stack's id: a short word, as moves name it."""
TOP_KEYS = {
    *("title", "description", "cards", "seed", "format"),
    *("state", "p1", "p2", "steps", "expect", "new_game"),
}
POSITION_KEYS = ("state", "p1", "p2")
"""A position's tables: a scenario starting a new game (`new_game`) has none."""


UNKNOWN_HINT = " (not a built-in card: list its card file in `cards`, or pass --cards FILE)"


class ScenarioError(ValueError):
    """A malformed scenario: the message names the key and what was expected."""


def _numbers(value: Any, where: str) -> list[str]:
    """Card numbers, read in any case as deck files read them (`st1-03` is ST1-03)."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"{where}: expected a list of card numbers")
    return [v.upper() for v in value]


def _table(data: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: expected a table, got {type(value).__name__}")
    return value


def _check_keys(data: dict, allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise ScenarioError(
            f"{where}: unknown key {extra[0]!r} (expected one of {sorted(allowed)})"
        )


class StepError(ScenarioError):
    """A step the rules refuse; keeps the game as it was before that step. Steps count
    from 1, as a save's moves do."""

    def __init__(self, index: int, step: str, reason: str, game: Game) -> None:
        super().__init__(f"step {index} '{step}' is illegal: {reason}")
        self.index, self.step, self.reason, self.game = index, step, reason, game


def read(path: str | Path) -> dict[str, Any]:
    """A scenario file's tables; an unreadable, non-TOML or empty file, or text with
    control characters, is a ScenarioError."""
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise ScenarioError(str(e)) from None
    if not data:
        raise ScenarioError("empty file: expected a scenario (state, p1, p2, steps)")
    bad_text = text_problem(data)
    if bad_text:
        raise ScenarioError(bad_text)
    return data


def card_paths(path: str | Path, data: dict[str, Any]) -> list[Path]:
    """The scenario's own card files or folders (`cards = [...]`), relative to the file."""
    value = data.get("cards", [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ScenarioError("cards: expected a list of card files or folders (paths)")
    return [Path(path).parent / v for v in value]


def open_file(
    path: str | Path, extra: Sequence[Path | str] = ()
) -> tuple[dict[str, Any], Game, list[Path]]:
    """Read a scenario and play its steps with the built-in cards, the `extra` card files
    (`--cards`) and its own; returns its tables, the game and the card files used."""
    data = read(path)
    try:
        files = card_files([*extra, *card_paths(path, data)])
        cards = card_pool(files)
    except CardFileError as e:
        raise ScenarioError(f"cards: {e}") from None
    return data, load(cards, data), files


def load(cards: Mapping[str, Card], data: dict[str, Any]) -> Game:
    """The scenario's position after its steps, as `scenario run` and the app start it."""
    expectations(data)
    g = build(cards, data)
    steps = data.get("steps", [])
    if not isinstance(steps, list) or not all(isinstance(s, str) for s in steps):
        raise ScenarioError("steps: expected a list of moves")
    for i, step in enumerate(steps, start=1):
        try:
            g.apply(step)
        except IllegalMove as e:
            raise StepError(i, step, str(e), g) from None
    return g


def build(cards: Mapping[str, Card], data: dict[str, Any]) -> Game:
    """A game at the scenario's position, waiting at the start of its phase's actions."""
    _check_keys(data, TOP_KEYS, "scenario")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError("seed: expected an integer")
    if data.get("format", "standard") not in tuple(Format):
        raise ScenarioError("format: expected 'standard' or 'sealed'")
    if "new_game" in data:
        return _new_game(cards, data, seed)
    g = Game(cards, seed)
    g.format = Format(data.get("format", "standard"))
    g.setup = {
        "type": "scenario",
        "scenario": {k: v for k, v in data.items() if k not in ("steps", "expect")},
    }
    st = _table(data, "state", "state")
    _check_keys(st, {"turn", "phase", "memory", "turn_number"}, "state")
    turn = st.get("turn", "p1")
    if turn not in PLAYER_NAMES:
        raise ScenarioError("state.turn: expected 'p1' or 'p2'")
    phase = st.get("phase", "main")
    if phase not in PHASES:
        raise ScenarioError("state.phase: expected 'breeding' or 'main'")
    memory = st.get("memory", 0)
    if not isinstance(memory, int) or not -10 <= memory <= 10:
        raise ScenarioError("state.memory: expected an integer from -10 to 10")
    g.turn_player = PLAYER_NAMES.index(turn)
    g.turn_number = st.get("turn_number", 1)
    if not isinstance(g.turn_number, int) or g.turn_number < 1:
        raise ScenarioError("state.turn_number: expected an integer of 1 or more")
    g.memory = memory
    g.phase = phase
    for p, key in enumerate(PLAYER_NAMES):
        pdata = _table(data, key, key)
        _check_keys(pdata, PLAYER_KEYS, key)
        pl = g.players[p]

        def cards_of(zone: str, top_first: bool, p: int = p, pdata: dict = pdata) -> list[int]:
            nums = _numbers(pdata.get(zone, []), f"{PLAYER_NAMES[p]}.{zone}")
            uids = [_card(g, n, p, f"{PLAYER_NAMES[p]}.{zone}") for n in nums]
            return uids[::-1] if top_first else uids

        pl.hand = cards_of("hand", False)
        pl.deck = cards_of("deck", True)
        pl.security = cards_of("security", True)
        pl.trash = cards_of("trash", False)
        pl.eggs = cards_of("eggs", True)
        if "breeding" in pdata:
            pl.breeding = _stack(g, p, pdata["breeding"], f"{key}.breeding")
        battle = pdata.get("battle", [])
        if not isinstance(battle, list):
            raise ScenarioError(f"{key}.battle: expected a list of stacks")
        pl.battle = [_stack(g, p, s, f"{key}.battle[{i}]") for i, s in enumerate(battle)]
        tokens = pdata.get("tokens", g.token_cards[p])
        if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0:
            raise ScenarioError(f"{key}.tokens: expected an integer of 0 or more")
        g.token_cards[p] = tokens
    g.start(g.run_from(phase))
    return g


def _new_game(cards: Mapping[str, Card], data: dict[str, Any], seed: int) -> Game:
    """A new game (5-2) from two decks as listed, shuffled by the seed: the start of a
    save, so that its moves as steps rebuild any position of it exactly, hidden order,
    lasting effects and log included."""
    mixed = next((key for key in POSITION_KEYS if key in data), None)
    if mixed is not None:
        raise ScenarioError(f"{mixed}: a scenario with new_game starts from the decks alone")
    new = _table(data, "new_game", "new_game")
    _check_keys(new, {"first", *PLAYER_NAMES}, "new_game")
    first = new.get("first")
    if first is not None and first not in PLAYER_NAMES:
        raise ScenarioError("new_game.first: expected 'p1' or 'p2' (left out: the game decides)")
    decks = []
    for key in PLAYER_NAMES:
        deck = _table(new, key, f"new_game.{key}")
        _check_keys(deck, {"main", "eggs"}, f"new_game.{key}")
        decks.append(
            {k: _numbers(deck.get(k, []), f"new_game.{key}.{k}") for k in ("main", "eggs")}
        )
    setup = {
        "type": "new",
        "seed": seed,
        "first": None if first is None else PLAYER_NAMES.index(first),
        "decks": decks,
        "format": data.get("format", "standard"),
    }
    try:
        check_setup(cards, setup)
    except ValueError as e:  # "setup.decks[1]: ..." is the file's new_game.p2
        where = re.sub(r"setup\.decks\[(\d)\]", lambda m: f"new_game.p{int(m[1]) + 1}", str(e))
        raise ScenarioError(where) from None
    return Game.new(
        cards, [(d["main"], d["eggs"]) for d in decks], seed, setup["first"], setup["format"]
    )


def _card(g: Game, number: str, owner: int, where: str) -> int:
    if number not in g.cards:
        raise ScenarioError(f"{where}: unknown card number {number!r}{UNKNOWN_HINT}")
    return g.new_card(number, owner)


def _stack(g: Game, owner: int, s: Any, where: str):
    if not isinstance(s, dict):
        raise ScenarioError(f"{where}: expected a table with id and cards")
    _check_keys(s, STACK_KEYS, where)
    if "token" in s:
        uids = [_token(g, owner, s, f"{where}.token")]
    else:
        nums = _numbers(s.get("cards"), f"{where}.cards")
        if not nums:
            raise ScenarioError(f"{where}.cards: a stack needs at least one card")
        uids = [_card(g, n, owner, f"{where}.cards") for n in nums]
    pid = s.get("id")
    if pid is not None and (not isinstance(pid, str) or not _ID.fullmatch(pid)):
        raise ScenarioError(f"{where}.id: expected a word of letters, digits, '-' or '_'")
    try:
        perm = g.new_permanent(owner, uids, pid)
    except ValueError as e:
        raise ScenarioError(f"{where}.id: {e}") from None
    for flag in ("suspended", "played_this_turn"):
        if not isinstance(s.get(flag, False), bool):
            raise ScenarioError(f"{where}.{flag}: expected true or false")
    perm.suspended = s.get("suspended", False)
    if s.get("played_this_turn", False):
        perm.played_turn = g.turn_number
    for number in _numbers(s.get("links", []), f"{where}.links"):  # link cards, 4-9
        if number in g.cards and g.cards[number].link is None:
            raise ScenarioError(f"{where}.links: {number} has no [Link] (10-1-1)")
        perm.links.append(_card(g, number, owner, f"{where}.links"))
    return perm


def _token(g: Game, owner: int, s: dict[str, Any], where: str) -> int:
    """A token in play (4-21): the facts an effect would give it, and no cards under it
    (4-21-3)."""
    if "cards" in s:
        raise ScenarioError(f"{where}: a token stack has `token` instead of `cards`")
    try:
        token = Token.model_validate(s["token"])
    except ValidationError as e:
        err = e.errors()[0]
        field = ".".join(str(x) for x in err["loc"])
        raise ScenarioError(f"{where}{'.' + field if field else ''}: {err['msg']}") from None
    return g.new_token(token, owner)


def lookup(data: Any, path: str) -> Any:
    """Follow a dotted path into the state JSON; KeyError if it isn't there."""
    for part in path.split("."):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            raise KeyError(path)
    return data


def expectations(data: dict[str, Any]) -> dict[str, Any]:
    """The `[expect]` table (dotted paths and their values); anything else is an error, so
    a misplaced `expect` never passes silently."""
    value = data.get("expect", {})
    if not isinstance(value, dict):
        raise ScenarioError("expect: expected a table of dotted paths and values")
    return value


def _same(got: Any, want: Any) -> bool:
    """Equal as JSON values: `true` is not `1`, so a flag can't pass for a count."""
    return json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True, default=repr)


def failed_expectations(state: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """One line per `[expect]` entry that doesn't hold: expected vs actual."""
    out = []
    for path, want in expect.items():
        try:
            got = lookup(state, path)
        except KeyError:
            out.append(f"{path}: expected {want!r}, but there is no such value")
            continue
        if not _same(got, want):
            out.append(f"{path}: expected {want!r}, got {got!r}")
    return out
