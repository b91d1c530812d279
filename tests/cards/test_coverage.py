"""`cards list`: the coverage table, and the rule it enforces: every built-in card has a
test of each of its effects, named after the card and the effect."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.card_files import coverage
from digimon_tui.cards.model import Card
from digimon_tui.cards.printed import is_printed, printed


def test_every_hand_written_card_has_a_test_of_each_effect(cards) -> None:
    """Cards of compiled files are proven by the round trip (tests/compiler), the
    printed-text check and the card sweep instead."""
    folder = coverage.tests_dir()
    assert folder is not None
    tests = coverage.test_names(folder)
    compiled = coverage.compiled_sets()
    missing = sorted(
        c.number
        for c in cards.values()
        if not coverage.tested(c, tests) and c.number.partition("-")[0] not in compiled
    )
    assert missing == []


def test_a_file_says_it_was_compiled(tmp_path) -> None:
    (tmp_path / "xt1.toml").write_text('set = "XT1"\ncompiled = true\ncards = []\n')
    (tmp_path / "xt2.toml").write_text('set = "XT2"\ncards = []\n')
    assert coverage.compiled_sets(tmp_path) == {"XT1"}


def card(**fields) -> Card:
    base = {
        "number": "XT1-01",
        "name": "X",
        "category": "digimon",
        "colors": ["red"],
        "level": 3,
        "cost": 1,
        "dp": 1000,
    }
    return Card.model_validate(base | fields)


def test_an_effect_counts_as_tested_only_with_a_test_named_after_card_and_effect() -> None:
    c = card(
        effects=[{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]}],
        inherited=[{"timing": "your_turn", "grants": [{"dp": 1000}]}],
    )
    assert not coverage.tested(c, {"XT1-01": ["test_xt1_01_x_on_play_gains"]})
    both = ["test_xt1_01_x_on_play_gains", "test_xt1_01_x_inherited_dp"]
    assert coverage.tested(c, {"XT1-01": both})
    assert coverage.tested(c, {"XT1-1": both})  # zero padding doesn't matter
    assert not coverage.tested(c, {"XT1-02": both})


def test_a_card_without_effects_needs_one_test() -> None:
    assert not coverage.tested(card(), {})
    assert coverage.tested(card(), {"XT1-01": ["test_xt1_01_x_has_no_effects"]})


def test_the_table_counts_by_set_and_says_when_there_are_no_tests() -> None:
    lines = coverage.table([card(), card(number="XT1-02")], None)
    assert lines[1].split() == ["XT1", "-", "2", "0", "-", "2", "0"]
    assert "source checkout" in lines[-1]
    lines = coverage.table([card()], {"XT1-01": ["test_xt1_01_x_vanilla"]})
    assert lines[1].split() == ["XT1", "-", "1", "0", "1", "1", "0"]
    lines = coverage.table([card(), card(number="XT2-01")], {}, frozenset({"XT2"}))
    assert [line.split()[-2:] for line in lines[1:3]] == [["1", "0"], ["0", "1"]]


def test_the_table_measures_the_pool_against_the_printed_cards() -> None:
    """Each set's printed count beside its cards in the pool; a printed set with none in
    the pool is listed too; the totals over every set and over the first sets' range."""
    counts = {"XT1": 4, "XT2": 3, "BT1": 1}
    lines = coverage.table(
        [card(), card(number="XT1-02"), card(number="BT1-001")], {}, counts=counts
    )
    rows = {line.split()[0]: line.split() for line in lines[1:4]}
    assert rows["XT1"][:3] == ["XT1", "4", "2"]
    assert rows["XT2"][:3] == ["XT2", "3", "0"]
    assert "in the pool, every set: 3 of 8 (37.5%)" in lines
    assert "in the pool, up to BT15 and EX5: 1 of 1 (100.0%)" in lines


def test_the_printed_counts_cover_every_set_of_the_pool(cards) -> None:
    counts = printed()
    assert sum(counts.values()) >= 4388
    for number in cards:
        assert number.partition("-")[0] in counts, number
    assert coverage.FIRST_SETS <= counts.keys()


def test_a_number_is_printed_when_its_set_printed_that_many() -> None:
    counts = {"BT1": 115, "P": 244}
    assert is_printed("BT1-115", counts) and is_printed("BT1-001", counts)
    assert is_printed("P-244", counts)
    assert not is_printed("BT1-116", counts) and not is_printed("BT1-000", counts)
    assert not is_printed("BT99-001", counts) and not is_printed("BT1-0a1", counts)


CATALOGUE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "dcg" / "cards"


@pytest.mark.skipif(not CATALOGUE.is_dir(), reason="../shared/reference is not beside the checkout")
def test_the_printed_counts_are_the_catalogue_s() -> None:
    found = {
        path.stem: len({c["cardId"] for c in json.loads(path.read_text(encoding="utf-8"))})
        for path in CATALOGUE.glob("*.json")
    }
    assert printed() == found


def test_the_table_says_per_set_how_many_effects_fired_in_the_sweep() -> None:
    lines = coverage.table(
        [card(), card(number="XT2-01")], {}, fired={"XT1": (4, 3), "XT2": (2, 0)}
    )
    assert lines[0].split()[-2:] == ["effects", "fired"]
    assert lines[1].split()[-3:] == ["4", "3", "(75%)"]
    assert lines[2].split()[-3:] == ["2", "0", "(0%)"]
    assert "card sweep, every set: effects, fired       6     3 (50%)" in lines


def test_cards_list_sweep_reports_the_sweep_set_by_set(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`cards list --sweep` plays the sweep (here over a few ST1 cards, to be quick) and
    prints each set's effects and how many fired, and the effects that never did."""
    from digimon_tui.cli import main
    from digimon_tui.sweep import run

    real = run.sweep

    def few(pool, numbers):  # type: ignore[no-untyped-def]
        return real(pool, ["ST1-03", "ST1-07", "ST1-12", "ST1-16"])

    monkeypatch.setattr(run, "sweep", few)
    assert main(["cards", "list", "--sweep"]) == 0
    out = capsys.readouterr().out.splitlines()
    st1 = next(line for line in out if line.startswith("ST1 "))
    assert st1.split()[-3:] == ["5", "5", "(100%)"]  # each of the four cards' effects
    bt1 = next(line for line in out if line.startswith("BT1 "))
    assert bt1.split()[-2:] == ["0", "0"]  # not swept
    assert not [line for line in out if line.startswith("never fired")]
