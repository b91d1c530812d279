"""Cards that count both players' trashes together: EX4-006 Guilmon's condition and BT13-111
Gallantmon's play cost, each played where a wrong count would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _guilmon(pool, mine: int, theirs: int):
    g = position(
        pool,
        p1={"hand": ["EX4-006"], "trash": ["ST1-02"] * mine},
        p2={"trash": ["ST1-02"] * theirs, "battle": [{"id": "x", "cards": ["ST1-03"]}]},
        memory=3,
    )
    play(g, "play EX4-006")
    return g


def test_ex4_006_guilmon_gains_rush_with_20_cards_in_both_trashes_together(pool) -> None:
    """EX4-006 Guilmon: "[On Play] If the total number of cards in both players' trashes is
    20 or more, this Digimon gains <Rush> for the turn": 12 in yours and 8 in theirs are 20,
    and it may attack at once; 12 and 7 are 19, and it may not."""
    g = _guilmon(pool, 12, 8)
    (pid,) = battle(g, "p1")
    assert f"attack {pid} player" in legal(g)
    g = _guilmon(pool, 12, 7)
    (pid,) = battle(g, "p1")
    assert f"attack {pid} player" not in legal(g)


def _gallantmon(pool, mine: int, theirs: int, own_digimon: bool = False):
    return position(
        pool,
        p1={
            "hand": ["BT13-111"],
            "trash": ["ST1-02"] * mine,
            "battle": [{"id": "a", "cards": ["ST1-03"]}] if own_digimon else [],
        },
        p2={"trash": ["ST1-02"] * theirs, "battle": [{"id": "x", "cards": ["TST-13000"]}]},
        memory=10,
    )


def test_bt13_111_gallantmon_costs_2_less_for_every_5_cards_in_both_trashes(pool) -> None:
    """BT13-111 Gallantmon: "When you would play this card from your hand, if you have no
    Digimon in play, reduce its play cost by 2 for every 5 total cards in both players'
    trashes": 6 + 4 cards take 4 off its 13 (9 paid); with a Digimon of yours in play,
    nothing comes off (13 paid). Played, it finds no Digimon with 6000 DP or less, so it
    deletes the one with 13000 DP."""
    g = _gallantmon(pool, 6, 4)
    play(g, "play BT13-111")
    assert state(g)["memory"] == 1
    assert "x" not in battle(g, "p2")
    g = _gallantmon(pool, 6, 4, own_digimon=True)
    play(g, "play BT13-111")
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 3)  # 10 - 13: the turn passes
