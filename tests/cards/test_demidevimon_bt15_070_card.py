"""BT15-070 DemiDevimon (no official ruling): "If you do, trash 1 card in your hand" reads
whether a card was added, though the placing of the rest comes between."""

from __future__ import annotations

from games import battle, play, position, state

MYOTISMON = "BT15-076"


def _play_demidevimon(pool, deck: list[str]):
    g = position(pool, p1={"hand": ["BT15-070", "ST1-03"], "deck": deck}, memory=5)
    play(g, "play BT15-070")
    while g.pending is not None and g.pending.kind == "card" and "bottom" in g.pending.prompt:
        play(g, str(g.pending.moves[0]))  # the order of the rest under the deck
    return g


def test_bt15_070_adds_a_myotismon_card_and_then_trashes_one(pool):
    g = _play_demidevimon(pool, ["ST1-02", MYOTISMON, "ST1-04", "ST1-05", "ST1-06"])
    play(g, "card ST1-03")
    assert state(g)["players"]["p1"]["hand"] == [MYOTISMON]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]


def test_bt15_070_trashes_nothing_when_nothing_was_added(pool):
    g = _play_demidevimon(pool, ["ST1-02", "ST1-02", "ST1-04", "ST1-05", "ST1-06"])
    assert state(g)["players"]["p1"]["hand"] == ["ST1-03"]
    assert state(g)["players"]["p1"]["trash"] == []
    assert "p1-1" in battle(g, "p1")
