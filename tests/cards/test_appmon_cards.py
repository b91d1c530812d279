"""Appmon cards with [App Fusion] (8-4) or an effect that links a card (10-1), each played
where a wrong reading would show: BT21-059 Timemon, BT24-038 Biomon (no official ruling),
BT24-071 Raidramon (ruling Q5647), BT23-021 Dosukomon (Q5241, Q5242) and BT25-069 Raremon
(Q6366); the rulings' positions are in tests/rulings/."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

from digimon_tui.engine import queries as q

CALENDAMON, WATCHMON, NAVIMON, TIMEMON = "BT21-041", "BT21-053", "BT21-047", "BT21-059"
HACKMON, PROTECMON, RAIDRAMON = "BT24-067", "BT24-053", "BT24-071"


def test_bt21_059_timemon_app_fuses_from_calendamon_with_watchmon(pool) -> None:
    g = position(
        pool,
        p1={"hand": [TIMEMON], "battle": [{"id": "a", "cards": [CALENDAMON], "links": [WATCHMON]}]},
        memory=3,
    )
    play(g, f"app-fuse a {TIMEMON} {WATCHMON}")
    assert battle(g, "p1")["a"]["cards"] == [CALENDAMON, WATCHMON, TIMEMON]
    assert "<Blocker>" in q.keywords_of(g, g.permanent("a"))


def test_bt21_059_timemon_getting_linked_in_your_turn_de_digivolves_a_foe(pool) -> None:
    """[Your Turn] [Once Per Turn] when it gets linked, <De-Digivolve 1> 1 of the opponent's
    Digimon: linking Navimon to it takes x's top card, once only."""
    g = position(
        pool,
        p1={"hand": [NAVIMON, NAVIMON], "battle": [{"id": "a", "cards": [TIMEMON]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07", "ST1-09"]}]},
        memory=5,
    )
    play(g, f"link {NAVIMON} a")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03", "ST1-07"]
    play(g, f"link {NAVIMON} a")  # the old link card is trashed; no second de-digivolve
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03", "ST1-07"]


def test_bt21_059_timemon_as_a_link_card_de_digivolves_when_linking(pool) -> None:
    """Its link portion: [Link] [Appmon] trait: Cost 2, 3000 DP, [When Linking] <De-Digivolve 1>."""
    g = position(
        pool,
        p1={"hand": [TIMEMON], "battle": [{"id": "a", "cards": [CALENDAMON]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07"]}]},
        memory=3,
    )
    play(g, f"link {TIMEMON} a")
    assert state(g)["memory"] == 3 - 2
    assert battle(g, "p1")["a"]["dp"] == 1000 + 3000
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03"]


def test_bt24_071_raidramon_when_digivolving_gives_a_system_digimon_security_attack(pool) -> None:
    """App fused from Hackmon with a Protecmon link card, its [When Digivolving] gives itself
    (a [System] Digimon, the only one) <Security A. +1>: its attack checks 2 security cards."""
    g = position(
        pool,
        p1={"hand": [RAIDRAMON], "battle": [{"id": "a", "cards": [HACKMON], "links": [PROTECMON]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, f"app-fuse a {RAIDRAMON} {PROTECMON}")
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 3 - 2


def test_bt24_071_raidramon_on_deletion_plays_a_level_3_appmon_from_the_trash(pool) -> None:
    """[On Deletion] you may play 1 Lv.3 [Appmon] Digimon card from the trash for free."""
    g = position(
        pool,
        turn="p2",
        p1={"battle": [{"id": "a", "cards": [RAIDRAMON], "suspended": True}], "trash": [HACKMON]},
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}]},
        memory=3,
    )
    play(g, "attack x a", "yes")
    assert [s["cards"] for s in battle(g, "p1").values()] == [[HACKMON]]


def test_bt24_038_biomon_on_play_links_a_card_from_the_hand_for_free(pool) -> None:
    """[On Play] it may link 1 Lv.4 or lower Digimon card from the hand or its digivolution
    cards to itself, free; getting linked, [All Turns] [Once Per Turn], 1 of the opponent's
    Digimon gets -7000 DP. Navimon's link cost (1) is not paid."""
    g = position(
        pool,
        p1={"hand": ["BT24-038", NAVIMON]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=8,
    )
    play(g, "play BT24-038", "yes")
    (perm,) = battle(g, "p1").values()
    assert perm["links"] == [NAVIMON]
    assert state(g)["memory"] == 0
    assert battle(g, "p2")["x"]["dp"] == 1000


def test_bt24_038_biomon_links_from_under_itself(pool) -> None:
    """From its digivolution cards: Navimon under it (digivolving from BT21-043 Sociamon, a
    Lv.4 yellow Appmon) becomes its link card; a card without [Link] is not offered."""
    g = position(
        pool,
        p1={"hand": ["BT24-038"], "battle": [{"id": "a", "cards": [NAVIMON, "BT21-043"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=8,
    )
    play(g, "digivolve a BT24-038", "yes")
    assert "card BT21-043" in legal(g)  # Sociamon has [Link] too; the drawn ST1-02 hasn't
    assert "card ST1-02" not in legal(g)
    play(g, f"card {NAVIMON}")
    assert battle(g, "p1")["a"]["cards"] == ["BT21-043", "BT24-038"]
    assert battle(g, "p1")["a"]["links"] == [NAVIMON]


TS_LINK = {
    "number": "KW-85",
    "name": "TS Linker",
    "category": "digimon",
    "colors": ["black"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "types": ["TS"],
    "link": {"requirements": [{"digimon": "[Appmon] trait", "cost": 2}], "dp": 1000},
}
"""A [TS] card with [Link] (the pool has none)."""


def test_bt25_069_raremon_links_a_ts_card_from_the_trash_to_one_of_your_digimon(pool) -> None:
    """[On Play] it may link 1 [TS] trait card from the trash to 1 of your Digimon, free: the
    player chooses which Digimon (Calendamon, an Appmon, meets the link requirement)."""
    cards = with_cards(pool, TS_LINK)
    g = position(
        cards,
        p1={
            "hand": ["BT25-069"],
            "trash": ["KW-85"],
            "battle": [{"id": "a", "cards": [CALENDAMON]}, {"id": "b", "cards": [WATCHMON]}],
        },
        memory=4,
    )
    play(g, "play BT25-069", "yes")
    assert "target b" in legal(g)
    play(g, "target b")
    assert battle(g, "p1")["b"]["links"] == ["KW-85"]
    assert state(g)["memory"] == 0


def test_bt21_018_dogatchmon_attacks_when_it_gets_linked_the_turn_it_is_played(pool) -> None:
    """<Rush>, and [Your Turn] [Once Per Turn] when it gets linked it may attack: played this
    turn and linked with Navimon, it attacks (and checks a security card)."""
    g = position(
        pool,
        p1={"hand": ["BT21-018", NAVIMON]},
        p2={"security": ["TST-1000"] * 3},
        memory=8,
    )
    play(g, "play BT21-018")
    (pid,) = battle(g, "p1")
    play(g, f"link {NAVIMON} {pid}", f"attack {pid} player")
    assert state(g)["players"]["p2"]["security"] == 2


def test_bt23_022_oujamon_unsuspends_when_it_gets_linked(pool) -> None:
    """[When Attacking] it may link a Lv.4 or lower card from the hand, free; [All Turns]
    [Once Per Turn] when it gets linked it may unsuspend: after its attack it stands again."""
    g = position(
        pool,
        p1={"hand": [NAVIMON], "battle": [{"id": "a", "cards": ["BT23-022"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player", "first 2", "yes", "yes")
    assert battle(g, "p1")["a"]["links"] == [NAVIMON]
    assert battle(g, "p1")["a"]["suspended"] is False
    assert state(g)["memory"] == 3


def test_st22_12_dogatchmon_links_a_social_card_for_its_link_cost_less_2(pool) -> None:
    """[When Attacking] it may link a [Social]/[Navi]/[Tool] card from the hand with the cost
    reduced by 2: Timemon ([Tool], link cost 2) for 0; Timemon's link DP counts in the
    battle."""
    g = position(
        pool,
        p1={"hand": [TIMEMON], "battle": [{"id": "a", "cards": ["ST22-12"]}]},
        p2={"security": ["TST-8000"] * 2},
        memory=3,
    )
    play(g, "attack a player", "first 2", "yes")
    assert battle(g, "p1")["a"]["links"] == [TIMEMON]
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p2"]["security"] == 1
    assert "a" in battle(g, "p1")  # 6000 + 3000 beats the 8000 DP Security Digimon


def test_bt22_039_ouranosmon_links_from_under_itself_when_a_digimon_is_played(pool) -> None:
    """[All Turns] [Once Per Turn] when one of your Digimon is played, it may link 1 [Appmon]
    Digimon card from its digivolution cards to 1 of your Digimon, free: Navimon goes from
    under it to it (the Agumon played is no Appmon, so can't take the link)."""
    g = position(
        pool,
        p1={"hand": ["ST1-03"], "battle": [{"id": "a", "cards": [NAVIMON, "BT22-039"]}]},
        memory=5,
    )
    play(g, "play ST1-03", "yes")
    assert battle(g, "p1")["a"]["cards"] == ["BT22-039"]
    assert battle(g, "p1")["a"]["links"] == [NAVIMON]
    assert state(g)["memory"] == 5 - 3


def test_bt24_077_revivemon_links_a_card_from_the_trash_to_the_digimon_chosen(pool) -> None:
    """[When Digivolving] it may link 1 Lv.4 or lower Digimon card from the trash or its
    digivolution cards to 1 of your Digimon, free: the player picks Calendamon."""
    g = position(
        pool,
        p1={
            "hand": ["BT24-077"],
            "trash": [NAVIMON],
            "battle": [{"id": "a", "cards": ["ST1-07"]}, {"id": "b", "cards": [CALENDAMON]}],
        },
        memory=4,
    )
    play(g, "digivolve a BT24-077", "yes", "target b")
    assert battle(g, "p1")["b"]["links"] == [NAVIMON]
    assert state(g)["players"]["p1"]["trash"] == []
