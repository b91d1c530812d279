"""EX4-051 BlitzGreymon (no official ruling), played where a wrong reading would show: its
first choice, <De-Digivolve 1> on 3 of the opponent's Digimon (the catalogue lost the
keyword), and its second, another of the player's Digimon digivolving for free into a level 6
or lower Digimon card with [Garurumon] in its name from the hand."""

from __future__ import annotations

from games import battle, legal, play, position, state

BLITZGREYMON = "EX4-051"
METALGREYMON = "BT1-021"
P2 = {
    "battle": [
        {"id": "x", "cards": ["ST1-02", "ST1-03"]},
        {"id": "y", "cards": ["ST1-02", "ST1-03", "ST1-07"]},
        {"id": "z", "cards": ["ST1-02", "ST1-03"]},
        {"id": "q", "cards": ["ST1-02", "ST1-07"]},
    ]
}


def _digivolved(pool, hand: list[str], mode: str):
    g = position(
        pool,
        p1={
            "hand": [BLITZGREYMON, *hand],
            "battle": [
                {"id": "m", "cards": [METALGREYMON]},
                {"id": "w", "cards": ["BT1-036", "BT1-040"]},  # Garurumon, WereGarurumon
            ],
        },
        p2=P2,
        memory=5,
    )
    return play(g, f"digivolve m {BLITZGREYMON}", mode)


def test_ex4_051_de_digivolves_3_digimon_by_1_each(pool):
    g = _digivolved(pool, [], "mode 1")
    play(g, "target x", "target y", "target q")
    cards = {k: v["cards"] for k, v in battle(g, "p2").items()}
    assert cards == {
        "x": ["ST1-02"],
        "y": ["ST1-02", "ST1-03"],
        "z": ["ST1-02", "ST1-03"],
        "q": ["ST1-02"],
    }


def test_ex4_051_another_digimon_digivolves_free_into_a_garurumon_card(pool):
    """MetalGarurumon (level 6) is offered; ZeigGreymon, blue level 6 as well, is not;
    WereGarurumon digivolves without paying (memory stays 5 - 3)."""
    g = _digivolved(pool, ["BT1-044", "BT11-031"], "mode 2")  # MetalGarurumon, ZeigGreymon
    assert "card BT11-031" not in legal(g)
    play(g, "card BT1-044")
    assert battle(g, "p1")["w"]["cards"] == ["BT1-036", "BT1-040", "BT1-044"]
    assert battle(g, "p1")["m"]["cards"] == [METALGREYMON, BLITZGREYMON]
    assert state(g)["memory"] == 2
