"""The projector seat (`digimon-tui watch`, or "Watch" on the title screen): a read-only
view of the game another app plays on the same data folder, following its autosave.

It must draw only what both players may see, after every move, at any size: the tests
compare what it draws with the cards hidden from each player (hands, decks, security,
Digi-Egg decks) that nothing public names.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot
from ui_driver import eager, game_screen, make, screen_text

from digimon_tui import guide
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import load_data
from digimon_tui.ui import autosave_lock, storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.screens.watch import WatchScreen, rule_text
from digimon_tui.ui.setup import new_table, scenario_table
from digimon_tui.ui.table import Table
from digimon_tui.ui.watch_feed import WatchFeed
from digimon_tui.ui.widgets.card_chip import HandCard, StackCard

SIZES = [(80, 24), (120, 40)]
FOLLOW_WITHIN = 5.0
"""Seconds the watcher's own timer may take to bring a move on a loaded machine."""
ALICE_ONLY = "Hammer Spark"  # in Alice's hand in the scenario, nowhere in view
BOB_ONLY = "Gaia Force"  # in Bob's hand


async def caught_up(pilot: Pilot[None], watcher: DigimonApp, game: Game) -> None:
    """Let the watcher's timer run until its view shows `game`'s log, or FOLLOW_WITHIN
    seconds pass (the assertions after it then say what it shows)."""
    waited = 0.0
    while waited < FOLLOW_WITHIN:
        await pilot.pause(0.1)
        waited += 0.1
        shown = getattr(watcher.screen, "feed", None)
        table = shown.view.table if shown is not None else None
        if table is not None and table.game.log_lines == game.log_lines:
            await pilot.pause()
            return


@pytest.fixture
def playing() -> Iterator[autosave_lock.Claim]:
    """This process stands for the app playing the game: it holds the first autosave,
    as a running app does (the watcher tests the lock, through a file of its own)."""
    held = autosave_lock.claim()
    try:
        yield held
    finally:
        held.release()


def hidden_words(g: Game) -> set[str]:
    """The names and numbers of the cards hidden from a player (in either hand, a deck,
    a security stack or a Digi-Egg deck) that nothing public shows: not a card in play or
    in a trash, not the log."""
    public = [u for pl in g.players for u in pl.trash]
    for pl in g.players:
        for perm in [pl.breeding, *pl.battle]:
            if perm is not None:
                public += perm.cards
    seen = " ".join([*g.log_lines, *(f"{g.defs[u].name} {g.defs[u].number}" for u in public)])
    hidden = [u for pl in g.players for u in (*pl.hand, *pl.deck, *pl.security, *pl.eggs)]
    words = {w for u in hidden for w in (g.defs[u].name, g.defs[u].number)}
    return {w for w in words if w not in seen}


def assert_nothing_hidden(app: DigimonApp, g: Game) -> None:
    """Nothing drawn names a hidden card, and no hidden card is a widget at all."""
    screen = app.screen
    assert isinstance(screen, WatchScreen)
    text = screen_text(app)
    leaked = sorted(w for w in hidden_words(g) if w in text)
    assert not leaked, f"the projector shows hidden cards {leaked}:\n{text}"
    assert not list(screen.query(HandCard)), "a hand card is in the projector's widgets"
    in_play = {u for pl in g.players for p in [pl.breeding, *pl.battle] if p for u in p.cards}
    for chip in screen.query(StackCard):
        assert chip.uid in in_play


async def look(pilot: Pilot) -> None:
    """Let the watch screen poll now (its timer would, within a quarter second)."""
    screen = pilot.app.screen
    assert isinstance(screen, WatchScreen)
    screen.look()
    await pilot.pause()


def test_with_no_game_played_the_projector_says_so_and_waits(
    cards: dict[str, Card], tui_home: Path
) -> None:
    async def run() -> None:
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, WatchScreen)
            assert "No game is being played on this machine" in screen_text(app)
            # An autosave with no app holding it is an old game, not one being played.
            storage.autosave(new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=2))
            app.screen.feed.checked = float("-inf")
            await look(pilot)
            assert "No game is being played" in screen_text(app)
            held = autosave_lock.claim()
            try:
                app.screen.feed.checked = float("-inf")
                await look(pilot)
                text = screen_text(app)
                assert "Alice (p1)" in text and "Following autosave.json" in text
            finally:
                held.release()

    asyncio.run(run())


def test_the_projector_holds_no_autosave_and_q_ends_it(
    cards: dict[str, Card], tui_home: Path
) -> None:
    """It writes nothing: a game started beside it keeps the first autosave."""

    async def run() -> None:
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            held = autosave_lock.claim()
            assert held.slot == 1
            held.release()
            await pilot.press("q")
            await pilot.pause()
        assert app.return_code == 0

    asyncio.run(run())
    assert not (tui_home / "autosave.json").exists()


def test_escape_leaves_the_projector_for_the_title_screen(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("w")
            await pilot.pause()
            assert isinstance(app.screen, WatchScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(run())


def test_the_title_screens_watch_never_follows_its_own_autosave(
    cards: dict[str, Card], tui_home: Path
) -> None:
    """An app that left its game for the title screen still holds its autosave: the
    projector it opens follows other apps' games, not its own."""

    async def run() -> None:
        app = DigimonApp(new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=2), cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            app.to_title()
            await pilot.pause()
            assert (tui_home / "autosave.json").exists()
            await pilot.press("w")
            await pilot.pause()
            assert "No game is being played" in screen_text(app)

    asyncio.run(run())


def test_the_projector_follows_each_move_from_the_autosave(
    cards: dict[str, Card], playing: autosave_lock.Claim
) -> None:
    table = new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=4)

    async def run() -> None:
        storage.autosave(table)
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert "Turn 1 " in screen_text(app)
            while table.game.turn_number < 3:
                table.apply(eager(table.game))
                storage.autosave(table)
                await caught_up(pilot, app, table.game)  # the screen's own timer reads it
                g = table.game
                text = screen_text(app)
                assert f"Turn {g.turn_number} " in text
                assert f"Hand {len(g.players[0].hand)}" in text
            cited = guide.last_cited(table.game.log_lines)
            entry = guide.find(cited or "")
            assert entry is not None and f"{entry.rule} {entry.title}" in text
            shown = app.screen.feed.view.table
            assert shown is not None and shown.game.log_lines == table.game.log_lines

    asyncio.run(run())


def test_the_last_rule_cited_is_the_last_number_of_the_last_line_citing_one() -> None:
    """A card number (ST1-09) is not a rule; the finest number cited leads to the guide's
    entry that covers it."""
    lines = ["p2-4 Garurumon attacks p1 (11-2-8-1)", "battle: ... (14-1)", "p1 reveals ST1-09"]
    assert guide.last_cited(lines) == "14-1"
    assert guide.last_cited(["p2: keep", "p1 reveals ST1-09 MetalGreymon"]) is None
    text = rule_text(["p2-4 Garurumon is deleted (14-2-2)"]).plain
    entry = guide.find("14-2-2")
    assert entry is not None and text.startswith(f"{entry.rule} {entry.title}")
    assert entry.text in text


def test_moves_read_one_by_one_make_the_same_game_as_the_save(
    cards: dict[str, Card], playing: autosave_lock.Claim
) -> None:
    """The feed makes only the new moves on the game it shows; that game is the one the
    save loads, and a move taken back (a shorter save) or a new game loads afresh."""
    table = new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=6)
    feed = WatchFeed(lambda: cards)
    for _ in range(40):
        table.apply(eager(table.game))
        storage.autosave(table)
        assert feed.poll()
    shown = feed.view.table
    assert shown is not None
    saved = load_data(cards, json.loads(storage.autosave_path().read_text()))
    assert shown.game.log_lines == saved.log_lines
    assert shown.game.players[0].hand == saved.players[0].hand
    table.undo()
    storage.autosave(table)
    assert feed.poll()
    assert feed.view.table is not None
    assert feed.view.table.game.log_lines == table.game.log_lines
    other = new_table(cards, ["yellow", "green"], ("Cleo", "Dan"), seed=1)
    storage.autosave(other)
    assert feed.poll()
    assert feed.view.table is not None and feed.view.table.names == ("Cleo", "Dan")
    assert not feed.poll()  # nothing new


@pytest.mark.parametrize(
    "damage",
    ['{"format": "digimon-tui-save", "version": 1, "setup": {"ty', "\0\0\0", "[]", ""],
    ids=["half-written", "binary", "not-a-save", "empty"],
)
def test_a_damaged_autosave_keeps_the_last_good_view(
    cards: dict[str, Card], playing: autosave_lock.Claim, damage: str
) -> None:
    table = new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=4)

    async def run() -> None:
        for _ in range(6):
            table.apply(eager(table.game))
        storage.autosave(table)
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            before = app.screen.feed.view.table
            assert before is not None
            storage.autosave_path().write_text(damage, encoding="utf-8")
            await look(pilot)
            text = screen_text(app)
            assert "autosave.json can't be read" in text and "last good view" in text
            assert app.screen.feed.view.table is before
            assert f"Turn {table.game.turn_number} " in text
            table.apply(eager(table.game))
            storage.autosave(table)  # the next move repairs it
            await look(pilot)
            assert "can't be read" not in screen_text(app)

    asyncio.run(run())


def test_the_projector_draws_no_hand_only_counts(
    cards: dict[str, Card], scenario_path: Path, playing: autosave_lock.Claim
) -> None:
    table = scenario_table(scenario_path, ("Alice", "Bob"))

    async def run() -> None:
        storage.autosave(table)
        app = DigimonApp(cards=cards, watch=True)
        for size in SIZES:
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                text = screen_text(app)
                assert "Alice (p1)" in text and "Bob (p2)" in text
                assert ALICE_ONLY not in text and BOB_ONLY not in text
                assert "Hand 1" in text
                assert_nothing_hidden(app, table.game)
            app = DigimonApp(cards=cards, watch=True)

    asyncio.run(run())


@pytest.mark.parametrize(
    ("decks", "seed", "size"),
    [
        (("red", "blue"), 1, (80, 24)),
        (("yellow", "purple"), 2, (120, 40)),
        (("green", "black"), 3, (80, 24)),
    ],
    ids=["red-blue-80x24", "yellow-purple-120x40", "green-black-80x24"],
)
def test_the_projector_never_draws_a_hidden_card_in_a_whole_game(
    cards: dict[str, Card],
    playing: autosave_lock.Claim,
    decks: tuple[str, str],
    seed: int,
    size: tuple[int, int],
) -> None:
    table = new_table(cards, list(decks), ("Alice", "Bob"), seed=seed)

    async def run() -> None:
        storage.autosave(table)
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            moves = 0
            while table.game.pending is not None and moves < 400:
                table.apply(eager(table.game))
                moves += 1
                storage.autosave(table)
                await look(pilot)
                assert_nothing_hidden(app, table.game)
            assert table.game.pending is None, "the game should have ended"
            assert "Game over" in screen_text(app)

    asyncio.run(run())


def test_a_game_played_in_one_app_is_followed_live_in_another(
    cards: dict[str, Card], tui_home: Path
) -> None:
    """Two apps on one data folder, as two terminal windows: one plays a hotseat game with
    the keys, hand-overs and all; the other, `watch`, follows by itself."""

    async def run() -> None:
        player = DigimonApp(new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=5), cards)
        watcher = DigimonApp(cards=cards, watch=True)
        async with player.run_test(size=(120, 40)) as pp, watcher.run_test(size=(80, 24)) as wp:
            await pp.pause()
            while game_screen(player).table.game.turn_number < 4:  # two hand-overs and more
                g = game_screen(player).table.game
                await make(pp, eager(g))
                g = game_screen(player).table.game
                await caught_up(wp, watcher, g)  # the watcher's timer, nothing else, brings it
                text = screen_text(watcher)
                assert f"Turn {g.turn_number} " in text
                assert_nothing_hidden(watcher, g)
            shown = watcher.screen.feed.view.table
            assert isinstance(shown, Table)
            assert shown.game.log_lines == game_screen(player).table.game.log_lines
            await wp.press("q")
            await wp.pause()
        assert watcher.return_code == 0

    asyncio.run(run())
