"""<Mind Link> with a named kind of Digimon and the [End of All Turns] timing: BT14-086 Satsuki
Tamahime and BT14-087 Eiji Nagasumi, each where a wrong reading would show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# BT2-056 Numemon: black level 4; ST1-07 Greymon: red, no [Numemon], no [DigiPolice].


def satsuki(pool, **kw):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "t", "cards": ["BT14-086"]},
                {"id": "n", "cards": ["BT2-056"]},
                {"id": "g", "cards": ["ST1-07"]},
            ]
        },
        **kw,
    )


def test_bt14_086_mind_links_only_with_a_numemon_monzaemon_or_digipolice_digimon(pool):
    g = satsuki(pool, memory=3)
    play(g, "activate t")  # the one Digimon it may go under is the only choice
    assert "t" not in battle(g, "p1")
    assert battle(g, "p1")["n"]["cards"] == ["BT14-086", "BT2-056"]
    assert battle(g, "p1")["g"]["cards"] == ["ST1-07"]


def test_bt14_086_gives_a_numemon_reboot_and_not_a_greymon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "n", "cards": ["BT14-086", "BT2-056"], "suspended": True},
                {"id": "g", "cards": ["BT14-086", "ST1-07"], "suspended": True},
            ]
        },
    )
    play(g, "pass")
    while kind(g) != "main":  # neither Satsuki is played from under its Digimon
        play(g, "no" if "no" in legal(g) else legal(g)[0])
    assert state(g)["turn"] == "p2"  # <Reboot> unsuspends in the opponent's unsuspend phase
    assert battle(g, "p1")["n"]["suspended"] is False
    assert battle(g, "p1")["g"]["suspended"] is True


def test_bt14_086_plays_itself_from_under_its_digimon_at_the_end_of_the_opponents_turn(pool):
    g = position(pool, p1={"battle": [{"id": "n", "cards": ["BT14-086", "BT2-056"]}]}, turn="p2")
    play(g, "pass")  # the end of p2's turn: an [End of All Turns] effect of p1's Digimon
    assert kind(g) == "optional"
    play(g, "yes")
    assert battle(g, "p1")["n"]["cards"] == ["BT2-056"]
    assert any(p["top"] == "BT14-086" for p in battle(g, "p1").values())


def test_bt14_086_gains_memory_at_the_start_of_the_main_phase_only_when_the_opponent_has_a_digimon(
    pool,
):
    seen = []
    for foes in ([{"id": "x", "cards": ["ST1-07"]}], []):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["BT14-086"]}]},
            p2={"battle": foes},
            turn="p2",
        )
        play(g, "pass")
        while kind(g) != "main":
            play(g, legal(g)[0])
        seen.append(state(g)["memory"])
    assert seen == [seen[1] + 1, 3]
