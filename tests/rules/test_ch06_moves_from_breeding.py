""" "When one of your Digimon moves from the breeding area to the battle area" (6-4-1-2,
15-8-3-1): the breeding phase's move and a move by an effect both fire it; its effects
activate in the breeding phase, before the main phase begins (6-4, 15-16-8); a Digimon
played from the hand hasn't moved.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon, tamer
from games import battle, kind, legal, play, position, state, with_cards

WATCH = (
    "[Your Turn] When one of your Digimon moves from the breeding area to the battle area,"
    " gain 1 memory."
)
MOVER = (
    "[On Play] You may move 1 of your level 3 or higher Digimon from the breeding area to the"
    " battle area."
)
HATCHER = (
    "[Your Turn] When one of your Digimon moves from the breeding area to the battle area,"
    " you may hatch in your breeding area."
)


def _pool(cards):
    return with_cards(
        cards,
        tamer("MB-01", text=WATCH),
        tamer("MB-02", text=MOVER),
        tamer("MB-03", text=HATCHER),
        digimon("MB-10", level=3),
    )


def _memory(g) -> int:
    return state(g)["memory"]


def test_6_4_1_2_the_breeding_phase_move_fires_it_in_the_breeding_phase(cards) -> None:
    """The move triggers the Tamer's effect; it activates before the main phase, so the
    hatch it offers comes while the breeding area is empty again (4-18-3)."""
    p1 = {
        "battle": [{"id": "t", "cards": ["MB-03"]}],
        "breeding": {"id": "b", "cards": ["ST1-01", "MB-10"]},
        "eggs": ["ST1-01"],
    }
    g = position(_pool(cards), p1=p1, phase="breeding", memory=3)
    play(g, "move")
    assert kind(g) == "optional"  # the Tamer's "you may", asked in the breeding phase
    assert state(g)["phase"] == "breeding"
    play(g, "yes")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["breeding"]["cards"] == ["ST1-01"]
    assert "b" in battle(g, "p1")


def test_6_4_1_2_a_move_by_an_effect_fires_it(cards) -> None:
    """An [On Play] that moves the breeding area's Digimon triggers "when ... moves"."""
    p1 = {
        "hand": ["MB-02"],
        "battle": [{"id": "t", "cards": ["MB-01"]}],
        "breeding": {"id": "b", "cards": ["ST1-01", "MB-10"]},
    }
    g = position(_pool(cards), p1=p1, memory=5)
    play(g, "play MB-02", "yes")
    assert "b" in battle(g, "p1")
    assert _memory(g) == 5 - 2 + 1  # the Tamer costs 2


def test_a_digimon_played_from_the_hand_has_not_moved(cards) -> None:
    """7-1: playing a Digimon puts it in the battle area without a move."""
    p1 = {"hand": ["MB-10"], "battle": [{"id": "t", "cards": ["MB-01"]}]}
    g = position(_pool(cards), p1=p1, memory=5)
    play(g, "play MB-10")
    assert _memory(g) == 5 - 3
    assert legal(g)[-1] == "pass"
