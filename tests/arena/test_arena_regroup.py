"""Arena rules E (the regroup): discarding, refilling the hand, Online running out, and
changing the Rookie."""

from __future__ import annotations

import pytest
from arena_positions import WAIT, asks, at, census, legal, play, side

from digimon_tui.arena import legal as legal_rules
from digimon_tui.arena.render import board_text
from digimon_tui.loop.moves import IllegalMove


def lost_duel(hand=("ST-13", "ST-14"), **kw):
    """p1's Agumon loses to p2's Gabumon at once; p1 is asked to discard."""
    return at(side(["ST-01"], hand, **kw), side(["ST-05"]))


def test_e_discard_any_number_to_offline_then_refill_to_10():
    g = lost_duel(hand=("ST-13", "ST-14", "ST-17", "ST-17"))
    assert asks(g) == ("discard", "p1")
    assert legal(g) == ["discard ST-13", "discard ST-14", "discard ST-17", "done"]
    g.sides[0].online[-8:] = [f"ST-{n:02}" for n in range(41, 49)]  # to see the order drawn
    play(g, "discard ST-17", "discard ST-14", "done")
    s = g.sides[0]
    assert s.offline == ["ST-17", "ST-14"]
    assert len(s.hand) == 10 and s.hand[:2] == ["ST-13", "ST-17"]
    assert s.hand[2:] == [f"ST-{n:02}" for n in range(48, 40, -1)]  # from the top of Online
    assert "p1 draws 8 to 10 cards (E)" in g.log_lines


def test_e_a_player_may_discard_the_whole_hand():
    g = lost_duel(hand=("ST-17", "ST-17"))
    play(g, "discard ST-17", "discard ST-17")
    assert len(g.sides[0].hand) == 10 and g.sides[0].offline == ["ST-17", "ST-17"]


def test_e_online_running_out_while_refilling_reshuffles_all_but_the_rookie():
    # p2 wins with its Champion and has only 3 cards Online for its refill.
    p2 = side(["ST-05", "ST-06"], online=["ST-52"] * 3, offline=["ST-53"] * 10)
    g = at(side(["ST-01"], WAIT), p2)
    before = census(g)
    play(g, "pass", "done")  # p1 passes; p1 keeps its hand; p2's empty hand: no question
    s = g.sides[1]
    assert g.sides[1].score == 100
    assert s.duel == ["ST-05"]  # the winning Garurumon went Offline and Online too
    assert len(s.hand) == 10 and s.hand[:3] == ["ST-52"] * 3
    assert s.offline == [] and len(s.online) == 4
    assert sorted(s.hand + s.online) == sorted(["ST-52"] * 3 + ["ST-53"] * 10 + ["ST-06"])
    assert census(g) == before
    assert "p2's Online ran out: Offline is shuffled into a new Online (E)" in g.log_lines


def test_e_note_online_reaching_zero_at_any_time_reshuffles_at_once():
    # Digi-Duel's cost takes p1's last 3 Online cards in the middle of the battle.
    p1 = side(["ST-01", "ST-02"], ["ST-58", "ST-53", "ST-53"], online=["ST-52"] * 3)
    g = at(p1, side(["ST-13"], WAIT))
    play(g, "option ST-58")
    s = g.sides[0]
    assert s.duel == ["ST-01"]  # Greymon went Offline with the rest of the board
    assert s.port == [] and s.offline == []
    assert sorted(s.online) == sorted(["ST-02", "ST-58", "ST-52", "ST-52", "ST-52"])
    assert asks(g) == ("battle", "p2")


def test_e_note_an_opponents_effect_can_empty_online():
    # Blitz (p1 loses) sends p2's last 2 Online cards Offline: p2 reshuffles, Champion too.
    p2 = side(["ST-05", "ST-06"], WAIT, online=["ST-52"] * 2, offline=["ST-53"])
    g = at(side(["ST-01"], ["ST-52"]), p2)
    play(g, "option ST-52", "pass")
    s = g.sides[1]
    assert s.duel == ["ST-05"] and s.offline == [] and s.port == []
    assert sorted(s.online) == sorted(["ST-52", "ST-52", "ST-53", "ST-06"])


def test_e_a_rookie_showing_may_be_changed_face_down():
    g = lost_duel()
    play(g, "done")
    assert asks(g) == ("change-rookie", "p1")
    assert legal(g) == ["change-rookie ST-13", "keep-rookie"]
    play(g, "change-rookie ST-13")
    s = g.sides[0]
    assert s.duel == ["ST-01", "ST-13"] and s.rookie_face_down
    assert not any("Patamon" in line or "ST-13" in line for line in g.log_lines)
    assert "p1 puts a new Rookie face down on the old one (E)" in g.log_lines
    assert "Duel Zone: a Rookie, face down; under it Agumon\n" in board_text(g, 1)
    assert "Duel Zone: Patamon (ST-13), face down; under it Agumon\n" in board_text(g, 0)


def test_e_the_new_rookie_is_turned_over_after_the_face_down_cards_are_placed():
    g = play(lost_duel(), "done", "change-rookie ST-13")
    assert asks(g) == ("place", "p1")
    assert legal(g) == ["place ST-14", "no-place"]  # Angemon: its requirements name Patamon
    play(g, "place ST-14")
    turned = g.log_lines.index("p1 turns over the new Rookie Patamon (ST-13) (E)")
    assert turned > g.log_lines.index("p1 places a card face down on the Digivolve Zone (B)")
    assert not g.sides[0].rookie_face_down


def test_e_the_old_rookie_goes_offline_when_the_new_one_digivolves():
    g = play(lost_duel(), "done", "change-rookie ST-13", "place ST-14")
    play(g, "digivolve")
    s = g.sides[0]
    assert s.duel == ["ST-13", "ST-14"] and "ST-01" in s.offline
    assert "p1's old Rookie goes Offline (E)" in g.log_lines


def test_e_the_old_rookie_stays_under_while_the_new_one_has_not_digivolved():
    g = play(lost_duel(), "done", "change-rookie ST-13", "no-place")
    assert g.sides[0].duel == ["ST-01", "ST-13"]


def test_e_changing_again_sends_the_older_rookie_offline():
    g = play(lost_duel(hand=("ST-13", "ST-23")), "done", "change-rookie ST-13")
    # Patamon (250 against GREEN) beats Gabumon (240): a Rookie still shows on the Duel Zone.
    assert asks(g) == ("discard", "p1")
    play(g, "done", "change-rookie ST-23")
    s = g.sides[0]
    assert s.duel == ["ST-13", "ST-23"] and "ST-01" in s.offline


def test_e_only_a_rookie_showing_can_be_changed():
    g = at(side(["ST-03", "ST-04"], ["ST-13"]), side(["ST-01"]))  # Birdramon wins
    assert asks(g) == ("discard", "p1")
    play(g, "done")
    assert asks(g) != ("change-rookie", "p1")
    problem = legal_rules.change_rookie_problem(g, 0, "ST-13")
    assert problem == "E: only a Rookie showing on the Duel Zone can be changed"


def test_e_the_new_rookie_must_be_a_different_rookie_from_the_hand():
    g = play(lost_duel(hand=("ST-13", "ST-01", "ST-14")), "done")
    assert legal(g) == ["change-rookie ST-13", "keep-rookie"]
    with pytest.raises(IllegalMove, match="^E: Agumon is already on your Duel Zone"):
        g.apply("change-rookie ST-01")
    with pytest.raises(IllegalMove, match="^E: Angemon is not a Rookie"):
        g.apply("change-rookie ST-14")
