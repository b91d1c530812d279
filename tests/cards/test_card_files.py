"""The ST1-ST3 card files: they load, their facts match the printed cards, and
every card's generated text reads as intended, line for line."""

from __future__ import annotations

import pytest

from digimon_tui.card_files.coverage import compiled_sets
from digimon_tui.card_files.loader import _builtin_sets, load_card_file, load_cards
from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cards.pool import CardPool
from digimon_tui.cards.pool import set_code as set_of
from digimon_tui.cards.text import card_summary, card_text

BLOCKER = (
    "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon "
    "to force the opponent to attack it instead.)"
)
SA_PLUS_1 = "<Security A. +1>"
CHECKS_1_MORE = "(This Digimon checks 1 additional security card.)"
ACTIVATE_MAIN = "[Security] Activate this card's [Main] effect."
PLAY_FREE = "[Security] Play this card without paying its memory cost."
LOSE_2 = "[When Attacking] Lose 2 memory."
ZERO_DP = "[Your Turn] [Once Per Turn] When an opponent's Digimon is deleted by dropping to 0 DP,"
NO_SOURCES = "1 of your opponent's Digimon with no digivolution cards can't attack or block"

EXPECTED_TEXT: dict[str, list[str]] = {
    # ---- ST1 red
    "ST1-01": [
        "Inherited: [Your Turn] While this Digimon has 4 or more digivolution cards, "
        "it gets +1000 DP."
    ],
    "ST1-02": [],
    "ST1-03": ["Inherited: [Your Turn] This Digimon gets +1000 DP."],
    "ST1-04": [],
    "ST1-05": [],
    "ST1-06": [BLOCKER, LOSE_2],
    "ST1-07": [f"Inherited: {SA_PLUS_1} {CHECKS_1_MORE}"],
    "ST1-08": ["[When Digivolving] 1 of your Digimon gets +3000 DP for the turn."],
    "ST1-09": ["Inherited: [Your Turn] When this Digimon is blocked, gain 3 memory."],
    "ST1-10": [],
    "ST1-11": [
        "[Your Turn] For every 2 digivolution cards this Digimon has, "
        f"it gains {SA_PLUS_1}. {CHECKS_1_MORE}"
    ],
    "ST1-12": ["[Your Turn] All of your Digimon get +1000 DP.", PLAY_FREE],
    "ST1-13": [
        "[Main] 1 of your Digimon gets +3000 DP for the turn.",
        f"[Security] All of your Digimon gain {SA_PLUS_1} {CHECKS_1_MORE} "
        "until the end of your next turn.",
    ],
    "ST1-14": [
        "[Main] All of your Security Digimon get +7000 DP "
        "until the end of your opponent's next turn.",
        "[Security] All of your Security Digimon get +7000 DP for the turn.",
    ],
    "ST1-15": [
        "[Main] Delete up to 2 of your opponent's Digimon with 4000 DP or less.",
        ACTIVATE_MAIN,
    ],
    "ST1-16": ["[Main] Delete 1 of your opponent's Digimon.", ACTIVATE_MAIN],
    # ---- ST2 blue
    "ST2-01": [
        "Inherited: [Your Turn] While this Digimon is battling an opponent's Digimon "
        "with no digivolution cards, it gets +1000 DP."
    ],
    "ST2-02": [],
    "ST2-03": [
        "Inherited: [When Attacking] Trash the bottom digivolution card of "
        "1 of your opponent's level 5 or lower Digimon."
    ],
    "ST2-04": [],
    "ST2-05": [],
    "ST2-06": [
        "Inherited: [When Attacking] Trash the bottom digivolution card of "
        "1 of your opponent's Digimon."
    ],
    "ST2-07": [BLOCKER, LOSE_2],
    "ST2-08": [
        "Inherited: [Your Turn] While your opponent has a Digimon with no digivolution cards "
        "in play, "
        f"this Digimon gains {SA_PLUS_1}. {CHECKS_1_MORE}"
    ],
    "ST2-09": [
        "[When Digivolving] Trash the bottom 2 digivolution cards of 1 of your opponent's Digimon."
    ],
    "ST2-10": [],
    "ST2-11": ["[When Attacking] [Once Per Turn] Unsuspend this Digimon."],
    "ST2-12": [
        "[Start of Your Turn] If your opponent has a Digimon with no digivolution cards in play, "
        "gain 1 memory.",
        PLAY_FREE,
    ],
    "ST2-13": ["[Main] Gain 1 memory.", "[Security] Gain 2 memory."],
    "ST2-14": [
        f"[Main] {NO_SOURCES} until the end of your opponent's next turn.",
        f"[Security] {NO_SOURCES} until the end of your next turn.",
    ],
    "ST2-15": [
        "[Main] Play 1 Digimon card from under 1 of your Digimon as another Digimon "
        "without paying its memory cost.",
        ACTIVATE_MAIN,
    ],
    "ST2-16": [
        "[Main] Return 1 of your opponent's Digimon to its owner's hand. "
        "(Trash all of its digivolution cards.)",
        ACTIVATE_MAIN,
    ],
    # ---- ST3 yellow
    "ST3-01": [f"Inherited: {ZERO_DP} this Digimon gets +1000 DP for the turn."],
    "ST3-02": [],
    "ST3-03": [],
    "ST3-04": [f"Inherited: {ZERO_DP} gain 1 memory."],
    "ST3-05": ["Inherited: [When Attacking] If you have 4 or more security cards, gain 1 memory."],
    "ST3-06": [],
    "ST3-07": [BLOCKER, LOSE_2],
    "ST3-08": [
        "Inherited: [When Attacking] 1 of your opponent's Digimon gets -1000 DP for the turn."
    ],
    "ST3-09": [
        "[When Digivolving] If you have 3 or fewer security cards, <Recovery +1 (Deck)> "
        "(Place the top card of your deck on top of your security stack.)"
    ],
    "ST3-10": [],
    "ST3-11": ["[When Attacking] 1 of your opponent's Digimon gets -4000 DP for the turn."],
    "ST3-12": ["[Opponent's Turn] All of your Security Digimon get +2000 DP.", PLAY_FREE],
    "ST3-13": [
        "[Main] 1 of your Digimon gets +3000 DP for the turn.",
        "[Security] All of your Digimon and Security Digimon get +5000 DP for the turn. "
        "Then, add this card to its owner's hand.",
    ],
    "ST3-14": [
        "[Main] 1 of your opponent's Digimon gets -2000 DP for the turn.",
        "[Security] Add this card to its owner's hand.",
    ],
    "ST3-15": [
        "[Main] 1 of your opponent's Digimon gains <Security A. -3> "
        "(This Digimon checks 3 fewer security cards.) "
        "until the end of your opponent's next turn.",
        "[Security] All of your opponent's Digimon gain <Security A. -1> "
        "(This Digimon checks 1 fewer security card.) for the turn.",
    ],
    "ST3-16": ["[Main] 1 of your opponent's Digimon gets -10000 DP for the turn.", ACTIVATE_MAIN],
}

# Printed facts: (name, category, colour, level, play/use cost, DP, digivolve (colour, level, cost))
FACTS: dict[str, tuple[str, str, str, int | None, int | None, int | None, tuple | None]] = {
    "ST1-01": ("Koromon", "digi-egg", "red", 2, None, None, None),
    "ST1-03": ("Agumon", "digimon", "red", 3, 3, 2000, ("red", 2, 0)),
    "ST1-06": ("Coredramon", "digimon", "red", 4, 5, 6000, ("red", 3, 2)),
    "ST1-09": ("MetalGreymon", "digimon", "red", 5, 7, 7000, ("red", 4, 3)),
    "ST1-11": ("WarGreymon", "digimon", "red", 6, 12, 12000, ("red", 5, 4)),
    "ST1-12": ("Tai Kamiya", "tamer", "red", None, 2, None, None),
    "ST1-16": ("Gaia Force", "option", "red", None, 8, None, None),
    "ST2-04": ("Bearmon", "digimon", "blue", 3, 3, 4000, ("blue", 2, 0)),
    "ST2-09": ("Zudomon", "digimon", "blue", 5, 6, 7000, ("blue", 4, 3)),
    "ST2-10": ("Plesiomon", "digimon", "blue", 6, 10, 12000, ("blue", 5, 2)),
    "ST2-11": ("MetalGarurumon", "digimon", "blue", 6, 12, 11000, ("blue", 5, 4)),
    "ST2-13": ("Hammer Spark", "option", "blue", None, 0, None, None),
    "ST3-01": ("Tokomon", "digi-egg", "yellow", 2, None, None, None),
    "ST3-04": ("Patamon", "digimon", "yellow", 3, 3, 1000, ("yellow", 2, 0)),
    "ST3-06": ("Gatomon", "digimon", "yellow", 4, 4, 5000, ("yellow", 3, 2)),
    "ST3-11": ("Seraphimon", "digimon", "yellow", 6, 12, 10000, ("yellow", 5, 4)),
    "ST3-12": ("T.K. Takaishi", "tamer", "yellow", None, 2, None, None),
    "ST3-16": ("Seven Heavens", "option", "yellow", None, 7, None, None),
}


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return load_cards()


def test_all_48_cards_load_from_three_files(cards: dict[str, Card]) -> None:
    starters = [n for n in cards if n.split("-")[0] in ("ST1", "ST2", "ST3")]
    assert len(starters) == 48
    assert sorted(starters) == sorted(EXPECTED_TEXT)
    for name, set_code in (("st1", "ST1"), ("st2", "ST2"), ("st3", "ST3")):
        numbers = [c.number for c in load_card_file(CARDS_DIR / f"{name}.toml")]
        assert numbers == [f"{set_code}-{i:02d}" for i in range(1, 17)]


def test_load_cards_default_is_shared_and_read_only() -> None:
    first = load_cards()
    assert load_cards() is first
    assert not hasattr(first, "clear") and not hasattr(first, "__setitem__")
    assert len(first) >= 48


def test_the_built_in_pool_reads_a_set_only_when_one_of_its_cards_is_asked_for() -> None:
    pool = CardPool(_builtin_sets(), load_card_file)  # a new pool: nothing read yet
    read: list[str] = []
    pool._read = lambda path: (read.append(path.stem), load_card_file(path))[1]
    assert pool["ST2-03"].name == load_cards()["ST2-03"].name
    assert "ST1-01" in pool and "ST1-99" not in pool and "XX9-01" not in pool
    assert read == ["st2", "st1"]
    assert len(pool) == len(load_cards())  # going through it reads every set
    assert set(read) == {p.stem for p in _builtin_sets().values()}


def test_the_pools_get_reads_a_set_when_asked_and_gives_the_default_for_no_card() -> None:
    pool = CardPool(_builtin_sets(), load_card_file)
    read: list[str] = []
    pool._read = lambda path: (read.append(path.stem), load_card_file(path))[1]
    card = pool.get("ST3-01")
    assert card is not None and card.name == load_cards()["ST3-01"].name
    assert pool.get("ST3-99") is None and pool.get("XX9-01", card) is card
    assert read == ["st3"]


def test_every_built_in_file_holds_one_set_named_after_it() -> None:
    for code, path in _builtin_sets().items():
        assert {set_of(c.number) for c in load_card_file(path)} == {code}, path.name


@pytest.mark.parametrize("number", sorted(FACTS))
def test_printed_facts(cards: dict[str, Card], number: str) -> None:
    name, category, color, level, cost, dp, digivolve = FACTS[number]
    card = cards[number]
    assert (card.name, card.category, card.colors) == (name, category, (color,))
    assert (card.level, card.cost, card.dp) == (level, cost, dp)
    got = tuple((d.color, d.level, d.cost) for d in card.digivolve)
    assert got == ((digivolve,) if digivolve else ())


def test_every_set_has_one_egg_one_tamer_and_four_options(cards: dict[str, Card]) -> None:
    for set_code in ("ST1", "ST2", "ST3"):
        in_set = [c for c in cards.values() if c.number.startswith(f"{set_code}-")]
        categories = [c.category for c in in_set]
        assert categories.count("digi-egg") == 1
        assert categories.count("tamer") == 1
        assert categories.count("option") == 4
        assert categories.count("digimon") == 10


def test_tamers_and_options_carry_no_traits(cards: dict[str, Card]) -> None:
    """The hand-written sets' Tamers and Options print none; later printings give some Tamers
    traits (read by "a Tamer with the [Hunter] trait"), and compiled files take them as printed."""
    compiled = compiled_sets()
    for card in cards.values():
        if card.category in ("tamer", "option") and card.number.split("-")[0] not in compiled:
            assert card.attribute is None and card.form is None and card.types == ()


@pytest.mark.parametrize("number", sorted(EXPECTED_TEXT))
def test_generated_text(cards: dict[str, Card], number: str) -> None:
    assert card_text(cards[number]) == EXPECTED_TEXT[number]


def test_summaries(cards: dict[str, Card]) -> None:
    assert card_summary(cards["ST1-01"]) == "ST1-01 Koromon · Digi-Egg · red · Lv.2"
    assert card_summary(cards["ST1-07"]) == (
        "ST1-07 Greymon · Digimon · red · Lv.4 · play cost 5 · 4000 DP · from red Lv.3 for 2"
    )
    assert card_summary(cards["ST2-12"]) == "ST2-12 Matt Ishida · Tamer · blue · play cost 2"
    assert card_summary(cards["ST3-15"]) == "ST3-15 Holy Flame · Option · yellow · use cost 2"
