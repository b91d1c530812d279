"""BT7-039 Stefilmon (no official ruling): with exactly 1 digivolution card it may place up to 2
yellow level 4 or lower Digimon cards from the hand under itself, then draws 1 for each placed."""

from __future__ import annotations

from games import battle, legal, play, position, state

BULKMON, FILMON, BOUTMON = "BT7-033", "BT7-034", "BT7-037"
DECK = ["ST1-02", "ST1-03", "ST1-04", "ST1-05"]


def _digivolve(pool, stack: list[str]):
    g = position(
        pool,
        p1={
            "hand": ["BT7-039", BULKMON, FILMON, BOUTMON],
            "deck": DECK,
            "battle": [{"id": "s", "cards": stack}],
        },
        memory=3,
    )
    return play(g, "digivolve s BT7-039")


def test_bt7_039_places_2_level_4_cards_and_draws_2(pool):
    g = _digivolve(pool, [BULKMON])
    play(g, "yes", f"card {BULKMON}")
    assert legal(g) == [f"card {FILMON}", "done"]  # the level 5 Boutmon can't go under
    play(g, f"card {FILMON}")
    assert battle(g, "p1")["s"]["cards"] == [FILMON, BULKMON, BULKMON, "BT7-039"]
    # ST1-02 is the digivolution's own draw; the effect draws 1 for each card placed
    assert state(g)["players"]["p1"]["hand"] == [BOUTMON, "ST1-02", "ST1-03", "ST1-04"]


def test_bt7_039_draws_only_for_the_cards_placed(pool):
    g = play(_digivolve(pool, [BULKMON]), "yes", f"card {FILMON}", "done")
    assert state(g)["players"]["p1"]["hand"] == [BULKMON, BOUTMON, "ST1-02", "ST1-03"]


def test_bt7_039_places_nothing_with_2_digivolution_cards(pool):
    g = _digivolve(pool, ["BT7-031", BULKMON])
    if g.pending is not None and "yes" in legal(g):
        play(g, "yes")
    assert battle(g, "p1")["s"]["cards"] == ["BT7-031", BULKMON, "BT7-039"]
    assert state(g)["players"]["p1"]["hand"] == [BULKMON, FILMON, BOUTMON, "ST1-02"]
