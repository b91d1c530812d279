"""EX5-052 Makuramon, the parts of its text its official rulings (all on its [On Play]) leave
alone: its [Opponent's Turn] ban on the opponent's Tamers of play cost 2 or less suspending,
and its inherited <Blocker> under a [Four Sovereigns] Digimon in the opponent's turn."""

from __future__ import annotations

from games import battle, legal, play, position


def _tamers_turn(pool, makuramon: bool):
    """p2's turn: p2 has BT1-088 Izzy Izumi (play cost 2) and BT1-089 Mimi Tachikawa (play
    cost 4), each of which may suspend itself beside the green level 5 BT1-078 Jagamon."""
    mine = [{"id": "m", "cards": ["EX5-052"]}] if makuramon else []
    tamers = [
        {"id": "izzy", "cards": ["BT1-088"]},
        {"id": "mimi", "cards": ["BT1-089"]},
        {"id": "j", "cards": ["BT1-078"]},
    ]
    return position(pool, p1={"battle": mine}, p2={"battle": tamers}, turn="p2")


def test_ex5_052_makuramon_stops_the_opponents_cheap_tamers_suspending(pool):
    """With Makuramon in p1's battle area, p2's Izzy (play cost 2) can't suspend to activate
    its [Main] effect; Mimi (play cost 4) still can. Without Makuramon, both can."""
    moves = legal(_tamers_turn(pool, makuramon=True))
    assert "activate mimi" in moves and "activate izzy" not in moves
    moves = legal(_tamers_turn(pool, makuramon=False))
    assert "activate mimi" in moves and "activate izzy" in moves


def test_ex5_052_makuramon_lets_tamers_suspend_in_its_own_players_turn(pool):
    """In p1's turn (Makuramon's player's), p2's ST5-14 Tai Kamiya (play cost 2) may still
    suspend itself as p2 blocks with BT2-054 Gotsumon."""
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["EX5-052"]}, {"id": "a", "cards": ["TST-5000"]}]},
        p2={
            "battle": [{"id": "tai", "cards": ["ST5-14"]}, {"id": "b", "cards": ["BT2-054"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack a player", "block b")
    assert "yes" in legal(g)
    play(g, "yes")
    assert battle(g, "p2")["tai"]["suspended"] is True


def test_ex5_052_makuramon_inherited_blocker_under_a_four_sovereigns_digimon(pool):
    """Under EX5-013 Zhuqiaomon ([Four Sovereigns]) in p2's turn, p1 may block with it; under
    a Digimon without the trait (TST-7000, no <Blocker> of its own) there is no block."""

    def attacked(top: str):
        g = position(
            pool,
            p1={"battle": [{"id": "z", "cards": ["EX5-052", top]}], "security": ["ST1-02"]},
            p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
            turn="p2",
        )
        return play(g, "attack x player")

    assert "block z" in legal(attacked("EX5-013"))
    assert "block z" not in legal(attacked("TST-7000"))
