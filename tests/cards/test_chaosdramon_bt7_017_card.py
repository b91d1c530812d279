"""BT7-017 Chaosdramon (its rulings are played in tests/rulings/bt7.toml): the card it places
on top of its digivolution cards counts, so with one level 5 [Cyborg] card under it already
it deletes two Digimon of 6000 DP or less; placing none deletes none; a [Machinedramon]
digivolves into it for 1."""

from __future__ import annotations

from games import battle, play, position, state

CHAOSDRAMON, METALTYRANNOMON, MEGADRAMON, MACHINEDRAMON = (
    "BT7-017",
    "BT1-024",
    "BT2-060",
    "BT2-066",
)


def _digivolve(pool):
    g = position(
        pool,
        p1={"hand": [CHAOSDRAMON, MEGADRAMON], "battle": [{"id": "d", "cards": [METALTYRANNOMON]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-6000"]},
                {"id": "y", "cards": ["TST-3000"]},
                {"id": "z", "cards": ["TST-7000"]},
            ]
        },
        memory=5,
    )
    return play(g, f"digivolve d {CHAOSDRAMON}")


def test_bt7_017_deletes_one_for_each_cyborg_level_5_card_under_it(pool):
    # Megadramon is the only card to place; then x, then y (the last one)
    g = play(_digivolve(pool), "yes", "target x")
    assert set(battle(g, "p2")) == {"z"}


def test_bt7_017_placing_nothing_deletes_nothing(pool):
    g = play(_digivolve(pool), "no")
    assert set(battle(g, "p2")) == {"x", "y", "z"}
    assert battle(g, "p1")["d"]["cards"] == [METALTYRANNOMON, CHAOSDRAMON]


def test_bt7_017_a_machinedramon_digivolves_into_it_for_1(pool):
    g = position(
        pool,
        p1={"hand": [CHAOSDRAMON], "battle": [{"id": "m", "cards": [MACHINEDRAMON]}]},
        memory=3,
    )
    play(g, f"digivolve m {CHAOSDRAMON}", "no")
    assert (battle(g, "p1")["m"]["top"], state(g)["memory"]) == (CHAOSDRAMON, 2)
