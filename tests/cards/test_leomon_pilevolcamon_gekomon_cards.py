"""EX2-017 Leomon, BT10-014 PileVolcamon and BT23-019 Gekomon, each played where a wrong
reading of its text would show (none has an official ruling)."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

from digimon_tui.engine import queries as q


def test_ex2_017_leomon_blocks_on_the_opponents_turn_while_a_tamer_is_in_play(pool):
    """ "[Opponent's Turn] While you have a Tamer in play, this Digimon gains <Blocker>": on
    p1's turn, p2's Leomon has it with p2's Tamer beside it, not without; p1's own Leomon,
    on its own turn, doesn't."""
    tamer = {"id": "t", "cards": ["ST1-12"]}
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["EX2-017"]}, tamer]},
        p2={"battle": [{"id": "l", "cards": ["EX2-017"]}, {"id": "u", "cards": ["ST2-12"]}]},
    )
    assert "<Blocker>" in q.keywords_of(g, g.find("l"))
    assert "<Blocker>" not in q.keywords_of(g, g.find("m"))
    g = position(pool, p2={"battle": [{"id": "l", "cards": ["EX2-017"]}]})
    assert "<Blocker>" not in q.keywords_of(g, g.find("l"))


def test_ex2_017_leomon_deleted_gains_its_owner_2_memory_and_a_card(pool):
    """ "[On Deletion] Gain 2 memory. <Draw 1>": p2's Leomon deleted on p1's turn (its DP
    lowered to 0 by a 5-memory Option) moves the memory 2 toward p2, and p2 draws."""
    g = position(
        pool,
        p1={"hand": ["BT1-106"], "battle": [{"id": "y", "cards": ["ST3-12"]}]},
        p2={"battle": [{"id": "l", "cards": ["EX2-017"]}], "deck": ["ST1-02", "ST1-02"]},
        memory=10,
    )
    play(g, "option BT1-106")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 10 - 5 - 2
    assert state(g)["players"]["p2"]["hand"] == ["ST1-02"]


def test_bt10_014_pilevolcamon_gets_2000_on_its_own_turn_only(pool):
    """ "[Your Turn] This Digimon gets +2000 DP": 13000 on p1's turn, 11000 on p2's."""
    g = position(pool, p1={"battle": [{"id": "v", "cards": ["BT10-014"]}]})
    assert battle(g, "p1")["v"]["dp"] == 13000
    g = position(pool, p1={"battle": [{"id": "v", "cards": ["BT10-014"]}]}, turn="p2")
    assert battle(g, "p1")["v"]["dp"] == 11000


def test_bt10_014_pilevolcamon_blitzes_only_when_the_opponent_has_memory(pool):
    """ "[When Digivolving] <Blitz>": digivolving for 3 with 2 memory leaves p2 with 1, and
    PileVolcamon may attack; with 3 memory p2 has none, and it may not."""
    stack = {"id": "r", "cards": ["ST1-09"]}  # red Lv.5 MetalGreymon
    g = position(pool, p1={"hand": ["BT10-014"], "battle": [stack]}, memory=2)
    play(g, "digivolve r BT10-014")
    assert legal(g) == ["attack r player", "no-blitz"]
    g = position(pool, p1={"hand": ["BT10-014"], "battle": [stack]}, memory=3)
    play(g, "digivolve r BT10-014")
    assert state(g)["memory"] == 0
    assert "no-blitz" not in legal(g) and "pass" in legal(g)  # the main phase goes on


def test_bt23_019_gekomon_digivolves_from_a_cs_digimon_of_any_colour(pool):
    """ "[Digivolve] Lv.3 w/[CS] trait: Cost 2": a green level 3 [CS] Digimon digivolves into
    the blue Gekomon for 2; a green one without the trait can't."""
    cs = digimon("GK-01", level=3, colors=("green",), types=["CS"])
    plain = digimon("GK-02", level=3, colors=("green",))
    cards = with_cards(pool, cs, plain)
    g = position(
        cards,
        p1={
            "hand": ["BT23-019"],
            "battle": [{"id": "c", "cards": ["GK-01"]}, {"id": "p", "cards": ["GK-02"]}],
        },
        memory=3,
    )
    assert "digivolve c BT23-019" in legal(g)
    assert "digivolve p BT23-019" not in legal(g)
    play(g, "digivolve c BT23-019")
    assert state(g)["memory"] == 1


def test_bt23_019_gekomon_trashes_any_2_digivolution_cards_and_passes_on_blocker(pool):
    """ "[When Digivolving] Trash any 2 digivolution cards from your opponent's Digimon": p2's
    Digimon with 3 under it keeps 1; inherited <Blocker> goes to the Digimon over Gekomon."""
    g = position(
        pool,
        p1={"hand": ["BT23-019"], "battle": [{"id": "a", "cards": ["ST2-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-01", "ST1-02", "ST1-03", "ST1-07"]}]},
        memory=3,
    )
    play(g, "digivolve a BT23-019")
    while (
        state(g)["pending"]
        and state(g)["pending"]["player"] == "p1"
        and state(g)["pending"]["kind"] != "main"
    ):
        play(g, legal(g)[0])
    assert len(battle(g, "p2")["x"]["cards"]) == 2
    g = position(pool, p1={"battle": [{"id": "b", "cards": ["BT23-019", "ST2-07"]}]})
    assert "<Blocker>" in q.keywords_of(g, g.find("b"))
