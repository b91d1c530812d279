"""ST12-12 Sistermon Blanc: <Decoy (Red/Black)> guards a Digimon of either colour, played
where a wrong reading would show."""

from __future__ import annotations

from games import legal, play, position


def _gaia_force_on(pool, target: str) -> list[str]:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "s", "cards": ["ST12-12"]},
                {"id": "h", "cards": ["BT6-009"]},
                {"id": "b", "cards": ["ST5-06"]},
                {"id": "g", "cards": ["TST-5000"]},
            ]
        },
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=8,
    )
    play(g, "option ST1-16", f"target {target}")
    return legal(g)


def test_st12_12_sistermon_blanc_decoy_guards_a_black_or_a_red_digimon_only(pool) -> None:
    """With Huckmon in play Sistermon Blanc has <Decoy (Red/Black)>: the opponent's Gaia
    Force on the black Greymon or the red Huckmon may be taken by it; on a green Digimon not."""
    assert "decoy s" in _gaia_force_on(pool, "b")
    assert "decoy s" in _gaia_force_on(pool, "h")
    assert "decoy s" not in _gaia_force_on(pool, "g")
