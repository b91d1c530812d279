"""BT8-029 Frozomon (no official ruling): on its own turn it can't attack while the opponent
has a Digimon with a digivolution card; a Digimon without any doesn't stop it."""

from __future__ import annotations

from games import legal, position


def _frozomon(pool, opponent: list[str]):
    return position(
        pool,
        p1={"battle": [{"id": "f", "cards": ["TST-1000", "BT8-029"]}]},
        p2={"battle": [{"id": "x", "cards": opponent}], "security": ["TST-1000"]},
    )


def test_bt8_029_cant_attack_while_an_opponents_digimon_has_a_digivolution_card(pool):
    assert "attack f player" not in legal(_frozomon(pool, ["TST-1000", "TST-2000"]))


def test_bt8_029_attacks_when_no_opponents_digimon_has_one(pool):
    assert "attack f player" in legal(_frozomon(pool, ["TST-2000"]))
