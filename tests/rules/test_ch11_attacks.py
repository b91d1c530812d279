"""Comprehensive Rules chapters 11 to 14: attacking, block timing, security checks, battles.

Positions are built with `position(...)` exactly like scenario files; moves are driven with
`play(...)`. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.loop.moves import IllegalMove

# ---- test-only cards ------------------------------------------------------------------

WAKEMON = {
    # [When Attacking] Unsuspend 1 of your opponent's Digimon.
    "number": "TST-901",
    "name": "Wakemon",
    "category": "digimon",
    "colors": ["red"],
    "level": 4,
    "cost": 5,
    "dp": 8000,
    "digivolve": [{"color": "red", "level": 3, "cost": 2}],
    "effects": [
        {
            "timing": "when_attacking",
            "steps": [{"do": "unsuspend", "target": {"side": "opponents"}}],
        }
    ],
}

PLAIN_TAMER = {
    # A Tamer with no effects at all (no [Security] effect).
    "number": "TST-902",
    "name": "Plain Tamer",
    "category": "tamer",
    "colors": ["red"],
    "cost": 2,
}

GUARDMON = {
    # [Security] All of your Security Digimon get +5000 DP for the turn.
    "number": "TST-903",
    "name": "Guardmon",
    "category": "digimon",
    "colors": ["blue"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "digivolve": [{"color": "blue", "level": 2, "cost": 0}],
    "security": [
        {
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "all", "side": "your", "kinds": ["security_digimon"]},
                    "dp": 5000,
                    "duration": "turn",
                }
            ]
        }
    ],
}


def attacks(g) -> list[str]:
    return [m for m in legal(g) if m.startswith("attack ")]


def p2_answers(g) -> list[str]:
    """Log lines of p2's answers, including ones the game took as "the only choice"."""
    return [line for line in state(g)["log"] if line.startswith("p2:")]


# ---- 11-2-7-1 targets ------------------------------------------------------------------------


def test_11_2_7_1_attack_targets_are_the_player_or_a_suspended_opponents_digimon(cards):
    """11-2-7-1: the targets offered are the player and suspended opponent's Digimon only."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "sus", "cards": ["ST1-02"], "suspended": True},
                {"id": "up", "cards": ["ST1-03"]},
            ],
        },
        memory=3,
    )
    assert kind(g) == "main"
    assert attacks(g) == ["attack a player", "attack a sus"]


def test_11_2_7_1_attacking_an_unsuspended_digimon_is_refused_citing_9_1(cards):
    """11-2-7-1: an attack on an unsuspended Digimon is illegal, and the reason cites 11-2-7-1."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "up", "cards": ["ST1-03"]}]},
        memory=3,
    )
    with pytest.raises(IllegalMove) as err:
        play(g, "attack a up")
    assert "11-2-7-1" in str(err.value)
    # Nothing happened: still p1's main phase, the would-be attacker unsuspended.
    assert kind(g) == "main"
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p2")["up"]["suspended"] is False


@pytest.mark.parametrize(
    "target",
    ["up", "mine", "egg", "tk"],
    ids=["unsuspended-digimon", "own-digimon", "breeding-area", "suspended-tamer"],
)
def test_11_2_7_1_only_a_suspended_opponents_digimon_in_the_battle_area_can_be_attacked(
    cards, target
):
    """11-2-7-1: an unsuspended, own, breeding-area Digimon or a Tamer is refused, citing
    11-2-7-1."""
    g = position(
        cards,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-04"]},
                {"id": "mine", "cards": ["ST1-02"], "suspended": True},
            ]
        },
        p2={
            "security": ["ST1-02"],
            "breeding": {"id": "egg", "cards": ["ST1-01", "ST1-02"]},
            "battle": [
                {"id": "tk", "cards": ["ST3-12"], "suspended": True},
                {"id": "up", "cards": ["ST1-03"]},
            ],
        },
        memory=3,
    )
    assert attacks(g) == ["attack a player"]
    with pytest.raises(IllegalMove) as err:
        play(g, f"attack a {target}")
    assert "11-2-7-1" in str(err.value)
    assert kind(g) == "main"
    assert battle(g, "p1")["a"]["suspended"] is False


# ---- 11-2-8-1 attacking ----------------------------------------------------------------------


def test_11_2_8_1_the_attacking_digimon_suspends(cards):
    """11-2-8-1: declaring an attack suspends the attacker, so it can't attack again."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert battle(g, "p1")["a"]["suspended"] is True
    assert attacks(g) == []
    assert state(g)["players"]["p2"]["security"] == 1


def test_15_16_5_1_when_attacking_effects_activate_before_block_timing(cards):
    """15-16-5-1: Coredramon's [When Attacking] (lose 2 memory) resolves before the block
    question."""
    g = position(
        cards,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["ST1-02", "ST1-02"], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack core player")
    assert kind(g) == "block"
    assert state(g)["memory"] == 1
    play(g, "no-block")
    assert kind(g) == "main"
    assert state(g)["memory"] == 1
    assert state(g)["players"]["p2"]["security"] == 1


# ---- 11-4 block timing -----------------------------------------------------------------


def test_11_4_1_the_defender_decides_block_id_or_no_block(cards):
    """11-4-1: p2 is asked, with only its unsuspended <Blocker> Digimon offered."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "wall", "cards": ["ST3-07"]},
                {"id": "plain", "cards": ["ST1-05"]},
                {"id": "tired", "cards": ["ST1-06"], "suspended": True},
            ],
        },
        memory=3,
    )
    play(g, "attack a player")
    pending = state(g)["pending"]
    assert pending["kind"] == "block"
    assert pending["player"] == "p2"
    assert legal(g) == ["block wall", "no-block"]


def test_12_1_7_1_block_switches_the_attack_target(cards):
    """12-1-7-1: the blocker suspends and the attacker battles it instead of checking security."""
    g = position(
        cards,
        p1={"battle": [{"id": "big", "cards": ["ST1-04", "ST1-08"]}]},
        p2={
            "security": ["ST1-02", "ST1-02", "ST1-02"],
            "battle": [{"id": "wall", "cards": ["ST3-07"]}, {"id": "other", "cards": ["ST3-07"]}],
        },
        memory=3,
    )
    play(g, "attack big player")
    assert kind(g) == "block"
    play(g, "block wall")
    assert kind(g) == "main"
    # Garudamon 7000 beats Unimon 6000: the blocker is deleted, security untouched.
    assert "wall" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["trash"] == ["ST3-07"]
    assert state(g)["players"]["p2"]["security"] == 3
    assert battle(g, "p1")["big"]["suspended"] is True
    assert battle(g, "p2")["other"]["suspended"] is False


def test_12_1_7_1_the_blocker_is_suspended_by_blocking(cards):
    """12-1-7-1: a blocker that survives the battle stays suspended."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player", "block wall")
    assert kind(g) == "main"
    assert battle(g, "p2")["wall"]["suspended"] is True
    # Dracomon 4000 loses to Unimon 6000.
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-04"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_11_4_no_block_keeps_the_attack_on_the_player(cards):
    """11-4: answering no-block leaves the target as the player: a security check follows."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02", "ST1-02"], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player", "no-block")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["players"]["p2"]["trash"] == ["ST1-02"]
    assert battle(g, "p2")["wall"]["suspended"] is False


@pytest.mark.parametrize(
    "p2_battle",
    [
        [{"id": "wall", "cards": ["ST3-07"], "suspended": True}],
        [{"id": "plain", "cards": ["ST1-05"]}],
        [],
    ],
    ids=["suspended-blocker", "unsuspended-non-blocker", "no-digimon"],
)
def test_11_4_1_no_question_when_no_digimon_can_block(cards, p2_battle):
    """11-4-1: with no unsuspended <Blocker> Digimon, nobody is asked and the check follows."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02", "ST1-02"], "battle": p2_battle},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["security"] == 1
    assert p2_answers(g) == []  # p2 answered nothing, not even an automatic answer


def test_12_1_5_the_original_target_can_not_block(cards):
    """12-1-5: an unsuspended <Blocker> that is the attack target is not offered as a blocker."""
    pool = with_cards(cards, WAKEMON)
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["TST-901"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "tgt", "cards": ["ST3-07"], "suspended": True},
                {"id": "wall", "cards": ["ST2-07"]},
            ],
        },
        memory=3,
    )
    play(g, "attack w tgt")
    # Wakemon's [When Attacking] unsuspends one of p2's Digimon: p1 picks the target.
    assert kind(g) == "target"
    play(g, "target tgt")
    assert battle(g, "p2")["tgt"]["suspended"] is False
    assert kind(g) == "block"
    assert legal(g) == ["block wall", "no-block"]
    with pytest.raises(IllegalMove) as err:
        play(g, "block tgt")
    assert "12-1-5" in str(err.value)
    play(g, "no-block")
    # The battle is with the original target: Wakemon 8000 beats Unimon 6000.
    assert kind(g) == "main"
    assert "tgt" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["trash"] == ["ST3-07"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_12_1_5_no_question_when_only_the_target_has_blocker(cards):
    """12-1-5: when the only unsuspended <Blocker> is the target, no block question is asked."""
    pool = with_cards(cards, WAKEMON)
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["TST-901"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [{"id": "tgt", "cards": ["ST3-07"], "suspended": True}],
        },
        memory=3,
    )
    play(g, "attack w tgt")
    assert kind(g) == "main"
    assert "tgt" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["trash"] == ["ST3-07"]
    assert p2_answers(g) == []


# ---- 11-5-1-1 security checks ------------------------------------------------------------


def test_13_1_8_2_1_hammer_spark_security_gains_the_defender_2_memory(cards):
    """13-1-8-2-1: Hammer Spark's [Security] effect activates: p2 gains 2 memory (3 -> 1 for p1)."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST2-13", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert state(g)["memory"] == 1
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["players"]["p2"]["trash"] == ["ST2-13"]


def test_6_1_4_1_a_security_memory_gain_can_end_the_attackers_turn(cards):
    """6-1-4-1: Hammer Spark's +2 for p2 takes p1 from 1 to p2's side, so the turn passes to p2."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST2-13", "ST1-02"]},
        memory=1,
    )
    play(g, "attack a player")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 1
    assert kind(g) == "main"
    assert state(g)["pending"]["player"] == "p2"


def test_11_5_1_1_security_checks_are_one_at_a_time_with_security_effects_first(cards):
    """11-5-1-1: check 1 (Starlight Explosion, +7000 to Security Digimon) is done before check 2."""
    g = position(
        cards,
        # Garudamon 7000 with Greymon underneath: 2 checks.
        p1={"battle": [{"id": "g", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["ST1-14", "ST1-02", "ST1-03"]},
        memory=3,
    )
    play(g, "attack g player")
    assert kind(g) == "main"
    # Biyomon 3000 + 7000 = 10000 beats Garudamon 7000.
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-07", "ST1-08"]
    assert state(g)["players"]["p2"]["trash"] == ["ST1-14", "ST1-02"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_13_1_8_2_1_a_security_digimons_own_security_effect_activates_before_its_battle(cards):
    """13-1-8-2-1: a Security Digimon's [Security] effect (+5000) applies to its own battle."""
    pool = with_cards(cards, GUARDMON)
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["ST1-05", "ST1-08"]}]},
        p2={"security": ["TST-903", "ST1-02"]},
        memory=3,
    )
    play(g, "attack g player")
    # Guardmon 3000 + 5000 = 8000 beats Garudamon 7000.
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p2"]["trash"] == ["TST-903"]
    assert state(g)["players"]["p2"]["security"] == 1


@pytest.mark.parametrize(
    ("security_card", "attacker_survives"),
    [("ST1-02", True), ("ST1-06", False), ("ST2-04", False)],
    ids=["attacker-wins", "security-wins", "tie"],
)
def test_13_1_8_4_a_security_digimon_goes_to_the_trash_whatever_the_result(
    cards, security_card, attacker_survives
):
    """13-1-8-4: the Security Digimon battles (Dracomon 4000) and is then trashed."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": [security_card, "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["trash"] == [security_card]
    assert state(g)["players"]["p2"]["security"] == 1
    assert battle(g, "p2") == {}
    if attacker_survives:
        assert list(battle(g, "p1")) == ["a"]
        assert state(g)["players"]["p1"]["trash"] == []
    else:
        assert battle(g, "p1") == {}
        assert state(g)["players"]["p1"]["trash"] == ["ST1-04"]


def test_13_1_8_4_checked_tamer_and_option_cards_go_to_the_trash(cards):
    """13-1-8-4: a Tamer without a [Security] effect and an Option are trashed after checking."""
    pool = with_cards(cards, PLAIN_TAMER)
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["TST-902", "ST2-13", "ST1-02"]},
        memory=3,
    )
    play(g, "attack g player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["trash"] == ["TST-902", "ST2-13"]
    assert state(g)["players"]["p2"]["security"] == 1
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 1  # Hammer Spark: p2 gains 2


def test_13_1_8_2_1_a_tamer_played_by_its_security_effect_is_not_trashed(cards):
    """13-1-8-2-1: T.K.'s [Security] effect plays it: it goes to p2's battle area, not the trash."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST3-12", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["trash"] == []
    tops = [s["top"] for s in battle(g, "p2").values()]
    assert tops == ["ST3-12"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_13_1_8_5_checks_stop_when_security_reaches_0(cards):
    """13-1-8-5: a 2-check attacker against 1 security card checks it and stops; no win yet."""
    g = position(
        cards,
        p1={"battle": [{"id": "g", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack g player")
    assert state(g)["winner"] is None
    assert kind(g) == "main"
    assert state(g)["turn"] == "p1"
    assert state(g)["players"]["p2"]["security"] == 0
    assert state(g)["players"]["p2"]["trash"] == ["ST1-02"]


# ---- 14-1 battles ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attacker", "target", "p1_left", "p2_left"),
    [
        ("ST1-04", "ST1-02", ["a"], []),  # 4000 vs 3000
        ("ST1-02", "ST1-04", [], ["t"]),  # 3000 vs 4000
    ],
    ids=["attacker-wins", "target-wins"],
)
def test_14_2_1_the_lower_dp_digimon_is_deleted(cards, attacker, target, p1_left, p2_left):
    """14-2-1: in a battle between Digimon the one with lower DP is deleted."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": [attacker]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "t", "cards": [target], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a t")
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == p1_left
    assert list(battle(g, "p2")) == p2_left
    loser_trash = state(g)["players"]["p2" if p1_left else "p1"]["trash"]
    assert loser_trash == [target if p1_left else attacker]
    assert state(g)["players"]["p2"]["security"] == 1  # no security check when attacking a Digimon


def test_14_2_1_a_tie_deletes_both(cards):
    """14-2-1: equal DP: both Digimon are deleted."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [{"id": "t", "cards": ["ST2-04"], "suspended": True}],
        },
        memory=3,
    )
    play(g, "attack a t")
    assert battle(g, "p1") == {}
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-04"]
    assert state(g)["players"]["p2"]["trash"] == ["ST2-04"]
    assert state(g)["players"]["p2"]["security"] == 1


# ---- 13-1 security checks ---------------------------------------------------------------------


def test_13_1_4_a_security_check_is_mandatory(cards):
    """13-1-4: the check is made without asking, even when it costs the attacker its life."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-06", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert g.moves == ["attack a player"]
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["players"]["p2"]["trash"] == ["ST1-06"]


def test_13_1_3_checks_stop_when_a_security_digimon_deletes_the_attacker(cards):
    """13-1-3: a 2-check attacker deleted by the first Security Digimon checks no second card."""
    g = position(
        cards,
        p1={"battle": [{"id": "g", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["ST1-10", "ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack g player")
    assert kind(g) == "main"
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["players"]["p2"]["trash"] == ["ST1-10"]


def test_13_1_3_checks_stop_when_a_security_effect_lowers_the_number_of_checks(cards):
    """13-1-3: Holy Flame's [Security] <Security A. -1> leaves a 2-check attacker 1 check: stop."""
    g = position(
        cards,
        p1={"battle": [{"id": "g", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["ST3-15", "ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack g player")
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == ["g"]
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["players"]["p2"]["trash"] == ["ST3-15"]


def _holy_flamed(cards, p2_security):
    """p2 uses Holy Flame (<Security A. -3>) on p1's Dracomon and passes: p1's turn 3 begins."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "hand": ["ST3-15"],
            "security": p2_security,
            "battle": [{"id": "sal", "cards": ["ST3-02"]}],
        },
        turn="p2",
        turn_number=2,
        memory=3,
    )
    play(g, "option ST3-15", "pass")
    assert state(g)["turn"] == "p1"
    assert kind(g) == "main"
    return g


def test_11_5_1_2_1_a_digimon_with_0_checks_attacks_but_checks_nothing(cards):
    """11-5-1-2-1: with <Security A. -3> the Digimon may still attack the player; no card is
    checked."""
    g = _holy_flamed(cards, ["ST1-02", "ST1-02"])
    assert "attack a player" in legal(g)
    play(g, "attack a player")
    assert kind(g) == "main"
    assert battle(g, "p1")["a"]["suspended"] is True
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["players"]["p2"]["trash"] == ["ST3-15"]


def test_11_5_1_2_1_a_digimon_with_0_checks_does_not_win_at_0_security(cards):
    """11-5-1-2-1: attacking a player with 0 security cards but 0 checks does not
    win."""
    g = _holy_flamed(cards, [])
    play(g, "attack a player")
    assert state(g)["winner"] is None
    assert kind(g) == "main"
    assert state(g)["turn"] == "p1"


def test_11_5_1_2_1_attacking_with_0_security_cards_left_wins(cards):
    """11-5-1-2-1: an unblocked attack on a player with 0 security cards wins the game."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": []},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["winner"] == "p1"
    assert kind(g) is None
    assert "11-5-1-2-1" in state(g)["win_reason"]


def test_11_5_1_2_1_a_blocked_attack_does_not_win_at_0_security(cards):
    """11-5-1-2-1: the target switched by a block: no win although p2 has 0 security cards."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": [], "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player", "block wall")
    assert state(g)["winner"] is None
    assert kind(g) == "main"
    assert battle(g, "p1") == {}
