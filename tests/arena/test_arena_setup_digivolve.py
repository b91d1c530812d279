"""Arena rules A (set-up) and B (the digivolve phase), step by step."""

from __future__ import annotations

import pytest
from arena_positions import WAIT, asks, at, legal, play, side, starter_decks

from digimon_tui.arena import legal as legal_rules
from digimon_tui.arena import queries as q
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.loop.moves import IllegalMove


def new_game(seed: int = 3) -> ArenaGame:
    return ArenaGame(arena_cards(), starter_decks(), seed=seed)


# ---- A. set-up --------------------------------------------------------------------------


def test_a1_each_player_secretly_chooses_a_rookie_from_the_deck():
    g = new_game()
    assert asks(g) == ("rookie", "p1")
    assert all(q.is_rookie(g, m.args[0]) for m in g.legal_moves())
    assert {m.args[0] for m in g.legal_moves()} == {
        n for n in starter_decks()[0] if q.is_rookie(g, n)
    }
    play(g, "rookie ST-09")
    assert asks(g) == ("rookie", "p2")
    assert not any("ST-09" in line or "Palmon" in line for line in g.log_lines)
    assert g.sides[0].rookie_face_down


def test_a1_a_card_that_is_not_a_rookie_is_refused():
    g = new_game()
    with pytest.raises(IllegalMove, match=r"^A\.1: ST-02 is not a Rookie in your deck"):
        g.apply("rookie ST-02")


def test_a2_the_other_29_are_shuffled_10_dealt_19_online():
    g = play(new_game(), "rookie ST-01", "rookie ST-05")
    for s, rookie, deck in zip(g.sides, ("ST-01", "ST-05"), starter_decks(), strict=True):
        assert s.duel == [rookie]
        assert len(s.hand) == 10 and len(s.online) == 19
        rest = list(deck)
        rest.remove(rookie)
        assert sorted(s.hand + s.online) == sorted(rest)


def test_a3_both_rookies_are_turned_over():
    g = play(new_game(), "rookie ST-01", "rookie ST-05")
    assert not g.sides[0].rookie_face_down and not g.sides[1].rookie_face_down
    assert "p1 turns over Agumon (ST-01) (A.3)" in g.log_lines
    assert "p2 turns over Gabumon (ST-05) (A.3)" in g.log_lines


def test_a_power_is_the_printed_value_against_the_opponents_battle_type():
    g = at(side(["ST-01"]), side(["ST-13"]))
    assert q.power(g, 0) == 230  # Agumon against GREEN Patamon
    assert q.power(g, 1) == 360  # Patamon against RED Agumon
    g = at(side(["ST-01"]), side(["ST-24"]))
    assert q.power(g, 0) == 380  # Agumon against YELLOW Otamamon


# ---- B. placing face down ------------------------------------------------------------------


def test_b_each_player_places_in_secret_one_decision_each():
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-53"]), side(["ST-03"], ["ST-04", "ST-53"]))
    assert asks(g) == ("place", "p1")
    assert legal(g) == ["place ST-02", "no-place"]
    play(g, "place ST-02")
    assert asks(g) == ("place", "p2")
    # In effect at once: nothing of p1's choice shows while p2 chooses (B).
    assert g.sides[0].digivolve_zone is None and len(g.sides[0].hand) == 3
    assert not any("places" in line or "ST-02" in line for line in g.log_lines)
    play(g, "no-place")
    assert g.sides[0].digivolve_zone == "ST-02" and "ST-02" not in g.sides[0].hand
    assert g.log_lines[-2:] == [
        "p1 places a card face down on the Digivolve Zone (B)",
        "p2 places nothing on the Digivolve Zone (B)",
    ]
    assert not any("ST-02" in line or "Greymon" in line for line in g.log_lines)


def test_b_the_card_must_name_the_duel_zone_digimon():
    g = at(side(["ST-13"], ["ST-02", "ST-14", "ST-53", "ST-04"]), side(["ST-01"]))
    assert legal(g) == ["place ST-14", "no-place"]  # Angemon names Patamon
    with pytest.raises(IllegalMove, match="^B: Greymon's digivolve requirements don't name"):
        g.apply("place ST-02")


def test_b_only_the_next_level_one_level_per_duel():
    g = at(side(["ST-01"], ["ST-02", "ST-29", "ST-53", "ST-53"]), side(["ST-13"]))
    with pytest.raises(IllegalMove, match="one level per duel"):
        g.apply("place ST-29")


def test_b_a_player_must_be_prepared_to_meet_the_requirements():
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-08"]), side(["ST-13"]))
    assert legal(g) == ["place ST-02", "no-place"]  # Greymon: 2 other cards, there are 2
    g = at(side(["ST-03"], ["ST-19", "ST-04"]), side(["ST-13"]))
    assert legal(g) == ["place ST-04", "no-place"]  # Birdramon: 1 card; Dokugumon: 2
    with pytest.raises(IllegalMove, match=r"^B\.6: .* sends 2 card\(s\) .* you would have 1"):
        g.apply("place ST-19")


def test_b_a_mega_has_no_next_level():
    g = at(side(["ST-07", "ST-08", "ST-28", "ST-33"], ["ST-40", "ST-53"]), side(["ST-13"]))
    assert "p1 places nothing on the Digivolve Zone (B)" in g.log_lines
    problem = legal_rules.placement_problem(g, 0, "ST-40", None)
    assert problem.startswith("B: HerculesKabuterimon is a Mega: there is no next level")


# ---- B.4 - B.8 ---------------------------------------------------------------------------------


def test_b4_the_coin_is_flipped_after_both_have_placed():
    g = play(new_game(7), "rookie ST-01", "rookie ST-05")
    while asks(g)[0] == "place":
        play(g, "no-place")
    coin = next(i for i, line in enumerate(g.log_lines) if line.startswith("the coin"))
    placed = [i for i, line in enumerate(g.log_lines) if "on the Digivolve Zone (B)" in line]
    assert len(placed) == 2 and max(placed) < coin
    assert g.first in (0, 1)


def test_b4_the_coin_depends_on_the_seed_only():
    firsts = set()
    for seed in range(12):
        g = play(new_game(seed), "rookie ST-01", "rookie ST-05")
        while g.pending and asks(g)[0] == "place":
            play(g, "no-place")
        firsts.add(g.first)
        again = play(new_game(seed), "rookie ST-01", "rookie ST-05")
        while again.pending and asks(again)[0] == "place":
            play(again, "no-place")
        assert again.first == g.first
    assert firsts == {0, 1}


def test_b5_the_first_player_turns_over_first_then_b7_the_second_may_digivolve():
    p1 = side(["ST-01"], ["ST-02", "ST-53", "ST-52"])
    p2 = side(["ST-03"], ["ST-04", "ST-52", "ST-53", "ST-53"])
    g = play(at(p1, p2, first=1), "place ST-02", "place ST-04")
    assert asks(g) == ("digivolve", "p2")  # p2 won the toss
    play(g, "digivolve", "pay ST-52")  # Birdramon: 1 card
    assert g.sides[1].duel == ["ST-03", "ST-04"] and g.sides[1].offline == ["ST-52"]
    assert asks(g) == ("digivolve", "p1")  # B.7: p1 answers, having seen Birdramon
    assert g.pending.prompt.startswith("B.5: digivolve Agumon into Greymon")
    play(g, "digivolve", "pay ST-53")  # the second payment has one card left: no question
    assert g.sides[0].duel == ["ST-01", "ST-02"] and g.sides[0].hand == []


def test_b6_a_champion_costs_the_printed_number_of_hand_cards():
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-52", "ST-54"]), side(["ST-13"], WAIT))
    play(g, "place ST-02", "digivolve")
    assert asks(g) == ("pay", "p1") and legal(g) == ["pay ST-53", "pay ST-52", "pay ST-54"]
    play(g, "pay ST-53", "pay ST-52")
    assert g.sides[0].duel == ["ST-01", "ST-02"]
    assert g.sides[0].offline == ["ST-53", "ST-52"] and g.sides[0].hand == ["ST-54"]


def test_b6a_a_digivice_of_the_ultimates_type_goes_on_the_power_port():
    p1 = side(["ST-07", "ST-08"], ["ST-28", "ST-59", "ST-62", "ST-60"])
    g = at(p1, side(["ST-13"], ["ST-53", "ST-53"]))
    assert legal(g) == ["place ST-28 ST-59", "no-place"]  # MegaKabuterimon is RED
    with pytest.raises(IllegalMove, match=r"^B\.6a: Digivice Yellow doesn't digivolve to a RED"):
        g.apply("place ST-28 ST-62")
    with pytest.raises(IllegalMove, match=r"^B\.6a: MegaKabuterimon needs a DIGIVICE"):
        g.apply("place ST-28")
    play(g, "place ST-28 ST-59")
    assert g.sides[0].port_face_down == "ST-59" and g.sides[0].port == []
    play(g, "digivolve")
    assert g.sides[0].duel[-1] == "ST-28" and g.sides[0].port == ["ST-59"]
    assert g.sides[0].port_face_down is None


def test_b6a_the_digivice_requirement_must_name_the_duel_zone_digimon():
    g = at(side(["ST-07", "ST-08"], ["ST-28", "ST-29", "ST-59", "ST-61"]), side(["ST-13"]))
    assert legal(g) == ["place ST-28 ST-59", "place ST-28 ST-61", "no-place"]
    with pytest.raises(IllegalMove, match=r"^B: Triceramon's digivolve requirements don't name"):
        g.apply("place ST-29")
    with pytest.raises(IllegalMove, match=r"^B\.6a: Triceramon has no DIGIVICE requirement naming"):
        g.apply("place ST-29 ST-61")


def test_b6b_dna_puts_the_other_named_digimon_face_up_on_the_power_port():
    g = at(side(["ST-23", "ST-25"], ["ST-30", "ST-27", "ST-53"]), side(["ST-13"], ["ST-53"] * 2))
    assert legal(g) == ["place ST-30", "no-place"]
    play(g, "place ST-30")
    assert legal(g) == ["digivolve ST-27", "pass"]
    play(g, "digivolve ST-27")
    assert g.sides[0].duel == ["ST-23", "ST-25", "ST-30"] and g.sides[0].port == ["ST-27"]
    assert "DNA: Gekomon goes face up on the Power Port (B.6b)" in g.log_lines


def test_b6b_dna_needs_the_partner_in_hand():
    g = at(side(["ST-23", "ST-25"], ["ST-30", "ST-26", "ST-28", "ST-59"]), side(["ST-13"]))
    assert legal(g) == ["place ST-28 ST-59", "no-place"]
    with pytest.raises(IllegalMove, match=r"^B\.6b: DNA digivolving to Piximon needs the other"):
        g.apply("place ST-30")


def test_b8_use_it_or_lose_it():
    g = at(side(["ST-01"], ["ST-02", "ST-53", "ST-52"]), side(["ST-13"]))
    play(g, "place ST-02", "pass")
    assert g.sides[0].duel == ["ST-01"] and g.sides[0].offline == ["ST-02"]
    assert "p1 passes: Greymon to Offline (B.8)" in g.log_lines


def test_b8_a_digivice_placed_with_the_card_is_lost_too():
    g = at(side(["ST-07", "ST-08"], ["ST-28", "ST-59", "ST-53"]), side(["ST-13"], ["ST-53"] * 2))
    play(g, "place ST-28 ST-59", "pass")
    assert g.sides[0].offline == ["ST-28", "ST-59"] and g.sides[0].port == []


def test_b8_a_player_with_nothing_to_digivolve_must_pass():
    g = at(side(["ST-01"], ["ST-53", "ST-53"]), side(["ST-13"], ["ST-53", "ST-53"]))
    assert asks(g) == ("battle", "p1")  # nothing to place: both passed without a question
    assert "p1: no-place (the only choice)" not in g.log_lines  # secret kinds aren't echoed
    assert "p1 places nothing on the Digivolve Zone (B)" in g.log_lines
    assert "p1 has nothing to digivolve: passes (B.8)" in g.log_lines


def test_b_only_one_level_per_duel():
    p1 = side(["ST-01"], ["ST-02", "ST-29", "ST-59", "ST-61", "ST-53", "ST-53"])
    g = play(at(p1, side(["ST-13"], ["ST-53", "ST-53"])), "place ST-02", "digivolve")
    play(g, "pay ST-53", "pay ST-59")
    assert asks(g) == ("battle", "p1")  # Triceramon waits for the next duel
    assert g.sides[0].duel == ["ST-01", "ST-02"]
