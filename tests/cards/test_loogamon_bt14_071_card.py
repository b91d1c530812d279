"""BT14-071 Loogamon's inherited "[Your Turn] [Once Per Turn] When you play a card with the
[Dark Animal] or [SoC] trait, gain 1 memory" and its "[Start of Your Main Phase] By placing 1
[Eiji Nagasumi] from your hand or trash as this Digimon's bottom digivolution card, gain 1
memory" (no official rulings), where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _plays(pool, tamer: str) -> int:
    """p1, 5 memory, a Digimon over Loogamon, plays `tamer` from the hand: the memory left."""
    g = position(
        pool,
        p1={"hand": [tamer], "battle": [{"id": "d", "cards": ["BT14-071", "TST-3000"]}]},
        memory=5,
    )
    play(g, f"play {tamer}")
    return state(g)["memory"]


def test_bt14_071_inherited_gains_1_memory_for_a_soc_tamer_only(pool):
    """Playing BT14-087 Eiji Nagasumi (a [SoC] Tamer, cost 3) leaves 3 memory (5 - 3 + 1);
    playing ST1-12 Tai Kamiya (no such trait, cost 2) leaves 3 (5 - 2), nothing gained."""
    assert _plays(pool, "BT14-087") == 3
    assert _plays(pool, "ST1-12") == 3


def test_bt14_071_start_of_main_places_eiji_from_the_trash_for_1_memory(pool):
    """At the start of the main phase Eiji Nagasumi may come from the trash under Loogamon as
    its bottom digivolution card, for 1 memory."""
    g = position(
        pool,
        p1={"trash": ["BT14-087"], "battle": [{"id": "l", "cards": ["BT14-071"]}]},
        phase="breeding",
        memory=3,
    )
    assert "yes" in legal(g)
    play(g, "yes")
    assert battle(g, "p1")["l"]["cards"] == ["BT14-087", "BT14-071"]
    assert state(g)["memory"] == 4
