"""A designer's own card files: `--cards PATH` and a scenario's `cards` list add them to
the built-in cards for play, scenarios, simulation, checks and saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.card_files.loader import CardFileError, card_pool, load_cards
from digimon_tui.cards.paths import CARDS_DIR, display_path
from digimon_tui.cli import main
from digimon_tui.ui import storage
from digimon_tui.ui.setup import scenario_table

MY_SET = """
set = "Playtest"

[[cards]]
number = "PT1-01"
name = "Testmon"
category = "digimon"
colors = ["red"]
level = 3
cost = 3
dp = 4000
digivolve = [{ color = "red", level = 2, cost = 0 }]
effects = [{ timing = "on_play", steps = [{ do = "gain_memory", amount = 2 }] }]
"""

SCENARIO = """
title = "Testmon comes into play"
cards = ["{cards}"]
steps = ["play PT1-01"]

[state]
turn = "p1"
phase = "main"
memory = 3

[p1]
hand = ["PT1-01"]
deck = ["ST1-02", "ST1-02"]
security = ["ST1-02"]

[p2]
deck = ["ST1-02"]
security = ["ST1-02"]

[expect]
"memory" = 2
"""


@pytest.fixture
def my_set(tmp_path: Path) -> Path:
    folder = tmp_path / "designer"
    folder.mkdir()
    path = folder / "my-set.toml"
    path.write_text(MY_SET)
    return path


def deck_with(tmp_path: Path, number: str) -> Path:
    """The red starter with its four Dracomon replaced by four copies of `number`."""
    red = (CARDS_DIR / "decks" / "red.deck").read_text()
    assert "4 ST1-04" in red
    path = tmp_path / "mine.deck"
    path.write_text(red.replace("4 ST1-04", f"4 {number}"))
    return path


def test_the_pool_is_the_built_in_cards_and_the_designers(my_set: Path) -> None:
    pool = card_pool([my_set])
    assert pool["PT1-01"].name == "Testmon"
    assert set(pool) == set(load_cards()) | {"PT1-01"}
    assert card_pool([my_set.parent]) == pool  # a folder of card files
    assert "PT1-01" not in load_cards()  # the built-in pool is not changed


def test_a_designers_file_may_be_only_its_cards(my_set: Path) -> None:
    """A card copied from the guide into a new file is a whole card file: the set's code
    and name at its top are optional."""
    my_set.write_text(MY_SET.replace('set = "Playtest"', ""))
    assert card_pool([my_set])["PT1-01"].name == "Testmon"


def test_a_card_number_clashing_with_a_built_in_card_names_both_files(my_set: Path) -> None:
    my_set.write_text(MY_SET.replace("PT1-01", "ST1-03"))
    with pytest.raises(CardFileError) as info:
        card_pool([my_set])
    message = str(info.value)
    assert "my-set.toml: card ST1-03: field number: duplicate card number" in message
    assert message.endswith(f"already a built-in card in {display_path(CARDS_DIR / 'st1.toml')}")


def test_two_designer_files_with_one_number(my_set: Path) -> None:
    other = my_set.with_name("other.toml")
    other.write_text(MY_SET.replace("Testmon", "Othermon"))
    with pytest.raises(CardFileError, match=r"other\.toml: card PT1-01: .*already in .*my-set"):
        card_pool([my_set, other])


def test_simulate_plays_a_deck_of_the_designers_cards(
    tmp_path: Path, my_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = deck_with(tmp_path, "PT1-01")
    args = ["simulate", "--games", "4", "--workers", "1", "--json", "--decks", f"{deck},blue"]
    assert main([*args, "--cards", str(my_set)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    # Without the card file the deck names a card nobody knows, and says where cards come from.
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "unknown card number PT1-01" in err and "--cards FILE" in err
    assert err.count("\n") == 1


def test_cards_check_checks_a_deck_against_the_designers_cards(
    tmp_path: Path, my_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = deck_with(tmp_path, "PT1-01")
    assert main(["cards", "check", "--cards", str(my_set), str(deck)]) == 0
    assert capsys.readouterr().out.endswith("mine.deck: 50 cards, 4 Digi-Eggs: OK\n")
    assert main(["cards", "check", "--cards", str(my_set)]) == 0
    out = capsys.readouterr().out
    assert "PT1-01 Testmon" in out and "[On Play] Gain 2 memory." in out
    files = len(list(CARDS_DIR.glob("*.toml"))) + 1
    assert out.splitlines()[-1] == f"{len(load_cards()) + 1} cards in {files} files: OK"


def test_a_clash_is_one_line_and_exit_code_2(
    my_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    my_set.write_text(MY_SET.replace("PT1-01", "ST1-03"))
    for args in (["cards", "check", str(my_set)], ["simulate", "--cards", str(my_set)]):
        assert main(args) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "st1.toml" in err and "my-set.toml" in err


def test_a_scenario_brings_its_own_cards_relative_to_itself(
    tmp_path: Path, my_set: Path, capsys: pytest.CaptureFixture[str], monkeypatch
) -> None:
    path = my_set.parent / "position.toml"
    path.write_text(SCENARIO.format(cards="my-set.toml"))
    monkeypatch.chdir(tmp_path)  # not the scenario's folder
    assert main(["scenario", "run", str(path)]) == 0
    out = capsys.readouterr().out
    assert "p1 plays Testmon for 3 memory (7-1)" in out and "Gain 2 memory" in out


def test_cards_given_on_the_command_line_serve_a_scenario(
    tmp_path: Path, my_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "position.toml"
    path.write_text(SCENARIO.replace('cards = ["{cards}"]\n', ""))
    assert main(["scenario", "legal", str(path), "--cards", str(my_set)]) == 0
    assert main(["scenario", "run", str(path)]) == 2
    err = capsys.readouterr().err
    assert "unknown card number 'PT1-01'" in err and "`cards`" in err


def test_a_scenarios_missing_card_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "position.toml"
    path.write_text(SCENARIO.format(cards="nowhere.toml"))
    assert main(["scenario", "run", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("digimon-tui: ") and "position.toml: cards: " in err
    assert "nowhere.toml: cannot read file" in err and err.count("\n") == 1


def test_a_save_of_a_game_with_the_designers_cards_loads_with_them(
    tmp_path: Path, my_set: Path
) -> None:
    path = my_set.parent / "position.toml"
    path.write_text(SCENARIO.format(cards="my-set.toml"))
    table = scenario_table(path)
    assert table.card_files == (str(my_set.resolve()),)
    save = tmp_path / "save.json"
    storage.save_table(table, save)
    loaded = storage.load_table(load_cards(), save)
    assert loaded.game.cards["PT1-01"].name == "Testmon"
    assert loaded.game.moves == table.game.moves
    # The card file gone: the save names it, in one line, and is left as it was.
    my_set.unlink()
    before = save.read_bytes()
    with pytest.raises(ValueError, match=r"save\.json: .*my-set\.toml: cannot read file"):
        storage.load_table(load_cards(), save)
    assert save.read_bytes() == before


def test_the_arena_refuses_card_game_cards(
    my_set: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in ("play", "simulate"):
        assert main([command, "--game", "arena", "--cards", str(my_set)]) == 2
        assert "the Arena plays its own set" in capsys.readouterr().err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.startswith("digimon-tui 0.")
