"""EX5-042 Merukimon (no official ruling), played where a wrong reading would show: the card it
reveals is played when it is a level 5 or lower Digimon card with <Fortitude> (a level 6 one,
or one without <Fortitude>, goes to the hand); the played Digimon, with <Fortitude> and no
digivolution cards, gains <Rush> on its player's turn and may attack at once."""

from __future__ import annotations

from games import battle, legal, play, position, state

MERUKIMON = "EX5-042"


def _revealed(pool, top: str):
    g = position(
        pool,
        p1={
            "hand": [MERUKIMON],
            "battle": [{"id": "g", "cards": ["EX5-039"]}],  # Garudamon, green level 5
            # the first card is drawn for the digivolution; the second is revealed
            "deck": ["ST1-02", top, "ST1-02", "ST1-02"],
        },
        memory=4,
    )
    return play(g, f"digivolve g {MERUKIMON}")


def test_ex5_042_plays_a_level_4_fortitude_digimon_which_may_attack_at_once(pool):
    g = _revealed(pool, "EX5-036")  # Aquilamon, level 4, <Fortitude>
    assert battle(g, "p1")["p1-1"]["top"] == "EX5-036"
    assert "attack p1-1 player" in legal(g)
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_ex5_042_a_level_6_fortitude_card_goes_to_the_hand(pool):
    g = _revealed(pool, "EX5-055")  # HeavyLeomon, level 6, <Fortitude>
    assert list(battle(g, "p1")) == ["g"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02", "EX5-055"]


def test_ex5_042_a_digimon_card_without_fortitude_goes_to_the_hand(pool):
    g = _revealed(pool, "ST1-03")
    assert list(battle(g, "p1")) == ["g"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02", "ST1-03"]
