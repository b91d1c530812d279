"""EX5-074 Fanglongmon, played where a wrong reading would show (its official rulings, on
its shield, are in tests/rulings/ex5.toml)."""

from __future__ import annotations

from games import battle, play, position, state

FANGLONGMON = "EX5-074"


def test_ex5_074_each_returned_card_takes_4000_dp_from_every_opponent_digimon(pool) -> None:
    """[On Play]: 3 of the 4 [Deva] and [Four Sovereigns] cards of the trash returned to the
    deck make -12000 DP for all of the opponent's Digimon: 8000 and 12000 DP are deleted,
    13000 stays; the card without the traits stays in the trash."""
    g = position(
        pool,
        p1={"hand": [FANGLONGMON], "trash": ["EX5-009", "ST1-02", "EX5-013", "EX5-010"]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-8000"]},
                {"id": "y", "cards": ["TST-12000"]},
                {"id": "z", "cards": ["TST-13000"]},
            ]
        },
        memory=10,
    )
    play(g, f"play {FANGLONGMON}", "yes", "card EX5-010", "card EX5-013", "card EX5-009")
    assert list(battle(g, "p2")) == ["z"]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]


def test_ex5_074_trashes_a_security_card_for_each_four_sovereigns_digimon(pool) -> None:
    """[When Attacking]: two [Four Sovereigns] Digimon (Fanglongmon, a [God Beast], isn't
    one) trash the top 2 of the opponent's 4 security cards; its check takes a third."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "f", "cards": [FANGLONGMON]},
                {"id": "z", "cards": ["EX5-013"]},
                {"id": "a", "cards": ["EX5-024"]},
            ]
        },
        p2={"security": ["TST-1000"] * 4},
        memory=3,
    )
    play(g, "attack f player", "first 2")
    assert state(g)["players"]["p2"]["security"] == 2
    play(g, "no")
    assert state(g)["players"]["p2"]["security"] == 1
