"""BT10-066 DarkKnightmon and BT11-068 Mamemon, played where a wrong reading of their text
would show: DarkKnightmon's "if DigiXrosing with 2 cards" and its "when this Digimon would be
deleted, by returning ..., you may play ..." (its cost paid before the play; ruling Q1989 is
in tests/rulings/bt10.toml); Mamemon's Tamer played from the reveal and the rest placed at the
top or the bottom of the deck, as its player chooses."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _attacked(pool, under: list[str]):
    """DarkKnightmon attacks a suspended 9000 DP Digimon and loses the battle."""
    g = position(
        pool,
        p1={"battle": [{"id": "dk", "cards": [*under, "BT10-066"]}]},
        p2={"battle": [{"id": "y", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack dk y")
    return g


def test_bt10_066_returns_a_card_then_plays_skullknightmon_from_under_it(pool):
    g = _attacked(pool, ["BT10-062", "EX4-040"])
    play(g, "yes")
    assert set(legal(g)) == {"card BT10-062", "card EX4-040"}  # either black level 4 pays
    play(g, "card BT10-062")
    assert legal(g) == ["yes", "no"]  # the play is a choice still, once the cost is paid
    play(g, "yes")
    assert state(g)["players"]["p1"]["hand"] == ["BT10-062"]
    assert [p["top"] for p in battle(g, "p1").values()] == ["EX4-040"]


def test_bt10_066_declined_nothing_is_returned_or_played(pool):
    g = _attacked(pool, ["BT10-062", "EX4-040"])
    play(g, "no")
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["hand"] == []


def test_bt10_066_without_a_black_level_4_card_under_it_the_effect_isnt_offered(pool):
    """The cost can't be paid (an ST1-02 Biyomon is yellow): nothing is asked (15-7-4)."""
    g = _attacked(pool, ["ST1-02"])
    assert "yes" not in legal(g)
    assert battle(g, "p1") == {}


def test_bt10_066_deletes_only_when_digixrosing_with_both_knights(pool):
    for hand, left in ((["EX4-040", "EX4-041"], 0), (["EX4-040"], 1)):
        g = position(
            pool,
            p1={"hand": ["BT10-066", *hand]},
            p2={"battle": [{"id": "a", "cards": ["ST1-03"]}]},
            memory=8,
        )
        play(g, f"play BT10-066 xros {' '.join(hand)}")
        assert len(battle(g, "p2")) == left


def test_bt11_068_plays_a_tamer_and_puts_the_rest_where_its_player_chooses(pool):
    """Of the five revealed, Akari Hinomoto is played; the other four go together to the end
    of the deck chosen, the two cards not revealed staying between."""
    deck = ["ST1-03", "BT10-089", "ST1-04", "ST1-05", "ST1-06", "ST1-07", "ST1-08"]
    rest = {"ST1-03", "ST1-04", "ST1-05", "ST1-06"}
    for end in ("top", "bottom"):
        g = position(pool, p1={"hand": ["BT11-068"], "deck": deck}, memory=7)
        play(g, "play BT11-068", "yes")
        assert legal(g) == ["top", "bottom"]
        play(g, end)
        while any(m.startswith("card ") for m in legal(g)):
            play(g, next(m for m in legal(g) if m.startswith("card ")))
        assert "BT10-089" in {p["top"] for p in battle(g, "p1").values()}
        pile = [g.defs[u].number for u in g.players[0].deck]  # top last
        assert set(pile[-4:] if end == "top" else pile[:4]) == rest
