"""Reading Arena card files and decks: every problem is one line naming file, card, field."""

from __future__ import annotations

import pytest

from digimon_tui.arena.loader import (
    BUILTIN_DECKS,
    ArenaFileError,
    arena_cards,
    load_card_file,
    load_deck,
)

GOOD = """set = "X"
[[cards]]
number = "ST-01"
name = "Agumon"
category = "digimon"
level = "rookie"
type = "red"
power = { red = 140, green = 230, yellow = 380 }
score = { rookie = 100, champion = 200, ultimate = 300, mega = 400 }

[[cards]]
number = "ST-53"
name = "Metal Attack"
category = "power_option"
kind = "power_blast"
effects = [{ do = "add_power", amount = 50 }]
use = { hand_cards = 1 }
"""


def error_for(tmp_path, text: str) -> str:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ArenaFileError) as err:
        load_card_file(path)
    message = str(err.value)
    assert "\n" not in message and message.startswith(f"{path}: ")
    return message.removeprefix(f"{path}: ")


def test_a_good_file_loads(tmp_path):
    path = tmp_path / "good.toml"
    path.write_text(GOOD)
    assert set(load_card_file(path)) == {"ST-01", "ST-53"}


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("red = 140", 'red = "lots"', "card ST-01: field power.red: Input should be a valid int"),
        ('type = "red"', 'type = "blue"', "card ST-01: field type: Input should be 'red', 'green'"),
        ('level = "rookie"', 'level = "champion"', "card ST-01: a Rookie has no requirements"),
        ("rookie = 100,", "", "card ST-01: field score.rookie: Field required"),
        ('name = "Agumon"\n', 'name = "Agumon"\ncolour = "red"\n',
         "card ST-01: field colour: Extra inputs are not permitted"),
        ("amount = 50", "amount = 0",
         "card ST-53: field effects[0].amount: Input should be greater than or equal to 1"),
        ('do = "add_power"', 'do = "add_powr"', "card ST-53: field effects[0]: Input tag 'add_p"),
        ("hand_cards = 1", "hand_card = 1", "card ST-53: field use.hand_card: Extra inputs"),
        ('kind = "power_blast"', 'kind = "digivolve"',
         "card ST-53: a digivolve option has one effect: digivolve_any or digivice"),
        ('number = "ST-53"', "number = 53", "card cards[1]: field number: Input should be a valid"),
        ('category = "digimon"', 'category = "tamer"', "card ST-01: Input tag 'tamer'"),
    ],
)  # fmt: skip
def test_a_bad_card_gives_one_line_naming_file_card_and_field(tmp_path, old, new, message):
    assert old in GOOD
    assert error_for(tmp_path, GOOD.replace(old, new, 1)).startswith(message)


def test_a_duplicate_number_bad_toml_and_a_missing_file(tmp_path):
    twice = GOOD + GOOD[GOOD.index("[[cards]]") :]
    assert error_for(tmp_path, twice) == "card ST-01: duplicate card number"
    assert error_for(tmp_path, "cards = [").startswith("invalid TOML: ")
    with pytest.raises(ArenaFileError, match="nothing.toml: cannot read file"):
        load_card_file(tmp_path / "nothing.toml")


def test_bad_decks(tmp_path):
    cards = arena_cards()
    short = tmp_path / "short.deck"
    short.write_text("ST-01\n")
    with pytest.raises(ArenaFileError, match="short.deck: an Arena deck has 30 cards, this has 1"):
        load_deck(str(short), cards)
    unknown = tmp_path / "unknown.deck"
    unknown.write_text("# a comment\nST-99\n")
    with pytest.raises(ArenaFileError, match="unknown.deck: line 2: unknown card number 'ST-99'"):
        load_deck(str(unknown), cards)
    no_rookie = tmp_path / "norookie.deck"
    higher = [n for n, c in cards.items() if getattr(c, "level", "rookie") != "rookie"]
    no_rookie.write_text("".join(f"{n}\n" for n in higher[:30]))
    with pytest.raises(ArenaFileError, match=r"no Rookie to start the Duel Zone \(A\.1\)"):
        load_deck(str(no_rookie), cards)
    with pytest.raises(ArenaFileError, match="cannot read file"):
        load_deck(str(tmp_path / "none.deck"), cards)


def test_a_deck_file_of_30_cards_loads(tmp_path):
    path = tmp_path / "mine.deck"
    numbers = [n for n in arena_cards() if n != "ST-01"][:29]
    path.write_text("ST-01  # the Rookie\n" + "".join(f"{n}\n" for n in numbers))
    assert load_deck(str(path), arena_cards()) == ("ST-01", *numbers)


def test_a_deck_holds_30_different_cards(tmp_path):
    # Reading 16: the Starter rulebook's own decks are any 30 different cards, no duplicates.
    numbers = [n for n in arena_cards() if n != "ST-02"][:29]
    path = tmp_path / "twice.deck"
    path.write_text("".join(f"{n}\n" for n in numbers) + "ST-01\n")
    with pytest.raises(
        ArenaFileError,
        match=r"^.*twice\.deck: ST-01 is in the deck twice; an Arena deck is 30 different cards$",
    ):
        load_deck(str(path), arena_cards())


def test_the_built_in_decks_are_30_different_cards_each():
    for spec in BUILTIN_DECKS:
        deck = load_deck(spec, arena_cards())
        assert len(set(deck)) == len(deck) == 30
