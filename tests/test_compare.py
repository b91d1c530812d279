"""Paired comparisons (`study --compare OLD NEW`): each seed played with both versions;
identical versions are the same games with no difference; the paired interval is the
per-game differences' own; a changed card or deck is measured in the match-ups it is in."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from digimon_tui.cards.decks import Deck, load_deck
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cli import main
from digimon_tui.compare import aligned, compare
from digimon_tui.rates import PairStats
from digimon_tui.simulate import Outcome

CARD = """
set = "Playtest"

[[cards]]
number = "PT1-01"
name = "Testmon"
category = "digimon"
colors = ["red"]
level = 3
cost = {cost}
dp = {dp}
digivolve = [{{ color = "red", level = 2, cost = 0 }}]
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A study of red, blue and `mine.deck` (red with four Testmon for its Dracomon), and
    two versions of Testmon: `old.toml`, and `new.toml` much cheaper and stronger."""
    red = (CARDS_DIR / "decks" / "red.deck").read_text()
    (tmp_path / "mine.deck").write_text(red.replace("4 ST1-04", "4 PT1-01"))
    (tmp_path / "old.toml").write_text(CARD.format(cost=5, dp=1000))
    (tmp_path / "same.toml").write_text(CARD.format(cost=5, dp=1000))
    (tmp_path / "new.toml").write_text(CARD.format(cost=0, dp=15000))
    (tmp_path / "study.toml").write_text(
        'games = 8\nseed = 3\ndecks = ["blue", "yellow", "mine.deck"]\n'
    )
    return tmp_path


def _compare(capsys, folder: Path, old: str, new: str, *more: str) -> dict:
    study = str(folder / "study.toml")
    args = ["study", study, "--workers", "1", "--json", "--compare", old, new, *more]
    assert main(args) == 0
    return json.loads(capsys.readouterr().out)


def test_identical_card_files_give_no_difference_and_the_same_games(capsys, folder):
    data = _compare(capsys, folder, str(folder / "old.toml"), str(folder / "same.toml"))
    assert [(c["decks"], c["deck"]) for c in data["comparisons"]] == [
        (["blue", "mine"], "mine"),
        (["yellow", "mine"], "mine"),
    ]  # blue against yellow holds no Testmon: not played
    for c in data["comparisons"]:
        assert c["difference"] == 0 and c["interval"] == [0, 0]
        assert c["same_games"] == c["games"] == 8 and c["old_wins"] == c["new_wins"]


def test_identical_decks_give_no_difference_and_the_same_games(capsys, folder):
    blue = str(CARDS_DIR / "decks" / "blue.deck")
    data = _compare(capsys, folder, "blue", blue, "--cards", str(folder / "old.toml"))
    assert [c["decks"] for c in data["comparisons"]] == [["blue", "yellow"], ["blue", "mine"]]
    for c in data["comparisons"]:
        assert (c["deck"], c["difference"], c["same_games"]) == ("blue", 0, 8)


def test_a_changed_card_changes_its_decks_games_and_the_difference_is_new_minus_old(capsys, folder):
    data = _compare(capsys, folder, str(folder / "old.toml"), str(folder / "new.toml"))
    for c in data["comparisons"]:
        assert c["same_games"] < 8
        assert c["difference"] == pytest.approx((c["new_wins"] - c["old_wins"]) / 8)
        low, high = c["interval"]
        assert low <= c["difference"] <= high
    # each old version's result is the study's own run of that match-up
    assert main(["study", str(folder / "study.toml"), "--workers", "1", "--json",
                 "--cards", str(folder / "old.toml")]) == 0  # fmt: skip
    study = json.loads(capsys.readouterr().out)
    mine = [m["decks"][1]["wins"] for m in study["matchups"] if m["decks"][1]["deck"] == "mine"]
    assert mine == [c["old_wins"] for c in data["comparisons"]]


def test_a_comparison_is_the_same_on_any_number_of_workers(cards):
    red, blue = load_deck("red"), load_deck("blue")
    old = (cards, (red, blue))
    new = (cards, (aligned(red, Deck("red2", red.main[4:] + red.main[:4], red.eggs)), blue))
    one = compare(old, new, 12, seed=2, workers=1)
    two = compare(old, new, 12, seed=2, workers=2)
    assert one.pairs == two.pairs and one.pairs is not None and one.pairs.games == 12


def _outcome(winner: int | None) -> Outcome:
    return Outcome(winner, 0, 1, 1)


def test_the_paired_interval_is_the_mean_difference_and_its_standard_error():
    """Ten games: deck 0 wins 3 more with the new version (4 gains, 1 loss, 5 unchanged)."""
    pairs = PairStats()
    results = [(1, 0)] * 4 + [(0, 1)] + [(0, 0)] * 3 + [(1, 1)] * 2
    for old, new in results:
        pairs.add(old, new, old == new)
    diffs = [(new == 0) - (old == 0) for old, new in results]
    mean = sum(diffs) / 10
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 9)
    got = pairs.difference(0)
    assert got[0] == pytest.approx(0.3)
    assert got[1:] == pytest.approx(
        (mean - 1.96 * sd / math.sqrt(10), mean + 1.96 * sd / math.sqrt(10))
    )
    assert pairs.same == 5 and pairs.old_wins == [4, 6] and pairs.new_wins == [7, 3]


def test_an_aligned_deck_keeps_each_shared_card_in_its_place():
    old = Deck("old", ("a", "a", "b", "c", "d"), ("e",))
    new = Deck("new", ("x", "a", "b", "d", "y"), ("e",))
    assert aligned(old, new).main == ("a", "x", "b", "y", "d")
    assert sorted(aligned(old, new).main) == sorted(new.main)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("old.toml", "blue", "expected two card files or two decks"),
        ("red", "blue", "red: not one of the decks of"),
        ("blue", "gone.deck", "--compare: "),
        ("gone.toml", "new.toml", "gone.toml: cannot read file"),
    ],
)
def test_a_comparison_that_cant_be_run_gets_one_line(capsys, folder, old, new, expected):
    spec = [str(folder / x) if x.endswith(("toml", ".deck")) else x for x in (old, new)]
    args = ["study", str(folder / "study.toml"), "--compare", *spec]
    if "toml" not in old:
        args += ["--cards", str(folder / "old.toml")]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1, err


def test_the_comparison_table(capsys, folder):
    study = str(folder / "study.toml")
    args = ["--workers", "1", "--compare", "blue", "blue", "--cards", str(folder / "old.toml")]
    assert main(["study", study, *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == [
        "deck", "1", "deck", "2", "p1", "p2", "deck", "games", "old", "new", "difference",
        "same", "games",
    ]  # fmt: skip
    assert lines[1].split()[:5] == ["blue", "yellow", "random", "random", "blue"]
    assert "+0.0 [+0.0 to +0.0]" in lines[1] and lines[1].split()[-1] == "8"


def test_a_comparison_has_no_card_statistics(capsys, folder):
    args = ["study", str(folder / "study.toml"), "--compare", "blue", "blue", "--card-stats"]
    assert main(args) == 2
    assert "--compare is a run of its own: no --card-stats" in capsys.readouterr().err
