"""BT7-025 Beowolfmon (no official ruling): its digivolution costs 2 less from a Digimon with
a Tamer card among its digivolution cards, and its [When Attacking] cost returns only a card
with [Hybrid] in its traits, to bounce only a level 4 or lower Digimon."""

from __future__ import annotations

from games import battle, play, position, state

KORIKAKUMON, KUMAMON, SHELLMON, TOMMY, GOMAMON = (
    "BT7-023",
    "BT7-021",
    "BT7-020",
    "BT7-086",
    "BT7-018",
)


def test_bt7_025_digivolves_for_1_from_a_digimon_over_a_tamer_card(pool):
    g = position(
        pool,
        p1={"hand": ["BT7-025"], "battle": [{"id": "t", "cards": [TOMMY, KORIKAKUMON]}]},
        memory=3,
    )
    play(g, "digivolve t BT7-025")
    assert state(g)["memory"] == 2


def test_bt7_025_digivolves_for_3_without_a_tamer_card(pool):
    g = position(
        pool,
        p1={"hand": ["BT7-025"], "battle": [{"id": "t", "cards": [GOMAMON, KORIKAKUMON]}]},
        memory=3,
    )
    play(g, "digivolve t BT7-025")
    assert state(g)["memory"] == 0


def _attack(pool, sources: list[str], level: str):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [*sources, "BT7-025"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", level]}], "security": ["TST-1000"] * 3},
        memory=3,
    )
    return play(g, "attack a player")


def test_bt7_025_returns_only_the_hybrid_card_to_bounce_a_level_4(pool):
    g = play(_attack(pool, [SHELLMON, KUMAMON], SHELLMON), "yes")
    assert state(g)["players"]["p1"]["hand"] == [KUMAMON]
    assert battle(g, "p1")["a"]["cards"] == [SHELLMON, "BT7-025"]
    assert state(g)["players"]["p2"]["hand"] == [SHELLMON]
    assert battle(g, "p2") == {}


def test_bt7_025_has_no_cost_to_pay_without_a_hybrid_card(pool):
    g = _attack(pool, [GOMAMON, SHELLMON], SHELLMON)
    assert g.pending is not None and g.pending.kind == "main"
    assert state(g)["players"]["p1"]["hand"] == []
    assert "x" in battle(g, "p2")


def test_bt7_025_cant_bounce_a_level_5(pool):
    g = play(_attack(pool, [SHELLMON, KUMAMON], "BT7-024"), "yes")
    assert state(g)["players"]["p1"]["hand"] == [KUMAMON]
    assert "x" in battle(g, "p2")
