"""BT14-068 Brigadramon (its one ruling, Q2441, is about the end-of-turn reveal): the
[When Digivolving] deletion counts play costs up to 7 in all, and [D-Brigade] Digimon alone
gain <Blocker> on the opponent's turn."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt14_068_deletes_digimon_whose_play_costs_add_up_to_7_or_less(pool):
    g = position(
        pool,
        p1={"hand": ["BT14-068"], "battle": [{"id": "a", "cards": ["BT14-064"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-07"]},  # play cost 5
                {"id": "y", "cards": ["ST1-02"]},  # 2
                {"id": "z", "cards": ["ST1-03"]},  # 3
            ]
        },
        memory=5,
    )
    play(g, "digivolve a BT14-068", "target x")
    assert "target z" not in legal(g)  # 5 + 3 is over 7
    play(g, "target y")
    assert set(battle(g, "p2")) == {"z"}
    assert state(g)["players"]["p2"]["trash"] == ["ST1-07", "ST1-02"]


def test_bt14_068_gives_blocker_to_d_brigade_digimon_on_the_opponents_turn(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT14-068"]},
                {"id": "c", "cards": ["BT14-056"]},  # [D-Brigade]
                {"id": "d", "cards": ["ST1-03"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    blocks = {m for m in legal(g) if m.startswith("block")}
    assert blocks == {"block a", "block c"}  # Brigadramon is [D-Brigade] too; d isn't
