"""Every kind of step of the effect language has one handler (what it does, engine/steps/)
and one text (what the card says, cards/text.py): both are found through tables keyed by
the step's type, so a step added without either fails here rather than in a game."""

from __future__ import annotations

import inspect
from typing import get_args

import pytest

from digimon_tui.cards import model as m
from digimon_tui.cards import text
from digimon_tui.engine import steps
from digimon_tui.engine.game import Game

KINDS: tuple[type, ...] = get_args(get_args(m.Step)[0])


def test_the_step_union_is_read() -> None:
    assert m.GainMemory in KINDS and m.ChooseOne in KINDS and len(KINDS) > 40


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_every_step_has_one_handler_for_its_own_type(kind: type) -> None:
    found = [
        (family.__name__, table[kind])
        for family in steps.FAMILIES
        for table in (family.PLAIN, family.ASKING)
        if kind in table
    ]
    assert len(found) == 1, f"{kind.__name__}: handlers {found}"
    handler = found[0][1]
    wants = str(inspect.signature(handler).parameters["step"].annotation)
    assert f"m.{kind.__name__}" in wants.split(" | "), f"{handler.__name__} takes {wants}"


def test_the_game_runs_steps_through_the_tables() -> None:
    assert Game.plain_steps is steps.PLAIN and Game.asking_steps is steps.ASKING
    assert set(steps.PLAIN) | set(steps.ASKING) == set(KINDS)
    assert not set(steps.PLAIN) & set(steps.ASKING)


def test_a_plain_handler_asks_nothing_and_an_asking_one_may() -> None:
    """`run_steps` calls a plain handler directly and `yield from`s an asking one: a
    generator in the plain table would be skipped without running."""
    for handler in steps.PLAIN.values():
        assert not inspect.isgeneratorfunction(handler), handler.__name__
    for handler in steps.ASKING.values():
        assert inspect.isgeneratorfunction(handler), handler.__name__


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_every_step_has_a_text_for_its_own_type(kind: type) -> None:
    writer = text.IMPERATIVE.get(kind)
    assert writer is not None, f"{kind.__name__} has no text"
    wants = str(inspect.signature(writer).parameters["step"].annotation)
    assert f"m.{kind.__name__}" in wants.split(" | "), f"{writer.__name__} takes {wants}"
