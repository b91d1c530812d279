"""The Arena rules guide: one entry for every step the game cites, found from the citations
its log really writes, and written in the project's own words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.guide import CITES, _parse, entries, find, last_cite
from digimon_tui.arena.loader import arena_cards, load_deck

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "digi-battle-arena-rules.txt"


def test_every_cited_step_has_an_entry_in_order() -> None:
    assert [e.cite for e in entries()] == list(CITES)
    assert all(e.title and len(e.text.split()) >= 20 for e in entries())
    assert entries() is entries()  # parsed once


@pytest.mark.parametrize(
    ("cite", "found"),
    [("B.6a", "B.6a"), ("B.2", "B"), ("A", "A.1"), ("A.9", "A.1"), ("E", "E"), ("B.6c", "B.6")],
)
def test_find_gives_the_nearest_entry(cite: str, found: str) -> None:
    entry = find(cite)
    assert entry is not None and entry.cite == found


def test_find_knows_no_other_step() -> None:
    assert find("Z") is None


def test_every_citation_of_real_games_opens_an_entry() -> None:
    cards = arena_cards()
    decks = [load_deck("deck1", cards), load_deck("deck2", cards)]
    cited: set[str] = set()
    for seed in range(20):
        g = ArenaGame(cards, decks, seed=seed, target=1000)
        rng = random.Random(seed)
        while g.pending is not None:
            g.apply(rng.choice(g.pending.moves))
        for line in g.log_lines:
            cited.update(re.findall(r"\(([A-E](?:\.\d+[ab]?)?)\)", line))
    assert {"A.1", "A.2", "A.3", "B", "B.4", "B.5", "B.8", "C", "D", "E"} <= cited
    assert all(find(c) is not None and find(c).cite == c for c in cited)


def test_last_cite_reads_the_newest_line_first() -> None:
    lines = ["p1 turns over Agumon (ST-01) (A.3)", "p2 passes: Greymon to Offline (B.8)", "ok"]
    assert last_cite(lines) == "B.8"
    assert last_cite(["p1 plays Metal Attack (ST-53) on the Power Port (C)"]) == "C"
    assert last_cite(["no citation (ST-01)"]) is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("## A.1 Rookie\n", "entry A.1 has no text"),
        ("## Z.9 Other\nwords\n", "entry Z.9: not a step the game cites"),
        ("## A.1 One\nwords\n## A.1 Again\nwords\n", "entry A.1: written twice"),
        ("## A.1 One\nwords\n", "no entry for A.2"),
    ],
)
def test_a_malformed_guide_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        _parse(text)


def test_no_run_of_twelve_words_is_copied_from_the_rules_text() -> None:
    if not RULES.is_file():
        pytest.skip(f"Arena rules text not found at {RULES}")

    def words(text: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", text.lower())

    rules = words(RULES.read_text(encoding="utf-8"))
    runs = {tuple(rules[i : i + 12]) for i in range(len(rules) - 11)}
    for e in entries():
        mine = words(e.text)
        copied = [
            mine[i : i + 12] for i in range(len(mine) - 11) if tuple(mine[i : i + 12]) in runs
        ]
        assert not copied, (e.cite, " ".join(copied[0]))
