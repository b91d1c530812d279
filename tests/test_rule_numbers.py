"""The rule-number map (digimon_tui/guide/rule_numbers.toml) keeps citations honest while
the project moves from Comprehensive Rules v1.0 numbers to v4.2's: every rule number the
project cites is in the map, and the map names only rules that exist in each document."""

from __future__ import annotations

import re
import subprocess
import tomllib
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# CI checks out ../shared beside the repository; a bare clone has no rules text.
RULES = ROOT.parent / "shared" / "rules"
CITATION = re.compile(r"\((\d{1,2}(?:-\d{1,2})+(?:, \d{1,2}(?:-\d{1,2})+)*)\)")
HEADING = re.compile(r"^#+ (\d+(?:-\d+)+) ", re.M)
# The change list speaks of every version's numbers (v4.2's and the Update History's), not
# the project's v1.0 citations.
VERSIONS_DOC = "docs/rules-changes.md"
RULE_LINE = re.compile(r"^\s*(?:- )?(\d+(?:-\d+)+)\.\s", re.M)


def _map() -> dict[str, dict]:
    text = resources.files("digimon_tui.guide").joinpath("rule_numbers.toml").read_text("utf-8")
    return tomllib.loads(text)


def _cited() -> dict[str, str]:
    """Rule numbers cited as "(9-2-1)" or "(7-2, 7-3)" in the tracked package, tests, docs
    and lesson, drill and puzzle files, and the rules guide's entry numbers: number -> a file."""
    names = subprocess.run(
        ["git", "ls-files", "digimon_tui", "tests", "docs", "lessons", "drills", "puzzles"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    found: dict[str, str] = {}
    for name in names:
        if name == VERSIONS_DOC or not name.endswith(
            (".py", ".md", ".toml", ".json", ".yaml", ".yml")
        ):
            continue
        text = (ROOT / name).read_text("utf-8", errors="replace")
        numbers = [n for group in CITATION.findall(text) for n in group.split(", ")]
        if name.endswith("guide/rules.md"):
            numbers += HEADING.findall(text)
        for number in numbers:
            if 1 <= int(number.split("-")[0]) <= 14:  # v1.0's chapters; "(0-19)" is a range
                found.setdefault(number, name)
    return found


def _numbers(document: str) -> set[str]:
    path = RULES / document
    if not path.is_file():
        pytest.skip(f"{path} not found (../shared beside the checkout); skipping checks against it")
    return set(RULE_LINE.findall(path.read_text("utf-8").split("\nUpdate History\n", 1)[0]))


def test_every_cited_rule_number_is_in_the_v1_0_to_v4_2_map():
    """A new citation of a number the map doesn't know fails here, so the switch to v4.2
    numbers stays mechanical."""
    mapped = _map()
    cited = _cited()
    assert len(cited) > 300  # the project does cite rules
    assert {n: f for n, f in cited.items() if n not in mapped} == {}


def test_every_v1_0_number_in_the_map_exists_in_v1_0():
    numbers = _numbers("comprehensive-rules-v1.0.txt")
    assert sorted(set(_map()) - numbers) == []


def test_every_v4_2_number_in_the_map_exists_in_v4_2():
    numbers = _numbers("comprehensive-rules-v4.2.txt")
    named = {n for entry in _map().values() for n in entry["v42"]}
    assert sorted(named - numbers) == []


def test_a_v1_0_rule_the_map_calls_gone_says_why():
    """An entry with no v4.2 number must carry a note saying what happened to the rule."""
    assert [n for n, e in _map().items() if not e["v42"] and not e.get("note")] == []


# Entries confirmed by reading both documents; raise it as more are checked, never lower it.
CHECKED_AT_LEAST = 500


def test_checked_entries_never_fall_below_the_count_already_confirmed():
    """An entry confirmed by reading both rules stays confirmed: regenerating the map or
    editing an entry by hand must not quietly turn a checked entry back into a proposal."""
    assert sum(1 for e in _map().values() if e["checked"]) >= CHECKED_AT_LEAST


def test_a_rule_v4_2_no_longer_has_is_not_cited_as_a_rule_number():
    """A citation "(N)" of a v1.0 rule that v4.2 dropped would be rewritten to nothing:
    such a rule may be named in prose, never cited on its own."""
    mapped = _map()
    assert sorted(n for n in _cited() if not mapped[n]["v42"]) == []
