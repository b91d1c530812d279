"""The Digi-Battle Arena screen: a whole seeded game by keys, secret placement behind the
hand-over screen, the new-game form with its target score, saving and undo."""

from __future__ import annotations

import asyncio
import re

import pytest
from arena_driver import arena_screen, hand_drawn, hidden_leaks, make, steady
from textual.widgets import Select, Static
from ui_driver import screen_text

from digimon_tui import cli
from digimon_tui.arena.verbs import ArenaVerb
from digimon_tui.loop.moves import parse
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.arena_cards import ArenaCardScreen, OfflineScreen
from digimon_tui.ui.screens.arena_guide import ArenaGuideScreen
from digimon_tui.ui.screens.arena_new_game import ArenaNewGameScreen
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.game_over import GameOverScreen, result_text
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_arena_table
from digimon_tui.ui.table import ArenaTable
from digimon_tui.ui.widgets.actions import ActionsPanel
from digimon_tui.ui.widgets.arena_side import ArenaSide

SIZE = (120, 40)


def screen_names_hidden(app) -> list[str]:
    """Names of cards hidden from the viewer that the screen draws anywhere: board, labels,
    prompt, log. A name also face up, or in the viewer's own hand, is no secret."""
    g = arena_screen(app).table.game
    viewer = arena_screen(app).viewer or 0
    mine, theirs = g.sides[viewer], g.sides[1 - viewer]
    unseen = [*theirs.hand, *theirs.online, *mine.online]
    unseen += [c for c in (theirs.digivolve_zone, theirs.port_face_down) if c is not None]
    if theirs.rookie_face_down:
        unseen.append(theirs.duel[-1])
    shown = [n for s in g.sides for n in (*s.duel, *s.port, *s.offline)]
    if theirs.rookie_face_down:
        shown.remove(theirs.duel[-1])
    known = {g.cards[n].name for n in (*shown, *mine.hand, *mine.duel)}
    known |= {g.cards[n].name for n in (mine.digivolve_zone, mine.port_face_down) if n}
    text = re.sub(r"\s+", " ", screen_text(app))
    hidden = {g.cards[n].name for n in unseen} - known
    return [n for n in hidden if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z]| &)", text)]


def test_seeded_arena_game_to_the_target_by_keys() -> None:
    asyncio.run(play_to_the_target())


async def play_to_the_target() -> None:
    table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=1000, seed=13)
    app = DigimonApp(table)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        kinds: set[str] = set()
        handovers = 0
        for _ in range(600):
            g = arena_screen(app).table.game
            d = g.pending
            if d is None:
                break
            kinds.add(d.kind)
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
                assert "'s hand (" not in screen_text(app)  # no hand title drawn
                await pilot.press("space")
                await pilot.pause()
            assert arena_screen(app).viewer == d.player
            assert sorted(hand_drawn(app)) == sorted(g.sides[d.player].hand)
            assert hidden_leaks(app) == []
            assert screen_names_hidden(app) == [], screen_text(app)
            before = len(g.moves)
            await make(pilot, steady(g))
            assert len(arena_screen(app).table.game.moves) == before + 1
        g = arena_screen(app).table.game
        assert g.winner is not None and g.phase == "over"
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        winner = table.name(0 if g.winner == "p1" else 1)
        assert f"{winner} wins!" in text and "(D)" in text and " duels and " in text
        assert {"rookie", "place", "digivolve", "pay", "battle", "discard"} <= kinds
        assert handovers >= 10


def test_a_secret_placement_stays_secret_until_the_reveal() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            g = table.game
            while g.pending.kind != "place":
                await make(pilot, str(g.pending.moves[0]))
            assert g.pending.player == 0
            place = next(str(m) for m in g.pending.moves if m.verb == "place")
            placed = g.cards[parse(place, ArenaVerb).args[0]].name
            await make(pilot, place)
            assert isinstance(app.screen, HandoverScreen)
            cover = screen_text(app)
            assert placed not in cover
            # Bob's news is what followed his own last move (both Rookies turned over,
            # the new duel), and nothing of Alice's face-down placement.
            news = app.screen.news.lines
            assert news[0] == "p2 puts a Rookie face down on the Duel Zone (A.1)"
            assert "p1 turns over Agumon (ST-01) (A.3)" in news and news[-1] == "— duel 1 —"
            assert "places" not in cover  # B: what p1 did is told once both have placed
            await pilot.press("space")
            await pilot.pause()
            assert arena_screen(app).viewer == 1
            assert hidden_leaks(app) == []
            top = next(s for s in app.screen.query(ArenaSide) if s.player == 0)
            assert top.has_class("top")
            text = screen_text(app)
            assert "places" not in text and placed not in text
            assert g.sides[0].digivolve_zone is None  # nothing on p1's Mat yet
            await make(pilot, "no-place")
            log = "\n".join(g.log_lines)
            assert "p1 places a card face down on the Digivolve Zone (B)" in log
            assert "p2 places nothing on the Digivolve Zone (B)" in log
            assert placed not in log.split("— duel 1 —")[1]

    asyncio.run(run())


def test_the_title_starts_an_arena_game_with_the_chosen_target() -> None:
    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("a")
            await pilot.pause()
            assert isinstance(app.screen, ArenaNewGameScreen)
            app.screen.query_one("#target", Select).value = 200
            await pilot.press("ctrl+n")
            await pilot.pause()
            game = arena_screen(app).table.game
            assert game.target == 200
            assert isinstance(app.screen, HandoverScreen)
            await pilot.press("space")
            await pilot.pause()
            assert "playing to 200" in screen_text(app)

    asyncio.run(run())


def test_a_bad_deck_file_is_refused_in_the_form(tmp_path) -> None:
    bad = tmp_path / "mine.deck"
    bad.write_text("ST-01\n")

    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("a")
            await pilot.pause()
            app.screen.query_one("#file0").value = str(bad)
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert isinstance(app.screen, ArenaNewGameScreen)
            text = re.sub(r"[│\s]+", " ", screen_text(app))  # the form wraps long lines
            assert "mine.deck: an Arena deck has 30 cards, this has 1" in text

    asyncio.run(run())


def test_an_arena_game_is_autosaved_continued_and_undone() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=4)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for _ in range(6):
                await make(pilot, steady(arena_screen(app).table.game))
            moves = list(arena_screen(app).table.game.moves)
        assert storage.autosave_path().exists()
        app = DigimonApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # "Continue the last game" comes first
            await pilot.pause()
            screen = arena_screen(app)
            assert isinstance(screen, ArenaScreen)
            assert screen.table.game.moves == moves and screen.table.names == ("Alice", "Bob")
            while isinstance(app.screen, HandoverScreen):
                await pilot.press("space")
                await pilot.pause()
            await pilot.press("ctrl+z")
            await pilot.pause()
            # Made before the game was loaded: it may have shown a hidden card, so the
            # other player is asked first.
            assert isinstance(app.screen, ConsentScreen)
            await pilot.press("y")
            await pilot.pause()
            assert arena_screen(app).table.game.moves == moves[:-1]

    asyncio.run(run())


def test_play_game_arena_starts_the_arena_table(monkeypatch) -> None:
    apps: list[DigimonApp] = []
    monkeypatch.setattr(DigimonApp, "run", lambda self: apps.append(self))
    assert cli.main(["play", "--game", "arena", "--target", "300", "--seed", "8"]) == 0
    table = apps[0].first_table
    assert isinstance(table, ArenaTable)
    assert table.game.target == 300 and table.game.seed == 8
    assert table.game.decks[0][0] == "ST-01" and len(table.game.decks[1]) == 30


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "arena", "--target", "1200"], "the target is at most 1000 points"),
        (["--target", "300"], "--target is the Arena's score to win; add --game arena"),
        (["--game", "arena", "--p2", "missing.deck"], "missing.deck: cannot read file"),
    ],
)
def test_bad_arena_options_are_one_line_and_exit_2(args, message, capsys) -> None:
    assert cli.main(["play", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_the_plain_arena_game_hides_the_other_hand(monkeypatch, capsys) -> None:
    answers = iter(["", "rookie ST-01", "", "log", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", "--game", "arena", "--plain", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "rookie ST-01   (Agumon)" in out
    p2_view = out.split("p1 puts a Rookie face down")[-1]
    assert "[p1] score 0" in p2_view and "Agumon" not in p2_view.split("p2 decides")[0]


def test_i_opens_the_card_the_highlighted_answer_names() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("down", "i")
            await pilot.pause()
            assert isinstance(app.screen, ArenaCardScreen)
            second = table.game.pending.moves[1].args[0]
            assert app.screen.number == second
            assert table.game.cards[second].name in screen_text(app)

    asyncio.run(run())


def test_o_lists_the_offline_pile_newest_first() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=1000, seed=13)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            g = table.game
            while not g.sides[0].offline or g.pending.player != 0:
                await make(pilot, steady(g))
            while isinstance(app.screen, HandoverScreen):
                await pilot.press("space")
                await pilot.pause()
            await pilot.press("o")
            await pilot.pause()
            assert isinstance(app.screen, OfflineScreen)
            newest = g.cards[g.sides[0].offline[-1]].name
            text = screen_text(app)
            assert f"Alice (p1)'s Offline ({len(g.sides[0].offline)})" in text
            assert newest in text
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ArenaCardScreen)
            assert app.screen.number == g.sides[0].offline[-1]

    asyncio.run(run())


def test_r_opens_the_arena_rules_at_the_step_just_cited() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("space", "1", "space", "1", "space")
            await pilot.pause()
            assert table.game.log_lines[-1] == "— duel 1 —"  # the last citation is A.3's
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, ArenaGuideScreen)
            text = screen_text(app)
            assert "A.3 Turning the Rookies over" in text and "Digi-Battle Arena rules" in text
            await pilot.press("up")
            await pilot.pause()
            assert "Shuffle the 29 cards left over." in screen_text(app)  # A.2 is shown

    asyncio.run(run())


def test_the_arena_result_gives_the_winners_score_first() -> None:
    table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
    g = table.game
    g.sides[0].score, g.sides[1].score = 100, 300
    g.winner, g.win_reason = "p2", "p2 reached 300 (D)"
    text = str(result_text(table))
    assert "Bob (p2) wins!" in text and "300 to 100 after" in text


def test_the_hand_explains_its_power_row_and_a_stray_number_is_answered() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(app)
            assert re.search(r"R\d+ G\d+ Y\d+", text)  # a hand card's power row...
            note = arena_screen(app).query_one(ActionsPanel).query_one("#refusal", Static)
            assert "R G Y: a Digimon's power against a RED, GREEN or YELLOW opponent" in str(
                note.content
            )
            listed = len(table.game.pending.moves)
            assert listed < 9
            await pilot.press("9")
            await pilot.pause()
            assert table.game.moves == [], "nothing was chosen"
            assert str(note.content) == f"✗ No move 9: the numbers listed are 1 to {listed}"

    asyncio.run(run())


def test_the_help_at_the_arena_table_explains_the_arena() -> None:
    """`?` at the Arena's table lists the Arena's keys (`e` declines, `o` the Offline
    pile), not the card game's moves."""
    from digimon_tui.ui.screens.help import HelpScreen

    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("space")
            await pilot.pause()
            assert isinstance(app.screen, ArenaScreen)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = screen_text(app)
            assert "Digi-Battle Arena (the 1999 game)" in text and "your Offline pile" in text
            assert "end the turn (pass)" not in text

    asyncio.run(run())
