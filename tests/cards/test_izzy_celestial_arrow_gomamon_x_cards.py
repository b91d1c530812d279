"""BT15-085 Izzy Izumi, BT15-093 Celestial Arrow and BT15-021 Gomamon (X Antibody), played
where a wrong reading of their text would show (rulings Q2590 and Q2505 are in
tests/rulings/bt15.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt15_085_izzy_sets_memory_to_3_at_the_start_of_the_turn(pool):
    """ "[Start of Your Turn] If you have 2 memory or less, set your memory to 3": p2 ends
    its turn by overpaying to 1 memory on p1's side; p1 starts with 3."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT15-085"]}]},
        p2={"hand": ["BT12-039"]},
        turn="p2",
        memory=5,
    )
    play(g, "play BT12-039")
    assert state(g)["turn"] == "p1" and state(g)["memory"] == 3


def _attacked(pool, mine: list[dict]):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT15-085"]}, *mine], "security": ["ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}]},
        turn="p2",
    )
    play(g, "attack x player")
    return g


def test_bt15_085_izzy_switches_the_attack_to_a_suspended_insectoid(pool):
    """ "[Opponent's Turn] When an opponent's Digimon attacks, by suspending this Tamer,
    switch the target of attack to 1 of your suspended Digimon with the [Insectoid] trait":
    the suspended Kuwagamon is the only choice (not the suspended Greymon), Izzy is
    suspended, the security stays."""
    g = _attacked(
        pool,
        [
            {"id": "k", "cards": ["ST4-07"], "suspended": True},
            {"id": "j", "cards": ["ST1-07"], "suspended": True},
        ],
    )
    play(g, "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["trash"] == ["ST4-07"] and p1["security"] == 1
    assert battle(g, "p1")["t"]["suspended"] is True


def test_bt15_085_izzy_has_no_unsuspended_insectoid_to_switch_to(pool):
    """An unsuspended Insectoid is no target: the attack goes on to the security."""
    g = _attacked(pool, [{"id": "k", "cards": ["ST4-07"]}])
    while state(g)["pending"]["player"] == "p1":
        play(g, legal(g)[0])
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 0 and "k" in battle(g, "p1")


def test_bt15_093_celestial_arrow_gives_the_second_6000_only_for_a_security_card(pool):
    """ "Then, by trashing the top or bottom card of your security stack, 1 of your
    opponent's Digimon gets -6000 DP": declining keeps the security and gives no second
    -6000; the bottom card may be the one trashed."""
    p1 = {"hand": ["BT15-093"], "battle": [{"id": "t", "cards": ["ST3-12"]}]}
    p1["security"] = ["ST1-02", "ST1-03"]
    p2 = {"battle": [{"id": "x", "cards": ["TST-12000"]}, {"id": "y", "cards": ["TST-7000"]}]}
    g = position(pool, p1=p1, p2=p2, memory=5)
    play(g, "option BT15-093", "target x", "no")
    assert battle(g, "p2")["x"]["dp"] == 6000 and battle(g, "p2")["y"]["dp"] == 7000
    assert state(g)["players"]["p1"]["security"] == 2
    g = position(pool, p1=p1, p2=p2, memory=5)
    play(g, "option BT15-093", "target x", "yes", "bottom", "target y")
    assert state(g)["players"]["p1"]["trash"][0] == "ST1-03"
    assert battle(g, "p2")["y"]["dp"] == 1000


def test_bt15_021_gomamon_adds_one_card_of_the_named_traits(pool):
    """ "[On Play] Reveal the top 3 cards of your deck. Add 1 card with the [Sea Beast]/
    [Plesiosaur]/[Beastkin]/[X Antibody] trait": of Biyomon, Plesiomon (X Antibody) and
    Gabumon only Plesiomon may be added."""
    g = position(
        pool, p1={"hand": ["BT15-021"], "deck": ["ST1-02", "BT15-032", "ST2-03", "ST1-03"]}
    )
    play(g, "play BT15-021")
    assert state(g)["players"]["p1"]["hand"] == ["BT15-032"]


def test_bt15_021_gomamon_stops_a_digimon_with_as_many_or_fewer_sources(pool):
    """ "[When Attacking] 1 of your opponent's Digimon with as many or fewer digivolution
    cards as this Digimon can't attack until the end of their turn": with 1 under the
    attacker, p2's Digimon with 2 is no target and attacks on its turn."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT15-021", "TST-5000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-01", "ST1-02", "ST1-03"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack a player", "pass")
    assert "attack x player" in legal(g)
