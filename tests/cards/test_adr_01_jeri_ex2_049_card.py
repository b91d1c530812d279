"""EX2-049 ADR-01 Jeri, beyond its ruling (tests/rulings/ex2.toml): suspended, it places an
[ADR-02 Searcher] from among the top 5 cards under a [Mother D-Reaper] as its bottom
digivolution card, and the others go to the bottom of the deck. Both named cards are stand-ins
with only their names."""

from __future__ import annotations

from games import kind, legal, play, position, state, with_cards

JERI = "EX2-049"
MOTHER = {
    "number": "TST-1",
    "name": "Mother D-Reaper",
    "category": "digimon",
    "colors": ["white"],
    "cost": 5,
    "dp": 5000,
}
SEARCHER = {
    "number": "TST-2",
    "name": "ADR-02 Searcher",
    "category": "digimon",
    "colors": ["white"],
    "cost": 3,
    "dp": 1000,
}


def test_ex2_049_places_a_searcher_under_mother_d_reaper(pool) -> None:
    g = position(
        with_cards(pool, MOTHER, SEARCHER),
        p1={
            "battle": [{"id": "j", "cards": [JERI]}, {"id": "m", "cards": ["TST-3000", "TST-1"]}],
            "deck": ["ST1-02", "TST-2", "TST-2", "ST1-03", "ST1-04", "ST1-05"],
        },
        memory=3,
        turn_number=3,
    )
    play(g, "activate j")
    while kind(g) == "card":  # the order of the other revealed cards at the bottom
        play(g, legal(g)[0])
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["m"]["cards"] == ["TST-2", "TST-3000", "TST-1"]
    assert p1["battle"]["j"]["suspended"] is True and p1["deck"] == 5
    assert g.defs[g.players[0].deck[-1]].number == "ST1-05"  # the sixth card is on top
