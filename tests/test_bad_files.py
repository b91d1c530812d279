"""Damaged and hostile files: every one is refused with one line naming the file and what
is wrong (exit code 2 on the command line, a ValueError in the app's loaders), never a
traceback, and the file is left exactly as it was."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from digimon_tui import cli, files
from digimon_tui.arena.loader import ArenaFileError, DigimonCard, arena_cards
from digimon_tui.arena.loader import load_card_file as load_arena_card_file
from digimon_tui.cards.decks import DECKS_DIR
from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.setup import SetupError, deck_lists, new_arena_table, new_table, scenario_table

DEEP = 100_000

CARD = """set = "ZZ"
[[cards]]
number = "ZZ-01"
name = "Testmon"
category = "digimon"
colors = ["red"]
level = 3
cost = 3
dp = 2000
"""


DOTTED = b"[" + b".".join([b"a"] * 5000) + b"]\nx = 1\n"
"""A table header of 5,000 parts: 5,000 tables nested in one line."""


def card_file(old: str, new: str) -> bytes:
    assert old in CARD
    return CARD.replace(old, new).encode()


SCENARIO = 'title = "ok"\nsteps = []\n'

# (id, file name, contents, what the one line must say)
CARD_FILES = [
    ("level-negative", "c.toml", card_file("level = 3", "level = -1"), "field level"),
    ("level-huge", "c.toml", card_file("level = 3", "level = 9223372036854775807"), "from 2 to 7"),
    ("dp-float", "c.toml", card_file("dp = 2000", "dp = 1e29"), "field dp"),
    ("cost-huge", "c.toml", card_file("cost = 3", "cost = 99"), "field cost"),
    (
        "digivolve-level",
        "c.toml",
        card_file("dp = 2000", 'dp = 2000\ndigivolve = [{ color = "red", level = 99, cost = 2 }]'),
        "digivolve[0].level",
    ),
    (
        "text-unreadable",
        "c.toml",
        card_file("dp = 2000", 'dp = 2000\ntext = "[Main] Gain memory."'),
        "field text: can't read the text",
    ),
    (
        "text-huge",
        "c.toml",
        card_file("dp = 2000", 'dp = 2000\ntext = "' + "[Main] Gain 1 memory. " * 5000 + '"'),
        "longer than",
    ),
    ("bidi-name", "c.toml", card_file('"Testmon"', '"Test\\u202emon"'), "U+202E"),
    ("control-name", "c.toml", card_file('"Testmon"', '"Test\\u0007mon"'), "U+0007"),
    ("not-utf8", "c.toml", b"set = '\xff\xfe'\n", "not UTF-8"),
    ("binary", "c.toml", b"set = 'a'\x00\x01\x02", "not a text file"),
    ("nested", "c.toml", b"x = " + b"[" * DEEP, "nested too deeply"),
    ("nested-tables", "c.toml", b"x = " + b"{a = " * DEEP, "nested too deeply"),
    ("dotted-header", "c.toml", DOTTED, "nested too deeply"),
    (
        "name-long",
        "c.toml",
        card_file("Testmon", "T" * 101),
        "name: expected non-empty text of at most 100",
    ),
    (
        "form-long",
        "c.toml",
        card_file("dp = 2000", f'dp = 2000\nform = "{"F" * 101}"'),
        "field form",
    ),
]

SCENARIO_FILES = [
    ("state-number", "s.toml", b"state = 5\n", "state: expected a table"),
    ("p1-number", "s.toml", b"p1 = 5\n", "p1: expected a table"),
    ("p2-text", "s.toml", b'p2 = "x"\n', "p2: expected a table"),
    ("empty", "s.toml", b"", "empty file"),
    ("only-comments", "s.toml", b"# nothing\n", "empty file"),
    ("not-utf8", "s.toml", b"title = '\xc3\x28'\n", "not UTF-8"),
    ("binary", "s.toml", bytes(range(256)), "not"),
    ("nested", "s.toml", b"x = " + b"[" * DEEP, "nested too deeply"),
    ("bidi-title", "s.toml", 'title = "a\u202eb"\n'.encode(), "U+202E"),
    ("markup-id", "s.toml", b'[[p1.battle]]\nid = "[b]x"\ncards = ["ST1-03"]\n', "battle[0].id"),
    ("huge-number", "s.toml", b"seed = " + b"9" * 5000 + b"\n", "number too long"),
    ("dotted-header", "s.toml", DOTTED, "nested too deeply"),
    ("cards-too-long", "s.toml", b'cards = ["' + b"a" * 5000 + b'"]\n', "File name too long"),
    ("cards-a-device", "s.toml", b'cards = ["/dev/zero"]\n', "a device, not a file"),
]

DECK_FILES = [
    ("count-huge", "d.deck", b"99999999999999999999 ST1-02\n", "count from 1 to 50"),
    ("count-billions", "d.deck", b"3000000000 ST1-02\n", "count from 1 to 50"),
    ("not-utf8", "d.deck", b"4 ST1-02\n\xff\xfe\n", "not UTF-8"),
    ("binary", "d.deck", b"4 ST1-02\n\x00\x00\x00", "not a text file"),
]

TABLETOP_LISTS = [
    ("truncated", "d.json", b'["Exported from x", "ST1-01", "ST1-0', "Tabletop Simulator list"),
    ("truncated-line", "d.json", b'[\n"ST1-01",\n', "line 3: expected a Tabletop"),
    ("nested", "d.json", b'["x", ' + b"[" * DEEP, "nested too deeply"),
    ("huge-number", "d.json", b'["x", ' + b"9" * 5000 + b"]", "number too long"),
]

LESSON = """title = "t"
topic = "attacking"
moves = 2
intro = "i"
solution = ["attack grey player"]
goal = GOAL
[p1]
deck = ["ST1-02"]
battle = [{ id = "grey", cards = ["ST1-03", "ST1-07"] }]
[p2]
deck = ["ST2-02"]
"""


def lesson(goal: str) -> bytes:
    return LESSON.replace("GOAL", goal).encode()


LESSON_FILES = [
    ("kind-list", "l.toml", lesson('{ kind = [""] }'), "goal.kind: expected one of"),
    ("kind-table", "l.toml", lesson("{ kind = {} }"), "goal.kind: expected one of"),
    ("kinds-list", "l.toml", lesson('[{ kind = "win" }, { kind = [] }]'), "goal[1].kind"),
    ("goal-number", "l.toml", lesson("5"), "goal: expected a table"),
    ("goal-empty-list", "l.toml", lesson("[]"), "goal: expected a table"),
    ("dotted-header", "l.toml", DOTTED, "nested too deeply"),
]


def _arena_deck_without_rookie() -> bytes:
    cards = arena_cards()
    numbers = [
        n for n, c in cards.items() if not (isinstance(c, DigimonCard) and c.level == "rookie")
    ]
    return "\n".join(numbers[:30]).encode()


ARENA_DECK_FILES = [
    ("not-utf8", "a.deck", b"ST-01\n\xff\n", "not UTF-8"),
    ("binary", "a.deck", b"ST-01\n\x00", "not a text file"),
    ("no-rookie", "a.deck", _arena_deck_without_rookie(), "no Rookie"),
    ("long-line", "a.deck", b"X" * 100_000, "unknown card number"),
]


def _cases(table: list[tuple[str, str, bytes, str]], *commands: str) -> list[Any]:
    return [
        pytest.param(command, name, data, says, id=f"{command}-{case}")
        for case, name, data, says in table
        for command in commands
    ]


def _ids(table: list[tuple[str, str, bytes, str]]) -> list[str]:
    return [case for case, *_ in table]


def _argv(command: str, path: str) -> list[str]:
    return {
        "cards-check": ["cards", "check", path],
        "deck-import": ["deck", "import", path],
        "lesson-check": ["lesson", "check", path],
        "scenario-run": ["scenario", "run", path],
        "scenario-legal": ["scenario", "legal", path],
        "play-scenario": ["play", "--scenario", path],
        "play-deck": ["play", "--p1", path],
        "simulate-deck": ["simulate", "--games", "1", "--decks", f"red,{path}"],
        "play-arena": ["play", "--game", "arena", "--p1", path],
        "simulate-arena": [
            "simulate",
            "--game",
            "arena",
            "--games",
            "1",
            "--decks",
            f"{path},deck2",
        ],
    }[command]


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad file must stop `play` before the app starts: starting it fails the test."""

    def run(self: object) -> None:
        raise AssertionError("the app started")

    from digimon_tui.ui.app import DigimonApp

    monkeypatch.setattr(DigimonApp, "run", run)


def _written(tmp_path: Path, name: str, data: bytes) -> tuple[Path, tuple[bytes, int]]:
    path = tmp_path / name
    path.write_bytes(data)
    return path, (path.read_bytes(), path.stat().st_mtime_ns)


def _unchanged(path: Path, before: tuple[bytes, int]) -> bool:
    return (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.parametrize(
    ("command", "name", "data", "says"),
    _cases(CARD_FILES, "cards-check")
    + _cases(SCENARIO_FILES, "scenario-run", "scenario-legal", "play-scenario")
    + _cases(DECK_FILES, "cards-check", "play-deck", "simulate-deck")
    + _cases(TABLETOP_LISTS, "deck-import", "play-deck", "simulate-deck")
    + _cases(LESSON_FILES, "lesson-check")
    + _cases(ARENA_DECK_FILES, "play-arena", "simulate-arena"),
)
def test_the_command_line_refuses_a_bad_file_in_one_line(
    command: str, name: str, data: bytes, says: str, tmp_path: Path, capsys, no_app
) -> None:
    path, before = _written(tmp_path, name, data)
    assert cli.main(_argv(command, str(path))) == 2
    out, err = capsys.readouterr()
    lines = (out + err).splitlines()
    assert len(lines) == 1, lines
    assert str(path) in lines[0] and says in lines[0]
    assert "Traceback" not in lines[0]
    assert _unchanged(path, before)


def _one_line(error: BaseException, path: Path, says: str) -> None:
    text = str(error)
    assert "\n" not in text and str(path) in text and says in text, text


@pytest.mark.parametrize(("case", "name", "data", "says"), SCENARIO_FILES, ids=_ids(SCENARIO_FILES))
def test_the_app_refuses_a_bad_scenario_in_one_line(
    case: str, name: str, data: bytes, says: str, cards: dict[str, Card], tmp_path: Path
) -> None:
    path, before = _written(tmp_path, name, data)
    with pytest.raises(SetupError) as e:
        scenario_table(path)
    _one_line(e.value, path, says)
    assert _unchanged(path, before)


@pytest.mark.parametrize(
    ("case", "name", "data", "says"),
    DECK_FILES + TABLETOP_LISTS,
    ids=_ids(DECK_FILES + TABLETOP_LISTS),
)
def test_the_app_refuses_a_bad_deck_in_one_line(
    case: str, name: str, data: bytes, says: str, cards: dict[str, Card], tmp_path: Path
) -> None:
    path, before = _written(tmp_path, name, data)
    with pytest.raises(SetupError) as e:
        deck_lists(cards, str(path))
    _one_line(e.value, path, says)
    assert _unchanged(path, before)


@pytest.mark.parametrize(
    ("case", "name", "data", "says"), ARENA_DECK_FILES, ids=_ids(ARENA_DECK_FILES)
)
def test_the_app_refuses_a_bad_arena_deck_in_one_line(
    case: str, name: str, data: bytes, says: str, tmp_path: Path
) -> None:
    path, before = _written(tmp_path, name, data)
    with pytest.raises(SetupError) as e:
        new_arena_table([str(path), "deck2"])
    _one_line(e.value, path, says)
    assert _unchanged(path, before)


ARENA_CARD_FILES = [
    ("not-utf8", "a.toml", b"\xff", "not UTF-8"),
    ("nested", "a.toml", b"x = " + b"[" * DEEP, "nested too deeply"),
    ("bidi", "a.toml", 'x = "\u202e"\n'.encode(), "U+202E"),
    ("dotted-header", "a.toml", DOTTED, "nested too deeply"),
]


@pytest.mark.parametrize(
    ("case", "name", "data", "says"), ARENA_CARD_FILES, ids=_ids(ARENA_CARD_FILES)
)
def test_a_bad_arena_card_file_is_one_line(
    case: str, name: str, data: bytes, says: str, tmp_path: Path
) -> None:
    path, before = _written(tmp_path, name, data)
    with pytest.raises(ArenaFileError) as e:
        load_arena_card_file(path)
    assert "\n" not in str(e.value) and path.name in str(e.value) and says in str(e.value)
    assert _unchanged(path, before)


def test_a_deck_file_with_a_byte_order_mark_is_accepted(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bom.deck"
    path.write_bytes(b"\xef\xbb\xbf" + (DECKS_DIR / "red.deck").read_bytes())
    assert cli.main(["cards", "check", str(path)]) == 0
    arena = tmp_path / "bom-arena.deck"
    arena.write_bytes(b"\xef\xbb\xbf" + (DECKS_DIR.parent / "arena" / "deck1.deck").read_bytes())
    argv = ["simulate", "--game", "arena", "--games", "1", "--decks", f"{arena},deck2"]
    assert cli.main(argv) == 0


# ---- saves: what the app's Continue and Load read -------------------------------------


def _card_save(cards: dict[str, Card], tmp_path: Path) -> dict[str, Any]:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=1, first=0)
    table.apply("keep")
    path = tmp_path / "good.json"
    storage.save_table(table, path)
    return json.loads(path.read_text())


def _arena_save(tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "good-arena.json"
    storage.save_table(new_arena_table(["deck1", "deck2"], ["Ann", "Bo"], seed=1), path)
    return json.loads(path.read_text())


def _with(data: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> bytes:
    data = json.loads(json.dumps(data))
    change(data)
    return json.dumps(data).encode()


def _set(*keys_and_value: Any) -> Callable[[dict[str, Any]], None]:
    *keys, value = keys_and_value

    def change(data: dict[str, Any]) -> None:
        for k in keys[:-1]:
            data = data[k]
        data[keys[-1]] = value

    return change


def _bad_saves(cards: dict[str, Card], tmp_path: Path) -> list[tuple[str, bytes, str]]:
    good = _card_save(cards, tmp_path)
    arena = _arena_save(tmp_path)
    decks = good["setup"]["decks"]
    short_deck = {**decks[0], "main": decks[0]["main"][:-1]}
    no_rookie = [n.decode() for n in _arena_deck_without_rookie().split(b"\n")]
    return [
        ("names-one", _with(good, _set("table", "names", ["A"])), "table.names"),
        ("names-number", _with(good, _set("table", "names", 5)), "table.names"),
        ("names-not-text", _with(good, _set("table", "names", [1, 2])), "table.names[0]"),
        ("names-control", _with(good, _set("table", "names", ["A\x1b[2J", "B"])), "names[0]"),
        ("names-bidi", _with(good, _set("table", "names", ["A", "\u202eB"])), "names[1]"),
        ("table-text", _with(good, _set("table", "x")), "table: expected"),
        ("open-hands-text", _with(good, _set("table", "open_hands", "yes")), "open_hands"),
        ("first-5", _with(good, _set("setup", "first", 5)), "setup.first"),
        ("first-minus-1", _with(good, _set("setup", "first", -1)), "setup.first"),
        ("first-true", _with(good, _set("setup", "first", True)), "setup.first"),
        ("three-decks", _with(good, _set("setup", "decks", [*decks, decks[0]])), "two decks"),
        ("deck-not-table", _with(good, _set("setup", "decks", [5, decks[1]])), "decks[0]"),
        ("deck-49", _with(good, _set("setup", "decks", [short_deck, decks[1]])), "1-4-1"),
        ("seed-text", _with(good, _set("setup", "seed", "x")), "setup.seed"),
        ("setup-type", _with(good, _set("setup", "type", "magic")), "unknown setup type"),
        ("setup-list", _with(good, _set("setup", [])), "setup: expected"),
        ("scenario-bad", _with(good, _set("setup", {"type": "scenario", "scenario": 5})), "scen"),
        ("moves-number", _with(good, _set("moves", [1])), "move 1"),
        ("moves-text", _with(good, _set("moves", "keep")), "moves: expected"),
        ("moves-newline", _with(good, _set("moves", ["keep\nkeep"])), "move 1"),
        ("move-illegal", _with(good, _set("moves", ["keep", "fly"])), "move 2 'fly'"),
        ("version-2", _with(good, _set("version", 2)), "unsupported save version 2"),
        ("version-text", _with(good, _set("version", "1")), "unsupported save version"),
        ("format", _with(good, _set("format", "x")), "not a digimon-tui-save file"),
        (
            "arena-no-rookie",
            _with(arena, _set("setup", "decks", [no_rookie, arena["setup"]["decks"][1]])),
            "no Rookie",
        ),
        ("arena-three-decks", _with(arena, _set("setup", "decks", [[]] * 3)), "two decks"),
        ("arena-deck-numbers", _with(arena, _set("setup", "decks", [[1] * 30, []])), "decks[0]"),
        ("arena-target", _with(arena, _set("setup", "target", 10**6)), "setup.target"),
        ("arena-moves", _with(arena, _set("moves", [None])), "move 1"),
        ("nested", b"[" * DEEP, "nested too deeply"),
        ("nested-object", b'{"a":' * DEEP, "nested too deeply"),
        ("huge-number", b'{"version": ' + b"9" * 5000 + b"}", "number too long"),
        ("not-utf8", b'{"a": "\xff"}', "not UTF-8"),
        ("binary", bytes(range(256)), "not"),
        ("empty", b"", "invalid JSON"),
        ("list", b"[]", "not a save file"),
    ]


def test_every_bad_save_is_one_line_naming_the_file(cards: dict[str, Card], tmp_path: Path):
    for case, data, says in _bad_saves(cards, tmp_path):
        path, before = _written(tmp_path, f"{case}.json", data)
        with pytest.raises(ValueError) as e:
            storage.load_table(cards, path)
        text = str(e.value)
        assert "\n" not in text and str(path) in text and says in text, (case, text)
        assert _unchanged(path, before), case


def test_the_good_saves_these_are_made_from_load(cards: dict[str, Card], tmp_path: Path):
    """So each bad save above is refused for its one change, not for something else."""
    for name, data in (("c.json", _card_save(cards, tmp_path)), ("a.json", _arena_save(tmp_path))):
        path = tmp_path / name
        path.write_text(json.dumps(data))
        assert storage.load_table(cards, path).names == ("Ann", "Bo")


BAD_SEEDS = ["Infinity", "-Infinity", "NaN", "1e308", '"5"', "true", "1" + "0" * 4000, "null"]


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=lambda s: s[:10])
def test_a_sealed_match_save_with_a_bad_seed_is_one_line(
    seed: str, cards: dict[str, Card], tmp_path: Path
) -> None:
    from digimon_tui.sealed.booster import load_booster
    from digimon_tui.sealed.match import Match, open_pools

    match = Match(("Ann", "Bo"), open_pools(load_booster("BT1"), cards, 6, 7), 7)
    text = json.dumps(match.to_json())
    assert '"seed": 7,' in text
    path, before = _written(
        tmp_path, "match.json", text.replace('"seed": 7,', f'"seed": {seed},').encode()
    )
    with pytest.raises(ValueError) as e:
        storage.load_table(cards, path)
    _one_line(e.value, path, "seed: expected an integer")
    assert _unchanged(path, before)
    path.write_text(text)  # the same save with its own seed loads
    assert isinstance(storage.load_table(cards, path), Match)


# ---- what is not a file: devices, pipes, huge files ------------------------------------

READERS = ["cards-check", "scenario-run", "deck-import", "play-deck", "simulate-deck"]
READERS += ["lesson-check", "simulate-arena"]


@pytest.mark.parametrize("command", READERS)
def test_a_pipe_is_refused_without_waiting_for_a_writer(
    command: str, tmp_path: Path, capsys, no_app
) -> None:
    """Opening a pipe no one writes to would wait forever; reading a device never end."""
    pipe = tmp_path / "cards.toml"
    os.mkfifo(pipe)
    assert cli.main(_argv(command, str(pipe))) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert str(pipe) in line and "a pipe, not a file: expected a text file" in line


@pytest.mark.parametrize("command", READERS)
def test_a_device_is_refused_before_it_is_read(command: str, capsys, no_app) -> None:
    assert cli.main(_argv(command, "/dev/zero")) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert "/dev/zero: a device, not a file" in line


@pytest.mark.parametrize("command", READERS)
def test_a_file_over_the_size_limit_is_refused(
    command: str, tmp_path: Path, capsys, no_app
) -> None:
    path, before = _written(tmp_path, "big.toml", b"# " + b"x" * (files.MAX_BYTES + 1))
    assert cli.main(_argv(command, str(path))) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert str(path) in line and "larger than 8 MB" in line
    assert _unchanged(path, before)


def test_a_save_that_is_a_pipe_or_a_device_is_one_line(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    pipe = tmp_path / "save.json"
    os.mkfifo(pipe)
    for path in (pipe, Path("/dev/zero")):
        with pytest.raises(ValueError) as e:
            storage.load_table(cards, path)
        _one_line(e.value, path, "not a file")


@pytest.mark.parametrize("key", ["text", "inherited", "security"])
def test_a_card_text_over_the_limit_is_refused_before_it_is_compiled(
    key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compiling a text takes time that grows faster than its length: a text of a
    megabyte would hold the command for minutes."""
    import digimon_tui.compiler as compiler
    from digimon_tui.card_files.loader import CardFileError, load_card_file
    from digimon_tui.compiler.compile import MAX_TEXT

    def never(*_: object) -> None:
        raise AssertionError("the text was compiled")

    monkeypatch.setattr(compiler, "compile_card_text", never)
    monkeypatch.setattr(compiler, "compile_effects", never)
    monkeypatch.setattr(compiler.compile, "normalise", never)
    text = "[Main] Gain 1 memory. " * (1 + MAX_TEXT // 22)
    path, before = _written(
        tmp_path, "c.toml", card_file("dp = 2000", f'dp = 2000\n{key} = "{text}"')
    )
    with pytest.raises(CardFileError) as e:
        load_card_file(path)
    _one_line(e.value, path, f"field {key}: the text is longer than {MAX_TEXT} characters")
    assert _unchanged(path, before)
