"""Compiled cards whose effect has two sentences, each under an "if" of its own.

The leading "if" of such an effect governs only its own sentence (docs/card-compiler.md,
"Readings"): where it fails, the next sentence's "if" is still checked. Read as the
effect's condition (15-6-3), the second sentence could never happen without the first.
"""

from __future__ import annotations

from effect_helpers import player
from games import battle, play, position, state


def test_bt7_026_weregarurumon_on_play_without_a_tamer_plays_a_blue_tamer(pool):
    g = position(pool, p1={"hand": ["BT7-026", "ST2-12"]}, memory=7)
    play(g, "play BT7-026")  # no Tamer: no memory gained, but the blue Tamer may be played
    assert state(g)["pending"]["kind"] == "optional"
    play(g, "yes")
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT7-026", "ST2-12"]
    assert state(g)["memory"] == 0


def test_bt7_026_weregarurumon_on_play_with_a_tamer_gains_2_memory(pool):
    g = position(
        pool,
        p1={"hand": ["BT7-026", "ST2-12"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        memory=7,
    )
    play(g, "play BT7-026")
    assert state(g)["memory"] == 2
    assert player(g, "p1")["hand"] == ["ST2-12"]  # the Tamer stays in the hand


def test_bt9_084_start_of_your_turn_checks_the_opponents_security_on_its_own(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT9-084"]}], "security": ["ST1-02"] * 5},
        p2={"hand": ["ST1-02"], "security": ["ST1-02"] * 3},
        turn="p2",
    )
    play(g, "play ST1-02")  # the opponent pays 2 and passes the turn: p1 starts with 2
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == 3  # 5 security cards of p1's own: only the second "if"
