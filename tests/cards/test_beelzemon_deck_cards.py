"""The purple Beelzemon cards that trash from the deck and play from the trash: each played
where a wrong reading would show (how many cards leave the deck, which trashing triggers
Impmon again, where Ai & Mako's card goes)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _p1(g) -> dict:
    return state(g)["players"]["p1"]


def test_bt10_081_baalmon_trashes_as_many_top_cards_as_its_player_says(pool):
    deck = ["BT2-068", "ST1-02", "ST1-02", "ST1-02", "ST1-02"]
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT10-081"]}], "deck": deck},
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes")
    assert legal(g) == ["count 0", "count 1", "count 2", "count 3"]
    play(g, "count 2")
    assert _p1(g)["trash"] == ["BT2-068", "ST1-02"]
    assert _p1(g)["deck"] == 3


def test_bt10_081_baalmon_may_trash_none(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT10-081"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes", "count 0")
    assert _p1(g)["trash"] == [] and _p1(g)["deck"] == 10


def test_bt12_085_beelzemon_x_antibody_trashes_a_security_card_per_10_in_the_trash(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT12-085"],
            "battle": [{"id": "a", "cards": ["ST14-07", "ST14-08"]}],
            "trash": ["ST1-02"] * 20,
        },
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "digivolve a BT12-085")
    assert state(g)["players"]["p2"]["security"] == 3


def test_bt12_085_beelzemon_x_antibody_needs_beelzemon_or_x_antibody_under_it(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT12-085"],
            "battle": [{"id": "a", "cards": ["ST14-07"]}],
            "trash": ["ST1-02"] * 20,
        },
        p2={"security": ["ST1-02"] * 5},
        memory=5,
    )
    play(g, "digivolve a BT12-085")
    assert state(g)["players"]["p2"]["security"] == 5


def test_ex2_039_impmon_trashed_by_another_effect_may_trash_3_more(pool):
    deck = ["ST1-02", "EX2-039", "ST1-02", "ST1-02", "BT2-068", "ST1-02", "ST1-02", "ST1-02"]
    g = position(
        pool,
        p1={"hand": ["ST14-06"], "battle": [{"id": "a", "cards": ["ST14-04"]}], "deck": deck},
        memory=5,
    )
    play(g, "digivolve a ST14-06", "yes", "count 3")
    assert _p1(g)["trash"] == ["EX2-039", "ST1-02", "ST1-02", "BT2-068", "ST1-02", "ST1-02"]


def test_ex2_039_impmon_trashed_by_an_impmon_doesnt_trigger_again(pool):
    deck = ["ST1-02", "EX2-039", "ST1-02", "ST1-02", "EX2-039", "ST1-02", "ST1-02", "ST1-02"]
    g = position(
        pool,
        p1={"hand": ["ST14-06"], "battle": [{"id": "a", "cards": ["ST14-04"]}], "deck": deck},
        memory=5,
    )
    play(g, "digivolve a ST14-06", "yes", "count 3")
    assert state(g)["pending"]["kind"] == "main"  # the second Impmon asks nothing
    assert len(_p1(g)["trash"]) == 6


def test_st14_09_beelstarmon_plays_an_impmon_from_the_trash_that_attacks_at_once(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST14-03"],
            "battle": [{"id": "b", "cards": ["ST14-09"]}],
            "trash": ["BT2-068"],
        },
        p2={"security": ["ST1-02"] * 3},
        memory=5,
    )
    play(g, "play ST14-03", "yes")  # Candlemon trashes the top 2 cards of the deck
    (impmon,) = [k for k, v in battle(g, "p1").items() if v["top"] == "BT2-068"]
    assert f"attack {impmon} player" in legal(g)


def test_st14_11_ai_and_mako_puts_a_hand_card_on_top_of_the_deck_for_1_memory(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST14-05", "BT2-068"],
            "battle": [{"id": "a", "cards": ["ST14-04"]}, {"id": "t", "cards": ["ST14-11"]}],
        },
        memory=5,
    )
    play(g, "digivolve a ST14-05", "yes", "card BT2-068")
    assert state(g)["memory"] == 4  # 5 - 2 for the digivolution + 1
    assert battle(g, "p1")["t"]["suspended"]
    assert g.defs[g.players[0].deck[-1]].number == "BT2-068"  # the top of the deck
