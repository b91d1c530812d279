"""EX4-048 Gaiomon (ruling Q3492 in tests/rulings/ex4.toml), played where a wrong reading
would show: its [When Digivolving] deletion of a Digimon with a play cost of 13 or more, or else
the top security card trashed; and its [End of Your Turn] free digivolution, ignoring the
requirements, into a card with [Gaiomon] in its name and a play cost of 13 or more, only while
its player has a Tamer (not into EX4-048 itself, of cost 12)."""

from __future__ import annotations

import pytest
from games import legal, play, position, state

GAIOMON, GAIOMON_13 = "EX4-048", "BT9-068"
RED_5 = "BT1-020"  # red level 5 without effects: Gaiomon digivolves from it for 4


@pytest.mark.parametrize(("foe", "deleted"), [("BT9-068", True), ("TST-15000", False)])
def test_ex4_048_deletes_a_cost_13_digimon_or_else_trashes_a_security_card(
    pool, foe, deleted
) -> None:
    g = position(
        pool,
        p1={"hand": [GAIOMON], "battle": [{"id": "a", "cards": [RED_5]}]},
        p2={"battle": [{"id": "x", "cards": [foe]}], "security": ["ST1-02", "ST1-03"]},
        memory=4,
        turn_number=3,
    )
    play(g, f"digivolve a {GAIOMON}")
    p2 = state(g)["players"]["p2"]
    assert ("x" in p2["battle"]) is not deleted
    assert p2["security"] == (2 if deleted else 1)


@pytest.mark.parametrize("tamer", [True, False])
def test_ex4_048_end_of_turn_digivolves_into_a_cost_13_gaiomon_with_a_tamer(pool, tamer) -> None:
    battle = [{"id": "g", "cards": [GAIOMON]}]
    if tamer:
        battle.append({"id": "t", "cards": ["ST1-12"]})
    g = position(
        pool, p1={"hand": [GAIOMON_13, GAIOMON], "battle": battle}, memory=1, turn_number=3
    )
    play(g, "pass")
    if tamer:
        play(g, "yes")
        assert legal(g) == [f"card {GAIOMON_13}", "done"]
        play(g, f"card {GAIOMON_13}")
    top = state(g)["players"]["p1"]["battle"]["g"]["top"]
    assert top == (GAIOMON_13 if tamer else GAIOMON)
