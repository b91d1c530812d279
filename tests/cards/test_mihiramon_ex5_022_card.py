"""EX5-022 Mihiramon, the parts of its text its official rulings (all on its [On Play]) leave
alone: its [Your Turn] [Once Per Turn] trash of the top digivolution card of an opponent's
Digimon when one of its player's Digimon is played, and its inherited memory when attacking
under a [Four Sovereigns] Digimon."""

from __future__ import annotations

from games import battle, play, position, state


def test_ex5_022_mihiramon_trashes_the_top_digivolution_card_once_a_turn(pool):
    """p1 plays ST1-03 Agumon, then another: only the first play trashes, and what goes is
    the card right under the top card of p2's Greymon (ST1-05), not its bottom one."""
    g = position(
        pool,
        p1={"hand": ["ST1-03", "ST1-03"], "battle": [{"id": "m", "cards": ["EX5-022"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-05", "ST1-07"]}]},
        memory=8,
    )
    play(g, "play ST1-03")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03", "ST1-07"]
    assert state(g)["players"]["p2"]["trash"] == ["ST1-05"]
    play(g, "play ST1-03")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03", "ST1-07"]


def test_ex5_022_mihiramon_inherited_memory_under_a_four_sovereigns_digimon(pool):
    """Under EX5-024 Azulongmon ([Four Sovereigns]) an attack gains 1 memory; under TST-7000
    (no such trait) none."""

    def memory_after_attack(top: str) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["EX5-022", top]}]},
            p2={"security": ["TST-1000"]},
        )
        return state(play(g, "attack a player"))["memory"]

    assert memory_after_attack("EX5-024") == 1
    assert memory_after_attack("TST-7000") == 0
