""" "When X" events about security stacks and <Digi-Burst> (15-8-3-1), as the engine fires them:
- "when a card is removed from your security stack": by an effect that trashes it, once for
  the cards one effect trashes together, by a security check (13-1) and by <Barrier> (16-25-3);
  "your opponent's security stack" and "a security stack" for the other stacks;
- "when a card is added to your security stack": by <Recovery> once for the cards it places
  together, by an effect placing a Digimon there; not for the other player's stack;
- a digivolution card's own "when this card is trashed due to activating this Digimon's
  <Digi-Burst>, return this card to its owner's hand": from the trash (16-14);
- a digivolution card's own "when an effect trashes this digivolution card": from the trash,
  not when its Digimon is deleted (the rules trash it then).

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, play, position, state, with_cards

_mon = partial(builders.digimon, colors=("yellow",), digivolve=())
_tamer = partial(builders.tamer, colors=("yellow",))
_option = partial(builders.option, colors=("yellow",))


def _pool(cards):
    return with_cards(
        cards,
        _tamer(
            "SS-01",
            text="[All Turns] When a card is removed from your security stack, gain 1 memory.",
        ),
        _tamer(
            "SS-02",
            text="[Your Turn] When a card is removed from your opponent's security stack, "
            "gain 1 memory.",
        ),
        _tamer(
            "SS-03", text="[All Turns] When a card is removed from a security stack, gain 1 memory."
        ),
        _tamer(
            "SS-04", text="[Your Turn] When a card is added to your security stack, gain 1 memory."
        ),
        _tamer(
            "SS-05", text="[All Turns] When a card is added to your security stack, gain 1 memory."
        ),
        _option("SS-90", text="[Main] Trash the top card of your security stack."),
        _option("SS-91", text="[Main] Trash the top 2 cards of your security stack."),
        _option("SS-92", text="[Main] Trash the top card of your opponent's security stack."),
        _option("SS-93", text="[Main] <Recovery +2 (Deck)>."),
        _option(
            "SS-94",
            text="[Main] Place 1 of your Digimon at the bottom of its owner's security stack "
            "face down.",
        ),
        _mon(
            "SS-10",
            level=3,
            inherited="[Your Turn] When this card is trashed due to activating this Digimon's "
            "<Digi-Burst>, return this card to its owner's hand.",
        ),
        _mon("SS-11", level=3),
        _mon("SS-13", level=3, effects=[{"keyword": "barrier"}]),
        _mon("SS-14", level=5, dp=9000),
        _mon(
            "SS-12",
            level=5,
            text="[Main] <Digi-Burst 1> ・Gain 1 memory.",
        ),
    )


SECURITY = ["ST1-02", "ST1-02", "ST1-02"]


def test_15_8_3_1_cards_an_effect_trashes_from_your_security_stack_trigger_once(cards):
    pool = _pool(cards)
    for option, gained, trashed in (("SS-90", 1, 1), ("SS-91", 1, 2), ("SS-92", 0, 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": ["SS-01"]}],
                "hand": [option],
                "security": SECURITY,
            },
            p2={"security": SECURITY},
            memory=3,
        )
        play(g, f"option {option}")
        assert state(g)["players"]["p1"]["security"] == 3 - trashed, option
        assert state(g)["memory"] == 3 + gained, option


def test_15_8_3_1_a_security_check_removes_a_card_from_the_opponents_security_stack(cards):
    pool = _pool(cards)
    for tamer, gained in (("SS-02", 1), ("SS-03", 1), ("SS-01", 0)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": [tamer]}, {"id": "m", "cards": ["SS-11"]}]},
            p2={"security": ["SS-90", "SS-90"]},
            memory=3,
            turn_number=3,
        )
        play(g, "attack m player")
        assert state(g)["players"]["p2"]["security"] == 1, tamer
        assert state(g)["memory"] == 3 + gained, tamer


def test_11_5_1_1_an_effect_a_security_check_triggers_activates_before_the_security_battle(
    cards,
):
    """13-1-8-2-1, 15-4-3: what the check triggered ("when a card is removed from your opponent's
    security stack, 1 of your Digimon gets +3000 DP") activates after the card's [Security]
    effect and before the battle with it (BT14-082 Tai Kamiya, ruling Q2455): 3000 + 3000
    DP beats the 5000 DP Security Digimon."""
    text = (
        "[Your Turn] When a card is removed from your opponent's security stack, 1 of your "
        "Digimon gets +3000 DP for the turn."
    )
    pool = with_cards(_pool(cards), _tamer("SS-06", text=text), _mon("SS-15", level=3, dp=5000))
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["SS-06"]}, {"id": "m", "cards": ["SS-11"]}]},
        p2={"security": ["SS-15", "ST1-02"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack m player")
    assert battle(g, "p1")["m"]["dp"] == 6000
    assert state(g)["players"]["p2"]["trash"] == ["SS-15"]


def test_16_25_3_barrier_trashing_your_security_card_triggers_its_removal(cards):
    pool = _pool(cards)
    g = position(
        pool,
        p1={
            "battle": [{"id": "t", "cards": ["SS-01"]}, {"id": "a", "cards": ["SS-13"]}],
            "security": SECURITY,
        },
        p2={"security": ["SS-14"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player", "barrier a")
    assert "a" in battle(g, "p1")
    assert state(g)["players"]["p1"]["security"] == 2
    assert state(g)["memory"] == 3 + 1  # p2's stack lost its card too: not p1's listener's


def test_15_8_3_1_an_effect_trashing_the_opponents_security_triggers_their_side_only(cards):
    pool = _pool(cards)
    for tamer, gained in (("SS-02", 1), ("SS-03", 1), ("SS-01", 0)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": [tamer]}], "hand": ["SS-92"]},
            p2={"security": SECURITY},
            memory=3,
        )
        play(g, "option SS-92")
        assert state(g)["players"]["p2"]["security"] == 2, tamer
        assert state(g)["memory"] == 3 + gained, tamer


def test_15_8_3_1_cards_added_to_your_security_stack_together_trigger_once(cards):
    pool = _pool(cards)
    for option, gained, added in (("SS-93", 1, 2), ("SS-94", 1, 1)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": ["SS-04"]}, {"id": "m", "cards": ["SS-11"]}],
                "hand": [option],
                "security": SECURITY,
            },
            memory=3,
        )
        play(g, f"option {option}")
        if g.pending is not None and g.pending.kind == "target":
            play(g, "target m")
        assert state(g)["players"]["p1"]["security"] == 3 + added, option
        assert state(g)["memory"] == 3 + gained, option
    # The opponent's stack growing is no card added to theirs: p2's listener stays quiet.
    g = position(
        pool,
        p1={"hand": ["SS-93"], "battle": [{"id": "t", "cards": ["SS-04"]}]},
        p2={"battle": [{"id": "u", "cards": ["SS-05"]}]},
        memory=3,
    )
    play(g, "option SS-93")
    assert state(g)["players"]["p1"]["security"] == 2
    assert state(g)["memory"] == 3 + 1


def test_16_14_a_card_trashed_by_digi_burst_returns_itself_to_the_hand(cards):
    pool = _pool(cards)
    for under, back in (("SS-10", True), ("SS-11", False)):
        g = position(
            pool,
            p1={"battle": [{"id": "h", "cards": [under, "SS-12"]}]},
            memory=3,
        )
        play(g, "activate h")
        if g.pending is not None and g.pending.kind == "card":
            play(g, f"card {under}")
        p1 = state(g)["players"]["p1"]
        assert battle(g, "p1")["h"]["cards"] == ["SS-12"]
        assert state(g)["memory"] == 4
        assert (p1["hand"] == [under]) is back, under
        assert (p1["trash"] == [under]) is not back, under


SOURCE = _mon(
    "SS-20",
    level=3,
    inherited="[Opponent's Turn] When an effect trashes this digivolution card, gain 1 memory.",
)
STRIP = _option(
    "SS-95", text="[Main] Trash the bottom digivolution card of 1 of your opponent's Digimon."
)
KILL = _option("SS-96", text="[Main] Delete 1 of your opponent's Digimon.")


def test_15_8_3_1_an_effect_trashing_this_digivolution_card_triggers_it_from_the_trash(cards):
    pool = with_cards(_pool(cards), SOURCE, STRIP, KILL)
    for option, gained in (("SS-95", 1), ("SS-96", 0)):
        g = position(
            pool,
            p1={"hand": [option], "battle": [{"id": "t", "cards": ["SS-04"]}]},
            p2={"battle": [{"id": "x", "cards": ["SS-20", "SS-12"]}]},
            memory=3,
        )
        play(g, f"option {option}")
        assert "SS-20" in state(g)["players"]["p2"]["trash"], option
        assert state(g)["memory"] == 3 - gained, option  # p2 gains: p1's side loses
