"""ST13-05 Durandamon (ruling Q773 in tests/rulings/st13.toml), played where a wrong reading
of its text would show: the first time in a turn one of its player's effects places a
digivolution card under it, it gets +3000 DP and <Security A. +1> for the turn, and not again
that turn; its [When Attacking] plays a revealed [Legend-Arms] Digimon of cost 7 or less for
free."""

from __future__ import annotations

from games import battle, play, position, state


def test_st13_05_a_placed_card_gives_dp_and_a_check_once_a_turn(pool):
    g = position(
        pool,
        p1={"hand": ["ST13-11", "ST13-11"], "battle": [{"id": "a", "cards": ["ST13-05"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=10,
    )
    play(g, "play ST13-11", "yes")  # TiaLudomon places itself under Durandamon
    assert battle(g, "p1")["a"]["dp"] == 14000
    play(g, "play ST13-11", "yes")
    assert battle(g, "p1")["a"]["cards"] == ["ST13-11", "ST13-11", "ST13-05"]
    assert battle(g, "p1")["a"]["dp"] == 14000  # [Once Per Turn]
    play(g, "attack a player", "no")  # three alike revealed: no order to give
    assert state(g)["players"]["p2"]["security"] == 1  # two cards checked


def test_st13_05_when_attacking_plays_a_revealed_legend_arms_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["ST13-05"]}],
            "deck": ["ST13-11", "ST1-03", "ST1-04", "ST1-05", "ST1-06"],
        },
        p2={"security": ["TST-1000"]},
        memory=3,
    )
    play(g, "attack a player", "yes")
    assert [d["cards"] for d in battle(g, "p1").values()].count(["ST13-11"]) == 1
