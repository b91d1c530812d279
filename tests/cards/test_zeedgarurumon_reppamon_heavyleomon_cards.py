"""EX4-022 ZeedGarurumon, EX5-029 Reppamon and EX5-055 HeavyLeomon (rulings Q3462, Q3593,
Q3648 in tests/rulings/), played where a wrong reading would show: ZeedGarurumon's [All
Turns] return of a level 3 Digimon when an effect adds cards to the opponent's hand, only with
a Tamer; Reppamon's "By trashing the top card of your security stack, for the turn, when one of
your Digimon would next digivolve, reduce the digivolution cost by 2" and its inherited -2000
at 6 security cards in all; HeavyLeomon's [End of Attack] "Return 1 of your opponent's 4000 DP
or lower Digimon to the bottom of the deck. If you didn't, unsuspend this Digimon."."""

from __future__ import annotations

import pytest
from games import play, position, state

ZEED, REPPAMON, HEAVYLEOMON = "EX4-022", "EX5-029", "EX5-055"
WEREGARURUMON, MATT = "ST2-08", "ST2-12"
IKKAKUMON, GOMAMON = "ST2-05", "ST2-02"  # levels 4 and 3


@pytest.mark.parametrize("tamer", [True, False])
def test_ex4_022_returns_a_level_3_when_its_return_adds_a_card_with_a_tamer(pool, tamer) -> None:
    battle = [{"id": "z", "cards": [WEREGARURUMON]}]
    if tamer:
        battle.append({"id": "t", "cards": [MATT]})
    g = position(
        pool,
        p1={"hand": [ZEED], "battle": battle},
        p2={"battle": [{"id": "x", "cards": [IKKAKUMON]}, {"id": "w", "cards": [GOMAMON]}]},
        memory=4,
        turn_number=3,
    )
    play(g, f"digivolve z {ZEED}", "target x")
    p2 = state(g)["players"]["p2"]
    assert p2["hand"] == ([IKKAKUMON, GOMAMON] if tamer else [IKKAKUMON])
    assert list(p2["battle"]) == ([] if tamer else ["w"])


def test_ex5_029_trashes_a_security_card_for_a_digivolution_2_cheaper(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT1-016"],
            "battle": [{"id": "r", "cards": [REPPAMON]}, {"id": "b", "cards": ["BT1-010"]}],
            "security": ["ST1-02", "ST1-03"],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=4,
        turn_number=3,
    )
    play(g, "attack r player", "yes")
    assert state(g)["players"]["p1"]["security"] == 1
    play(g, "digivolve b BT1-016")
    assert state(g)["memory"] == 4


def test_ex5_029_inherited_takes_2000_at_6_security_cards_in_all(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [REPPAMON, "TST-5000"]}], "security": ["ST1-02"] * 3},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}], "security": ["TST-1000"] * 3},
        memory=4,
        turn_number=3,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["battle"] == {}


@pytest.mark.parametrize(("foe", "returned"), [("TST-4000", True), ("TST-5000", False)])
def test_ex5_055_end_of_attack_returns_or_else_unsuspends(pool, foe, returned) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": [HEAVYLEOMON]}]},
        p2={"battle": [{"id": "x", "cards": [foe]}], "security": ["TST-1000", "TST-1000"]},
        memory=4,
        turn_number=3,
    )
    play(g, "attack h player")
    assert ("x" in state(g)["players"]["p2"]["battle"]) is not returned
    assert state(g)["players"]["p1"]["battle"]["h"]["suspended"] is returned
