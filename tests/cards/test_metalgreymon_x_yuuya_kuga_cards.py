"""BT11-069 MetalGreymon (X Antibody) and BT11-093 Yuuya Kuga, each where a wrong reading would
show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# ST1-09 MetalGreymon: red level 5, 7000 DP; ST1-07 Greymon: red level 4, 4000 DP.
# ST3-16 Seven Heavens: [Security] -10000 DP; ST5-15 Laser Eye: [Security] <De-Digivolve 1> on
# up to 2; BT11-107 Hades Force: [Security] deletes the Digimon with the highest play cost.


def settle(g):
    while kind(g) != "main":
        play(g, "yes" if "yes" in legal(g) else legal(g)[0])


def metalgreymon_x(pool, security: list[str], foes: list | None = None):
    g = position(
        pool,
        p1={"hand": ["BT11-069"], "battle": [{"id": "a", "cards": ["ST1-07", "ST1-09"]}]},
        p2={"security": [*security, "ST1-02", "ST1-02"], "battle": foes or []},
        memory=3,
    )
    play(g, "digivolve a BT11-069")
    settle(g)
    return g


def test_bt11_069_keeps_its_dp_against_the_opponents_security_effect(pool):
    g = metalgreymon_x(pool, ["ST3-16"])
    play(g, "attack a player")
    settle(g)
    assert "ST3-16" in state(g)["players"]["p2"]["trash"]
    assert battle(g, "p1")["a"]["dp"] == 8000


def test_bt11_069_isnt_de_digivolved_by_the_opponents_security_effect(pool):
    g = metalgreymon_x(pool, ["ST5-15"])
    play(g, "attack a player")
    settle(g)
    assert battle(g, "p1")["a"]["cards"] == ["ST1-07", "ST1-09", "BT11-069"]


def test_bt11_069_deletes_a_6000_dp_digimon_with_metalgreymon_under_it(pool):
    g = metalgreymon_x(
        pool, [], foes=[{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["ST1-09"]}]
    )
    assert list(battle(g, "p2")) == ["y"]  # 4000 DP deleted, 7000 DP stays


def test_bt11_093_digivolving_to_a_higher_level_gives_2000_dp_but_no_shield(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST1-09"],
            "battle": [{"id": "a", "cards": ["ST1-07"]}, {"id": "t", "cards": ["BT11-093"]}],
        },
        p2={"security": ["BT11-107", "ST1-02"]},
        memory=5,
    )
    play(g, "digivolve a ST1-09")
    settle(g)
    assert battle(g, "p1")["a"]["dp"] == 9000
    assert battle(g, "p1")["t"]["suspended"] is True
    play(g, "attack a player")
    settle(g)
    assert "a" not in battle(g, "p1")  # Hades Force's [Security] effect deletes it


def test_bt11_093_sets_memory_to_3_at_the_start_of_the_turn(pool):
    # p2 ends the turn with 1 memory on p1's side: p1's turn begins with 1, set to 3
    g = position(pool, p1={"battle": [{"id": "t", "cards": ["BT11-093"]}]}, turn="p2", memory=-1)
    settle(g)
    assert (state(g)["turn"], state(g)["memory"]) == ("p1", 3)
