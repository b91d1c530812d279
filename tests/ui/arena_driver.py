"""Playing the Arena screen as a person does, and checking what each player can see."""

from __future__ import annotations

from textual.app import App
from textual.pilot import Pilot

from digimon_tui.arena.game import ArenaGame
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.widgets.actions import ActionsPanel
from digimon_tui.ui.widgets.arena_side import ArenaChip, ArenaSide, HandLine


def arena_screen(app: App) -> ArenaScreen:
    return next(s for s in app.screen_stack if isinstance(s, ArenaScreen))


def hand_drawn(app: App) -> list[str]:
    """The hand cards that exist as widgets, by card number."""
    return [c.number for c in arena_screen(app).query(HandLine) if c.number is not None]


def hidden_leaks(app: App) -> list[str]:
    """Cards face down to the viewer that a widget names anyway: must always be empty."""
    screen = arena_screen(app)
    g = screen.table.game
    leaks = []
    for side in screen.query(ArenaSide):
        if side.player == screen.viewer:
            continue
        own = g.sides[side.player]
        named = [c.number for c in side.query(ArenaChip) if c.number is not None]
        leaks += [n for n in named if n not in own.duel and n not in own.port]
        if own.rookie_face_down:
            leaks += [n for n in named if n == own.duel[-1]]
    return leaks


def steady(g: ArenaGame) -> str:
    """A plain player: place whenever possible, digivolve, play every option, keep the hand."""
    d = g.pending
    assert d is not None
    moves = [str(m) for m in d.moves]
    for wanted in ("digivolve", "place", "option", "done", "keep-rookie", "downgrade p2"):
        found = [m for m in moves if m.startswith(wanted)]
        if found:
            return found[0]
    return moves[0]


async def make(pilot: Pilot, move: str) -> None:
    """One engine move by keys: past a hand-over, then its number, or `e` to decline."""
    app = pilot.app
    while isinstance(app.screen, HandoverScreen):
        await pilot.press("space")
        await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ArenaScreen), screen
    panel = screen.query_one(ActionsPanel)
    if move in [str(m) for m in panel.numbered]:
        await pilot.press(str([str(m) for m in panel.numbered].index(move) + 1))
    else:
        assert move in [str(m) for m in panel.moves if m.verb in panel.decline], move
        await pilot.press("e")
    await pilot.pause()
