""" "When X" events the later sets print (15-8-3-1), as the engine fires them:
- "when one of your Digimon digivolves into a purple Digimon": after the digivolution (8-1-3);
- "when an effect suspends one of your Digimon": by an effect, not by attacking;
- "when you attack with a blue Digimon": an attack by one of your Digimon of that colour;
- "when a card is trashed from your deck": once for the cards an effect trashes together
  (3-2-4), not for revealed cards trashed (15-15-3-1);
- "when one of your effects trashes a card in your hand": likewise once;
- the card's own "when this card is trashed from your deck" and "when you trash this card in
  your hand using one of your effects", and "when an effect trashes this card from the
  security stack, you may play this card": from the trash;
- "when an effect plays one of your Digimon": not a play from the hand by the rules (7-1);
- an Option's "when you would use this card, if ..., reduce its memory cost by 2" (15-8-5-1).

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, play, position, state, with_cards

_tamer = partial(builders.tamer, colors=("purple",))
_option = partial(builders.option, colors=("purple",))


DIGIVOLVES = "[Your Turn] When one of your Digimon digivolves into a purple Digimon, gain 1 memory."
SUSPENDS = "[All Turns] When an effect suspends one of your Digimon, gain 1 memory."
ATTACKS = "[Your Turn] When you attack with a blue Digimon, gain 1 memory."
MILLED = "[All Turns] When a card is trashed from your deck, gain 1 memory."
DISCARDS = (
    "[All Turns] When you trash a card in your hand using one of your effects, gain 1 memory."
)
PLAYED = "[Your Turn] When an effect plays one of your Digimon, gain 1 memory."


SUSPEND_ONE = _option("EV-90", name="Sleep", text="[Main] Suspend 1 of your Digimon.")


def _pool(cards):
    return with_cards(
        cards,
        _tamer("EV-01", text=DIGIVOLVES),
        _tamer("EV-02", text=SUSPENDS),
        _tamer("EV-03", text=ATTACKS),
        _tamer("EV-04", text=MILLED),
        _option("EV-91", text="[Main] Trash the top 3 cards of your deck."),
        _option("EV-92", text="[Main] Trash the top 2 cards of your opponent's deck."),
        _tamer("EV-05", text=DISCARDS),
        _tamer("EV-06", text=PLAYED),
        _option("EV-94", text="[Main] Trash 2 cards in your hand."),
        _option("EV-98", text="[Main] Trash the top card of your opponent's security stack."),
        _option(
            "EV-99",
            text="When you would use this card, if your opponent has 2 or more Digimon in play, "
            "reduce the memory cost by 2. [Main] Gain 1 memory.",
            cost=3,
        ),
        builders.digimon(
            "EV-14",
            level=3,
            text="When an effect trashes this card from the security stack, you may play this "
            "card without paying its memory cost.",
        ),
        _option("EV-96", text="When this card is trashed from your deck, gain 1 memory."),
        _option(
            "EV-97",
            text="When you trash this card in your hand using one of your effects, gain 2 memory.",
        ),
        _option(
            "EV-95",
            text="[Main] Play 1 level 3 Digimon card from your hand without paying its memory "
            "cost.",
        ),
        _option(
            "EV-93",
            text="[Main] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to "
            "your hand. Trash the remaining cards.",
        ),
        builders.digimon("EV-10", level=3),
        # The purple and the blue Digimon digivolve from red, as the red ones do.
        builders.digimon(
            "EV-11", colors=("purple",), digivolve=[{"color": "red", "level": 3, "cost": 2}]
        ),
        builders.digimon("EV-12"),
        builders.digimon(
            "EV-13", level=3, colors=("blue",), digivolve=[{"color": "red", "level": 2, "cost": 2}]
        ),
        SUSPEND_ONE,
    )


def test_15_8_3_1_digivolving_into_a_purple_digimon_triggers_after_it_digivolves(cards):
    pool = _pool(cards)
    for into, gained in (("EV-11", 1), ("EV-12", 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": ["EV-01"]}, {"id": "m", "cards": ["EV-10"]}],
                "hand": [into],
            },
            memory=3,
        )
        play(g, f"digivolve m {into}")
        assert battle(g, "p1")["m"]["cards"] == ["EV-10", into]
        assert state(g)["memory"] == 3 - 2 + gained, into


def test_15_8_3_1_a_suspension_by_an_effect_triggers_and_an_attack_does_not(cards):
    pool = _pool(cards)
    tamer = {"id": "t", "cards": ["EV-02"]}
    g = position(
        pool,
        p1={"battle": [tamer, {"id": "m", "cards": ["EV-10"]}], "hand": ["EV-90"]},
        memory=3,
    )
    play(g, "option EV-90")
    if g.pending is not None and g.pending.kind == "target":
        play(g, "target m")
    assert battle(g, "p1")["m"]["suspended"] is True
    assert state(g)["memory"] == 4
    # Attacking suspends the attacker by the rules (11-2-8-1), not by an effect.
    g = position(
        pool,
        p1={"battle": [tamer, {"id": "m", "cards": ["EV-10"]}]},
        p2={"security": ["EV-90"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack m player")
    assert battle(g, "p1")["m"]["suspended"] is True
    assert state(g)["memory"] == 3


def test_15_8_3_1_attacking_with_a_blue_digimon_triggers_for_blue_attackers_only(cards):
    pool = _pool(cards)
    for attacker, gained in (("EV-13", 1), ("EV-10", 0)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["EV-03"]}, {"id": "m", "cards": [attacker]}]},
            p2={"security": ["EV-90"]},
            memory=3,
            turn_number=3,
        )
        play(g, "attack m player")
        assert battle(g, "p1")["m"]["suspended"] is True
        assert state(g)["memory"] == 3 + gained, attacker


def test_15_8_3_1_cards_trashed_from_your_deck_together_trigger_once(cards):
    pool = _pool(cards)
    for option, gained, milled in (("EV-91", 1, "p1"), ("EV-92", 0, "p2"), ("EV-93", 0, "p1")):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["EV-04"]}], "hand": [option]},
            memory=3,
        )
        trash = len(state(g)["players"][milled]["trash"])
        play(g, f"option {option}")
        assert len(state(g)["players"][milled]["trash"]) > trash, option
        assert state(g)["memory"] == 3 + gained, option


def test_15_8_3_1_cards_your_effect_trashes_from_your_hand_together_trigger_once(cards):
    pool = _pool(cards)
    for option, gained in (("EV-94", 1), ("EV-91", 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": ["EV-05"]}],
                "hand": [option, "EV-10", "EV-12"],
            },
            memory=3,
        )
        play(g, f"option {option}")
        for number in ("EV-10", "EV-12"):
            if g.pending is not None and g.pending.kind == "card":
                play(g, f"card {number}")
        assert state(g)["memory"] == 3 + gained, option
        assert len(state(g)["players"]["p1"]["hand"]) == 2 - 2 * gained, option


def test_15_8_3_1_a_play_by_an_effect_triggers_and_a_play_from_the_hand_does_not(cards):
    pool = _pool(cards)
    for move, gained in (("option EV-95", 1), ("play EV-10", 0)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["EV-06"]}], "hand": ["EV-95", "EV-10"]},
            memory=3,
        )
        play(g, move)
        if g.pending is not None and g.pending.kind == "card":
            play(g, "card EV-10")
        cost = 0 if move.startswith("option") else 3
        assert state(g)["memory"] == 3 - cost + gained, move
        assert any(s["cards"] == ["EV-10"] for s in battle(g, "p1").values()), move


TAMER = {"id": "t", "cards": ["EV-02"]}
"""A purple Tamer for the Options' colour requirement (4-22-2), listening for nothing here."""


def test_15_8_3_1_a_card_trashed_from_the_deck_or_hand_triggers_its_own_effect(cards):
    pool = _pool(cards)
    for deck, gained in ((["EV-96", "ST1-02", "ST1-02"], 1), (["ST1-02"] * 3, 0)):
        g = position(pool, p1={"deck": deck, "hand": ["EV-91"], "battle": [TAMER]}, memory=3)
        play(g, "option EV-91")
        assert state(g)["memory"] == 3 + gained, deck
    # From the hand, only the hand one: EV-96 in the hand is no card trashed from the deck.
    g = position(pool, p1={"hand": ["EV-94", "EV-97", "EV-96"], "battle": [TAMER]}, memory=3)
    play(g, "option EV-94")
    for number in ("EV-97", "EV-96"):
        if g.pending is not None and g.pending.kind == "card":
            play(g, f"card {number}")
    assert state(g)["players"]["p1"]["hand"] == []
    assert state(g)["memory"] == 5


def test_15_8_3_1_a_card_an_effect_trashes_from_security_plays_itself_from_the_trash(cards):
    pool = _pool(cards)
    g = position(pool, p1={"hand": ["EV-98"], "battle": [TAMER]}, p2={"security": ["EV-14"]})
    play(g, "option EV-98")
    assert g.pending is not None and g.pending.player == 1  # p2 chooses to play it
    play(g, "yes")
    p2 = state(g)["players"]["p2"]
    assert [s["cards"] for s in p2["battle"].values()] == [["EV-14"]]
    assert "EV-14" not in p2["trash"] and p2["security"] == 0


def test_15_8_5_1_when_you_would_use_this_card_reduces_its_use_cost_while_its_condition_holds(
    cards,
):
    pool = _pool(cards)
    theirs = [{"id": f"o{i}", "cards": ["EV-10"]} for i in range(2)]
    for p2, paid in (({"battle": theirs}, 1), ({}, 3)):
        g = position(pool, p1={"hand": ["EV-99"], "battle": [TAMER]}, p2=p2, memory=3)
        play(g, "option EV-99")
        assert state(g)["memory"] == 3 - paid + 1, paid
