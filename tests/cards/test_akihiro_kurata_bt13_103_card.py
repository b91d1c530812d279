"""BT13-103 Akihiro Kurata (no official ruling): a play cost reduced by the play cost of the
Digimon its cost deletes (15-8-5-1), and a Tamer placed under a Digimon as the cost of a
deletion, played where a wrong reading of either would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

SLEEP_MODE, RAGE_MODE = "BT13-088", "BT13-091"  # Belphemon, play costs 11 and 14
GIZMON_AT, PROTOGIZMON = "BT13-083", "BT13-080"  # play costs 6 and 3


def _kurata(pool, hand: str, gizmon: list[str], memory: int):
    stacks = [{"id": "a", "cards": ["BT13-103"]}]
    stacks += [{"id": f"g{i}", "cards": [n]} for i, n in enumerate(gizmon)]
    return position(pool, p1={"hand": [hand], "battle": stacks}, memory=memory)


def test_bt13_103_takes_off_the_play_cost_of_the_gizmon_it_deletes(pool):
    """Belphemon: Sleep Mode (11) with Gizmon: AT (6) deleted costs 5: from 3 memory the
    counter ends at 2 on the opponent's side; Gizmon: AT is in the trash, ProtoGizmon stays."""
    g = _kurata(pool, SLEEP_MODE, [GIZMON_AT, PROTOGIZMON], 3)
    play(g, f"play {SLEEP_MODE}", "yes", "target g0")
    assert state(g)["memory"] == 2  # the opponent's turn: 3 - 5 = -2 for p1
    assert "g0" not in battle(g, "p1") and "g1" in battle(g, "p1")
    assert GIZMON_AT in state(g)["players"]["p1"]["trash"]


def test_bt13_103_deleting_protogizmon_takes_off_3_and_declining_takes_off_nothing(pool):
    g = _kurata(pool, SLEEP_MODE, [GIZMON_AT, PROTOGIZMON], 3)
    play(g, f"play {SLEEP_MODE}", "yes", "target g1")
    assert state(g)["memory"] == 5  # 3 - 8
    g = _kurata(pool, SLEEP_MODE, [GIZMON_AT, PROTOGIZMON], 3)
    play(g, f"play {SLEEP_MODE}", "no")
    assert state(g)["memory"] == 8  # 3 - 11
    assert {"g0", "g1"} <= set(battle(g, "p1"))


def test_bt13_103_only_a_gizmon_dear_enough_to_pay_for_the_play_may_be_deleted(pool):
    """Rage Mode (14) from 0 memory can be paid only down to 10: ProtoGizmon's 3 isn't enough,
    so only Gizmon: AT may be deleted (and the reduction can't be declined). With ProtoGizmon
    alone, Rage Mode can't be played at all."""
    g = _kurata(pool, RAGE_MODE, [GIZMON_AT, PROTOGIZMON], 0)
    play(g, f"play {RAGE_MODE}")
    assert "g0" not in battle(g, "p1") and "g1" in battle(g, "p1")
    assert state(g)["memory"] == 8  # 0 - 8
    g = _kurata(pool, RAGE_MODE, [PROTOGIZMON], 0)
    assert f"play {RAGE_MODE}" not in legal(g)


def test_bt13_103_reduces_only_cards_with_belphemon_in_their_names(pool):
    g = _kurata(pool, "BT1-080", [GIZMON_AT], 10)  # Titamon: no Belphemon in its name
    play(g, "play BT1-080")
    assert "g0" in battle(g, "p1")
    assert state(g)["memory"] == 0  # 10 - 10, no question asked


def _end_of_opponents_turn(pool, *, belphemon: bool):
    mine = [{"id": "a", "cards": ["BT13-103"]}]
    if belphemon:
        mine.append({"id": "b", "cards": [SLEEP_MODE]})
    return position(
        pool,
        p1={"hand": ["ST1-01"], "battle": mine},
        p2={"battle": [{"id": "six", "cards": ["BT1-080"]}, {"id": "seven", "cards": ["BT1-084"]}]},
        turn="p2",
        memory=3,
    )


def test_bt13_103_goes_under_a_belphemon_to_delete_a_level_6(pool):
    """At the end of the opponent's turn: draw 1, trash 1, then Akihiro goes to the bottom of
    Belphemon's stack and the opponent's level 6 Titamon is deleted (Omnimon, level 7, stays)."""
    g = _end_of_opponents_turn(pool, belphemon=True)
    play(g, "pass", "card ST1-01")
    assert "place this Tamer as the bottom digivolution card" in g.pending.prompt
    play(g, "yes")
    assert battle(g, "p1")["b"]["cards"] == ["BT13-103", SLEEP_MODE]
    assert "a" not in battle(g, "p1")
    assert set(battle(g, "p2")) == {"seven"}
    assert "ST1-01" in state(g)["players"]["p1"]["trash"]


def test_bt13_103_declined_or_without_a_belphemon_deletes_nothing(pool):
    g = _end_of_opponents_turn(pool, belphemon=True)
    play(g, "pass", "card ST1-01", "no")
    assert "a" in battle(g, "p1") and "six" in battle(g, "p2")
    g = _end_of_opponents_turn(pool, belphemon=False)
    play(g, "pass", "card ST1-01")  # nothing to go under: no question
    assert "a" in battle(g, "p1") and "six" in battle(g, "p2")
    assert state(g)["turn"] == "p1"
