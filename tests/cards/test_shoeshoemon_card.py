"""ST19-08 ShoeShoemon, played where a wrong reading of its text would show (its two
rulings, on what its [Security] effect may play, are positions in tests/rulings/st19.toml):
<Overclock ([Puppet] trait)> and its inherited -3000 DP for the opponent's Security Digimon."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_st19_08_shoeshoemon_overclocks_by_deleting_a_puppet(pool):
    """As p1's turn ends, deleting ST19-03 Shoemon ([Puppet]) makes ShoeShoemon attack p2
    without suspending."""
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST19-08"]}, {"id": "p", "cards": ["ST19-03"]}]},
        p2={"security": ["ST1-02", "ST1-03"]},
        memory=0,
    )
    play(g, "pass")
    assert legal(g) == ["target p", "no"]
    play(g, "target p")
    assert "p" not in battle(g, "p1") and battle(g, "p1")["s"]["suspended"] is False
    assert state(g)["players"]["p2"]["security"] == 1


def test_st19_08_shoeshoemon_inherited_weakens_security_digimon_on_your_turn(pool):
    """Inherited "[Your Turn] All of your opponent's Security Digimon get -3000 DP": under
    a 4000 DP Greymon, the checked 5000 DP Kunemon has 2000 and loses the battle; without
    the -3000 the Greymon would lose."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST19-08", "ST1-07"]}]},
        p2={"security": ["ST4-05", "ST1-03"]},
        memory=3,
    )
    play(g, "attack a player")
    assert "a" in battle(g, "p1")
    assert "ST4-05" in state(g)["players"]["p2"]["trash"]
