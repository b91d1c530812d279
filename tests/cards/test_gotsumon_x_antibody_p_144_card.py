"""P-144 Gotsumon (X Antibody), beyond its ruling (tests/rulings/p.toml): it attacks only over
a card named [Gotsumon] or [X Antibody], in the opponent's turn a switched attack target lets
it unsuspend one of its player's <Blocker> Digimon once, and under a Digimon it gives every
<Blocker> Digimon of its player +1000 DP."""

from __future__ import annotations

from games import battle, legal, play, position

GOTSUMON_X = "P-144"
GOTSUMON = "BT2-054"
GREYMON = "ST1-07"  # red, level 4, 4000 DP, no <Blocker>
AGUMON = "ST1-03"  # 2000 DP: loses to the blocker


def test_p_144_attacks_over_a_card_named_gotsumon(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GOTSUMON, GOTSUMON_X]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    assert "attack g player" in legal(g)


def test_p_144_cant_attack_alone(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GOTSUMON_X]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    assert "attack g player" not in legal(g)


def test_p_144_unsuspends_a_blocker_once_the_attack_target_is_switched(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GOTSUMON_X]}]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}], "security": ["ST1-02"]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "block g")
    assert battle(g, "p1")["g"]["suspended"] is True  # it blocked
    assert "yes" in legal(g)
    play(g, "yes")
    assert battle(g, "p1")["g"]["suspended"] is False
    assert "x" not in battle(g, "p2")


def test_p_144_inherited_gives_blocker_digimon_1000_dp(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": [GOTSUMON_X, GREYMON]},
                {"id": "b", "cards": [GOTSUMON_X]},
            ]
        },
        memory=3,
    )
    assert battle(g, "p1")["b"]["dp"] == 5000  # <Blocker>: 4000 + 1000
    assert battle(g, "p1")["a"]["dp"] == 4000  # Greymon has no <Blocker>
