"""Comprehensive Rules 16-14: <Digi-Burst N> on a [When Digivolving] effect, as on a [Main]
one, is optional (16-14-2): its player declares it or not, and declared, trashes N of the
Digimon's digivolution cards, chosen by that player (16-14-1), before the effect below it
activates; with fewer than N digivolution cards it can't be declared.

BT4-062 Nidhoggmon: "[When Digivolving] <Digi-Burst 4> Suspend all of your opponent's
Digimon with 5000 DP or less. Then, place all of your opponent's suspended Digimon at the
bottom of their owners' decks ..."
BT5-070 MetalGarurumon: "[When Digivolving] <Digi-Burst 2> Delete 1 of your opponent's
Digimon with a play cost of 6 or less. If none was deleted, trash the top card of your
opponent's security stack."
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state


def _metalgarurumon(pool, under: list[str]):
    return position(
        pool,
        p1={"hand": ["BT5-070"], "battle": [{"id": "m", "cards": [*under, "BT2-060"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["ST1-02"] * 2},
        memory=5,
    )


def test_bt5_070_metalgarurumon_digi_burst_2_asks_then_trashes_2_cards_and_deletes(pool):
    g = _metalgarurumon(pool, ["BT2-056", "BT1-071"])
    play(g, "digivolve m BT5-070")
    assert kind(g) == "optional"
    play(g, "yes", "card BT2-056")
    assert legal(g) == ["card BT1-071", "card BT2-060"]  # this Digimon's cards (16-14-1)
    play(g, "card BT1-071")
    assert battle(g, "p1")["m"]["cards"] == ["BT2-060", "BT5-070"]
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT1-071", "BT2-056"]
    assert "x" not in battle(g, "p2")


def test_bt5_070_metalgarurumon_digi_burst_declined_trashes_nothing_and_deletes_nothing(pool):
    g = _metalgarurumon(pool, ["BT2-056", "BT1-071"])
    play(g, "digivolve m BT5-070", "no")
    assert battle(g, "p1")["m"]["cards"] == ["BT2-056", "BT1-071", "BT2-060", "BT5-070"]
    assert "x" in battle(g, "p2")
    assert state(g)["players"]["p2"]["security"] == 2


def test_bt5_070_metalgarurumon_digi_burst_2_needs_2_digivolution_cards(pool):
    g = _metalgarurumon(pool, [])  # only BT2-060 under it
    play(g, "digivolve m BT5-070")
    assert kind(g) != "optional"
    assert "x" in battle(g, "p2")
    assert battle(g, "p1")["m"]["cards"] == ["BT2-060", "BT5-070"]


def test_bt4_062_nidhoggmon_digi_burst_4_trashes_4_cards_before_its_effect(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT4-062"],
            "battle": [{"id": "n", "cards": ["BT1-007", "BT1-064", "BT1-071", "BT3-053"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "digivolve n BT4-062", "yes")
    for _ in range(4):  # one question a card (16-14-1)
        play(g, legal(g)[0])
    assert battle(g, "p1")["n"]["cards"] == ["BT4-062"]
    assert len(state(g)["players"]["p1"]["trash"]) == 4
    assert "x" not in battle(g, "p2")
