"""EX2-048 ADR-04 Bubbles (no official ruling): its [On Play] and its [Security] may each
place an [ADR-02 Searcher], one in play or one from the hand, under a [Mother D-Reaper] as
its bottom digivolution card."""

from __future__ import annotations

from games import legal, play, position, state

BUBBLES = "EX2-048"
SEARCHER = "EX2-046"
MOTHER = {"id": "m", "cards": ["TST-1000", "EX2-007"]}


def _played(pool):
    g = position(
        pool,
        p1={"hand": [BUBBLES, SEARCHER], "battle": [MOTHER, {"id": "s", "cards": [SEARCHER]}]},
        memory=10,
    )
    play(g, f"play {BUBBLES}", "no", "yes")  # not Mother D-Reaper's own reduction
    assert legal(g) == ["target s", "done"]
    return g


def test_ex2_048_places_a_searcher_in_play_under_mother_d_reaper(pool):
    p1 = state(play(_played(pool), "target s"))["players"]["p1"]
    assert p1["battle"]["m"]["cards"] == [SEARCHER, "TST-1000", "EX2-007"]
    assert "s" not in p1["battle"] and p1["hand"] == [SEARCHER]


def test_ex2_048_places_a_searcher_from_the_hand_instead(pool):
    p1 = state(play(_played(pool), "done"))["players"]["p1"]  # the only one in the hand
    assert p1["battle"]["m"]["cards"] == [SEARCHER, "TST-1000", "EX2-007"]
    assert "s" in p1["battle"] and p1["hand"] == []


def test_ex2_048_security_places_one_in_the_opponents_turn(pool):
    g = position(
        pool,
        p1={"hand": [SEARCHER], "battle": [MOTHER], "security": [BUBBLES]},
        p2={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack a player", "yes")  # the only one, from the hand
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["m"]["cards"] == [SEARCHER, "TST-1000", "EX2-007"]
    assert p1["hand"] == []
