"""The replay screen: a saved game stepped through move by move from the public view
(no hidden card drawn at any move), a player's view after the game or with both
players' consent, "Play from here" as a new saved game, and "Export this position"
from a replay and from a live table (the other player agreeing at a hotseat table)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from ui_driver import SCENARIOS, game_screen, screen_text

from digimon_tui.cards.decks import load_checked_deck
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.scenario import open_file
from digimon_tui.engine.serialize import replay, save_data, state_json
from digimon_tui.simulate import random_game
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.replay import ReplayScreen
from digimon_tui.ui.screens.save_as import SaveAsScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.card_chip import HandCard

ATTACK = SCENARIOS / "attack-security.toml"
ALICE_ONLY = "Starlight Explosion"  # in Alice's hand in ATTACK, nowhere else
BOB_ONLY = "Sorrow Blue"  # in Bob's hand in ATTACK, nowhere else


def saved_game(cards: dict[str, Card], folder: Path, seed: int, moves: int | None = None) -> Path:
    """A simulated red-blue game saved with the players' names; cut after `moves` moves
    (an unfinished game) when given."""
    decks = (load_checked_deck("red", cards), load_checked_deck("blue", cards))
    g = random_game(cards, decks, seed)
    data = save_data(g)
    data["moves"] = data["moves"][:moves]
    data["table"] = {"names": ["Alice", "Bob"], "open_hands": False}
    path = folder / f"game-{seed}-{moves}.json"
    path.write_text(json.dumps(data))
    return path


def hidden_names(g: Game, log: list[str]) -> set[str]:
    """Names of the cards someone may not see (hands, security, decks, Digi-Egg decks)
    that appear nowhere public (the field, the trash, the log so far)."""
    public = "\n".join(log)
    for pl in g.players:
        stacks = [pl.breeding] if pl.breeding is not None else []
        public += "".join(g.defs[u].name for perm in [*stacks, *pl.battle] for u in perm.cards)
        public += "".join(g.defs[u].name for u in pl.trash)
    names = set()
    for pl in g.players:
        for u in [*pl.hand, *pl.security, *pl.deck, *pl.eggs]:
            if g.defs[u].name not in public:
                names.add(g.defs[u].name)
    return names


def replay_screen(app: DigimonApp) -> ReplayScreen:
    return next(s for s in app.screen_stack if isinstance(s, ReplayScreen))


async def opened(app: DigimonApp, pilot, path: Path) -> ReplayScreen:
    await pilot.pause()
    app.open_replay(path)
    await pilot.pause()
    return replay_screen(app)


@pytest.mark.parametrize(("seed", "cut", "size"), [(2, None, (120, 40)), (3, 30, (80, 24))])
def test_the_replays_public_view_draws_no_hidden_card_at_any_move(
    cards: dict[str, Card], tmp_path: Path, seed: int, cut: int | None, size: tuple[int, int]
) -> None:
    path = saved_game(cards, tmp_path, seed, cut)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=size) as pilot:
            screen = await opened(app, pilot, path)
            moves = screen.rec.moves
            g = replay(cards, screen.rec.table.game.setup, [])
            await pilot.press("home")
            await pilot.pause()
            checked = 0
            for n in range(len(moves) + 1):
                if n:
                    await pilot.press("right")
                    await pilot.pause()
                    g.apply(moves[n - 1])
                assert screen.n == n
                text = screen_text(app)
                assert f"move {n} of {len(moves)}" in text
                hidden = hidden_names(g, screen.rec.log_at(n))
                leaked = [name for name in hidden if name in text]
                assert not leaked, f"move {n}: hidden {leaked} drawn"
                assert not list(screen.query(HandCard)), f"move {n}: a hand in the widget tree"
                checked += len(hidden)
            assert checked > 100, "too few hidden cards to prove anything"

    asyncio.run(run())


def test_the_help_over_a_replay_lists_the_replays_keys(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    """`?` over a replay explains the replay: its keys (step, jump to a turn, view, play
    from here, export), not the table's moves."""
    from digimon_tui.ui.screens.help import HelpScreen

    path = saved_game(cards, tmp_path, 2)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await opened(app, pilot, path)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = screen_text(app)
            for words in (
                "How to replay",
                "one move back",
                "jump to the start of a turn",
                "public, or a player's",
                "play on from here",
                "export this position",
                "leave the replay",
            ):
                assert words in text, words
            assert "end the turn" not in text
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, ReplayScreen)

    asyncio.run(run())


def test_a_players_view_after_the_game_shows_their_hand_only(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    path = saved_game(cards, tmp_path, 2)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await opened(app, pilot, path)
            assert screen.rec.finished
            await pilot.press("v", "2")  # Alice's view: the game is over, nobody is asked
            await pilot.pause()
            assert not isinstance(app.screen, ConsentScreen)
            drawn = {chip.uid for chip in screen.query(HandCard)}
            assert drawn == set(screen.game.players[0].hand)
            assert "Alice (p1)'s view" in screen_text(app)
            await pilot.press("v", "1")
            await pilot.pause()
            assert not list(screen.query(HandCard)) and "public view" in screen_text(app)

    asyncio.run(run())


def test_an_unfinished_games_hands_need_both_players_consent(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    path = saved_game(cards, tmp_path, 1, 40)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await opened(app, pilot, path)
            assert not screen.rec.finished
            await pilot.press("v", "3")  # Bob's view: Alice is asked first
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            assert "Alice (p1): y to allow" in screen_text(app)
            await pilot.press("y")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen), "Bob is asked too"
            await pilot.press("n")
            await pilot.pause()
            assert app.screen is screen and screen.view is None
            assert not list(screen.query(HandCard))
            await pilot.press("x")  # an export shows everything too: asked again
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            await pilot.press("n")
            await pilot.pause()
            assert app.screen is screen

            await pilot.press("v", "3", "y")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            drawn = {chip.uid for chip in screen.query(HandCard)}
            assert drawn == set(screen.game.players[1].hand) and drawn

    asyncio.run(run())


def test_play_from_here_branches_a_new_saved_game_and_keeps_the_save(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path
) -> None:
    path = saved_game(cards, tmp_path, 3, 45)
    before = path.read_bytes()

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await opened(app, pilot, path)
            moves = list(screen.rec.moves)
            await pilot.press("home", *["right"] * 20, "f")
            await pilot.pause()
            text = screen_text(app)
            assert "Hotseat" in text and "computer" not in text, "unfinished: hotseat only"
            await pilot.press("1")
            await pilot.pause()
            table = game_screen(app).table
            assert table.game.moves == moves[:20] and table.bots == (None, None)
            assert isinstance(app.screen, HandoverScreen | GameScreen)
        branched = list((tui_home / "saves").glob("game-3-45-from-move-20-*.json"))
        assert len(branched) == 1
        assert json.loads(branched[0].read_text())["moves"] == moves[:20]

    asyncio.run(run())
    assert path.read_bytes() == before


def test_play_from_here_against_the_computer_after_the_game(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path
) -> None:
    path = saved_game(cards, tmp_path, 2)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await opened(app, pilot, path)
            await pilot.press("home", *["right"] * 10, "f", "3")  # the computer plays Bob
            await pilot.pause()
            table = game_screen(app).table
            assert table.bots[1] is not None and table.bots[0] is None
            assert len(table.game.moves) >= 10

    asyncio.run(run())


def test_replaying_the_autosave_and_branching_keeps_the_game_replayed(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path
) -> None:
    game = saved_game(cards, tmp_path, 3, 30)
    tui_home.mkdir(parents=True, exist_ok=True)
    autosave = tui_home / "autosave.json"
    autosave.write_bytes(game.read_bytes())

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await opened(app, pilot, autosave)
            await pilot.press("home", *["right"] * 5, "f", "1")
            await pilot.pause()
        kept = list((tui_home / "saves").glob("autosave-from-move-30-*.json"))
        assert len(kept) == 1 and kept[0].read_bytes() == game.read_bytes()

    asyncio.run(run())


def test_export_this_position_from_a_replay_reaches_the_same_state(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path
) -> None:
    path = saved_game(cards, tmp_path, 3)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await opened(app, pilot, path)
            await pilot.press("home", *["right"] * 27, "x")
            await pilot.pause()
            assert isinstance(app.screen, SaveAsScreen)
            await pilot.press("enter")
            await pilot.pause()
            want = state_json(screen.rec.at(27))
        out = tui_home / "scenarios" / "game-3-None-move-27.toml"
        _, g, _ = open_file(out)
        assert state_json(g) == want

    asyncio.run(run())


async def palette(pilot, command: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*command, "enter")
    await pilot.pause()


async def past_hand_over(pilot) -> None:
    while isinstance(pilot.app.screen, HandoverScreen):
        await pilot.press("space")
        await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_exporting_a_live_hotseat_position_asks_the_other_player(
    tui_home: Path, size: tuple[int, int]
) -> None:
    async def run() -> None:
        app = DigimonApp(scenario_table(ATTACK, ("Alice", "Bob")))
        async with app.run_test(size=size) as pilot:
            await past_hand_over(pilot)
            await palette(pilot, "Export this position")
            assert isinstance(app.screen, SaveAsScreen)
            await pilot.press("enter")  # Alice picks the file; then Bob is asked
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            text = screen_text(app)
            assert ALICE_ONLY not in text and BOB_ONLY not in text
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen), "covered until Alice is back"
            assert "did not agree: nothing was exported" in screen_text(app)
            assert not (tui_home / "scenarios").exists()
            await past_hand_over(pilot)

            await palette(pilot, "Export this position")
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            assert BOB_ONLY not in screen_text(app) and ALICE_ONLY not in screen_text(app)
        written = list((tui_home / "scenarios").glob("position-move-*.toml"))
        assert len(written) == 1
        _, g, _ = open_file(written[0])
        assert state_json(g)["players"] == state_json(app_game)["players"]

    app_game = scenario_table(ATTACK).game
    asyncio.run(run())


def test_exporting_at_an_open_hands_table_asks_nobody(tui_home: Path) -> None:
    async def run() -> None:
        table = scenario_table(ATTACK, ("Alice", "Bob"))
        table.open_hands = True
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await palette(pilot, "Export this position")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
        assert len(list((tui_home / "scenarios").glob("*.toml"))) == 1

    asyncio.run(run())


def test_the_title_screen_opens_a_replay_and_names_a_file_that_isnt_a_save(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    path = saved_game(cards, tmp_path, 2)
    notes = tmp_path / "notes.json"
    notes.write_text("[1, 2]")

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("r")
            await pilot.pause()
            await pilot.press(*str(notes), "enter")
            await pilot.pause()
            assert not any(isinstance(s, ReplayScreen) for s in app.screen_stack)
            said = [n.message for n in app._notifications]
            assert said == [f"{notes}: not a save file"]
            await pilot.press("escape", "r")
            await pilot.pause()
            await pilot.press(*str(path), "enter")
            await pilot.pause()
            assert isinstance(app.screen, ReplayScreen)
            assert "REPLAY" in screen_text(app)
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, ReplayScreen)

    asyncio.run(run())
