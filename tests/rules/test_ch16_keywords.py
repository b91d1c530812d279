"""Comprehensive Rules chapter 16: <Security A.>, <Blocker>, <Recovery>.

Positions are built with `position(...)` exactly like scenario files; moves are driven with
`play(...)`. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state


def zone(g, player: str, name: str):
    return state(g)["players"][player][name]


def checks_made(cards, stack: list[str], p2_security: int = 5) -> int:
    """Attack p2 (Biyomon security cards) with `stack` on p1's turn; how many cards were checked."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": stack}]},
        p2={"security": ["ST1-02"] * p2_security},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert "a" in battle(g, "p1")
    return p2_security - zone(g, "p2", "security")


def holy_flamed(cards, stack: list[str], p2_security: int = 5, p1_hand: list[str] | None = None):
    """p2 gives p1's only Digimon `a` <Security A. -3> with Holy Flame and passes: p1's turn 3."""
    g = position(
        cards,
        p1={"hand": p1_hand or [], "battle": [{"id": "a", "cards": stack}]},
        p2={
            "hand": ["ST3-15"],
            "security": ["ST1-02"] * p2_security,
            "battle": [{"id": "sal", "cards": ["ST3-02"]}],
        },
        turn="p2",
        turn_number=2,
        memory=3,
    )
    play(g, "option ST3-15", "pass")
    assert state(g)["turn"] == "p1"
    assert kind(g) == "main"
    assert state(g)["memory"] == 3
    return g


# ---- 16-4 <Security A.> -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stack", "expected"),
    [(["ST1-07", "ST1-08"], 2), (["ST1-03", "ST1-07"], 1)],
    ids=["greymon-underneath", "greymon-on-top"],
)
def test_16_4_1_greymon_inherited_security_a_plus_1_checks_2_cards(cards, stack, expected):
    """16-4-1: Greymon's inherited <Security A. +1> gives 2 checks; on top it gives nothing."""
    assert checks_made(cards, stack) == expected


@pytest.mark.parametrize(
    ("stack", "expected"),
    [
        (["ST1-05", "ST1-11"], 1),
        (["ST1-02", "ST1-05", "ST1-11"], 2),
        (["ST1-02", "ST1-05", "ST1-09", "ST1-11"], 2),
        (["ST1-01", "ST1-02", "ST1-05", "ST1-09", "ST1-11"], 3),
    ],
    ids=["1-card", "2-cards", "3-cards", "4-cards"],
)
def test_16_4_1_wargreymon_gains_security_a_plus_1_per_2_digivolution_cards(cards, stack, expected):
    """16-4-1: WarGreymon checks 1 more card for every 2 digivolution cards it has."""
    assert checks_made(cards, stack) == expected


def test_16_4_3_security_a_instances_overlap(cards):
    """16-4-3: WarGreymon (3 digivolution cards: +1) with Greymon underneath (+1) checks 3."""
    assert checks_made(cards, ["ST1-03", "ST1-07", "ST1-09", "ST1-11"]) == 3


def test_16_4_3_plus_and_minus_combine_by_their_difference(cards):
    """16-4-3: WarGreymon +2, Greymon +1 and Holy Flame -3: 1 + 2 + 1 - 3 = 1 check."""
    stack = ["ST1-01", "ST1-03", "ST1-07", "ST1-09", "ST1-11"]
    assert checks_made(cards, stack) == 4  # without Holy Flame
    g = holy_flamed(cards, stack)
    play(g, "attack a player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 4


def test_16_4_4_the_number_of_checks_is_never_below_0(cards):
    """16-4-4: Agumon-Greymon with <Security A. -3> checks 0 cards, not a negative number."""
    g = holy_flamed(cards, ["ST1-03", "ST1-07"], p2_security=3)
    assert "attack a player" in legal(g)
    play(g, "attack a player")
    assert kind(g) == "main"
    assert state(g)["winner"] is None
    assert zone(g, "p2", "security") == 3
    assert battle(g, "p1")["a"]["suspended"] is True


def test_16_4_3_checks_are_recalculated_from_all_security_a_effects(cards):
    """16-4-3: at 0 checks from -3, gaining Greymon's +1 by digivolving gives 1 - 3 + 1 = -1,
    so still 0 checks, not 1."""
    g = holy_flamed(cards, ["ST1-03", "ST1-07"], p2_security=3, p1_hand=["ST1-08"])
    play(g, "digivolve a ST1-08")
    assert kind(g) == "main"
    assert battle(g, "p1")["a"]["cards"] == ["ST1-03", "ST1-07", "ST1-08"]
    assert state(g)["memory"] == 0
    play(g, "attack a player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 3


# ---- 16-5 <Blocker> -----------------------------------------------------------------------------


def test_16_5_1_only_the_defenders_blockers_are_offered(cards):
    """16-5-1: p1's own <Blocker> Coredramon is not offered on p1's turn; p2's Unimon is."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "block"
    assert state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["block wall", "no-block"]


def test_16_5_1_a_blocker_blocks_on_its_owners_opponents_turn(cards):
    """16-5-1: on p2's turn, p1's <Blocker> Coredramon is offered to p1 and can block."""
    g = position(
        cards,
        p1={"security": ["ST1-02"], "battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"battle": [{"id": "atk", "cards": ["ST1-04"]}, {"id": "wall", "cards": ["ST3-07"]}]},
        turn="p2",
        turn_number=2,
        memory=3,
    )
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["block core", "no-block"]
    play(g, "block core")
    assert kind(g) == "main"
    assert battle(g, "p2") and "atk" not in battle(g, "p2")
    assert battle(g, "p1")["core"]["suspended"] is True
    assert zone(g, "p1", "security") == 1


def test_12_1_2_a_block_happens_once_per_attack(cards):
    """12-1-2: after one block, the second <Blocker> is not asked again in that attack."""
    g = position(
        cards,
        p1={"battle": [{"id": "big", "cards": ["ST1-05", "ST1-08"]}]},
        p2={
            "security": ["ST1-02", "ST1-02"],
            "battle": [{"id": "wall1", "cards": ["ST3-07"]}, {"id": "wall2", "cards": ["ST2-07"]}],
        },
        memory=3,
    )
    play(g, "attack big player")
    assert legal(g) == ["block wall1", "block wall2", "no-block"]
    play(g, "block wall1")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["wall2"]
    assert battle(g, "p2")["wall2"]["suspended"] is False
    assert zone(g, "p2", "security") == 2


def test_16_5_a_blocker_that_blocked_is_suspended_and_can_not_block_again(cards):
    """16-5, 11-4-1: Unimon survives its block suspended, so p1's next attack isn't blockable."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "b", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02", "ST1-02"], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player", "block wall")
    assert list(battle(g, "p1")) == ["b"]
    assert battle(g, "p2")["wall"]["suspended"] is True
    play(g, "attack b player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 1


def test_16_5_a_suspended_blocker_can_not_block(cards):
    """16-5, 11-4-1: a suspended <Blocker> is not asked; the security check follows."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02", "ST1-02"],
            "battle": [{"id": "wall", "cards": ["ST3-07"], "suspended": True}],
        },
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 1
    assert list(battle(g, "p1")) == ["a"]


# ---- 16-6 <Recovery> ----------------------------------------------------------------------------


def test_16_6_1_recovery_plus_1_deck_puts_the_top_deck_card_on_security(cards):
    """16-6-1: Angewomon (3 security) recovers 1: the deck's top card (after the digivolution
    bonus draw) goes on top of the security stack."""
    g = position(
        cards,
        p1={
            "hand": ["ST3-09"],
            "deck": ["ST3-02", "ST3-03"] + ["ST1-02"] * 8,
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "gato", "cards": ["ST3-06"]}],
        },
        memory=3,
    )
    play(g, "digivolve gato ST3-09")
    assert kind(g) == "main"
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 4
    assert p1["deck"] == 8
    assert p1["hand"] == ["ST3-02"]
    top = g.players[0].security[-1]
    assert g.defs[top].number == "ST3-03"


def test_16_6_1_angewomon_does_not_recover_with_4_security(cards):
    """15-6-3: Angewomon's "if you have 3 or fewer security cards" fails with 4: no recovery."""
    g = position(
        cards,
        p1={
            "hand": ["ST3-09"],
            "security": ["ST1-02"] * 4,
            "battle": [{"id": "gato", "cards": ["ST3-06"]}],
        },
        memory=3,
    )
    play(g, "digivolve gato ST3-09")
    assert kind(g) == "main"
    assert zone(g, "p1", "security") == 4
    assert zone(g, "p1", "deck") == 9


def test_1_3_2_recovery_with_an_empty_deck_places_nothing(cards):
    """1-3-2: with an empty deck, Angewomon's <Recovery +1 (Deck)> places nothing; play goes on."""
    g = position(
        cards,
        p1={
            "hand": ["ST3-09"],
            "deck": [],
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "gato", "cards": ["ST3-06"]}],
        },
        memory=3,
    )
    play(g, "digivolve gato ST3-09")
    assert kind(g) == "main"
    assert state(g)["winner"] is None
    assert zone(g, "p1", "security") == 3
    assert zone(g, "p1", "deck") == 0
    assert zone(g, "p1", "hand") == []
    assert battle(g, "p1")["gato"]["top"] == "ST3-09"


def test_12_the_engine_hooks_every_keyword_where_the_registry_says_it_acts():
    """The hook sets come from the registry (`Keyword.acts`): a keyword that triggers on its
    Digimon's deletion or attack has the engine rule that activates it."""
    from digimon_tui.cards.keywords import KEYWORDS
    from digimon_tui.engine import keywords as engine_keywords

    hooked = set(engine_keywords.ON_DELETION) | set(engine_keywords.ON_ATTACK)
    assert hooked == {k.key for k in KEYWORDS.values() if k.acts in ("on_deletion", "on_attack")}
    assert hooked <= engine_keywords._ACTIVATE.keys()
    assert {k.key for k in KEYWORDS.values() if k.acts == "before_deletion"} <= (
        engine_keywords.INTERRUPTS
    )
