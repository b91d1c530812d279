"""Conditions that count (15-6-3): "if [A] or [X Antibody] is in this Digimon's digivolution
cards", "... is in your trash", "if your opponent has 8 or more cards in their hand", "if
there're 6 or fewer total cards in both players' security stacks", "if you have fewer
(more) security cards than your opponent", and "if you have 2 or fewer memory, set it to 3".

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from typing import Any

import builders
from games import play, position, state, with_cards


def _mon(number: str, **more: Any) -> dict[str, Any]:
    """A yellow Digimon `Card <number>`."""
    return builders.digimon(number, name=f"Card {number}", colors=("yellow",), **more)


def _memory_after_play(cards, number: str, p1: dict | None = None, p2: dict | None = None) -> int:
    """p1 plays `number` (cost 3) at 3 memory: the memory its [On Play] effect leaves."""
    p1 = dict(p1 or {})
    p1["hand"] = [number]
    g = position(cards, p1=p1, p2=p2, memory=3)
    play(g, f"play {number}")
    return state(g)["memory"]


def test_a_named_card_or_a_card_with_a_trait_among_the_digivolution_cards(pool) -> None:
    text = (
        "[Your Turn] While [Okuwamon] or a card with [Hybrid] in its traits is in this "
        "Digimon's digivolution cards, this Digimon gets +2000 DP."
    )
    okuwamon = builders.digimon("CC-11", name="Okuwamon", colors=("yellow",))
    hybrid = _mon("CC-12", types=["Hybrid"])
    cards = with_cards(pool, _mon("CC-01", text=text), okuwamon, hybrid)
    dps = []
    for under in ("CC-11", "CC-12", "TST-1000"):
        g = position(cards, p1={"battle": [{"id": "s", "cards": [under, "CC-01"]}]})
        dps.append(state(g)["players"]["p1"]["battle"]["s"]["dp"])
    assert dps == [5000, 5000, 3000]


def test_a_card_in_your_trash(pool) -> None:
    text = (
        "[On Play] If a Digimon card with [Unidentified] in its traits is in your trash, gain 1 "
        "memory."
    )
    odd = _mon("CC-13", types=["Unidentified"])
    cards = with_cards(pool, _mon("CC-02", text=text), odd)
    assert _memory_after_play(cards, "CC-02", {"trash": ["CC-13"]}) == 1
    assert _memory_after_play(cards, "CC-02", {"trash": ["TST-1000"]}) == 0
    # the opponent's trash doesn't count: it is "your trash"
    assert _memory_after_play(cards, "CC-02", {}, {"trash": ["CC-13"]}) == 0


def test_your_opponent_has_8_or_more_cards_in_their_hand(pool) -> None:
    text = "[On Play] If your opponent has 8 or more cards in their hand, gain 1 memory."
    cards = with_cards(pool, _mon("CC-03", text=text))
    got = [_memory_after_play(cards, "CC-03", {}, {"hand": ["TST-1000"] * n}) for n in (7, 8)]
    assert got == [0, 1]


def test_total_cards_in_both_security_stacks(pool) -> None:
    text = (
        "[On Play] If there're 6 or fewer total cards in both players' security stacks, gain 1 "
        "memory."
    )
    cards = with_cards(pool, _mon("CC-04", text=text))
    got = [
        _memory_after_play(
            cards, "CC-04", {"security": ["TST-1000"] * a}, {"security": ["TST-1000"] * b}
        )
        for a, b in ((3, 3), (4, 3), (6, 0))
    ]
    assert got == [1, 0, 1]


def test_fewer_security_cards_than_your_opponent(pool) -> None:
    text = "[On Play] If you have fewer security cards than your opponent, gain 1 memory."
    cards = with_cards(pool, _mon("CC-05", text=text))
    got = [
        _memory_after_play(
            cards, "CC-05", {"security": ["TST-1000"] * a}, {"security": ["TST-1000"] * 3}
        )
        for a in (2, 3)
    ]
    assert got == [1, 0]


def test_more_security_cards_than_your_opponent(pool) -> None:
    text = "[On Play] If you have more security cards than your opponent, gain 1 memory."
    cards = with_cards(pool, _mon("CC-10", text=text))
    got = [
        _memory_after_play(
            cards, "CC-10", {"security": ["TST-1000"] * a}, {"security": ["TST-1000"] * 3}
        )
        for a in (4, 3, 2)
    ]
    assert got == [1, 0, 0]


def test_if_you_have_2_or_fewer_memory_set_it_to_3(pool) -> None:
    text = "[On Play] If you have 2 or fewer memory, set it to 3."
    cards = with_cards(pool, _mon("CC-06", text=text, cost=0))
    after = []
    for memory in (2, 4):
        g = position(cards, p1={"hand": ["CC-06"]}, memory=memory)
        play(g, "play CC-06")
        after.append(state(g)["memory"])
    assert after == [3, 4]


def test_while_all_of_your_digimon_are_suspended(pool) -> None:
    text = "[Your Turn] While all of your Digimon are suspended, this Digimon gets +1000 DP."
    cards = with_cards(pool, _mon("CC-07", text=text))
    dps = []
    for other in (True, False):
        battle = [
            {"id": "s", "cards": ["CC-07"], "suspended": True},
            {"id": "o", "cards": ["TST-1000"], "suspended": other},
        ]
        g = position(cards, p1={"battle": battle})
        dps.append(state(g)["players"]["p1"]["battle"]["s"]["dp"])
    assert dps == [4000, 3000]


def test_if_that_digimon_has_some_dp_after_the_step_before(pool) -> None:
    text = (
        "[On Play] 1 of your Digimon gets +3000 DP for the turn. Then, if that Digimon has "
        "6000 DP or more, gain 1 memory."
    )
    cards = with_cards(pool, _mon("CC-08", text=text))
    got = []
    for mon in ("TST-3000", "TST-2000"):
        g = position(
            cards, p1={"hand": ["CC-08"], "battle": [{"id": "m", "cards": [mon]}]}, memory=3
        )
        play(g, "play CC-08", "target m")
        got.append(state(g)["memory"])
    assert got == [1, 0]


def test_if_you_have_a_card_of_that_name_in_play(pool) -> None:
    text = "[On Play] If you have [Alice McCoy] or [Gotsumon] in play, gain 1 memory."
    alice = builders.tamer("CC-14", name="Alice McCoy", colors=("yellow",), cost=3)
    cards = with_cards(pool, _mon("CC-09", text=text), alice)
    got = [
        _memory_after_play(cards, "CC-09", {"battle": [{"id": "a", "cards": [who]}]})
        for who in ("CC-14", "TST-1000")
    ]
    assert got == [1, 0]
    # the opponent's doesn't count: "you have"
    assert (
        _memory_after_play(cards, "CC-09", {}, {"battle": [{"id": "a", "cards": ["CC-14"]}]}) == 0
    )
