"""Effects of EX2 cards, each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

# ---- EX2-037 Reapermon ------------------------------------------------------------------


def test_ex2_037_reapermon_de_digivolve_1_trashes_the_top_card_of_the_unsuspended_digimon(pool):
    """p2's Digimon unsuspends in p2's unsuspend phase: Reapermon's <De-Digivolve 1> trashes
    its top card (16-12-1)."""
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["EX2-037"]}]},
        p2={"battle": [{"id": "x", "cards": ["BT1-064", "BT1-071"], "suspended": True}]},
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p2")["x"]["cards"] == ["BT1-064"]
    assert "BT1-071" in state(g)["players"]["p2"]["trash"]


# ---- EX2-028 Parasitemon ----------------------------------------------------------------


def test_ex2_028_parasitemon_goes_under_alone_its_digivolution_cards_are_trashed(pool):
    """At the end of its attack Parasitemon goes under another Digimon of p1's as its bottom
    digivolution card; only the card itself: the cards under it go to the trash (as a
    Digimon placed under a card by DigiXros, 7-2-3-2; 4-7-8; ruling Q4995 on BT12-083)."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "p", "cards": ["BT1-071", "EX2-028"]},
                {"id": "h", "cards": ["TST-3000"]},
            ]
        },
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack p player", "yes")
    assert "p" not in battle(g, "p1")
    assert battle(g, "p1")["h"]["cards"] == ["EX2-028", "TST-3000"]
    assert state(g)["players"]["p1"]["trash"] == ["BT1-071"]


# ---- EX2-067 Fire Ball ------------------------------------------------------------------


def _fire_ball(pool, foe: str):
    g = position(
        pool,
        p1={"hand": ["EX2-067"], "battle": [{"id": "m", "cards": ["BT2-009"]}]},
        p2={"battle": [{"id": "x", "cards": [foe]}]},
        memory=5,
    )
    play(g, "option EX2-067")
    return g


def test_ex2_067_fire_ball_draws_2_only_when_it_deletes_nothing(pool):
    """A 3000 DP Digimon is deleted and nothing is drawn; a 4000 DP one stays, and p1 draws 2."""
    g = _fire_ball(pool, "TST-3000")
    assert battle(g, "p2") == {} and state(g)["players"]["p1"]["hand"] == []
    g = _fire_ball(pool, "TST-4000")
    assert "x" in battle(g, "p2") and len(state(g)["players"]["p1"]["hand"]) == 2
