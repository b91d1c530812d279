""" "When X" events about hands, plays, digivolutions and attack targets (15-8-3-1):
- "when an effect adds cards to your opponent's hand": returning their Digimon to the hand,
  once for the Digimon one effect returns together; a <Draw> of yours is no card added to
  theirs; the draw phase's draw is no effect;
- "when you play a Tamer", "when your opponent plays a Digimon or Tamer" and "when you play
  [Name]": Tamers are played too (15-12-1-4 keeps them Tamers, not Digimon);
- "when one of your other Digimon digivolves": any digivolution, not this Digimon's own;
- "when an attack target is switched" and "when this Digimon's attack target is switched": by
  a block (12-1-7-1) and by <Raid> (16-23), 11-2-7-2; not by an attack that goes on as
  declared.

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, play, position, state, with_cards
from test_random_play import check_invariants

_tamer = partial(builders.tamer, colors=("blue",), cost=0)
_option = partial(builders.option, colors=("blue",))


def _mon(number: str, *, level: int = 3, cost: int = 0, **more) -> dict:
    """A blue Digimon, digivolving from blue one level below for 1."""
    digivolve = [{"color": "blue", "level": level - 1, "cost": 1}]
    return builders.digimon(
        number, level=level, colors=("blue",), cost=cost, digivolve=digivolve, **more
    )


def _pool(cards):
    return with_cards(
        cards,
        _tamer(
            "HP-01",
            text="[Your Turn] When an effect adds cards to your opponent's hand, gain 1 memory.",
        ),
        _tamer("HP-02", text="[Your Turn] When you play a Tamer, gain 1 memory."),
        _tamer(
            "HP-03",
            text="[Opponent's Turn] When an opponent plays a Digimon or Tamer, gain 2 memory.",
        ),
        _tamer(
            "HP-04", text="[Your Turn] When you play [Tamer HP-09] or [Mon HP-12], gain 1 memory."
        ),
        _tamer("HP-09"),
        _option("HP-90", text="[Main] Return all of your opponent's Digimon to its owner's hand."),
        _option("HP-91", text="[Main] <Draw 2>."),
        _mon(
            "HP-10",
            text="[Your Turn] When one of your other Digimon digivolves, gain 1 memory.",
        ),
        _mon("HP-11"),
        _mon("HP-12", level=4),
        _mon(
            "HP-13",
            text="[All Turns] When an attack target is switched, gain 1 memory.",
        ),
        _mon(
            "HP-14",
            effects=[
                {"keyword": "raid"},
                *builders.compiled(
                    "[Your Turn] When this Digimon's attack target is switched, "
                    "this Digimon gets +3000 DP for the turn."
                ),
            ],
        ),
        _mon("HP-15", effects=[{"keyword": "blocker"}]),
        _mon("HP-16", dp=5000),
    )


def test_15_8_3_1_returning_the_opponents_digimon_adds_cards_to_their_hand_once(cards):
    pool = _pool(cards)
    theirs = [{"id": f"o{i}", "cards": ["HP-11"]} for i in range(2)]
    for option, p2, gained in (("HP-90", {"battle": theirs}, 1), ("HP-91", {}, 0)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["HP-01"]}], "hand": [option]},
            p2=p2,
            memory=3,
        )
        play(g, f"option {option}")
        assert len(state(g)["players"]["p2" if p2 else "p1"]["hand"]) == 2, option
        assert state(g)["memory"] == 3 + gained, option


def test_15_8_3_1_playing_a_tamer_triggers_and_playing_a_digimon_does_not(cards):
    pool = _pool(cards)
    for card, gained in (("HP-09", 1), ("HP-11", 0)):
        g = position(
            pool, p1={"battle": [{"id": "t", "cards": ["HP-02"]}], "hand": [card]}, memory=3
        )
        play(g, f"play {card}")
        assert state(g)["memory"] == 3 + gained, card


def test_15_8_3_1_an_opponent_playing_a_digimon_or_a_tamer_triggers(cards):
    pool = _pool(cards)
    for card in ("HP-09", "HP-11"):
        g = position(
            pool,
            p1={"hand": [card]},
            p2={"battle": [{"id": "t", "cards": ["HP-03"]}]},
            memory=3,
        )
        play(g, f"play {card}")
        assert state(g)["memory"] == 3 - 2, card  # p2 gains 2: p1's side loses 2


def test_15_8_3_1_playing_a_card_by_name_triggers_for_those_names_only(cards):
    pool = _pool(cards)
    for card, gained in (("HP-09", 1), ("HP-12", 1), ("HP-11", 0)):
        g = position(
            pool, p1={"battle": [{"id": "t", "cards": ["HP-04"]}], "hand": [card]}, memory=3
        )
        play(g, f"play {card}")
        assert state(g)["memory"] == 3 + gained, card


def test_15_8_3_1_another_digimon_digivolving_triggers_and_this_one_does_not(cards):
    pool = _pool(cards)
    mons = [{"id": "a", "cards": ["HP-10"]}, {"id": "b", "cards": ["HP-11"]}]
    for who, gained in (("b", 1), ("a", 0)):
        g = position(pool, p1={"battle": mons, "hand": ["HP-12"]}, memory=3)
        play(g, f"digivolve {who} HP-12")
        assert battle(g, "p1")[who]["cards"][-1] == "HP-12", who
        assert state(g)["memory"] == 3 - 1 + gained, who


def _attack(pool, attacker: str, p2_battle: list[dict], listener: str = "HP-13"):
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": [attacker]}, {"id": "l", "cards": [listener]}]},
        p2={"battle": p2_battle, "security": ["HP-91"] * 3},
        memory=3,
        turn_number=3,
    )


def test_11_2_7_2_a_block_switches_the_attack_target(cards):
    pool = _pool(cards)
    g = _attack(pool, "HP-11", [{"id": "b", "cards": ["HP-15"]}])
    play(g, "attack a player", "block b")
    assert state(g)["memory"] == 3 + 1
    g = _attack(pool, "HP-11", [{"id": "b", "cards": ["HP-15"]}])
    play(g, "attack a player", "no-block")
    assert state(g)["memory"] == 3


def test_16_23_raid_switching_the_target_triggers_this_digimons_effect(cards):
    pool = _pool(cards)
    for answer, gained in (("raid x", 1), ("no-raid", 0)):
        g = _attack(pool, "HP-14", [{"id": "x", "cards": ["HP-16"]}])
        play(g, "attack a player", answer)
        if g.pending is not None and g.pending.kind == "order":  # both effects trigger
            play(g, "first 1")
        assert state(g)["memory"] == 3 + gained, answer
        # +3000 DP: the 3000 DP attacker beats the 5000 DP Digimon it was switched to.
        assert ("a" in battle(g, "p1")) is True, answer
        assert ("x" in battle(g, "p2")) is (answer == "no-raid"), answer


COSTED = _mon(
    "HP-20",
    level=5,
    dp=7000,
    cost=8,
    text="When you would play this card, by deleting 1 of your level 4 Digimon, "
    "reduce the play cost by 6.",
)


def test_15_8_5_1_a_play_reduction_with_a_cost_is_paid_as_the_card_is_played(cards):
    pool = with_cards(_pool(cards), COSTED)
    mine = [{"id": "m", "cards": ["HP-12"]}]
    # Paid: the level 4 Digimon is deleted and the card costs 2.
    g = position(pool, p1={"battle": mine, "hand": ["HP-20"]}, memory=3)
    play(g, "play HP-20")
    if g.pending is not None and g.pending.kind == "optional":
        play(g, "yes")
    assert [s["cards"] for s in battle(g, "p1").values()] == [["HP-20"]]
    assert state(g)["players"]["p1"]["trash"] == ["HP-12"]
    assert state(g)["memory"] == 3 - 2
    # Declined: it costs 8. While the question is asked, the card is in no one's hand and
    # lost to no zone (it waits to be played, 7-1-1).
    g = position(pool, p1={"battle": mine, "hand": ["HP-20"]}, memory=8)
    play(g, "play HP-20")
    assert g.pending is not None and g.pending.kind == "optional"
    check_invariants(g)
    play(g, "no")
    assert "m" in battle(g, "p1") and state(g)["memory"] == 0
    # Nothing to delete: no question, no reduction.
    g = position(pool, p1={"hand": ["HP-20"]}, memory=10)
    play(g, "play HP-20")
    assert state(g)["memory"] == 10 - 8


PLACER = _mon(
    "HP-30",
    level=4,
    text="[When Digivolving] Place 1 Digimon card from your hand under this Digimon as its "
    "bottom digivolution card. [Your Turn] When an effect places a digivolution card under "
    "this Digimon, gain 1 memory.",
)
PLACED_WATCH = _tamer(
    "HP-31",
    text="[Your Turn] When one of your effects places a digivolution card under one of your "
    "Digimon, gain 1 memory.",
)


def test_15_8_3_1_an_effect_placing_a_digivolution_card_triggers_and_digivolving_does_not(cards):
    pool = with_cards(_pool(cards), PLACER, PLACED_WATCH)
    tamer = {"id": "t", "cards": ["HP-31"]}
    for into, gained in (("HP-30", 2), ("HP-12", 0)):
        g = position(
            pool,
            p1={"battle": [tamer, {"id": "m", "cards": ["HP-11"]}], "hand": [into, "HP-11"]},
            memory=3,
        )
        play(g, f"digivolve m {into}")
        while g.pending is not None and g.pending.kind in ("order", "card"):
            play(g, "first 1" if g.pending.kind == "order" else "card HP-11")
        placed = into == "HP-30"
        assert len(battle(g, "p1")["m"]["cards"]) == (3 if placed else 2), into
        assert state(g)["memory"] == 3 - 1 + gained, into


WOULD = _mon(
    "HP-40",
    text="[Your Turn] When this Digimon would digivolve, if you have 3 or fewer security cards, "
    "<Recovery +1 (Deck)>.",
)


def test_15_8_3_1_a_would_digivolve_effect_activates_before_the_digivolution(cards):
    pool = with_cards(_pool(cards), WOULD)
    for security, after in ((["HP-91"] * 3, 4), (["HP-91"] * 4, 4)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "m", "cards": ["HP-40"]}],
                "hand": ["HP-12"],
                "security": security,
            },
            memory=3,
        )
        play(g, "digivolve m HP-12")
        assert battle(g, "p1")["m"]["cards"] == ["HP-40", "HP-12"]
        assert state(g)["players"]["p1"]["security"] == after, len(security)
        assert state(g)["memory"] == 3 - 1
