"""`digimon-tui replay`: a save at any move, its public view, its state JSON, and the
scenario it exports reaching the same state; `simulate --save` keeping every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.cards.decks import load_checked_deck
from digimon_tui.cards.model import Card
from digimon_tui.cli import main
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import replay, save_data
from digimon_tui.simulate import random_game
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.storage import save_table

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = ROOT / "docs" / "scenarios" / "coredramon-blocks.toml"


def simulated_save(cards: dict[str, Card], tmp_path: Path, seed: int) -> tuple[Path, Game]:
    decks = (load_checked_deck("red", cards), load_checked_deck("blue", cards))
    g = random_game(cards, decks, seed)
    path = tmp_path / f"game-{seed}.json"
    path.write_text(json.dumps(save_data(g)))
    return path, g


def telling_moves(cards: dict[str, Card], g: Game) -> dict[str, int]:
    """Moves worth exporting at: the start, a question in the middle of a turn (not the
    main phase's), a lasting effect in force, and the end."""
    h = replay(cards, g.setup, [])
    found = {"start": 0, "end": len(g.moves)}
    for n, move in enumerate(g.moves, start=1):
        h.apply(move)
        if h.pending is not None and h.pending.kind not in ("main", "redraw", "breeding"):
            found.setdefault("mid-turn", n)
        if h.modifiers:
            found.setdefault("lasting effect", n)
    return found


def state_of(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("seed", [1, 3])
def test_an_exported_scenario_reaches_the_replays_state_json(
    cards: dict[str, Card], tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    save, g = simulated_save(cards, tmp_path, seed)
    moves = telling_moves(cards, g)
    assert {"mid-turn", "lasting effect"} <= set(moves), moves
    for what, n in moves.items():
        out = tmp_path / f"at-{n}.toml"
        replayed = state_of(capsys, "replay", str(save), "--move", str(n), "--json")
        assert main(["replay", str(save), "--move", str(n), "--export-scenario", str(out)]) == 0
        assert capsys.readouterr().out == "", "writing the scenario prints nothing"
        assert state_of(capsys, "scenario", "run", str(out), "--json") == replayed, what


def test_a_scenarios_save_exports_its_position_and_the_moves_since(
    cards: dict[str, Card], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = scenario_table(BLOCKS)
    table.apply("pass")  # p2's turn: it draws and goes on from the scenario's position
    save = tmp_path / "blocks.json"
    save_table(table, save)
    moves = len(table.game.moves)
    for n in range(moves + 1):
        out = tmp_path / f"at-{n}.toml"
        replayed = state_of(capsys, "replay", str(save), "--move", str(n), "--json")
        assert main(["replay", str(save), "--move", str(n), "--export-scenario", str(out)]) == 0
        assert state_of(capsys, "scenario", "run", str(out), "--json") == replayed, n


def test_replay_json_is_the_state_json_of_scenario_run(
    cards: dict[str, Card], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save, g = simulated_save(cards, tmp_path, 2)
    data = json.loads(state_of(capsys, "replay", str(save), "--json"))
    assert data["winner"] == g.winner and len(data["log"]) > 0
    start = json.loads(state_of(capsys, "replay", str(save), "--move", "0", "--json"))
    assert start["turn_number"] == 0 or start["pending"]["kind"] == "redraw"


def test_replays_public_view_draws_no_hidden_card(
    cards: dict[str, Card], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """At every move: a card hidden from someone (in a hand, security, a deck, the Digi-Egg
    deck) whose name is nowhere public (field, trash, the log) is not printed."""
    save, g = simulated_save(cards, tmp_path, 3)
    h = replay(cards, g.setup, [])
    checked = 0
    for n in range(len(g.moves) + 1):
        if n:
            h.apply(g.moves[n - 1])
        text = state_of(capsys, "replay", str(save), "--move", str(n))
        public = "\n".join(h.log_lines)
        for pl in h.players:
            stacks = [pl.breeding] if pl.breeding is not None else []
            for perm in [*stacks, *pl.battle]:
                public += "".join(h.defs[u].name for u in perm.cards)
            public += "".join(h.defs[u].name for u in pl.trash)
        for pl in h.players:
            for u in [*pl.hand, *pl.security, *pl.deck, *pl.eggs]:
                name = h.defs[u].name
                if name not in public:
                    assert name not in text, f"move {n}: hidden {name} printed"
                    checked += 1
    assert checked > 100, "the game hid too few cards to prove anything"


def test_replay_bad_input_is_one_line_and_exit_2(
    cards: dict[str, Card], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save, g = simulated_save(cards, tmp_path, 2)
    before = save.read_bytes()
    not_save = tmp_path / "notes.json"
    not_save.write_text('{"hello": 1}')
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    cases = [
        (["replay", str(tmp_path / "missing.json")], "missing.json"),
        (["replay", str(not_save)], "notes.json"),
        (["replay", str(broken)], "broken.json"),
        (["replay", str(save), "--move", str(len(g.moves) + 1)], f"from 0 to {len(g.moves)}"),
        (["replay", str(save), "--move", "-1"], "expected a move"),
        (["replay", str(save), "--export-scenario", str(save)], "not the save"),
        (["replay", str(save), "--export-scenario", str(tmp_path)], "not a folder"),
    ]
    for argv, said in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and said in err and "Traceback" not in err, err
    assert save.read_bytes() == before, "a refused export changed the save"


def test_an_arena_save_is_refused_by_replay(tmp_path: Path, capsys) -> None:
    from digimon_tui.ui.setup import new_arena_table

    save = tmp_path / "arena.json"
    save_table(new_arena_table(("deck1", "deck2"), seed=1), save)
    assert main(["replay", str(save)]) == 2
    assert "Arena" in capsys.readouterr().err


def test_a_new_game_scenario_refuses_a_position_beside_it(tmp_path: Path, capsys) -> None:
    path = tmp_path / "mixed.toml"
    path.write_text('[new_game]\np1 = { main = [] }\n\n[state]\nturn = "p1"\n')
    assert main(["scenario", "run", str(path)]) == 2
    assert "state: a scenario with new_game" in capsys.readouterr().err
    path.write_text('[new_game]\np2 = { main = ["ST1-03"] }\n')
    assert main(["scenario", "run", str(path)]) == 2
    assert "new_game.p1:" in capsys.readouterr().err


def test_simulate_save_keeps_every_game_as_a_save_replay_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "games"
    argv = ["simulate", "--games", "4", "--seed", "10", "--workers", "1", "--json"]
    assert main([*argv, "--save", str(folder), "--p2", "bot:1"]) == 0
    results = json.loads(capsys.readouterr().out)
    files = sorted(p.name for p in folder.iterdir())
    assert files == [f"game-{i + 1:05d}-seed-{10 + i}.json" for i in range(4)]
    winners = 0
    for name in files:
        data = json.loads(state_of(capsys, "replay", str(folder / name), "--json"))
        winners += data["winner"] in ("p1", "p2")
    decided = sum(d["wins"] for d in results["decks"])
    assert winners == decided
    assert main([*argv, "--p2", "bot:1"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == results["decks"], "the same games"
    assert main(["simulate", "--game", "arena", "--games", "1", "--save", str(folder)]) == 2
