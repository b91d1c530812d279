"""Comprehensive Rules 16-33: <Vortex>. At the end of its owner's turn the Digimon may
attack one of the opponent's Digimon, even the turn it was played (16-33-1); it is an
optional trigger-type effect (16-33-2, 16-33-3).

The card is the printed one: ST18-08 Galemon (6000 DP; <Vortex>). Positions are built with
`position(...)` like scenario files.
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

from digimon_tui.cards.text import card_text


def _ending(pool, galemon: dict, foes: list[dict]):
    """p1's Galemon faces p2's `foes`; p1 passes to end the turn."""
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["ST18-08"], **galemon}]},
        p2={"security": ["ST1-02"] * 3, "battle": foes},
        memory=3,
    )
    play(g, "pass")
    return g


def test_16_33_1_at_the_end_of_the_turn_it_may_attack_a_digimon_not_the_player(pool):
    """16-33-1: the question comes as p1's turn ends; the suspended `x` is a target, the
    player is not, nor the unsuspended `y` (11-2-7-1)."""
    g = _ending(
        pool,
        {},
        [{"id": "x", "cards": ["TST-3000"], "suspended": True}, {"id": "y", "cards": ["TST-1000"]}],
    )
    assert kind(g) == "vortex" and state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["attack g x", "no-vortex"]
    play(g, "attack g x")
    assert "x" not in battle(g, "p2")
    assert battle(g, "p1")["g"]["suspended"] is True
    assert state(g)["players"]["p2"]["security"] == 3
    assert state(g)["turn"] == "p2"


def test_16_33_1_even_the_turn_it_was_played(pool):
    """16-33-1: played this turn (no <Rush>), Galemon still attacks with <Vortex>."""
    g = position(
        pool,
        p1={"hand": ["ST18-08"]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
        memory=6,
    )
    play(g, "play ST18-08")
    assert "attack" not in " ".join(legal(g))  # no main-phase attack the turn it came
    play(g, "pass")
    assert kind(g) == "vortex"
    assert [m for m in legal(g) if m.startswith("attack")] != []


def test_16_33_1_no_digimon_to_attack_no_question(pool):
    """With only unsuspended Digimon on p2's side, there is nothing to attack: the turn ends."""
    g = _ending(pool, {}, [{"id": "y", "cards": ["TST-1000"]}])
    assert state(g)["turn"] == "p2"


def test_16_33_3_declined_nothing_happens(pool):
    g = _ending(pool, {}, [{"id": "x", "cards": ["TST-3000"], "suspended": True}])
    play(g, "no-vortex")
    assert "x" in battle(g, "p2") and state(g)["turn"] == "p2"


def test_16_33_1_a_suspended_digimon_cant(pool):
    g = _ending(pool, {"suspended": True}, [{"id": "x", "cards": ["TST-3000"], "suspended": True}])
    assert state(g)["turn"] == "p2"


def test_16_33_the_keyword_line_is_written_on_the_card(pool):
    assert (
        "<Vortex> (At the end of your turn, this Digimon may attack an opponent's Digimon. "
        "With this effect, it can attack the turn it was played.)"
    ) in card_text(pool["ST18-08"])
