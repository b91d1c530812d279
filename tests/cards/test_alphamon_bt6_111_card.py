"""BT6-111 Alphamon (no official ruling), played where a wrong reading of its text would show:
its [When Attacking] pays as much memory as its player names, none to 5, and gets +1000 DP
for each one paid; its [Security] effect waits for the end of the battle, and only then, if a
Digimon with [Royal Knight] or [X Antibody] in its traits is in play on either side, up to 12
of the opponent's Digimon can't attack players for the turn."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _attacks(pool, memory: int):
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-111"]}]},
        p2={"security": ["TST-1000"]},
        memory=memory,
    )


def test_bt6_111_pays_as_much_memory_as_its_player_names(pool):
    g = play(_attacks(pool, 5), "attack a player", "yes")
    assert legal(g) == [f"count {n}" for n in range(6)]
    play(g, "count 3")
    assert battle(g, "p1")["a"]["dp"] == 14000
    assert state(g)["memory"] == 4  # 5 - 3, then [End of Attack] gains 2


def test_bt6_111_paying_none_gives_nothing(pool):
    g = play(_attacks(pool, 5), "attack a player", "yes", "count 0")
    assert battle(g, "p1")["a"]["dp"] == 11000
    assert state(g)["memory"] == 7


def _checked(pool, p1_battle: list[dict], attacker: str, others: list[str]):
    """p2 attacks p1 with `attacker`, which loses the battle to the Security Alphamon."""
    p2 = [{"id": "x", "cards": [attacker]}]
    p2 += [{"id": f"o{i}", "cards": [c]} for i, c in enumerate(others)]
    g = position(
        pool,
        p1={"security": ["BT6-111"], "battle": p1_battle},
        p2={"battle": p2},
        turn="p2",
        memory=5,
    )
    return play(g, "attack x player")


def test_bt6_111_security_stops_the_chosen_attacking_players_with_a_royal_knight(pool):
    g = _checked(pool, [{"id": "k", "cards": ["BT13-017"]}], "TST-1000", ["TST-2000", "TST-2000"])
    play(g, "target o0", "done")
    assert state(g)["players"]["p1"]["hand"] == ["BT6-111"]
    assert "attack o0 player" not in legal(g) and "attack o1 player" in legal(g)


def test_bt6_111_security_counts_an_x_antibody_digimon_of_either_side(pool):
    g = _checked(pool, [], "TST-1000", ["BT9-012", "TST-2000"])
    play(g, "target o0", "done")
    assert "attack o0 player" not in legal(g) and "attack o1 player" in legal(g)


def test_bt6_111_security_reads_its_condition_at_the_end_of_the_battle(pool):
    # the X Antibody attacker is deleted in the battle: none is left in play when it's read
    g = _checked(pool, [], "BT9-011", ["TST-2000"])
    assert state(g)["players"]["p1"]["hand"] == ["BT6-111"]
    assert battle(g, "p2").keys() == {"o0"}
    assert "attack o0 player" in legal(g)
