"""Every effect of every ST10 (yellow and purple) card in the card file, each shown working in
the smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST10-03 Lopmon is a yellow Digimon without effects, ST6-02
DemiDevimon a purple one.
"""

from __future__ import annotations

from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state
from zones import deck, security

YELLOW = {"id": "yellow", "cards": ["ST10-03"]}
PURPLE = {"id": "purple", "cards": ["ST6-02"]}

# ---- ST10-01 Nyaromon ---------------------------------------------------------------------


def nyaromon_attacks(pool, others: list[dict], stack=("ST10-01", "TST-5000")):
    return position(
        pool,
        p1={
            "hand": ["ST1-04"],
            "battle": [{"id": "n", "cards": list(stack)}, *others],
            "deck": ["ST1-02", "ST1-03"],
        },
        p2={"security": ["TST-1000"] * 2},
    )


def test_st10_01_nyaromon_inherited_draws_1_then_trashes_1_with_a_yellow_digimon(pool):
    g = nyaromon_attacks(pool, [YELLOW])
    play(g, "attack n player")
    assert pending_player(g) == "p1"
    options = legal(g)
    assert len(options) == 2
    play(g, options[0])
    hand, trash = player(g, "p1")["hand"], player(g, "p1")["trash"]
    assert sorted(hand + trash) == ["ST1-02", "ST1-04"] and len(trash) == 1
    assert deck(g, "p1") == ["ST1-03"]


def test_st10_01_nyaromon_inherited_nothing_without_a_yellow_digimon(pool):
    g = nyaromon_attacks(pool, [])
    play(g, "attack n player")
    assert player(g, "p1")["hand"] == ["ST1-04"]
    assert deck(g, "p1") == ["ST1-02", "ST1-03"]


# ---- vanilla Digimon ------------------------------------------------------------------------


def test_st10_03_lopmon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST10-03")


def test_st10_10_wizardmon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "ST10-10")


# ---- ST10-05 Angewomon ----------------------------------------------------------------------


def test_st10_05_angewomon_on_play_gives_security_attack_minus_2_until_the_opponents_turn_ends(
    pool,
):
    g = position(
        pool,
        p1={"hand": ["ST10-05"], "security": ["TST-1000"] * 4},
        p2={"battle": [{"id": "x", "cards": ["ST1-07", "TST-5000"]}]},  # <Security A. +1>: 2 checks
        memory=6,
    )
    play(g, "play ST10-05", "pass")
    play(g, "attack x player")  # 2 - 2 = 0 checks
    assert player(g, "p1")["security"] == 4
    play(g, "pass", "pass")
    play(g, "attack x player")
    assert player(g, "p1")["security"] == 2


def test_st10_05_angewomon_inherited_security_attack_plus_1_with_a_purple_digimon(pool):
    def checks(others: list[dict], stack=("ST10-05", "TST-5000")) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": list(stack)}, *others]},
            p2={"security": ["TST-1000"] * 3},
        )
        play(g, "attack a player")
        return 3 - player(g, "p2")["security"]

    assert checks([PURPLE]) == 2
    assert checks([YELLOW]) == 1
    assert checks([PURPLE], stack=("ST10-05",)) == 1  # only inherited


# ---- ST10-06 Mastemon -----------------------------------------------------------------------


def test_st10_06_mastemon_when_digivolving_places_a_yellow_or_purple_digimon_in_security(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST10-06"],
            "battle": [{"id": "y", "cards": ["BT1-057"]}],
            "trash": ["ST1-03", "ST10-03", "ST6-15"],
            "security": ["ST1-08", "ST1-02"],
        },
        memory=5,
    )
    play(g, "digivolve y ST10-06")  # Lopmon: not red Agumon, not an Option card
    # not DNA digivolving: no search, and the security stack isn't shuffled
    assert security(g, "p1") == ["ST10-03", "ST1-08", "ST1-02"]
    assert kind(g) == "main"


def mastemon_dna(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST10-06"],
            "battle": [{"id": "y", "cards": ["BT1-057"]}, {"id": "p", "cards": ["ST6-09"]}],
            "trash": ["ST10-03"],
            "security": ["ST1-10", "ST1-08", "ST1-13"],
        },
        p2={"battle": [{"id": "four", "cards": ["ST1-07"]}, {"id": "six", "cards": ["ST1-10"]}]},
    )
    play(g, "dna y p ST10-06")  # Lopmon goes on top of the security stack
    assert kind(g) == "optional"
    return g


def test_st10_06_mastemon_when_dna_digivolving_may_search_security_and_play_level_5_or_lower(
    pool,
):
    g = play(mastemon_dna(pool), "yes")
    assert legal(g) == ["card ST10-03", "card ST1-08"]  # not level 6, not an Option
    play(g, "card ST1-08")
    tops = [s["top"] for s in battle(g, "p1").values()]
    assert tops == ["ST10-06", "ST1-08"]
    assert sorted(security(g, "p1")) == ["ST1-10", "ST1-13", "ST10-03"]
    assert "p1 shuffles the security stack (15-15-3-9)" in state(g)["log"]
    assert list(battle(g, "p2")) == ["six"]  # the [All Turns] effect: level 5 or lower


def test_st10_06_mastemon_when_dna_digivolving_declined_still_shuffles_security_q734(pool):
    """Declining the search plays nothing, and "Then, shuffle your security stack" happens
    all the same (ruling Q734)."""
    g = play(mastemon_dna(pool), "no")
    assert sorted(security(g, "p1")) == ["ST1-08", "ST1-10", "ST1-13", "ST10-03"]
    assert "p1 shuffles the security stack (15-15-3-9)" in state(g)["log"]
    assert list(battle(g, "p2")) == ["four", "six"]


def test_st10_06_mastemon_all_turns_playing_a_digimon_by_an_effect_deletes_up_to_its_level(
    pool,
):
    foes = [
        {"id": "three", "cards": ["ST1-03"]},
        {"id": "four", "cards": ["ST1-07"]},
        {"id": "five", "cards": ["ST1-08"]},
    ]
    g = position(
        pool,
        p1={
            "hand": ["ST6-16", "ST1-03"],
            "battle": [{"id": "m", "cards": ["ST10-06"]}],
            "trash": ["ST6-08"],
        },
        p2={"battle": foes},
        memory=10,
    )
    play(g, "play ST1-03")  # played from the hand, not by an effect: nothing
    assert list(battle(g, "p2")) == ["three", "four", "five"]
    play(g, "option ST6-16", "yes")  # Nail Bone plays level 4 Devimon
    assert legal(g) == ["target three", "target four"]
    play(g, "target four")
    assert list(battle(g, "p2")) == ["three", "five"]


def test_st10_06_mastemon_all_turns_a_digimon_its_own_security_effect_plays_was_played_by_an_effect(
    pool,
):
    """ST10-09 Witchmon flipped in p2's attack plays itself at the end of the battle: played
    by an effect (its [Security] effect, 15-16-10), so Mastemon deletes p2's level 3."""
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST10-06"]}], "security": ["ST10-09"]},
        p2={
            "battle": [{"id": "atk", "cards": ["TST-3000"]}, {"id": "other", "cards": ["TST-1000"]}]
        },
        turn="p2",
    )
    play(g, "attack atk player")  # 3000 against Witchmon's 4000: the attacker is deleted
    assert kind(g) == "order"  # Witchmon's [On Play] and Mastemon's effect
    play(g, "first 1")
    assert [s["top"] for s in battle(g, "p1").values()] == ["ST10-06", "ST10-09"]
    assert battle(g, "p2") == {}


# ---- ST10-07 Ghostmon -----------------------------------------------------------------------


def ghostmon_defends(pool, others: list[dict]):
    return position(
        pool,
        p1={"battle": [{"id": "gh", "cards": ["ST10-07"]}, *others], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-1000"]}]},
        turn="p2",
    )


def test_st10_07_ghostmon_has_blocker_on_the_opponents_turn_with_a_yellow_digimon(pool):
    g = ghostmon_defends(pool, [{**YELLOW, "suspended": True}])
    play(g, "attack atk player")
    assert legal(g) == ["block gh", "no-block"]
    play(g, "block gh")
    assert battle(g, "p2") == {}


def test_st10_07_ghostmon_no_blocker_without_a_yellow_digimon(pool):
    g = ghostmon_defends(pool, [{**PURPLE, "suspended": True}])
    play(g, "attack atk player")
    assert kind(g) == "main"


# ---- ST10-08 Tsukaimon ----------------------------------------------------------------------


def test_st10_08_tsukaimon_on_play_adds_an_angel_card_among_3(pool):
    top = ["ST3-08", "ST10-03", "ST6-02", "ST1-02"]  # MagnaAngemon (Archangel), Lopmon, DemiDevimon
    g = position(pool, p1={"hand": ["ST10-08"], "deck": top}, memory=3)
    play(g, "play ST10-08")  # the only card with an angel trait
    assert player(g, "p1")["hand"] == ["ST3-08"]
    play(g, "card ST6-02")  # to the bottom first, then Lopmon under it (3-1-3-4)
    assert deck(g, "p1") == ["ST1-02", "ST6-02", "ST10-03"]


# ---- ST10-09 Witchmon -----------------------------------------------------------------------


def test_st10_09_witchmon_on_play_returns_a_purple_level_5_or_lower_digimon_card(pool):
    g = position(
        pool,
        p1={"hand": ["ST10-09"], "trash": ["ST6-13", "ST1-08", "ST6-11", "ST1-13"]},
        memory=6,
    )
    play(g, "play ST10-09")  # WereGarurumon: VenomMyotismon is level 6, Garudamon red
    assert player(g, "p1")["hand"] == ["ST6-11"]
    assert player(g, "p1")["trash"] == ["ST6-13", "ST1-08", "ST1-13"]


def test_st10_09_witchmon_security_plays_it_after_the_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": ["ST10-09", "ST1-02"], "trash": ["ST6-05"]},
    )
    play(g, "attack a player")
    assert battle(g, "p1") == {}
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST10-09"]
    assert player(g, "p2")["hand"] == ["ST6-05"]


# ---- ST10-11 Bastemon -----------------------------------------------------------------------


def test_st10_11_bastemon_on_play_deletes_an_opponents_level_3_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST10-11"]},
        p2={
            "battle": [
                {"id": "three", "cards": ["ST10-03"]},
                {"id": "four", "cards": ["ST10-03", "ST10-10"]},
            ]
        },
        memory=6,
    )
    play(g, "play ST10-11")
    assert list(battle(g, "p2")) == ["four"]


# ---- ST10-14 Chaos Degradation --------------------------------------------------------------


def chaos_degradation(pool, foes: list[dict]):
    return position(
        pool,
        p1={"hand": ["ST10-14"], "battle": [YELLOW, PURPLE]},  # both its colours (4-22-2)
        p2={"battle": foes, "security": ["ST1-02", "ST1-03"]},
        memory=8,
    )


def test_st10_14_chaos_degradation_main_places_a_digimon_in_security_then_trashes_the_top(pool):
    g = chaos_degradation(pool, [{"id": "foe", "cards": ["ST1-08"]}])
    play(g, "option ST10-14")
    assert legal(g) == ["top", "bottom"]
    play(g, "bottom")
    assert battle(g, "p2") == {}
    assert security(g, "p2") == ["ST1-03", "ST1-08"]
    assert player(g, "p2")["trash"] == ["ST1-02"]
    g = chaos_degradation(pool, [{"id": "foe", "cards": ["ST1-08"]}])
    play(g, "option ST10-14", "top")  # placed on top, then trashed from there
    assert security(g, "p2") == ["ST1-02", "ST1-03"]
    assert player(g, "p2")["trash"] == ["ST1-08"]


def test_st10_14_chaos_degradation_main_trashes_nothing_without_a_digimon_to_place(pool):
    g = chaos_degradation(pool, [])
    play(g, "option ST10-14")
    assert security(g, "p2") == ["ST1-02", "ST1-03"]
    assert player(g, "p2")["trash"] == []


def test_st10_14_chaos_degradation_security_may_place_an_attackers_digimon_in_its_security(pool):
    def attacked(answer: str):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["TST-9000"]}], "security": ["ST1-02"]},
            p2={"security": ["ST10-14", "ST1-03"]},
        )
        play(g, "attack a player")
        assert kind(g) == "optional" and pending_player(g) == "p2"
        play(g, answer)
        return g

    g = attacked("yes")
    play(g, "bottom")
    assert battle(g, "p1") == {}
    assert security(g, "p1") == ["ST1-02", "TST-9000"]
    g = attacked("no")
    assert list(battle(g, "p1")) == ["a"]
    assert security(g, "p1") == ["ST1-02"]


# ---- ST10-15 Darkness Wave ------------------------------------------------------------------


def test_st10_15_darkness_wave_main_trashes_3_then_returns_a_yellow_or_purple_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST10-15"],
            "battle": [YELLOW, PURPLE],
            "deck": ["ST6-05", "ST1-02", "ST1-13", "ST1-03"],
        },
        memory=1,
    )
    play(g, "option ST10-15")  # Elecmon: Biyomon is red, Death Claw an Option
    assert player(g, "p1")["hand"] == ["ST6-05"]
    assert sorted(player(g, "p1")["trash"]) == ["ST1-02", "ST1-13", "ST10-15"]
    assert deck(g, "p1") == ["ST1-03"]


def test_st10_15_darkness_wave_main_returns_nothing_without_a_yellow_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST10-15"], "battle": [PURPLE], "deck": ["ST6-05", "ST1-02", "ST1-13"]},
        memory=1,
    )
    play(g, "option ST10-15")
    assert player(g, "p1")["hand"] == []
    assert state(g)["memory"] == 0


def test_st10_15_darkness_wave_security_trashes_3_of_the_defenders_deck(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST10-15", "ST1-02"], "deck": ["ST1-03", "ST1-04", "ST1-05", "ST1-06"]},
    )
    play(g, "attack a player")
    assert deck(g, "p2") == ["ST1-06"]
    assert player(g, "p2")["hand"] == []  # no yellow Digimon of p2's in play


# ---- ST10-02 Salamon, ST10-04 Gatomon (inherited DNA digivolve) -------------------------------


def check_may_dna_digivolve_at_the_end_of_your_turn(pool, number):
    g = position(
        pool,
        p1={
            "hand": ["ST9-05"],
            "battle": [
                {"id": "s", "cards": [number, "ST8-05"]},
                {"id": "g", "cards": ["ST9-10"]},
            ],
        },
    )
    play(g, "pass", "yes", "dna s g ST9-05")
    assert battle(g, "p1")["s"]["cards"][-1] == "ST9-05"


def test_st10_02_salamon_inherited_may_dna_digivolve_at_the_end_of_your_turn(pool):
    check_may_dna_digivolve_at_the_end_of_your_turn(pool, "ST10-02")


def test_st10_04_gatomon_inherited_may_dna_digivolve_at_the_end_of_your_turn(pool):
    check_may_dna_digivolve_at_the_end_of_your_turn(pool, "ST10-04")


# ---- ST10-04 Gatomon --------------------------------------------------------------------------


def test_st10_04_gatomon_on_play_adds_a_yellow_and_a_purple_digimon_card_among_3(pool):
    top = ["ST10-03", "ST10-07", "ST1-13", "ST1-02"]  # Lopmon, Ghostmon, an Option
    g = position(pool, p1={"hand": ["ST10-04"], "deck": top, "battle": [YELLOW]}, memory=5)
    play(g, "play ST10-04")
    assert sorted(player(g, "p1")["hand"]) == ["ST10-03", "ST10-07"]
    assert deck(g, "p1") == ["ST1-02", "ST1-13"]


def test_st10_04_gatomon_your_turn_digivolves_into_an_archangel_or_fallen_angel_for_2_less(pool):
    def left(into: str) -> int:
        g = position(
            pool, p1={"hand": [into], "battle": [{"id": "g", "cards": ["ST10-04"]}]}, memory=5
        )
        play(g, f"digivolve g {into}")
        return state(g)["memory"]

    assert left("ST10-05") == 4  # Angewomon (Archangel): 3 - 2
    assert left("ST6-10") == 2  # SkullSatamon (Undead): the full 3


def test_st10_13_junomon_when_digivolving_trashes_3_then_returns_a_digimon_card(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST10-13"],
            "battle": [{"id": "j", "cards": ["ST10-11"]}],
            "deck": ["ST1-02", "ST1-13", "ST1-16", "ST1-03", "ST1-04"],
        },
        memory=3,
    )
    play(g, "digivolve j ST10-13")  # draws ST1-02; trashes Shadow Wing, Gaia Force, Agumon
    assert player(g, "p1")["hand"] == ["ST1-02", "ST1-03"]  # Agumon: the only Digimon card
    assert player(g, "p1")["trash"] == ["ST1-13", "ST1-16"]
    assert deck(g, "p1") == ["ST1-04"]


def test_st10_12_ladydevimon_when_digivolving_may_trash_1_to_add_2_angels_among_3(pool):
    top = ["ST10-01", "ST10-05", "ST10-13", "ST6-08", "ST1-02"]
    g = position(
        pool,
        p1={
            "hand": ["ST10-12", "ST1-16"],
            "battle": [{"id": "l", "cards": ["ST10-09"]}],
            "deck": top,
        },
        memory=3,
    )
    play(g, "digivolve l ST10-12", "yes")  # drew Nyaromon for digivolving
    assert legal(g) == ["card ST1-16", "card ST10-01"]  # the card to trash
    play(g, "card ST1-16")
    # Angewomon (yellow Archangel) and Devimon (purple Fallen Angel); Junomon is a Shaman.
    assert player(g, "p1")["hand"] == ["ST10-01", "ST10-05", "ST6-08"]
    assert player(g, "p1")["trash"] == ["ST1-16"]
    assert deck(g, "p1") == ["ST1-02", "ST10-13"]


def test_st10_12_ladydevimon_when_digivolving_declined_reveals_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST10-12", "ST1-16"], "battle": [{"id": "l", "cards": ["ST10-09"]}]},
        memory=3,
    )
    play(g, "digivolve l ST10-12", "no")
    assert sorted(player(g, "p1")["hand"]) == ["ST1-02", "ST1-16"]
    assert player(g, "p1")["trash"] == []


def test_st10_12_ladydevimon_inherited_gives_your_yellow_digimon_retaliation(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "l", "cards": ["ST10-12", "TST-5000"]},
                {"id": "y", "cards": ["ST10-03"], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}]},
    )
    play(g, "pass")
    play(g, "attack x y")  # p2's turn: [Your Turn] is p1's only: no <Retaliation>
    assert "y" not in battle(g, "p1")
    assert "x" in battle(g, "p2")


def test_st10_13_junomon_retaliation_deletes_the_digimon_that_beat_it(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "j", "cards": ["ST10-13"], "suspended": True}],
            "security": ["TST-1000"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-12000"]}]},
        turn="p2",
    )
    play(g, "attack atk j")
    assert battle(g, "p1") == {}
    assert battle(g, "p2") == {}


def test_st10_12_ladydevimon_inherited_retaliation_deletes_what_beat_a_yellow_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "l", "cards": ["ST10-12", "TST-5000"]},
                {"id": "y", "cards": ["ST10-03"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-6000"], "suspended": True}]},
    )
    play(g, "attack y x")  # Lopmon (4000) loses; <Retaliation> deletes x
    assert "y" not in battle(g, "p1")
    assert battle(g, "p2") == {}
