"""ST17-13 Magnamon, played where a wrong reading of its text would show: its [Security]
effect digivolves one of its player's Digimon into the flipped card once the battle is over,
and its [When Digivolving] trashes as many top digivolution cards as the chosen Digimon has
colours before it returns a Digimon with none to the hand."""

from __future__ import annotations

from games import legal, play, position, state


def test_st17_13_magnamon_security_digivolves_a_digimon_into_it_after_the_battle(pool):
    """Flipped by p1's Dummy 3000, Magnamon wins its battle; then p2 may digivolve Veemon into
    the flipped card, for no memory: Magnamon is on top of Veemon, not in the trash."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": ["ST17-13", "TST-1000"], "battle": [{"id": "v", "cards": ["BT2-021"]}]},
        memory=3,
    )
    play(g, "attack a player", "target v")
    assert legal(g) == ["yes", "no"]  # the battle is over: "a" was deleted by Magnamon
    assert state(g)["players"]["p1"]["battle"] == {}
    play(g, "yes", "card ST17-13")
    p2 = state(g)["players"]["p2"]
    assert p2["battle"]["v"]["cards"] == ["BT2-021", "ST17-13"]
    assert p2["trash"] == []
    assert state(g)["memory"] == 3  # without paying the digivolution cost


def _digivolve_into_magnamon(pool, target_top: str) -> dict:
    """p1 digivolves Veemon into Magnamon from the hand; p2's "x" has three digivolution
    cards under `target_top`, and "y" has none."""
    g = position(
        pool,
        p1={"hand": ["ST17-13"], "battle": [{"id": "v", "cards": ["BT2-021"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000", target_top]},
                {"id": "y", "cards": ["TST-4000"]},
            ]
        },
        memory=5,
    )
    play(g, "digivolve v ST17-13", "target x")  # "y", alone with none, returns
    return state(g)["players"]["p2"]


def test_st17_13_magnamon_trashes_one_card_for_each_of_the_chosen_digimons_colors(pool):
    """The black and blue Magnamon on top of "x": two colours, so its top 2 digivolution cards
    go; then "y", with none, returns to the hand."""
    p2 = _digivolve_into_magnamon(pool, "ST17-13")
    assert p2["battle"]["x"]["cards"] == ["TST-1000", "ST17-13"]
    assert sorted(p2["trash"]) == ["TST-2000", "TST-3000"]
    assert "y" not in p2["battle"] and p2["hand"] == ["TST-4000"]


def test_st17_13_magnamon_counts_the_colors_of_the_chosen_digimon_not_its_own(pool):
    """A green Dummy on top of "x": one colour (Magnamon's own two don't count), so only the
    top digivolution card goes."""
    p2 = _digivolve_into_magnamon(pool, "TST-5000")
    assert p2["battle"]["x"]["cards"] == ["TST-1000", "TST-2000", "TST-5000"]
    assert p2["trash"] == ["TST-3000"]
