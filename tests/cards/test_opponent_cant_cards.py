"""BT8-097 Crimson Blaze: "Your opponent can't play Digimon by effects" binds the
opponent alone, played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position


def _crimson_blaze_then_night_raid(pool, turn: str):
    g = position(
        pool,
        p1={
            "hand": ["BT8-097", "BT2-108"],
            "trash": ["ST6-02"],
            "battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "m", "cards": ["ST6-14"]}],
        },
        p2={
            "hand": ["BT2-108"],
            "trash": ["ST6-02"],
            "battle": [{"id": "n", "cards": ["ST6-14"]}],
        },
        memory=10,
    )
    play(g, "option BT8-097")
    if turn == "p2":
        play(g, "pass")
    play(g, "option BT2-108")
    return g


def test_bt8_097_crimson_blaze_stops_the_opponents_plays_by_effects_not_its_users(pool) -> None:
    """After Crimson Blaze its user's Night Raid still plays DemiDevimon from the trash; the
    opponent's, in their turn, plays nothing."""
    g = _crimson_blaze_then_night_raid(pool, "p1")
    assert battle(g, "p1")["p1-1"]["top"] == "ST6-02"
    g = _crimson_blaze_then_night_raid(pool, "p2")
    assert list(battle(g, "p2")) == ["n"]
    assert g.players[1].trash and g.defs[g.players[1].trash[0]].number == "ST6-02"
