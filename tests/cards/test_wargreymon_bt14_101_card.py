"""BT14-101 WarGreymon, played where a wrong reading of its digivolution from [Agumon] or its
"Then, it may attack." would show (ruling Q2484 is in tests/rulings/bt14.toml)."""

from __future__ import annotations

from games import dummy, legal, play, position, state, with_cards


def _position(pool, foe: int, tamer: str = "BT14-082", played_this_turn: bool = False):
    """p1: Agumon (ST1-03) with a Tamer, 4 memory; p2: one Digimon of `foe` DP, suspended,
    and one security card."""
    agumon = {"id": "a", "cards": ["ST1-03"], "played_this_turn": played_this_turn}
    return position(
        with_cards(pool, dummy(foe)),
        p1={"hand": ["BT14-101"], "battle": [agumon, {"id": "t", "cards": [tamer]}]},
        p2={
            "battle": [{"id": "x", "cards": [f"TST-{foe}"], "suspended": True}],
            "security": ["ST1-02"],
        },
        memory=4,
    )


def test_bt14_101_agumon_digivolves_into_it_only_with_tai_and_a_10000_dp_foe(pool):
    """ "While you have a Tamer with [Tai Kamiya] in its name and your opponent has a
    Digimon with 10000 DP or more, one of your [Agumon] may digivolve into this card in your
    hand for a digivolution cost of 4": with Tai (BT14-082) and a 10000 DP Digimon, yes;
    against 9000 DP, or with another Tamer (ST2-12 Matt Ishida), no."""
    assert "digivolve a BT14-101" in legal(_position(pool, 10000))
    assert "digivolve a BT14-101" not in legal(_position(pool, 9000))
    assert "digivolve a BT14-101" not in legal(_position(pool, 10000, tamer="ST2-12"))


def test_bt14_101_may_attack_when_digivolving_with_raid(pool):
    """ "[When Digivolving] This Digimon gains <Raid> for the turn. Then, it may attack.":
    after digivolving for its 4 memory (p1 at 0), it is offered an attack at once; it checks
    p2's security card."""
    g = play(_position(pool, 10000), "digivolve a BT14-101")
    assert "no-attack" in legal(g) and "attack a player" in legal(g)
    play(g, "attack a player")
    answers = ("first 1", "no-raid", "no-counter", "no-block")  # its [When Attacking] too
    while any(m in legal(g) for m in answers):
        play(g, next(m for m in answers if m in legal(g)))
    assert state(g)["players"]["p2"]["security"] == 0


def test_bt14_101_offers_no_attack_the_turn_its_digimon_was_played(pool):
    """1-3-2: an Agumon played this turn can't attack, so the "may attack" offers nothing."""
    g = play(_position(pool, 10000, played_this_turn=True), "digivolve a BT14-101")
    assert "no-attack" not in legal(g)
    assert state(g)["players"]["p2"]["security"] == 1
