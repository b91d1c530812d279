"""A whole Sealed match from the title screen: the form, both players opening and
building behind the hand-over screen, three games with sideboarding between them, the
loser choosing who goes first, the score and the autosave."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from ui_driver import eager, game_screen, make, screen_text

from digimon_tui.card_files.loader import load_cards
from digimon_tui.sealed import booster as boosters
from digimon_tui.sealed.match import Match
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.deck_builder import DeckBuilderScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.game_over import GameOverScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.opening import OpeningScreen
from digimon_tui.ui.screens.sealed_form import SealedFormScreen
from digimon_tui.ui.table import SealedTable

sys.path.insert(0, str(Path(__file__).parents[1] / "sealed"))
from sealed_helpers import sample_cards, write_booster  # noqa: E402


@pytest.fixture
def sealed_app_cards(tmp_path, monkeypatch):
    """The built-in cards and the complete test set, whose booster is the only one."""
    folder = tmp_path / "boosters"
    folder.mkdir()
    write_booster(folder)
    monkeypatch.setattr(boosters, "BOOSTERS_DIR", folder)
    return {**load_cards(), **sample_cards()}


def test_a_whole_sealed_match_from_the_title_screen(sealed_app_cards):
    asyncio.run(whole_match(sealed_app_cards, (120, 40)))


def test_the_sealed_screens_fit_80_by_24(sealed_app_cards):
    asyncio.run(whole_match(sealed_app_cards, (80, 24), games=1))


def flat(app) -> str:
    """The screen's text with line breaks and runs of spaces as single spaces, so a
    sentence wrapped at 80 columns is still found."""
    return " ".join(screen_text(app).replace("│", " ").split())


async def pause(pilot, n: int = 2) -> None:
    for _ in range(n):
        await pilot.pause()


async def open_and_build(pilot, app, name: str, hidden: list[str]) -> None:
    """Past the hand-over (which shows none of the `hidden` card names: the other
    player's pool), open every pack, build automatically, adjust by keys, done."""
    assert isinstance(app.screen, HandoverScreen)
    text = flat(app)
    assert f"Hand the keyboard to {name}" in text
    assert not any(n in text for n in hidden), "a pool drawn behind the hand-over"
    await pilot.press("space")
    await pause(pilot)
    assert isinstance(app.screen, OpeningScreen)
    await pilot.press("space")  # one card turned over
    await pause(pilot)
    assert "1 of 72" in flat(app)
    await pilot.press("a", "space")
    await pause(pilot)
    builder = app.screen
    assert isinstance(builder, DeckBuilderScreen)
    assert "exactly 40 cards; this one has 0" in flat(app)
    await pilot.press("b")
    await pause(pilot)
    text = flat(app)
    assert "A legal Sealed deck" in text and "Level curve" in text and "Lv3" in text
    await pilot.press("k", "enter")  # pool filtered to Digimon; one more into the deck
    await pause(pilot)
    assert sum(builder.deck.values()) == 41
    assert "filter category digimon" in flat(app) and "this one has 41" in flat(app)
    await pilot.press("ctrl+d")  # refused: not legal
    await pause(pilot)
    assert app.screen is builder
    await pilot.press("tab", "enter")  # the deck's first card back to the sideboard
    await pause(pilot)
    assert sum(builder.deck.values()) == 40 and "A legal Sealed deck" in flat(app)
    await pilot.press("ctrl+d")
    await pause(pilot)


async def whole_match(cards, size, games: int = 3) -> None:
    app = DigimonApp(cards=cards)
    async with app.run_test(size=size) as pilot:
        await pause(pilot)
        await pilot.press("e")
        await pause(pilot)
        assert isinstance(app.screen, SealedFormScreen)
        app.screen.query_one("#name0").value = "Ann"
        app.screen.query_one("#name1").value = "Bob"
        app.screen.query_one("#seed").value = "5"
        await pilot.press("ctrl+n")
        await pause(pilot)
        match = storage.load_table(cards, storage.autosave_path())
        assert isinstance(match, Match) and match.names == ("Ann", "Bob")
        pools = [sorted({cards[n].name for n in pool.cards}) for pool in match.pools]
        await open_and_build(pilot, app, "Ann", pools[1])
        await open_and_build(pilot, app, "Bob", pools[0])
        winners = ["p1", "p2", "p1"][:games]
        for number, winner in enumerate(winners, 1):
            screen = app.screen
            if number > 1:
                assert isinstance(screen, ChoiceScreen)
                assert "go first or second?" in flat(app)
                assert "3.5 Match Structure" in flat(app)
                await pilot.press("1")
                await pause(pilot)
            table = game_screen(app).table
            assert isinstance(table, SealedTable) and table.game.format == "sealed"
            before = winners[: number - 1]
            score = f"{before.count('p1')}–{before.count('p2')}"
            status = game_screen(app).status_text().plain  # the line the table draws
            assert f"game {number}, {score} · " in status
            if number > 1:
                loser = 1 if winners[number - 2] == "p1" else 0
                assert table.game.first_player == loser  # the loser chose to go first
            for _ in range(6):
                g = game_screen(app).table.game
                if g.pending is None:
                    break
                await make(pilot, eager(g))
            saved = storage.load_table(cards, storage.autosave_path())
            assert isinstance(saved, SealedTable) and saved.match is not None
            assert len(saved.match.winners) == number - 1
            game_screen(app).play(f"forfeit {'p2' if winner == 'p1' else 'p1'}")
            await pause(pilot, 3)
            assert isinstance(app.screen, GameOverScreen)
            wins = winners[:number]
            score = f"Ann {wins.count('p1')} – {wins.count('p2')} Bob"
            assert score in flat(app)
            if number == games:
                break
            await pilot.press("c")
            await pause(pilot)
            between = storage.load_table(cards, storage.autosave_path())
            assert isinstance(between, Match) and len(between.winners) == number
            for name, other in (("Ann", pools[1]), ("Bob", pools[0])):
                assert isinstance(app.screen, HandoverScreen)
                assert f"Hand the keyboard to {name}" in flat(app)
                assert not any(n in flat(app) for n in other)
                await pilot.press("space")
                await pause(pilot)
                assert isinstance(app.screen, DeckBuilderScreen)
                assert f"sideboard for game {number + 1}" in flat(app)
                await pilot.press("ctrl+d")
                await pause(pilot)
        if games == 3:
            await pilot.press("c")
            await pause(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            text = flat(app)
            assert "Ann wins the match!" in text and "Ann 2 – 1 Bob" in text
            assert not isinstance(app.screen, GameScreen)


def test_continue_resumes_a_match_between_games(sealed_app_cards):
    """A match saved while sideboarding is continued from the title screen where it was:
    the score kept, the player still to sideboard handed the keyboard first."""
    asyncio.run(resume_between_games(sealed_app_cards))


async def resume_between_games(cards) -> None:
    from digimon_tui.sealed.booster import load_booster
    from digimon_tui.sealed.builder import build_deck
    from digimon_tui.sealed.match import open_pools

    pools = open_pools(load_booster("TS"), cards, 6, seed=3)
    match = Match(("Ann", "Bob"), pools, 3)
    for p in (0, 1):
        match.set_deck(p, build_deck(pools[p], cards), cards)
    match.start_game(cards)
    assert match.game is not None
    match.game.apply("forfeit p2")
    match.finish_game()
    match.sideboarding = 1  # Ann has sideboarded; Bob's turn
    assert storage.autosave_match(match) is None
    app = DigimonApp(cards=cards)
    async with app.run_test(size=(100, 30)) as pilot:
        await pause(pilot)
        await pilot.press("enter")  # "Continue the last game", the first item
        await pause(pilot)
        assert isinstance(app.screen, HandoverScreen) and "Hand the keyboard to Bob" in flat(app)
        await pilot.press("space")
        await pause(pilot)
        assert isinstance(app.screen, DeckBuilderScreen) and "sideboard for game 2" in flat(app)
        await pilot.press("ctrl+d")
        await pause(pilot)
        assert isinstance(app.screen, ChoiceScreen)  # Bob lost: he chooses
        assert "Bob: go first or second?" in flat(app) and "Ann 1 – 0 Bob" in flat(app)
        await pilot.press("2")  # Bob goes second
        await pause(pilot)
        table = game_screen(app).table
        assert isinstance(table, SealedTable) and table.game.first_player == 0
