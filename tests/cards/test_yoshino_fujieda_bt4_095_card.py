"""BT4-095 Yoshino Fujieda (its ruling is played in tests/rulings/bt4.toml): its [On Play]
returns a Digi-Egg card from the trash to the bottom of the Digi-Egg deck, and its reduction
is offered only for a digivolution into a card with <Digi-Burst>."""

from __future__ import annotations

from games import battle, play, position, state

YOSHINO, BUDMON, AGUMON, GREYMON = "BT4-095", "BT4-004", "ST1-03", "ST1-07"


def test_bt4_095_returns_a_digi_egg_to_the_digi_egg_deck(pool):
    g = position(pool, p1={"hand": [YOSHINO], "trash": [BUDMON, "ST1-02"], "eggs": [BUDMON]})
    play(g, f"play {YOSHINO}")
    p1 = state(g)["players"]["p1"]
    assert (p1["eggs"], p1["trash"]) == (2, ["ST1-02"])


def test_bt4_095_no_reduction_into_a_card_without_digi_burst(pool):
    g = position(
        pool,
        p1={
            "hand": [GREYMON],
            "battle": [{"id": "y", "cards": [YOSHINO]}, {"id": "r", "cards": [AGUMON]}],
        },
        memory=3,
    )
    play(g, f"digivolve r {GREYMON}")  # no question: the full cost of 2
    assert (state(g)["memory"], battle(g, "p1")["y"]["suspended"]) == (1, False)
