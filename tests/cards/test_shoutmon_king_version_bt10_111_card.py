"""BT10-111 Shoutmon (King Version), played where a wrong reading would show (its official
rulings are in tests/rulings/bt10.toml)."""

from __future__ import annotations

from games import battle, legal, play, position

KING = "BT10-111"


def test_bt10_111_stands_in_for_a_digixros_requirement_only_for_the_turn(pool) -> None:
    """[On Play]: the card with DigiXros requirements comes back from the trash, and this
    Digimon may take a requirement's place this turn; without the effect (put in play
    without its [On Play]) it may not."""
    g = position(pool, p1={"hand": [KING, "BT10-082"], "trash": ["BT10-012"]}, memory=10)
    play(g, f"play {KING}")
    assert "play BT10-012 xros p1-1 BT10-082" in legal(g)
    g = position(
        pool,
        p1={"hand": ["BT10-012", "BT10-082"], "battle": [{"id": "k", "cards": [KING]}]},
        memory=10,
    )
    assert "play BT10-012 xros k BT10-082" not in legal(g)


def test_bt10_111_inherited_dp_while_named_shoutmon(pool) -> None:
    """Inherited [Your Turn]: +2000 DP under a Digimon with [Shoutmon] in its name (BT10-008
    Shoutmon), none under another (a 3000 DP Digimon)."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "s", "cards": [KING, "BT10-008"]},
                {"id": "d", "cards": [KING, "TST-3000"]},
            ]
        },
        memory=3,
    )
    base = pool["BT10-008"].dp or 0
    assert battle(g, "p1")["s"]["dp"] == base + 2000
    assert battle(g, "p1")["d"]["dp"] == 3000
