"""BT5-082 Tactimon's [When Attacking]: "Activate 1 of the effects below. If you have no other
Digimon in play, activate all of the effects below instead." (rulings Q1350, Q1351 in
tests/rulings/bt5.toml)."""

from __future__ import annotations

from games import legal, play, position, state


def _foes() -> dict:
    return {
        "battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-2000"]}],
        "security": ["ST1-02", "ST1-02"],
    }


def test_bt5_082_tactimon_alone_activates_all_three_in_the_order_chosen(pool):
    """Alone, all three activate; its player orders them (ruling Q1351)."""
    g = position(pool, p1={"battle": [{"id": "t", "cards": ["BT5-082"]}]}, p2=_foes(), memory=3)
    play(g, "attack t player")
    assert legal(g) == ["mode 1", "mode 2", "mode 3"]
    play(g, "mode 3", "target x", "target y")
    assert legal(g) == ["mode 1", "mode 2"]
    assert state(g)["memory"] == 3  # the deletion went first, as chosen
    play(g, "mode 1")
    assert state(g)["memory"] == 4
    assert state(g)["players"]["p1"]["battle"]["t"]["dp"] == 13000
    assert state(g)["players"]["p2"]["battle"] == {}


def test_bt5_082_tactimon_beside_another_digimon_activates_the_one_chosen(pool):
    """An Agumon beside it: one effect only, the +2000 DP here (no memory, no deletion)."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT5-082"]}, {"id": "o", "cards": ["ST1-03"]}]},
        p2=_foes(),
        memory=3,
    )
    play(g, "attack t player")
    assert legal(g) == ["mode 1", "mode 2", "mode 3"]
    play(g, "mode 2")
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p1"]["battle"]["t"]["dp"] == 13000
    assert set(state(g)["players"]["p2"]["battle"]) == {"x", "y"}
