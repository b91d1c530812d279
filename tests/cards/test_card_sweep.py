"""The card sweep (see `sweep`): every card of `cards/` where its effects trigger, then
random moves with the random-play invariants, and how much of the pool it reached.

`DIGIMON_SWEEP=full` plays more seeds and longer continuations."""

from __future__ import annotations

import os

from games import with_cards
from test_random_play import check_invariants

from digimon_tui.sweep.run import sweep

FULL = os.environ.get("DIGIMON_SWEEP") == "full"
REACHED_FLOOR = 1.0
"""Every card has a position whose move is legal."""
FIRED_FLOOR = 0.88
"""Share of the effects that fired at least once, changing the state (a lasting effect:
applying): 2,244 of the 2,455 of `cards/` (91.4 %), since positions hold the card a step
takes from the hand or the trash ("play 1 [Agumon] from your trash"), a Tamer to play for
"when you play a Tamer", and an effect that adds to or takes from the security stack, adds to
the hand or trashes from the deck for the triggers that wait on one, and an opponent's
attack for <Blast Digivolve> to answer (2,126, 86.6 %, before).
An activation that changed nothing, a gain at the memory cap or a draw of 0 doesn't count.
The test prints the effects that never fired, set by set: most need a position the sweep
doesn't build yet (a condition of the opponent's side, an opponent's turn, a card the pool
lacks)."""


def test_every_card_is_playable_where_its_effects_trigger(cards, capsys) -> None:
    numbers = list(cards)
    report = sweep(
        cards, numbers, check_invariants, seeds=3 if FULL else 1, moves=120 if FULL else 30
    )
    with capsys.disabled():
        print("\n" + report.line())
        for code, unfired in report.unfired().items():
            print(f"  never fired, {code}: {', '.join(unfired)}")
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


def test_a_cost_change_counts_once_it_takes_something_off_the_cost_paid(cards) -> None:
    """ "When you would play this card, if you have a red Tamer in play, reduce its play
    cost by 1" counts once the card is played with it (the sweep puts the Tamer in play);
    the same effect under a condition no position meets (9 or more security cards) does
    not."""

    def reducing(number: str, condition: dict) -> dict:
        return {
            "number": number,
            "name": "Discounter",
            "category": "tamer",
            "colors": ["red"],
            "cost": 3,
            "effects": [
                {
                    "trigger": {"event": "would_be_played"},
                    "condition": condition,
                    "steps": [{"do": "reduce_cost", "amount": 1}],
                }
            ],
        }

    red_tamer = {"in_play": [{"colors": ["red"], "kinds": ["tamer"]}]}
    pool = with_cards(
        cards,
        reducing("SW1-02", red_tamer),
        reducing("SW1-03", {"your_security": {"min": 9}}),
    )
    report = sweep(pool, ["SW1-02", "SW1-03"], check_invariants, moves=2)
    assert report.effects == 2
    assert report.fired == {("SW1-02", 0)}


def _sweeper(number: str, *effects: dict) -> dict:
    return {
        "number": number,
        "name": "Sweeper",
        "category": "digimon",
        "colors": ["red"],
        "level": 3,
        "cost": 3,
        "dp": 3000,
        "digivolve": [{"color": "red", "level": 2, "cost": 0}],
        "effects": list(effects),
    }


def test_an_effect_that_changes_nothing_has_not_fired(cards) -> None:
    """Two [On Play] effects activate as the card is played: one gains 1 memory, the other's
    step asks for 9 or more security cards, which no position has, and so does nothing."""
    never = {"your_security": {"min": 9}}
    pool = with_cards(
        cards,
        _sweeper(
            "SW1-04",
            {"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]},
            {
                "timing": "on_play",
                "steps": [{"do": "gain_memory", "amount": 1, "condition": never}],
            },
        ),
    )
    report = sweep(pool, ["SW1-04"], check_invariants, moves=2)
    assert report.fired == {("SW1-04", 0)}
    assert report.unfired() == {"SW1": ["SW1-04 effect 2"]}


def test_a_lasting_effect_counts_once_it_applies(cards) -> None:
    """ "[Your Turn] This Digimon gets +1000 DP" applies as soon as the card is in play on its
    player's turn; the same under a condition no position meets never does."""
    pool = with_cards(
        cards,
        _sweeper("SW1-05", {"timing": "your_turn", "grants": [{"dp": 1000}]}),
        _sweeper(
            "SW1-06",
            {
                "timing": "your_turn",
                "condition": {"your_security": {"min": 9}},
                "grants": [{"dp": 1000}],
            },
        ),
    )
    report = sweep(pool, ["SW1-05", "SW1-06"], check_invariants, moves=2)
    assert report.effects == 2
    assert report.fired == {("SW1-05", 0)}


def test_a_card_its_condition_wants_under_the_digimon_is_placed_there(cards) -> None:
    """ "While [Agumon] is in this Digimon's digivolution cards, it gets +1000 DP": the sweep
    puts an Agumon at the bottom of the card's stack, so the lasting effect applies."""
    pool = with_cards(
        cards,
        _sweeper(
            "SW1-07",
            {
                "timing": "your_turn",
                "condition": {"in_digivolution_cards": [{"name": "Agumon"}]},
                "grants": [{"dp": 1000}],
            },
        ),
    )
    report = sweep(pool, ["SW1-07"], check_invariants, moves=2)
    assert report.fired == {("SW1-07", 0)}
