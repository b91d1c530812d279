"""Rule numbers stay honest: the project cites Comprehensive Rules v4.2 numbers, every one a
rule v4.2 has, and the map from the v1.0 numbers it used to cite
(digimon_tui/guide/rule_numbers.toml) still leads an older number to its rule."""

from __future__ import annotations

import re
import subprocess
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from digimon_tui import guide

ROOT = Path(__file__).resolve().parents[1]
# CI checks out ../shared beside the repository; a bare clone has no rules text.
RULES = ROOT.parent / "shared" / "rules"
CITATION = re.compile(r"\((\d{1,2}(?:-\d{1,2})+(?:, \d{1,2}(?:-\d{1,2})+)*)\)")
HEADING = re.compile(r"^#+ (\d+(?:-\d+)+) ", re.M)
# The change list speaks of every version's numbers (v4.2's, v1.0's and the Update
# History's); so does this file.
BOTH_VERSIONS = {"docs/rules-changes.md", "tests/test_rule_numbers.py"}
RULE_LINE = re.compile(r"^\s*(?:- )?(\d+(?:-\d+)+)\.\s", re.M)


def _map() -> dict[str, dict]:
    text = resources.files("digimon_tui.guide").joinpath("rule_numbers.toml").read_text("utf-8")
    return tomllib.loads(text)


def _cited() -> dict[str, str]:
    """Rule numbers cited as "(13-1-8)" or "(7-1, 7-1-1)" in the tracked package, tests,
    docs and lesson, drill and puzzle files, and the rules guide's entry numbers: number ->
    a file."""
    names = subprocess.run(
        ["git", "ls-files", "digimon_tui", "tests", "docs", "lessons", "drills", "puzzles"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    found: dict[str, str] = {}
    for name in names:
        if name in BOTH_VERSIONS or not name.endswith(
            (".py", ".md", ".toml", ".json", ".yaml", ".yml")
        ):
            continue
        text = (ROOT / name).read_text("utf-8", errors="replace")
        numbers = [n for group in CITATION.findall(text) for n in group.split(", ")]
        if name.endswith("guide/rules.md"):
            numbers += HEADING.findall(text)
        for number in numbers:
            if 1 <= int(number.split("-")[0]) <= 18:  # v4.2's chapters; "(0-19)" is a range
                found.setdefault(number, name)
    return found


def _numbers(document: str) -> set[str]:
    path = RULES / document
    if not path.is_file():
        pytest.skip(f"{path} not found (../shared beside the checkout); skipping checks against it")
    return set(RULE_LINE.findall(path.read_text("utf-8").split("\nUpdate History\n", 1)[0]))


def _in_force() -> set[str]:
    text = resources.files("digimon_tui.guide").joinpath("rule_numbers_v4_2.txt").read_text()
    return set(text.split())


def test_every_cited_rule_number_is_a_rule_of_v4_2():
    """The log, refusals, the guide, lessons, docs and tests cite the rules a player can
    read today: a number v4.2 doesn't have (a v1.0 number left behind, a typo) fails here."""
    cited = _cited()
    assert len(cited) > 300  # the project does cite rules
    assert {n: f for n, f in cited.items() if n not in _in_force()} == {}


def test_the_guide_s_list_of_v4_2_numbers_is_the_document_s():
    """The game ships the list of v4.2's rule numbers (not its text) to tell them from v1.0's."""
    assert _in_force() == _numbers("comprehensive-rules-v4.2.txt")


def test_every_cited_rule_number_opens_a_guide_entry():
    """Each citation leads to the guide's explanation: its own entry or a parent rule's."""
    assert sorted(n for n in _cited() if guide.find(n) is None) == []


def test_a_v1_0_number_opens_the_entry_of_the_rule_it_became():
    """Older books and logs cite v1.0: its numbers still find their rule in the guide."""
    assert guide.find("12-24").rule == "16-24"  # <Alliance>: keywords moved to chapter 16
    assert guide.find("9-2-1-5").title == "Block timing"
    assert guide.find("9-3").rule == "13-1" and "9-3" in guide.former_numbers("13-1")
    # a number that is a rule in both documents is read as v4.2's
    assert guide.find("7-1").title == "Playing a Digimon or a Tamer"


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


def test_every_v1_0_entry_names_where_a_whole_citation_goes():
    """Where v4.2 split a v1.0 rule, `cite` says which of its numbers a citation of the whole
    rule became, so a v1.0 number leads to the right entry."""
    split = [n for n, e in _map().items() if len(e["v42"]) > 1]
    assert len(split) > 50
    assert [n for n in split if not _map()[n].get("cite")] == []
    numbers = _in_force()
    picked = {n for e in _map().values() for n in e.get("cite", [])}
    assert sorted(picked - numbers) == []
