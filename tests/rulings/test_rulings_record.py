"""The record of official rulings (tests/rulings/<set>.toml) and `digimon-tui rulings`: every
entry well formed, every ruling on a pool card recorded exactly once with the count the
reference gives, none in the reference's words, and the report counting what the tests run."""

from __future__ import annotations

import json
import re
import tomllib
from collections import defaultdict
from pathlib import Path

import pytest
from ruling_cases import FOLDER, cases, check_entry_shape, record

from digimon_tui.card_files import rulings
from digimon_tui.card_files.coverage import set_order
from digimon_tui.cli import main

REFERENCE = Path(__file__).resolve().parents[2] / ".." / "shared" / "reference"
RULINGS = REFERENCE / "dcg" / "rulings.json"
SETS = sorted((p.stem.upper() for p in FOLDER.glob("*.toml")), key=set_order)


def _reference() -> dict[str, list[dict]]:
    if not RULINGS.is_file():
        pytest.skip("../shared/reference is not beside the checkout")
    return json.loads(RULINGS.read_text(encoding="utf-8"))


def _pool_pairs(cards) -> dict[str, set[tuple[str, str]]]:
    """(card, Q number) of every reference ruling on a pool card, by set."""
    out: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for number, found in _reference().items():
        if number in cards:
            for r in found:
                out[number.partition("-")[0]].add((number, r["qno"]))
    return out


@pytest.mark.parametrize("code", SETS)
def test_every_entry_of_the_record_is_well_formed(code: str, cards) -> None:
    data = record(code)
    assert data["set"] == code
    entries = data.get("rulings", [])
    problems = [p for e in entries for p in check_entry_shape(e)]
    problems += [f"{e['card']}: not a card of {code}" for e in entries if e["card"] not in cards]
    problems += [
        f"{e['card']}: not of {code}" for e in entries if e["card"].partition("-")[0] != code
    ]
    pairs = [(e["card"], e["q"]) for e in entries]
    problems += [f"{p} twice" for p in set(pairs) if pairs.count(p) > 1]
    assert problems == []


def test_each_pool_ruling_of_the_reference_is_recorded_once(cards) -> None:
    """The record holds every ruling on a pool card, no other, and the count per set."""
    reference = _pool_pairs(cards)
    recorded = {
        code: {(e["card"], e["q"]) for e in record(code).get("rulings", [])} for code in SETS
    }
    assert {c: sorted(p) for c, p in recorded.items() if p} == {
        c: sorted(p) for c, p in reference.items()
    }
    assert {c: record(c)["pool_rulings"] for c in SETS} == {
        c: len(reference.get(c, ())) for c in SETS
    }


def _runs(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def test_no_ruling_is_written_in_the_reference_s_words(cards) -> None:
    """A recorded ruling shares no run of eight words with the official question or answer."""
    texts = {
        (number, r["qno"]): r["question"] + " " + r["answer"]
        for number, found in _reference().items()
        for r in found
    }
    copied = [
        (e["card"], e["q"])
        for code in SETS
        for e in record(code).get("rulings", [])
        if _runs(e["says"], 8) & _runs(texts.get((e["card"], e["q"]), ""), 8)
    ]
    assert copied == []


def test_the_report_counts_what_the_tests_run() -> None:
    folder = rulings.record_dir()
    assert folder == FOLDER
    for line in rulings.read_record(folder):
        runs = cases(line.code)
        assert line.tested == len(runs)
        assert line.passing == sum(1 for r in runs if not r.marks)


def test_rulings_prints_a_line_per_set_of_the_pool_and_the_totals(capsys, cards) -> None:
    """A set without official rulings (BT1, ST1) has a line of noughts."""
    assert main(["rulings"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["set", "rulings", "about", "play", "tested", "passing"]
    pool_sets = sorted({n.partition("-")[0] for n in cards}, key=set_order)
    assert [line.split()[0] for line in out[1:-2]] == pool_sets
    assert [line.split()[1:] for line in out[1:-2] if line.startswith("BT1 ")] == [["0"] * 4]
    assert out[-2].split()[0] == "all"
    assert out[-1].startswith("of the play rulings: ")


def test_a_broken_record_file_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch) -> None:
    (tmp_path / "xt1.toml").write_text("set = \n")
    monkeypatch.setattr(rulings, "record_dir", lambda: tmp_path)
    assert main(["rulings"]) == 2
    err = capsys.readouterr().err
    assert "xt1.toml" in err and err.count("\n") == 1


def test_the_table_gives_the_share_tested_and_passing() -> None:
    lines = rulings.table(
        [rulings.SetRulings("ST7", 12, 10, 8, 6), rulings.SetRulings("BT2", 4, 2, 2, 2)]
    )
    assert lines[-2].split() == ["all", "16", "12", "10", "8"]
    assert lines[-1] == "of the play rulings: 83 % tested, 66 % passing"


def test_without_a_record_rulings_says_so_in_one_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(rulings, "record_dir", lambda: None)
    assert main(["rulings"]) == 2
    err = capsys.readouterr().err
    assert "source checkout" in err and err.count("\n") == 1


def test_the_example_in_docs_rulings_is_the_recorded_one() -> None:
    """docs/rulings.md shows ST7-09 Q690 as it is recorded, so the page can't drift."""
    page = (FOLDER.parents[1] / "docs" / "rulings.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```toml\n(.*?)```", page, re.DOTALL)
    example = [tomllib.loads(b) for b in blocks if "[[rulings]]" in b]
    recorded = [e for e in record("ST7")["rulings"] if e["q"] == "Q690"]
    assert [d["rulings"][0] for d in example] == recorded
