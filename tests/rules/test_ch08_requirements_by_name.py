"""2-3-5-1 and 8-1-3-1: digivolution requirements by name or trait ("[Digivolve] [Agumon]:
Cost 0", "[Digivolve] Lv.4 w/[Greymon] in name: Cost 1", "... w/[Reptile] trait ..."), met by
the Digimon's top card, in the main phase, by an effect and in Sealed play.

ST1 cards: Agumon (ST1-03, red Lv.3, Reptile), Biyomon (ST1-02, red Lv.3, Bird), Dracomon
(ST1-04, red Lv.3, Dragon), Birdramon (ST1-05, red Lv.4) and Greymon (ST1-07, red Lv.4).
"""

from __future__ import annotations

from functools import partial

import pytest
from builders import digimon
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.engine import refusals
from digimon_tui.engine.scenario import build
from digimon_tui.loop.moves import IllegalMove, Move

_digimon = partial(digimon, cost=5, dp=5000)
"""A Digimon with the digivolution requirements a test gives."""


NAMEMON = _digimon(
    # from red Lv.3 for 3; [Digivolve] [Agumon]: Cost 0
    "TST-1401",
    name="Namemon",
    digivolve=[{"color": "red", "level": 3, "cost": 3}, {"names": ["Agumon"], "cost": 0}],
)
SAURMON = _digimon(
    # [Digivolve] Lv.4 w/[Greymon] in name: Cost 1 (no requirement by colour)
    "TST-1402",
    name="Saurmon",
    digivolve=[{"level": 4, "name_contains": ["Greymon"], "cost": 1}],
    level=5,
)
DINOMON = _digimon(
    # a yellow Digimon: [Digivolve] Lv.3 w/[Reptile] trait: Cost 1
    "TST-1403",
    name="Dinomon",
    digivolve=[{"level": 3, "traits": ["Reptile"], "cost": 1}],
    colors=["yellow"],
)
ZEROMON = _digimon(
    # "Greymon Zero": a Digimon printed without a level (2-9-2)
    "TST-1404",
    name="Greymon Zero",
    digivolve=[{"color": "red", "level": 3, "cost": 2}],
    level=None,
)
CALLER = _digimon(
    # [When Attacking] Digivolve this Digimon into a Digimon card in your hand for its
    # digivolution cost.
    "TST-1405",
    name="Callermon",
    digivolve=[{"color": "red", "level": 2, "cost": 0}],
    level=3,
    effects=[
        {
            "timing": "when_attacking",
            "steps": [{"do": "digivolve", "into": {"zone": "hand"}, "free": False}],
        }
    ],
)

DECK = ["ST1-02"] * 10


def memory(g) -> int:
    return state(g)["memory"]


def test_2_3_5_1_a_requirement_by_name_is_met_by_a_digimon_of_that_name(cards):
    """2-3-5-1, 8-1-3-1: Namemon digivolves from Agumon for 0 (by name) and from Biyomon,
    another red Lv.3, for 3 (its colour requirement): each pays the cheapest it meets."""
    g = position(
        with_cards(cards, NAMEMON),
        p1={
            "hand": ["TST-1401", "TST-1401"],
            "deck": DECK,
            "battle": [{"id": "ag", "cards": ["ST1-03"]}, {"id": "bi", "cards": ["ST1-02"]}],
        },
        memory=3,
    )
    play(g, "digivolve ag TST-1401")
    assert battle(g, "p1")["ag"]["top"] == "TST-1401"
    assert memory(g) == 3
    play(g, "digivolve bi TST-1401")
    assert battle(g, "p1")["bi"]["top"] == "TST-1401"
    assert memory(g) == 0


def test_2_3_5_1_in_name_needs_both_the_level_and_the_name(cards):
    """2-3-5-1: Saurmon digivolves from a Lv.4 with [Greymon] in its name: Greymon yes;
    Birdramon (Lv.4) and Agumon (Lv.3) no, and the refusal names the requirement."""
    g = position(
        with_cards(cards, SAURMON),
        p1={
            "hand": ["TST-1402"],
            "deck": DECK,
            "battle": [
                {"id": "gm", "cards": ["ST1-07"]},
                {"id": "bd", "cards": ["ST1-05"]},
                {"id": "ag", "cards": ["ST1-03"]},
            ],
        },
        memory=3,
    )
    moves = legal(g)
    assert "digivolve gm TST-1402" in moves
    assert "digivolve bd TST-1402" not in moves
    assert "digivolve ag TST-1402" not in moves
    why = refusals.why_illegal(g, Move("digivolve", ("bd", "TST-1402")))
    assert "Lv.4 w/[Greymon] in name" in why and "(8-1-3-1)" in why
    play(g, "digivolve gm TST-1402")
    assert memory(g) == 2


def test_2_3_5_1_a_trait_requirement_takes_any_colour_with_the_trait(cards):
    """2-3-5-1: yellow Dinomon digivolves from a Lv.3 with the [Reptile] trait: red Agumon
    yes (no colour asked), Dracomon (Dragon) no."""
    g = position(
        with_cards(cards, DINOMON),
        p1={
            "hand": ["TST-1403"],
            "deck": DECK,
            "battle": [{"id": "ag", "cards": ["ST1-03"]}, {"id": "dr", "cards": ["ST1-04"]}],
        },
        memory=3,
    )
    assert "digivolve dr TST-1403" not in legal(g)
    with pytest.raises(IllegalMove, match="8-1-3-1"):
        g.apply("digivolve dr TST-1403")
    play(g, "digivolve ag TST-1403")
    assert battle(g, "p1")["ag"]["cards"] == ["ST1-03", "TST-1403"]
    assert memory(g) == 2


def test_2_9_2_a_digimon_without_a_level_cant_meet_a_requirement_with_one(cards):
    """2-9-2: Greymon Zero has [Greymon] in its name but no level: Saurmon's "Lv.4 w/[Greymon]
    in name" is not met."""
    g = position(
        with_cards(cards, SAURMON, ZEROMON),
        p1={"hand": ["TST-1402"], "deck": DECK, "battle": [{"id": "z", "cards": ["TST-1404"]}]},
        memory=3,
    )
    assert "digivolve z TST-1402" not in legal(g)


def test_sealed_play_ignores_colour_but_not_a_trait_requirement(cards):
    """Sealed rules (Special Game Rules): colour requirements are ignored, so red Dracomon
    digivolves into Ikkakumon (from blue Lv.3), but not into Dinomon (w/[Reptile] trait)."""
    g = build(
        with_cards(cards, DINOMON),
        {
            "format": "sealed",
            "state": {"turn": "p1", "phase": "main", "memory": 5},
            "p1": {
                "hand": ["TST-1403", "ST2-05"],
                "deck": DECK,
                "battle": [{"id": "dr", "cards": ["ST1-04"]}],
            },
            "p2": {"deck": DECK},
        },
    )
    moves = legal(g)
    assert "digivolve dr ST2-05" in moves
    assert "digivolve dr TST-1403" not in moves


def test_8_1_1_digivolving_by_an_effect_honours_a_requirement_by_name(cards):
    """8-1-1, 2-3-5-1: Callermon's [When Attacking] digivolves it from the hand for the cost:
    Saurmon (from a Lv.4 w/[Greymon] in name) isn't offered; Dinomon (from a Lv.3 w/[Reptile]
    trait) isn't either, Callermon being red but no Reptile; Namemon (red Lv.3 for 3) is."""
    g = position(
        with_cards(cards, CALLER, NAMEMON, SAURMON, DINOMON),
        p1={
            "hand": ["TST-1402", "TST-1403", "TST-1401"],
            "deck": DECK,
            "battle": [{"id": "c", "cards": ["ST1-01", "TST-1405"]}],
        },
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "attack c player")
    assert kind(g) == "card"
    assert legal(g) == ["card TST-1401", "done"]
    play(g, "card TST-1401")
    assert battle(g, "p1")["c"]["top"] == "TST-1401"
    assert memory(g) == 0


SAVEREQMON = _digimon(
    # [Digivolve] Lv.4 w/<Save> in its text: Cost 1 (no requirement by colour)
    "TST-1406",
    name="Savereqmon",
    digivolve=[{"level": 4, "in_text": ["save"], "cost": 1}],
    level=5,
)
SAVERMON = _digimon(
    # a Lv.4 with [On Deletion] <Save> printed in its own text
    "TST-1407",
    name="Savermon",
    digivolve=[{"color": "red", "level": 3, "cost": 2}],
    effects=[{"keyword": "save"}],
)
HEIRMON = _digimon(
    # a Lv.4 with <Save> printed only as an inherited effect
    "TST-1408",
    name="Heirmon",
    digivolve=[{"color": "red", "level": 3, "cost": 2}],
    inherited=[{"keyword": "save"}],
)


def test_2_3_5_1_a_keyword_in_its_text_is_met_by_a_top_card_printing_it(cards):
    """2-3-5-1: Savereqmon digivolves from a Lv.4 w/<Save> in its text: Savermon (its own
    effect) and Heirmon (an inherited effect) yes; Greymon (Lv.4, no <Save>) no, and the
    refusal names the requirement."""
    g = position(
        with_cards(cards, SAVEREQMON, SAVERMON, HEIRMON),
        p1={
            "hand": ["TST-1406", "TST-1406"],
            "deck": DECK,
            "battle": [
                {"id": "sv", "cards": ["TST-1407"]},
                {"id": "hr", "cards": ["TST-1408"]},
                {"id": "gm", "cards": ["ST1-07"]},
            ],
        },
        memory=3,
    )
    moves = legal(g)
    assert "digivolve gm TST-1406" not in moves
    why = refusals.why_illegal(g, Move("digivolve", ("gm", "TST-1406")))
    assert "Lv.4 w/<Save> in its text" in why
    play(g, "digivolve sv TST-1406")
    play(g, "digivolve hr TST-1406")
    assert battle(g, "p1")["sv"]["top"] == battle(g, "p1")["hr"]["top"] == "TST-1406"
    assert memory(g) == 1


TAMERMON = _digimon(
    # [Digivolve] [Tai Kamiya]: Cost 2, a requirement by name that a Tamer meets
    "TST-1405",
    name="Tamermon",
    digivolve=[{"color": "red", "level": 3, "cost": 3}, {"names": ["Tai Kamiya"], "cost": 2}],
    level=4,
)


def test_8_1_3_1_a_tamer_of_the_name_meets_a_requirement_by_name(cards):
    """8-1-3-1, 2-3-5-3: the player chooses one of their cards on the field that meets the
    requirement: Tai Kamiya (ST1-12) digivolves into Tamermon for 2 and the stack is a
    Digimon; another Tamer (Matt Ishida, ST2-12) is refused with the reason."""
    g = position(
        with_cards(cards, TAMERMON),
        p1={
            "hand": ["TST-1405"],
            "deck": DECK,
            "battle": [{"id": "tai", "cards": ["ST1-12"]}, {"id": "matt", "cards": ["ST2-12"]}],
        },
        memory=3,
    )
    moves = legal(g)
    assert "digivolve tai TST-1405" in moves
    assert "digivolve matt TST-1405" not in moves
    why = refusals.why_illegal(g, Move("digivolve", ("matt", "TST-1405")))
    assert "not a Tamer its text names" in why
    play(g, "digivolve tai TST-1405")
    assert battle(g, "p1")["tai"]["cards"] == ["ST1-12", "TST-1405"]
    assert battle(g, "p1")["tai"]["kind"] == "digimon"
    assert memory(g) == 1
