"""Every Power Option and every Digimon special effect of the Starter Set, played; then
the parts of the effect language no Starter Set card uses, on cards made for the test."""

from __future__ import annotations

import pytest
from arena_positions import WAIT, asks, at, legal, made_up_cards, play, side

from digimon_tui.arena import queries as q
from digimon_tui.arena.cards import DigimonCard
from digimon_tui.arena.loader import arena_cards
from digimon_tui.arena.text import card_text
from digimon_tui.loop.moves import IllegalMove

TESTED = {
    "ST-15", "ST-33", "ST-34", "ST-40", "ST-45",
    "ST-52", "ST-53", "ST-54", "ST-56", "ST-57", "ST-58", "ST-59", "ST-60", "ST-61", "ST-62",
}  # fmt: skip


def test_every_card_with_an_effect_is_tested_here():
    cards = arena_cards()
    with_effects = {n for n, c in cards.items() if c.effects}
    assert with_effects == TESTED


# ---- Power Blasts -----------------------------------------------------------------------------


def test_st_52_blitz_sends_three_of_the_winners_online_offline_when_you_lose():
    g = at(side(["ST-01"], ["ST-52"]), side(["ST-13"], WAIT))
    play(g, "option ST-52", "pass")
    assert g.sides[1].score == 100  # Patamon 360 beats Agumon 230
    assert g.sides[1].offline == ["ST-34"] * 3 and len(g.sides[1].online) == 17
    assert "Blitz: 3 card(s) of p2's Online go Offline" in g.log_lines


def test_st_52_blitz_does_nothing_when_you_win():
    g = at(side(["ST-13"], ["ST-52"]), side(["ST-01"], WAIT))
    play(g, "option ST-52", "pass")
    assert g.sides[0].score == 100 and g.sides[1].offline == []


def test_st_53_metal_attack_adds_50_for_a_card_from_the_hand():
    g = at(side(["ST-01"], ["ST-53", "ST-17", "ST-14"]), side(["ST-13"], WAIT))
    play(g, "option ST-53")
    assert asks(g) == ("pay", "p1") and legal(g) == ["pay ST-17", "pay ST-14"]
    play(g, "pay ST-14")
    assert q.power(g, 0) == 280 and g.sides[0].offline == ["ST-14"]


def test_st_54_counter_attack_doubles_against_a_higher_level_after_additions():
    p1 = side(["ST-03", "ST-04"], ["ST-54", "ST-53", "ST-52", "ST-17"])
    g = at(p1, side(["ST-07", "ST-08", "ST-28"], WAIT))
    play(g, "option ST-54")
    assert q.power(g, 0) == 820  # Birdramon: 410 against RED, doubled
    play(g, "pass", "option ST-53", "pay ST-17")
    assert q.power(g, 0) == 920  # (410 + 50) x 2
    play(g, "pass")
    assert g.sides[0].score == 200  # beat an Ultimate: Birdramon's SCORE row


def test_st_54_counter_attack_is_refused_against_the_same_level_and_with_a_rookie():
    g = at(side(["ST-03", "ST-04"], ["ST-54", "ST-52"]), side(["ST-01", "ST-02"], WAIT))
    with pytest.raises(IllegalMove, match="^C: Counter Attack doesn't work against Greymon"):
        g.apply("option ST-54")
    g = at(side(["ST-01"], ["ST-54", "ST-52"]), side(["ST-07", "ST-08"], WAIT))
    with pytest.raises(IllegalMove, match="^C: Counter Attack can't be used with a Rookie"):
        g.apply("option ST-54")


def test_st_57_downgrade_sends_either_champion_offline():
    p1 = side(["ST-01", "ST-02"], ["ST-57", "ST-17", "ST-17"])
    g = at(p1, side(["ST-13", "ST-14"], WAIT))
    play(g, "option ST-57")  # the payment: one kind of card, no question
    assert asks(g) == ("downgrade", "p1")
    assert legal(g) == ["downgrade p1", "downgrade p2"]
    play(g, "downgrade p2")
    assert g.sides[1].duel == ["ST-13"] and g.sides[1].offline == ["ST-14"]
    assert "Downgrade: Angemon (ST-14) goes Offline; Patamon duels on" in g.log_lines
    g = at(side(["ST-01", "ST-02"], ["ST-57", "ST-17"]), side(["ST-13", "ST-14"], WAIT))
    play(g, "option ST-57", "downgrade p1")
    assert g.sides[0].duel == ["ST-01"] and "ST-02" in g.sides[0].offline


def test_st_57_downgrade_needs_a_champion_and_takes_the_only_one_without_asking():
    g = at(side(["ST-01"], ["ST-57", "ST-17", "ST-52"]), side(["ST-13"], WAIT))
    with pytest.raises(IllegalMove, match="^C: Downgrade needs a Champion on top of a Duel Zone"):
        g.apply("option ST-57")
    g = at(side(["ST-01"], ["ST-57", "ST-17"]), side(["ST-13", "ST-14"], WAIT))
    play(g, "option ST-57")
    assert "p1: downgrade p2 (the only choice)" in g.log_lines
    assert g.sides[1].duel == ["ST-13"]


def test_st_58_digi_duel_costs_three_online_cards_and_doubles_the_winners_score():
    p1 = side(["ST-03", "ST-04"], ["ST-58", "ST-58", "ST-53", "ST-53"])
    g = at(p1, side(["ST-01", "ST-02"], ["ST-53"] * 4))
    play(g, "option ST-58")
    assert len(g.sides[0].online) == 17 and g.sides[0].offline == ["ST-34"] * 3
    play(g, "option ST-53")  # p2: Greymon 390
    with pytest.raises(IllegalMove, match="^C: only one Digi-Duel per duel"):
        g.apply("option ST-58")
    play(g, "pass", "pass")
    assert g.sides[0].score == 200  # Birdramon 410 beats a Champion: 100, doubled


def test_st_58_digi_duel_not_after_the_opponent_passes_nor_with_a_rookie():
    g = at(side(["ST-03", "ST-04"], ["ST-58", "ST-52"]), side(["ST-01", "ST-02"], WAIT), first=1)
    play(g, "pass")
    with pytest.raises(IllegalMove, match="^C: Digi-Duel can't be used after your opponent passes"):
        g.apply("option ST-58")
    g = at(side(["ST-03"], ["ST-58", "ST-52"]), side(["ST-01"], WAIT))
    with pytest.raises(IllegalMove, match="^C: Digi-Duel can't be used with a Rookie"):
        g.apply("option ST-58")


def test_st_58_digi_duel_scores_nothing_more_when_you_lose():
    g = at(side(["ST-01", "ST-02"], ["ST-58", "ST-52"]), side(["ST-13"], WAIT))
    play(g, "option ST-58", "pass", "pass")
    assert g.sides[0].score == 0 and g.sides[1].score == 200  # Patamon beats Greymon


# ---- Digivolve options ---------------------------------------------------------------------------


def test_st_56_ultra_digivolve_ignores_the_requirements_and_costs_the_rest_of_the_hand():
    p1 = side(["ST-13"], ["ST-02", "ST-56", "ST-53", "ST-52"])
    g = at(p1, side(["ST-01"], WAIT))
    assert legal(g) == ["place ST-02 ST-56", "no-place"]  # Greymon doesn't name Patamon
    play(g, "place ST-02 ST-56", "digivolve")
    s = g.sides[0]
    assert s.duel == ["ST-13", "ST-02"] and s.port == ["ST-56"] and s.hand == []
    assert sorted(s.offline) == ["ST-52", "ST-53"]


def test_st_56_ultra_digivolve_takes_a_champion_to_an_ultimate_without_a_digivice():
    p1 = side(["ST-01", "ST-02"], ["ST-30", "ST-56"])
    g = play(at(p1, side(["ST-13"], WAIT)), "place ST-30 ST-56", "digivolve")
    assert g.sides[0].duel[-1] == "ST-30"


DIGIVICES = [
    ("ST-59", ["ST-07", "ST-08"], "ST-28", "ST-32"),  # RED: MegaKabuterimon, not SkullGreymon
    ("ST-60", ["ST-01", "ST-02"], "ST-29", None),  # GREEN: Triceramon
    ("ST-60", ["ST-07", "ST-08"], "ST-32", "ST-28"),  # YELLOW: SkullGreymon, not MegaKabuterimon
    ("ST-61", ["ST-07", "ST-08"], "ST-28", "ST-32"),  # RED
    ("ST-61", ["ST-01", "ST-02"], "ST-29", "ST-32"),  # GREEN
    ("ST-62", ["ST-07", "ST-08"], "ST-32", "ST-28"),  # YELLOW
    ("ST-59", ["ST-07", "ST-08", "ST-28"], "ST-33", None),  # a RED Mega
]


@pytest.mark.parametrize("digivice, duel, fits, does_not", DIGIVICES)
def test_st_59_to_62_each_digivice_fits_the_types_it_names(digivice, duel, fits, does_not):
    hand = [fits, digivice] + ([does_not] if does_not else [])
    g = at(side(duel, hand), side(["ST-13"], WAIT))
    assert f"place {fits} {digivice}" in legal(g)
    if does_not:
        assert f"place {does_not} {digivice}" not in legal(g)
        with pytest.raises(IllegalMove, match=r"^B\.6a: .* doesn't digivolve to a"):
            g.apply(f"place {does_not} {digivice}")
    play(g, f"place {fits} {digivice}", "digivolve")
    assert g.sides[0].duel[-1] == fits and g.sides[0].port == [digivice]


# ---- Digimon special effects ---------------------------------------------------------------------


def test_st_15_nanimon_sends_a_card_of_the_losers_online_offline_when_it_wins():
    g = at(side(["ST-03", "ST-15"], WAIT), side(["ST-13"], WAIT))
    play(g, "pass", "pass")  # Nanimon 220 against GREEN, Patamon 150 against YELLOW
    assert g.sides[0].score == 100
    assert g.sides[1].offline == ["ST-34"] and len(g.sides[1].online) == 19
    assert "Nanimon: 1 card(s) of p2's Online go Offline" in g.log_lines


@pytest.mark.parametrize(
    "duel, hand, moves",
    [
        (["ST-07", "ST-08", "ST-28"], ["ST-33", "ST-59"], ["place ST-33 ST-59", "digivolve"]),
        (["ST-01", "ST-02", "ST-29"], ["ST-34", "ST-30"], ["place ST-34", "digivolve ST-30"]),
        (["ST-11", "ST-37", "ST-39"], ["ST-40", "ST-28"], ["place ST-40", "digivolve ST-28"]),
    ],
    ids=["ST-33", "ST-34", "ST-40"],
)
def test_megas_score_300_when_digivolved_to(duel, hand, moves):
    g = play(at(side(duel, [*hand, *WAIT]), side(["ST-13"], WAIT)), *moves)
    assert g.sides[0].score == 300
    mega = g.cards[g.sides[0].duel[-1]].name
    assert f"{mega}: p1 scores 300" in g.log_lines


def test_a_mega_scoring_300_can_win_the_game_in_the_digivolve_phase():
    p1 = side(["ST-07", "ST-08", "ST-28"], ["ST-33", "ST-59"], score=800)
    g = play(at(p1, side(["ST-13"], WAIT)), "place ST-33 ST-59", "digivolve")
    assert g.winner == "p1" and g.pending is None and g.phase == "over"


def test_st_45_bakemon_sends_the_opponents_digimon_offline_on_a_tie():
    g = at(side(["ST-42", "ST-45"], WAIT), side(["ST-42", "ST-45"], WAIT))
    play(g, "pass", "pass")
    assert g.sides[0].duel == ["ST-42"] and g.sides[1].duel == ["ST-42"]
    assert g.sides[0].offline == ["ST-45"] and g.sides[1].offline == ["ST-45"]
    assert (g.sides[0].score, g.sides[1].score) == (0, 0)


def test_fly_swim_and_dig_are_printed_and_change_nothing():
    cards = arena_cards()
    with_ability = [c for c in cards.values() if isinstance(c, DigimonCard) and c.ability]
    assert {c.ability for c in with_ability} == {"fly", "swim", "dig"}
    for c in with_ability:
        assert card_text(c)[0].endswith(f" · {c.ability.title()}")
    g = at(side(["ST-03"], WAIT), side(["ST-01"], WAIT))  # Biyomon (Fly) and Agumon: 140 each
    play(g, "pass", "pass")
    assert "a tie at 140: no points, the Digimon stay (D)" in g.log_lines


# ---- the rest of the effect language, on made-up cards ------------------------------------------


def test_add_power_against_a_type_works_only_against_that_type():
    cards = made_up_cards()
    g = at(side(["ST-13"], ["TS-01", "ST-52"]), side(["ST-01"], WAIT), cards=cards)
    play(g, "option TS-01")
    assert q.power(g, 0) == 460  # Patamon 360 against RED, + 100
    g = at(side(["ST-01"], ["TS-01", "ST-52"]), side(["ST-13"], WAIT), cards=cards)
    with pytest.raises(IllegalMove, match="^C: Red Fury doesn't work against Patamon"):
        g.apply("option TS-01")
    assert card_text(cards["TS-01"])[1:3] == [
        "Add 100 to your Digimon Power against a RED opponent.",
        "Use only against such an opponent.",
    ]


def test_double_power_against_a_type():
    g = at(side(["ST-01"], ["TS-02", "ST-52"]), side(["ST-24"], WAIT), cards=made_up_cards())
    play(g, "option TS-02")
    assert q.power(g, 0) == 760  # Agumon 380 against YELLOW Otamamon, doubled


def test_a_kept_card_stays_on_the_power_port_and_keeps_working():
    cards = made_up_cards()
    g = at(side(["ST-13"], ["TS-03", "ST-17"]), side(["ST-01"], WAIT), cards=cards)
    play(g, "option TS-03", "pass")
    assert g.sides[0].score == 100 and g.sides[0].port == ["TS-03"]
    assert card_text(cards["TS-03"])[-1] == "Keep this card on the Power Port."
    play(g, "done", "done")  # the regroup; the next duel starts
    assert g.duel == 2 and q.power(g, 0) == 390  # Patamon 360 + 30, still


def test_a_kept_card_goes_offline_when_online_runs_out():
    p1 = side(["ST-13"], ["TS-03", "ST-17"], online=["ST-17"] * 2, offline=["ST-23"] * 9)
    g = at(p1, side(["ST-01"], WAIT), cards=made_up_cards())
    play(g, "option TS-03", "pass", "done")
    s = g.sides[0]
    assert s.port == [] and "TS-03" in s.hand + s.online


def test_score_when_played_and_on_a_tie():
    cards = made_up_cards()
    g = at(side(["ST-01"], ["TS-04", "ST-52"]), side(["ST-03"], WAIT), cards=cards)
    play(g, "option TS-04")
    assert g.sides[0].score == 100
    play(g, "pass", "pass")  # Agumon and Biyomon: 140 each
    assert g.sides[0].score == 150
    assert card_text(cards["TS-04"])[1:3] == ["Score 100.", "If the duel ends in a tie, score 50."]


def test_sending_your_own_online_offline():
    g = at(side(["ST-01"], ["TS-05", "ST-52"]), side(["ST-13"], WAIT), cards=made_up_cards())
    play(g, "option TS-05")
    assert g.sides[0].offline == ["ST-34", "ST-34"] and len(g.sides[0].online) == 18
