"""EX1-022 Imperialdramon: Dragon Mode (no official ruling): with a [Free] Digimon card
under it, digivolving unsuspends it and suspends 1 of the opponent's Digimon; in its
player's turn it gets +1000 DP for each colour among its digivolution cards."""

from __future__ import annotations

from games import play, position, state

DRAGON_MODE = "EX1-022"
MONZAEMON = "BT1-038"  # blue level 5, no effect


def _digivolved(pool, under: str) -> dict:
    g = position(
        pool,
        p1={
            "hand": [DRAGON_MODE],
            "battle": [{"id": "a", "cards": [under, MONZAEMON], "suspended": True}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, f"digivolve a {DRAGON_MODE}")
    return state(g)


def test_ex1_022_with_a_free_card_under_it_unsuspends_and_suspends(pool):
    s = _digivolved(pool, "BT3-009")  # Hawkmon: red, [Free]
    assert s["players"]["p1"]["battle"]["a"]["suspended"] is False
    assert s["players"]["p2"]["battle"]["x"]["suspended"] is True
    assert s["players"]["p1"]["battle"]["a"]["dp"] == 13000  # red and blue under it


def test_ex1_022_without_one_does_neither(pool):
    s = _digivolved(pool, "ST2-03")  # Gabumon: blue, not [Free]
    assert s["players"]["p1"]["battle"]["a"]["suspended"] is True
    assert s["players"]["p2"]["battle"]["x"]["suspended"] is False
    assert s["players"]["p1"]["battle"]["a"]["dp"] == 12000  # blue alone
