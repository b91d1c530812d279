"""Every effect of every ST7 (red, Gallantmon) card in the card file, each shown working in
the smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST7-02 Agumon is the red Digimon an Option needs in play.
"""

from __future__ import annotations

from effect_helpers import pending_player, player
from games import battle, kind, legal, play, position, state

# ---- ST7-01 Gigimon, ST7-05 Growlmon, ST7-08 WarGrowlmon (inherited) ---------------------


def two_deletions(pool, stack: list[str], turn: str = "p1"):
    """p1's `a` deletes x in battle; `b` can delete y next."""
    return position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": stack}, {"id": "b", "cards": ["TST-9000"]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"], "suspended": True},
                {"id": "y", "cards": ["TST-2000"], "suspended": True},
            ],
            "security": ["TST-1000"] * 4,
        },
        turn=turn,
        memory=2,
    )


def test_st7_01_gigimon_inherited_gives_2000_dp_once_per_turn_when_an_opponents_digimon_goes(
    pool,
):
    g = two_deletions(pool, ["ST7-01", "TST-5000"])
    play(g, "attack a x")
    assert battle(g, "p1")["a"]["dp"] == 7000
    play(g, "attack b y")
    assert battle(g, "p1")["a"]["dp"] == 7000  # once per turn
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 5000


def test_st7_01_gigimon_inherited_not_when_your_own_digimon_is_deleted(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST7-01", "TST-5000"]},
                {"id": "b", "cards": ["TST-2000"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
    )
    play(g, "attack b x")
    assert battle(g, "p1")["a"]["dp"] == 5000


def test_st7_05_growlmon_inherited_gains_1_memory_once_per_turn_when_an_opponents_digimon_goes(
    pool,
):
    g = two_deletions(pool, ["ST7-05", "TST-5000"])
    play(g, "attack a x")
    assert state(g)["memory"] == 3
    play(g, "attack b y")
    assert state(g)["memory"] == 3


def test_st7_05_growlmon_effect_is_only_inherited(pool):
    g = two_deletions(pool, ["ST7-05"])
    play(g, "attack a x")
    assert state(g)["memory"] == 2


def test_st7_08_wargrowlmon_inherited_gains_security_attack_plus_1_when_an_opponents_digimon_goes(
    pool,
):
    g = two_deletions(pool, ["ST7-08", "TST-9000"])
    play(g, "attack b x")  # b deletes x: a gains <Security A. +1> for the turn
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 2


# ---- ST7-02 Agumon --------------------------------------------------------------------------


def test_st7_02_agumon_inherited_gives_2000_dp_attacking_a_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST7-02", "TST-5000"]}]},
        p2={"security": ["TST-6000", "TST-1000"]},
    )
    play(g, "attack a player")  # 7000 beats the 6000 Security Digimon
    assert "a" in battle(g, "p1")
    assert battle(g, "p1")["a"]["dp"] == 7000


def test_st7_02_agumon_inherited_nothing_attacking_a_digimon_and_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST7-02", "TST-5000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"], "suspended": True}]},
    )
    play(g, "attack a x")
    assert battle(g, "p1") == {}
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST7-02"]}]},
        p2={"security": ["TST-3000", "TST-1000"]},
    )
    play(g, "attack a player")  # Agumon's own 2000 DP lose to 3000
    assert battle(g, "p1") == {}


# ---- ST7-06 GeoGreymon, ST7-07 RizeGreymon -----------------------------------------------


def check_deletes_a_digimon_up_to(pool, number, limit):
    g = position(
        pool,
        p1={"hand": [number]},
        p2={
            "battle": [
                {"id": "in", "cards": [f"TST-{limit}"]},
                {"id": "out", "cards": [f"TST-{limit + 1000}"]},
            ]
        },
        memory=pool[number].cost,
    )
    play(g, f"play {number}")  # the only choice
    assert list(battle(g, "p2")) == ["out"]


def test_st7_06_geogreymon_on_play_deletes_a_digimon_with_4000_dp_or_less(pool):
    check_deletes_a_digimon_up_to(pool, "ST7-06", 4000)


def test_st7_07_rizegreymon_on_play_deletes_a_digimon_with_5000_dp_or_less(pool):
    check_deletes_a_digimon_up_to(pool, "ST7-07", 5000)


def test_st7_06_geogreymon_security_plays_it_after_the_battle_and_its_on_play_activates(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-4000"]}, {"id": "b", "cards": ["TST-3000"]}]},
        p2={"security": ["ST7-06", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")  # GeoGreymon (5000) beats 4000; then it is played for free
    p2 = player(g, "p2")
    assert p2["battle"]["p2-1"]["cards"] == ["ST7-06"]
    assert p2["trash"] == []
    assert battle(g, "p1") == {}  # its [On Play] deleted b (3000)
    assert player(g, "p1")["trash"] == ["TST-4000", "TST-3000"]


def test_st7_06_geogreymon_security_plays_it_after_the_battle_even_when_it_loses(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"security": ["ST7-06", "ST1-02"]},
    )
    play(g, "attack a player")  # 6000 beats 5000: GeoGreymon goes to the trash (14-2-2)
    assert "a" in battle(g, "p1")  # its [On Play] finds nothing with 4000 DP or less
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST7-06"]
    assert player(g, "p2")["trash"] == []


# ---- ST7-08 WarGrowlmon -----------------------------------------------------------------------


def test_st7_08_wargrowlmon_when_attacking_deletes_a_digimon_with_3000_dp_or_less(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST7-08"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}],
            "security": ["TST-1000"] * 3,
        },
    )
    play(g, "attack w player")
    assert list(battle(g, "p2")) == ["y"]


# ---- ST7-09 Gallantmon ----------------------------------------------------------------------


def gallantmon_attacks(pool, foes: list[str]):
    return position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["ST7-09"]}]},
        p2={
            "battle": [{"id": f"f{i}", "cards": [c]} for i, c in enumerate(foes)],
            "security": ["TST-1000"] * 4,
        },
    )


def test_st7_09_gallantmon_security_attack_plus_1_checks_2_cards(pool):
    g = gallantmon_attacks(pool, [])
    play(g, "attack g player")
    assert player(g, "p2")["security"] == 2


def test_st7_09_gallantmon_when_attacking_deletes_a_digimon_with_4000_dp_or_less(pool):
    g = gallantmon_attacks(pool, ["TST-4000", "TST-5000"])
    play(g, "attack g player")
    assert list(battle(g, "p2")) == ["f1"]
    assert battle(g, "p1")["g"]["dp"] == 11000
    assert player(g, "p2")["security"] == 2  # <Security A. +1>


def test_st7_09_gallantmon_when_attacking_gets_3000_dp_if_nothing_was_deleted(pool):
    g = gallantmon_attacks(pool, ["TST-5000"])
    play(g, "attack g player")
    assert list(battle(g, "p2")) == ["f0"]
    assert battle(g, "p1")["g"]["dp"] == 14000
    play(g, "pass")
    assert battle(g, "p1")["g"]["dp"] == 11000


# ---- ST7-11 Lightning Joust -------------------------------------------------------------------


def lightning_joust(pool, mine: int, theirs: int):
    return position(
        pool,
        p1={
            "hand": ["ST7-11"],
            "battle": [{"id": "a", "cards": ["ST7-02"]}],
            "security": ["TST-1000"] * mine,
        },
        p2={"security": ["TST-1000"] * theirs},
        memory=1,
    )


def test_st7_11_lightning_joust_main_gives_2000_dp_and_security_attack_if_not_ahead(pool):
    g = lightning_joust(pool, mine=3, theirs=3)
    play(g, "option ST7-11")  # Agumon is the only choice for both
    assert battle(g, "p1")["a"]["dp"] == 4000
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1


def test_st7_11_lightning_joust_main_no_security_attack_with_more_security(pool):
    g = lightning_joust(pool, mine=4, theirs=3)
    play(g, "option ST7-11")
    assert battle(g, "p1")["a"]["dp"] == 4000
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 2


def test_st7_11_lightning_joust_security_adds_itself_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST7-11", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["ST7-11"]
    assert player(g, "p2")["security"] == 1


# ---- ST7-12 Atomic Blaster --------------------------------------------------------------------


def test_st7_12_atomic_blaster_main_deletes_digimon_whose_total_dp_is_8000_or_less(pool):
    g = position(
        pool,
        p1={"hand": ["ST7-12"], "battle": [{"id": "a", "cards": ["ST7-02"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-5000"]},
                {"id": "z", "cards": ["TST-2000"]},
            ]
        },
        memory=5,
    )
    play(g, "option ST7-12")
    assert kind(g) == "target" and pending_player(g) == "p1"
    play(g, "target x")
    assert legal(g) == ["target y", "target z", "done"]
    play(g, "target y")  # 3000 + 5000: z's 2000 would go over 8000, so that is all
    assert list(battle(g, "p2")) == ["z"]
    assert kind(g) == "main"


def test_st7_12_atomic_blaster_security_deletes_the_attacker_up_to_8000_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-8000"]}, {"id": "b", "cards": ["TST-9000"]}]},
        p2={"security": ["ST7-12", "ST1-02"]},
    )
    play(g, "attack a player")
    # b's 9000 DP is over 8000: a is the only choice, and "any number" takes at least 1
    # while one fits (ruling Q1784), so it goes without a question
    assert list(battle(g, "p1")) == ["b"]


# ---- ST7-03 Guilmon ---------------------------------------------------------------------------


def guilmon(pool, foe: str):
    return position(
        pool,
        p1={"hand": ["ST7-09"], "battle": [{"id": "g", "cards": ["ST7-03"]}]},
        p2={"battle": [{"id": "x", "cards": [foe]}]},
        memory=4,
    )


def test_st7_03_guilmon_your_turn_digivolves_into_gallantmon_for_4_against_a_level_6(pool):
    g = guilmon(pool, "ST1-10")
    assert "digivolve g ST7-09" in legal(g)
    play(g, "digivolve g ST7-09")
    assert battle(g, "p1")["g"]["cards"] == ["ST7-03", "ST7-09"]
    assert state(g)["memory"] == 0


def test_st7_03_guilmon_cannot_digivolve_into_gallantmon_otherwise(pool):
    g = guilmon(pool, "ST7-08")  # level 5
    assert "digivolve g ST7-09" not in legal(g)


def test_st7_03_guilmon_inherited_draws_1_once_per_turn_when_an_opponents_digimon_goes(pool):
    g = two_deletions(pool, ["ST7-03", "TST-5000"])
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST7-03", "TST-5000"]},
                {"id": "b", "cards": ["TST-9000"]},
            ],
            "deck": ["ST1-02", "ST1-03"],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"], "suspended": True},
                {"id": "y", "cards": ["TST-2000"], "suspended": True},
            ]
        },
    )
    play(g, "attack a x")
    assert player(g, "p1")["hand"] == ["ST1-02"]
    play(g, "attack b y")
    assert player(g, "p1")["hand"] == ["ST1-02"]


def test_st7_04_biyomon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["ST7-04"]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-2000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert legal(g) == ["block b", "no-block"]
    play(g, "block b")
    assert battle(g, "p2") == {}


def test_st7_10_shinegreymon_security_attack_plus_1_checks_2_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST7-10"]}]},
        p2={"security": ["TST-1000"] * 3},
    )
    play(g, "attack s player")
    assert player(g, "p2")["security"] == 1


def test_st7_04_biyomon_cant_attack_players_on_your_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["ST7-04"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}]},
    )
    assert "attack b player" not in legal(g)
    assert "attack b x" in legal(g)


def test_st7_10_shinegreymon_piercing_checks_2_cards_after_deleting_a_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST7-10"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}],
            "security": ["TST-1000"] * 3,
        },
    )
    play(g, "attack s x")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 1
