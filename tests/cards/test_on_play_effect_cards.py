"""Cards whose effect asks whether "this Digimon has an [On Play] effect" (EX3-005 ...
EX3-052, Hina Kurihara's Digimon): it has one when its top card prints one, and only then.
Each in the smallest position where a wrong reading would show; named after the card."""

from __future__ import annotations

from games import battle, play, position, state

# EX3-011 Lavogaritamon (7000 DP) prints an [On Play] effect; ST1-07 Greymon (4000) doesn't.


def _attack_with(pool, sources: list[str], top: str):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [*sources, top]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["ST1-02"] * 3},
        memory=3,
    )
    return play(g, "attack a player")


def test_ex3_005_vorvomon_inherited_deletes_when_the_top_card_has_an_on_play_effect(pool):
    g = _attack_with(pool, ["EX3-005"], "EX3-011")
    assert "x" not in battle(g, "p2")


def test_ex3_005_vorvomon_inherited_does_nothing_under_a_digimon_without_one(pool):
    g = _attack_with(pool, ["EX3-005"], "ST1-07")
    assert "x" in battle(g, "p2")


def test_ex3_007_lavorvomon_inherited_deletes_only_under_an_on_play_digimon(pool):
    assert "x" not in battle(_attack_with(pool, ["EX3-007"], "EX3-011"), "p2")
    assert "x" in battle(_attack_with(pool, ["EX3-007"], "ST1-07"), "p2")


def test_ex3_047_jazamon_inherited_adds_1000_dp_only_under_an_on_play_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["EX3-047", "EX3-011"]},
                {"id": "b", "cards": ["EX3-047", "ST1-07"]},
            ]
        },
    )
    assert battle(g, "p1")["a"]["dp"] == 8000
    assert battle(g, "p1")["b"]["dp"] == 4000


def test_ex3_048_jazardmon_inherited_adds_1000_dp_only_under_an_on_play_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["EX3-048", "EX3-011"]},
                {"id": "b", "cards": ["EX3-048", "ST1-07"]},
            ]
        },
    )
    assert battle(g, "p1")["a"]["dp"] == 8000
    assert battle(g, "p1")["b"]["dp"] == 4000


def test_ex3_052_jazarichmon_inherited_checks_one_more_security_card_under_an_on_play_digimon(
    pool,
):
    for top, checked in (("EX3-011", 2), ("ST1-07", 1)):
        g = _attack_with(pool, ["EX3-052"], top)
        assert state(g)["players"]["p2"]["security"] == 3 - checked, top


def test_ex3_011_lavogaritamon_inherited_gains_memory_when_an_opponents_digimon_is_deleted(pool):
    for top, gained in (("EX3-011", 1), ("ST1-07", 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "a", "cards": ["EX3-011", top]}],
            },
            p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
            memory=5,
        )
        before = state(g)["memory"]
        play(g, "attack a x")
        assert "x" not in battle(g, "p2")
        assert state(g)["memory"] == before + gained, top
