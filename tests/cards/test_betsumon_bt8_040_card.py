"""BT8-040 Betsumon (its rulings are played in tests/rulings/bt8.toml): a yellow card trashed
adds no colour, so it stays one colour and draws nothing; the colours last for the turn."""

from __future__ import annotations

from games import legal, play, position, state

BETSUMON, YELLOW_ROOKIE, YOSHINO, HORN_BUSTER = "BT8-040", "BT1-051", "BT4-095", "BT1-108"


def _digivolve(pool, card: str):
    g = position(
        pool,
        p1={
            "hand": [BETSUMON, card, HORN_BUSTER],
            "battle": [{"id": "b", "cards": [YELLOW_ROOKIE]}],
            "deck": ["ST1-02"] * 6,
        },
        memory=5,
    )
    return play(g, f"digivolve b {BETSUMON}", "yes", f"card {card}")


def test_bt8_040_a_yellow_card_adds_no_colour(pool):
    g = _digivolve(pool, "BT1-052")  # a yellow Digimon card
    assert state(g)["players"]["p1"]["deck"] == 5  # the digivolution's draw only
    assert f"option {HORN_BUSTER}" not in legal(g)


def test_bt8_040_a_green_card_draws_2_and_opens_green_options(pool):
    g = _digivolve(pool, YOSHINO)
    assert state(g)["players"]["p1"]["deck"] == 3
    assert f"option {HORN_BUSTER}" in legal(g)
