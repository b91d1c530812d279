"""BT8-068 BanchoMamemon (its ruling is played in tests/rulings/bt8.toml): one play from the
revealed cards for each of the opponent's Digimon, each a [Mamemon] card of play cost 10 or
less, the rest trashed; with another [Mamemon] Digimon in play it checks one more card."""

from __future__ import annotations

from games import battle, play, position, state

BANCHO, MEGADRAMON = "BT8-068", "BT2-060"
METAL, PRINCE, BIG = "BT3-071", "BT13-074", "BT6-063"


def _digivolve(pool, opponents: int):
    g = position(
        pool,
        p1={
            "hand": [BANCHO],
            "battle": [{"id": "m", "cards": [MEGADRAMON]}],
            "deck": ["ST1-02", METAL, PRINCE, BIG, "ST1-02"],  # the first is the bonus draw
        },
        p2={
            "battle": [{"id": f"x{i}", "cards": ["TST-1000"]} for i in range(opponents)],
            "security": ["TST-1000"] * 3,
        },
        memory=5,
    )
    return play(g, f"digivolve m {BANCHO}", "yes")


def _played(g) -> list[str]:
    return sorted(s["top"] for k, s in battle(g, "p1").items() if k != "m")


def test_bt8_068_two_opponents_two_plays(pool):
    # each round asks; BigMamemon is the only one left for the second
    g = play(_digivolve(pool, 2), "yes", f"card {METAL}", "yes")
    assert _played(g) == sorted([BIG, METAL])
    assert state(g)["players"]["p1"]["trash"] == [PRINCE]


def test_bt8_068_one_opponent_one_play(pool):
    g = play(_digivolve(pool, 1), "yes", f"card {BIG}")
    assert _played(g) == [BIG]
    assert sorted(state(g)["players"]["p1"]["trash"]) == sorted([METAL, PRINCE])


def test_bt8_068_checks_one_more_with_another_mamemon(pool):
    g = play(_digivolve(pool, 1), "yes", f"card {BIG}", "attack m player")
    assert state(g)["players"]["p2"]["security"] == 1
