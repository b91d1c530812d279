"""Blue BT14 cards that compare a Digimon's digivolution cards with their own Digimon's ("with
more digivolution cards than this Digimon", "with as many or fewer digivolution cards as
this Digimon"), each played where a wrong comparison would show."""

from __future__ import annotations

from games import battle, legal, play, position

from digimon_tui.engine import queries as q


def _bukamon(pool, theirs: list[str]):
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT14-002", "ST2-03"]}]},
        p2={"battle": [{"id": "x", "cards": theirs}]},
    )


def test_bt14_002_bukamon_gives_jamming_unless_an_opposing_digimon_has_as_many_sources(pool):
    """BT14-002 Bukamon's inherited effect as its errata of 2023-12-15 has it: "[Your Turn]
    While your opponent has no Digimon with as many or more digivolution cards as this
    Digimon, this Digimon gains <Jamming>" (the catalogue prints "more"): the Gabumon over it
    has 1; an opposing Digimon with none leaves <Jamming>, one with 1 (as many) takes it."""
    g = _bukamon(pool, ["ST1-03"])
    assert "<Jamming>" in q.keywords_of(g, g.find("a"))
    g = _bukamon(pool, ["ST1-02", "ST1-03"])
    assert "<Jamming>" not in q.keywords_of(g, g.find("a"))


def test_bt14_023_ikkakumon_stops_only_a_digimon_with_as_many_or_fewer_sources(pool):
    """BT14-023 Ikkakumon: "[When Attacking] [Once Per Turn] Until the end of your opponent's
    turn, 1 of your opponent's Digimon with as many or fewer digivolution cards as this
    Digimon can't attack." With 1 under it, the Digimon with 2 can't be chosen: the one with
    1 is stopped without a choice."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-04", "BT14-023"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03"]},
                {"id": "y", "cards": ["ST1-02", "ST1-02", "ST1-03"]},
            ],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=3,
    )
    play(g, "attack a player")
    assert "target y" not in legal(g)
    assert q.grant_total(g, g.find("x"), "cant_attack") == 1
    assert q.grant_total(g, g.find("y"), "cant_attack") == 0


def _plesiomon(pool, theirs: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-04", "ST2-09", "BT14-029"]}]},
        p2={"battle": [{"id": "x", "cards": theirs}], "security": ["TST-1000"] * 3},
        memory=3,
    )
    return play(g, "attack a player")


def test_bt14_029_plesiomon_unsuspends_while_no_opposing_digimon_has_as_many_sources(pool):
    """BT14-029 Plesiomon as its errata of 2023-12-22 has it: "[When Attacking] [Once Per
    Turn] If your opponent has no Digimon with as many or more digivolution cards as this
    Digimon, unsuspend this Digimon" (the catalogue prints "more"): with 2 under it, an
    opposing Digimon with 1 lets it unsuspend; one with 2 (as many) doesn't."""
    assert battle(_plesiomon(pool, ["ST1-02", "ST1-03"]), "p1")["a"]["suspended"] is False
    same = ["ST1-02", "ST1-02", "ST1-03"]
    assert battle(_plesiomon(pool, same), "p1")["a"]["suspended"] is True
