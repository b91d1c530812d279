"""BT11-017 Marsmon, played where a wrong reading would show: "[Your Turn] [Once Per Turn]
When one of your Digimon's attack targets is switched" hears another of the player's
Digimon's attack too and a switch by <Raid>, once a turn (ruling Q2062, a block, is in
tests/rulings/bt11.toml)."""

from __future__ import annotations

from games import battle, play, position, state

MARSMON, TAKUYA, GUARDROMON = "BT11-017", "BT12-088", "BT2-058"  # red Tamer; <Blocker>


def _position(pool, attacker: list[str]):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "m", "cards": [MARSMON], "suspended": True},
                {"id": "a", "cards": attacker},
                {"id": "t", "cards": [TAKUYA]},
            ]
        },
        p2={
            "battle": [{"id": "b", "cards": [GUARDROMON]}, {"id": "c", "cards": [GUARDROMON]}],
            "security": ["TST-1000"] * 3,
        },
        memory=3,
    )


def test_bt11_017_another_digimons_blocked_attack_unsuspends_it_once_a_turn(pool) -> None:
    g = _position(pool, ["TST-15000"])
    play(g, "attack a player", "block b")
    assert not battle(g, "p1")["m"]["suspended"]
    assert state(g)["memory"] == 4
    play(g, "attack m player", "no-raid", "block c")  # its second switch this turn
    assert battle(g, "p1")["m"]["suspended"]
    assert state(g)["memory"] == 4


def test_bt11_017_a_raid_switch_counts_too(pool) -> None:
    """Marsmon's own <Raid> switches its attack to the Guardromon: it unsuspends."""
    g = _position(pool, ["TST-15000"])
    play(g, "attack a player", "no-block")
    assert battle(g, "p1")["m"]["suspended"] and state(g)["memory"] == 3
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": [MARSMON]}, {"id": "t", "cards": [TAKUYA]}]},
        p2={"battle": [{"id": "b", "cards": [GUARDROMON]}], "security": ["TST-1000"]},
        memory=3,
    )
    play(g, "attack m player", "raid b")
    assert not battle(g, "p1")["m"]["suspended"]
    assert state(g)["memory"] == 4
