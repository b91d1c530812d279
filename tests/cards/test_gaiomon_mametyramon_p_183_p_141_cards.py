"""P-183 Gaiomon and P-141 MameTyramon (no official ruling), beyond what tests/rulings/p.toml
plays: Gaiomon trashes the opponent's top security card when an attack target is switched,
MameTyramon unsuspends when an opponent's Digimon becomes suspended, and digivolves for 3 from
a level 4 Digimon with [Tyrannomon] in its name of another colour."""

from __future__ import annotations

from games import battle, legal, play, position, state

GAIOMON, MAMETYRAMON = "P-183", "P-141"
GREYMON = "ST1-07"  # level 4, 4000 DP
AGUMON = "ST1-03"  # 2000 DP


def test_p_183_trashes_the_top_security_card_when_a_block_switches_the_target(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GAIOMON]}], "security": [GREYMON]},
        p2={
            "battle": [{"id": "x", "cards": [AGUMON]}],
            "security": [GREYMON, GREYMON, GREYMON],
        },
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "block g")
    assert state(g)["players"]["p2"]["security"] == 2
    assert "x" not in battle(g, "p2")


def test_p_141_unsuspends_when_an_opponents_digimon_is_suspended(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": [MAMETYRAMON], "suspended": True}]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}], "security": [GREYMON]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    assert "yes" in legal(g)
    play(g, "yes")
    assert battle(g, "p1")["m"]["suspended"] is False


def test_p_141_digivolves_from_a_level_4_with_tyrannomon_in_its_name(pool) -> None:
    g = position(
        pool,
        p1={"hand": [MAMETYRAMON], "battle": [{"id": "t", "cards": ["BT1-016"]}]},
        memory=5,
    )
    play(g, f"digivolve t {MAMETYRAMON}")
    assert state(g)["memory"] == 2  # the cost of 3, not the colour's 4
