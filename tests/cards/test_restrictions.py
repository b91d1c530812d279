"""The restriction and ban list of the standard format: a deck a player brings is checked
against the list in force on a date (today unless `--as-of`): `deck check` says why a deck
is not legal, and `play` refuses it in one line with exit code 2."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from digimon_tui.cards import restrictions
from digimon_tui.cards.model import Card
from digimon_tui.cli import main

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "dcg" / "banlist.json"

D = datetime.date


def test_a_restricted_card_allows_one_copy_from_its_date(pool: dict[str, Card]) -> None:
    four = ("BT2-047",) * 4  # Argomon, restricted to 1 from 2021-04-01
    assert restrictions.problems(four, pool, D(2021, 3, 31)) == []
    (problem,) = restrictions.problems(four, pool, D(2021, 4, 1))
    assert "BT2-047 Argomon is restricted to 1 copy since 2021-04-01 (4 in the deck)" in problem
    assert restrictions.problems(("BT2-047",), pool, D(2026, 11, 27)) == []


def test_a_lifted_restriction_no_longer_counts(pool: dict[str, Card]) -> None:
    four = ("BT6-015",) * 4  # SaviorHuckmon: restricted, then lifted on 2023-11-17
    assert restrictions.problems(four, pool, D(2023, 11, 16))
    assert restrictions.problems(four, pool, D(2023, 11, 17)) == []


def test_a_banned_card_allows_none(pool: dict[str, Card]) -> None:
    (problem,) = restrictions.problems(("BT5-109",), pool, D(2022, 2, 25))
    assert "BT5-109" in problem and "is banned since 2022-02-25 (1 in the deck)" in problem
    assert restrictions.problems(("BT5-109",), pool, D(2022, 2, 24)) == []


def test_the_cards_of_a_pair_may_not_be_together(pool: dict[str, Card]) -> None:
    """Mother D-Reaper and Shoto Kazama: each alone is legal, both together are not."""
    on = D(2025, 3, 28)
    assert restrictions.problems(("EX2-007",) * 4, pool, on) == []
    assert restrictions.problems(("EX7-064",) * 4, pool, on) == []
    (problem,) = restrictions.problems(("EX2-007", "EX7-064"), pool, on)
    assert "EX2-007" in problem and "EX7-064" in problem and "2025-03-28" in problem
    assert restrictions.problems(("EX2-007", "EX7-064"), pool, D(2025, 3, 27)) == []


@pytest.mark.skipif(not REFERENCE.is_file(), reason="needs ../shared/reference/dcg")
def test_the_list_is_the_official_one() -> None:
    """Every dated change of the official list, and nothing else."""
    official = json.loads(REFERENCE.read_text(encoding="utf-8"))
    status = {"restricted": "restricted", "banned": "banned", "banned_pair": "pair"}
    expected = {
        (
            e["cardId"],
            e["effectiveDate"],
            "lifted" if e["action"] == "lift" else status[e["status"]],
        )
        for e in official["events"]
    }
    ours = {(c.card, c.date.isoformat(), c.status) for c in restrictions.changes()}
    assert ours == expected
    today = restrictions.in_force(D(2026, 11, 27))
    assert set(today) == set(official["current"])


def hammer_sparks(tmp_path: Path) -> Path:
    """The blue starter deck as sold, with its four Hammer Spark (restricted 2024-08-31)."""
    deck = tmp_path / "blue-as-sold.deck"
    lines = ["deck:", "4 ST2-13"] + [f"4 ST2-{n:02d}" for n in range(2, 13)] + ["2 ST2-14"]
    deck.write_text("\n".join([*lines, "eggs:", "4 ST2-01", ""]))
    return deck


def test_deck_check_names_every_reason_and_exits_2(tmp_path: Path, capsys) -> None:
    deck = hammer_sparks(tmp_path)
    assert main(["deck", "check", str(deck)]) == 2
    out = capsys.readouterr().out
    assert "ST2-13 Hammer Spark is restricted to 1 copy since 2024-08-31" in out
    assert main(["deck", "check", str(deck), "--as-of", "2024-08-30"]) == 0
    assert "legal for standard play on 2024-08-30" in capsys.readouterr().out


def test_a_bad_date_is_a_one_line_usage_error(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["deck", "check", str(hammer_sparks(tmp_path)), "--as-of", "2024-13-01"])
    assert exit.value.code == 2
    assert "expected a date such as" in capsys.readouterr().err


def test_play_refuses_a_deck_the_list_forbids(tmp_path: Path, capsys) -> None:
    deck = hammer_sparks(tmp_path)
    assert main(["play", "--p1", str(deck), "--plain"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Hammer Spark is restricted" in err
