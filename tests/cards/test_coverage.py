"""`cards list`: the coverage table, and the rule it enforces: every built-in card has a
test of each of its effects, named after the card and the effect."""

from __future__ import annotations

from digimon_tui.cards import coverage
from digimon_tui.cards.model import Card


def test_every_built_in_card_has_a_test_of_each_effect(cards) -> None:
    folder = coverage.tests_dir()
    assert folder is not None
    tests = coverage.test_names(folder)
    missing = sorted(c.number for c in cards.values() if not coverage.tested(c, tests))
    assert missing == []


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
    assert lines[1].split() == ["XT1", "2", "0", "-"]
    assert "source checkout" in lines[-1]
    lines = coverage.table([card()], {"XT1-01": ["test_xt1_01_x_vanilla"]})
    assert lines[1].split() == ["XT1", "1", "0", "1"]
