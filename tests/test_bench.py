"""`digimon-tui bench app`: its report and its input (the timing itself runs the app in a
pseudo-terminal, which `digimon-tui bench app` does on demand, not the test suite)."""

from __future__ import annotations

import pytest

from digimon_tui.cli import main
from digimon_tui.ui.bench import ANSI, Figure


def test_a_bad_terminal_size_is_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "app", "--size", "wide"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "COLSxROWS" in err


def test_a_figure_reports_its_median_against_its_target() -> None:
    quick = Figure("key", 0.05, [0.01, 0.02, 0.09])
    slow = Figure("key", 0.05, [0.04, 0.06, 0.07])
    assert quick.row().split()[-5:] == ["20", "-", "50", "3", "ok"]
    assert slow.row().split()[-5:] == ["60", "-", "50", "3", "MISSED"]


def test_the_p90_is_given_from_ten_samples() -> None:
    row = Figure("key", 0.05, [i / 1000 for i in range(1, 11)]).row()
    assert row.split()[-5:] == ["6", "10", "50", "10", "ok"]


def test_control_sequences_are_dropped_to_leave_the_text_drawn() -> None:
    drawn = b"\x1b[?1049h\x1b[1;1H\x1b[38;5;231;48;5;17mNew \x1b[1mgame\x1b[0m\x1b]0;title\x07"
    assert ANSI.sub(b"", drawn) == b"New game"
