"""EX4-031 Cherubimon, EX4-036 BlackRapidmon and EX4-059 Cherubimon (no official ruling),
played where a wrong reading would show: EX4-031's "-3000 DP for the turn for each of your
suspended Digimon" counts only its player's suspended Digimon; EX4-036's "Lv.4 w/[Gargomon] in
name or 2-color w/green" line, its [End of Attack] <De-Digivolve 1> and its inherited
<Piercing> when an effect suspends another Digimon; EX4-059's "this Digimon and 1 of your
level 5 or lower Digimon gain "[On Deletion] You may play this card ..."": each of the two
comes back when deleted."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state

CHERUBIMON_31, BLACKRAPIDMON, CHERUBIMON_59 = "EX4-031", "EX4-036", "EX4-059"
ANTYLAMON = "EX4-029"  # yellow and green level 5
BLACKGARGOMON = "EX4-035"  # <Alliance>
GARGOMON = "BT3-048"  # green level 4, [Gargomon] in its name
RAPIDMON = "BT8-039"  # yellow and green level 4
GREEN_4 = "BT1-069"  # green level 4, one colour


def test_ex4_031_digivolves_from_a_2_color_green_level_5_for_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": [CHERUBIMON_31], "battle": [{"id": "a", "cards": [ANTYLAMON]}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve a {CHERUBIMON_31}")
    assert state(g)["memory"] == 0


def test_ex4_031_counts_only_its_players_suspended_digimon(pool) -> None:
    """Two suspended Digimon of p1's (and one of p2's, not counted): -6000, not -9000."""
    g = position(
        pool,
        p1={
            "hand": [CHERUBIMON_31],
            "battle": [
                {"id": "a", "cards": [ANTYLAMON]},
                {"id": "s", "cards": ["TST-1000"], "suspended": True},
                {"id": "t", "cards": ["TST-2000"], "suspended": True},
            ],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-7000"]},
                {"id": "y", "cards": ["TST-1000"], "suspended": True},
            ]
        },
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve a {CHERUBIMON_31}", "target x")
    assert battle(g, "p2")["x"]["dp"] == 1000
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [CHERUBIMON_31]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}], "security": ["TST-1000"] * 2},
        turn_number=3,
    )
    # <Alliance> has no other Digimon to suspend; the attacker itself is suspended now
    play(g, "attack a player", "first 1")
    assert battle(g, "p2")["x"]["dp"] == 4000


@pytest.mark.parametrize(("under", "cost"), [(GARGOMON, 3), (RAPIDMON, 3), (GREEN_4, 4)])
def test_ex4_036_digivolves_for_3_from_a_gargomon_or_a_2_color_green_level_4(
    pool, under, cost
) -> None:
    g = position(
        pool,
        p1={"hand": [BLACKRAPIDMON], "battle": [{"id": "a", "cards": [under]}]},
        memory=4,
        turn_number=3,
    )
    play(g, f"digivolve a {BLACKRAPIDMON}")
    assert state(g)["memory"] == 4 - cost


def test_ex4_036_end_of_attack_de_digivolves_1(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [BLACKRAPIDMON]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-03", GREEN_4, RAPIDMON]}],
            "security": ["TST-1000"] * 2,
        },
        turn_number=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03", GREEN_4]


@pytest.mark.parametrize("inherits", [True, False])
def test_ex4_036_inherited_piercing_when_alliance_suspends_another_digimon(pool, inherits) -> None:
    """<Alliance> (an effect) suspends b: a BlackGargomon over BlackRapidmon gains <Piercing>,
    deletes x and checks security (2 cards, with <Alliance>'s <Security A. +1>); without
    BlackRapidmon under it, no check."""
    cards = [BLACKRAPIDMON, BLACKGARGOMON] if inherits else [BLACKGARGOMON]
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": cards}, {"id": "b", "cards": ["TST-3000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-6000"], "suspended": True}],
            "security": ["TST-1000"] * 3,
        },
        turn_number=3,
    )
    play(g, "attack a x", "alliance b")
    while state(g)["pending"]["kind"] != "main":
        play(g, legal(g)[0])
    assert "x" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["security"] == (1 if inherits else 3)


def test_ex4_059_it_and_a_level_5_or_lower_digimon_come_back_when_deleted(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [CHERUBIMON_59],
            "battle": [
                {"id": "a", "cards": [ANTYLAMON]},
                {"id": "b", "cards": [RAPIDMON]},
                {"id": "c", "cards": ["BT3-057"]},  # level 6: not offered
                {"id": "d", "cards": [GREEN_4]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve a {CHERUBIMON_59}")
    assert legal(g) == ["target b", "target d"]
    play(g, "target b", "attack a x", "no-alliance")
    assert state(g)["pending"]["kind"] == "optional"
    play(g, "yes")
    tops = sorted(s["top"] for s in battle(g, "p1").values())
    assert tops == sorted([CHERUBIMON_59, RAPIDMON, "BT3-057", GREEN_4])
    assert state(g)["memory"] == 0
    play(g, "attack b x", "yes")
    assert RAPIDMON in [s["top"] for s in battle(g, "p1").values()]
    play(g, "attack d x")  # d wasn't chosen: it stays in the trash
    assert GREEN_4 not in [s["top"] for s in battle(g, "p1").values()]
    assert state(g)["pending"]["kind"] == "main"
