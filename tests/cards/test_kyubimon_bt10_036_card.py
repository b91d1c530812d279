"""BT10-036 Kyubimon: its [When Digivolving] returns a [Plug-In] Option card from the trash, or
trashes one from the hand to draw 2; with none in the hand, nothing is drawn."""

from __future__ import annotations

from games import play, position, state

from digimon_tui.engine.game import Game

KYUBIMON, PLUG_IN_O, PLUG_IN_A = "BT10-036", "BT10-109", "EX2-066"
YELLOW_3 = "BT1-045"  # Tsukaimon: nothing that acts here


def _digivolved(pool, hand: list[str]) -> Game:
    g = position(
        pool,
        p1={
            "hand": [KYUBIMON, *hand],
            "trash": [PLUG_IN_O],
            "battle": [{"id": "r", "cards": [YELLOW_3]}],
        },
        memory=5,
    )
    return play(g, f"digivolve r {KYUBIMON}", "yes")


def test_bt10_036_returns_a_plug_in_from_the_trash(pool):
    g = play(_digivolved(pool, []), "mode 1")
    p1 = state(g)["players"]["p1"]
    assert sorted(p1["hand"]) == sorted(["ST1-02", PLUG_IN_O])  # the digivolution's draw too
    assert p1["trash"] == []


def test_bt10_036_trashes_a_plug_in_from_the_hand_to_draw_2(pool):
    g = play(_digivolved(pool, [PLUG_IN_A]), "mode 2")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["ST1-02"] * 3
    assert sorted(p1["trash"]) == sorted([PLUG_IN_O, PLUG_IN_A])


def test_bt10_036_draws_nothing_without_a_plug_in_to_trash(pool):
    g = play(_digivolved(pool, ["ST1-03"]), "mode 2")
    p1 = state(g)["players"]["p1"]
    assert sorted(p1["hand"]) == ["ST1-02", "ST1-03"]
    assert p1["trash"] == [PLUG_IN_O]
