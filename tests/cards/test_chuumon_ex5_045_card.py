"""EX5-045 Chuumon (no official ruling), played where a wrong reading of its text would show:
its [On Play] reveals and plays a [Sukamon] only in the opponent's turn; its inherited [On
Deletion] plays a Chuumon from the trash, suspended, only if the deleted Digimon had [Sukamon]
or [Etemon] in its name."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

DECK = ["BT3-063", "ST1-03", "ST1-05"] + ["ST1-02"] * 7


def test_ex5_045_chuumon_reveals_nothing_in_its_players_own_turn(pool):
    g = position(pool, p1={"hand": ["EX5-045"], "deck": DECK}, memory=3)
    play(g, "play EX5-045")
    assert state(g)["players"]["p1"]["deck"] == 10 and kind(g) == "main"


def _deleted_in_p2s_turn(pool, top: str):
    """p2's TST-7000 attacks and deletes p1's suspended stack of `top` over a Chuumon; p1 has
    another Chuumon in the trash."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "s", "cards": ["EX5-045", top], "suspended": True}],
            "trash": ["EX5-045"],
            "deck": DECK,
        },
        p2={"battle": [{"id": "a", "cards": ["TST-7000"]}]},
        turn="p2",
    )
    return play(g, "attack a s")


def test_ex5_045_chuumon_comes_back_under_a_sukamon_and_plays_a_sukamon(pool):
    """Under BT13-069 KingSukamon: its [On Deletion] plays a Chuumon from the trash suspended;
    that Chuumon's [On Play], in p2's turn, reveals 3 and plays BT3-063 Sukamon, and the other
    2 revealed cards go to the trash."""
    g = _deleted_in_p2s_turn(pool, "BT13-069")
    play(g, "yes", "yes")
    p1 = battle(g, "p1")
    assert p1["p1-1"]["top"] == "EX5-045" and p1["p1-1"]["suspended"] is True
    assert p1["p1-2"]["top"] == "BT3-063"
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT13-069", "EX5-045", "ST1-03", "ST1-05"]


def test_ex5_045_chuumon_stays_in_the_trash_under_a_digimon_without_the_name(pool):
    """Under TST-6000 (no [Sukamon] or [Etemon] in its name) nothing is asked or played."""
    g = _deleted_in_p2s_turn(pool, "TST-6000")
    assert "yes" not in legal(g)
    assert battle(g, "p1") == {}
