"""Playing against the computer: no hand-over screen, the computer's hand never drawn nor
its answers listed, each of its answers after a moment (a key answers at once) and told
in the log; the seat stays the computer's after saving and loading."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Static
from ui_driver import eager, game_screen, hand_uids_drawn, make, screen_text

from digimon_tui import cli
from digimon_tui.arena.verbs import DECLINE
from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens import table_screen
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.new_game import NewGameScreen
from digimon_tui.ui.screens.table_screen import BOT_DELAY
from digimon_tui.ui.setup import new_arena_table, new_table
from digimon_tui.ui.widgets.actions import ActionsPanel


def test_play_against_the_computer_from_the_title_screen(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await pilot.press(*"Alice", "ctrl+n")
            await pilot.pause()
            assert not isinstance(app.screen, HandoverScreen)
            table = game_screen(app).table
            assert table.bots == (None, 2) and table.names == ("Alice", "Computer")

    asyncio.run(run())


def test_a_game_against_the_computer(cards: dict[str, Card]) -> None:
    """Alice (p1) plays eagerly through the keys; the computer (p2) answers by itself."""
    table = new_table(cards, ("red", "blue"), ("Alice", "Computer"), seed=8, bots=(None, 2))
    g = table.game

    async def run() -> None:
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            computer_moves = waited = 0
            for _ in range(400):
                d = screen.table.game.pending
                if d is None:
                    break
                assert not isinstance(app.screen, HandoverScreen)
                if d.player == 1:
                    bot_hand = set(screen.table.game.players[1].hand)
                    assert not hand_uids_drawn(app) & bot_hand, "the computer's hand drawn"
                    assert not screen.query_one(ActionsPanel).moves, "the computer's answers"
                    assert "thinking" in screen_text(app)
                    before = len(screen.table.game.moves)
                    if computer_moves % 2:
                        await pilot.press("x")  # a key: the computer answers at once
                    else:  # by itself after the delay; a loaded machine may take longer
                        await asyncio.sleep(BOT_DELAY)
                        for _ in range(50):
                            if len(screen.table.game.moves) > before:
                                break
                            await asyncio.sleep(0.1)
                        waited += 1
                    await pilot.pause()
                    assert len(screen.table.game.moves) > before
                    move = screen.table.game.moves[before]
                    assert any(move in line for line in screen.table.log_lines())
                    computer_moves += 1
                    if screen.computer_deciding():  # what it did so far, beside the board
                        note = screen.query_one("#refusal", Static).content
                        assert str(note).endswith(screen.computer_said[-1])
                else:
                    await make(pilot, eager(screen.table.game))
            assert computer_moves > 10 and waited > 5
            assert screen.table.game is not g or g.moves

    asyncio.run(run())


def test_the_computer_waits_until_its_moment_or_a_key(cards, monkeypatch) -> None:
    monkeypatch.setattr(table_screen, "BOT_DELAY", 30.0)
    table = new_table(cards, ("red", "blue"), seed=3, first=1, bots=(None, 1))

    async def run() -> None:
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            assert screen.table.game.pending.player == 1
            await asyncio.sleep(0.3)
            await pilot.pause()
            assert screen.table.game.moves == [], "answered before its moment"
            await pilot.press("e")  # any key: the computer answers now, the key does no more
            await pilot.pause()
            assert screen.table.game.moves == ["keep"]

    asyncio.run(run())


def test_an_arena_game_against_the_computer_keeps_its_secrets(tmp_path) -> None:
    table = new_arena_table(("deck1", "deck2"), seed=5, target=300, bots=(2, None))

    async def run() -> None:
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ArenaScreen) and screen.viewer == 1
            for _ in range(40):
                d = screen.table.game.pending
                if d is None:
                    break
                assert not isinstance(app.screen, HandoverScreen)
                if d.player == 0:
                    assert not screen.query_one(ActionsPanel).moves
                    await pilot.press("x")
                else:
                    numbered = [m for m in d.moves if m.verb not in DECLINE]
                    await pilot.press("1" if numbered else "e")
                await pilot.pause()
            assert len(screen.table.game.moves) > 20

    asyncio.run(run())


def test_the_computer_keeps_its_seat_in_a_saved_game(cards, tmp_path) -> None:
    table = new_table(cards, ("red", "blue"), seed=2, bots=(1, None))
    path = tmp_path / "save.json"
    storage.save_table(table, path)
    again = storage.load_table(cards, path)
    assert again.bots == (1, None) and again.names == ("Computer", "Player 2")


def test_a_saved_game_with_a_bad_computer_level_is_refused(cards, tmp_path) -> None:
    table = new_table(cards, ("red", "blue"), seed=2, bots=(None, 2))
    path = tmp_path / "save.json"
    storage.save_table(table, path)
    path.write_text(path.read_text().replace('"bots": [\n   null,\n   2', '"bots": [null, 7'))
    with pytest.raises(ValueError, match="table.bots"):
        storage.load_table(cards, path)


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[DigimonApp]:
    apps: list[DigimonApp] = []
    monkeypatch.setattr(DigimonApp, "run", lambda self: apps.append(self))
    return apps


@pytest.mark.parametrize(
    ("args", "bots", "deck"),
    [
        (["--p2", "bot"], (None, 2), "ST2-01"),
        (["--p1", "bot:1:yellow"], (1, None), "ST3-01"),
        (["--p2", "bot:1", "--p1", "yellow"], (None, 1), "ST3-01"),
    ],
)
def test_play_against_the_computer_from_the_command_line(started, args, bots, deck) -> None:
    assert cli.main(["play", *args, "--seed", "1"]) == 0
    table = started[0].first_table
    assert table.bots == bots
    seat = 0 if bots[0] is not None else 1
    assert table.names[seat] == "Computer"
    eggs = [d["eggs"][0] for d in table.game.setup["decks"]]
    assert deck in eggs


def test_a_computer_that_is_no_player_is_one_line(started, capsys) -> None:
    assert cli.main(["play", "--p2", "bot:5"]) == 2
    assert "bot:1, bot:2" in capsys.readouterr().err


def test_undo_takes_back_your_move_and_the_computers_answers(cards) -> None:
    table = new_table(
        cards, ("red", "blue"), ("Alice", "Computer"), seed=6, first=0, bots=(None, 2)
    )

    async def run() -> None:
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            g = lambda: screen.table.game  # noqa: E731 (undo replaces the game)
            while g().pending.kind != "main" or g().pending.player != 0:
                if g().pending.player == 1:
                    await pilot.press("x")
                    await pilot.pause()
                else:
                    await make(pilot, eager(g()))
            before = list(g().moves)
            await make(pilot, "pass")
            while g().pending.player == 1:
                await pilot.press("x")
                await pilot.pause()
            assert len(g().moves) > len(before) + 2  # the computer played a turn
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert g().moves == before
            assert g().pending.player == 0 and g().pending.kind == "main"
            assert "took back 'pass' and the computer's answers" in "\n".join(
                screen.table.log_lines()
            )

    asyncio.run(run())
