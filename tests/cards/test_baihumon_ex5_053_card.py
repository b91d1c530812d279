"""EX5-053 Baihumon, played where a wrong reading would show (its official rulings are in
tests/rulings/ex5.toml)."""

from __future__ import annotations

from games import battle, play, position, state

BAIHUMON = "EX5-053"
INDRAMON = "EX5-009"  # a [Deva] Digimon card, 7000 DP


def test_ex5_053_plays_only_the_first_checked_deva_card_of_a_turn(pool) -> None:
    """[Opponent's Turn] [Once Per Turn]: the first checked [Deva] card is played; the second,
    checked by the next attack of the same turn, battles as a Security Digimon and loses to
    8000 DP."""
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": [BAIHUMON]}], "security": [INDRAMON, INDRAMON]},
        p2={"battle": [{"id": "a", "cards": ["TST-1000"]}, {"id": "c", "cards": ["TST-8000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack a player", "no", "attack c player")
    assert [s["top"] for s in battle(g, "p1").values()] == [BAIHUMON, INDRAMON]
    assert state(g)["players"]["p1"]["trash"] == [INDRAMON]
    assert set(battle(g, "p2")) == {"a", "c"}


def test_ex5_053_on_deletion_deletes_the_opponents_highest_play_cost_digimon(pool) -> None:
    """[On Deletion]: of the opponent's Digimon with play costs 5, 3 and 0, the one of 5."""
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": [BAIHUMON]}]},
        p2={
            "battle": [
                {"id": "g", "cards": ["ST1-07"]},
                {"id": "h", "cards": ["ST1-03"]},
                {"id": "x", "cards": ["TST-13000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "attack b x")
    assert "b" not in battle(g, "p1")
    assert set(battle(g, "p2")) == {"h", "x"}


def test_ex5_053_two_baihumon_play_the_checked_card_once(pool) -> None:
    """Both Baihumon hear the check; the first plays the card, the second finds it gone."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "b", "cards": [BAIHUMON]}, {"id": "c", "cards": [BAIHUMON]}],
            "security": [INDRAMON],
        },
        p2={"battle": [{"id": "a", "cards": ["TST-1000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack a player", "first 1", "no")
    tops = [s["top"] for s in battle(g, "p1").values()]
    assert tops.count(INDRAMON) == 1
    assert state(g)["players"]["p1"]["security"] == 0
