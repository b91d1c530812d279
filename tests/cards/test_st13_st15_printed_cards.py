"""ST13 and ST15 cards that compile from their printed text, each played in a position where
a wrong reading would show (their official rulings are in tests/rulings/)."""

from __future__ import annotations

from builders import digimon
from games import battle, kind, legal, play, position, state, with_cards

# ---- ST15-14 Tai Kamiya ------------------------------------------------------------------

BLOCKER = digimon("TST-9501", dp=4000, effects=[{"keyword": "blocker"}])
ATTACKER = digimon("TST-9502", dp=5000)


def _tai_blocks(pool):
    g = position(
        with_cards(pool, BLOCKER, ATTACKER),
        p1={"battle": [{"id": "t", "cards": ["ST15-14"]}, {"id": "b", "cards": ["TST-9501"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-9502"]}]},
        turn="p2",
        turn_number=4,
        memory=3,
    )
    return play(g, "attack x player", "block b")


def test_st15_14_a_block_lets_tai_draw_and_give_2000_dp_by_suspending_himself(pool):
    """The block switches the attack target (11-2-7-2): the 4000 DP blocker, +2000, beats
    the 5000 DP attacker."""
    g = play(_tai_blocks(pool), "yes")
    assert kind(g) == "main"
    assert battle(g, "p1")["t"]["suspended"]
    assert len(state(g)["players"]["p1"]["hand"]) == 1
    assert "b" in battle(g, "p1") and battle(g, "p2") == {}


def test_st15_14_without_suspending_tai_nothing_happens(pool):
    g = play(_tai_blocks(pool), "no")
    assert not battle(g, "p1")["t"]["suspended"]
    assert state(g)["players"]["p1"]["hand"] == []
    assert "b" not in battle(g, "p1")


# ---- ST13-02 Zubamon ---------------------------------------------------------------------

BLACK = digimon("TST-9503", colors=("black",))
ARMS_7 = digimon("TST-9504", colors=("black",), types=["Legend-Arms"], cost=7)
ARMS_8 = digimon("TST-9505", colors=("black",), types=["Legend-Arms"], cost=8)


def _zubamon(pool, top: str):
    g = position(
        with_cards(pool, BLACK, ARMS_7, ARMS_8),
        p1={
            "hand": ["ST13-02"],
            "battle": [{"id": "a", "cards": ["TST-9503"]}],
            "deck": [top, "ST1-02"],
        },
        memory=5,
    )
    return play(g, "play ST13-02", "yes")


def test_st13_02_plays_a_revealed_legend_arms_card_of_cost_7_free(pool):
    g = play(_zubamon(pool, "TST-9504"), "yes")
    tops = {pid: s["top"] for pid, s in battle(g, "p1").items()}
    assert sorted(tops.values()) == ["TST-9503", "TST-9504"]
    assert battle(g, "p1")["a"]["cards"] == ["ST13-02", "TST-9503"]
    assert state(g)["memory"] == 5 - 3


def test_st13_02_a_revealed_card_of_cost_8_goes_to_the_hand(pool):
    g = play(_zubamon(pool, "TST-9505"), "yes")  # asked: nothing fits
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == ["a"]
    assert state(g)["players"]["p1"]["hand"] == ["TST-9505"]


# ---- ST13-09 Ludomon ---------------------------------------------------------------------


def test_st13_09_inherited_blocker_while_a_red_digimon_is_in_play(pool):
    for other, blocks in (("ST1-07", True), ("TST-9503", False)):
        g = position(
            with_cards(pool, BLACK, ATTACKER),
            p1={
                "battle": [
                    {"id": "l", "cards": ["ST13-09", "TST-9503"]},
                    {"id": "o", "cards": [other]},
                ]
            },
            p2={"battle": [{"id": "x", "cards": ["TST-9502"]}]},
            turn="p2",
            turn_number=4,
        )
        play(g, "attack x player")
        assert ("block l" in legal(g)) is blocks, other
