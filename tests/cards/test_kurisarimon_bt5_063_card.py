"""BT5-063 Kurisarimon (no official ruling): "[When Digivolving] If you don't have an [Arata
Sanada] card in play, you may play one from your hand without paying its memory cost."; its
inherited effect gives <Rush> to its player's other Digimon of its own name."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt5_063_kurisarimon_plays_arata_sanada_free_unless_one_is_in_play(pool):
    g = position(
        pool,
        p1={"hand": ["BT5-063", "BT5-090"], "battle": [{"id": "a", "cards": ["BT2-054"]}]},
        memory=2,
    )
    play(g, "digivolve a BT5-063", "yes")
    p1 = state(g)["players"]["p1"]
    assert sorted(s["top"] for s in p1["battle"].values()) == ["BT5-063", "BT5-090"]
    assert state(g)["memory"] == 0
    g = position(
        pool,
        p1={
            "hand": ["BT5-063", "BT5-090"],
            "battle": [{"id": "a", "cards": ["BT2-054"]}, {"id": "t", "cards": ["BT5-090"]}],
        },
        memory=2,
    )
    play(g, "digivolve a BT5-063")
    assert "BT5-090" in state(g)["players"]["p1"]["hand"]


def test_bt5_063_kurisarimon_inherited_gives_rush_to_its_namesakes(pool):
    """Under a Kurisarimon, its top card's name: another Kurisarimon played this turn may
    attack."""
    g = position(
        pool,
        p1={"hand": ["BT5-063"], "battle": [{"id": "a", "cards": ["BT5-063", "BT5-063"]}]},
        memory=10,
    )
    play(g, "play BT5-063")
    assert "attack p1-1 player" in legal(g)


def test_bt5_063_kurisarimon_on_top_gives_no_rush(pool):
    """Its inherited effect works only from under a Digimon: on top, it gives nothing."""
    g = position(
        pool,
        p1={"hand": ["BT5-063"], "battle": [{"id": "a", "cards": ["BT2-054", "BT5-063"]}]},
        memory=10,
    )
    play(g, "play BT5-063")
    assert "attack p1-1 player" not in legal(g)
