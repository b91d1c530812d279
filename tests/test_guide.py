"""The rules guide: it parses, cites real rule numbers, covers the chapters, and is written in
the project's own words rather than copied from the Comprehensive Rules."""

from __future__ import annotations

import re
from dataclasses import FrozenInstanceError
from importlib import resources
from pathlib import Path

import pytest

from digimon_tui import guide
from digimon_tui.guide import Entry, entries, find, search

# CI checks out ../shared beside the repository; a bare clone has no rules text.
RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"

MIN_COPIED_WORDS = 12


@pytest.fixture(scope="module")
def rules_text() -> str:
    """The rules in force (v4.2), which the guide's numbers and chapters follow."""
    path = RULES / "comprehensive-rules-v4.2.txt"
    if not path.is_file():
        pytest.skip(f"Comprehensive Rules not found at {path}; skipping checks against it")
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def older_rules_text() -> str:
    """The v1.0 document the guide was first written against."""
    path = RULES / "comprehensive-rules-v1.0.txt"
    if not path.is_file():
        pytest.skip(f"Comprehensive Rules not found at {path}; skipping checks against it")
    return path.read_text(encoding="utf-8")


def _words(sentence: str) -> tuple[str, ...]:
    return tuple(re.findall(r"[a-z0-9]+(?:'[a-z]+)?", sentence.lower()))


def _sentences(text: str) -> list[tuple[str, ...]]:
    """Sentences as word tuples, ignoring case, punctuation and line breaks (the rules text
    breaks lines, and even paragraphs, in mid-sentence)."""
    text = re.sub(r"(?m)^\s*(?:-\s*)*\d+(?:-\d+)*\.\s", " ", text)  # "- 2-4-1. " numbering
    text = " ".join(text.split())
    return [w for w in map(_words, re.split(r"(?<=[.!?])\s+", text)) if w]


def test_guide_parses() -> None:
    found = entries()
    assert len(found) >= 80
    assert entries() is found  # parsed once
    for entry in found:
        assert isinstance(entry, Entry)
        assert re.fullmatch(r"\d+(?:-\d+)+", entry.rule)
        assert entry.title and entry.text and entry.chapter
        assert entry.chapter.startswith(entry.rule.split("-")[0] + ". ")
    with pytest.raises(FrozenInstanceError):
        found[0].rule = "0-0"  # type: ignore[misc]


def test_entries_are_plain_text_and_markdown_is_safe() -> None:
    for entry in entries():
        assert "\\" not in entry.title + entry.text, entry.rule  # escapes undone
    assert find("16-5").title == "<Blocker>"
    markdown = resources.files(guide).joinpath("rules.md").read_text(encoding="utf-8")
    # A bare <Keyword> would be swallowed as an HTML tag by Markdown viewers.
    assert not re.search(r"(?<!\\)<", markdown)


def test_every_chapter_but_link_and_using_cards_has_entries() -> None:
    """Chapters 9 (using cards) and 10 (Link) have no mechanic in the game yet."""
    chapters = {int(entry.rule.split("-")[0]) for entry in entries()}
    assert set(range(1, 19)) - {9, 10} <= chapters


def test_required_rules_are_covered() -> None:
    for rule in ["1-2", "1-4-2-1", "15-14-1", "4-22", "1-4-1", "6-6", "8-1-3", "11-3", "11-4",
                 "14-1", "11-5-1-2-1", "15-8-2", "17-1", "16-4", "16-5", "16-6", "16-7", "16-8",
                 "16-9", "16-10", "16-11", "16-12"]:  # fmt: skip
        assert find(rule) is not None and find(rule).rule == rule, rule


def test_rule_numbers_exist_in_comprehensive_rules(rules_text: str) -> None:
    numbered = set(re.findall(r"(?m)^[\s-]*(\d+(?:-\d+)+)\.\s", rules_text))
    missing = [entry.rule for entry in entries() if entry.rule not in numbered]
    assert not missing, f"not rule numbers in the Comprehensive Rules: {missing}"


def test_chapter_titles_match_comprehensive_rules(rules_text: str) -> None:
    headings = {line.strip() for line in rules_text.splitlines()}
    for chapter in {entry.chapter for entry in entries()}:
        assert chapter in headings, chapter


def test_no_sentence_copied_verbatim(rules_text: str, older_rules_text: str) -> None:
    originals = {
        s for s in _sentences(rules_text + "\n" + older_rules_text) if len(s) >= MIN_COPIED_WORDS
    }
    copied = [
        (entry.rule, " ".join(sentence))
        for entry in entries()
        for sentence in _sentences(entry.text)
        if sentence in originals
    ]
    assert not copied, f"sentences copied from the Comprehensive Rules: {copied}"


def test_find_exact_and_parent() -> None:
    assert find("11-4").title == "Block timing"
    assert find("12-1-7-1").rule == "12-1-7-1"
    assert find("12-1-7-1-2").rule == "12-1-7-1"  # no entry of its own: its parent
    assert find("4-15-1").rule == "4-15"
    assert find(" 11-4. ").rule == "11-4"
    assert find("99-1") is None
    assert find("9") is None
    assert find("") is None


def test_search_puts_title_matches_first() -> None:
    results = search("block")
    assert results[0].rule == "11-4"
    in_title = ["block" in r.title.lower() for r in results]
    assert in_title == sorted(in_title, reverse=True)  # every title match before the rest
    assert all("block" in f"{r.rule} {r.title} {r.text}".lower() for r in results)


def test_search_needs_every_word_and_ignores_case() -> None:
    results = search("DIGIVOLUTION Bonus")
    assert results and results[0].rule == "8-1-3-3"
    for entry in results:
        haystack = f"{entry.rule} {entry.title} {entry.text}".lower()
        assert "digivolution" in haystack and "bonus" in haystack
    assert search("") == []
    assert search("block zzzz-not-a-word") == []
    assert [e.rule for e in search("12-1-7-1")] == ["12-1-7-1"]


def test_parser_rejects_malformed_guides() -> None:
    with pytest.raises(ValueError, match="not in chapter"):
        guide._parse("# 1. Game Overview\n\n## 2-1 Card number\n\nText.\n")
    with pytest.raises(ValueError, match="no text"):
        guide._parse("# 1. Game Overview\n\n## 1-1 Two players\n\n")
    with pytest.raises(ValueError, match="appears twice"):
        guide._parse("# 1. Game Overview\n\n## 1-1 A\n\nx\n\n## 1-1 B\n\ny\n")
    with pytest.raises(ValueError, match="outside an entry"):
        guide._parse("# 1. Game Overview\n\nStray text.\n")


def test_find_takes_a_v1_0_number_v4_2_no_longer_uses() -> None:
    """9-2-1-5 was v1.0's block timing (v4.2: 11-4); a number that is a rule of both
    documents is read as v4.2's (6-4 is v4.2's breeding phase, v1.0's draw phase)."""
    assert find("9-2-1-5") == find("11-4")
    assert guide.former_numbers("11-4") == ("9-2-1-5",)
    assert find("6-4").title == "Breeding phase"
    assert find("12-24") == find("16-24")  # keywords moved from chapter 12 to 16


def test_find_takes_a_v4_2_number_of_a_rule_without_an_entry_of_its_own() -> None:
    """A v4.2 number with no entry of its own leads to its parent's (16-7-2 to <Piercing>,
    16-12-8 to <De-Digivolve>), and where no parent has one, to the entry of the v1.0 rule it
    came from (12-1-5, v1.0 9-2-1-5-3, to block timing)."""
    assert find("16-7-2") == find("16-7")
    assert find("12-1-5") == find("11-4")
    assert find("16-12-8") == find("16-12")
    assert find("16-99") is None


def test_search_matches_a_v1_0_number() -> None:
    assert find("6-5-1-7") in search("6-6-3 passing")
