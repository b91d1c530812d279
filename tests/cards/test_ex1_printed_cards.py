"""EX1 cards that compile from their printed text, each played in a position where a wrong
reading would show (their official rulings are in tests/rulings/ex1.toml)."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# ---- EX1-005 Tyrannomon ------------------------------------------------------------------

TAIGA = "BT2-088"


def _tyrannomon(pool, taiga_in_play: bool):
    stacks = [{"id": "a", "cards": ["ST1-03"]}]
    if taiga_in_play:
        stacks.append({"id": "t", "cards": [TAIGA]})
    return position(pool, p1={"hand": ["EX1-005", TAIGA], "battle": stacks}, memory=3)


def test_ex1_005_plays_taiga_from_the_hand_free_when_none_is_in_play(pool):
    g = play(_tyrannomon(pool, taiga_in_play=False), "digivolve a EX1-005", "yes")
    tops = [s["top"] for s in battle(g, "p1").values()]
    assert tops == ["EX1-005", TAIGA]


def test_ex1_005_with_a_taiga_in_play_plays_none(pool):
    """(The one question is Taiga's own cost reduction, declined.)"""
    g = play(_tyrannomon(pool, taiga_in_play=True), "digivolve a EX1-005", "no")
    assert kind(g) == "main"
    assert len(battle(g, "p1")) == 2


def test_ex1_005_inherited_2000_while_its_digimon_has_tyrannomon_in_its_name(pool):
    """Under a [Tyrannomon] it gives +2000 on its player's turn; under another name nothing."""
    for top, dp in (("EX1-005", 4000 + 2000), ("BT1-070", 4000)):
        g = position(pool, p1={"battle": [{"id": "a", "cards": ["EX1-005", top]}]})
        assert battle(g, "p1")["a"]["dp"] == dp, top


# ---- EX1-027 Leomon ----------------------------------------------------------------------


def _leomon_checked(pool, security: int):
    g = position(
        pool,
        p1={"security": ["EX1-027"] + ["ST1-02"] * (security - 1)},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}]},
        turn="p2",
        turn_number=4,
    )
    play(g, "attack x player")
    while kind(g) not in ("main", None):
        play(g, legal(g)[0])
    return state(g)["players"]["p1"]["security"]


def test_ex1_027_recovers_1_at_the_end_of_the_battle_with_3_or_fewer_security_cards(pool):
    assert _leomon_checked(pool, security=4) == 3 + 1


def test_ex1_027_with_4_security_cards_left_recovers_nothing(pool):
    assert _leomon_checked(pool, security=5) == 4
