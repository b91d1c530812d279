"""Playing through the UI as a person does: keys for everything, the screen as seen.

`make(pilot, move)` makes one engine move the way a player would: it presses a key
on a hand-over screen, a number in a question, or, in the main phase, walks the
selection to the card with the arrow keys and presses the move's number.
"""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from textual.app import App
from textual.pilot import Pilot

from digimon_tui.engine.game import Game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.widgets.actions import ActionsPanel
from digimon_tui.ui.widgets.card_chip import CardChip, HandCard

SCENARIOS = Path(__file__).parent / "scenarios"
"""The scenario files the UI tests play."""


def screen_text(app: App) -> str:
    """Everything drawn on the terminal now, modal backgrounds included, as plain text."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), force_terminal=True, record=True
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    return console.export_text()


def eager(g: Game) -> str:
    """A quick player: attack whenever possible, grow Digimon while memory lasts, block."""
    d = g.pending
    assert d is not None
    moves = [str(m) for m in d.moves]
    if d.kind == "main":
        for prefix, memory in (("attack", None), ("digivolve", 2), ("play", 3)):
            found = [m for m in moves if m.startswith(prefix)]
            if prefix == "attack":
                found = [m for m in found if m.endswith("player")]
            if found and (memory is None or g.memory >= memory):
                return found[0]
        return "pass"
    if d.kind == "breeding":
        return next(m for m in ("move", "hatch", "skip") if m in moves)
    return moves[0]


def game_screen(app: App) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def hand_uids_drawn(app: App) -> set[int]:
    """The hand cards that exist as widgets on the table (drawn or about to be)."""
    return {chip.uid for chip in game_screen(app).query(HandCard)}


async def digit(pilot: Pilot, index: int) -> None:
    """Choose the answer at `index` (0-based): its number key, or arrows and Enter."""
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("home", *["down"] * index, "enter")


async def select(pilot: Pilot, chip_id: str) -> None:
    """Walk the selection to a card with the arrow keys."""
    app = pilot.app
    for _ in range(60):
        chips = [c for c in app.screen.query(CardChip) if c.display]
        focused = app.focused
        if isinstance(focused, CardChip) and focused.id == chip_id:
            return
        target = next(c for c in chips if c.id == chip_id)
        here = chips.index(focused) if focused in chips else -1
        await pilot.press("right" if chips.index(target) > here else "left")
    raise AssertionError(f"could not select {chip_id}")


def chip_for(screen: GameScreen, move: str) -> str:
    """The card a main-phase move is made from: a hand card, or a stack in play."""
    g = screen.table.game
    verb, *args = move.split()
    if verb in ("play", "option", "digivolve"):
        number = args[-1]
        uid = next(u for u in g.players[g.turn_player].hand if g.defs[u].number == number)
        return f"card-{uid}"
    return f"stack-{args[0]}"


async def make(pilot: Pilot, move: str) -> None:
    """Make one engine move through the UI; hand-over screens on the way are passed."""
    app = pilot.app
    for _ in range(4):
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("space")
            await pilot.pause()
        else:
            break
    screen = app.screen
    if isinstance(screen, ChoiceScreen):
        await digit(pilot, [a.move for a in screen.answers].index(move))
    elif isinstance(screen, GameScreen):
        if move == "pass":
            await pilot.press("e")
        else:
            await select(pilot, chip_for(screen, move))
            panel = screen.query_one(ActionsPanel)
            await digit(pilot, [str(m) for m in panel.moves].index(move))
    else:
        raise AssertionError(f"no way to make {move!r} on {screen!r}")
    await pilot.pause()


async def end_turn(pilot: Pilot) -> None:
    """The turn ends; the hand-over to the other player is up, and has had time to settle."""
    await pilot.press("e")
    for _ in range(3):
        await pilot.pause()
    assert isinstance(pilot.app.screen, HandoverScreen)


async def to_the_second_hand_over(pilot: Pilot) -> None:
    """From a `write_game` table's first hand-over to the hand-over to Bob: Alice takes the
    board and ends her turn."""
    await pilot.press("space")
    await pilot.pause()
    await end_turn(pilot)


async def to_the_second_turn(pilot: Pilot) -> None:
    """From a `write_game` table's first hand-over to Bob's breeding question: the hand-over
    to Bob, and he takes the board."""
    await to_the_second_hand_over(pilot)
    await pilot.press("space")
    for _ in range(5):
        await pilot.pause()
    assert isinstance(pilot.app.screen, ChoiceScreen)
