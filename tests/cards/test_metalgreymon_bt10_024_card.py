"""BT10-024 MetalGreymon (no official ruling): "[On Play] This Digimon gains <Rush> for the
turn. Then, if DigiXrosing, 3 of your opponent's Digimon with digivolution cards less than or
equal to this Digimon's digivolution cards can't attack or block until the end of your
opponent's turn", where a wrong reading of its comparison or its condition would show."""

from __future__ import annotations

from games import legal, play, position

P2 = {
    "battle": [
        {"id": "x", "cards": ["ST1-02", "ST1-03"]},
        {"id": "y", "cards": ["ST1-02", "ST1-02", "ST1-03", "ST1-07"]},
    ]
}


def test_bt10_024_stops_only_digimon_with_as_many_or_fewer_sources(pool):
    """Played by DigiXros with 2 cards under it: p2's Digimon with 1 can't attack on p2's
    turn, the one with 3 can."""
    g = position(
        pool,
        p1={"hand": ["BT10-024", "BT10-021"], "battle": [{"id": "g", "cards": ["BT10-019"]}]},
        p2=P2,
        memory=5,
    )
    play(g, "play BT10-024 xros g BT10-021")
    assert "attack p1-1 player" in legal(g)  # <Rush>
    play(g, "pass")
    assert "attack y player" in legal(g)
    assert "attack x player" not in legal(g)


def test_bt10_024_played_without_digixros_stops_nothing(pool):
    """Played from the hand for its full cost: no DigiXros, so p2's Digimon attack."""
    g = position(pool, p1={"hand": ["BT10-024"]}, p2=P2, memory=7)
    play(g, "play BT10-024", "pass")
    assert "attack x player" in legal(g)
