"""Deck builders' lists: every layout of the yellow starter deck reads as that deck, a
number the pool lacks is one line naming file, line and number, and export reads back."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.deck_lists import (
    FORMATS,
    deck_format,
    listed_cards,
    read_deck_list,
    write_deck_list,
)
from digimon_tui.cards.decks import DECKS_DIR, Deck, DeckError, load_checked_deck, load_deck
from digimon_tui.cards.model import Card
from digimon_tui.cli import main
from digimon_tui.ui.setup import SetupError, deck_lists

EXAMPLES = Path(__file__).parent / "decklists"
"""The yellow starter deck (ST3) written in each layout the deck builders use."""


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return dict(load_cards())


def same_cards(a: Deck, b: Deck) -> bool:
    return Counter(a.main) == Counter(b.main) and Counter(a.eggs) == Counter(b.eggs)


@pytest.mark.parametrize(
    "example", sorted(p.name for p in EXAMPLES.iterdir()), ids=lambda name: name
)
def test_every_layout_reads_as_the_yellow_deck(cards: dict[str, Card], example: str) -> None:
    deck = load_checked_deck(EXAMPLES / example, cards)
    assert same_cards(deck, load_deck("yellow"))
    assert deck.eggs == ("ST3-01",) * 4


@pytest.mark.parametrize(
    ("example", "fmt"),
    [
        ("tabletop.json", "tts"),
        ("tabletop-lines.json", "tts"),
        ("untap.txt", "text"),
        ("egman-link.txt", "link"),
        ("digimonmeta-link.txt", "link"),
    ],
)
def test_the_format_is_recognised(example: str, fmt: str) -> None:
    assert deck_format((EXAMPLES / example).read_text()) == fmt
    assert deck_format((DECKS_DIR / "yellow.deck").read_text()) == "deck"


@pytest.mark.parametrize("fmt", FORMATS)
def test_export_reads_back_as_the_same_deck(cards: dict[str, Card], fmt: str) -> None:
    for name in ("red", "gallantmon", "bt1-yellow-green"):
        deck = load_deck(name)
        text = write_deck_list(deck, cards, fmt)
        assert deck_format(text) == fmt
        assert same_cards(read_deck_list(text, name, "x", cards), deck)


def test_a_text_export_names_each_card(cards: dict[str, Card]) -> None:
    text = write_deck_list(load_deck("yellow"), cards, "text")
    assert "3 T.K. Takaishi ST3-12\n" in text
    assert text.index("// Egg Deck") < text.index("4 Tokomon ST3-01")


@pytest.mark.parametrize(
    ("text", "line", "number"),
    [
        ("// Digimon Deck List\n4 Agumon ST1-03\n2 Nomon ST1-99\n", 3, "ST1-99"),
        ("4 ST1-03 Agumon\n\n1 ZZ9-001 Nomon\n", 3, "ZZ9-001"),
        ('[\n "Exported from x",\n "ST1-03",\n "ST1-98"\n]', 4, "ST1-98"),
        ('["Exported from x","ST1-03","ST1-98"]', 1, "ST1-98"),
        ("deck:\n4 ST1-03\n4 ST1-97\n", 3, "ST1-97"),
    ],
)
def test_an_unknown_number_is_named_with_its_line(
    cards: dict[str, Card], text: str, line: int, number: str
) -> None:
    with pytest.raises(DeckError) as info:
        read_deck_list(text, "mine", "mine.txt", cards)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"mine.txt: line {line}: unknown card number {number} ")


@pytest.mark.parametrize(
    ("text", "line", "expected"),
    [
        ("4 Agumon ST1-03\nAgumon ST1-03\n", 2, "expected a count, a card's name"),
        ("4 Agumon ST1-03\n4 Agumon\n", 2, "expected a count, a card's name"),
        ("4 Agumon ST1-03\n60 Agumon ST1-03\n", 2, "expected a count from 1 to 50"),
        ('["Exported", "ST1-03", 7]', 1, 'expected a card number such as "ST1-03", got 7'),
        ('["ST1-03", "ST1-04"', 1, "expected a Tabletop Simulator list"),
        ('[\n "ST1-03",\n "ST1-04",\n]', 4, "expected a Tabletop Simulator list"),
        ("[x] 4 ST1-03", 1, "expected a count, a card's name"),
        (
            "https://deckbuilder.egmanevents.com/?deck=ST1-03:4,ST1-04",
            1,
            "expected the link's deck as NUMBER:COUNT pairs such as 'ST1-03:4', got 'ST1-04'",
        ),
        (
            "https://digimonmeta.com/deckinfo2/?dg=4nST1-03a4ST1-04a",
            1,
            "expected the link's deck as COUNTnNUMBER entries separated by 'a' such as "
            "'4nST1-03a2nST1-07', got '4ST1-04'",
        ),
        (
            "https://digimonmeta.com/deckinfo2/?dg=",
            1,
            "expected the link's deck as COUNTnNUMBER entries",
        ),
        (
            "https://digimonmeta.com/deckinfo2/?dg=4nST1-03a99999nST1-04",
            1,
            "expected a count from 1 to 50, got 99999",
        ),
    ],
)
def test_a_malformed_list_is_one_line(
    cards: dict[str, Card], text: str, line: int, expected: str
) -> None:
    with pytest.raises(DeckError) as info:
        read_deck_list(text, "mine", "mine.txt", cards)
    assert "\n" not in str(info.value)
    assert str(info.value).startswith(f"mine.txt: line {line}: {expected}")


def test_comments_are_ignored(cards: dict[str, Card]) -> None:
    text = "# my list\n4 Agumon ST1-03  # or BT1-010 later\n4 ST1-07 Greymon #\n"
    deck = read_deck_list(text, "x", "x", cards)
    assert deck == Deck("x", ("ST1-03",) * 4 + ("ST1-07",) * 4, ())


def test_a_digi_egg_goes_to_the_egg_deck_wherever_it_is_listed(cards: dict[str, Card]) -> None:
    deck = read_deck_list("2 Koromon ST1-01\n4 Agumon ST1-03\n", "x", "x", cards)
    assert deck == Deck("x", ("ST1-03",) * 4, ("ST1-01",) * 2)


def test_the_game_s_own_format_still_keeps_its_sections(cards: dict[str, Card]) -> None:
    """A `.deck` file says where each card goes: an egg in the deck is its mistake."""
    deck = read_deck_list("4 ST1-01\n", "x", "x", cards)
    assert deck == Deck("x", ("ST1-01",) * 4, ())


def test_the_new_game_form_reads_a_tabletop_list(cards: dict[str, Card]) -> None:
    main_deck, eggs = deck_lists(cards, str(EXAMPLES / "tabletop.json"))
    assert eggs == ("ST3-01",) * 4 and len(main_deck) == 50


def test_the_new_game_form_names_an_unknown_number(cards: dict[str, Card], tmp_path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("4 Agumon ST1-03\n4 Nomon ST1-77\n")
    with pytest.raises(SetupError, match=r"list\.txt: line 2: unknown card number ST1-77"):
        deck_lists(cards, str(path))


def test_simulate_plays_a_deck_builder_s_lists(capsys: pytest.CaptureFixture[str]) -> None:
    decks = f"{EXAMPLES / 'untap.txt'},{EXAMPLES / 'tabletop.json'}"
    args = ["simulate", "--games", "2", "--workers", "1", "--decks", decks]
    assert main(args) == 0
    assert "untap" in capsys.readouterr().out


def test_import_and_export_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "mine.deck"
    assert main(["deck", "import", str(EXAMPLES / "untap.txt"), "--out", str(out)]) == 0
    assert deck_format(out.read_text()) == "deck"
    assert same_cards(load_deck(out), load_deck("yellow"))
    assert main(["deck", "export", str(out), "--format", "tts"]) == 0
    listed = capsys.readouterr().out
    assert listed.startswith('["Exported from digimon-tui","ST3-01",')
    assert listed.count('"ST3-12"') == 3


def test_a_command_refuses_an_unknown_number_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "list.txt"
    path.write_text("// Digimon Deck List\n4 Agumon ST1-03\n4 Nomon BT99-001\n")
    for argv in (
        ["deck", "import", str(path)],
        ["deck", "export", str(path), "--format", "tts"],
        ["simulate", "--games", "1", "--workers", "1", "--decks", f"red,{path}"],
        ["play", "--plain", "--p1", str(path)],
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1
        assert "list.txt: line 3: unknown card number BT99-001" in err


def test_the_count_may_come_last_as_digimoncard_app_writes_it(cards: dict[str, Card]) -> None:
    """`BT1-003 Upamon 4`: the count after the name; "X4" in a name is not a count."""
    text = "BT1-003 Upamon 4\nST1-07 Greymon 4\nAgumon ST1-03 3x\n"
    deck = read_deck_list(text, "app", "app.txt", cards)
    assert deck.eggs == ("BT1-003",) * 4
    assert deck.main == ("ST1-07",) * 4 + ("ST1-03",) * 3


def test_every_unknown_number_is_named_at_once_with_a_guess(cards: dict[str, Card]) -> None:
    """All of them in one line, each with its line; the guess is the card the line names,
    or else the nearest number the pool knows."""
    text = "4 Agumon ST1-99\n4 Gabumon ST2-03\n2 Greymon BT99-777\n"
    with pytest.raises(DeckError) as info:
        read_deck_list(text, "mine", "mine.txt", cards)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("mine.txt: line 1: unknown card number ST1-99 (did you mean ST1-")
    assert "Agumon?)" in message.split(";")[0]
    assert "; line 3: unknown card number BT99-777 (did you mean " in message
    assert "Greymon?)" in message.split(";")[1]
    assert message.endswith("(not in the card pool: add their card files with --cards FILE)")


def test_a_printed_card_the_pool_lacks_is_said_to_be_so_not_guessed_as_another(
    cards: dict[str, Card],
) -> None:
    """A number some set printed (ST1 printed 16) is a card the game doesn't have yet: a
    guess of the nearest number would name a different card; a number no set printed
    still gets the guess."""
    pool = {n: c for n, c in cards.items() if n != "ST1-16"}
    text = "2 Mystery ST1-16\n2 Mystery ST1-17\n"
    with pytest.raises(DeckError) as info:
        read_deck_list(text, "mine", "mine.txt", pool)
    first, second = str(info.value).split("; ")
    assert (
        first == "mine.txt: line 1: unknown card number ST1-16 (a printed card not in the game yet)"
    )
    assert second.startswith("line 2: unknown card number ST1-17 (did you mean ST1-1")


def test_a_digimonmeta_link_lists_its_cards_by_line_and_sums_a_card_listed_twice(
    cards: dict[str, Card],
) -> None:
    """digimonmeta.com's deck pages carry the deck in their `dg` parameter: each card as
    COUNT, `n`, NUMBER, the cards separated by `a` (the last `a` may be left off), beside
    other parameters; the deck corpus reads the numbers it names as the game does."""
    link = "\n  https://digimonmeta.com/deckinfo2/?dn=Mine&dg=2nST1-03a4nst1-01a2nST1-03&pl=1\n"
    deck = read_deck_list(link, "mine", "mine.txt", cards)
    assert deck.main == ("ST1-03",) * 4 and deck.eggs == ("ST1-01",) * 4
    assert listed_cards(link, "mine.txt") == {"ST1-03": "", "ST1-01": ""}
    with pytest.raises(DeckError) as info:
        read_deck_list(link.replace("ST1-03&", "ST1-99&"), "mine", "mine.txt", cards)
    assert str(info.value).startswith("mine.txt: line 2: unknown card number ST1-99 ")


def test_a_malformed_digimonmeta_link_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "meta.txt"
    path.write_text("https://digimonmeta.com/deckinfo2/?dg=4nST1-03a4xST1-04\n")
    assert main(["deck", "import", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"{path}: line 1: expected the link's deck as COUNTnNUMBER entries" in err
    assert "got '4xST1-04'" in err


@pytest.mark.parametrize("example", ["egman-link.txt", "digimonmeta-link.txt"])
def test_the_deck_corpus_reads_the_numbers_a_link_names(example: str) -> None:
    """`deck corpus` asks which cards a list names before it imports it: a link was read
    as a text list and refused as one."""
    named = listed_cards((EXAMPLES / example).read_text(), example)
    assert named == dict.fromkeys(
        sorted(set(load_deck("yellow").eggs + load_deck("yellow").main)), ""
    )
