"""BT11-006 Tsunomon (no official ruling), played where a wrong reading would show: its
inherited "[Your Turn] [Once Per Turn] When an effect trashes a card in your hand, this
Digimon gets +1000 DP for the turn" (read as "when a card is trashed from your hand")."""

from __future__ import annotations

from games import battle, play, position

TSUNOMON = "BT11-006"
KOICHI = "BT7-091"  # [On Play] <Draw 1>. Then, trash 1 card in your hand.


def _position(pool, hand: list[str], memory: int = 3):
    return position(
        pool,
        p1={"hand": hand, "battle": [{"id": "a", "cards": [TSUNOMON, "TST-3000"]}]},
        memory=memory,
    )


def test_bt11_006_an_effect_trashing_a_card_in_the_hand_gives_1000_dp(pool) -> None:
    g = _position(pool, [KOICHI])
    assert battle(g, "p1")["a"]["dp"] == 3000
    play(g, f"play {KOICHI}")
    assert battle(g, "p1")["a"]["dp"] == 4000


def test_bt11_006_gives_it_once_per_turn(pool) -> None:
    """Two trashings by two effects in one turn: +1000 once, not +2000."""
    g = _position(pool, [KOICHI, KOICHI], memory=6)
    play(g, f"play {KOICHI}", "card ST1-02", f"play {KOICHI}")
    assert len(battle(g, "p1")) == 3
    assert battle(g, "p1")["a"]["dp"] == 4000


def test_bt11_006_without_a_card_trashed_gives_nothing(pool) -> None:
    """Playing a card from the hand is no trashing: the DP stays."""
    g = _position(pool, ["ST1-02"])
    play(g, "play ST1-02")
    assert battle(g, "p1")["a"]["dp"] == 3000
