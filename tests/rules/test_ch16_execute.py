"""Comprehensive Rules 16-38: <Execute>. At the end of its owner's turn the Digimon may
attack, an unsuspended Digimon of the opponent's too (16-38-1); it is an optional
trigger-type effect (16-38-2, 16-38-3), and at the end of that attack the Digimon is
deleted (16-38-4).

The card is the printed one: BT20-072 Phantomon (5000 DP; <Execute>; [On Deletion] you may
play a level 4 or lower [Ghost] Digimon card from your trash). Positions are built with
`position(...)` like scenario files.
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

from digimon_tui.bots.card_game import CardGameBot
from digimon_tui.cards.text import card_text


def _ready(pool, **p1):
    """p1's Phantomon `p` faces p2's unsuspended 3000 DP `x`; p1 passes to end the turn."""
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["BT20-072"]}], **p1},
        p2={"security": ["ST1-02"] * 3, "battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
    )
    play(g, "pass")
    return g


def test_16_38_1_at_the_end_of_the_turn_it_may_attack_an_unsuspended_digimon(pool):
    """16-38-1, 16-38-3: the question comes as p1's turn ends; `x` is unsuspended yet a
    target; declining is offered."""
    g = _ready(pool)
    assert kind(g) == "execute" and state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["attack p player", "attack p x", "no-execute"]


def test_16_38_1_the_attacker_is_deleted_at_the_end_of_the_attack(pool):
    """16-38-1: Phantomon wins its battle against `x`, and is deleted after the attack; its
    [On Deletion] then plays Ghostmon back from the trash."""
    g = _ready(pool, trash=["BT20-063"])
    play(g, "attack p x")
    assert "x" not in battle(g, "p2")
    assert state(g)["pending"]["kind"] == "optional"
    play(g, "yes")
    assert list(battle(g, "p1")) != ["p"]
    assert "BT20-072" in state(g)["players"]["p1"]["trash"]
    assert [s["cards"] for s in battle(g, "p1").values()] == [["BT20-063"]]


def test_16_38_1_attacking_the_player_checks_security_then_deletes(pool):
    g = _ready(pool)
    play(g, "attack p player")
    assert state(g)["players"]["p2"]["security"] == 2
    assert "p" not in battle(g, "p1")
    assert "BT20-072" in state(g)["players"]["p1"]["trash"]


def test_16_38_3_declined_it_stays(pool):
    g = _ready(pool)
    play(g, "no-execute")
    assert "p" in battle(g, "p1")
    assert state(g)["turn"] == "p2"


def test_16_38_1_a_digimon_that_cant_attack_gets_no_question(pool):
    """1-3-2: a suspended Phantomon can't attack: the turn ends with no question."""
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["BT20-072"], "suspended": True}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert "p" in battle(g, "p1")


def test_16_38_1_only_at_the_end_of_its_owners_turn(pool):
    """On p2's turn, p1's Phantomon doesn't attack as p2's turn ends."""
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["BT20-072"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        turn="p2",
        turn_number=2,
        memory=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p1" and "p" in battle(g, "p1")


def test_16_38_the_bot_attacks_where_it_pays(pool):
    g = _ready(pool)
    assert str(CardGameBot(level=2).choose(g)) in ("attack p x", "attack p player")


def test_16_38_the_keyword_line_is_written_on_the_card(pool):
    assert card_text(pool["BT20-072"])[0] == (
        "<Execute> (At the end of your turn, this Digimon may attack, your opponent's "
        "unsuspended Digimon included. At the end of that attack, delete this Digimon.)"
    )
