"""BT12-083 Arresterdramon: Superior Mode beyond its rulings (tests/rulings/bt12.toml): the
count of differently colored Tamers where other readings would give more, and the
end-of-turn attack's condition."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

ARRESTERDRAMON = "BT12-083"


def _card(number: str, name: str, category: str, *colors: str, **facts: int) -> dict:
    return {"number": number, "name": name, "category": category, "colors": list(colors)} | (
        {"cost": 1} | facts
    )


STAND_INS = (
    _card("TST-1", "Red", "tamer", "red"),
    _card("TST-2", "Red Blue", "tamer", "red", "blue"),
    _card("TST-3", "Purple 4", "digimon", "purple", level=4, cost=4, dp=4000),
    _card("TST-4", "Level 5", "digimon", "green", level=5, cost=7, dp=7000),
)


def _placed_with(pool, tamers: list[str]) -> dict:
    """Digivolve into it with these Tamers; the opponent has a level 5 and a level 3."""
    tamer_stacks = [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(tamers)]
    g = position(
        with_cards(pool, *STAND_INS),
        p1={"hand": [ARRESTERDRAMON], "battle": [{"id": "a", "cards": ["TST-3"]}, *tamer_stacks]},
        p2={"battle": [{"id": "x", "cards": ["TST-4"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=4,
    )
    play(g, f"digivolve a {ARRESTERDRAMON}")
    return battle(g, "p2")


def test_bt12_083_a_lone_two_color_tamer_counts_once(pool) -> None:
    """A red/blue Tamer alone is 1 differently colored Tamer, not 2 colours: the limit is
    level 4, so only the level 3 can go (under the level 5, with no question asked)."""
    placed = _placed_with(pool, ["TST-2"])
    assert set(placed) == {"x"}
    assert placed["x"]["cards"] == ["TST-5000", "TST-4"]


def test_bt12_083_two_tamers_of_one_color_count_once(pool) -> None:
    """Two red Tamers are 1 differently colored Tamer: the level 5 can't be chosen."""
    placed = _placed_with(pool, ["TST-1", "TST-1"])
    assert set(placed) == {"x"}
    assert placed["x"]["cards"] == ["TST-5000", "TST-4"]


def test_bt12_083_two_tamers_of_two_colors_reach_level_5(pool) -> None:
    """A red and a red/blue Tamer are 2: the level 5 may be chosen (the player is asked)."""
    g = position(
        with_cards(pool, *STAND_INS),
        p1={
            "hand": [ARRESTERDRAMON],
            "battle": [
                {"id": "a", "cards": ["TST-3"]},
                {"id": "t1", "cards": ["TST-1"]},
                {"id": "t2", "cards": ["TST-2"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-4"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=4,
    )
    play(g, f"digivolve a {ARRESTERDRAMON}", "target x")
    assert set(battle(g, "p2")) == {"y"}
    assert battle(g, "p2")["y"]["cards"] == ["TST-4", "TST-5000"]


def test_bt12_083_no_end_of_turn_attack_with_3_digivolution_cards(pool) -> None:
    """[End of Your Turn] needs 4 or more digivolution cards: with 3 the turn just ends."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-1000"] * 3 + [ARRESTERDRAMON]}]},
        p2={"security": ["TST-1000"] * 2},
        memory=0,
    )
    play(g, "pass")
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["turn"] == "p2"


def test_bt12_083_end_of_turn_attack_is_asked_and_leaves_it_unsuspended(pool) -> None:
    """With 4 digivolution cards it is asked ("you may"): declined, no attack; taken, the
    attack checks a security card and the Digimon stays unsuspended."""
    for answer, security in (("no", 2), ("yes", 1)):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["TST-1000"] * 4 + [ARRESTERDRAMON]}]},
            p2={"security": ["TST-1000"] * 2},
            memory=0,
        )
        play(g, "pass")
        assert {"yes", "no"} <= set(legal(g))
        play(g, answer)
        assert state(g)["players"]["p2"]["security"] == security
        assert battle(g, "p1")["a"]["suspended"] is False
