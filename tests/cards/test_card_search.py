"""`cards search`: each kind of term finds the cards it should and no others, over the
whole pool, and a query over 2,000+ cards takes at most 100 ms."""

from __future__ import annotations

import time

import pytest

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.model import Card
from digimon_tui.cards.search import CardIndex, SearchError
from digimon_tui.cards.text import card_text
from digimon_tui.cli import main


@pytest.fixture(scope="module")
def pool() -> list[Card]:
    return list(load_cards().values())


@pytest.fixture(scope="module")
def index(pool: list[Card]) -> CardIndex:
    return CardIndex(pool)


def numbers(cards: list[Card]) -> set[str]:
    return {c.number for c in cards}


def test_the_index_holds_every_set(index: CardIndex, pool: list[Card]) -> None:
    assert len(index) == len(pool)
    assert {c.number.split("-")[0] for c in pool} >= {"BT1", "ST1", "ST10"}


def test_results_come_in_catalogue_order(index: CardIndex) -> None:
    """Sets by their number (BT2 before BT10), cards by theirs within a set."""
    sets = [c.number.split("-")[0] for c in index.search("category:egg")]
    order = list(dict.fromkeys(sets))
    assert order.index("BT2") < order.index("BT10") < order.index("ST2")
    assert order.index("ST9") < order.index("ST10")


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("color:red", lambda c: "red" in c.colors),
        ("colour:blue level:5", lambda c: "blue" in c.colors and c.level == 5),
        ("level:3-4", lambda c: c.level in (3, 4)),
        ("cost:>=10", lambda c: c.cost is not None and c.cost >= 10),
        ("dp:<3000 category:digimon", lambda c: c.category == "digimon" and c.dp < 3000),
        ("category:egg", lambda c: c.category == "digi-egg"),
        ("cat:tamer color:yellow", lambda c: c.category == "tamer" and "yellow" in c.colors),
        ("keyword:blocker", lambda c: any("<Blocker>" in line for line in card_text(c))),
        ("set:st4", lambda c: c.number.startswith("ST4-")),
        ("name:greymon", lambda c: "greymon" in c.name.lower()),
        ("type:dragon", lambda c: any("dragon" in t.lower() for t in c.types)),
        (
            '"delete 1 of your opponent" color:purple',
            lambda c: (
                "purple" in c.colors
                and any("delete 1 of your opponent" in line.lower() for line in card_text(c))
            ),
        ),
    ],
)
def test_each_filter_finds_exactly_its_cards(
    index: CardIndex, pool: list[Card], query: str, expected
) -> None:
    want = {c.number for c in pool if expected(c)}
    assert want  # the pool has such cards: the test can tell a filter that finds nothing
    assert numbers(index.search(query)) == want


def test_a_word_finds_number_name_and_text(index: CardIndex) -> None:
    assert [c.number for c in index.search("ST1-03")] == ["ST1-03"]
    assert {"ST1-03", "BT1-010"} <= numbers(index.search("agumon"))
    # Name matches come before the cards that only mention the word in their text.
    found = index.search("veedramon")
    names = ["veedramon" in c.name.lower() for c in found]
    assert names == sorted(names, reverse=True)
    assert names[0] and not names[-1]
    assert all("veedramon" in "\n".join([c.name, *card_text(c)]).lower() for c in found)


def test_words_must_all_match(index: CardIndex) -> None:
    both = numbers(index.search("security memory"))
    assert both and both == numbers(index.search("security")) & numbers(index.search("memory"))


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("colr:red", "unknown filter colr:"),
        ("level:five", "level:five: expected a number"),
        ("category:spell", "category:spell: expected digimon, tamer, option or egg"),
    ],
)
def test_a_bad_filter_is_refused(index: CardIndex, query: str, message: str) -> None:
    with pytest.raises(SearchError, match=message):
        index.search(query)


def test_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "search", "color:red", "level:6", "--text"]) == 0
    out = capsys.readouterr().out
    assert "ST1-11 WarGreymon" in out and "Agumon" not in out.split("\n")[0]
    assert out.rstrip().endswith("match 'color:red level:6'")
    assert main(["cards", "search", "level:x"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_query_over_2000_cards_takes_at_most_100_ms(pool: list[Card]) -> None:
    """The pool copied under new numbers to 2,000+ cards, as the whole catalogue will be."""
    copies = -(-2100 // len(pool))
    synthetic = [
        card.model_copy(update={"number": f"SY{k}-{i:03d}"})
        for k in range(copies)
        for i, card in enumerate(pool)
    ]
    assert len(synthetic) >= 2000
    index = CardIndex(synthetic)
    queries = [
        "greymon",
        "color:red level:5 keyword:blocker",
        '"delete"',
        "category:option cost:<=2 memory",
        "dp:>=7000 security",
        "x",
    ]
    slowest = 0.0
    for query in queries:
        start = time.perf_counter()
        found = index.search(query)
        slowest = max(slowest, time.perf_counter() - start)
        assert len(found) % copies == 0  # every copy of a matching card matches
    assert slowest <= 0.100, f"slowest query took {slowest * 1000:.0f} ms"
