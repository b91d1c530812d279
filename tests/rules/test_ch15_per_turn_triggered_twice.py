"""15-14-1-1: an [X Per Turn] effect activates at most X times a turn. Triggered twice before
it activated, the second time waits while the first activates; once that spends its use,
the second doesn't activate (ruling Q3454 on EX4-014 Gaossmon).

Test-only cards, written as printed text; memory is from the turn player's side.
"""

from __future__ import annotations

from builders import digimon, tamer
from games import play, position, state, with_cards

COUNTER = tamer(
    "TST-1401",
    text="[Your Turn] [Once Per Turn] When you play a Digimon, gain 1 memory.",
)
CALLER = digimon(
    "TST-1402",
    cost=0,
    level=3,
    text="[On Play] Play 1 [Mon TST-1403] from your hand without paying its memory cost.",
)
CALLED = digimon("TST-1403", cost=0, level=3)


def test_15_14_1_1_a_once_per_turn_effect_triggered_twice_activates_once(cards):
    """Playing the caller triggers the Tamer; the caller's [On Play], taken first, plays
    another Digimon and triggers it again. The later trigger gains 1 memory; the earlier
    one, its use spent, gains nothing: 1 memory in all, not 2."""
    pool = with_cards(cards, COUNTER, CALLER, CALLED)
    g = position(
        pool,
        p1={"hand": ["TST-1402", "TST-1403"], "battle": [{"id": "t", "cards": ["TST-1401"]}]},
        memory=3,
    )
    play(g, "play TST-1402", "first 1")
    assert state(g)["memory"] == 4
