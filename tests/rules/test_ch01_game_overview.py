"""Comprehensive Rules chapter 1: game overview (victory, forfeit, fundamental principles)."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.cards.decks import load_deck
from digimon_tui.engine.game import Game
from digimon_tui.loop.moves import IllegalMove

# A red Option whose first step drops an opponent's Digimon below 0 DP and whose second
# step asks a question, so the state can be looked at in the middle of the effect.
MINUS_THEN_CHOOSE = {
    "number": "TEST-01",
    "name": "Test Minus Then Choose",
    "category": "option",
    "colors": ["red"],
    "cost": 0,
    "effects": [
        {
            "timing": "main",
            "steps": [
                {"do": "modify", "target": {"side": "opponents"}, "dp": -5000},
                {"do": "modify", "target": {"side": "your"}, "dp": 1000},
            ],
        }
    ],
}

# A red Option: -4000 DP, then +2000 DP, to 1 of the opponent's Digimon.
MINUS_THEN_PLUS = {
    "number": "TEST-02",
    "name": "Test Minus Then Plus",
    "category": "option",
    "colors": ["red"],
    "cost": 0,
    "effects": [
        {
            "timing": "main",
            "steps": [
                {"do": "modify", "target": {"side": "opponents"}, "dp": -4000},
                {"do": "modify", "target": {"side": "opponents"}, "dp": 2000},
            ],
        }
    ],
}


# ---- 1-2-3-1: attacking a player with 0 security cards wins -----------------------------


def test_1_2_3_1_attacking_an_opponent_with_0_security_cards_wins(cards):
    """1-2-3-1: an attack that can check 1+ security cards against 0 security cards wins."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"security": []},
        memory=3,
    )
    assert "attack ag player" in legal(g)
    play(g, "attack ag player")
    assert g.winner == "p1"
    assert kind(g) is None
    assert legal(g) == []
    s = state(g)
    assert s["winner"] == "p1"
    assert "11-5-1-2-1" in s["win_reason"]


def test_1_2_3_1_an_attack_with_security_cards_left_does_not_win(cards):
    """1-2-3-1: with 1 security card left, the attack checks it instead of winning."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"security": ["ST3-14"]},
        memory=3,
    )
    play(g, "attack ag player")
    assert g.winner is None
    s = state(g)
    assert s["players"]["p2"]["security"] == 0
    assert s["players"]["p2"]["hand"] == ["ST3-14"]  # Heaven's Charm [Security]: to the hand
    assert kind(g) == "main" and s["turn"] == "p1"


def test_1_2_3_1_an_attack_that_can_check_0_security_cards_does_not_win(cards):
    """1-2-3-1 (11-5-1-2-1): only an attack that can check 1 or more security cards wins."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={
            "battle": [{"id": "sal", "cards": ["ST3-02"]}],
            "hand": ["ST3-15"],
            "security": [],
        },
        turn="p2",
        turn_number=2,
        memory=3,
    )
    # Holy Flame: 1 of the opponent's Digimon gets <Security A. -3> until the end of its
    # owner's next turn. ag is the only target.
    play(g, "option ST3-15", "pass")
    assert state(g)["turn"] == "p1" and kind(g) == "main"
    play(g, "attack ag player")
    assert g.winner is None
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["security"] == 0
    assert battle(g, "p1")["ag"]["suspended"] is True


def test_1_2_3_1_a_blocked_attack_does_not_win(cards):
    """1-2-3-1 (11-5-1-2-1): if the attack target is switched by a block, the attack doesn't win."""
    g = position(
        cards,
        p1={"battle": [{"id": "gr", "cards": ["ST1-03", "ST1-07"]}]},
        p2={"battle": [{"id": "wall", "cards": ["ST1-06"]}], "security": []},
        memory=3,
    )
    play(g, "attack gr player")
    assert kind(g) == "block"
    play(g, "block wall")  # Greymon 5000 vs Coredramon 6000
    assert g.winner is None
    assert battle(g, "p1") == {}
    assert battle(g, "p2")["wall"]["suspended"] is True
    assert kind(g) == "main" and state(g)["turn"] == "p1"


# ---- 1-2-3-2: an empty deck at the draw phase loses -----------------------------------


def test_1_2_3_2_a_player_who_cant_draw_in_their_draw_phase_loses(cards):
    """1-2-3-2: you win when your opponent has 0 cards in their deck at their draw phase."""
    g = position(cards, p2={"deck": []}, memory=3)
    play(g, "pass")
    assert g.winner == "p1"
    assert kind(g) is None
    assert "1-2-3-2" in state(g)["win_reason"]


def test_1_2_3_2_an_empty_deck_outside_the_draw_phase_does_not_lose(cards):
    """1-2-3-2: only failing to draw in the draw phase loses (not a digivolution bonus)."""
    g = position(
        cards,
        p1={"deck": [], "battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-07"]},
        memory=3,
    )
    play(g, "digivolve ag ST1-07")
    assert g.winner is None
    assert kind(g) == "main"
    s = state(g)
    assert s["players"]["p1"]["hand"] == []
    assert s["players"]["p1"]["deck"] == 0
    assert battle(g, "p1")["ag"]["cards"] == ["ST1-03", "ST1-07"]


# ---- 1-2-4: forfeit ------------------------------------------------------------------------


def test_1_2_4_forfeit_by_the_deciding_player_loses_at_once(cards):
    """1-2-4: a player who declares a forfeit immediately loses and the game ends."""
    g = position(cards, memory=3)
    assert "forfeit" not in legal(g)
    g.apply("forfeit")
    assert g.winner == "p2"
    assert kind(g) is None
    assert legal(g) == []
    s = state(g)
    assert s["winner"] == "p2"
    assert s["pending"] is None
    assert "1-2-4" in s["win_reason"]


def test_1_2_4_no_move_is_accepted_after_a_forfeit(cards):
    """1-2-4: after a forfeit the game has ended: further moves are refused."""
    g = position(cards, p1={"hand": ["ST1-02"]}, memory=3)
    g.forfeit(0)
    assert g.winner == "p2"
    for move in ("pass", "play ST1-02", "forfeit", "forfeit p2"):
        with pytest.raises(IllegalMove, match="game is over"):
            g.apply(move)
    with pytest.raises(IllegalMove):
        g.forfeit(1)
    assert g.winner == "p2"
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_1_2_4_either_player_may_forfeit_at_any_time(cards):
    """1-2-4: either player may forfeit, also while the other player is deciding."""
    g = position(cards, memory=3)
    assert g.pending is not None and g.pending.player == 0
    g.forfeit(1)
    assert g.winner == "p1"
    assert kind(g) is None

    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "wall", "cards": ["ST1-06"]}], "security": ["ST3-14"]},
        memory=3,
    )
    play(g, "attack ag player")
    assert kind(g) == "block" and g.pending is not None and g.pending.player == 1
    g.apply("forfeit p1")
    assert g.winner == "p2"
    assert kind(g) is None


def test_1_2_4_a_player_may_forfeit_from_the_start_of_the_game(cards):
    """1-2-4: a forfeit may be declared from the start of the game (here: at the redraw)."""
    red, blue = load_deck("red"), load_deck("blue")
    g = Game.new(cards, [(red.main, red.eggs), (blue.main, blue.eggs)], seed=3, first=0)
    assert kind(g) == "redraw"
    g.apply("forfeit")
    assert g.winner == "p2"
    assert kind(g) is None
    with pytest.raises(IllegalMove):
        g.apply("keep")


# ---- 1-3-2: impossible actions are not carried out -----------------------------------------


def test_1_3_2_an_effect_with_no_legal_target_does_nothing(cards):
    """1-3-2: an action that is impossible is not carried out (Gaia Force with no target)."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-16"]},
        memory=10,
    )
    assert "option ST1-16" in legal(g)
    play(g, "option ST1-16")
    assert kind(g) == "main"
    assert g.pending is not None and g.pending.player == 0
    s = state(g)
    assert s["memory"] == 2
    assert s["players"]["p1"]["trash"] == ["ST1-16"]
    assert list(battle(g, "p1")) == ["ag"]
    assert battle(g, "p2") == {}


def test_1_3_2_a_buff_with_no_digimon_to_target_does_nothing(cards):
    """1-3-2: Shadow Wing with only a Tamer in play: no Digimon to get +3000 DP, no question."""
    g = position(
        cards,
        p1={"battle": [{"id": "tai", "cards": ["ST1-12"]}], "hand": ["ST1-13"]},
        memory=3,
    )
    play(g, "option ST1-13")
    assert kind(g) == "main"
    s = state(g)
    assert s["memory"] == 2
    assert s["players"]["p1"]["trash"] == ["ST1-13"]
    assert battle(g, "p1")["tai"]["dp"] is None


def test_1_3_2_as_much_of_an_action_as_possible_is_performed(cards):
    """1-3-2: if only some of an action is possible, as much as possible is performed."""
    g = position(
        cards,
        p1={"battle": [{"id": "ik", "cards": ["ST2-05"]}], "hand": ["ST2-09"]},
        p2={"battle": [{"id": "gr", "cards": ["ST1-03", "ST1-07"]}]},
        memory=3,
    )
    # Zudomon [When Digivolving]: trash the bottom 2 digivolution cards of 1 of the
    # opponent's Digimon. gr has only 1.
    play(g, "digivolve ik ST2-09")
    assert kind(g) == "main"
    assert battle(g, "p2")["gr"]["cards"] == ["ST1-07"]
    assert state(g)["players"]["p2"]["trash"] == ["ST1-03"]
    assert state(g)["memory"] == 0


def test_1_3_2_recovery_and_a_draw_from_an_empty_deck_do_nothing(cards):
    """1-3-2 (1-3-2): drawing or placing cards from an empty deck is not carried out."""
    g = position(
        cards,
        p1={
            "deck": [],
            "security": ["ST3-02", "ST3-02", "ST3-02"],
            "battle": [{"id": "ga", "cards": ["ST3-06"]}],
            "hand": ["ST3-09"],
        },
        memory=3,
    )
    play(g, "digivolve ga ST3-09")
    assert g.winner is None and kind(g) == "main"
    s = state(g)
    assert s["players"]["p1"]["security"] == 3
    assert s["players"]["p1"]["hand"] == []
    assert s["memory"] == 0


# ---- 1-3-7: values below 0 are treated as 0 -------------------------------------------------


def test_1_3_7_dp_below_0_shows_as_0_in_the_state(cards):
    """1-3-7: a numerical value an effect makes negative is treated as 0."""
    pool = with_cards(cards, MINUS_THEN_CHOOSE)
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "b", "cards": ["ST1-02"]}],
            "hand": ["TEST-01"],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-02"]}]},
        memory=3,
    )
    play(g, "option TEST-01")
    # Between the two steps: x is at 3000 - 5000, shown as 0, not -2000.
    assert kind(g) == "target"
    assert legal(g) == ["target a", "target b"]
    assert battle(g, "p2")["x"]["dp"] == 0
    play(g, "target a")
    # The rule check deletes x at 0 DP (17-1-3-1-1).
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["trash"] == ["ST1-02"]
    assert battle(g, "p1")["a"]["dp"] == 3000
    assert kind(g) == "main"


def test_1_3_7_a_negative_value_still_counts_when_added_to(cards):
    """1-3-7: the floor at 0 does not apply where the value is added to: 3000-4000+2000=1000."""
    pool = with_cards(cards, MINUS_THEN_PLUS)
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-03"]}], "hand": ["TEST-02"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-02"]}]},
        memory=3,
    )
    play(g, "option TEST-02")
    assert kind(g) == "main"
    assert battle(g, "p2")["x"]["dp"] == 1000
