"""P-189 Dimetromon, beyond its rulings (tests/rulings/p.toml): <Progress> keeps the
opponent's effects off it while it attacks, under a Digimon it gains 1 memory when a card
leaves the opponent's security stack in its player's turn, and its [Security] effect plays a
[LIBERATOR] card from the trash as well as the hand."""

from __future__ import annotations

from games import battle, play, position, state

DIMETROMON = "P-189"
GREYMON = "ST1-07"  # level 4, 4000 DP, no effect
GAIA_FORCE = "ST1-16"  # [Security] deletes 1 of the opponent's Digimon
SHOTO = "P-133"  # a [LIBERATOR] Tamer, play cost 3


def test_p_189_progress_keeps_a_security_effect_off_it_while_attacking(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": [DIMETROMON]}]},
        p2={"security": [GAIA_FORCE, GREYMON]},
        memory=3,
    )
    play(g, "attack d player")
    assert battle(g, "p1")["d"]["top"] == DIMETROMON
    assert state(g)["players"]["p2"]["security"] == 1


def test_p_189_inherited_gains_1_memory_when_a_security_card_is_removed(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [DIMETROMON, GREYMON]}]},
        p2={"security": [GREYMON, GREYMON]},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["memory"] == 4


def test_p_189_security_effect_plays_a_liberator_card_from_the_trash(pool) -> None:
    g = position(
        pool,
        p1={"security": [DIMETROMON], "trash": [SHOTO]},
        p2={"battle": [{"id": "x", "cards": [GREYMON]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes", "no")
    assert [b["top"] for b in battle(g, "p1").values()] == [SHOTO]
    assert "x" not in battle(g, "p2")  # then the battle: 6000 DP against 4000
