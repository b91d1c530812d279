"""15-11-2-2: "until the end of your opponent's turn" (also printed "until the end of their turn"),
the later sets' duration. Made on its player's turn, it lasts through the opponent's next turn,
as "until the end of your opponent's next turn" does; made during the opponent's turn (a
[Security] effect), it ends with that turn, where the older wording lasts through the next one.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, dummy, legal, play, position, state, with_cards

_option = partial(
    builders.option,
    colors=("green",),
    security="[Security] Activate this card's [Main] effect.",
)


def _pool(cards):
    return with_cards(
        cards,
        dummy(6000),
        _option(
            "DU-01",
            text="[Main] 1 of your opponent's Digimon gets -3000 DP until the end of their turn.",
        ),
        _option(
            "DU-02",
            text="[Main] 1 of your opponent's Digimon gets -3000 DP until the end of your "
            "opponent's next turn.",
        ),
        _option(
            "DU-03",
            text="[Main] Until the end of your opponent's turn, 1 of your opponent's Digimon can't "
            "attack.",
        ),
    )


def test_made_on_your_turn_it_lasts_through_the_opponents_next_turn(cards):
    """Used in p1's main phase: p2's Digimon can't attack on p2's turn, and can again on p2's
    turn after."""
    g = position(
        _pool(cards),
        p1={
            "hand": ["DU-03"],
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "own", "cards": ["TST-6000"]}],
        },
        p2={"security": ["ST1-02"] * 3, "battle": [{"id": "mon", "cards": ["TST-6000"]}]},
    )
    play(g, "option DU-03", "pass")
    assert state(g)["turn"] == "p2"
    assert not [m for m in legal(g) if m.startswith("attack mon")]
    play(g, "pass", "pass")
    assert state(g)["turn"] == "p2"
    assert "attack mon player" in legal(g)


def _attacked_into(cards, option: str):
    """p2 attacks p1 on p2's turn and checks `option` as p1's security card: its [Security]
    effect gives p2's attacker -3000 DP."""
    g = position(
        _pool(cards),
        p1={"security": [option]},
        p2={"security": ["ST1-02"] * 3, "battle": [{"id": "mon", "cards": ["TST-6000"]}]},
        turn="p2",
        turn_number=2,
    )
    play(g, "attack mon player")
    assert battle(g, "p2")["mon"]["dp"] == 3000
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    return g


def test_made_during_the_opponents_turn_it_ends_with_that_turn(cards):
    """ "until the end of their turn" from a [Security] effect: over when p2's turn ends."""
    g = _attacked_into(cards, "DU-01")
    assert battle(g, "p2")["mon"]["dp"] == 6000


def test_the_older_next_turn_wording_outlasts_the_opponents_turn_in_progress(cards):
    """The same effect said "until the end of your opponent's next turn" still holds on p1's
    turn: the opponent's next turn is still to come."""
    g = _attacked_into(cards, "DU-02")
    assert battle(g, "p2")["mon"]["dp"] == 3000


def test_bt8_098_innocence_blizzard_from_security_holds_through_the_attackers_next_turn(pool):
    """BT8-098 Innocence Blizzard checked in p2's attack (turn 2): p2's Digimon it chose can't
    attack until the end of p2's next turn, turn 4 (13-2-2-1; the official answer P-165 Q4275
    reads a [Security] "until the end of your opponent's next turn" so), and can on turn 6."""
    g = position(
        pool,
        p1={"security": ["BT8-098"], "battle": [{"id": "own", "cards": ["TST-1000"]}]},
        p2={
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "mon", "cards": ["TST-6000"]}, {"id": "two", "cards": ["TST-6000"]}],
        },
        turn="p2",
        turn_number=2,
    )
    play(g, "attack mon player", "target mon", "target two", "pass", "pass")
    assert (state(g)["turn"], state(g)["turn_number"]) == ("p2", 4)
    assert not [m for m in legal(g) if m.startswith("attack")]
    play(g, "pass", "pass")
    assert (state(g)["turn"], state(g)["turn_number"]) == ("p2", 6)
    assert "attack two player" in legal(g)
