"""The rule-number map (digimon_tui/guide/rule_numbers.toml) keeps citations honest while
the project moves from Comprehensive Rules v1.0 numbers to v4.2's: every rule number the
project cites is in the map, and the map names only rules that exist in each document."""

from __future__ import annotations

import importlib.util
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
# the project's v1.0 citations; so do the per-place picks and this file.
VERSIONS_DOC = "docs/rules-changes.md"
BOTH_VERSIONS = {
    VERSIONS_DOC,
    "digimon_tui/guide/rule_citations.toml",
    "tests/test_rule_numbers.py",
}
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
        if name in BOTH_VERSIONS or not name.endswith(
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


def _tool():
    """tools/rule_numbers.py, loaded as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location(
        "rule_numbers", ROOT / "tools" / "rule_numbers.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _places() -> list[dict]:
    text = resources.files("digimon_tui.guide").joinpath("rule_citations.toml").read_text("utf-8")
    return tomllib.loads(text)["place"]


def test_every_split_rule_has_the_v4_2_number_a_general_citation_becomes():
    """Where v4.2 split a v1.0 rule, `cite` says which of its numbers a citation of the
    whole rule becomes, so the rewrite never has to ask."""
    split = [n for n, e in _map().items() if len(e["v42"]) > 1]
    assert len(split) > 50
    assert [n for n in split if not _map()[n].get("cite")] == []


def test_every_picked_v4_2_number_exists_in_v4_2():
    numbers = _numbers("comprehensive-rules-v4.2.txt")
    picked = {n for e in _map().values() for n in e.get("cite", [])}
    picked |= {n for place in _places() for n in place["cite"]}
    assert sorted(picked - numbers) == []


def test_every_per_place_pick_still_finds_its_citation():
    """A per-place pick names its file and text on the citation's line; an edit that moves
    or rewords the citation must update the pick, or the rewrite would fall back on `cite`."""
    lost = []
    for place in _places():
        lines = (ROOT / place["file"]).read_text("utf-8").splitlines()
        if not any(
            place["near"] in line and place["rule"] in group.split(", ")
            for line in lines
            for group in CITATION.findall(line)
        ):
            lost.append((place["file"], place["near"]))
    assert lost == []


def test_the_rewrite_to_v4_2_numbers_needs_no_pick_anywhere():
    tool = _tool()
    entries, places = _map(), _places()
    unpicked = waiting = 0
    for name in tool._tracked():
        text = (ROOT / name).read_text("utf-8", errors="replace")
        _, _, w, u = tool.rewrite_text(name, text, entries, places)
        waiting, unpicked = waiting + w, unpicked + u
    assert (waiting, unpicked) == (0, 0)


def test_the_rewrite_writes_v4_2_numbers_into_a_copy_with_per_place_picks(tmp_path, capsys):
    names = [
        "digimon_tui/engine/game.py",
        "digimon_tui/engine/legal.py",
        "docs/rules-readings.md",
        "digimon_tui/engine/setups.py",
    ]
    for name in names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text((ROOT / name).read_text("utf-8"), "utf-8")
    tool = _tool()
    assert tool.rewrite(False, names, tmp_path) == 0  # the dry run changes nothing
    assert all((tmp_path / n).read_text("utf-8") == (ROOT / n).read_text("utf-8") for n in names)
    assert tool.rewrite(True, names, tmp_path) == 0
    game = (tmp_path / names[0]).read_text("utf-8")
    legal = (tmp_path / names[1]).read_text("utf-8")
    readings = (tmp_path / names[2]).read_text("utf-8")
    # per-place picks: trashed without DP, the breeding area's effects, deleted at 0 DP
    assert "has no DP and is trashed (17-1-3-2-1)" in game
    assert "its effects don't activate there (3-4-7-4)" in legal
    assert "at 0 DP (17-1-3-1-1)" in readings
    # the entry's cite for a split rule with no per-place pick
    assert "no effect reaches the breeding area (3-4-7-5)" in legal
    assert "(11-3-3)" not in game and "(3-4-6)" not in legal
    # a rule number passed as a string to a helper that cites it
    assert '"Digimon: you digivolve your own", "8-1-3")' in legal
    # "rule N" in prose is rewritten too
    setups = (tmp_path / names[3]).read_text("utf-8")
    assert "rule 5-1-1" in (ROOT / names[3]).read_text("utf-8")
    assert "rule 5-1-1" not in setups and "rule 1-4-1" in setups
    # nothing but citations changed: the files keep their lines
    assert [len(t.splitlines()) for t in (game, legal, readings, setups)] == [
        len((ROOT / n).read_text("utf-8").splitlines()) for n in names
    ]
    assert "0 need a pick" in capsys.readouterr().err


def test_a_per_place_pick_covers_every_copy_of_its_text():
    """A message with a per-place pick and a test quoting it must become the same v4.2
    number: where a picked text also appears in another file, that file needs the same pick."""
    tool = _tool()
    texts = {name: (ROOT / name).read_text("utf-8", errors="replace") for name in tool._tracked()}
    places = _places()
    same = {(p["file"], p["rule"], tuple(p["cite"])) for p in places}
    uncovered = sorted(
        (name, p["near"])
        for p in places
        for name, text in texts.items()
        if p["near"] in text and (name, p["rule"], tuple(p["cite"])) not in same
    )
    assert uncovered == []
