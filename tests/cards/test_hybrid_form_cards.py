"""Cards that read a Digimon's form ("with [Hybrid] in its form", "in its form or type", a
trait: 2-3-2-3, 2-3-2-4) and "gain N memory and <Draw 1>", each in the smallest position where a
wrong
reading would show; named after the card."""

from __future__ import annotations

from games import kind, legal, play, position, state

# BT4-025 Lobomon has the Hybrid form; ST1-07 Greymon doesn't.


def test_bt6_010_flamemon_inherited_piercing_only_under_a_hybrid_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-010", "BT4-025"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}],
            "security": ["ST1-02"] * 5,
        },
        memory=3,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["security"] == 4  # a Piercing check after the win


def test_bt6_010_flamemon_inherited_no_piercing_under_another_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-010", "ST1-07"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}],
            "security": ["ST1-02"] * 5,
        },
        memory=3,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["security"] == 5


def test_bt6_022_strabimon_inherited_gains_memory_only_under_a_hybrid_digimon(pool):
    hybrid = position(pool, p1={"battle": [{"id": "a", "cards": ["BT6-022", "BT4-025"]}]}, memory=3)
    other = position(pool, p1={"battle": [{"id": "a", "cards": ["BT6-022", "ST1-07"]}]}, memory=3)
    for g in (hybrid, other):
        play(g, "attack a player")
    assert state(hybrid)["memory"] == 4 and state(other)["memory"] == 3


def test_bt4_114_ancientgarurumon_unsuspends_a_hybrid_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT4-114"]},
                {"id": "h", "cards": ["BT4-025"], "suspended": True},
                {"id": "o", "cards": ["ST1-07"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "attack a player")
    assert legal(g) == ["target a", "target h"]  # [Garurumon] in its name or Hybrid form


def test_bt8_028_captainhookmon_gains_memory_and_draws_when_the_opponent_plays_level_5(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT8-028"]}]},
        p2={"hand": ["BT1-020"]},
        turn="p2",
        memory=8,
    )
    play(g, "play BT1-020")
    s = state(g)
    assert len(s["players"]["p1"]["hand"]) == 1 and s["memory"] == 2


def test_ex1_069_ultimate_connection_trashes_a_cyborg_for_2_memory_and_a_draw(pool):
    g = position(
        pool,
        p1={"hand": ["EX1-069", "BT2-060"], "battle": [{"id": "a", "cards": ["BT2-060"]}]},
        memory=3,
    )
    play(g, "option EX1-069", "yes")
    if kind(g) == "card":
        play(g, "card BT1-024")
    s = state(g)
    assert s["players"]["p1"]["trash"] == ["BT2-060", "EX1-069"] or sorted(
        s["players"]["p1"]["trash"]
    ) == ["BT2-060", "EX1-069"]
    assert len(s["players"]["p1"]["hand"]) == 1 and s["memory"] == 4
