"""BT16-045 MetallifeKuwagamon, BT17-049 Antylamon, BT17-066 HippoGryphonmon, ST17-02
Terriermon and ST17-09 Cherubimon, played where a wrong reading of their text would show
(rulings Q2637, Q2801, Q2802 and Q832 are in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt16_045_the_3000_comes_even_when_no_digimon_is_suspended(pool):
    """ "You may suspend 1 Digimon. Then, 1 of your Digimon gets +3000 DP until the end of
    your opponent's turn": declining the suspension still gives +3000 (1-3-2), which lasts
    into p2's turn."""
    g = position(
        pool,
        p1={"hand": ["BT16-045"], "battle": [{"id": "k", "cards": ["ST4-07"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "digivolve k BT16-045", "no")
    assert battle(g, "p2")["x"]["suspended"] is False
    play(g, "pass")
    assert battle(g, "p1")["k"]["dp"] == 10000


def test_bt16_045_suspends_an_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT16-045"], "battle": [{"id": "k", "cards": ["ST4-07"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "digivolve k BT16-045", "yes", "target x")
    assert battle(g, "p2")["x"]["suspended"] is True


def test_bt17_049_antylamon_plays_from_the_trash_and_deletes_only_a_suspended_digimon(pool):
    """ "[When Digivolving] You may play 1 level 3 green or yellow Digimon card from your
    trash": the yellow Labramon, not the red Agumon; its inherited cost deletes another
    suspended Digimon, so with only an unsuspended one nothing is deleted and nothing played
    (the "by" not met, the rest isn't done)."""
    g = position(
        pool,
        p1={
            "hand": ["BT17-049"],
            "battle": [{"id": "a", "cards": ["ST4-07"]}],
            "trash": ["BT1-049", "ST1-03"],
        },
        memory=4,
    )
    play(g, "digivolve a BT17-049", "yes")
    tops = sorted(s["top"] for s in battle(g, "p1").values())
    assert tops == ["BT1-049", "BT17-049"]
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT17-049", "TST-5000"]},
                {"id": "b", "cards": ["BT1-049"]},
            ],
            "trash": ["BT1-049"],
        },
        p2={"security": ["ST1-02", "ST1-02"]},
    )
    play(g, "attack a player")
    if state(g)["pending"]["kind"] == "optional":
        play(g, "yes")
    assert set(battle(g, "p1")) == {"a", "b"}
    assert state(g)["players"]["p1"]["trash"] == ["BT1-049"]


def test_bt17_066_hippogryphonmon_plays_a_level_3_from_the_hand_only(pool):
    """ "[Digivolve] [Darcmon]: Cost 3" and "[When Digivolving] You may play 1 level 3
    Purple or Yellow Digimon card from your hand": from Darcmon for 3, the yellow Labramon in
    the hand comes in, the one in the trash stays; it has <Blocker>, and passes it on."""
    g = position(
        pool,
        p1={
            "hand": ["BT17-066", "BT1-049"],
            "battle": [{"id": "d", "cards": ["BT1-053"]}],
            "trash": ["BT1-049"],
        },
        memory=3,
    )
    play(g, "digivolve d BT17-066", "yes")
    assert state(g)["memory"] == 0
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT1-049", "BT17-066"]
    assert state(g)["players"]["p1"]["trash"] == ["BT1-049"]
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["TST-9000"]}]},
        p2={
            "battle": [
                {"id": "h", "cards": ["BT17-066"]},
                {"id": "u", "cards": ["BT17-066", "TST-1000"]},
            ]
        },
    )
    play(g, "attack s player")
    assert {"block h", "block u"} <= set(legal(g))


def test_st17_02_terriermon_plays_lopmon_or_a_green_tamer_for_2_less_once_a_turn(pool):
    """ "[Main] [Once Per Turn] You may play 1 green Tamer card or 1 level 3 Digimon card with
    [Lopmon] in its name from your hand with the play cost reduced by 2": Lopmon or Ken
    Ichijoji are the choices (not Biyomon), Lopmon costs 1, and the effect is spent."""
    g = position(
        pool,
        p1={
            "hand": ["ST17-03", "BT3-094", "ST1-02"],
            "battle": [{"id": "t", "cards": ["ST17-02"]}],
        },
        memory=5,
    )
    play(g, "activate t")
    assert legal(g) == ["card ST17-03", "card BT3-094"]
    play(g, "card ST17-03")
    assert state(g)["memory"] == 4
    assert "activate t" not in legal(g)


def test_st17_02_terriermon_gets_1000_while_suspended(pool):
    """Inherited "[All Turns] While this Digimon is suspended, it gets +1000 DP"."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST17-02", "TST-5000"]}]},
        p2={"security": ["ST1-02"]},
    )
    assert battle(g, "p1")["a"]["dp"] == 5000
    play(g, "attack a player")
    assert battle(g, "p1")["a"]["dp"] == 6000


def test_st17_09_cherubimon_may_play_without_deleting(pool):
    """ "You may delete 1 level 4 or lower Digimon. Then, you may play 1 level 4 or lower
    green or purple Digimon card from your hand or trash": declining the deletion still
    offers the play, and a level 5 (MetalGreymon) can't be deleted."""
    g = position(
        pool,
        p1={
            "hand": ["ST17-09"],
            "battle": [{"id": "a", "cards": ["BT17-049"]}],
            "trash": ["ST4-07"],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-09"]}]},
        memory=3,
    )
    play(g, "digivolve a ST17-09", "no", "yes")
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["ST17-09", "ST4-07"]
    assert "x" in battle(g, "p2")
