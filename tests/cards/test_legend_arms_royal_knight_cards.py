"""ST12-11 Gankoomon, ST13-14 BryweLudramon, ST13-16 Legend-Arms Alliance and ST15-15
Breakthrough of Courage, played where a wrong reading of their text would show (their official
rulings are in tests/rulings/st13.toml and st15.toml)."""

from __future__ import annotations

from games import legal, play, position, state

from digimon_tui.engine import queries as q


def test_st12_11_gankoomon_plays_huckmon_from_the_trash_and_de_digivolves_two(pool):
    """Its [When Digivolving] plays P-066 Huckmon from the trash for free; that play by an
    effect sets off its [Your Turn] <De-Digivolve 1> on up to 2 of p2's 3 Greymon."""
    g = position(
        pool,
        p1={"hand": ["ST12-11"], "battle": [{"id": "a", "cards": ["BT3-069"]}], "trash": ["P-066"]},
        p2={"battle": [{"id": i, "cards": ["ST1-03", "ST1-07"]} for i in "xyz"]},
        memory=3,
    )
    play(g, "digivolve a ST12-11", "yes", "target x", "target y")
    p1, p2 = state(g)["players"]["p1"], state(g)["players"]["p2"]
    assert [s["top"] for s in p1["battle"].values()] == ["ST12-11", "P-066"]
    assert p1["trash"] == [] and state(g)["memory"] == 0
    assert [p2["battle"][i]["top"] for i in "xyz"] == ["ST1-03", "ST1-03", "ST1-07"]


def test_st13_14_brywe_ludramon_is_shielded_when_a_card_is_placed_under_it(pool):
    """ST13-03 ZubaEagermon's [On Play] goes under BryweLudramon as its cost: one of p1's
    effects placed a digivolution card under it, so p2's effects can neither delete it nor
    return it to the hand or deck until the end of p2's turn."""
    g = position(
        pool,
        p1={"hand": ["ST13-03"], "battle": [{"id": "b", "cards": ["ST13-14"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=5,
    )
    b = g.permanent("b")
    assert not q.cant(g, b, "cant_be_deleted_by_opponents_effects")
    play(g, "play ST13-03", "yes")
    assert state(g)["players"]["p1"]["battle"]["b"]["cards"] == ["ST13-03", "ST13-14"]
    assert state(g)["players"]["p2"]["battle"] == {}
    assert q.cant(g, b, "cant_be_deleted_by_opponents_effects")
    assert q.cant(g, b, "cant_be_returned_by_opponents_effects")


def test_st13_16_legend_arms_alliance_stays_in_play_even_when_nothing_is_played(pool):
    """Declined, the play doesn't happen but the card still goes to the battle area; taken,
    the only [Legend-Arms] Digimon of cost 7 or less (not the cost-10 Durandamon) is played."""
    stacks = [{"id": "a", "cards": ["BT3-008"]}, {"id": "b", "cards": ["BT3-062"]}]
    g = position(pool, p1={"hand": ["ST13-16", "BT3-069", "BT3-016"], "battle": stacks}, memory=5)
    play(g, "option ST13-16", "no")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == ["BT3-008", "BT3-062", "ST13-16"]
    assert sorted(p1["hand"]) == ["BT3-016", "BT3-069"]
    g = position(pool, p1={"hand": ["ST13-16", "BT3-069", "BT3-016"], "battle": stacks}, memory=5)
    play(g, "option ST13-16", "yes")
    p1 = state(g)["players"]["p1"]
    assert sorted(s["top"] for s in p1["battle"].values()) == [
        "BT3-008",
        "BT3-062",
        "BT3-069",
        "ST13-16",
    ]
    assert p1["hand"] == ["BT3-016"] and state(g)["memory"] == 1


def test_st13_16_legend_arms_alliance_delay_puts_four_cards_back_on_top_or_bottom(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "o", "cards": ["ST13-16"]}],
            "deck": ["ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-07", "ST1-08"],
        },
    )
    play(g, "delay o")
    assert legal(g) == ["top", "bottom"]
    play(g, "bottom", "card ST1-06", "card ST1-05", "card ST1-04")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"] == {} and p1["trash"] == ["ST13-16"] and p1["deck"] == 6
    deck = [g.defs[u].number for u in g.players[0].deck]  # the last is the top
    assert deck == ["ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-08", "ST1-07"]


def test_st15_15_breakthrough_of_courage_unsuspends_and_shields_a_greymon(pool):
    """With Tai Kamiya in play the black Option is used without black cards; it unsuspends
    the attacked Greymon, which then ignores P-066 Huckmon's deletion, a Digimon's effect."""
    g = position(
        pool,
        p1={
            "hand": ["ST15-15"],
            "battle": [
                {"id": "g", "cards": ["ST1-07"], "suspended": True},
                {"id": "t", "cards": ["BT1-085"]},
            ],
        },
        p2={"security": ["P-066", "ST1-02"]},
        memory=4,
    )
    assert "attack g player" not in legal(g)
    play(g, "option ST15-15", "attack g player")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["g"]["suspended"] is True and state(g)["memory"] == 0
    assert state(g)["players"]["p2"]["hand"] == ["ST1-02", "P-066"]
