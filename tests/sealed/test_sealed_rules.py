"""The Sealed rules in the engine (Sealed rules, "Special Game Rules"; the text is
/work/shared/rules/sealed-format-rules.txt): colour ignored when digivolving, except where
the rules keep it; a level 3 Digimon placed in an empty breeding area; the format kept by
save, load and replay."""

from __future__ import annotations

from typing import Any

import pytest
from games import play, with_cards

from digimon_tui.engine.game import Game
from digimon_tui.engine.scenario import build
from digimon_tui.engine.serialize import full_state, load_data, save_data
from digimon_tui.loop.moves import IllegalMove


def digimon(number: str, colour: str, level: int, **more: Any) -> dict[str, Any]:
    card = {
        "number": number,
        "name": number,
        "category": "digimon",
        "colors": [colour],
        "level": level,
        "cost": 3,
        "dp": 1000 * level,
    }
    return card | more


def dig_by_effect(number: str, colours: list[str]) -> dict[str, Any]:
    """A red level 4 Digimon whose [Main] effect digivolves it into a level 5 Digimon card
    in the hand, naming the colours given (none: "1 level 5 Digimon card")."""
    into = {"zone": "hand", "categories": ["digimon"], "min_level": 5, "max_level": 5}
    if colours:
        into["colors"] = colours
    return digimon(
        number,
        "red",
        4,
        effects=[{"timing": "main", "steps": [{"do": "digivolve", "into": into}]}],
    )


TEST_CARDS = [
    digimon("SLD-01", "red", 4),
    digimon("SLD-02", "blue", 5, digivolve=[{"color": "blue", "level": 4, "cost": 2}]),
    digimon("SLD-03", "green", 4),
    digimon(
        "SLD-04",
        "blue",
        5,
        dna={
            "top": {"color": "blue", "level": 4},
            "bottom": {"color": "yellow", "level": 4},
            "cost": 0,
        },
    ),
    digimon("SLD-05", "green", 3),
    dig_by_effect("SLD-06", []),
    dig_by_effect("SLD-07", ["blue"]),
    {
        "number": "SLD-08",
        "name": "Blue option",
        "category": "option",
        "colors": ["blue"],
        "cost": 0,
    },
    {"number": "SLD-09", "name": "Red tamer", "category": "tamer", "colors": ["red"], "cost": 0},
    digimon(
        "SLD-10",
        "red",
        3,
        effects=[
            {
                "timing": "main",
                "condition": {"in_play": [{"kinds": ["tamer"], "colors": ["blue"]}]},
                "steps": [{"do": "draw", "amount": 1}],
            }
        ],
    ),
    {"number": "SLD-11", "name": "Blue tamer", "category": "tamer", "colors": ["blue"], "cost": 0},
]


@pytest.fixture(scope="module")
def sealed_cards(cards):
    return with_cards(cards, *TEST_CARDS)


def at(cards, fmt: str, p1: dict[str, Any], phase: str = "main", memory: int = 5) -> Game:
    p1 = {"deck": ["SLD-05"] * 10, **p1}
    return build(
        cards,
        {
            "format": fmt,
            "state": {"phase": phase, "memory": memory, "turn_number": 3},
            "p1": p1,
            "p2": {"deck": ["SLD-05"] * 10},
        },
    )


def moves(g: Game) -> list[str]:
    return [str(m) for m in g.legal_moves()]


@pytest.mark.parametrize(("fmt", "offered"), [("standard", False), ("sealed", True)])
def test_colour_is_ignored_for_standard_digivolution(sealed_cards, fmt, offered):
    """Sealed rules, Special Game Rules: "players can ignore digivolution color
    requirements, but must still meet level and digivolution cost requirements"."""
    g = at(sealed_cards, fmt, {"battle": [{"id": "a", "cards": ["SLD-01"]}], "hand": ["SLD-02"]})
    assert ("digivolve a SLD-02" in moves(g)) is offered


def test_level_and_cost_still_apply_in_sealed(sealed_cards):
    """The same rule: level and digivolution cost must still be met."""
    g = at(
        sealed_cards, "sealed", {"battle": [{"id": "a", "cards": ["SLD-05"]}], "hand": ["SLD-02"]}
    )
    assert "digivolve a SLD-02" not in moves(g)
    poor = at(
        sealed_cards,
        "sealed",
        {"battle": [{"id": "a", "cards": ["SLD-01"]}], "hand": ["SLD-02"]},
        memory=-9,
    )
    assert "digivolve a SLD-02" not in moves(poor)


@pytest.mark.parametrize(("fmt", "offered"), [("standard", False), ("sealed", True)])
def test_colour_is_ignored_for_dna_digivolution(sealed_cards, fmt, offered):
    """Sealed rules, Special Game Rules: "Color can also be ignored for DNA Digivolution
    ... all other conditions, such as level ... must be met"; and "you can stack cards on
    top of the Digimon of your choosing": both orders are offered."""
    field = {
        "battle": [{"id": "a", "cards": ["SLD-01"]}, {"id": "b", "cards": ["SLD-03"]}],
        "hand": ["SLD-04"],
    }
    legal = moves(at(sealed_cards, fmt, field))
    assert ("dna a b SLD-04" in legal) is offered
    assert ("dna b a SLD-04" in legal) is offered
    wrong_level = {
        **field,
        "battle": [{"id": "a", "cards": ["SLD-01"]}, {"id": "b", "cards": ["SLD-05"]}],
    }
    assert not any(m.startswith("dna") for m in moves(at(sealed_cards, fmt, wrong_level)))


def test_an_effect_naming_no_colour_digivolves_ignoring_colour(sealed_cards):
    """Sealed rules, Special Game Rules: "when digivolving via card effect, if no color is
    specified by the effect, color requirements can be ignored"."""
    for fmt, done in (("standard", False), ("sealed", True)):
        g = at(
            sealed_cards, fmt, {"battle": [{"id": "a", "cards": ["SLD-06"]}], "hand": ["SLD-02"]}
        )
        play(g, "activate a")
        if g.pending is not None and g.pending.kind == "card":
            play(g, "card SLD-02")
        top = g.permanent("a").cards[-1]
        assert (g.defs[top].number == "SLD-02") is done, fmt


def test_an_effect_naming_a_colour_keeps_colour_requirements(sealed_cards):
    """Sealed rules, Special Game Rules: "Color requirements still apply ... when
    digivolving via card effects": the effect names blue, so SLD-02's blue level 4
    requirement must be met, and the red Digimon doesn't meet it."""
    g = at(
        sealed_cards, "sealed", {"battle": [{"id": "a", "cards": ["SLD-07"]}], "hand": ["SLD-02"]}
    )
    play(g, "activate a")
    assert g.defs[g.permanent("a").cards[-1]].number == "SLD-07"
    assert [g.defs[u].number for u in g.players[0].hand] == ["SLD-02"]


def test_options_still_need_their_colour(sealed_cards):
    """Sealed rules, Special Game Rules: "Color requirements ... for Option cards still
    apply" (4-22)."""
    g = at(
        sealed_cards, "sealed", {"battle": [{"id": "a", "cards": ["SLD-01"]}], "hand": ["SLD-08"]}
    )
    assert "option SLD-08" not in moves(g)
    with pytest.raises(IllegalMove, match="4-22|blue"):
        g.apply("option SLD-08")
    blue = at(
        sealed_cards, "sealed", {"battle": [{"id": "a", "cards": ["SLD-02"]}], "hand": ["SLD-08"]}
    )
    assert "option SLD-08" in moves(blue)


def test_colour_requirements_in_card_text_still_apply(sealed_cards):
    """Sealed rules, Special Game Rules: "Color requirements in card text ... still
    apply": SLD-10's [Main] effect needs a blue Tamer; a red one doesn't do."""
    red = {"battle": [{"id": "a", "cards": ["SLD-10"]}, {"id": "t", "cards": ["SLD-09"]}]}
    assert "activate a" not in moves(at(sealed_cards, "sealed", red))
    blue = {"battle": [{"id": "a", "cards": ["SLD-10"]}, {"id": "t", "cards": ["SLD-11"]}]}
    assert "activate a" in moves(at(sealed_cards, "sealed", blue))


def test_a_level_3_digimon_goes_from_the_hand_into_an_empty_breeding_area(sealed_cards):
    """Sealed rules, Special Game Rules: "during the breeding phase ... players can place a
    level 3 Digimon card from their hand in an empty space in their breeding area, without
    digivolving onto a level 2 Digi-Egg card"."""
    hand = {"hand": ["SLD-05", "SLD-01"], "eggs": ["ST1-01"]}
    g = at(sealed_cards, "sealed", hand, phase="breeding")
    assert moves(g) == ["hatch", "place SLD-05", "skip"]  # not the level 4 SLD-01
    play(g, "place SLD-05")
    pl = g.players[0]
    assert pl.breeding is not None and [g.defs[u].number for u in pl.breeding.cards] == ["SLD-05"]
    assert [g.defs[u].number for u in pl.hand] == ["SLD-01"]
    assert any("Sealed rules" in line for line in g.log_lines)


def test_no_placing_in_standard_play_or_into_an_occupied_breeding_area(sealed_cards):
    g = at(sealed_cards, "standard", {"hand": ["SLD-05"], "eggs": ["ST1-01"]}, phase="breeding")
    assert "place SLD-05" not in moves(g)
    with pytest.raises(IllegalMove, match="only Sealed play"):
        g.apply("place SLD-05")
    busy = {"hand": ["SLD-05"], "breeding": {"id": "e", "cards": ["ST1-01"]}}
    g = at(sealed_cards, "sealed", busy, phase="breeding")
    assert not any(
        m.startswith("place") for m in moves(g) if g.pending and g.pending.kind == "breeding"
    )


def test_a_sealed_game_keeps_its_format_through_save_load_and_replay(sealed_cards):
    """A new Sealed game: 40-card decks with more than 4 copies (Sealed rules, Deck
    Construction Rules); its format is in the save and comes back on load."""
    deck = (["SLD-05"] * 20 + ["SLD-02"] * 20, ["ST1-01"] * 5)
    g = Game.new(sealed_cards, [deck, deck], seed=7, format="sealed")
    assert g.format == "sealed" and g.setup["format"] == "sealed"
    while g.pending is not None and g.pending.kind != "breeding":
        g.apply(g.pending.moves[0])
    placed = next(m for m in g.pending.moves if m.verb == "place")
    g.apply(placed)
    for _ in range(40):
        if g.pending is None:
            break
        g.apply(g.pending.moves[0])
    back = load_data(sealed_cards, save_data(g))
    assert back.format == "sealed" and back.moves == g.moves
    assert full_state(back) == full_state(g)
    standard = Game.new(sealed_cards, [deck, deck], seed=7)
    assert "format" not in standard.setup and standard.format == "standard"


def test_a_save_with_a_sealed_deck_but_no_sealed_format_is_refused(sealed_cards):
    deck = (["SLD-05"] * 40, [])
    g = Game.new(sealed_cards, [deck, deck], seed=1, format="sealed")
    data = save_data(g)
    assert load_data(sealed_cards, data).format == "sealed"
    data["setup"].pop("format")
    with pytest.raises(ValueError, match="1-4-1"):
        load_data(sealed_cards, data)
