"""Deck lists as the community's deck builders write them, read and written.

Players share decks as the deck builders of this game export them, not in the game's own
`.deck` format, so any command that takes a deck reads these too:

- text lists, one card a line: a count (`4`, `4x`), the card's name and its number in
  either order, the number bare or in brackets (`4 Agumon ST1-03`, `4 ST1-03 Agumon`,
  `4x Agumon (ST1-03)`, `4 (ST1-03)`, `4 Agumon (DCG) (ST1-03)`), or the count last as
  digimoncard.app writes it (`BT1-003 Upamon 4`), with headers such as
  `// Digimon Deck List`, `// Egg Deck`, `Digi-Egg Deck (4)`, `Tamers (8)` between them;
- the Tabletop Simulator list: a JSON array of card numbers, one entry per copy, whose
  first entry may say where it came from (`["Exported from ...", "ST1-01", ...]`);
- a deck builder's link whose `deck` parameter lists the cards as `NUMBER:COUNT` pairs
  (`https://deckbuilder.egmanevents.com/?deck=ST1-01:4,ST1-03:4,...`), as players share
  tournament decks, or a digimonmeta.com deck page's link, whose `dg` parameter lists
  them as COUNT, `n`, NUMBER, separated by `a` (`...?dg=4nST1-01a4nST1-03a...`).

Neither format reliably says which cards are Digi-Eggs (the Tabletop Simulator list has no
sections at all), so a list in them is read against the card pool: every Digi-Egg goes to
the Digi-Egg deck and every other card to the deck, and the numbers the pool doesn't know
are refused together, each with its line and the nearest card the pool does know.
"""

from __future__ import annotations

import difflib
import json
import re
from collections import Counter
from collections.abc import Mapping
from urllib.parse import unquote

from digimon_tui.cards.decks import DECK_SIZE, ENTRY, SECTIONS, Deck, DeckError, parse_deck
from digimon_tui.cards.model import Card
from digimon_tui.cards.printed import is_printed, printed
from digimon_tui.files import FileProblem, parse_json

FORMATS = ("deck", "text", "tts")
"""What `deck export` writes: the game's own format, a text list, a Tabletop Simulator list."""

EXPORTED_FROM = "Exported from digimon-tui"

_NUMBER = re.compile(r"(?<![\w-])[(\[]?([A-Za-z]{1,4}[0-9]{0,2}-[0-9]{2,3})[)\]]?(?![\w-])")
"""A card number (ST1-03, BT10-112, EX1-073, P-123), bare or in brackets."""
_COUNT = re.compile(r"^(?:[xX]\s*)?([0-9]+)\s*(?:[xX](?![\w-])\s*)?")
"""The count a line starts with: `4`, `4x`, `4 x` or `x4`."""
_LAST_COUNT = re.compile(r"\s([0-9]+)\s*[xX]?$")
"""The count at the end of a line, after a space (`BT1-003 Upamon 4`): not the "4" of a name
such as "Shoutmon X4"."""
_HEADER = re.compile(
    r"^(?:main\s+deck|deck|digi-?eggs?(?:\s+deck)?|eggs?(?:\s+deck)?|digimons?|tamers?|"
    r"options?)\s*(?:\([0-9]+\))?\s*:?$",
    re.IGNORECASE,
)
_TTS_START = re.compile(r'\s*\[\s*["\]]')
"""How a Tabletop Simulator list begins: a bracket, then a string or the closing bracket."""
_LINK = re.compile(r"\s*https?://\S*?[?&](deck|dg)=([^&\s]*)\S*\s*$", re.IGNORECASE)
"""A link whose `deck` (or digimonmeta.com's `dg`) parameter is the deck, alone in the text."""
_PAIR = re.compile(r"([A-Za-z]{1,4}[0-9]{0,2}-[0-9]{2,3}):([0-9]+)")
"""One card of a link's `deck`: `BT1-010:4`."""
_META_ENTRY = re.compile(r"([0-9]+)n([A-Za-z]{1,4}[0-9]{0,2}-[0-9]{2,3})")
"""One card of a digimonmeta.com link's `dg`: `4nBT1-010`."""
_META_SEPARATOR = re.compile(r"(?<=[0-9])a")
"""Between the cards of a `dg`: an `a` after a card number's last digit."""
_COMMENT = re.compile(r"(?:^|\s)#.*$")
"""A `#` comment, as in the game's own format, to the end of the line."""


def deck_format(text: str) -> str:
    """Which format deck-list text is in: `tts`, `link`, `deck` (the game's own) or
    `text`."""
    if _TTS_START.match(text):
        return "tts"
    if _LINK.fullmatch(text):
        return "link"
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line and line.lower() not in SECTIONS and not ENTRY.match(line):
            return "text"
    return "deck"


def read_deck_list(text: str, name: str, source: str, cards: Mapping[str, Card]) -> Deck:
    """A deck from text in any format; a number the pool lacks is a one-line `DeckError`."""
    fmt = deck_format(text)
    if fmt == "deck":
        deck = parse_deck(text, name, source=source)
        unknown = [
            (_line_of(text, n), n, "")
            for n in dict.fromkeys(deck.main + deck.eggs)
            if n not in cards
        ]
        if unknown:
            raise _unknown(source, unknown, cards)
        return deck
    entries = _entries(text, fmt, source)
    main: list[str] = []
    eggs: list[str] = []
    missing: dict[str, tuple[int, str, str]] = {}
    for line, count, number, rest in entries:
        card = cards.get(number)
        if card is None:
            missing.setdefault(number, (line, number, rest))
            continue
        (eggs if card.category == "digi-egg" else main).extend([number] * count)
    if missing:
        raise _unknown(source, list(missing.values()), cards)
    return Deck(name=name, main=tuple(main), eggs=tuple(eggs))


def listed_cards(text: str, source: str) -> dict[str, str]:
    """Each card number a deck list names, in any format, with the name the list gives
    it ("" where it gives none): what a list needs from the pool, known or not."""
    fmt = deck_format(text)
    if fmt == "deck":
        deck = parse_deck(text, "", source=source)
        return dict.fromkeys(deck.main + deck.eggs, "")
    entries = _entries(text, fmt, source)
    named: dict[str, str] = {}
    for _, _, number, words in entries:
        named[number] = named.get(number) or words
    return named


def _unknown(
    source: str, unknown: list[tuple[int, str, str]], cards: Mapping[str, Card]
) -> DeckError:
    """Every number the pool lacks, in one line: each with its line and a guess."""
    counts = printed()
    parts = [
        f"line {line}: unknown card number {number}{_guess(number, words, cards, counts)}"
        for line, number, words in unknown
    ]
    files = "its card file" if len(unknown) == 1 else "their card files"
    return DeckError(
        f"{source}: {'; '.join(parts)} (not in the card pool: add {files} with --cards FILE)"
    )


def _guess(number: str, words: str, cards: Mapping[str, Card], counts: dict[str, int]) -> str:
    """ " (did you mean BT1-010 Agumon?)": the card whose name the line gives, nearest in
    number; else, for a number some set printed, that the game lacks it (a guess of
    another card would mislead); else the nearest number."""
    named = [n for n, c in cards.items() if words and c.name.lower() == words.lower()]
    if not named and is_printed(number, counts):
        return " (a printed card not in the game yet)"
    close = difflib.get_close_matches(
        number, named or list(cards), n=1, cutoff=0.0 if named else 0.6
    )
    return f" (did you mean {close[0]} {cards[close[0]].name}?)" if close else ""


def _line_of(text: str, number: str) -> int:
    """The first line of a `.deck` file that lists the number."""
    for lineno, raw in enumerate(text.splitlines(), start=1):
        if number in raw.split("#", 1)[0].split():
            return lineno
    return 1


def _entries(text: str, fmt: str, source: str) -> list[tuple[int, int, str, str]]:
    """(line, count, card number, the name given) of each card of a list in `fmt`."""
    if fmt == "tts":
        return _tts_entries(text, source)
    if fmt == "link":
        return _link_entries(text, source)
    return _text_entries(text, source)


def _link_entries(text: str, source: str) -> list[tuple[int, int, str, str]]:
    """(line, count, card number, "") of each card of a link's deck."""
    found = _LINK.fullmatch(text)
    assert found is not None  # deck_format said it is a link
    line = len(text[: found.start(2)].splitlines()) or 1
    deck = unquote(found[2])
    if found[1].lower() == "dg":
        return _meta_entries(deck, source, line)
    entries = []
    for item in deck.split(","):
        pair = _PAIR.fullmatch(item.strip())
        if pair is None:
            raise DeckError(
                f"{source}: line {line}: expected the link's deck as NUMBER:COUNT pairs such "
                f"as 'ST1-03:4', got {_short(item.strip())!r}"
            )
        entries.append((line, _count(pair[2], source, line), pair[1].upper(), ""))
    return entries


def _meta_entries(deck: str, source: str, line: int) -> list[tuple[int, int, str, str]]:
    """(line, count, card number, "") of each card of a digimonmeta.com link's `dg`."""
    items = _META_SEPARATOR.split(deck)
    if len(items) > 1 and not items[-1]:
        items.pop()  # the `a` after the last card
    entries = []
    for item in items:
        entry = _META_ENTRY.fullmatch(item)
        if entry is None:
            raise DeckError(
                f"{source}: line {line}: expected the link's deck as COUNTnNUMBER entries "
                f"separated by 'a' such as '4nST1-03a2nST1-07', got {_short(item)!r}"
            )
        entries.append((line, _count(entry[1], source, line), entry[2].upper(), ""))
    return entries


def _text_entries(text: str, source: str) -> list[tuple[int, int, str, str]]:
    """(line, count, card number, the rest: the name) of each card line of a text list."""
    entries = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = _COMMENT.sub("", raw).strip()
        if not line or line.startswith("//") or _HEADER.match(line):
            continue
        count = _COUNT.match(line) or _LAST_COUNT.search(line)
        numbers = _NUMBER.findall(line)
        if count is None or not numbers:
            raise DeckError(
                f"{source}: line {lineno}: expected a count, a card's name and its number "
                f"(such as '4 Agumon ST1-03') or a header such as '// Egg Deck', got "
                f"{_short(line)!r}"
            )
        rest = _NUMBER.sub(" ", line[: count.start()] + line[count.end() :])
        name = " ".join(rest.replace("(DCG)", " ").split())
        entries.append((lineno, _count(count[1], source, lineno), numbers[0].upper(), name))
    return entries


def _tts_entries(text: str, source: str) -> list[tuple[int, int, str, str]]:
    """(line, 1, card number, "") of each entry of a Tabletop Simulator list."""
    try:
        items = parse_json(text)
    except FileProblem as e:
        at = e.line or 1
        rows = text.splitlines()
        got = repr(_short(rows[at - 1].strip())) if at <= len(rows) else "the end"
        raise DeckError(
            f"{source}: line {at}: expected a Tabletop Simulator list such as "
            f'["Exported from ...", "ST1-01", ...] ({e}), got {got}'
        ) from None
    if not isinstance(items, list):
        raise DeckError(f"{source}: line 1: expected a list of card numbers in [ ]")
    lines = _string_lines(text)
    entries = []
    for index, item in enumerate(items):
        line = lines[index] if index < len(lines) else 1
        found = _NUMBER.fullmatch(item.strip()) if isinstance(item, str) else None
        if found is not None:
            entries.append((line, 1, found[1].upper(), ""))
        elif not (index == 0 and isinstance(item, str)):  # the first may say where it's from
            raise DeckError(
                f'{source}: line {line}: expected a card number such as "ST1-03", got '
                f"{_short(json.dumps(item))}"
            )
    return entries


def _string_lines(text: str) -> list[int]:
    """The line each top-level string of a JSON array starts on, in order."""
    return [text.count("\n", 0, m.start()) + 1 for m in re.finditer(r'"(?:[^"\\]|\\.)*"', text)]


def _count(digits: str, source: str, lineno: int) -> int:
    """A line's count, refused outside 1..50 before any list is built from it."""
    digits = digits.lstrip("0") or "0"
    count = int(digits) if len(digits) <= 3 else DECK_SIZE + 1
    if not 1 <= count <= DECK_SIZE:
        raise DeckError(
            f"{source}: line {lineno}: expected a count from 1 to {DECK_SIZE}, "
            f"got {_short(digits, 12)}"
        )
    return count


def _short(text: str, room: int = 40) -> str:
    return text if len(text) <= room else f"{text[: room - 3]}..."


def write_deck_list(deck: Deck, cards: Mapping[str, Card], fmt: str) -> str:
    """The deck in one of `FORMATS`: what another deck builder or the game reads back."""
    if fmt == "tts":
        return json.dumps([EXPORTED_FROM, *deck.eggs, *deck.main], separators=(",", ":")) + "\n"
    if fmt == "text":
        return (
            "\n".join(
                [
                    "// Digimon Deck List",
                    *(f"{n} {cards[number].name} {number}" for number, n in _counted(deck.main)),
                    "// Egg Deck",
                    *(f"{n} {cards[number].name} {number}" for number, n in _counted(deck.eggs)),
                ]
            )
            + "\n"
        )
    return (
        "\n".join(
            [
                f"# {deck.name}",
                "deck:",
                *(f"{n} {number}  # {cards[number].name}" for number, n in _counted(deck.main)),
                "eggs:",
                *(f"{n} {number}  # {cards[number].name}" for number, n in _counted(deck.eggs)),
            ]
        )
        + "\n"
    )


def _counted(numbers: tuple[str, ...]) -> list[tuple[str, int]]:
    """Each card number once with its count, in the order the list first names it."""
    return list(Counter(numbers).items())
