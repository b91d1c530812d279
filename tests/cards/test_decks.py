"""Deck lists: the file format, rule 1-4-1, and the three built-in starter decks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from digimon_tui.card_files import check
from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.decks import (
    BUILTIN_DECKS,
    Deck,
    DeckError,
    load_deck,
    parse_deck,
    validate_deck,
)
from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR

EGGS = {"red": "ST1-01", "blue": "ST2-01", "yellow": "ST3-01"}
SETS = {"red": "ST1", "blue": "ST2", "yellow": "ST3"}


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return load_cards()


def legal_main() -> tuple[str, ...]:
    """50 cards: 4 each of ST1-02 .. ST1-13, and 2 of ST1-14."""
    numbers = [f"ST1-{i:02d}" for i in range(2, 14)]
    return tuple(n for n in numbers for _ in range(4)) + ("ST1-14",) * 2


def legal() -> Deck:
    return Deck("test", legal_main(), ("ST1-01",) * 4)


# ---- the format -------------------------------------------------------------------------


def test_parse_sections_comments_and_blank_lines() -> None:
    text = """
    # a comment
    2 ST1-03   # Agumon
    deck:
    1 ST1-07

    eggs:
    3 ST1-01
    deck:
    1 ST1-16
    """
    deck = parse_deck(text, "mine")
    assert deck == Deck("mine", ("ST1-03", "ST1-03", "ST1-07", "ST1-16"), ("ST1-01",) * 3)


def test_a_card_number_is_read_in_any_case() -> None:
    """As the deck builders' lists are: `st1-03` and `St1-03` are ST1-03."""
    deck = parse_deck("4 st1-03\neggs:\n2 St1-01\n", "x")
    assert deck == Deck("x", ("ST1-03",) * 4, ("ST1-01",) * 2)


def test_entries_default_to_the_main_deck() -> None:
    assert parse_deck("4 ST2-03\n", "x") == Deck("x", ("ST2-03",) * 4, ())


@pytest.mark.parametrize(
    ("text", "line", "got"),
    [
        ("4 ST1-03\nfour ST1-03\n", 2, "'four ST1-03'"),
        ("4 ST1-03\n\n4ST1-03\n", 3, "'4ST1-03'"),
        ("ST1-03\n", 1, "'ST1-03'"),
        ("eggs\n", 1, "'eggs'"),
        ("4 ST1-03 Agumon\n", 1, "'4 ST1-03 Agumon'"),
    ],
)
def test_parse_errors_name_the_line(text: str, line: int, got: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck(text, "mine", source="decks/mine.deck")
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"decks/mine.deck: line {line}: expected a count and a card number")
    assert message.endswith(f"got {got}")


def test_zero_count_is_an_error() -> None:
    with pytest.raises(DeckError, match=r"^mine: line 1: expected a count from 1 to 50, got 0$"):
        parse_deck("0 ST1-03", "mine")


def test_load_deck_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DeckError, match=r"^nope\.deck: no such deck file \(built-in decks: red"):
        load_deck("nope.deck")
    Path("bad.deck").write_text("# mine\n4 ST1-03\nlots of ST1-04\n")
    with pytest.raises(DeckError, match=r"^bad\.deck: line 3: expected a count"):
        load_deck("bad.deck")


def test_load_deck_by_path_names_it_by_file(tmp_path: Path) -> None:
    path = tmp_path / "aggro.deck"
    path.write_text("4 ST1-03\neggs:\n1 ST1-01\n")
    assert load_deck(path) == Deck("aggro", ("ST1-03",) * 4, ("ST1-01",))


# ---- rule 1-4-1 -------------------------------------------------------------------------


def test_a_legal_deck_has_no_problems(cards: dict[str, Card]) -> None:
    assert validate_deck(legal(), cards) == []
    assert validate_deck(Deck("no eggs", legal_main()), cards) == []


def test_unknown_card_number(cards: dict[str, Card]) -> None:
    deck = Deck("x", legal_main()[:-1] + ("ST9-99",), ("ST1-01",) * 4)
    assert validate_deck(deck, cards) == [
        "1-4-1: unknown card number ST9-99 (not a built-in card: add its card file with"
        " --cards FILE)"
    ]


@pytest.mark.parametrize("size", [49, 51])
def test_deck_must_be_exactly_50(cards: dict[str, Card], size: int) -> None:
    main = legal_main()[:49] + ("ST1-15",) * (size - 49)
    assert validate_deck(Deck("x", main), cards) == [
        f"1-4-1: a deck must have exactly 50 cards; this one has {size}"
    ]


def test_at_most_4_copies_in_the_deck(cards: dict[str, Card]) -> None:
    main = legal_main()[:-2] + ("ST1-13", "ST1-14")
    assert validate_deck(Deck("x", main), cards) == [
        "1-4-1: at most 4 copies of a card number are allowed; "
        "ST1-13 has 5 (deck and Digi-Egg deck together)"
    ]


def test_copies_count_across_deck_and_egg_deck(cards: dict[str, Card]) -> None:
    deck = Deck("x", legal_main()[:-1] + ("ST1-01",), ("ST1-01",) * 4)
    problems = validate_deck(deck, cards)
    assert problems[0] == (
        "1-4-1: at most 4 copies of a card number are allowed; "
        "ST1-01 has 5 (deck and Digi-Egg deck together)"
    )


def test_at_most_5_digi_eggs(cards: dict[str, Card]) -> None:
    eggs = ("ST1-01",) * 3 + ("ST2-01",) * 3
    assert validate_deck(Deck("x", legal_main(), eggs), cards) == [
        "1-4-1: a Digi-Egg deck has 0 to 5 cards; this one has 6"
    ]


def test_digi_egg_in_the_main_deck(cards: dict[str, Card]) -> None:
    deck = Deck("x", legal_main()[:-1] + ("ST2-01",))
    assert validate_deck(deck, cards) == [
        "1-4-1-1: ST2-01 Tsunomon is a Digi-Egg: it goes in the Digi-Egg deck, not the deck"
    ]


def test_non_egg_in_the_egg_deck(cards: dict[str, Card]) -> None:
    deck = Deck("x", legal_main(), ("ST1-01", "ST1-16"))
    assert validate_deck(deck, cards) == [
        "1-4-1-3: ST1-16 Gaia Force is not a Digi-Egg: only Digi-Eggs go in the Digi-Egg deck"
    ]


def test_every_problem_is_reported_at_once(cards: dict[str, Card]) -> None:
    deck = Deck("x", ("ST1-01",) * 5 + ("ZZ1-01",), ("ST1-03",) * 6)
    problems = validate_deck(deck, cards)
    assert [p.split(":")[0] for p in problems] == [
        "1-4-1",  # unknown ZZ1-01
        "1-4-1",  # 6 cards, not 50
        "1-4-1",  # 5 x ST1-01
        "1-4-1",  # 6 x ST1-03
        "1-4-1",  # 6 Digi-Eggs
        "1-4-1-1",  # Koromon in the deck
        "1-4-1-3",  # Agumon in the egg deck
    ]
    assert all("1-4-1" in p for p in problems)


# ---- built-in decks ---------------------------------------------------------------------


FIRST_STARTERS = ("red", "blue", "yellow")
"""ST1-ST3's decks; the later starters' and BT1's decks have tests of their own
(test_starter_decks.py, test_bt1_decks.py)."""


def test_builtin_names() -> None:
    assert BUILTIN_DECKS[:3] == FIRST_STARTERS
    assert len(BUILTIN_DECKS) == 12
    for name in BUILTIN_DECKS:
        assert (CARDS_DIR / "decks" / f"{name}.deck").is_file()
        assert validate_deck(load_deck(name), load_cards()) == []


@pytest.mark.parametrize("name", FIRST_STARTERS)
def test_builtin_deck_is_legal_and_from_its_own_set(cards: dict[str, Card], name: str) -> None:
    deck = load_deck(name)
    assert deck.name == name
    assert validate_deck(deck, cards) == []
    assert len(deck.main) == 50
    assert deck.eggs == (EGGS[name],) * 4
    assert all(n.startswith(f"{SETS[name]}-") for n in deck.main)


@pytest.mark.parametrize("name", FIRST_STARTERS)
def test_builtin_deck_is_a_playable_curve(cards: dict[str, Card], name: str) -> None:
    deck = load_deck(name)
    by_level = Counter(cards[n].level for n in deck.main if cards[n].category == "digimon")
    categories = Counter(cards[n].category for n in deck.main)
    assert by_level[3] >= 12
    assert by_level[3] >= by_level[4] >= by_level[5] > by_level[6] >= 2
    assert categories["tamer"] >= 2
    assert categories["option"] >= 8


def test_check_command_validates_decks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    red = str(CARDS_DIR / "decks" / "red.deck")
    assert check.main([red]) == 0
    assert capsys.readouterr().out.endswith("red.deck: 50 cards, 4 Digi-Eggs: OK\n")

    monkeypatch.chdir(tmp_path)
    Path("short.deck").write_text("4 ST1-03\neggs:\n4 ST1-03\n")
    assert check.main(["short.deck"]) == 2
    out, err = capsys.readouterr()
    assert err.splitlines() == [
        "short.deck: 1-4-1: a deck must have exactly 50 cards; this one has 4",
        "short.deck: 1-4-1: at most 4 copies of a card number are allowed; "
        "ST1-03 has 8 (deck and Digi-Egg deck together)",
        "short.deck: 1-4-1-3: ST1-03 Agumon is not a Digi-Egg: "
        "only Digi-Eggs go in the Digi-Egg deck",
    ]
    assert out == "short.deck: 3 problems\n"

    Path("broken.deck").write_text("4 ST1-03\nfour ST1-04\n")
    assert check.main(["broken.deck"]) == 2
    assert capsys.readouterr().err.startswith("digimon-tui: broken.deck: line 2: expected")
