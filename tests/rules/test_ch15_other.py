"""Comprehensive Rules chapters 15 and 18: infinite loops (18-3), "isn't affected by effects"
(15-15-5) and Digimon without levels (2-9-2)."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import DRAIN, ERASE, TAMER, mon, option

from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.text import card_summary, effect_text

ECHO = {"name": "Echo", "colors": ["red"], "dp": 1000}
"""[Echo] Token (Digimon/Red/1000 DP): no level (2-9-2)."""
ECHOING = mon(
    "88",
    3000,
    {
        "timing": "your_turn",
        "trigger": {"event": "played", "whose": "your", "other": True},
        "steps": [{"do": "play_token", "token": ECHO}],
    },
)
"""[Your Turn] When one of your other Digimon is played, play 1 [Echo] Token: each token
played plays another."""
MAKE_ECHO = option("89", {"do": "play_token", "token": ECHO}, color="red")
SHIELD = {"grants": [{"unaffected_by": ["option"]}]}
"""This Digimon isn't affected by the effects of Option cards."""
SHIELDED = mon("96", 3000, SHIELD)
WEAKEN_ON_PLAY = mon(
    "97",
    3000,
    {
        "timing": "on_play",
        "steps": [
            {"do": "modify", "target": {"side": "opponents"}, "dp": -2000, "duration": "turn"}
        ],
    },
)
"""[On Play] 1 of your opponent's Digimon gets -2000 DP for the turn."""
TAMER_DIGIMON = {
    "number": "KW-98",
    "name": "Fighting Tamer",
    "category": "tamer",
    "colors": ["red"],
    "cost": 1,
    "effects": [{"grants": [{"as_digimon": 3000}]}],
}
"""This Tamer is also treated as a Digimon with 3000 DP."""
TAMER_BOOST = option(
    "99",
    {"do": "modify", "target": {"side": "your", "kinds": ["tamer"]}, "dp": 2000},
    color="red",
)
"""1 of your Tamers gets +2000 DP for the turn."""
LEVEL_ERASE = option(
    "95", {"do": "delete", "target": {"side": "your", "max_level": 5}}, color="red"
)
"""Delete 1 of your Digimon with level 5 or lower."""
NO_LEVEL = {k: v for k, v in mon("87", 4000, cost=2).items() if k != "level"}
"""A red Digimon card printed "Lv. —": 4000 DP, play cost 2."""


@pytest.fixture(scope="module")
def oc(pool):
    extra = (ECHOING, MAKE_ECHO, SHIELDED, WEAKEN_ON_PLAY, LEVEL_ERASE, ERASE, DRAIN)
    return with_cards(pool, *extra, TAMER, TAMER_DIGIMON, TAMER_BOOST, NO_LEVEL)


def test_18_3_2_a_loop_neither_player_can_stop_is_a_draw(oc):
    """With more token cards than the loop limit (1-4-4-1), the tokens never run out."""
    p1 = {"hand": ["ST1-03"], "battle": [{"id": "e", "cards": ["KW-88"]}], "tokens": 100_000}
    g = position(oc, p1=p1, memory=5)
    play(g, "play ST1-03")
    assert kind(g) is None
    assert state(g)["winner"] == "draw"
    assert "(18-3-2)" in state(g)["win_reason"]


def test_1_4_4_1_the_echo_chain_ends_when_the_token_cards_run_out(oc):
    """1-4-4-1: with the 10 token cards a player brings by default, the chain plays 10
    [Echo] Tokens and stops; the game goes on."""
    g = position(oc, p1={"hand": ["ST1-03"], "battle": [{"id": "e", "cards": ["KW-88"]}]}, memory=5)
    play(g, "play ST1-03")
    assert kind(g) == "main" and len(battle(g, "p1")) == 2 + 10
    assert g.token_cards[0] == 0
    assert any("no token cards left (1-4-4-1)" in line for line in state(g)["log"])


def test_18_3_a_long_chain_that_ends_is_no_loop(oc):
    """Without the echoing Digimon, the one token is played and the game goes on."""
    g = position(oc, p1={"hand": ["KW-89"], "battle": [{"id": "r", "cards": ["ST1-03"]}]})
    play(g, "option KW-89")
    assert kind(g) == "main" and len(battle(g, "p1")) == 2


def test_2_9_2_a_token_without_a_level_has_none(oc):
    """2-9-2: no level; level filters don't find it; a Lv.4 card's
    requirement (Lv.3) doesn't match it."""
    g = position(oc, p1={"hand": ["KW-89", "ST1-07"], "battle": [{"id": "r", "cards": ["ST1-03"]}]})
    play(g, "option KW-89")
    (pid,) = [p for p in battle(g, "p1") if p != "r"]
    assert battle(g, "p1")[pid]["level"] is None
    assert not any(m.startswith(f"digivolve {pid}") for m in legal(g))


def test_2_9_2_a_digimon_without_a_level_isnt_chosen_by_level(oc):
    """Only Agumon (Lv.3) can be chosen: it is deleted without a question."""
    g = position(oc, p1={"hand": ["KW-89", "KW-95"], "battle": [{"id": "r", "cards": ["ST1-03"]}]})
    play(g, "option KW-89", "option KW-95")
    assert "r" not in battle(g, "p1") and len(battle(g, "p1")) == 1


def test_2_9_2_a_digimon_card_can_be_printed_without_a_level():
    card = Card.model_validate(NO_LEVEL)
    assert card.level is None
    assert (
        card_summary(card)
        == "KW-87 Mon 87 · Digimon · red · Lv.— · play cost 2 · 4000 DP · from red Lv.3 for 2"
    )


def test_2_9_2_played_it_has_no_level(oc):
    """2-9-2: played, it has no level; "level 5 or lower" can't choose it
    (only Agumon is deleted, without a question); Greymon (from Lv.3) can't digivolve on it."""
    g = position(
        oc,
        p1={"hand": ["KW-87", "KW-95", "ST1-07"], "battle": [{"id": "r", "cards": ["ST1-03"]}]},
        memory=5,
    )
    play(g, "play KW-87")
    (pid,) = [p for p in battle(g, "p1") if p != "r"]
    assert battle(g, "p1")[pid]["level"] is None and battle(g, "p1")[pid]["dp"] == 4000
    assert f"digivolve {pid} ST1-07" not in legal(g) and "digivolve r ST1-07" in legal(g)
    play(g, "option KW-95")
    assert list(battle(g, "p1")) == [pid]


def shielded_position(oc, hand):
    return position(
        oc,
        p1={"hand": hand, "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-96"]}]},
        memory=5,
    )


def test_15_15_5_1_an_option_effect_doesnt_affect_it(oc):
    """15-15-5-1, 15-15-5-3: chosen by the Option's effect, it isn't deleted."""
    g = shielded_position(oc, ["KW-90"])
    play(g, "option KW-90")
    assert "s" in battle(g, "p2")
    assert any("(15-15-5-1)" in line for line in state(g)["log"])


def test_15_15_5_1_a_lasting_option_effect_doesnt_change_its_dp(oc):
    g = shielded_position(oc, ["KW-93"])
    play(g, "option KW-93")
    assert battle(g, "p2")["s"]["dp"] == 3000


def test_15_15_5_1_a_digimon_effect_still_affects_it(oc):
    g = shielded_position(oc, ["KW-97"])
    play(g, "play KW-97")
    assert battle(g, "p2")["s"]["dp"] == 1000


def test_15_15_5_the_shield_is_written_on_the_card():
    assert effect_text(Effect.model_validate(SHIELD)) == (
        "This Digimon isn't affected by the effects of Option cards."
    )


def test_15_12_1_4_a_tamer_treated_as_a_digimon_attacks_and_is_attacked(oc):
    """15-12-1-4, 2-9-2: a Digimon with the effect's DP and no level, and a Tamer too."""
    g = position(
        oc,
        p1={"battle": [{"id": "t", "cards": ["KW-98"]}]},
        p2={"battle": [{"id": "u", "cards": ["KW-98"], "suspended": True}]},
        memory=3,
    )
    t = battle(g, "p1")["t"]
    assert (t["kind"], t["dp"], t["level"]) == ("digimon", 3000, None)
    assert {"attack t player", "attack t u"} <= set(legal(g))
    play(g, "attack t u")
    assert battle(g, "p1") == {} and battle(g, "p2") == {}  # 3000 against 3000: both deleted


def test_15_12_1_4_effects_on_tamers_reach_it_too(oc):
    g = position(oc, p1={"hand": ["KW-99"], "battle": [{"id": "t", "cards": ["KW-98"]}]})
    play(g, "option KW-99")
    assert battle(g, "p1")["t"]["dp"] == 5000


def test_15_12_1_4_the_tamer_line_is_written_on_the_card():
    assert effect_text(Effect.model_validate(TAMER_DIGIMON["effects"][0])) == (
        "This Tamer is also treated as a Digimon with 3000 DP."
    )


def test_15_12_1_4_a_tamer_treated_as_a_digimon_at_0_dp_is_deleted_by_the_rule_check(oc):
    """17-1-3-1-1, 17-1-3-2-1, 15-12-1-4: -5000 DP takes its 3000 DP to 0; the rule check deletes
    it as it
    would a Digimon (its [On Deletion] and "when deleted" effects would follow), it isn't
    trashed as a Digimon without DP."""
    g = position(
        oc,
        p1={"hand": ["KW-93"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-98"]}]},
        memory=3,
    )
    play(g, "option KW-93")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["trash"] == ["KW-98"]
    assert any("is deleted (0 DP, 17-1-3-1-1, 17-1-3-2-1)" in line for line in state(g)["log"])


def test_15_12_1_4_a_tamer_no_longer_treated_as_a_digimon_isnt_checked_for_dp(oc):
    """A plain Tamer has no DP and stays: only Digimon are deleted or trashed by the DP
    check (17-1-3-1-1, 17-1-3-2-1)."""
    g = position(
        oc,
        p1={"hand": ["KW-93"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-80"]}, {"id": "d", "cards": ["TST-3000"]}]},
        memory=3,
    )
    play(g, "option KW-93")
    assert set(battle(g, "p2")) == {"t"}


def test_15_12_1_4_a_tamer_played_isnt_a_digimon_played(oc):
    """15-12-1-4: the Tamer is played as a Tamer and only then treated as a Digimon, so
    "when one of your other Digimon is played" doesn't trigger (no [Echo] Token)."""
    g = position(oc, p1={"hand": ["KW-98"], "battle": [{"id": "e", "cards": ["KW-88"]}]}, memory=3)
    play(g, "play KW-98")
    assert sorted(c["name"] for c in battle(g, "p1").values()) == ["Fighting Tamer", "Mon 88"]
    assert battle(g, "p1")[next(p for p in battle(g, "p1") if p != "e")]["kind"] == "digimon"
