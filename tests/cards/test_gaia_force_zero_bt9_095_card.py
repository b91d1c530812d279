"""BT9-095 Gaia Force ZERO: it deletes a Digimon of 13000 DP or less, then a [Greymon] may
attack the opponent; with a card named [X Antibody] under a Digimon it costs 2 less; its
[Security] effect deletes any Digimon."""

from __future__ import annotations

from games import battle, play, position, state

GAIA_FORCE_ZERO, X_ANTIBODY, GREYMON = "BT9-095", "BT9-109", "BT3-011"


def _used(pool, under: list[str]):
    g = position(
        pool,
        p1={"hand": [GAIA_FORCE_ZERO], "battle": [{"id": "g", "cards": [*under, GREYMON]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-13000"]}, {"id": "y", "cards": ["TST-14000"]}],
            "security": ["ST1-02", "ST1-02"],
        },
        memory=8,
    )
    return play(g, f"option {GAIA_FORCE_ZERO}", "target g")


def test_bt9_095_deletes_up_to_13000_dp_and_greymon_attacks_the_player(pool):
    g = _used(pool, [])
    assert list(battle(g, "p2")) == ["y"]  # 14000 DP is too many
    assert state(g)["players"]["p2"]["security"] == 1
    assert battle(g, "p1")["g"]["suspended"] is True
    assert state(g)["memory"] == 0


def test_bt9_095_costs_2_less_with_x_antibody_under_a_digimon(pool):
    g = _used(pool, [X_ANTIBODY])
    assert state(g)["memory"] == 2


def test_bt9_095_security_deletes_any_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "b", "cards": ["TST-15000"]}]},
        p2={"security": [GAIA_FORCE_ZERO, "ST1-02"]},
    )
    play(g, "attack a player", "target b")
    assert list(battle(g, "p1")) == ["a"]
