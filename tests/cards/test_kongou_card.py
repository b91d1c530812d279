"""BT9-103 Kongou: the opponent's Digimon of play cost 7 or less can't attack players through
their next turn, while the others can."""

from __future__ import annotations

from games import kind, legal, play, position

# ST1-09 MetalGreymon: play cost 7; ST1-10 WarGreymon: play cost 10; ST5-07: black, cost 5.


def test_bt9_103_stops_cost_7_or_less_attacking_players_but_not_cost_10(pool):
    g = position(
        pool,
        p1={"hand": ["BT9-103"], "battle": [{"id": "k", "cards": ["ST5-07"]}]},
        p2={
            "battle": [{"id": "m", "cards": ["ST1-09"]}, {"id": "w", "cards": ["ST1-10"]}],
            "security": ["ST1-02"] * 2,
        },
        memory=5,
    )
    play(g, "option BT9-103", "pass")
    while kind(g) != "main":
        play(g, legal(g)[0])
    moves = legal(g)
    assert "attack w player" in moves
    assert "attack m player" not in moves
