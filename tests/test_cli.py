"""The command line: scenario run/legal, simulate, exit codes, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from digimon_tui.arena.loader import ARENA_DIR as ARENA_DECKS
from digimon_tui.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "docs" / "scenarios").glob("*.toml"))

SCENARIO = """
title = "Agumon attacks"
seed = 3
steps = [{steps}]

[state]
turn = "p1"
phase = "main"
memory = 2

[p1]
battle = [{{ id = "agu", cards = ["ST1-03"] }}]
deck = ["ST1-02", "ST1-02"]

[p2]
security = ["ST1-02", "ST1-12"]
deck = ["ST1-02"]

[expect]
{expect}
"""


def write(tmp_path: Path, steps: str = "", expect: str = "") -> Path:
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.format(steps=steps, expect=expect))
    return path


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_scenarios_hold(path, capsys):
    assert main(["scenario", "run", str(path)]) == 0


def test_scenario_run_json_has_the_spec_keys(tmp_path, capsys):
    path = write(tmp_path, '"attack agu player"')
    assert main(["scenario", "run", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("turn", "turn_number", "phase", "memory", "winner", "pending", "players", "log"):
        assert key in data
    p2 = data["players"]["p2"]
    # Agumon (2000 DP) checked a Biyomon (3000 DP): both cards went to the trash.
    assert p2["security"] == 1 and p2["trash"] == ["ST1-02"]
    assert data["players"]["p1"]["trash"] == ["ST1-03"]
    assert data["pending"] == {
        "player": "p1",
        "kind": "main",
        "prompt": "Main phase: what do you do?",
        "moves": ["pass"],
        "options": [],
    }
    assert data["log"][0] == "p1: attack agu player"


def test_scenario_expectations_decide_the_exit_code(tmp_path, capsys):
    ok = write(tmp_path, '"attack agu player"', '"players.p2.security" = 1')
    assert main(["scenario", "run", str(ok)]) == 0
    bad = write(tmp_path, '"attack agu player"', '"players.p2.security" = 2')
    assert main(["scenario", "run", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "players.p2.security: expected 2, got 1" in err


def test_illegal_step_exits_2_naming_step_rule_and_legal_moves(tmp_path, capsys):
    path = tmp_path / "s.toml"
    path.write_text(
        SCENARIO.format(steps='"attack agu player"', expect="").replace(
            '{ id = "agu", cards = ["ST1-03"] }',
            '{ id = "agu", cards = ["ST1-03"], played_this_turn = true }',
        )
    )
    assert main(["scenario", "run", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "step 1 'attack agu player'" in err and "7-1-2-1" in err and "pass" in err


def test_scenario_legal_lists_every_move(tmp_path, capsys):
    path = write(tmp_path)
    assert main(["scenario", "legal", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("p1 decides (main)")
    assert out[1:] == ["attack agu player", "pass"]


@pytest.mark.parametrize(
    "text, message",
    [
        ("x = [", "invalid TOML"),
        ("[state]\nmemroy = 3\n", "unknown key 'memroy'"),
        ('[p1]\nhand = ["ST9-99"]\n', "unknown card number 'ST9-99'"),
        ('[state]\nphase = "battle"\n', "state.phase"),
    ],
)
def test_malformed_scenario_is_one_line_exit_2(tmp_path, capsys, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    before = path.read_text()
    assert main(["scenario", "run", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and message in err and str(path) in err
    assert "Traceback" not in err
    assert path.read_text() == before


def _wins(out: str, name: str) -> int:
    line = next(x for x in out.splitlines() if x.startswith(name + " "))
    return int(line.split()[1 if name == "draws" else 2])


def test_simulate_prints_results(capsys):
    args = ["simulate", "--games", "5", "--seed", "1", "--decks", "yellow,blue", "--workers", "1"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "games: 5" in out and "games/s on 1 worker" in out and "average turns" in out
    assert _wins(out, "yellow") + _wins(out, "blue") + _wins(out, "draws") == 5
    assert "the first player won" in out and "95 % interval" in out


def test_simulate_bad_deck_file_exits_2(tmp_path, capsys):
    deck = tmp_path / "bad.deck"
    deck.write_text("4 ST1-03\n")
    assert main(["simulate", "--games", "1", "--decks", f"red,{deck}"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "1-4-1" in err


def test_simulate_unknown_deck_exits_2(capsys):
    assert main(["simulate", "--games", "1", "--decks", "red,orange"]) == 2
    assert "orange" in capsys.readouterr().err


def test_simulate_arena_games(capsys):
    assert main(["simulate", "--game", "arena", "--games", "20", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "games: 20" in out and "average duels" in out
    assert _wins(out, "deck1") + _wins(out, "deck2") + _wins(out, "draws") == 20


def test_simulate_arena_with_a_deck_file(tmp_path, capsys):
    deck = tmp_path / "mirror.deck"
    deck.write_text((ARENA_DECKS / "deck2.deck").read_text())
    assert main(["simulate", "--game", "arena", "--games", "5", "--decks", f"deck1,{deck}"]) == 0
    out = capsys.readouterr().out
    assert _wins(out, "deck1") + _wins(out, str(deck)) + _wins(out, "draws") == 5


def test_simulate_arena_bad_deck_exits_2(tmp_path, capsys):
    deck = tmp_path / "short.deck"
    deck.write_text("ST-01\n")
    assert main(["simulate", "--game", "arena", "--games", "1", "--decks", f"deck1,{deck}"]) == 2
    err = capsys.readouterr().err
    assert "short.deck: an Arena deck has 30 cards, this has 1" in err and err.count("\n") == 1


def test_cards_list_prints_the_coverage_table(capsys):
    assert main(["cards", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == [
        "set",
        "printed",
        "in",
        "pool",
        "with",
        "effects",
        "every",
        "effect",
        "tested",
        "hand-written",
        "compiled",
    ]
    st1 = next(line.split() for line in lines if line.startswith("ST1 "))
    # every ST1 card written, tested and hand-written
    assert st1[1] == st1[2] == st1[4] == st1[5] == "16" and st1[6] == "0"
    bt2 = next(line.split() for line in lines if line.startswith("BT2 "))
    assert bt2[2] == bt2[6] and bt2[5] == "0"  # every card of a compiled file is compiled
    ad1 = next(line.split() for line in lines if line.startswith("AD1 "))
    assert ad1[2] == "0"  # a set printed, not in the pool yet, is listed


def test_an_app_crash_exits_non_zero(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """A screen that raises ends the app with Textual's error report; the command must
    not then exit 0 as if the player had quit."""
    from textual.app import App

    from digimon_tui.ui.app import DigimonApp
    from digimon_tui.ui.screens.title import TitleScreen

    def broken(self: TitleScreen) -> None:
        raise RuntimeError("a screen that breaks")

    monkeypatch.setenv("DIGIMON_TUI_HOME", str(tmp_path))
    monkeypatch.setattr(TitleScreen, "compose", broken)
    monkeypatch.setattr(DigimonApp, "run", lambda self: App.run(self, headless=True))
    assert main(["play"]) != 0


RED = (ROOT / "cards" / "decks" / "red.deck").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "case", ["lower", "mixed", "text-list"], ids=["st1-03", "St1-03", "4 Agumon st1-03"]
)
def test_a_deck_reads_card_numbers_in_any_case_in_every_command(
    case: str, tmp_path: Path, capsys
) -> None:
    """`cards check`, `simulate`, `play`, `deck import` read the same deck the same way:
    `st1-03` is ST1-03, in the game's own format and in a deck builder's list."""
    if case == "lower":
        text = RED.lower()
    elif case == "mixed":
        text = RED.replace("ST1-", "St1-")
    else:
        text = "\n".join(
            line.lower().replace(" ", " card ", 1) if line[:1].isdigit() else line
            for line in RED.splitlines()
        )
    path = tmp_path / "mine.deck"
    path.write_text(text, encoding="utf-8")
    assert main(["cards", "check", str(path)]) == 0
    assert "mine.deck: 50 cards, 4 Digi-Eggs: OK" in capsys.readouterr().out
    assert main(["simulate", "--games", "1", "--decks", f"{path},red"]) == 0
    capsys.readouterr()
    assert main(["deck", "import", str(path)]) == 0
    imported = capsys.readouterr().out
    assert main(["deck", "import", str(ROOT / "cards" / "decks" / "red.deck")]) == 0
    assert imported.splitlines()[1:] == capsys.readouterr().out.splitlines()[1:]


def test_a_scenario_reads_card_numbers_in_any_case(tmp_path: Path, capsys) -> None:
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.format(steps="", expect="").replace('"ST1-03"', '"st1-03"'))
    assert main(["scenario", "run", "--json", str(path)]) == 0
    assert '"ST1-03"' in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv", [["deck", "export", "red"], ["sealed", "open", "--seed", "1"]], ids=["deck", "sealed"]
)
def test_out_that_cannot_be_written_is_one_line_and_changes_nothing(
    argv: list[str], tmp_path: Path, capsys
) -> None:
    """`--out` a folder, a device or a path under a file: exit 2 with one line, and the
    device stays a device, the file beside it untouched."""
    kept = tmp_path / "kept"
    kept.write_text("mine")
    for out, says in (
        (tmp_path, "expected a file to write"),
        (Path("/dev/full"), "expected a file to write"),
        (kept / "x.deck", "cannot write"),
    ):
        assert main([*argv, "--out", str(out)]) == 2
        (line,) = capsys.readouterr().err.splitlines()
        assert line.startswith(f"digimon-tui: --out {out}: {says}")
    assert Path("/dev/full").is_char_device()
    assert kept.read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept"]


def test_reading_the_command_line_loads_no_engine():
    """The app's first frame waits for the command line to be read: building the parser
    (every subcommand's options) must not import the rules engine or the card pool."""
    code = (
        "import sys\n"
        "from digimon_tui import cli\n"
        "cli.parser().parse_args([])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('digimon_tui.engine', "
        "'digimon_tui.card_stats', 'digimon_tui.card_files.loader'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_reader_that_stops_reading_gets_no_traceback():
    """`digimon-tui cards check | head -1`: the command stops quietly (141, as for SIGPIPE)."""
    run = subprocess.run(
        f"{sys.executable} -m digimon_tui.cli cards check | head -1",
        shell=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert run.stdout.count("\n") == 1
    assert "Traceback" not in run.stderr and "BrokenPipeError" not in run.stderr


CORPUS = str(Path(__file__).parent / "decks" / "corpus")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["simulate", "--games", "-3"], "--games -3: expected a whole number of 1 or more"),
        (["simulate", "--games", "0"], "--games 0: expected a whole number of 1 or more"),
        (["simulate", "--games", "2", "--packs", "0"], "--packs 0: expected a whole number of 1"),
        (["deck", "corpus", CORPUS, "--top", "-1"], "--top -1: expected a whole"),
        (["deck", "corpus", CORPUS, "--games", "-1"], "--games -1: expected a"),
    ],
)
def test_a_count_that_cant_be_meant_is_one_line_and_exit_2(capsys, argv, said) -> None:
    """`--games -3` is a mistake, not a run of no games (which printed empty totals)."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"digimon-tui: {said}") and err.count("\n") == 1
