"""EX1-072 Emergency Program Shutdown! (no official ruling): its [Main] effect keeps the
opponent from using Option cards through their next turn, its [Security] effect for the
turn of the check, and the card then goes to its owner's hand."""

from __future__ import annotations

from games import legal, play, position, state

SHUTDOWN = "EX1-072"
SHADOW_WING = "ST1-13"  # a red Option of cost 1: the opponent's Agumon meets its colour
WHITE = "EX2-052"  # ADR-06 Horn Striker: a white Digimon meets the Option's colour


def _opponents_turn(pool, hand: list[str]):
    g = position(
        pool,
        p1={"hand": hand, "battle": [{"id": "w", "cards": [WHITE]}]},
        p2={"hand": [SHADOW_WING], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        memory=3,
    )
    for card in hand:
        play(g, f"option {card}")
    play(g, "pass")
    while state(g)["turn"] == "p2" and g.pending is not None and g.pending.kind != "main":
        play(g, str(g.pending.moves[0]))
    return g


def test_ex1_072_main_keeps_the_opponent_from_using_options_in_their_next_turn(pool):
    assert f"option {SHADOW_WING}" in legal(_opponents_turn(pool, []))
    assert f"option {SHADOW_WING}" not in legal(_opponents_turn(pool, [SHUTDOWN]))


def test_ex1_072_security_stops_options_for_the_turn_and_returns_to_the_hand(pool):
    g = position(
        pool,
        p1={"security": [SHUTDOWN]},
        p2={"hand": [SHADOW_WING], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        turn="p2",
        memory=3,
    )
    assert f"option {SHADOW_WING}" in legal(g)
    play(g, "attack a player")
    while g.pending is not None and g.pending.kind != "main":
        play(g, str(g.pending.moves[0]))
    assert state(g)["players"]["p1"]["hand"] == [SHUTDOWN]
    assert f"option {SHADOW_WING}" not in legal(g)
