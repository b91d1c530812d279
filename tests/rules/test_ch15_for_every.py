"""Counts (family "counts, conditions and memory"): "for every Tamer you have, <step>" does the
step once for each thing counted when it starts; "for every card with [X] in its traits in
this Digimon's digivolution cards" and "for every Digimon card ... in your trash" count the
cards meeting a filter.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, kind, legal, play, position, state, with_cards

_mon = partial(builders.digimon, colors=("green",))
TAMER = builders.tamer("FE-91", name="Plain", colors=("green",))


def _hand_after_playing(pool, opponents: int) -> int:
    text = "[On Play] For each of your opponent's Digimon, <Draw 1>."
    cards = with_cards(pool, _mon("FE-01", text=text))
    foes = [{"id": f"f{i}", "cards": ["TST-1000"]} for i in range(opponents)]
    g = position(cards, p1={"hand": ["FE-01"]}, p2={"battle": foes}, memory=3)
    play(g, "play FE-01")
    return len(g.players[0].hand)


def test_draw_once_for_each_of_the_opponents_digimon(pool) -> None:
    assert [_hand_after_playing(pool, n) for n in (0, 1, 3)] == [0, 1, 3]


def test_the_steps_repeat_once_for_each_tamer_the_dp_change_on_one_digimon(pool) -> None:
    """Each round gains 1 memory; "1 of your opponent's Digimon gets -2000 DP" is the one
    Digimon chosen in the first round, which gets every round's -2000 (as BT5-035 Starmons
    reads, docs/rules-readings.md)."""
    text = (
        "[On Play] For each Tamer you have in play, 1 of your opponent's Digimon gets -2000 DP "
        "for the turn and gain 1 memory."
    )
    cards = with_cards(pool, _mon("FE-02", text=text), TAMER)
    g = position(
        cards,
        p1={
            "hand": ["FE-02"],
            "battle": [{"id": "t1", "cards": ["FE-91"]}, {"id": "t2", "cards": ["FE-91"]}],
        },
        p2={"battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "b", "cards": ["TST-6000"]}]},
        memory=3,
    )
    play(g, "play FE-02")
    assert kind(g) == "target"
    play(g, "target b")
    assert kind(g) != "target"  # chosen once
    dps = {pid: s["dp"] for pid, s in battle(g, "p2").items()}
    assert dps == {"a": 5000, "b": 2000}
    assert state(g)["memory"] == 0 + 2  # 3 - 3 for FE-02, +1 per Tamer


def test_dp_for_every_card_with_a_trait_among_the_digivolution_cards(pool) -> None:
    text = (
        "[Your Turn] For each card with [Hybrid] in its traits in this Digimon's digivolution "
        "cards, this Digimon gets +1000 DP."
    )
    hybrid = _mon("FE-11", types=["Hybrid"])
    cards = with_cards(pool, _mon("FE-03", text=text), hybrid)
    stack = ["FE-11", "TST-1000", "FE-11", "FE-03"]  # bottom to top: 2 with the trait
    g = position(cards, p1={"battle": [{"id": "s", "cards": stack}]})
    assert battle(g, "p1")["s"]["dp"] == 3000 + 2000


def test_dp_for_every_digimon_card_named_so_in_the_trash(pool) -> None:
    text = (
        "[Your Turn] For each Digimon card with [Etemon] in its name in your trash, this "
        "Digimon gets +1000 DP."
    )
    etemon = _mon("FE-12", name="KingEtemon")
    cards = with_cards(pool, _mon("FE-04", text=text), etemon, TAMER)
    trash = ["FE-12", "FE-12", "FE-91", "TST-1000"]
    g = position(cards, p1={"battle": [{"id": "s", "cards": ["FE-04"]}], "trash": trash})
    assert battle(g, "p1")["s"]["dp"] == 3000 + 2000


def test_draw_for_each_of_that_digimons_digivolution_cards(pool) -> None:
    text = (
        "[Main] Choose 1 of your Digimon. Then, <Draw 1> for each of that Digimon's "
        "digivolution cards."
    )
    option = builders.option("FE-90", name="Count Them", colors=("green",), text=text)
    cards = with_cards(pool, option)
    battle_ = [
        {"id": "two", "cards": ["TST-1000", "TST-2000", "TST-3000"]},
        {"id": "none", "cards": ["TST-4000"]},
    ]
    drawn = []
    for pick in ("two", "none"):
        g = position(cards, p1={"hand": ["FE-90"], "battle": battle_})
        play(g, "option FE-90", f"target {pick}")
        drawn.append(len(g.players[0].hand))
    assert drawn == [2, 0]


def _deletable(pool, text: str, p1: dict) -> list[str]:
    """The opponent's Digimon the [On Play] deletion of `text` may choose."""
    cards = with_cards(pool, _mon("FE-05", text=text))
    foes = [
        {"id": "lv3", "cards": ["TST-1000"]},  # dummies are level 3
        {"id": "lv4", "cards": ["FE-11"]},
        {"id": "lv5", "cards": ["FE-13"]},
    ]
    g = position(cards, p1={"hand": ["FE-05"], **p1}, p2={"battle": foes}, memory=3)
    play(g, "play FE-05")
    if kind(g) != "target":
        return [pid for pid in ("lv3", "lv4", "lv5") if pid not in battle(g, "p2")]
    return sorted(m.split()[1] for m in legal(g) if m.startswith("target"))


def test_the_maximum_level_rises_for_every_10_cards_in_the_trash(pool) -> None:
    text = (
        "[On Play] Delete 1 of your opponent's level 3 or lower Digimon. For every 10 cards in "
        "your trash, add 1 to the maximum level of the Digimon you may choose with this effect."
    )
    pool = with_cards(
        pool,
        _mon("FE-11"),
        _mon("FE-13", level=5, digivolve=[{"color": "green", "level": 3, "cost": 2}]),
    )
    assert _deletable(pool, text, {"trash": ["TST-1000"] * 9}) == ["lv3"]
    assert _deletable(pool, text, {"trash": ["TST-1000"] * 10}) == ["lv3", "lv4"]
    assert _deletable(pool, text, {"trash": ["TST-1000"] * 25}) == ["lv3", "lv4", "lv5"]
