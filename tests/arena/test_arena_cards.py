"""Digi-Battle cards: the Starter Set loads, its facts and generated text, the starter
decks, and one-line errors for bad card and deck files."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from digimon_tui.arena.cards import DigimonCard, PowerOption, Requirement
from digimon_tui.arena.loader import ArenaFileError, arena_cards, load_card_file, load_deck
from digimon_tui.arena.text import card_text


@pytest.fixture(scope="module")
def cards():
    return arena_cards()


def test_the_starter_set_has_its_58_known_cards(cards):
    assert len(cards) == 58
    assert {"ST-49", "ST-50", "ST-51", "ST-55"}.isdisjoint(cards)
    digimon = [c for c in cards.values() if isinstance(c, DigimonCard)]
    options = [c for c in cards.values() if isinstance(c, PowerOption)]
    assert (len(digimon), len(options)) == (48, 10)
    levels = [c.level for c in digimon]
    assert [levels.count(lv) for lv in ("rookie", "champion", "ultimate", "mega")] == [
        12,
        22,
        11,
        3,
    ]


def test_printed_facts(cards):
    agumon = cards["ST-01"]
    assert (agumon.type, agumon.power.red, agumon.power.green, agumon.power.yellow) == (
        "red",
        140,
        230,
        380,
    )
    assert agumon.score.mega == 400 and agumon.requirements == ()
    garurumon = cards["ST-06"]
    assert [(r.kind, r.digimon, r.cards) for r in garurumon.requirements] == [
        ("tribute", ("Gabumon",), 2),
        ("tribute", ("Tapirmon",), 1),
    ]
    piximon = cards["ST-30"]
    assert all(r.kind == "dna" and len(r.digimon) == 2 for r in piximon.requirements)
    assert cards["ST-28"].requirements[0].kind == "digivice"


EXPECTED_TEXT = {
    "ST-15": [
        "ST-15 Nanimon · Champion · YELLOW",
        "Power vs RED 100 · GREEN 220 · YELLOW 300",
        "Score: Rookie 100, Champion 200, Ultimate 300, Mega 400",
        "Digivolve from Biyomon, sending 1 card from your hand Offline",
        "Digivolve from Palmon, sending 1 card from your hand Offline",
        "If you win the duel, send the top 1 card of your opponent's Online Offline.",
    ],
    "ST-40": [
        "ST-40 Pukumon · Mega · YELLOW",
        "Power vs RED 340 · GREEN 480 · YELLOW 430",
        "Score: Rookie 100, Champion 100, Ultimate 100, Mega 100",
        "Digivolve DNA: MarineDevimon + any Ultimate",
        "Digivolve DNA: Dragomon + any Ultimate",
        "When you digivolve to this Digimon, score 300.",
    ],
    "ST-45": [
        "If the duel ends in a tie, send your opponent's Digimon Offline, all but the Rookie."
    ],
    "ST-52": [
        "ST-52 Blitz · Power Blast",
        "If you lose the duel, send the top 3 cards of your opponent's Online Offline.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-53": [
        "ST-53 Metal Attack · Power Blast",
        "Add 50 to your Digimon Power.",
        "To use: send 1 card(s) from your hand Offline.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-54": [
        "ST-54 Counter Attack · Power Blast",
        "Double your Digimon Power until the end of the duel against a higher level.",
        "Not with a Rookie on your Duel Zone.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-56": [
        "ST-56 Ultra Digivolve · Digivolve option",
        "Digivolve your Digimon to the next level regardless of its requirements.",
        "To use: send the rest of your hand Offline.",
        "Use only in the digivolve phase.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-57": [
        "ST-57 Downgrade · Power Blast",
        "Send your or your opponent's Champion Offline, leaving its Rookie.",
        "To use: send 1 card(s) from your hand Offline.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-58": [
        "ST-58 Digi-Duel · Power Blast",
        "If you win the duel, double your score for the duel.",
        "To use: send 3 of your Online cards Offline.",
        "Not with a Rookie on your Duel Zone.",
        "Only one of these per duel.",
        "Not after your opponent passes.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-59": [
        "ST-59 Digivice Red · Digivolve option",
        "Meet a Digivice requirement to digivolve to an Ultimate or Mega of type RED.",
        "Use only in the digivolve phase.",
        "Goes Offline at the end of the duel.",
    ],
    "ST-61": [
        "ST-61 Digivice Red & Green · Digivolve option",
        "Meet a Digivice requirement to digivolve to an Ultimate or Mega of type RED or GREEN.",
        "Use only in the digivolve phase.",
        "Goes Offline at the end of the duel.",
    ],
}


@pytest.mark.parametrize("number", sorted(EXPECTED_TEXT))
def test_generated_text(cards, number):
    lines = card_text(cards[number])
    want = EXPECTED_TEXT[number]
    if want[0].startswith(number):
        assert lines == want
    else:  # only the effect lines are given
        assert lines[-len(want) :] == want


def test_every_card_has_text(cards):
    for card in cards.values():
        lines = card_text(card)
        assert lines[0].startswith(f"{card.number} {card.name}")


def test_the_starter_decks(cards):
    one, two = load_deck("deck1", cards), load_deck("deck2", cards)
    assert len(one) == len(two) == 30
    assert {"ST-18", "ST-40", "ST-53"} <= set(one) and "ST-52" in two
    assert not {"ST-49", "ST-50", "ST-51", "ST-55"} & set(one + two)


@pytest.mark.parametrize(
    "data, message",
    [
        ({"kind": "dna", "digimon": ["A"]}, "two Digimon"),
        ({"kind": "tribute", "digimon": ["A"]}, "tribute"),
        ({"kind": "digivice", "digimon": ["A"], "cards": 1}, "tribute"),
    ],
)
def test_requirements_must_make_sense(data, message):
    with pytest.raises(ValidationError, match=message):
        Requirement.model_validate(data)


GOOD = """set = "X"
[[cards]]
number = "ST-01"
name = "Agumon"
category = "digimon"
level = "rookie"
type = "red"
power = { red = 140, green = 230, yellow = 380 }
score = { rookie = 100, champion = 200, ultimate = 300, mega = 400 }
"""


@pytest.mark.parametrize(
    "text, message",
    [
        (GOOD.replace("140", '"lots"'), "card ST-01: field power.red:"),
        (GOOD.replace('type = "red"', 'type = "blue"'), "card ST-01: field type:"),
        (GOOD + 'colour = "red"\n', "field colour: Extra inputs are not permitted"),
        (GOOD.replace('level = "rookie"', 'level = "champion"'), "Rookie has no requirements"),
        (GOOD + GOOD.replace('set = "X"\n', ""), "duplicate card number"),
        ("cards = [", "invalid TOML"),
    ],
)
def test_bad_card_files_give_one_line(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ArenaFileError) as err:
        load_card_file(path)
    assert message in str(err.value) and "\n" not in str(err.value)
    assert str(path.name) in str(err.value)
    assert path.read_text() == text


def test_bad_decks(tmp_path, cards):
    short = tmp_path / "short.deck"
    short.write_text("ST-01\n")
    with pytest.raises(ArenaFileError, match="30 cards"):
        load_deck(str(short), cards)
    unknown = tmp_path / "unknown.deck"
    unknown.write_text("ST-99\n")
    with pytest.raises(ArenaFileError, match="line 1: unknown card number 'ST-99'"):
        load_deck(str(unknown), cards)
    no_rookie = tmp_path / "norookie.deck"
    no_rookie.write_text("ST-02\n" * 30)
    with pytest.raises(ArenaFileError, match="Rookie"):
        load_deck(str(no_rookie), cards)
