"""BT13-084 Astamon (no official ruling), played where a wrong reading would show: its [On
Play] digivolves it for free into a [Belphemon] card in the hand for the deletion of another
purple Digimon of its player's, and its inherited effect plays a level 4 or lower purple
Digimon card from the trash when a card is trashed from its player's hand in the opponent's
turn, whoever's effect trashed it."""

from __future__ import annotations

from games import battle, legal, play, position, state

ASTAMON = "BT13-084"
SLEEP_MODE = "BT13-088"


def _played(pool, other: str):
    g = position(
        pool,
        p1={"hand": [ASTAMON, SLEEP_MODE], "battle": [{"id": "o", "cards": [other]}]},
        memory=7,
    )
    play(g, f"play {ASTAMON}")
    return g


def test_bt13_084_deleting_a_purple_digimon_digivolves_it_into_belphemon_for_free(pool) -> None:
    """DemiDevimon deleted, Astamon becomes Belphemon: Sleep Mode for no memory (7 paid for
    Astamon, 0 left)."""
    g = _played(pool, "BT2-067")
    play(g, "yes", "yes", f"card {SLEEP_MODE}")
    p1 = state(g)["players"]["p1"]
    assert [s["cards"] for s in p1["battle"].values()] == [[ASTAMON, SLEEP_MODE]]
    assert p1["trash"] == ["BT2-067"]
    assert state(g)["memory"] == 0


def test_bt13_084_no_other_purple_digimon_no_digivolution(pool) -> None:
    """With only a yellow Digimon beside it, nothing can pay the deletion: not offered."""
    g = _played(pool, "ST1-02")
    assert "card " + SLEEP_MODE not in legal(g)
    assert battle(g, "p1")["o"]["cards"] == ["ST1-02"]


def test_bt13_084_inherited_plays_from_the_trash_when_the_opponent_trashes_its_hand(
    pool,
) -> None:
    """In p2's turn, DanDevimon (BT4-088) loses a battle and its [On Deletion] makes p1 trash
    2 cards: Astamon's inherited effect plays DemiDevimon from p1's trash."""
    g = position(
        pool,
        p1={
            "hand": ["ST1-02", "ST1-02"],
            "trash": ["BT2-067"],
            "battle": [{"id": "a", "cards": [ASTAMON, "TST-15000"], "suspended": True}],
        },
        p2={"battle": [{"id": "d", "cards": ["BT4-088"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack d a", "yes")
    p1 = state(g)["players"]["p1"]
    assert sorted(s["top"] for s in p1["battle"].values()) == ["BT2-067", "TST-15000"]
    assert p1["hand"] == []
