"""`puzzles mine` on a tiny run: one game between computer players gives a puzzle that
`puzzles check` proves; bad input is one line and exit code 2, and no file is written."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from digimon_tui.card_files.loader import card_pool
from digimon_tui.cards.decks import MAX_EGGS, SEALED_DECK_SIZE
from digimon_tui.cli import main
from digimon_tui.puzzles.check import check_puzzle
from digimon_tui.puzzles.mine import pool_deck
from digimon_tui.puzzles.puzzle import read_puzzle


def test_one_game_gives_a_proved_puzzle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "mined"
    assert main(["puzzles", "mine", "--games", "1", "--seed", "1", "--out", str(out)]) == 0
    files = sorted(out.glob("*.toml"))
    assert [f.name for f in files] == ["1-1-8aaa261c2e.toml"]
    printed = capsys.readouterr().out.splitlines()
    assert printed == [
        f"{files[0]}: grade 2 (2 moves; 2 of 6 first moves win; 1 in 15 by chance): "
        "black against parallel-world, mining seed 1, game 1, turn 7",
        "1 game, 1 position searched, 1 puzzle (grade 2: 1)",
    ]
    puzzle = check_puzzle(files[0])
    assert puzzle.claims == read_puzzle(files[0]).claims
    assert puzzle.lesson.title == "Black vs Parallel World, turn 7: win in 2 moves"
    assert puzzle.source == "black against parallel-world, mining seed 1, game 1, turn 7"
    assert puzzle.lesson.hints[-1].startswith("Begin with this: ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "--games 0: expected a whole number of 1 or more"),
        (["--decks", "red,nosuch"], "--decks: "),
        (["--decks", "red"], "--decks red: expected two decks or more (or 'pool')"),
        (["--decks", "red,,blue"], "--decks red,,blue: expected deck names or files"),
    ],
)
def test_bad_input_is_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "mined"
    assert main(["puzzles", "mine", *args, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"digimon-tui: {message}")
    assert err.count("\n") == 1
    assert not out.exists()


def test_an_out_that_is_a_file_is_refused_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "notes.txt"
    out.write_text("mine")
    assert main(["puzzles", "mine", "--games", "1", "--out", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"digimon-tui: --out {out}: expected a folder to write puzzle files into\n"
    )
    assert out.read_text() == "mine"


def test_a_deck_from_the_whole_pool_is_a_sealed_deck_and_the_same_for_a_seed() -> None:
    cards = card_pool([])
    deck = pool_deck(cards, random.Random(4))
    assert len(deck.main) == SEALED_DECK_SIZE and 0 < len(deck.eggs) <= MAX_EGGS
    assert len({number.split("-")[0] for number in deck.main}) > 3  # drawn from many sets
    assert pool_deck(cards, random.Random(4)) == deck
