"""Effects that let the opponent act ("your opponent may ..."): the opponent is the one
asked, chooses among their own cards, and what they play is theirs, in their own battle
area. The pool's steps of this kind: BT6-083 Eosmon's play, BT3-102 Code Cracking's trash."""

from __future__ import annotations

import pytest
from games import play, position
from pydantic import ValidationError
from test_random_play import check_invariants, check_owners

from digimon_tui.cards.steps import Play
from digimon_tui.engine.game import Game


def _question(g: Game) -> tuple[str, str, list[str]]:
    """Who is asked (p1/p2), what kind of question, and the answers offered."""
    assert g.pending is not None
    return f"p{g.pending.player + 1}", g.pending.kind, [str(m) for m in g.pending.moves]


def _stacks(g: Game, player: int) -> list[tuple[str, str, int]]:
    """A player's battle area: each stack's id, top card and the top card's owner."""
    return [
        (perm.id, g.defs[perm.cards[-1]].number, g.owner_of(perm.cards[-1]))
        for perm in g.players[player].battle
    ]


def _eosmon(cards) -> Game:
    """p1 plays Eosmon with a white Tamer in hand; p2 holds two Tamers and a Digimon."""
    g = position(
        cards,
        p1={"hand": ["BT6-083", "BT5-093", "ST3-12"]},
        p2={"hand": ["ST1-12", "ST2-12", "ST1-03"]},
        memory=5,
    )
    return play(g, "play BT6-083")


def test_bt6_083_eosmon_the_opponent_is_asked_and_chooses_from_their_own_hand(cards):
    g = play(_eosmon(cards), "yes")  # p1 plays its only white Tamer, BT5-093
    assert _question(g)[:2] == ("p2", "optional")
    assert g.pending is not None and "your opponent's effect" in g.pending.prompt
    play(g, "yes")
    assert _question(g) == ("p2", "card", ["card ST1-12", "card ST2-12"])


def test_bt6_083_eosmon_the_opponents_tamer_enters_their_own_battle_area(cards):
    g = play(_eosmon(cards), "yes", "yes", "card ST2-12")
    assert _stacks(g, 1) == [("p2-1", "ST2-12", 1)]
    assert [number for _, number, _ in _stacks(g, 0)] == ["BT6-083", "BT5-093"]
    assert [g.defs[u].number for u in g.players[1].hand] == ["ST1-12", "ST1-03"]


def test_the_card_owner_invariant_catches_a_tamer_played_into_the_wrong_battle_area(cards):
    """The way Eosmon once played the opponent's Tamer: under the Eosmon player's id."""
    g = play(_eosmon(cards), "yes", "yes", "card ST2-12")
    check_invariants(g)
    perm = g.players[1].battle.pop()
    perm.owner = 0
    g.players[0].battle.append(perm)
    with pytest.raises(AssertionError, match="is not theirs"):
        check_owners(g, g.players[0])


def test_bt6_083_eosmon_the_opponent_may_decline(cards):
    g = play(_eosmon(cards), "yes", "no")
    assert _stacks(g, 1) == [] and len(g.players[1].hand) == 3


def test_bt6_083_eosmon_declining_the_first_part_still_lets_the_opponent_play_11_8_2(cards):
    g = play(_eosmon(cards), "no")
    assert _question(g)[:2] == ("p2", "optional")
    play(g, "yes", "card ST1-12")
    assert _stacks(g, 1) == [("p2-1", "ST1-12", 1)]
    assert [number for _, number, _ in _stacks(g, 0)] == ["BT6-083"]
    assert [g.defs[u].number for u in g.players[0].hand] == ["BT5-093", "ST3-12"]


def _code_cracking(cards) -> Game:
    g = position(
        cards,
        p1={
            "hand": ["BT3-102"],
            "battle": [{"id": "tk", "cards": ["ST3-12"]}],
            "security": ["ST1-02"],
            "deck": ["ST1-03"] * 5,
        },
        p2={"security": ["ST2-02", "ST2-03"]},
        memory=5,
    )
    return play(g, "option BT3-102")


def test_bt3_102_code_cracking_the_opponent_trashes_their_own_top_security_card(cards):
    g = _code_cracking(cards)
    assert _question(g)[:2] == ("p2", "optional")
    play(g, "yes")
    assert [g.defs[u].number for u in g.players[1].security] == ["ST2-03"]
    assert [g.defs[u].number for u in g.players[1].trash] == ["ST2-02"]  # listed top first
    assert len(g.players[0].security) == 1  # no <Recovery>


def test_bt3_102_code_cracking_when_the_opponent_declines_its_player_recovers(cards):
    g = play(_code_cracking(cards), "no")
    assert len(g.players[1].security) == 2 and g.players[1].trash == []
    assert [g.defs[u].number for u in g.players[0].security] == ["ST1-02", "ST1-03"]


def test_a_step_the_opponent_may_do_acts_on_their_own_cards():
    """ "Your opponent may ..." is done by the opponent on their own cards: a card file
    saying otherwise is refused."""
    with pytest.raises(ValidationError, match="their own cards"):
        Play.model_validate(
            {"do": "play", "opponent_may": True, "target": {"zone": "hand", "side": "your"}}
        )
    step = Play.model_validate(
        {"do": "play", "opponent_may": True, "target": {"zone": "hand", "side": "opponents"}}
    )
    assert step.as_opponent.target.side == "your" and not step.as_opponent.opponent_may
