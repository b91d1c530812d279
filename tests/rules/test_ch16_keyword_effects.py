"""Chapter 16's keywords a Digimon can have, from <Piercing> (16-7) to <Fortitude> (16-27),
and the step every deletion passes where "when this Digimon would be deleted" effects
interrupt it (15-8-5-2).

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import (
    DRAIN,
    ERASE,
    ERASE_ALL,
    ERASE_OWN,
    GAIN_ON_DELETION,
    TAMER,
    kw,
    labelled,
    mon,
)

XROS_SAVER = {
    **mon("23", 3000, kw("material_save", 2)),
    "xros": {"reduce": 2, "materials": [{"name": "Agumon"}, {"name": "Biyomon"}]},
}
"""<DigiXros -2> [Agumon] × [Biyomon]; <Material Save 2>."""

CARDS = (
    TAMER,
    ERASE,
    ERASE_ALL,
    ERASE_OWN,
    DRAIN,
    mon("1", 7000, kw("piercing")),
    mon("2", 3000, kw("retaliation")),
    mon("3", 6000, kw("piercing"), kw("security_attack", 1)),
    mon("4", 2000, kw("jamming")),
    mon("5", 3000, kw("reboot")),
    mon("6", 4000, kw("rush")),
    mon("7", 4000, kw("blitz"), kw("rush")),
    mon("8", 4000, kw("blitz")),
    mon("9", 1000, kw("decoy", "black"), colors=("black",)),
    mon("10", 3000, colors=("black",)),
    mon("11", 1000, kw("decoy", "black"), kw("evade"), colors=("black",)),
    mon("12", 5000, kw("armor_purge"), GAIN_ON_DELETION),
    mon("13", 3000, kw("save")),
    mon("14", 3000, kw("material_save", 2)),
    mon("15", 3000, kw("evade"), GAIN_ON_DELETION),
    mon("16", 6000, kw("raid")),
    mon("17", 3000, kw("alliance")),
    mon("18", 3000, kw("barrier")),
    XROS_SAVER,
    mon(
        "19",
        5000,
        kw("fortitude"),
        {"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]},
    ),
    mon("20", 5000, kw("save"), GAIN_ON_DELETION),
    mon("21", 6000, kw("raid"), kw("barrier")),
    mon("22", 6000, kw("evade")),
)


@pytest.fixture(scope="module")
def kc(pool):
    return with_cards(pool, *CARDS)


def zone(g, player: str, name: str):
    return state(g)["players"][player][name]


def attack_position(kc, attacker: list[str], target: list[str], **sides):
    """p1's `a` (stack `attacker`) and p2's suspended `t` (stack `target`), p1's turn."""
    p1 = {"battle": [{"id": "a", "cards": attacker}], **sides.get("p1", {})}
    p2 = {
        "security": ["TST-1000"] * 3,
        "battle": [{"id": "t", "cards": target, "suspended": True}],
        **sides.get("p2", {}),
    }
    return position(kc, p1=p1, p2=p2, memory=3)


# ---- 16-7 <Piercing> --------------------------------------------------------------------------


def test_16_7_1_piercing_checks_security_after_winning_a_battle(kc):
    """16-7-1: <Piercing> 7000 beats a 3000 Digimon, then checks 1 security card."""
    g = attack_position(kc, ["KW-1"], ["TST-3000"])
    play(g, "attack a t")
    assert kind(g) == "main"
    assert "t" not in battle(g, "p2")
    assert zone(g, "p2", "security") == 2
    assert "a" in battle(g, "p1")


def test_16_7_1_without_piercing_a_won_battle_checks_nothing(kc):
    """16-7-1: the same battle won by a Digimon without <Piercing> checks no security card."""
    g = attack_position(kc, ["TST-6000"], ["TST-3000"])
    play(g, "attack a t")
    assert "t" not in battle(g, "p2")
    assert zone(g, "p2", "security") == 3


def test_16_7_1_piercing_needs_only_the_opponents_digimon_deleted(kc):
    """16-7-1: a tie deletes both Digimon: no check."""
    g = attack_position(kc, ["KW-1"], ["TST-7000"])
    play(g, "attack a t")
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert zone(g, "p2", "security") == 3


def test_16_7_4_retaliation_deletes_the_piercer_before_its_check(kc):
    """16-7-4: <Retaliation> deletes the <Piercing> attacker first: no check."""
    g = attack_position(kc, ["KW-1"], ["KW-2"])
    play(g, "attack a t")
    assert kind(g) == "main"
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert zone(g, "p2", "security") == 3
    assert "KW-1" in zone(g, "p1", "trash")


def test_1_2_3_1_piercing_on_an_empty_security_stack_does_not_win(kc):
    """1-2-3-1: with 0 security cards, the <Piercing> check doesn't win the game."""
    g = attack_position(kc, ["KW-1"], ["TST-3000"], p2={"security": []})
    play(g, "attack a t")
    assert state(g)["winner"] is None
    assert kind(g) == "main"


def test_16_7_5_piercing_checks_as_many_cards_as_security_a_allows(kc):
    """16-7-5: <Piercing> with <Security A. +1> checks 2 cards."""
    g = attack_position(kc, ["KW-3"], ["TST-3000"])
    play(g, "attack a t")
    assert zone(g, "p2", "security") == 1


def test_16_7_2_piercing_applies_after_a_block(kc):
    """16-7-2: blocked by Unimon (<Blocker>, 6000 DP), the 7000 <Piercing> still checks."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-1"]}]},
        p2={"security": ["TST-1000"] * 3, "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player", "block wall")
    assert "wall" not in battle(g, "p2")
    assert zone(g, "p2", "security") == 2


def test_16_7_2_piercing_does_not_follow_a_battle_with_a_security_digimon(kc):
    """16-7-2: beating a Security Digimon gives no extra check: 1 card, not 2."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-1"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player")
    assert zone(g, "p2", "security") == 2


# ---- 16-9 <Jamming> ---------------------------------------------------------------------------


def test_16_9_1_jamming_is_not_deleted_by_losing_to_a_security_digimon(kc):
    """16-9-1: <Jamming> 2000 loses to a 5000 Security Digimon and stays."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-4"]}]},
        p2={"security": ["TST-5000"] * 2},
        memory=3,
    )
    play(g, "attack a player")
    assert "a" in battle(g, "p1")
    assert zone(g, "p2", "security") == 1


def test_16_9_1_jamming_does_not_save_from_a_battle_with_a_digimon(kc):
    """16-9-1: only battles with Security Digimon: against a 5000 Digimon it is deleted."""
    g = attack_position(kc, ["KW-4"], ["TST-5000"])
    play(g, "attack a t")
    assert battle(g, "p1") == {}


# ---- 16-11 <Reboot> ---------------------------------------------------------------------------


def test_16_11_1_reboot_unsuspends_in_the_opponents_unsuspend_phase(kc):
    """16-11-1, 16-11-5: p1's suspended <Reboot> Digimon unsuspends in p2's unsuspend phase;
    p1's other suspended Digimon doesn't."""
    g = position(
        kc,
        p1={
            "battle": [
                {"id": "r", "cards": ["KW-5"], "suspended": True},
                {"id": "s", "cards": ["TST-3000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["r"]["suspended"] is False
    assert battle(g, "p1")["s"]["suspended"] is True


# ---- 16-13 <Retaliation> ----------------------------------------------------------------------


def test_16_13_1_retaliation_deletes_the_digimon_that_won_the_battle(kc):
    """16-13-1: the blocker with <Retaliation> loses and deletes the attacker."""
    g = attack_position(kc, ["TST-6000"], ["KW-2"])
    play(g, "attack a t")
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert "TST-6000" in zone(g, "p1", "trash")


def test_16_13_2_retaliation_does_not_trigger_on_deletion_by_an_effect(kc):
    """16-13-2: deleted by an Option, <Retaliation> deletes nothing."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-2"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}
    assert "a" in battle(g, "p1")


# ---- 16-15 <Rush> -----------------------------------------------------------------------------


def test_16_15_1_rush_attacks_the_turn_it_is_played(kc):
    """16-15-1: played this turn, the <Rush> Digimon may attack; one without may not (7-1-2-1)."""
    g = position(kc, p1={"hand": ["KW-6", "TST-4000"]}, memory=10)
    play(g, "play KW-6", "play TST-4000")
    attacks = [m for m in legal(g) if m.startswith("attack")]
    rushed = g.players[0].battle[0].id
    assert attacks == [f"attack {rushed} player"]


# ---- 16-16 <Blitz> ----------------------------------------------------------------------------


def test_16_16_1_blitz_offers_an_attack_when_the_opponent_has_memory(kc):
    """16-16-1: paying 3 of 2 memory leaves the opponent 1: <Blitz> (with <Rush>) may attack
    at once; then the turn ends (6-1-4-1)."""
    g = position(kc, p1={"hand": ["KW-7"]}, p2={"security": ["TST-1000"] * 2}, memory=2)
    play(g, "play KW-7")
    assert kind(g) == "blitz"
    pid = g.players[0].battle[0].id
    assert legal(g) == [f"attack {pid} player", "no-blitz"]
    assert labelled(g)[1] == "Don't attack"
    play(g, f"attack {pid} player")
    assert zone(g, "p2", "security") == 1
    assert state(g)["turn"] == "p2"


def test_16_16_3_blitz_is_optional(kc):
    """16-16-3: declining, the turn just ends."""
    g = position(kc, p1={"hand": ["KW-7"]}, p2={"security": ["TST-1000"] * 2}, memory=2)
    play(g, "play KW-7", "no-blitz")
    assert state(g)["turn"] == "p2"
    assert zone(g, "p2", "security") == 2


def test_16_16_5_no_blitz_while_you_still_have_memory(kc):
    """16-16-5: with memory left on your side, <Blitz> doesn't activate."""
    g = position(kc, p1={"hand": ["KW-7"]}, memory=5)
    play(g, "play KW-7")
    assert kind(g) == "main"


def test_16_16_1_blitz_on_digivolving(kc):
    """16-16-1: digivolving into a <Blitz> card past the memory offers the attack, also on
    a suspended Digimon of the opponent."""
    g = position(
        kc,
        p1={"hand": ["KW-8"], "battle": [{"id": "a", "cards": ["ST1-02"]}]},
        p2={"battle": [{"id": "t", "cards": ["TST-3000"], "suspended": True}]},
        memory=1,
    )
    play(g, "digivolve a KW-8")
    assert kind(g) == "blitz"
    assert legal(g) == ["attack a player", "attack a t", "no-blitz"]
    play(g, "attack a t")
    assert battle(g, "p2") == {}


def test_1_3_2_blitz_can_not_attack_the_turn_it_is_played_without_rush(kc):
    """1-3-2, 7-1-2-1: a <Blitz> Digimon without <Rush>, just played, can't attack."""
    g = position(kc, p1={"hand": ["KW-8"]}, memory=2)
    play(g, "play KW-8")
    assert state(g)["turn"] == "p2"


# ---- 16-18 <Decoy> ----------------------------------------------------------------------------


def decoy_position(kc, decoy: str = "KW-9", target: str = "KW-10", erase: str = "KW-90"):
    """p1 will use Erase (delete 1 of p2's Digimon) on p2's `t`; p2's `d` has <Decoy>."""
    return position(
        kc,
        p1={"hand": [erase], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "d", "cards": [decoy]}, {"id": "t", "cards": [target]}]},
        memory=3,
    )


def test_16_18_1_decoy_is_deleted_instead(kc):
    """16-18-1: p2 deletes the <Decoy (Black)> Digimon instead of its black Digimon."""
    g = decoy_position(kc)
    play(g, "option KW-90", "target t")
    assert kind(g) == "prevent"
    assert state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["decoy d", "no-prevent"]
    assert labelled(g) == ["<Decoy>: delete d Mon 9 instead", "Let it be deleted"]
    play(g, "decoy d")
    assert list(battle(g, "p2")) == ["t"]
    assert "KW-9" in zone(g, "p2", "trash")


def test_15_8_5_2_a_decoy_deleted_by_the_same_effect_still_saves_another(kc):
    """15-8-5-2: "delete all" reaches the decoy and its black Digimon: the decoy is deleted
    first, with <Decoy>, and the black Digimon stays."""
    g = decoy_position(kc, erase="KW-94")
    play(g, "option KW-94", "decoy d")
    assert list(battle(g, "p2")) == ["t"]
    assert zone(g, "p2", "trash") == ["KW-9"]


def test_16_18_3_decoy_is_optional(kc):
    """16-18-3: declining, the target is deleted and the decoy stays."""
    g = decoy_position(kc)
    play(g, "option KW-90", "target t", "no-prevent")
    assert list(battle(g, "p2")) == ["d"]


def test_16_18_1_decoy_protects_only_its_colour(kc):
    """16-18-1: <Decoy (Black)> isn't offered for a green Digimon."""
    g = decoy_position(kc, target="TST-3000")
    play(g, "option KW-90", "target t")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["d"]


def test_16_18_2_decoy_is_not_for_deletion_in_battle(kc):
    """16-18-2: the black Digimon deleted in battle gets no <Decoy> question."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "d", "cards": ["KW-9"]},
                {"id": "t", "cards": ["KW-10"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "attack a t")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["d"]


def test_16_18_2_decoy_is_not_for_your_own_effects(kc):
    """16-18-1: only an opponent's effect: p1's own Erase on its black Digimon asks nothing."""
    g = position(
        kc,
        p1={
            "hand": ["KW-91"],
            "battle": [{"id": "d", "cards": ["KW-9"]}, {"id": "t", "cards": ["KW-10"]}],
        },
        memory=3,
    )
    play(g, "option KW-91", "target t")
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == ["d"]


def test_15_7_2_decoy_fails_when_the_decoy_is_not_deleted(kc):
    """15-7-2: the decoy <Evade>s its own deletion, so the Decoy fails: the target goes."""
    g = decoy_position(kc, decoy="KW-11")
    play(g, "option KW-90", "target t", "decoy d")
    assert kind(g) == "prevent"
    assert legal(g) == ["evade d", "no-prevent"]
    play(g, "evade d")
    assert list(battle(g, "p2")) == ["d"]
    assert battle(g, "p2")["d"]["suspended"] is True


# ---- 16-19 <Armor Purge> ----------------------------------------------------------------------


def test_16_19_1_armor_purge_trashes_the_top_card_instead(kc):
    """16-19-1: the top card is trashed, the Digimon stays, [On Deletion] doesn't
    trigger."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST1-02", "KW-12"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert legal(g) == ["armor-purge t", "no-prevent"]
    play(g, "armor-purge t")
    assert battle(g, "p2")["t"]["cards"] == ["ST1-02"]
    assert zone(g, "p2", "trash") == ["KW-12"]
    assert state(g)["memory"] == 3


def test_16_19_3_no_armor_purge_without_digivolution_cards(kc):
    """16-19-3: alone in its stack, it is deleted without a question; [On Deletion] gives p2
    1 memory (p1's memory goes from 3 to 2)."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-12"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2


def test_16_19_2_armor_purge_at_0_dp_is_checked_again(kc):
    """16-19-2: at 0 DP it purges; the new top (3000 - 5000) is still at 0 DP: deleted."""
    g = position(
        kc,
        p1={"hand": ["KW-93"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST1-02", "KW-12"]}]},
        memory=3,
    )
    play(g, "option KW-93")
    assert kind(g) == "prevent"
    play(g, "armor-purge t")
    assert battle(g, "p2") == {}
    assert sorted(zone(g, "p2", "trash")) == ["KW-12", "ST1-02"]


# ---- 16-20 <Save> -----------------------------------------------------------------------------


def save_position(kc, tamer: list[str]):
    """p2's <Save> Digimon `s` (Biyomon under it) loses a battle; p2 has a Tamer `tam`."""
    return attack_position(
        kc,
        ["TST-6000"],
        ["ST1-02", "KW-13"],
        p2={
            "battle": [
                {"id": "t", "cards": ["ST1-02", "KW-13"], "suspended": True},
                {"id": "tam", "cards": tamer},
            ]
        },
    )


def test_16_20_1_save_places_the_card_under_a_tamer(kc):
    """16-20-1, 4-7-8: the top card goes under the Tamer, its digivolution card to the
    trash; the Tamer stays a Tamer."""
    g = save_position(kc, ["KW-80"])
    play(g, "attack a t")
    assert kind(g) == "save"
    assert legal(g) == ["save tam", "no-save"]
    assert labelled(g)[0] == "<Save>: place the card under tam Plain Tamer"
    play(g, "save tam")
    tam = battle(g, "p2")["tam"]
    assert tam["cards"] == ["KW-13", "KW-80"]
    assert tam["kind"] == "tamer" and tam["dp"] is None
    assert zone(g, "p2", "trash") == ["ST1-02"]


def test_4_4_2_save_places_the_card_at_the_bottom(kc):
    """4-4-2: under a Tamer that already has a card, the saved card goes at the bottom."""
    g = save_position(kc, ["ST1-03", "KW-80"])
    play(g, "attack a t", "save tam")
    assert battle(g, "p2")["tam"]["cards"] == ["KW-13", "ST1-03", "KW-80"]


def test_16_20_3_save_is_optional(kc):
    """16-20-3: declining, the card stays in the trash."""
    g = save_position(kc, ["KW-80"])
    play(g, "attack a t", "no-save")
    assert battle(g, "p2")["tam"]["cards"] == ["KW-80"]
    assert sorted(zone(g, "p2", "trash")) == ["KW-13", "ST1-02"]


def test_15_4_4_3_save_first_stops_the_pending_on_deletion_effect(kc):
    """15-4-4-3: <Save> and [On Deletion] trigger together; <Save> first takes the card from
    the trash, so the [On Deletion] effect doesn't activate."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-20"]}, {"id": "tam", "cards": ["KW-80"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "order"
    assert any("<Save>" in o for o in state(g)["pending"]["options"])
    save = next(i for i, o in enumerate(state(g)["pending"]["options"], 1) if "<Save>" in o)
    play(g, f"first {save}", "save tam")
    assert state(g)["memory"] == 3
    assert battle(g, "p2")["tam"]["cards"] == ["KW-20", "KW-80"]


# ---- 16-21 <Material Save> --------------------------------------------------------------------


def test_16_21_1_material_save_needs_digixros_requirements_on_the_top_card(kc):
    """16-21-1: the cards placed are those the top card's DigiXros requirements name; a top
    card without them names none, so nothing is asked: the whole stack goes to the trash."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "t", "cards": ["ST1-02", "ST1-03", "KW-14"]},
                {"id": "tam", "cards": ["KW-80"]},
            ]
        },
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "main"
    assert battle(g, "p2")["tam"]["cards"] == ["KW-80"]


def test_16_21_1_material_save_places_the_named_cards_under_a_tamer(kc):
    """16-21-1, 16-21-4, 16-21-6: Biyomon and Agumon, named by the top card's
    DigiXros requirements though not placed by a DigiXros, go under the Tamer in the order
    chosen, at the bottom; the Digimon is still deleted."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "t", "cards": ["ST1-02", "ST1-03", "KW-23"]},
                {"id": "tam", "cards": ["KW-80"]},
            ]
        },
        memory=3,
    )
    play(g, "option KW-90")
    assert legal(g) == ["material-save t", "no-prevent"]
    labelled(g)
    play(g, "material-save t")
    assert kind(g) == "card"
    assert legal(g) == ["card t ST1-02", "card t ST1-03"]
    play(g, "card t ST1-03")  # the last one is the only choice
    assert battle(g, "p2")["tam"]["cards"] == ["ST1-02", "ST1-03", "KW-80"]
    assert list(battle(g, "p2")) == ["tam"]
    assert zone(g, "p2", "trash") == ["KW-23"]


def test_16_21_3_material_save_places_only_the_named_cards(kc):
    """16-21-3: <Material Save 2> with one named card under it places that one; the
    unnamed one goes to the trash with the rest of the stack."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "t", "cards": ["ST1-16", "ST1-03", "KW-23"]},
                {"id": "tam", "cards": ["KW-80"]},
            ]
        },
        memory=3,
    )
    play(g, "option KW-90", "material-save t")
    assert battle(g, "p2")["tam"]["cards"] == ["ST1-03", "KW-80"]
    assert sorted(zone(g, "p2", "trash")) == ["KW-23", "ST1-16"]


# ---- 16-22 <Evade> ----------------------------------------------------------------------------


def test_16_22_1_evade_suspends_instead_of_being_deleted(kc):
    """16-22-1: suspended instead; no [On Deletion]."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-15"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p2"
    assert labelled(g) == ["<Evade>: suspend t Mon 15 so it isn't deleted", "Let it be deleted"]
    play(g, "evade t")
    assert battle(g, "p2")["t"]["suspended"] is True
    assert state(g)["memory"] == 3


def test_16_22_3_a_suspended_digimon_can_not_evade(kc):
    """16-22-3: suspended (the attack target), it is deleted in battle without a question."""
    g = attack_position(kc, ["TST-6000"], ["KW-15"])
    play(g, "attack a t")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}


def test_16_22_2_evade_at_0_dp_is_deleted_again(kc):
    """16-22-2: <Evade> at 0 DP suspends it, the rule check deletes it again."""
    g = position(
        kc,
        p1={"hand": ["KW-93"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-15"]}]},
        memory=3,
    )
    play(g, "option KW-93", "evade t")
    assert battle(g, "p2") == {}


# ---- 16-23 <Raid> -----------------------------------------------------------------------------


def raid_position(kc, dps: tuple[int, int]):
    return position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-16"]}]},
        p2={
            "security": ["TST-1000"] * 3,
            "battle": [
                {"id": "x", "cards": [f"TST-{dps[0]}"]},
                {"id": "y", "cards": [f"TST-{dps[1]}"]},
            ],
        },
        memory=3,
    )


def test_16_23_1_raid_switches_to_the_highest_dp_unsuspended_digimon(kc):
    """16-23-1: attacking the player, <Raid> switches to the 5000 Digimon and battles it."""
    g = raid_position(kc, (3000, 5000))
    play(g, "attack a player")
    assert kind(g) == "raid"
    assert legal(g) == ["raid y", "no-raid"]
    assert labelled(g)[0] == "<Raid>: switch the attack to y Dummy 5000 (5000 DP)"
    play(g, "raid y")
    assert list(battle(g, "p2")) == ["x"]
    assert zone(g, "p2", "security") == 3


def test_16_23_4_raid_chooses_among_equal_highest(kc):
    """16-23-4: two with the highest DP: the attacker's player chooses."""
    g = raid_position(kc, (5000, 5000))
    play(g, "attack a player")
    assert legal(g) == ["raid x", "raid y", "no-raid"]


def test_16_23_3_raid_is_optional(kc):
    """16-23-3: declined, the attack on the player goes on."""
    g = raid_position(kc, (3000, 5000))
    play(g, "attack a player", "no-raid")
    assert zone(g, "p2", "security") == 2


# ---- 16-24 <Alliance> -------------------------------------------------------------------------


def test_16_24_1_alliance_adds_the_dp_and_a_check_for_the_attack(kc):
    """16-24-1: suspending a 4000 Digimon, the 3000 attacker beats a 6000 Security Digimon
    and checks 2 cards; after the attack it is back to 3000 DP."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-17"]}, {"id": "b", "cards": ["TST-4000"]}]},
        p2={"security": ["TST-1000", "TST-6000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "alliance"
    assert legal(g) == ["alliance b", "no-alliance"]
    labelled(g)
    play(g, "alliance b")
    assert "a" in battle(g, "p1")
    assert battle(g, "p1")["b"]["suspended"] is True
    assert zone(g, "p2", "security") == 0
    assert battle(g, "p1")["a"]["dp"] == 3000


# ---- 16-25 <Barrier> --------------------------------------------------------------------------


def test_16_25_1_barrier_trashes_a_security_card_instead(kc):
    """16-25-1: losing to a Security Digimon, <Barrier> trashes p1's top security
    card and the Digimon stays."""
    g = position(
        kc,
        p1={"security": ["ST1-02", "ST1-03"], "battle": [{"id": "a", "cards": ["KW-18"]}]},
        p2={"security": ["TST-5000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p1"
    play(g, "barrier a")
    assert "a" in battle(g, "p1")
    assert zone(g, "p1", "security") == 1
    assert zone(g, "p1", "trash") == ["ST1-02"]


def test_16_25_2_barrier_is_not_for_deletion_by_an_effect(kc):
    """16-25-2: deleted by an Option, no <Barrier> question."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "t", "cards": ["KW-18"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}


def test_16_25_3_no_barrier_without_security_cards(kc):
    """16-25-3: with 0 security cards it is deleted in battle without a question."""
    g = attack_position(kc, ["TST-6000"], ["KW-18"], p2={"security": []})
    play(g, "attack a t")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}


# ---- 16-27 <Fortitude> ------------------------------------------------------------------------


def test_16_27_1_fortitude_plays_the_top_card_again(kc):
    """16-27-1..4: deleted with a digivolution card, the top card is played again as a new
    Digimon (its [On Play] gives p2 1 memory); the digivolution card stays in the trash."""
    g = attack_position(kc, ["TST-6000"], ["ST1-02", "KW-19"])
    play(g, "attack a t")
    assert kind(g) == "main"
    (new,) = battle(g, "p2").values()
    assert new["cards"] == ["KW-19"] and new["suspended"] is False
    assert "t" not in battle(g, "p2")
    assert zone(g, "p2", "trash") == ["ST1-02"]
    assert state(g)["memory"] == 2


def test_16_27_1_fortitude_needs_digivolution_cards(kc):
    """16-27-1: alone in its stack, it stays in the trash."""
    g = attack_position(kc, ["TST-6000"], ["KW-19"])
    play(g, "attack a t")
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["KW-19"]


# ---- 15-8-5-2 the order of "would be deleted" questions ----------------------------------------


def test_15_8_5_2_each_interrupting_effect_is_offered_once_per_deletion(kc):
    """15-8-5-4: declining ends the question: the Digimon is deleted."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-15"]}]},
        memory=3,
    )
    play(g, "option KW-90", "no-prevent")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2  # its [On Deletion] gave p2 1 memory


def test_1_3_5_the_turn_players_digimon_is_asked_first(kc):
    """1-3-5: a tie deletes both; p1 (the turn player) is asked about its <Barrier> first,
    then p2 about the <Evade> of the unsuspended Digimon <Raid> switched to."""
    g = position(
        kc,
        p1={"security": ["ST1-02"], "battle": [{"id": "a", "cards": ["KW-21"]}]},
        p2={"battle": [{"id": "x", "cards": ["KW-22"]}]},
        memory=3,
    )
    play(g, "attack a player", "raid x")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["barrier a", "no-prevent"]
    play(g, "barrier a")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["evade x", "no-prevent"]
    play(g, "evade x")
    assert "a" in battle(g, "p1") and "x" in battle(g, "p2")
