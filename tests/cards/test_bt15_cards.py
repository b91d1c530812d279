"""Effects of BT15 cards, each in the smallest position where a wrong reading would show;
named after the card."""

from __future__ import annotations

from games import battle, kind, legal, play, position

# ---- BT15-094 Super Shocker -------------------------------------------------------------


def test_bt15_094_super_shocker_suspends_any_digimon_and_raises_only_an_insectoid(pool):
    """[Main]: the suspend may take either player's Digimon; the +3000 goes to an
    [Insectoid] (BT1-066 Tentomon), not to the 1000 DP dummy."""
    g = position(
        pool,
        p1={
            "hand": ["BT15-094"],
            "battle": [{"id": "k", "cards": ["BT1-066"]}, {"id": "t", "cards": ["TST-1000"]}],
        },
        p2={"battle": [{"id": "w", "cards": ["TST-5000"]}]},
        memory=5,
    )
    g = play(g, "option BT15-094")
    assert legal(g) == ["target k", "target t", "target w"]
    play(g, "target w")
    if kind(g) == "target":
        assert legal(g) == ["target k"]
        play(g, "target k")
    assert battle(g, "p2")["w"]["suspended"]
    assert battle(g, "p1")["k"]["dp"] == 5000  # Tentomon's 2000 + 3000
    assert battle(g, "p1")["t"]["dp"] == 1000
