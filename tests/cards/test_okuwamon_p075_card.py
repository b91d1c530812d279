"""P-075 Okuwamon (no official ruling), played where a wrong reading of its "when this
Digimon digivolves into a card with [Insectoid] in its traits" would show: the effect is
the card's own, heard as the Digimon leaves it for the card on top."""

from __future__ import annotations

from games import legal, play, position, state


def _p2_memory_after_attacking(pool, hand: str, stack: list[str]) -> int:
    """p1 digivolves its Digimon `o` (cards `stack`) into `hand` for all of its 3 or fewer
    memory and passes; p2's Digimon `x` attacks on p2's turn. The memory p2 is left with."""
    g = position(
        pool,
        p1={"hand": [hand], "battle": [{"id": "o", "cards": stack}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
    )
    play(g, f"digivolve o {hand}")
    while "pass" not in legal(g):  # any choice the digivolution asks, declined or first
        play(g, legal(g)[0])
    play(g, "pass", "attack x player")
    assert state(g)["turn"] == "p2"
    return state(g)["memory"]


def test_p_075_digivolving_into_an_insectoid_costs_the_opponent_memory_as_it_suspends(pool):
    """ "[Your Turn] When this Digimon digivolves into a card with [Insectoid] in its traits,
    all of your opponent's Digimon gain "[All Turns] When this Digimon is suspended, lose 1
    memory." until the end of your opponent's turn": into BT1-081 HerculesKabuterimon
    (Insectoid), p2's attack suspends its Digimon and p2 keeps 2 of its 3 memory; into BT1-080
    Titamon (Shaman) it keeps all 3."""
    assert _p2_memory_after_attacking(pool, "BT1-081", ["P-075"]) == 2
    assert _p2_memory_after_attacking(pool, "BT1-080", ["P-075"]) == 3


def test_p_075_digivolving_into_okuwamon_is_not_okuwamon_digivolving(pool):
    """The effect is Okuwamon's as the Digimon digivolves from it, not as it digivolves into
    it: BT1-070 Kuwagamon (Insectoid) digivolving into P-075 (Insectoid too) gives p2's
    Digimon nothing."""
    assert _p2_memory_after_attacking(pool, "P-075", ["BT1-070"]) == 3
