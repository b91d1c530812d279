"""BT12-025 Calmaramon's [When Attacking]: only a blue level 3 Digimon card from under one of
the player's blue Digimon may be played, for free (its rulings cover digivolving onto a Tamer)."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt12_025_plays_a_blue_level_3_from_under_a_blue_digimon(pool) -> None:
    # Under Calmaramon: red Agumon (Lv.3, not blue) and blue Gomamon (Lv.3); under the red
    # Greymon another Agumon, whose Digimon isn't blue.
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-03", "ST2-02", "BT12-025"]},
                {"id": "b", "cards": ["ST1-03", "ST1-07"]},
            ]
        },
        p2={"security": ["TST-1000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert legal(g) == ["yes", "no"]
    play(g, "yes")  # Gomamon is the only card it may play: no choice is asked
    battle = state(g)["players"]["p1"]["battle"]
    assert battle["a"]["cards"] == ["ST1-03", "BT12-025"]
    assert battle["b"]["cards"] == ["ST1-03", "ST1-07"]
    assert [d["top"] for k, d in battle.items() if k not in ("a", "b")] == ["ST2-02"]
    assert state(g)["memory"] == 3
