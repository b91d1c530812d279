"""EX7-033 Monochromon, EX8-049 Golemon, ST18-06 Kiwimon and ST18-09 Deramon, each played
where a wrong reading of its text would show (none has an official ruling)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_ex7_033_monochromon_digivolves_from_a_level_3_nsp_digimon_of_any_colour(pool):
    """ "[Digivolve] Lv.3 w/[NSp] trait: Cost 1": blue EX7-015 Otamamon ([NSp]) may
    digivolve into the green Monochromon for 1; red ST1-03 Agumon may not."""
    g = position(
        pool,
        p1={
            "hand": ["EX7-033"],
            "battle": [{"id": "o", "cards": ["EX7-015"]}, {"id": "a", "cards": ["ST1-03"]}],
        },
        memory=1,
    )
    assert "digivolve o EX7-033" in legal(g) and "digivolve a EX7-033" not in legal(g)
    play(g, "digivolve o EX7-033")
    assert state(g)["memory"] == 0


def test_ex8_049_golemon_de_digivolves_on_play_and_on_deletion(pool):
    """[On Play] [On Deletion] <De-Digivolve 1>: played, p2's Digimon loses its top card;
    deleted by p2's Option on p2's turn, it strips another."""
    g = position(
        pool,
        p1={"hand": ["EX8-049"]},
        p2={"battle": [{"id": "t", "cards": ["ST1-03", "ST1-06", "ST1-07"]}]},
        memory=5,
    )
    play(g, "play EX8-049")
    assert battle(g, "p2")["t"]["cards"] == ["ST1-03", "ST1-06"]
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST1-03", "ST1-06"]}], "hand": ["ST1-16"]},
        p2={"battle": [{"id": "g", "cards": ["EX8-049"]}]},
        memory=10,
    )
    play(g, "option ST1-16")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["t"]["cards"] == ["ST1-03"]


def test_st18_06_kiwimon_suspends_on_play(pool):
    g = position(
        pool, p1={"hand": ["ST18-06"]}, p2={"battle": [{"id": "t", "cards": ["ST1-03"]}]}, memory=3
    )
    play(g, "play ST18-06")
    assert battle(g, "p2")["t"]["suspended"] is True


def test_st18_09_deramon_deleted_plays_a_bird_of_3000_dp_or_less(pool):
    """[On Deletion]: p2's Deramon deleted by p1's Option may play ST1-02 Biyomon ([Bird],
    3000 DP) from p2's hand; BT1-013 Muchomon ([Avian], 5000 DP) is not offered."""
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"hand": ["ST1-02", "BT1-013"], "battle": [{"id": "d", "cards": ["ST18-09"]}]},
        memory=10,
    )
    play(g, "option ST1-16")
    assert state(g)["pending"]["player"] == "p2"
    play(g, "yes")
    assert battle(g, "p2") and [s["cards"] for s in battle(g, "p2").values()] == [["ST1-02"]]
    assert state(g)["players"]["p2"]["hand"] == ["BT1-013"]
