"""EX3-046 Commandramon, played where a wrong reading of its text would show (no official
ruling): <Decoy ([D-Brigade])> shields another of its player's Digimon with [D-Brigade] in its
traits from an opponent's effect (16-18-1), whatever its colour, and no Digimon without it."""

from __future__ import annotations

from games import battle, legal, play, position


def _gaia_force_at(pool, target: str):
    """p2's ST1-16 Gaia Force deletes one of p1's Digimon: BT4-067 Sealsdramon (black,
    [D-Brigade]) or BT2-057 Greymon (black, no [D-Brigade])."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "c", "cards": ["EX3-046"]},
                {"id": "s", "cards": ["BT4-067"]},
                {"id": "k", "cards": ["BT2-057"]},
            ]
        },
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    return play(g, "option ST1-16", f"target {target}")


def test_ex3_046_commandramon_is_deleted_in_place_of_a_d_brigade(pool):
    g = _gaia_force_at(pool, "s")
    assert legal(g) == ["decoy c", "no-prevent"]
    g = play(g, "decoy c")
    assert set(battle(g, "p1")) == {"s", "k"}


def test_ex3_046_commandramon_doesnt_shield_a_black_digimon_without_the_trait(pool):
    g = _gaia_force_at(pool, "k")
    assert set(battle(g, "p1")) == {"c", "s"}
