"""Rulings drills from the Learn screen, at 80x24 and 120x40: a drill answered right, one
answered wrong, one played; each shows what the engine did, why, the rule and the Q
number, and one answered right is marked done. Only the learner's seat is drawn."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from hidden_cards import hidden_zones, redeal, restore_hidden
from textual.containers import VerticalScroll
from textual.widgets import OptionList
from ui_driver import screen_text

from digimon_tui.drills.drill import library
from digimon_tui.drills.play import learner, play_out, start
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.drill import DrillScreen, position_text
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.title import TitleScreen

DRILLS, _ = library()
SIZES = [(80, 24), (120, 40)]


async def open_learn(pilot) -> LearnScreen:
    app = pilot.app
    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    menu = app.screen.query_one("#menu", OptionList)
    at = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "learn")
    await pilot.press(*["down"] * at, "enter")
    await pilot.pause()
    assert isinstance(app.screen, LearnScreen)
    return app.screen


async def open_drill(pilot, ruling: str) -> DrillScreen:
    """From the Learn screen: `d` jumps to the first drill, the arrow keys (which pass over
    the groups' headings) to the one wanted."""
    index = next(i for i, d in enumerate(DRILLS) if d.ruling == ruling)
    await pilot.press("d")
    await pilot.pause()
    menu = pilot.app.screen.query_one("#lessons", OptionList)
    ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
    assert menu.highlighted == ids.index("drill-0")
    await pilot.press(*["down"] * index, "enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, DrillScreen)
    assert screen.run.drill.ruling == ruling
    return screen


def flat(text: str) -> str:
    return " ".join(text.split())


async def read_on(pilot) -> str:
    """What the result panel shows as the learner pages down through it."""
    seen = ""
    for _ in range(6):
        await pilot.press("pagedown")
        await pilot.pause()
        seen += flat(screen_text(pilot.app))
    return seen


@pytest.mark.parametrize("size", SIZES)
def test_a_drill_answered_right_shows_why_the_rule_and_the_q_number(
    size: tuple[int, int], tui_home: Path
) -> None:
    asyncio.run(answer_gallantmon(size, tui_home))


async def answer_gallantmon(size: tuple[int, int], home: Path) -> None:
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        learn = await open_learn(pilot)
        await pilot.press("d")
        await pilot.pause()
        text = screen_text(app)
        assert "[When Attacking] effects" in text
        assert "· not yet Gallantmon beside a small Digimon" in text
        screen = await open_drill(pilot, "ST7-09 Q690")
        text = flat(screen_text(app))
        assert "Gallantmon attacks the player" in text
        assert "You (p1): security 0" in text and "Opponent (p2): security 3" in text
        assert "1 You may leave the small Digimon alone" in text
        await pilot.press("2")
        await pilot.pause()
        text = flat(screen_text(app))
        assert "Right: The small Digimon must be deleted" in text
        assert "Why" in text
        panel = screen.query_one("#drill-panel", VerticalScroll)
        assert panel.has_focus
        text += await read_on(pilot)
        assert "15-16-5 [When Attacking]" in text
        assert "Official ruling: ST7-09 Q690" in text
        assert "end of attack (11-6)" in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is learn
        assert "✓ done Gallantmon beside a small Digimon" in flat(screen_text(app))
    progress = (home / "progress.json").read_text()
    assert "drill:01-when-attacking.toml:ST7-09 Q690" in progress


@pytest.mark.parametrize("size", SIZES)
def test_a_wrong_answer_says_so_and_gives_the_right_one(size: tuple[int, int]) -> None:
    asyncio.run(answer_wrong(size))


async def answer_wrong(size: tuple[int, int]) -> None:
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        await open_learn(pilot)
        screen = await open_drill(pilot, "BT14-062 Q2433")
        await pilot.press("1")
        await pilot.pause()
        text = flat(screen_text(app))
        assert "Not quite: the answer is 2: Datamon is deleted" in text
        assert not screen.run.right
        await pilot.press("r")
        await pilot.pause()
        assert not screen.run.answered
        assert "Not quite" not in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert screen.run.drill.ruling == "BT14-063 Q2434"


@pytest.mark.parametrize("size", SIZES)
def test_a_drill_played_by_the_learner_gets_the_other_seat_s_answer_from_the_ruling(
    size: tuple[int, int],
) -> None:
    asyncio.run(play_agumon(size))


async def play_agumon(size: tuple[int, int]) -> None:
    """Agumon's +2000: the learner attacks the player, the opponent blocks as the ruling
    says, and the battle is fought at 6000."""
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        await open_learn(pilot)
        screen = await open_drill(pilot, "ST7-02 Q680")
        await pilot.press("p")
        await pilot.pause()
        assert "Your move: Main phase: what do you do?" in flat(screen_text(app))
        labels = [str(m) for m in screen.run.choices()]
        await pilot.press(str(labels.index("attack a player") + 1))
        await pilot.pause()
        assert screen.run.answered and screen.run.right
        text = flat(screen_text(app))
        assert "Moves played: attack a player, block b" in text
        text += await read_on(pilot)
        assert "Official ruling: ST7-02 Q680" in text


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: f"{d.ruling} {d.title}")
def test_the_position_drawn_is_the_same_whatever_the_hidden_cards(drill) -> None:
    """The position panel, at the question and after the engine's play, doesn't change
    when every card the learner can't see is dealt again."""
    g = start(drill)
    me = learner(drill, g)
    for when in ("question", "outcome"):
        if when == "outcome":
            play_out(drill, g)
        drawn = position_text(g, me).plain
        for seed in range(3):
            saved = hidden_zones(g)
            redeal(g, me, random.Random(seed))
            assert position_text(g, me).plain == drawn
            restore_hidden(g, saved)


def test_the_opponent_s_hand_is_never_drawn(tui_home: Path) -> None:
    """Gizamon: the opponent holds Indramon and Sandiramon. The learner's screen shows
    their hand as a count, before and after the engine plays."""
    asyncio.run(gizamon())


async def gizamon() -> None:
    app = DigimonApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_learn(pilot)
        screen = await open_drill(pilot, "BT15-068 Q2554")
        assert screen.run.learner == 0
        board = screen.query_one("#drill-board").render()
        text = str(board)
        assert "hand 2" in text and "Sandiramon" not in text and "Indramon" not in text
        await pilot.press(str(screen.run.drill.answer + 1))
        await pilot.pause()
        text = str(screen.query_one("#drill-board").render())
        assert "Opponent (p2):" in text and "hand: " not in text.split("Opponent (p2):")[1]


def test_the_position_after_the_engine_s_play_is_drawn_in_full() -> None:
    """Coredramon from security: after the answer the board grows by the Digimon it
    played, and the panel shows it (it was drawn at the question's height before)."""
    asyncio.run(coredramon())


async def coredramon() -> None:
    app = DigimonApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_learn(pilot)
        await open_drill(pilot, "ST8-06 Q699")
        assert "Coredramon (ST8-06)" not in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        text = screen_text(app)
        assert "After the engine's play" in text
        assert "p2-1: Coredramon (ST8-06) Lv.4 5000 DP" in text


BROKEN = """
group = "Mine"

[[drills]]
title = "Unknown card"
question = "What happens?"
choices = ["This.", "That."]
answer = 1
why = "Because."
rules = ["11-2-8-1"]
steps = ["attack a x"]
p1.battle = [{ id = "a", cards = ["NOPE-1"] }]

[[drills]]
title = "[red]Refused step[/red]"
question = "What happens?"
choices = ["This.", "That."]
answer = 1
why = "Because."
rules = ["11-2-8-1"]
steps = ["attack a nobody"]
p1.battle = [{ id = "a", cards = ["TST-5000"] }]
"""


def test_a_teacher_s_broken_drill_is_named_and_the_app_goes_on(tmp_path: Path) -> None:
    """One drill whose position can't be set up, one whose step the rules refuse: each is
    named in one line, as text, and the learner stays where they were."""
    (tmp_path / "drills").mkdir()
    (tmp_path / "drills" / "mine.toml").write_text(BROKEN)
    asyncio.run(broken_drills(tmp_path))


async def broken_drills(folder: Path) -> None:
    app = DigimonApp(lessons=(folder,), learn=True)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        await pilot.press("d", *["down"] * len(DRILLS), "enter")
        await pilot.pause()
        assert app.screen is learn
        assert "Unknown card:" in flat(screen_text(app)) and "NOPE-1" in screen_text(app)
        await pilot.press("down", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        assert screen.run.drill.title == "[red]Refused step[/red]"
        assert "[red]Refused step[/red]" in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        text = flat(screen_text(app))
        assert "This drill can't be played out: steps: move 1 'attack a nobody'" in text
        assert not screen.run.answered


def test_a_drill_played_off_the_ruling_s_line_plays_that_line_beside_it() -> None:
    """Atomic Blaster: the learner deletes only the 2000; the board shows their game, the
    panel the ruling's line (the 3000 and the 5000) played out."""
    asyncio.run(atomic_blaster())


async def atomic_blaster() -> None:
    app = DigimonApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_learn(pilot)
        screen = await open_drill(pilot, "ST7-12 Q692")
        await pilot.press("p", "1")
        await pilot.pause()
        assert "Your move: Atomic Blaster: choose a target or done" in flat(screen_text(app))
        await pilot.press("3", "3")  # the 2000, then done
        await pilot.pause()
        assert screen.run.answered and not screen.run.right
        text = flat(screen_text(app))
        assert "After your moves" in text
        assert "The ruling is about another line: option ST7-12, target x, target y" in text
        text += await read_on(pilot)
        assert "x Dummy 3000 is deleted" in text and "y Dummy 5000 is deleted" in text
