""" "This Digimon attacks." (1-3-2): an effect that makes a Digimon attack does nothing when the
Digimon has no attack it could declare: it can't attack players and no opposing Digimon is
suspended. Found by random play: the player was asked to attack with no answer to give.

The test card is written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

import builders
from games import kind, position, with_cards


def test_1_3_2_a_forced_attack_with_no_target_is_not_asked(cards):
    pool = with_cards(
        cards,
        builders.digimon(
            "FA-01",
            text="[Start of Your Main Phase] This Digimon attacks. "
            "[All Turns] This Digimon can't attack players.",
        ),
    )
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["FA-01"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}]},
        phase="breeding",
        turn_number=3,
    )
    assert kind(g) == "main"
    assert "no attack it could declare" in "\n".join(g.log_lines)
