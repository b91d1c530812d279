"""BT12-032 AncientMermaimon (no official ruling): "[When Digivolving] You may play 1 blue
Digimon card with a [Hybrid], [Aqua], or [Sea Animal] trait from 1 of your blue Digimon's
digivolution cards without paying its cost": a card under any of its player's blue Digimon,
itself included, and none under a Digimon of another colour."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

ANCIENTMERMAIMON = "BT12-032"
STAND_INS = (
    digimon("TST-1", colors=("blue",), level=3, types=["Hybrid"]),
    digimon("TST-2", colors=("blue",), level=3, types=["Aqua"]),
    digimon("TST-4", colors=("blue",), level=3, types=["Hybrid"]),
    digimon("TST-5", colors=("blue",), level=3, types=["Dragon"]),
    digimon("TST-6", colors=("blue",), level=5),
    digimon("TST-7", colors=("red",), level=5),
)


def _digivolved(pool):
    """AncientMermaimon over a's blue level 5, beside the blue b and the red r."""
    g = position(
        with_cards(pool, *STAND_INS),
        p1={
            "hand": [ANCIENTMERMAIMON],
            "battle": [
                {"id": "a", "cards": ["TST-1", "TST-6"]},
                {"id": "b", "cards": ["TST-2", "TST-5", "TST-6"]},
                {"id": "r", "cards": ["TST-4", "TST-7"]},
            ],
        },
        memory=6,
    )
    return play(g, f"digivolve a {ANCIENTMERMAIMON}", "yes")


def test_bt12_032_plays_a_card_from_under_one_of_its_players_blue_digimon(pool):
    g = _digivolved(pool)
    assert sorted(legal(g)) == ["card TST-1", "card TST-2"]  # not TST-5, nor from under r
    play(g, "card TST-2")
    mine = battle(g, "p1")
    assert mine["b"]["cards"] == ["TST-5", "TST-6"]
    assert ["TST-2"] in [p["cards"] for p in mine.values()]
    assert state(g)["memory"] == 1  # the digivolution's 5 only


def test_bt12_032_plays_one_from_under_itself(pool):
    g = play(_digivolved(pool), "card TST-1")
    assert battle(g, "p1")["a"]["cards"] == ["TST-6", ANCIENTMERMAIMON]
