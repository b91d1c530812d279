"""SVG snapshots pin what the table looks like: the board, a question, the hand-over, at
the compact (80×24), usual (120×40) and roomy (160×50) sizes.

Run `python -m pytest tests/ui --snapshot-update` after an intended change of look,
then review the new files under `__snapshots__/`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.setup import scenario_table

SIZE = (120, 40)


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


SIZES = pytest.mark.parametrize("size", [(80, 24), SIZE, (160, 50)], ids=size_id)


def scenario_app(cards: dict[str, Card], path: Path) -> DigimonApp:
    return DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)


@SIZES
def test_handover_screen(
    snap_compare, cards: dict[str, Card], scenario_path: Path, size: tuple[int, int]
) -> None:
    """After an attack: what Bob missed, listed on the hand-over screen."""

    async def attack(pilot: Pilot) -> None:
        await pilot.pause()  # the first hand-over is up: keys typed before it are not its
        await pilot.press("space", "right", "right", "a", "1")

    assert snap_compare(scenario_app(cards, scenario_path), terminal_size=size, run_before=attack)


@SIZES
def test_board_with_a_selected_digimon(
    snap_compare, cards: dict[str, Card], scenario_path: Path, size: tuple[int, int]
) -> None:
    async def select_grizzlymon(pilot: Pilot) -> None:
        await pilot.pause()  # the first hand-over is up: keys typed before it are not its
        await pilot.press("space", "right", "right")

    assert snap_compare(
        scenario_app(cards, scenario_path), terminal_size=size, run_before=select_grizzlymon
    )


@SIZES
def test_block_prompt(
    snap_compare, cards: dict[str, Card], scenario_path: Path, size: tuple[int, int]
) -> None:
    """Bob's block question over the table, Alice's suspended Grizzlymon on top."""

    async def to_the_block(pilot: Pilot) -> None:
        await pilot.pause()  # the first hand-over is up: keys typed before it are not its
        await pilot.press("space", "right", "right", "a", "1", "space")

    assert snap_compare(
        scenario_app(cards, scenario_path), terminal_size=size, run_before=to_the_block
    )


def test_effect_order_prompt(snap_compare, cards: dict[str, Card], scenario_path: Path) -> None:
    async def attack(pilot: Pilot) -> None:
        await pilot.pause()  # the first hand-over is up: keys typed before it are not its
        await pilot.press("space", "right", "right", "a")

    assert snap_compare(scenario_app(cards, scenario_path), terminal_size=SIZE, run_before=attack)


@pytest.mark.parametrize("size", [(80, 24), SIZE], ids=size_id)
def test_arena_board_at_a_secret_placement(snap_compare, size: tuple[int, int]) -> None:
    """The Arena Mat while Bob places: nothing of Alice's choice shows yet (B); the answers
    sit beside it."""
    from digimon_tui.ui.setup import new_arena_table

    table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)

    async def to_bobs_placement(pilot: Pilot) -> None:
        await pilot.pause()  # the first hand-over is up: keys typed before it are not its
        await pilot.press("space", "1", "space", "1", "space", "1", "space")

    assert snap_compare(DigimonApp(table), terminal_size=size, run_before=to_bobs_placement)


@pytest.mark.parametrize("size", [(80, 24), SIZE], ids=size_id)
def test_learn_screen(snap_compare, size: tuple[int, int]) -> None:
    """The lessons by topic, each not yet done (a fresh data folder), the first selected."""
    assert snap_compare(DigimonApp(learn=True), terminal_size=size)


@pytest.mark.parametrize("size", [(80, 24), SIZE], ids=size_id)
def test_lesson_with_a_hint(snap_compare, size: tuple[int, int]) -> None:
    """A lesson at the table: its goal, the first hint, the board and the lesson's keys."""
    from digimon_tui.ui.screens.learn import LearnScreen

    async def winning_attack_hint(pilot: Pilot) -> None:
        learn = pilot.app.screen
        assert isinstance(learn, LearnScreen)
        at = next(i for i, x in enumerate(learn.lessons) if x.title == "The winning attack")
        await pilot.press("home", *["down"] * at, "enter")
        await pilot.pause()
        await pilot.press("h")

    assert snap_compare(DigimonApp(learn=True), terminal_size=size, run_before=winning_attack_hint)
