"""BT13-088 Belphemon: Sleep Mode (no official ruling), played where a wrong reading of its
text would show: placing a [Belphemon: Rage Mode] from the trash as its top digivolution card
keeps it from attacking and shields it from every effect of the opponent until the end of
their turn; on their turn it may end an attack by trashing 2 cards of the hand, once; and
as that turn ends, the Rage Mode under it trashes it (BT13-091's inherited effect)."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

TRASHER = {
    "number": "TST-2",
    "name": "Trasher",
    "category": "option",
    "colors": ["green"],
    "cost": 0,
    "effects": [{"timing": "main", "steps": [{"do": "trash", "target": {"side": "opponents"}}]}],
}


def _slept(pool):
    """Sleep Mode digivolves from BT2-077 Kimeramon (purple Lv.5) for 3 of p1's 5 memory."""
    g = position(
        with_cards(pool, TRASHER),
        p1={
            "hand": ["BT13-088", "ST1-02", "ST1-03"],
            "trash": ["BT13-091"],
            "security": ["ST1-02", "ST1-02"],
            "battle": [{"id": "s", "cards": ["BT2-077"]}],
        },
        p2={
            "hand": ["TST-2"],
            "battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-2000"]}],
        },
        memory=5,
    )
    play(g, "digivolve s BT13-088", "yes")
    return g


def test_bt13_088_the_rage_mode_goes_on_top_of_its_digivolution_cards_and_it_cant_attack(pool):
    g = _slept(pool)
    assert battle(g, "p1")["s"]["cards"] == ["BT2-077", "BT13-091", "BT13-088"]
    assert "attack s player" not in legal(g)


def test_bt13_088_shielded_from_the_opponent_then_trashed_at_the_end_of_their_turn(pool):
    g = play(_slept(pool), "pass", "option TST-2")
    assert battle(g, "p1")["s"]["top"] == "BT13-088"  # not trashed
    play(g, "attack x player", "yes", "card ST1-02", "card ST1-03")
    assert state(g)["players"]["p1"]["security"] == 2
    assert "yes" not in legal(play(g, "attack y player"))
    assert state(g)["players"]["p1"]["security"] == 1
    play(g, "pass")
    assert battle(g, "p1")["s"]["cards"] == ["BT2-077", "BT13-091"]
