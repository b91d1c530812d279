"""EX4-020 MetalGreymon (no official ruling), played where a wrong reading would show: its
DigiXros line (the catalogue leaves it out: a blue [Greymon] and a [MailBirdramon]), "If
DigiXrosing, trash up to 2 digivolution cards of 1 of your opponent's Digimon" (how many, then
which, from anywhere in the stack) and its inherited "If this Digimon is [GreyKnightsmon]"."""

from __future__ import annotations

from games import battle, legal, play, position, with_cards

P2 = {"battle": [{"id": "x", "cards": ["ST1-02", "ST1-03", "ST1-07", "ST1-08"]}]}

# A stand-in [GreyKnightsmon]: the inherited effect reads only its name.
GREYKNIGHTSMON = {
    "number": "TST-1",
    "name": "GreyKnightsmon",
    "category": "digimon",
    "colors": ["blue"],
    "level": 6,
    "cost": 0,
    "dp": 12000,
}


def test_ex4_020_digixros_takes_a_blue_greymon_not_a_red_one(pool):
    g = position(
        pool,
        p1={
            "hand": ["EX4-020", "BT10-021", "ST1-07"],
            "battle": [{"id": "g", "cards": ["BT10-019"]}],
        },
        memory=5,
    )
    moves = legal(g)
    assert "play EX4-020 xros g BT10-021" in moves
    assert not any("ST1-07" in m for m in moves if m.startswith("play EX4-020 xros"))


def test_ex4_020_digixrosing_trashes_the_cards_chosen_from_anywhere_under_it(pool):
    """Played by DigiXros, p1 trashes 2 of p2's Digimon's digivolution cards, the middle
    and the top one: not the bottom ones a "from the bottom" reading would take."""
    g = position(
        pool,
        p1={"hand": ["EX4-020", "BT10-021"], "battle": [{"id": "g", "cards": ["BT10-019"]}]},
        p2=P2,
        memory=5,
    )
    play(g, "play EX4-020 xros g BT10-021", "count 2", "card ST1-03", "card ST1-07")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-08"]
    assert "attack p1-1 player" in legal(g)  # <Rush>


def test_ex4_020_up_to_lets_the_player_trash_none(pool):
    g = position(
        pool,
        p1={"hand": ["EX4-020", "BT10-021"], "battle": [{"id": "g", "cards": ["BT10-019"]}]},
        p2=P2,
        memory=5,
    )
    play(g, "play EX4-020 xros g BT10-021", "count 0")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-03", "ST1-07", "ST1-08"]


def test_ex4_020_played_without_digixros_trashes_nothing(pool):
    g = position(pool, p1={"hand": ["EX4-020"]}, p2=P2, memory=7)
    play(g, "play EX4-020")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-03", "ST1-07", "ST1-08"]
    assert "attack p1-1 player" in legal(g)


def _next_turn_moves(pool, top: str) -> list[str]:
    """p1's [top] with EX4-020 under it attacks; then p1 passes: p2's moves."""
    g = position(
        with_cards(pool, GREYKNIGHTSMON),
        p1={"battle": [{"id": "a", "cards": ["EX4-020", top]}]},
        p2={
            "battle": [
                {"id": "few", "cards": ["ST1-02", "ST1-03"]},
                {"id": "many", "cards": ["ST1-02", "ST1-02", "ST1-02", "ST1-02", "ST1-03"]},
            ],
            "security": ["TST-1000"],
        },
    )
    play(g, "attack a player", "pass")
    return legal(g)


def test_ex4_020_inherited_holds_back_an_attacker_only_under_greyknightsmon(pool):
    """Under [GreyKnightsmon], its attack stops p2's Digimon with 3 or fewer digivolution
    cards from attacking on p2's turn (the one with 4 may); under another Digimon, nothing."""
    moves = _next_turn_moves(pool, "TST-1")
    assert "attack many player" in moves
    assert "attack few player" not in moves
    assert "attack few player" in _next_turn_moves(pool, "TST-12000")
