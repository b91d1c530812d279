"""BT5-085 Armageddemon (its six rulings are played in tests/rulings/bt5.toml): <Rush> lets it
attack the turn it is played, and its [All Turns] keeps the opponent's level 7 Digimon from
activating their [When Digivolving] effects too, not only its own player's."""

from __future__ import annotations

from games import battle, legal, play, position

ARMAGEDDEMON, OMNIMON, WARGREYMON = "BT5-085", "BT1-084", "BT1-025"
TOKEN = {
    "name": "Diaboromon",
    "colors": ["white"],
    "level": 6,
    "dp": 3000,
    "cost": 14,
    "form": "Mega",
    "attribute": "Unknown",
    "types": ["Unidentified"],
}


def test_bt5_085_rush_attacks_the_turn_it_is_played(pool):
    g = position(
        pool, p1={"hand": [ARMAGEDDEMON], "battle": [{"id": "k", "token": TOKEN}]}, memory=3
    )
    play(g, f"play {ARMAGEDDEMON}")
    assert "attack p1-1 player" in legal(g)


def test_bt5_085_bars_the_opponents_level_7_when_digivolving(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ARMAGEDDEMON]}, {"id": "x", "cards": ["TST-3000"]}]},
        p2={"hand": [OMNIMON], "battle": [{"id": "o", "cards": [WARGREYMON]}]},
        turn="p2",
        memory=6,
    )
    play(g, f"digivolve o {OMNIMON}")
    assert battle(g, "p2")["o"]["top"] == OMNIMON
    assert set(battle(g, "p1")) == {"a", "x"}  # Omnimon's deletion didn't activate
