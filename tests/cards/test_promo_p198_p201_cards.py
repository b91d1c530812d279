"""P-198 DemiDevimon (no official ruling) and P-201 Phascomon (its ruling is in
tests/rulings/p.toml), played where a wrong reading of their text would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

DEVIMON = "BT2-074"  # level 4, [Fallen Angel], play cost 6


def _demidevimon(pool, memory: int):
    return position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["P-198"]}], "hand": [DEVIMON, "ST1-02"]},
        phase="breeding",
        memory=memory,
    )


def test_p_198_digivolves_free_into_a_fallen_angel_at_4_memory_or_less(pool):
    g = _demidevimon(pool, 3)
    play(g, "yes", f"card {DEVIMON}")
    assert battle(g, "p1")["d"]["cards"] == ["P-198", DEVIMON]
    assert state(g)["memory"] == 3  # free: no memory paid
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02", "ST1-02"]  # the digivolution bonus


def test_p_198_isnt_asked_with_more_than_4_memory(pool):
    g = _demidevimon(pool, 5)
    assert "pass" in legal(g) and "yes" not in legal(g)
    assert battle(g, "p1")["d"]["cards"] == ["P-198"]


def test_p_198_inherited_draws_and_trashes_when_attacking(pool):
    """Under a Digimon, its [When Attacking] is <Draw 1>, then a card of the hand trashed."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["P-198", DEVIMON]}], "hand": ["ST1-03"]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player", "card ST1-03")
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_p_201_adds_a_card_with_gizmon_in_its_text_and_trashes_one(pool):
    """ProtoGizmon (BT13-080) among the three revealed is added; the other two go under the
    deck; then a card of the hand is trashed."""
    g = position(
        pool,
        p1={"hand": ["P-201", "ST1-03"], "deck": ["ST1-04", "ST1-02", "BT13-080", "ST1-02"]},
        memory=5,
    )
    play(g, "play P-201", "card ST1-04", "card ST1-03")  # the order under the deck, then the trash
    assert state(g)["players"]["p1"]["hand"] == ["BT13-080"]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]
