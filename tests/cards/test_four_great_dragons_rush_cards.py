"""EX3-030 Gatomon's and EX3-031 Veedramon's inherited effect (no official ruling on it; their
reveals' rulings are in tests/rulings/ex3.toml): "When you play a Digimon with the [Four Great
Dragons] trait, 1 of those Digimon gains <Rush> for the turn." Each Digimon played sets it off
on its own, so the Digimon that gains <Rush> is the one played."""

from __future__ import annotations

import pytest
from games import legal, play, position


@pytest.mark.parametrize("source", ["EX3-030", "EX3-031"])
def test_a_four_great_dragons_digimon_played_gains_rush_and_no_other(pool, source):
    """ST1-03 Agumon, played first, can't attack; EX5-024 Azulongmon ([Four Great Dragons])
    can, the turn it is played."""
    g = position(
        pool,
        p1={"hand": ["EX5-024", "ST1-03"], "battle": [{"id": "a", "cards": [source, "ST1-07"]}]},
        memory=10,
    )
    play(g, "play ST1-03", "play EX5-024", "first 1")
    assert legal(g) == ["attack a player", "attack p1-2 player", "pass"]


def test_the_rush_needs_the_source_under_the_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["EX5-024"], "battle": [{"id": "a", "cards": ["ST1-03", "ST1-07"]}]},
        memory=10,
    )
    play(g, "play EX5-024")
    assert legal(g) == ["attack a player", "pass"]
