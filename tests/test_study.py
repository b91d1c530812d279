"""Study files: decks × decks × players × games as one command, each match-up the same
games `simulate` plays for it; a bad study file gets one line and exit code 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from digimon_tui.cards.decks import deck_path
from digimon_tui.cli import main

STUDY = """\
games = 6
seed = 4
decks = ["red", "mine.deck"]
players = ["random", "bot:1"]
"""


@pytest.fixture
def study(tmp_path: Path) -> Path:
    shutil.copy(deck_path("yellow"), tmp_path / "mine.deck")  # relative to the study file
    path = tmp_path / "balance.toml"
    path.write_text(STUDY)
    return path


def simulate_json(capsys, *args: str) -> dict:
    assert main(["simulate", "--games", "6", "--seed", "4", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_every_matchup_is_the_simulate_run_for_it(study: Path, capsys) -> None:
    assert main(["study", str(study), "--json", "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["games"], data["seed"]) == (6, 4)
    pairs = [
        (tuple(d["deck"] for d in m["decks"]), tuple(p["player"] for p in m["players"]))
        for m in data["matchups"]
    ]
    assert pairs == [
        (("red", "mine"), ("random", "random")),
        (("red", "mine"), ("random", "bot:1")),
        (("red", "mine"), ("bot:1", "bot:1")),
    ]
    mine = str(study.parent / "mine.deck")
    for m in data["matchups"]:
        p1, p2 = (p["player"] for p in m["players"])
        alone = simulate_json(capsys, "--decks", f"red,{mine}", "--p1", p1, "--p2", p2)
        assert [d["wins"] for d in m["decks"]] == [d["wins"] for d in alone["decks"]]
        assert [p["wins"] for p in m["players"]] == [p["wins"] for p in alone["players"]]
        assert m["average_turns"] == alone["average_turns"] and m["draws"] == alone["draws"]


def test_the_table_has_a_line_per_matchup(study: Path, capsys) -> None:
    study.write_text(STUDY.replace('"red", ', '"red", "blue", ') + "mirror = true\n")
    assert main(["study", str(study), "--workers", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:4] == ["deck", "1", "deck", "2"]
    rows = [line.split()[:4] for line in lines[1:-1]]
    decks = {(a, b) for a, b, _, _ in rows}
    # three decks, each against itself (mirror) and each other: 6 pairs × 3 player pairs
    assert len(rows) == 18 and ("red", "red") in decks and ("blue", "mine") in decks
    assert lines[-1].startswith("[low-high]: the 95 % interval")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("games = [", "not valid TOML"),
        (STUDY + "colour = 1\n", "unknown key 'colour'"),
        (STUDY.replace("games = 6", "games = 0"), "games: expected a whole number, 1 or more"),
        (STUDY.replace('decks = ["red", "mine.deck"]', ""), "decks: missing"),
        (STUDY.replace('"mine.deck"', "3"), "decks: expected a list of names"),
        (STUDY.replace('decks = ["red", "mine.deck"]', 'decks = ["red"]'), "two decks or more"),
        (STUDY.replace('"bot:1"', '"bot:9"'), "players: 'bot:9' is not a player"),
        (STUDY.replace("mine.deck", "gone.deck"), "decks: "),
        (STUDY + "mirror = 1\n", "mirror: expected true or false"),
    ],
)
def test_a_bad_study_file_gets_one_line(study: Path, capsys, text: str, expected: str) -> None:
    study.write_text(text)
    assert main(["study", str(study)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"digimon-tui: {study}: ") and expected in err, err
    assert err.count("\n") == 1


def test_a_missing_study_file(tmp_path: Path, capsys) -> None:
    assert main(["study", str(tmp_path / "none.toml")]) == 2
    assert "can't read it" in capsys.readouterr().err


def test_the_documented_example_is_a_study(tmp_path: Path) -> None:
    """docs/studies.md's example file reads as the page says: 4 decks, 2 players, 18
    match-ups (its deck file is the reader's own, so only the built-in decks are played)."""
    from digimon_tui.cli import player_names
    from digimon_tui.study import load_study

    page = (Path(__file__).resolve().parents[1] / "docs" / "studies.md").read_text()
    example = page.split("```toml\n")[1].split("```")[0]
    path = tmp_path / "study.toml"
    path.write_text(example)
    study = load_study(path, player_names)
    assert (study.games, study.seed, len(study.decks), study.players) == (
        500,
        1,
        4,
        ("random", "bot:2"),
    )
    assert len(study.deck_pairs()) * len(study.player_pairs()) == 18


def test_card_statistics_add_up_each_decks_matchups(study: Path, capsys) -> None:
    """A study's card statistics are its match-ups' `simulate --card-stats` added up by
    deck: 3 match-ups of 6 games, so each card's deck played 18."""
    assert main(["study", str(study), "--json", "--workers", "1", "--card-stats"]) == 0
    data = json.loads(capsys.readouterr().out)
    mine = str(study.parent / "mine.deck")
    drawn: dict[tuple[str, str], int] = {}
    played: dict[tuple[str, str], int] = {}
    for m in data["matchups"]:
        p1, p2 = (p["player"] for p in m["players"])
        alone = simulate_json(
            capsys, "--decks", f"red,{mine}", "--p1", p1, "--p2", p2, "--card-stats"
        )
        for c in alone["cards"]:
            key = (Path(c["deck"]).stem, c["card"])  # simulate names a deck file by its path
            drawn[key] = drawn.get(key, 0) + c["games_drawn"]
            played[key] = played.get(key, 0) + c["games_played"]
    assert {(c["deck"], c["card"]): c["games_drawn"] for c in data["cards"]} == drawn
    assert {(c["deck"], c["card"]): c["games_played"] for c in data["cards"]} == played
    assert {c["games"] for c in data["cards"]} == {18}
    assert main(["study", str(study), "--workers", "1", "--card-stats", "--card-rows", "4"]) == 0
    out = capsys.readouterr().out
    assert "more cards (--card-rows 0 shows them all)" in out
