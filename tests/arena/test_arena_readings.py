"""The readings of NOTATION.md where the rules text is silent, those not already shown by
the rules and card tests."""

from __future__ import annotations

import pytest
from arena_positions import WAIT, asks, at, legal, made_up_cards, play, side

from digimon_tui.arena import legal as rules
from digimon_tui.arena import queries as q
from digimon_tui.loop.moves import IllegalMove


def test_reading_1_the_regroup_asks_p1_then_p2():
    g = at(side(["ST-01"], ["ST-17"]), side(["ST-05"], ["ST-17"]))
    assert asks(g) == ("discard", "p1")
    play(g, "done")
    assert asks(g) == ("discard", "p2")


def test_reading_4_ultimate_in_a_dna_requirement_is_any_ultimate_either_way_round():
    # Pukumon: "MarineDevimon + Ultimate". With Zudomon (an Ultimate) showing, MarineDevimon
    # from the hand is the partner; with MarineDevimon showing, any Ultimate is.
    g = at(side(["ST-11", "ST-12", "ST-38"], ["ST-40", "ST-39", "ST-52"]), side(["ST-13"], WAIT))
    assert legal(g) == ["place ST-40", "no-place"]
    play(g, "place ST-40")
    assert legal(g) == ["digivolve ST-39", "pass"]
    play(g, "digivolve ST-39")
    assert g.sides[0].duel[-1] == "ST-40" and g.sides[0].port == ["ST-39"]
    g = at(side(["ST-11", "ST-37", "ST-39"], ["ST-40", "ST-38"]), side(["ST-13"], WAIT))
    assert legal(g) == ["place ST-40", "no-place"]  # MarineDevimon showing, Zudomon the partner


def test_reading_4_a_dna_requirement_still_needs_its_named_digimon():
    # Zudomon showing and only other Ultimates in hand: "MarineDevimon + Ultimate" is not met.
    g = at(side(["ST-11", "ST-12", "ST-38"], ["ST-40", "ST-37", "ST-52"]), side(["ST-13"], WAIT))
    assert g.sides[0].digivolve_zone is None  # nothing could be placed
    problem = rules.placement_problem(g, 0, "ST-40", None)
    assert problem == "B.6b: DNA digivolving to Pukumon needs the other Digimon in your hand"


def test_reading_5_the_dna_partner_goes_offline_at_the_end_of_the_duel():
    p1 = side(["ST-23", "ST-25"], ["ST-30", "ST-27", *WAIT])
    g = play(at(p1, side(["ST-13"], WAIT)), "place ST-30", "digivolve ST-27")
    assert g.sides[0].port == ["ST-27"]
    play(g, "pass", "pass")
    assert g.sides[0].port == [] and "ST-27" in g.sides[0].offline
    assert g.sides[0].duel[-1] == "ST-30"  # Piximon won and stays


def test_reading_5_a_dna_partner_does_not_fit_a_digivice_placement():
    p1 = side(["ST-07", "ST-08"], ["ST-28", "ST-59", "ST-25"])
    g = play(at(p1, side(["ST-13"], WAIT)), "place ST-28 ST-59")
    assert legal(g) == ["digivolve", "pass"]
    with pytest.raises(IllegalMove, match=r"^B\.6a: you placed Digivice Red with MegaKabuterimon"):
        g.apply("digivolve ST-25")


def test_reading_7_each_doubling_card_doubles_again():
    p1 = side(["ST-03", "ST-04"], ["ST-54", "ST-54", "ST-52"])
    g = at(p1, side(["ST-07", "ST-08", "ST-28"], ["ST-53"] * 4))
    play(g, "option ST-54", "option ST-53", "option ST-54")
    assert q.power(g, 0) == 410 * 4


def test_reading_7_a_doubling_lasts_only_while_its_condition_holds():
    # Yellow Twice doubles against YELLOW Togemon; Downgrade then shows RED Palmon under it.
    p1 = side(["ST-01"], ["TS-02", "ST-57", "ST-17", "ST-52"])
    g = at(p1, side(["ST-09", "ST-10"], ["ST-53"] * 4), cards=made_up_cards())
    play(g, "option TS-02")
    assert q.power(g, 0) == 380 * 2
    play(g, "option ST-53", "option ST-57", "pay ST-17")
    assert q.top(g, 1).name == "Palmon" and q.power(g, 0) == 140


def test_reading_8_one_digi_duel_per_player_per_duel():
    p1 = side(["ST-03", "ST-04"], ["ST-58", "ST-52"])
    g = at(p1, side(["ST-01", "ST-02"], ["ST-58", "ST-52"]))
    play(g, "option ST-58", "option ST-58")
    assert g.sides[0].port == ["ST-58"] and g.sides[1].port == ["ST-58"]


def test_reading_10_reaching_the_target_ends_the_game_before_the_losers_effects():
    g = at(side(["ST-13"], WAIT, score=900), side(["ST-01"], ["ST-52"]))
    play(g, "pass", "option ST-52")
    assert g.winner == "p1" and len(g.sides[0].online) == 20  # Blitz never happened


def test_reading_10_the_winners_effects_happen_before_the_losers():
    # Nanimon wins (1 card of p2's Online) and p2's Blitz (3 of p1's): winner's first.
    g = at(side(["ST-03", "ST-15"], WAIT), side(["ST-13"], ["ST-52"]))
    play(g, "pass", "option ST-52")
    nanimon = g.log_lines.index("Nanimon: 1 card(s) of p2's Online go Offline")
    blitz = g.log_lines.index("Blitz: 3 card(s) of p1's Online go Offline")
    assert nanimon < blitz


def test_reading_13_an_option_swept_offline_by_a_reshuffle_loses_its_effect():
    # Digi-Duel's own cost empties Online: it is swept away before the duel is won.
    p1 = side(["ST-03", "ST-04"], ["ST-58", "ST-52"], online=["ST-17"] * 3)
    g = at(p1, side(["ST-13"], WAIT))
    play(g, "option ST-58")
    assert g.sides[0].port == [] and g.sides[0].duel == ["ST-03"]


def test_reading_14_a_new_rookie_is_turned_over_by_its_owner_on_their_digivolve_turn():
    # p1 changes to Patamon and places Angemon; p2 won, goes first and decides while
    # Patamon is still face down, then p1 turns both over on p1's own turn.
    g = at(side(["ST-01"], ["ST-13", "ST-14"]), side(["ST-05"], ["ST-06", "ST-17", "ST-17"]))
    play(g, "no-place", "done", "change-rookie ST-13", "done", "place ST-14", "place ST-06")
    assert asks(g) == ("digivolve", "p2") and g.sides[0].rookie_face_down
    assert not any("Patamon" in line for line in g.log_lines)
    play(g, "digivolve", "pay ST-17", "pay ST-17")  # Garurumon costs 2 cards
    assert asks(g) == ("digivolve", "p1") and not g.sides[0].rookie_face_down
    assert g.log_lines[-1] == "p1 turns over the new Rookie Patamon (ST-13) (E)"
    g.apply("digivolve")
    assert g.sides[0].duel == ["ST-13", "ST-14"] and "ST-01" in g.sides[0].offline


def test_reading_14_a_new_rookie_with_nothing_placed_is_turned_over_on_its_turn_too():
    g = at(side(["ST-01"], ["ST-13"]), side(["ST-05"], ["ST-06", "ST-17", "ST-17"]))
    play(g, "no-place", "done", "change-rookie ST-13", "done", "place ST-06")
    assert asks(g) == ("digivolve", "p2") and g.sides[0].rookie_face_down
    play(g, "pass")
    assert not g.sides[0].rookie_face_down
    assert "p1 turns over the new Rookie Patamon (ST-13) (E)" in g.log_lines


def test_reading_18_double_your_score_doubles_the_points_of_the_duel():
    # Digi-Duel: Birdramon beats a Champion for 100 points; doubled to 200, nothing more.
    p1 = side(["ST-03", "ST-04"], ["ST-58", "ST-53", "ST-53"])
    g = at(p1, side(["ST-01", "ST-02"], WAIT))
    play(g, "option ST-58", "pass", "pass")
    assert g.sides[0].score == 200
    assert "p1's Birdramon (410) defeats p2's Champion Greymon (340): 200 points (D)" in (
        g.log_lines
    )
