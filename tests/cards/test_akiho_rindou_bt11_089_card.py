"""BT11-089 Akiho Rindou: a red Digimon with one of its traits played by an effect may gain
<Rush> as the Tamer is suspended; a [Sea Animal] Digimon (the exclusion ruling Q2115 quotes)
or one played from the hand by its player doesn't trigger it."""

from __future__ import annotations

import pytest
from games import kind, legal, play, position, state, with_cards


def _red(number: str, trait: str) -> dict[str, object]:
    return {
        "number": number,
        "name": f"{trait} Stand-in",
        "category": "digimon",
        "colors": ["red"],
        "level": 3,
        "cost": 3,
        "dp": 3000,
        "types": [trait],
    }


@pytest.mark.parametrize(("trait", "rush"), [("Sea Animal", False), ("Bird", True)])
def test_bt11_089_rush_for_a_red_digimon_played_by_an_effect(pool, trait: str, rush: bool) -> None:
    cards = with_cards(pool, _red("TST-1", trait))
    g = position(
        cards,
        p1={
            "hand": ["BT12-088", "TST-1"],
            "battle": [{"id": "j", "cards": ["BT14-040"]}, {"id": "a", "cards": ["BT11-089"]}],
        },
        p2={"security": ["TST-1000"]},
        memory=6,
    )
    play(g, "play BT12-088", "yes")  # Jijimon plays the stand-in from the hand
    if rush:
        play(g, "yes")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["battle"]["a"]["suspended"] is rush
    assert ("attack p1-2 player" in legal(g)) is rush


def test_bt11_089_a_digimon_played_from_the_hand_gains_nothing(pool) -> None:
    g = position(
        with_cards(pool, _red("TST-1", "Bird")),
        p1={"hand": ["TST-1"], "battle": [{"id": "a", "cards": ["BT11-089"]}]},
        memory=6,
    )
    play(g, "play TST-1")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["battle"]["a"]["suspended"] is False


def test_bt11_089_on_play_adds_a_red_vaccine_digimon(pool) -> None:
    # the top 4: Biyomon (red, Vaccine), Agumon (red, Vaccine), Gabumon (blue), Gomamon (blue)
    g = position(
        pool, p1={"hand": ["BT11-089"], "deck": ["ST2-02", "ST2-03", "ST1-03", "ST1-02"]}, memory=6
    )
    play(g, "play BT11-089")
    assert sorted(legal(g)) == ["card ST1-02", "card ST1-03"]
    play(g, "card ST1-03")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-03"]
