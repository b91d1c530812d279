"""Arena rules C (the battle phase) and D (winning a duel, scoring, ties, the target)."""

from __future__ import annotations

import pytest
from arena_positions import WAIT, asks, at, legal, play, side, starter_decks

from digimon_tui.arena import legal as legal_rules
from digimon_tui.arena import queries as q
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.loop.moves import IllegalMove

# ---- C. battle ---------------------------------------------------------------------------------


def test_c_power_options_alternate_from_the_player_who_goes_first():
    many = ["ST-53"] * 4
    g = at(side(["ST-01"], ["ST-53", "ST-53", "ST-52", "ST-53"]), side(["ST-13"], many), first=1)
    assert asks(g) == ("battle", "p2")
    play(g, "option ST-53")  # pays with another Metal Attack: the only kind of card left
    assert q.power(g, 1) == 410 and g.sides[1].port == ["ST-53"]
    assert asks(g) == ("battle", "p1")
    play(g, "option ST-53", "pay ST-52")
    assert q.power(g, 0) == 280
    assert asks(g) == ("battle", "p2")


def test_c_a_player_who_passes_plays_no_more_while_the_other_goes_on():
    g = at(side(["ST-01"], ["ST-52", *["ST-53"] * 4]), side(["ST-13"], WAIT))
    assert asks(g) == ("battle", "p1")
    play(g, "option ST-52")
    play(g, "pass")  # p2
    assert asks(g) == ("battle", "p1") and g.sides[1].passed
    play(g, "option ST-53")  # the payment can only be a Metal Attack: no question
    assert asks(g) == ("battle", "p1")  # p2 is not asked again
    assert q.power(g, 0) == 280
    play(g, "option ST-53")
    assert g.sides[0].offline[:4] == ["ST-53"] * 2 + ["ST-52", "ST-53"]
    assert asks(g)[0] == "discard"


def test_c_a_player_with_no_usable_option_is_still_asked():
    # Skipping the question, or logging "the only choice", would tell p2 that p1's hand
    # holds no usable Power Option.
    sides = (side(["ST-01"], ["ST-54"]), side(["ST-13"], WAIT))
    g = ArenaGame(arena_cards(), ((), ()), seed=1, sides=sides)
    g.apply("no-place")
    g.apply("no-place")
    assert asks(g) == ("battle", "p1") and legal(g) == ["pass"]
    g.apply("pass")
    assert asks(g) == ("battle", "p2")
    assert "p1: pass" in g.log_lines and not any("only choice" in line for line in g.log_lines)


def test_c_use_requirements_must_be_met():
    g = at(side(["ST-01"], ["ST-53"]), side(["ST-13"], WAIT), first=1)
    assert asks(g) == ("battle", "p2")
    problem = legal_rules.option_problem(g, 0, "ST-53")
    assert problem == "C: Metal Attack needs 1 other card(s) in your hand to send Offline"
    g = at(side(["ST-01", "ST-02"], ["ST-58", "ST-52"], online=["ST-34"] * 2), side(["ST-13"]))
    assert legal(g) == ["option ST-52", "pass"]
    with pytest.raises(IllegalMove, match="^C: Digi-Duel needs 3 cards in your Online"):
        g.apply("option ST-58")


def test_c_refusals_cite_the_battle_rules():
    g = at(side(["ST-01"], ["ST-53", "ST-59", "ST-54", "ST-04"]), side(["ST-13"], WAIT))
    assert asks(g) == ("battle", "p1")
    with pytest.raises(IllegalMove, match=r"^B\.6a: Digivice Red is a Digivolve option"):
        g.apply("option ST-59")
    with pytest.raises(IllegalMove, match="^C: Counter Attack can't be used with a Rookie"):
        g.apply("option ST-54")
    with pytest.raises(IllegalMove, match="^C: Birdramon is a Digimon, not a Power Option"):
        g.apply("option ST-04")
    with pytest.raises(IllegalMove, match="^C: ST-52 is not in your hand"):
        g.apply("option ST-52")
    with pytest.raises(IllegalMove, match="^E: cards are discarded in the regroup"):
        g.apply("discard ST-53")


def test_c_a_player_who_runs_out_of_options_stops_and_the_other_goes_on():
    g = at(side(["ST-01"], ["ST-52"]), side(["ST-13"], ["ST-53"] * 4))
    play(g, "option ST-52")
    g.apply("option ST-53")  # p2; p1 has nothing left
    g.apply("pay ST-53")
    assert asks(g) == ("battle", "p1") and legal(g) == ["pass"]
    play(g, "pass")
    assert asks(g) == ("battle", "p2")


# ---- D. the end of the duel ----------------------------------------------------------------


def test_d_higher_power_wins_and_scores_the_score_row_for_the_defeated_level():
    # Patamon (GREEN) blasts 360 at RED Greymon; Greymon blasts 340 at GREEN.
    g = at(side(["ST-13"], WAIT), side(["ST-01", "ST-02"], WAIT))
    play(g, "pass", "pass")
    assert g.sides[0].score == 200  # Patamon's SCORE row: Champion 200
    assert "p1's Patamon (360) defeats p2's Champion Greymon (340): 200 points (D)" in g.log_lines


def test_d_the_winner_keeps_its_digimon_the_loser_keeps_only_its_rookie():
    g = at(side(["ST-03", "ST-04"], WAIT), side(["ST-01", "ST-02"], WAIT))
    play(g, "pass", "pass")
    assert g.sides[0].duel == ["ST-03", "ST-04"]
    assert g.sides[1].duel == ["ST-01"] and g.sides[1].offline == ["ST-02"]


def test_d_every_power_option_goes_offline_at_the_end_of_the_duel():
    p1 = side(["ST-03", "ST-04"], ["ST-53", "ST-52", "ST-53", "ST-53"])
    g = at(p1, side(["ST-01"], ["ST-52"]))
    play(g, "option ST-53", "pay ST-52", "option ST-52", "option ST-53")
    assert asks(g)[0] == "discard"
    assert g.sides[0].port == [] and g.sides[1].port == []
    assert g.sides[0].offline[:4] == ["ST-52", "ST-53", "ST-53", "ST-53"]
    assert g.sides[1].offline == ["ST-52"]


def test_d_the_winner_goes_first_in_the_next_duel():
    g = at(side(["ST-13"], WAIT), side(["ST-01"], WAIT), first=1)
    play(g, "pass", "pass")
    assert g.first == 0


def test_d_a_tie_scores_nothing_and_everything_stays():
    many = ["ST-53"] * 4
    g = at(side(["ST-01", "ST-02"], many), side(["ST-01", "ST-02"], many), first=1)
    play(g, "option ST-53", "option ST-53")
    assert q.power(g, 0) == q.power(g, 1) == 270
    play(g, "pass", "pass")
    assert (g.sides[0].score, g.sides[1].score) == (0, 0)
    assert g.sides[0].duel == g.sides[1].duel == ["ST-01", "ST-02"]
    assert g.sides[0].port == g.sides[1].port == []  # the Power Options still go Offline
    assert g.first == 1  # the one who went first goes first again
    assert "a tie at 270: no points, the Digimon stay (D)" in g.log_lines


def test_d_the_first_to_1000_points_wins():
    g = at(side(["ST-13"], WAIT, score=850), side(["ST-01", "ST-02"], WAIT))
    play(g, "pass", "pass")
    assert g.winner == "p1" and g.pending is None and g.sides[0].score == 1050
    assert g.win_reason == "p1 reached 1050 of 1000 points (D)"
    with pytest.raises(IllegalMove, match="the game is over"):
        g.apply("pass")


def test_d_or_a_lower_target_agreed_at_the_start():
    g = at(side(["ST-13"], WAIT, score=100), side(["ST-01", "ST-02"], WAIT), target=300)
    play(g, "pass", "pass")
    assert g.winner == "p1" and g.sides[0].score == 300
    g = ArenaGame(arena_cards(), starter_decks(), seed=2, target=500)
    assert g.target == 500


@pytest.mark.parametrize("target", [0, -100, 1001])
def test_d_the_target_is_at_most_1000(target):
    with pytest.raises(ValueError, match="at most 1000"):
        ArenaGame(arena_cards(), starter_decks(), target=target)
