"""Later cards that read "[X] in its text" (ruling Q6051: X anywhere printed on the card, its
name, traits, effects or requirement lines), each played where a wrong reading would show: a
card with X only in an effect or a trait counts, one with X nowhere doesn't."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.cards import card_specs
from digimon_tui.cards.selection import Filter

MUSKETEERS = [
    {
        "number": "TST-91",
        "name": "Musketmon",
        "category": "digi-egg",
        "colors": ["red"],
        "level": 2,
        "types": ["Three Musketeers"],
    },
    {
        "number": "TST-92",
        "name": "Musketeermon",
        "category": "digimon",
        "colors": ["black"],
        "level": 4,
        "cost": 5,
        "dp": 5000,
        "types": ["Three Musketeers"],
    },
]
"""No Lv.2 or Lv.4 card of the pool has [Three Musketeers] printed: these stand in, with it
as a trait only, in a colour the card's own requirement by colour doesn't take."""

MAQUINAMON = {
    "number": "TST-93",
    "name": "Maquinamon",
    "category": "digimon",
    "colors": ["black"],
    "level": 5,
    "cost": 6,
    "dp": 6000,
}
"""No Lv.5 card of the pool has [Maquinamon] printed: this one has it as its name."""


@pytest.fixture(scope="module")
def musketeers(pool):
    return with_cards(pool, *MUSKETEERS, MAQUINAMON)


@pytest.mark.parametrize("card", ["BT18-058", "BT18-062"])
def test_knightmon_cost_takes_a_card_with_knightmon_only_in_its_effect(pool, card):
    """Monitamon's only [Knightmon] is in its [On Play] effect; Greymon has none."""
    g = position(pool, p1={"hand": [card, "BT7-057", "ST1-07"]}, memory=5)
    play(g, f"play {card}", "yes")
    assert state(g)["players"]["p1"]["trash"] == ["BT7-057"]


@pytest.mark.parametrize("card", ["BT18-058", "BT18-062"])
def test_knightmon_cost_has_nothing_to_take_without_one(pool, card):
    g = position(pool, p1={"hand": [card, "ST1-07"]}, memory=5)
    play(g, f"play {card}")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["hand"] == ["ST1-07"]
    assert state(g)["players"]["p1"]["trash"] == []


@pytest.mark.parametrize(
    ("card", "fits", "plain"),
    [("EX7-040", "TST-91", "ST1-01"), ("EX7-011", "TST-92", "BT3-065")],
)
def test_three_musketeers_line_takes_the_trait_as_text(musketeers, card, fits, plain):
    """ToyAgumon (black) and Megadramon (red) from a red Lv.2 and a black Lv.4 whose only
    [Three Musketeers] is a trait; a plain one of the same level and colour can't."""
    where = "breeding" if musketeers[fits].level == 2 else "battle"

    def at(base: str):
        stack = {"id": "d", "cards": [base]}
        p1 = {where: stack if where == "breeding" else [stack], "hand": [card]}
        return position(musketeers, p1=p1, memory=5)

    assert f"digivolve d {card}" in legal(at(fits))
    assert f"digivolve d {card}" not in legal(at(plain))


@pytest.mark.parametrize(
    ("egg", "top", "moves", "draws"),
    [
        ("BT20-002", "EX3-039", [], 1),  # Coredramon: [Dracomon] in its [Digivolve] line only
        ("BT20-002", "TST-6000", [], 0),
        ("BT21-002", "P-088", ["first 1"], 1),  # Siriusmon: [Gammamon] in an effect only
        ("BT21-002", "TST-6000", [], 0),
    ],
)
def test_egg_draws_only_under_a_top_card_with_the_word(pool, egg, top, moves, draws):
    """`moves`: the order of two [When Attacking] effects, where the top card has one."""
    g = position(
        pool, p1={"battle": [{"id": "a", "cards": [egg, top]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack a player", *moves)
    assert len(state(g)["players"]["p1"]["hand"]) == draws
    assert battle(g, "p1")["a"]["top"] == top


@pytest.mark.parametrize(("base", "fits"), [("BT15-027", True), ("BT1-038", False)])
def test_gulfmons_line_takes_dark_masters_only_in_an_effect(pool, base, fits):
    """Scorpiomon (blue) names [Dark Masters] only in its [End of Your Turn] effect; Monzaemon
    (blue) has none; Gulfmon (purple) takes a blue Lv.5 only by its [Digivolve] line."""
    g = position(pool, p1={"battle": [{"id": "d", "cards": [base]}], "hand": ["BT17-070"]})
    assert ("digivolve d BT17-070" in legal(g)) is fits


@pytest.mark.parametrize(("under", "placed"), [("BT15-050", True), ("BT1-038", False)])
def test_gulfmons_cost_takes_a_level_5_card_with_dark_masters_in_its_text(pool, under, placed):
    """Cherrymon names [Dark Masters] only in an effect; Monzaemon, level 5 too, has none."""
    p1 = {"battle": [{"id": "d", "cards": ["BT15-027"]}], "hand": ["BT17-070", under]}
    g = position(pool, p1=p1, memory=5)
    play(g, "digivolve d BT17-070", *(["yes"] if placed else []))
    assert (under in battle(g, "p1")["d"]["cards"]) is placed


@pytest.mark.parametrize(("base", "fits"), [("BT3-086", True), ("TST-3000", False)])
def test_myotismons_reduction_deletes_a_digimon_with_myotismon_in_its_text(pool, base, fits):
    """Arukenimon names [Myotismon] only in its [When Attacking] effect: deleted, Myotismon
    costs 3; the plain Digimon can't pay the reduction, so it stays and Myotismon costs 7
    (the turn passes at -4 memory)."""
    p1 = {"battle": [{"id": "a", "cards": [base]}], "hand": ["EX10-048"]}
    g = position(pool, p1=p1, memory=3)
    play(g, "play EX10-048", *(["yes"] if fits else []))
    assert state(g)["players"]["p1"]["trash"] == ([base] if fits else [])
    assert state(g)["turn"] == ("p1" if fits else "p2")


@pytest.mark.parametrize(("base", "fits"), [("BT16-023", True), ("BT1-038", False)])
def test_kazuchimons_line_takes_pulsemon_only_in_the_text(pool, base, fits):
    """Divemon (blue) has [Pulsemon] only in its [Digivolve] line and inherited effect;
    Monzaemon (blue) has none; Kazuchimon (yellow/green) takes a blue Lv.5 only by its line."""
    g = position(pool, p1={"battle": [{"id": "d", "cards": [base]}], "hand": ["BT17-040"]})
    assert ("digivolve d BT17-040" in legal(g)) is fits


@pytest.mark.parametrize(("base", "fits"), [("TST-93", True), ("BT2-060", False)])
def test_dalphomons_line_takes_maquinamon_in_the_name(musketeers, base, fits):
    """Dalphomon (green) takes a black Lv.5 only by its [Digivolve] line: the one named
    [Maquinamon] fits, black Megadramon doesn't."""
    g = position(musketeers, p1={"battle": [{"id": "d", "cards": [base]}], "hand": ["EX11-036"]})
    assert ("digivolve d EX11-036" in legal(g)) is fits


@pytest.mark.parametrize(
    ("words", "ways"),
    [
        ("Lv.5 w/[Pulsemon] in its text", [Filter(words_in_text=("Pulsemon",))]),
        (
            "Lv.4 w/[Angoramon] in text or w/[NSp] trait",
            [Filter(words_in_text=("Angoramon",)), Filter(traits=("NSp",))],
        ),
    ],
)
def test_a_digivolve_lines_words_in_text_read_as_words_in_text(words, ways):
    (read,) = card_specs.filters(card_specs.canonical(words))
    assert list(read.any_of) == ways


def test_a_name_after_words_in_text_is_another_way():
    """BT26-060's "Lv.6 w/[Chronomon] in text/[Giant Slayer]": a Lv.6 with [Chronomon] in its
    text, or [Giant Slayer]."""
    (read,) = card_specs.filters(card_specs.canonical("Lv.6 w/[Chronomon] in text/[Giant Slayer]"))
    level, named = read.any_of
    assert level.min_level == level.max_level == 6
    assert level.any_of == (Filter(words_in_text=("Chronomon",)),)
    assert named == Filter(names=("Giant Slayer",))
