"""The study view, opened from the title screen: two decks played many times, each deck's
win rate and each card's win rate drawn and not drawn, drawn as a chart that fits the
terminal (figures alone where it is too narrow); the same games as `simulate
--card-stats`; a bad number of games said on the form; leaving stops the games."""

from __future__ import annotations

import asyncio
import io

import pytest
from rich.console import Console
from textual.widgets import Input, Select
from textual.worker import WorkerState
from ui_driver import screen_text

from digimon_tui import card_stats
from digimon_tui.card_files.loader import load_cards
from digimon_tui.card_stats import Row
from digimon_tui.cards.decks import load_deck
from digimon_tui.simulate import simulate
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.card_chart import TRACK, card_chart
from digimon_tui.ui.screens.study import StudyScreen
from digimon_tui.ui.screens.title import TitleScreen


async def _open_study(pilot) -> StudyScreen:
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    assert "Study: which cards pull their weight" in screen_text(pilot.app)
    await pilot.press("t")
    await pilot.pause()
    assert isinstance(pilot.app.screen, StudyScreen)
    return pilot.app.screen


async def _set(pilot, field: str, value: str) -> None:
    box = pilot.app.screen.query_one(f"#study-{field}", Input)
    box.focus()
    box.value = ""
    await pilot.press(*value)


async def _red_yellow_12_games(pilot) -> None:
    """The form set for red against yellow, 12 games, seed 5."""
    pilot.app.screen.query_one("#study-deck1", Select).value = "yellow"
    await _set(pilot, "games", "12")
    await _set(pilot, "seed", "5")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_study_view_charts_each_cards_win_rates(size: tuple[int, int]) -> None:
    asyncio.run(_study(size))


async def _study(size: tuple[int, int]) -> None:
    cards = load_cards()
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        screen = await _open_study(pilot)
        await _red_yellow_12_games(pilot)
        await pilot.press("ctrl+r")
        await screen.workers.wait_for_complete()
        await pilot.pause()
        text = screen_text(app)

        decks = (load_deck("red"), load_deck("yellow"))
        same = simulate(cards, decks, 12, 5, names=("red", "yellow"), card_stats=True)
        for line in same.summary().splitlines()[:-1]:  # the command line's games (not its time)
            assert line in text
        rows = card_stats.matchup_rows(same.cards, same.labels(), decks, cards)
        lines = text.splitlines()
        shown = [line for line in lines if line.startswith(("red ", "yellow "))][2:]
        assert len(shown) >= 3  # the first card rows fit below the summary at 80x24
        for row, line in zip(rows, shown, strict=False):
            figures = f"{row.games_drawn:5}"
            assert line.split()[:2] == [row.deck, row.card] and figures in line
            assert "●" in line  # the track: the terminal is wide enough at both sizes
        assert all(len(line.rstrip()) <= size[0] for line in lines)


def test_a_bad_number_of_games_is_said_on_the_form() -> None:
    async def go() -> None:
        app = DigimonApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _open_study(pilot)
            await _set(pilot, "games", "0")
            await pilot.press("enter")
            await pilot.pause()
            assert "✗ games: a number from 1 to 100,000" in screen_text(app)
            assert not screen.workers  # no game started

    asyncio.run(go())


def test_leaving_the_study_view_stops_its_games() -> None:
    async def go() -> None:
        app = DigimonApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _open_study(pilot)
            await _set(pilot, "games", "5000")
            await pilot.press("ctrl+r")
            await pilot.pause(0.3)
            (worker,) = screen.workers
            assert worker.state == WorkerState.RUNNING
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            for _ in range(100):  # the next game's end at the latest
                if worker.state != WorkerState.RUNNING:
                    break
                await asyncio.sleep(0.05)
            assert worker.state == WorkerState.CANCELLED

    asyncio.run(go())


def _row(name: str, drawn: tuple[int, int], not_drawn: tuple[int, int]) -> Row:
    games = drawn[1] + not_drawn[1]
    return Row("red", "ST1-07", name, 4, games, drawn[1], drawn[0], not_drawn[1], not_drawn[0],
               drawn[1], drawn[0], not_drawn[1], not_drawn[0])  # fmt: skip


def _plain(text, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(text)
    return console.export_text().splitlines()


def test_the_chart_marks_each_rate_on_the_track() -> None:
    """● at the win rate drawn (3 of 4: three quarters along), ○ at the rate not drawn
    (0 of 4: the left end), the interval of the drawn rate around ●."""
    lines = _plain(card_chart([_row("Greymon", (3, 4), (0, 4))], 100), 100)
    line = lines[1]
    track = line.rsplit("  ", 1)[1]  # the track ends the line, after two spaces
    assert track[0] == "○" and track.index("●") == round(0.75 * (len(track) - 1))
    assert "━" in track and "75%" in line and "  0%" in line and "+75" in line


def test_a_narrow_terminal_shows_the_figures_without_the_track() -> None:
    row = _row("Greymon", (3, 4), (1, 4))
    wide = _plain(card_chart([row], 80), 80)[1]
    narrow = _plain(card_chart([row], 40), 40)[1]
    assert "●" in wide and "●" not in narrow and "·" not in narrow
    assert narrow.split()[:2] == ["red", "ST1-07"] and "75%" in narrow
    assert TRACK == 20


def test_a_gap_that_rounds_to_nothing_is_0_not_minus_0() -> None:
    line = _plain(card_chart([_row("Greymon", (400, 1000), (401, 1000))], 100), 100)[1]
    assert line.split()[6] == "+0"


def test_a_card_never_drawn_has_no_drawn_figures_and_names_are_text() -> None:
    """A name from a card file is shown as written: `[bold]` is not markup."""
    lines = _plain(card_chart([_row("[bold]Agu", (0, 0), (2, 4))], 100), 100)
    assert "[bold]Agu" in lines[1]
    assert "  -%" in lines[1] and "●" not in lines[1] and "○" in lines[1]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_changed_copy_of_deck_1_is_measured_on_the_same_games(tmp_path, size) -> None:
    """The form's "compare deck 1 with": each seed played with red as built in and with a
    copy that swaps Dracomon for BT1 Agumon, against yellow; the difference and its paired
    interval are those `study --compare` computes for the same games."""
    from digimon_tui import compare
    from digimon_tui.cards.decks import CARDS_DIR

    red = (CARDS_DIR / "decks" / "red.deck").read_text()
    changed = red.replace("4 ST1-04  # Dracomon", "4 BT1-010  # Agumon")
    assert changed != red
    (tmp_path / "red-2.deck").write_text(changed)
    cards = load_cards()
    decks = (load_deck("red"), load_deck("yellow"))
    new = compare.aligned(decks[0], load_deck(tmp_path / "red-2.deck", cards))
    res = compare.compare((cards, decks), (cards, (new, decks[1])), 12, 5, names=("red", "yellow"))
    expected = compare.in_words(compare.Line(("red", "yellow"), res.players, 0, res))
    assert res.pairs is not None and res.pairs.same < 12  # the change shows in some games

    async def go() -> None:
        app = DigimonApp()
        async with app.run_test(size=size) as pilot:
            screen = await _open_study(pilot)
            await _red_yellow_12_games(pilot)
            await _set(pilot, "new", str(tmp_path / "red-2.deck"))
            await pilot.press("enter")
            await screen.workers.wait_for_complete()
            await pilot.pause()
            text = screen_text(app)
            for line in expected:
                assert line.rstrip() in text
            assert all(len(line.rstrip()) <= size[0] for line in text.splitlines())

    asyncio.run(go())


def test_a_copy_that_is_not_a_deck_is_said_on_the_form(tmp_path) -> None:
    (tmp_path / "bad.deck").write_text("4 ST1-99\n")

    async def go() -> None:
        app = DigimonApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await _open_study(pilot)
            await _set(pilot, "new", str(tmp_path / "bad.deck"))
            await pilot.press("ctrl+r")
            await pilot.pause()
            text = screen_text(app)
            assert "✗ compare:" in text and "bad.deck" in text
            assert not screen.workers  # no game started

    asyncio.run(go())
