"""BT2 and BT3 cards compiled from the printed catalogue (`cards compile --exact`): a test
of each effect, named after the card and the effect, for the first ones compiled.

The cards without effects get the vanilla checks; the others are played where their
effects trigger. The sets' other cards are proven by the round trip, the printed-text check
and the card sweep, as every compiled card is (see docs/card-compiler.md)."""

from __future__ import annotations

import pytest
from effect_helpers import assert_jamming, assert_vanilla, player
from games import battle, dummy, kind, legal, play, position, state, with_cards

from digimon_tui.loop.moves import IllegalMove

# ---- cards without effects -------------------------------------------------------------


def test_bt2_011_vorvomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-011")


def test_bt2_014_lavorvomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-014")


def test_bt2_016_lavogaritamon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-016")


def test_bt2_022_betamon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-022")


def test_bt2_024_seadramon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-024")


def test_bt2_027_zudomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-027")


def test_bt2_037_angewomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-037")


def test_bt2_042_argomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-042")


def test_bt2_045_argomon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-045")


def test_bt2_052_hagurumon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-052")


def test_bt2_056_numemon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-056")


def test_bt2_060_megadramon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-060")


def test_bt2_064_hiandromon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-064")


def test_bt2_067_demidevimon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-067")


def test_bt2_075_myotismon_has_no_effects(pool):
    assert_vanilla(pool, "BT2-075")


def test_bt3_007_agumon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-007")


def test_bt3_009_hawkmon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-009")


def test_bt3_020_patamon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-020")


def test_bt3_022_penguinmon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-022")


def test_bt3_028_bastemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-028")


def test_bt3_032_armadillomon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-032")


def test_bt3_037_turuiemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-037")


def test_bt3_038_antylamon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-038")


def test_bt3_044_aruraumon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-044")


def test_bt3_045_kunemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-045")


def test_bt3_053_jewelbeemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-053")


def test_bt3_054_blossomon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-054")


def test_bt3_059_commandramon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-059")


def test_bt3_060_psychemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-060")


def test_bt3_067_tankmon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-067")


def test_bt3_076_candlemon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-076")


def test_bt3_078_shamanmon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-078")


def test_bt3_083_meramon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-083")


def test_bt3_085_skullmeramon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-085")


def test_bt3_089_boltmon_has_no_effects(pool):
    assert_vanilla(pool, "BT3-089")


# ---- Digimon and Digi-Eggs -------------------------------------------------------------


def _dp_with_opponents_trash(pool, under: str, trash: int) -> int:
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": [under, "TST-3000"]}]},
        p2={"trash": ["ST1-02"] * trash},
    )
    return battle(g, "p1")["s"]["dp"]


def test_bt2_001_gigimon_inherited_gets_1000_dp_with_5_cards_in_the_opponents_trash(pool):
    assert [_dp_with_opponents_trash(pool, "BT2-001", n) for n in (4, 5)] == [3000, 4000]


def test_bt2_009_guilmon_inherited_gets_1000_dp_with_5_cards_in_the_opponents_trash(pool):
    assert [_dp_with_opponents_trash(pool, "BT2-009", n) for n in (4, 5)] == [3000, 4000]


def test_bt2_004_argomon_inherited_gains_1_memory_unsuspending_in_the_unsuspend_phase(pool):
    """p2 passes at 0 memory: p1 starts at 3, and the stack's unsuspension gives 1 more."""
    got = []
    for suspended in (True, False):
        g = position(
            pool,
            p1={"battle": [{"id": "s", "cards": ["BT2-004", "TST-3000"], "suspended": suspended}]},
            turn="p2",
        )
        play(g, "pass")
        got.append(state(g)["memory"])
    assert got == [4, 3]


def test_bt2_010_biyomon_on_deletion_gains_1_memory_only_on_its_players_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT2-010"]}]},
        p2={"battle": [{"id": "big", "cards": ["TST-5000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack b big")
    assert battle(g, "p1") == {} and state(g)["memory"] == 4
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT2-010"], "suspended": True}]},
        p2={"battle": [{"id": "big", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack big b")
    assert battle(g, "p1") == {} and state(g)["memory"] == 3


def _dp_on_turns(pool, under: str) -> list[int]:
    """The stack [under, TST-5000]'s DP on its player's turn, then on the opponent's."""
    return [
        battle(
            position(pool, p1={"battle": [{"id": "s", "cards": [under, "TST-5000"]}]}, turn=t), "p1"
        )["s"]["dp"]
        for t in ("p1", "p2")
    ]


def test_bt2_043_agumon_inherited_gets_1000_dp_on_your_turn(pool):
    assert _dp_on_turns(pool, "BT2-043") == [6000, 5000]


def test_bt3_066_clockmon_inherited_gets_1000_dp_on_the_opponents_turn(pool):
    assert _dp_on_turns(pool, "BT3-066") == [5000, 6000]


def test_bt3_068_giromon_inherited_gets_1000_dp_on_the_opponents_turn(pool):
    assert _dp_on_turns(pool, "BT3-068") == [5000, 6000]


def _blocks(pool, number: str) -> None:
    """An attack on its player is offered to it, and blocking keeps the security stack."""
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": [number]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-1000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block"
    play(g, "block b")
    assert player(g, "p1")["security"] == 1
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["b"]["suspended"] is True


def test_bt2_048_cherrymon_blocker_blocks_an_attack_on_its_player(pool):
    _blocks(pool, "BT2-048")


def test_bt2_061_andromon_blocker_blocks_an_attack_on_its_player(pool):
    _blocks(pool, "BT2-061")


def test_bt3_021_veemon_jamming_survives_security_digimon(pool):
    assert_jamming(pool, "BT3-021")


def _deleted_attacking(pool, stack: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": stack}], "deck": ["ST1-03"] * 3},
        p2={"battle": [{"id": "big", "cards": ["TST-9000"], "suspended": True}]},
        memory=0,
    )
    play(g, "attack s big")
    assert battle(g, "p1") == {}
    return g


def test_bt2_070_tapirmon_on_deletion_draws_1(pool):
    g = _deleted_attacking(pool, ["BT2-070"])
    assert player(g, "p1")["hand"] == ["ST1-03"]


def test_bt3_079_tsukaimon_inherited_on_deletion_gains_1_memory(pool):
    assert state(_deleted_attacking(pool, ["BT3-079", "TST-1000"]))["memory"] == 1
    assert state(_deleted_attacking(pool, ["TST-2000", "TST-1000"]))["memory"] == 0


def test_bt3_081_devidramon_inherited_on_deletion_gains_1_memory(pool):
    assert state(_deleted_attacking(pool, ["BT3-081", "TST-1000"]))["memory"] == 1


# ---- Options -------------------------------------------------------------------------


ALLY = {"red": "BT1-009", "purple": "BT3-076"}
"""A 3000 DP Digimon without effects of each Option's colour (4-22-2)."""


def _use(pool, number: str, foes: list[str], memory: int = 10):
    ally = ALLY[pool[number].colors[0]]
    g = position(
        pool,
        p1={"hand": [number], "battle": [{"id": "a", "cards": [ally]}]},
        p2={"battle": [{"id": f"f{i}", "cards": [f]} for i, f in enumerate(foes)]},
        memory=memory,
    )
    play(g, f"option {number}")
    if kind(g) == "target":
        play(g, str(g.pending.moves[0]))
    return g


def _security_check(pool, number: str, attacker: str):
    """p2's `attacker` checks p1's top security card, `number`."""
    g = position(
        pool,
        p1={"security": [number, "ST1-02"], "battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "atk", "cards": [attacker]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack atk player")
    if kind(g) == "target":
        play(g, str(g.pending.moves[0]))
    return g


def test_bt2_091_volcanic_flare_main_deletes_a_digimon_with_4000_dp_or_less(pool):
    g = _use(pool, "BT2-091", ["TST-5000", "TST-4000"])
    assert [b["cards"] for b in battle(g, "p2").values()] == [["TST-5000"]]
    assert player(g, "p1")["trash"] == ["BT2-091"]


def test_bt2_091_volcanic_flare_security_activates_its_main_effect(pool):
    assert battle(_security_check(pool, "BT2-091", "TST-4000"), "p2") == {}
    assert list(battle(_security_check(pool, "BT2-091", "TST-5000"), "p2")) == ["atk"]


def test_bt3_098_plasma_stake_main_deletes_a_digimon_with_13000_dp_or_more(pool):
    g = _use(pool, "BT3-098", ["TST-12000", "TST-13000"])
    assert [b["cards"] for b in battle(g, "p2").values()] == [["TST-12000"]]


def test_bt3_098_plasma_stake_security_activates_its_main_effect(pool):
    assert battle(_security_check(pool, "BT3-098", "TST-13000"), "p2") == {}


def test_bt2_107_darkness_claw_main_gives_3000_dp_for_the_turn(pool):
    g = _use(pool, "BT2-107", [])
    assert battle(g, "p1")["a"]["dp"] == 6000
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 3000


def test_bt2_107_darkness_claw_security_gains_2_memory(pool):
    g = _security_check(pool, "BT2-107", "TST-1000")
    assert state(g)["memory"] == 3 - 2  # from p2's side: p1 gained 2


# ---- [When Attacking], [On Deletion] and what a stack carries ---------------------------


def _attack(pool, stack: list[str], target: str = "player", foes: tuple[str, ...] = ()):
    """p1's stack `s` attacks; p2 has the suspended Digimon `foes` (f0, f1, ...)."""
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": stack}], "deck": ["ST1-03", "ST1-04", "ST1-05"]},
        p2={
            "battle": [
                {"id": f"f{i}", "cards": [f], "suspended": True} for i, f in enumerate(foes)
            ],
            "security": ["TST-1000"] * 3,
        },
        memory=3,
    )
    play(g, f"attack s {target}")
    while kind(g) in ("target", "optional"):
        play(g, str(g.pending.moves[0]))
    return g


def test_bt2_007_pagumon_inherited_trashes_the_top_card_of_the_deck_when_attacking(pool):
    g = _attack(pool, ["BT2-007", "TST-3000"])
    assert player(g, "p1")["trash"] == ["ST1-03"]  # the deck is listed top first


def test_bt2_008_yaamon_inherited_gets_1000_dp_with_5_cards_in_your_trash(pool):
    dps = []
    for n in (4, 5):
        p1 = {"battle": [{"id": "s", "cards": ["BT2-008", "TST-3000"]}], "trash": ["ST1-02"] * n}
        dps.append(battle(position(pool, p1=p1), "p1")["s"]["dp"])
    assert dps == [3000, 4000]


def test_bt2_012_birdramon_when_attacking_a_player_gets_4000_dp(pool):
    assert battle(_attack(pool, ["BT2-012"]), "p1")["s"]["dp"] == 7000
    g = _attack(pool, ["BT2-012"], "f0", ("TST-1000",))
    assert battle(g, "p1")["s"]["dp"] == 3000


def test_bt2_015_garudamon_when_attacking_a_player_draws_1(pool):
    assert player(_attack(pool, ["BT2-015"]), "p1")["hand"] == ["ST1-03"]
    assert player(_attack(pool, ["BT2-015"], "f0", ("TST-1000",)), "p1")["hand"] == []


def test_bt2_019_phoenixmon_when_attacking_a_player_gains_1_memory(pool):
    assert state(_attack(pool, ["BT2-019"]))["memory"] == 4
    assert state(_attack(pool, ["BT2-019"], "f0", ("TST-1000",)))["memory"] == 3


def _deletes_when_attacking(pool, number: str, dp: int) -> None:
    g = _attack(pool, [number, "TST-9000"], "player", (f"TST-{dp}", f"TST-{dp + 1000}"))
    assert [b["cards"] for b in battle(g, "p2").values()] == [[f"TST-{dp + 1000}"]]


def test_bt2_013_growlmon_inherited_deletes_2000_dp_or_less_when_attacking(pool):
    _deletes_when_attacking(pool, "BT2-013", 2000)


def test_bt3_001_poromon_inherited_deletes_1000_dp_or_less_when_attacking(pool):
    _deletes_when_attacking(pool, "BT3-001", 1000)


def test_bt3_012_aquilamon_inherited_deletes_2000_dp_or_less_when_attacking(pool):
    _deletes_when_attacking(pool, "BT3-012", 2000)


def _weakens_when_attacking(pool, number: str) -> None:
    g = _attack(pool, [number, "TST-9000"], "player", ("TST-5000",))
    assert battle(g, "p2")["f0"]["dp"] == 4000


def test_bt3_033_salamon_inherited_gives_minus_1000_dp_when_attacking(pool):
    _weakens_when_attacking(pool, "BT3-033")


def test_bt3_035_gatomon_inherited_gives_minus_1000_dp_when_attacking(pool):
    _weakens_when_attacking(pool, "BT3-035")


def test_bt2_068_impmon_on_deletion_trashes_the_top_3_cards_of_the_deck(pool):
    g = _deleted_attacking(pool, ["BT2-068"])
    assert sorted(player(g, "p1")["trash"]) == ["BT2-068", "ST1-03", "ST1-03", "ST1-03"]


def _per_suspended_foe(pool, number: str) -> list[int]:
    out = []
    for n in (0, 2):
        foes = [{"id": f"f{i}", "cards": ["TST-1000"], "suspended": True} for i in range(n)]
        g = position(
            pool, p1={"battle": [{"id": "s", "cards": [number, "TST-5000"]}]}, p2={"battle": foes}
        )
        out.append(battle(g, "p1")["s"]["dp"])
    return out


def test_bt3_048_gargomon_inherited_gets_1000_dp_for_every_suspended_opponents_digimon(pool):
    assert _per_suspended_foe(pool, "BT3-048") == [5000, 7000]


def test_bt3_052_rapidmon_inherited_gets_1000_dp_for_every_suspended_opponents_digimon(pool):
    assert _per_suspended_foe(pool, "BT3-052") == [5000, 7000]


def test_bt3_074_metaletemon_your_turn_unblockable_and_opponents_turn_plus_2000_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT3-074"]}]},
        p2={"battle": [{"id": "b", "cards": ["BT2-048"]}], "security": ["TST-1000"] * 2},
    )
    play(g, "attack m player")
    assert kind(g) != "block"
    assert player(g, "p2")["security"] == 1
    g = position(pool, p1={"battle": [{"id": "m", "cards": ["BT3-074"]}]}, turn="p2")
    assert battle(g, "p1")["m"]["dp"] == 12000


# ---- [Security] At the end of the battle, play this card ---------------------------------


def _plays_itself_after_the_battle(pool, number: str) -> None:
    g = position(
        pool,
        p1={"security": [number, "ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-15000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert [b["cards"] for b in battle(g, "p1").values()] == [[number]]
    assert player(g, "p1")["security"] == 1


def test_bt3_011_greymon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-011")


def test_bt3_024_airdramon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-024")


def test_bt3_036_ankylomon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-036")


def test_bt3_049_flymon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-049")


def test_bt3_065_gururumon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-065")


def test_bt3_082_blackgatomon_security_plays_itself_at_the_end_of_the_battle(pool):
    _plays_itself_after_the_battle(pool, "BT3-082")


# ---- BT2-084 Sora Takenouchi -------------------------------------------------------------


def test_bt2_084_sora_takenouchi_suspended_gives_the_attacking_red_digimon_2000_dp(pool):
    """The cost (suspending Sora) paid, "that Digimon" is still the attacker: 3000 + 2000
    beats the Security 4000."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT1-009"]}, {"id": "s", "cards": ["BT2-084"]}]},
        p2={"security": ["TST-4000"]},
    )
    play(g, "attack a player", "yes")
    assert battle(g, "p1")["s"]["suspended"] is True
    assert battle(g, "p1")["a"]["dp"] == 5000
    assert "TST-4000" in player(g, "p2")["trash"]


# ---- BT2-077 Kimeramon -------------------------------------------------------------------


def _kimeramon(pool, battle_area: list[dict]):
    g = position(
        pool,
        p1={
            "hand": ["BT2-077"],
            "breeding": {"id": "b", "cards": ["BT2-067"]},
            "battle": battle_area,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=7,
    )
    return play(g, "play BT2-077")


def test_bt2_077_kimeramon_on_play_not_offered_with_only_a_breeding_area_digimon(pool):
    """The cost can't be paid with a Digimon in the breeding area (3-4-7-5), so the effect is
    not offered (15-7-4) and the opponent's Digimon stays."""
    g = _kimeramon(pool, [])
    assert kind(g) != "optional"
    assert "x" in battle(g, "p2")
    assert state(g)["players"]["p1"]["breeding"]["cards"] == ["BT2-067"]


def test_bt2_077_kimeramon_on_play_deletes_your_other_digimon_to_delete_theirs(pool):
    g = _kimeramon(pool, [{"id": "o", "cards": ["BT3-076"]}])
    play(g, "yes")
    assert "o" not in battle(g, "p1")
    assert "x" not in battle(g, "p2")


# ---- BT3-093 Davis Motomiya (its catalogue text corrected: "3.On Play]") ----------------


def _davis(pool, deck: list[str]):
    return position(
        pool,
        p1={"hand": ["BT3-093"], "deck": deck},
        memory=5,
    )


def test_bt3_093_davis_motomiya_has_both_printed_effects(pool):
    """The catalogue runs the two effects together; the card prints a [Start of Your Turn]
    effect and an [On Play] one."""
    timings = [e.timing for e in pool["BT3-093"].effects]
    assert timings == ["start_of_your_turn", "on_play"]


def test_bt3_093_davis_motomiya_on_play_adds_a_blue_and_a_green_digimon_card(pool):
    """Two cards, one of each colour: a reading that took only the first would leave
    Tentomon in the deck."""
    g = _davis(pool, ["ST2-03", "ST2-13", "ST4-03", "ST1-02"])
    play(g, "play BT3-093")
    while kind(g) not in ("main", None) and len(g.legal_moves()) > 1:
        card = next(m for m in map(str, g.legal_moves()) if m.startswith("card"))
        play(g, card)
    assert sorted(player(g, "p1")["hand"]) == ["ST2-03", "ST4-03"]
    deck = [g.defs[uid].number for uid in g.players[0].deck]  # top last
    assert deck == ["ST2-13", "ST1-02"]  # Hammer Spark under the unrevealed card


def test_bt3_093_davis_motomiya_on_play_takes_one_blue_digimon_card_without_a_green_one(pool):
    g = _davis(pool, ["ST2-03", "ST2-04", "ST2-13", "ST1-02"])
    play(g, "play BT3-093")
    while kind(g) not in ("main", None) and len(g.legal_moves()) > 1:
        card = next(m for m in map(str, g.legal_moves()) if m.startswith("card"))
        play(g, card)
    hand = player(g, "p1")["hand"]
    assert len(hand) == 1 and hand[0] in ("ST2-03", "ST2-04")
    assert player(g, "p1")["deck"] == 3


# ---- BT2-020 Gallantmon ------------------------------------------------------------------


@pytest.mark.parametrize(("trash", "trashed"), [(9, 0), (10, 1), (19, 1), (20, 2)])
def test_bt2_020_gallantmon_when_attacking_trashes_a_security_card_per_10_in_their_trash(
    pool, trash, trashed
):
    """One of the opponent's security cards for every 10 cards in the opponent's trash
    (their own trash doesn't count), taken from the top."""
    security = ["ST1-03", "ST1-04", "ST1-05", "ST1-06"]  # top first
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT2-020"]}], "trash": ["ST1-02"] * 30},
        p2={"security": security, "trash": ["ST1-02"] * trash},
    )
    play(g, "attack g player")
    # then the check: the next card battles Gallantmon and is trashed too
    assert player(g, "p2")["trash"][trash:] == security[: trashed + 1]
    assert player(g, "p2")["security"] == len(security) - trashed - 1


# ---- BT3-056 Ceresmon ------------------------------------------------------------------


def _ceresmon(pool, hand=("BT2-047", "BT2-047")):
    """Ceresmon and an Argomon (level 4) in play, two level 5 Argomon (<Digisorption -3>,
    cost 3) in the hand, and two unsuspended Digimon of the opponent's."""
    return position(
        pool,
        p1={
            "battle": [{"id": "c", "cards": ["BT3-056"]}, {"id": "a", "cards": ["BT2-045"]}],
            "hand": list(hand),
        },
        p2={"battle": [{"id": "o", "cards": ["ST1-07"]}, {"id": "o2", "cards": ["ST1-07"]}]},
        memory=3,
    )


def test_bt3_056_ceresmon_lets_a_digisorption_suspend_an_opponents_digimon_instead(pool):
    g = _ceresmon(pool)
    assert "digivolve a BT2-047 digisorption o" in legal(g)
    play(g, "digivolve a BT2-047 digisorption o")
    assert battle(g, "p2")["o"]["suspended"] is True
    assert battle(g, "p1")["c"]["suspended"] is False
    assert state(g)["memory"] == 3  # 3 less than its cost of 3: free


def test_bt3_056_ceresmon_swaps_once_per_turn(pool):
    g = _ceresmon(pool, hand=("BT2-047", "BT2-050"))
    play(g, "digivolve a BT2-047 digisorption o")
    while kind(g) != "main":  # the bonus draw, Argomon's own effects
        play(g, legal(g)[0])
    moves = legal(g)
    assert "digivolve a BT2-050 digisorption c" in moves
    assert battle(g, "p2")["o2"]["suspended"] is False
    assert "digivolve a BT2-050 digisorption o2" not in moves  # its one use is spent


def test_bt3_056_without_ceresmon_only_your_own_digimon_are_suspended(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT2-045"]}], "hand": ["BT2-047"]},
        p2={"battle": [{"id": "o", "cards": ["ST1-07"]}]},
        memory=3,
    )
    assert "digivolve a BT2-047 digisorption a" in legal(g)
    assert "digivolve a BT2-047 digisorption o" not in legal(g)
    with pytest.raises(IllegalMove, match="not a Digimon of yours"):
        g.apply("digivolve a BT2-047 digisorption o")


# ---- BT2-082 Diaboromon ------------------------------------------------------------------


def _diaboromon_attacked(pool, p2_battle: list[dict], attacker_dp: int = 15000):
    """p1's Digimon of `attacker_dp` attacks p2's suspended Diaboromon `d`."""
    cards = with_cards(pool, dummy(attacker_dp))
    g = position(
        cards,
        p1={"battle": [{"id": "x", "cards": [f"TST-{attacker_dp}"]}]},
        p2={"battle": [{"id": "d", "cards": ["BT2-082"], "suspended": True}, *p2_battle]},
    )
    play(g, "attack x d")
    while kind(g) == "block":
        play(g, "no-block")
    return g


def test_bt2_082_diaboromon_deletes_another_diaboromon_to_survive_a_battle(pool):
    g = _diaboromon_attacked(pool, [{"id": "d2", "cards": ["BT2-082"]}])
    assert kind(g) == "prevent" and g.pending.player == 1  # its owner is asked
    assert "prevent BT2-082" in legal(g)
    from digimon_tui.ui.move_labels import label

    said = [label(g, m) for m in g.legal_moves()]  # the cost, said as the card says it
    assert said[0] == "Diaboromon's effect: Delete 1 of your other [Diaboromon] so it isn't deleted"
    play(g, "prevent BT2-082")
    assert "d" in battle(g, "p2") and "d2" not in battle(g, "p2")
    assert player(g, "p2")["trash"] == ["BT2-082"]


def test_bt2_082_diaboromon_may_let_itself_be_deleted(pool):
    g = _diaboromon_attacked(pool, [{"id": "d2", "cards": ["BT2-082"]}])
    play(g, "no-prevent")
    assert "d" not in battle(g, "p2") and "d2" in battle(g, "p2")


def test_bt2_082_diaboromon_without_another_diaboromon_has_nothing_to_delete(pool):
    g = _diaboromon_attacked(pool, [{"id": "s", "cards": ["ST1-07"]}])
    assert kind(g) != "prevent"
    assert "d" not in battle(g, "p2") and "s" in battle(g, "p2")


def test_bt2_082_diaboromon_prevents_only_a_deletion_in_battle(pool):
    """Deleted by an effect (ST1-16 Gaia Force), it has no "in battle" to stop."""
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},  # red, for 4-22
        p2={"battle": [{"id": "d", "cards": ["BT2-082"]}, {"id": "d2", "cards": ["BT2-082"]}]},
        memory=10,
    )
    play(g, "option ST1-16")
    while kind(g) == "target":
        play(g, "target d")
    assert kind(g) != "prevent"
    assert "d" not in battle(g, "p2")
