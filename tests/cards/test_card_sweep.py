"""The card sweep (see `sweep`): every card of `cards/` where its effects trigger, then
random moves with the random-play invariants, and how much of the pool it reached.

`DIGIMON_SWEEP=full` plays more seeds and longer continuations."""

from __future__ import annotations

import os

from conftest import with_cards
from sweep import sweep
from test_random_play import check_invariants

FULL = os.environ.get("DIGIMON_SWEEP") == "full"
REACHED_FLOOR = 1.0
"""Every card has a position whose move is legal."""
FIRED_FLOOR = 0.88
"""Share of the effects with steps that activated at least once: 257 of the 274 of `cards/`
when written (those left need a Digimon blocked, an opponent's Digimon at 0 DP, DNA, ...);
402 of 452 with every exact BT2 and BT3 card compiled in. Most of those left are [When
Attacking] effects under a condition the sweep's positions don't meet ("if you have 3 or
more yellow Tamers", "if this Digimon is level 7"), inherited ones among them, and cost
changes ("when you would play this card, reduce its play cost"), which are applied as the
cost is paid rather than activated, so the count can't see them."""


def test_every_card_is_playable_where_its_effects_trigger(cards, capsys) -> None:
    numbers = list(cards)
    report = sweep(
        cards, numbers, check_invariants, seeds=3 if FULL else 1, moves=120 if FULL else 30
    )
    with capsys.disabled():
        print("\n" + report.line())
    assert len(report.reached) >= REACHED_FLOOR * len(numbers), sorted(
        set(numbers) - report.reached
    )
    assert len(report.fired) >= FIRED_FLOOR * report.effects


def test_the_sweep_counts_an_effect_only_once_it_activates(cards) -> None:
    """A test card's [On Play] activates when played; its [Opponent's Turn] effect, which
    nothing in the sweep's one turn of moves reaches, is not counted."""
    extra = {
        "number": "SW1-01",
        "name": "Sweeper",
        "category": "digimon",
        "colors": ["red"],
        "level": 3,
        "cost": 3,
        "dp": 3000,
        "digivolve": [{"color": "red", "level": 2, "cost": 0}],
        "effects": [
            {"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]},
            {"timing": "end_of_opponents_turn", "steps": [{"do": "gain_memory", "amount": 1}]},
        ],
    }
    pool = with_cards(cards, extra)
    report = sweep(pool, ["SW1-01"], check_invariants, moves=2)
    assert report.effects == 2
    assert report.fired == {("SW1-01", 0)}
    assert report.reached == {"SW1-01"}
