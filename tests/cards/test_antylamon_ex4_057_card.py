"""EX4-057 Antylamon (no official ruling), played where a wrong reading would show: its
"Digivolve: 3 from Lv.4 2-color w/green" (a one-colour green Digimon pays the printed 4), its
[End of Attack] play of a green level 3 Digimon card from the trash, and its inherited
[End of Attack] that returns a green Digimon card only while another Digimon is suspended."""

from __future__ import annotations

from games import legal, play, position, state

ANTYLAMON = "EX4-057"
TWO_COLOR, GREEN_4, GREEN_3 = "BT8-039", "BT1-069", "BT1-064"


def test_ex4_057_digivolves_from_a_two_color_green_level_4_for_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": [ANTYLAMON], "battle": [{"id": "a", "cards": [TWO_COLOR]}]},
        memory=4,
        turn_number=3,
    )
    play(g, f"digivolve a {ANTYLAMON}")
    assert state(g)["memory"] == 1


def test_ex4_057_a_one_colour_green_level_4_pays_the_printed_4(pool) -> None:
    g = position(
        pool,
        p1={"hand": [ANTYLAMON], "battle": [{"id": "b", "cards": [GREEN_4]}]},
        memory=4,
        turn_number=3,
    )
    play(g, f"digivolve b {ANTYLAMON}")
    assert state(g)["memory"] == 0


def test_ex4_057_end_of_attack_plays_a_green_level_3_from_the_trash(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ANTYLAMON]}], "trash": [GREEN_3, GREEN_4]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player", "yes")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [ANTYLAMON, GREEN_3]
    assert p1["trash"] == [GREEN_4]


def _inherited(pool, *, other_suspended: bool):
    battle = [{"id": "a", "cards": [ANTYLAMON, "TST-5000"]}]
    if other_suspended:
        battle.append({"id": "s", "cards": [GREEN_4], "suspended": True})
    return position(
        pool,
        p1={"battle": battle, "trash": [GREEN_3, GREEN_4]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
        turn_number=3,
    )


def test_ex4_057_inherited_returns_a_green_digimon_card_with_another_suspended(pool) -> None:
    g = _inherited(pool, other_suspended=True)
    play(g, "attack a player")
    assert legal(g) == [f"card {GREEN_4}", f"card {GREEN_3}"]
    play(g, f"card {GREEN_4}")
    assert state(g)["players"]["p1"]["hand"] == [GREEN_4]


def test_ex4_057_inherited_does_nothing_without_another_suspended_digimon(pool) -> None:
    g = _inherited(pool, other_suspended=False)
    play(g, "attack a player")
    assert state(g)["players"]["p1"]["hand"] == []
    assert legal(g) == ["pass"]
