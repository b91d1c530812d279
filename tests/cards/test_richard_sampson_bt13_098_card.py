"""BT13-098 Richard Sampson, beyond its ruling (tests/rulings/bt13.toml): with 6 or fewer cards
in both security stacks together, suspending it digivolves a [Kudamon] into [Kentaurosmon] from
the hand ignoring the level, for the digivolution cost; with 7 it doesn't; and the memory it
gives at the start of the main phase."""

from __future__ import annotations

from games import legal, play, position, state

RICHARD, KUDAMON, KENTAUROSMON = "BT13-098", "BT1-046", "BT13-046"


def _position(pool, security: int, **kw):
    return position(
        pool,
        p1={
            "hand": [KENTAUROSMON],
            "battle": [{"id": "r", "cards": [RICHARD]}, {"id": "k", "cards": [KUDAMON]}],
            "security": ["ST1-02"] * 3,
        },
        p2={"security": ["ST1-02"] * security},
        turn_number=3,
        **kw,
    )


def test_bt13_098_digivolves_a_kudamon_ignoring_its_level(pool) -> None:
    g = play(_position(pool, 3, memory=6), "activate r", "yes", f"card {KENTAUROSMON}")
    p1 = state(g)["players"]["p1"]["battle"]
    assert p1["k"]["cards"] == [KUDAMON, KENTAUROSMON] and p1["r"]["suspended"] is True
    assert state(g)["memory"] == 6 - 5 + 3  # its cost of 5; its [When Digivolving] gives 3


def test_bt13_098_with_7_security_cards_in_all_it_does_nothing(pool) -> None:
    g = _position(pool, 4, memory=6)
    assert "activate r" not in legal(g)


def test_bt13_098_gains_1_memory_at_the_start_of_the_main_phase(pool) -> None:
    assert state(_position(pool, 3, memory=0, phase="breeding"))["memory"] == 1
    assert state(_position(pool, 4, memory=0, phase="breeding"))["memory"] == 0
