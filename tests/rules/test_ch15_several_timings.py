"""15-16: one effect printed under several timing headers ("[On Play][When Digivolving] ...",
"[When Digivolving][When Attacking][Once Per Turn] ...") triggers at each of its timings, and
its [X Per Turn] limit (15-14-1) counts its activations at all of them together.

Test-only cards, written as card-file tables; memory is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

from builders import digimon
from games import battle, kind, legal, play, position, state, with_cards

_digimon = partial(digimon, cost=4, dp=5000)


TWINMON = _digimon(
    # [On Play][When Digivolving] Gain 2 memory.
    "TST-1301",
    name="Twinmon",
    effects=[
        {
            "timing": "on_play",
            "also": ["when_digivolving"],
            "steps": [{"do": "gain_memory", "amount": 2}],
        }
    ],
)

ONCEMON = _digimon(
    # [When Digivolving][When Attacking][Once Per Turn] Gain 1 memory.
    "TST-1302",
    name="Oncemon",
    effects=[
        {
            "timing": "when_digivolving",
            "also": ["when_attacking"],
            "once_per_turn": True,
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
)

PARTINGMON = _digimon(
    # [On Play][On Deletion] Gain 2 memory.
    "TST-1303",
    name="Partingmon",
    dp=1000,
    effects=[
        {
            "timing": "on_play",
            "also": ["on_deletion"],
            "steps": [{"do": "gain_memory", "amount": 2}],
        }
    ],
)

MAINLYMON = _digimon(
    # [When Digivolving][Main][Once Per Turn] Gain 1 memory.
    "TST-1304",
    name="Mainlymon",
    effects=[
        {
            "timing": "when_digivolving",
            "also": ["main"],
            "once_per_turn": True,
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
)

DECK = ["ST1-02"] * 10


def memory(g) -> int:
    return state(g)["memory"]


def test_15_16_2_an_on_play_when_digivolving_effect_activates_when_played(cards):
    """15-16-2: Twinmon played for 4 from 5 memory: its [On Play] header gains 2 (5 - 4 + 2)."""
    g = position(with_cards(cards, TWINMON), p1={"hand": ["TST-1301"], "deck": DECK}, memory=5)
    play(g, "play TST-1301")
    assert kind(g) == "main"
    assert memory(g) == 3


def test_15_16_3_an_on_play_when_digivolving_effect_activates_when_digivolving(cards):
    """15-16-3: digivolving into Twinmon for 2 from 5 memory: its [When Digivolving] header
    gains 2 (5 - 2 + 2)."""
    g = position(
        with_cards(cards, TWINMON),
        p1={"hand": ["TST-1301"], "deck": DECK, "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        memory=5,
    )
    play(g, "digivolve b TST-1301")
    assert kind(g) == "main"
    assert memory(g) == 5


def test_15_14_1_2_once_per_turn_counts_both_timings_of_one_effect(cards):
    """15-14-1-2: Oncemon's [When Digivolving][When Attacking][Once Per Turn] gains 1 as it
    digivolves; its attack the same turn is the same effect again: nothing more."""
    g = position(
        with_cards(cards, ONCEMON),
        p1={"hand": ["TST-1302"], "deck": DECK, "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=5,
    )
    play(g, "digivolve b TST-1302")
    assert memory(g) == 4  # 5 - 2 + 1
    play(g, "attack b player")
    assert memory(g) == 4
    assert state(g)["players"]["p2"]["security"] == 4


def test_15_16_5_the_when_attacking_header_activates_without_digivolving(cards):
    """15-16-5 (control for the test above): Oncemon already in play gains 1 when it attacks."""
    g = position(
        with_cards(cards, ONCEMON),
        p1={"deck": DECK, "battle": [{"id": "o", "cards": ["ST1-02", "TST-1302"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "attack o player")
    assert memory(g) == 4


def test_15_4_4_3_an_on_play_on_deletion_effect_activates_from_the_trash(cards):
    """15-16-4: Partingmon (1000 DP) is deleted in battle by a 3000 DP Biyomon: its [On
    Deletion] header gains its owner 2 memory although it is no longer in the battle area."""
    g = position(
        with_cards(cards, PARTINGMON),
        p1={"deck": DECK, "battle": [{"id": "x", "cards": ["ST1-02"]}]},
        p2={"deck": DECK, "battle": [{"id": "p", "cards": ["TST-1303"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack x p")
    while kind(g) != "main":
        play(g, legal(g)[-1])
    assert battle(g, "p2") == {}
    assert memory(g) == 1  # p2 gained 2: p1's side went from 3 to 1


def test_15_14_1_2_a_main_effect_that_also_triggers_on_digivolving_is_spent_by_either(cards):
    """15-14-1-2: Mainlymon's [When Digivolving][Main][Once Per Turn]: having gained 1 as it
    digivolved, it is not offered as `activate` again that turn; in play without having
    digivolved this turn, `activate` gains 1."""
    pool = with_cards(cards, MAINLYMON)
    g = position(
        pool,
        p1={"hand": ["TST-1304"], "deck": DECK, "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        memory=5,
    )
    play(g, "digivolve b TST-1304")
    assert memory(g) == 4
    assert "activate b" not in legal(g)
    g = position(pool, p1={"deck": DECK, "battle": [{"id": "m", "cards": ["TST-1304"]}]}, memory=3)
    assert "activate m" in legal(g)
    play(g, "activate m")
    assert memory(g) == 4
    assert "activate m" not in legal(g)
