"""15-4-3-4: simultaneously triggered effects activate one at a time, in an order their player
chooses. Only the effects that would activate are put in that order: one whose card left
(15-4-4-3), whose condition no longer holds (15-8-3-9-2) or whose cost can't be paid (15-7-4)
does nothing, and asking where it goes would offer a choice that isn't one."""

from __future__ import annotations

from games import kind, play, position

from digimon_tui.engine.game import Game


def _matt_ishidas(cards) -> Game:
    """BT1-086 Matt Ishida x2: [Your Turn] when you play a blue Digimon, you may suspend this
    Tamer to trash the bottom digivolution card of 1 of your opponent's Digimon. One of them
    is suspended already: its cost can't be paid."""
    return position(
        cards,
        p1={
            "hand": ["ST2-03"],
            "battle": [
                {"id": "m1", "cards": ["BT1-086"], "suspended": True},
                {"id": "m2", "cards": ["BT1-086"]},
            ],
        },
        p2={"battle": [{"id": "g", "cards": ["ST1-03", "ST1-06"]}]},
        memory=5,
    )


def test_15_4_3_4_an_effect_whose_cost_cant_be_paid_is_not_put_in_the_order(cards):
    g = play(_matt_ishidas(cards), "play ST2-03")
    assert kind(g) == "optional"
    assert g.pending is not None and "Matt Ishida (m2)" in g.pending.prompt


def test_15_4_3_4_the_effect_that_can_activate_still_resolves(cards):
    g = play(_matt_ishidas(cards), "play ST2-03", "yes")
    (stack,) = g.players[1].battle
    assert [g.defs[u].number for u in stack.cards] == ["ST1-06"]
    m1, m2 = g.players[0].battle[:2]
    assert m1.suspended and m2.suspended


def test_15_4_3_4_two_effects_that_can_both_activate_are_still_ordered(cards):
    g = _matt_ishidas(cards)
    g.players[0].battle[0].suspended = False
    play(g, "play ST2-03")
    assert kind(g) == "order" and g.pending is not None and len(g.pending.moves) == 2


def test_15_4_3_4_effects_whose_condition_no_longer_holds_are_not_ordered(cards):
    """BT2-089 Tai Kamiya x3: [Start of Your Turn] if you have 2 memory or less, set your
    memory to 3. The first to activate sets it to 3: the other two no longer activate, and
    their player isn't asked to order them."""
    tais = [{"id": f"t{i}", "cards": ["BT2-089"]} for i in range(3)]
    g = position(cards, p1={"battle": tais}, p2={"hand": ["ST1-02"]}, turn="p2", memory=0)
    play(g, "play ST1-02")  # p2 pays 2: p1's turn starts with 2 memory
    assert kind(g) == "order" and g.pending is not None and len(g.pending.moves) == 3
    play(g, "first 1")
    assert kind(g) != "order"
    assert g.memory == 3
