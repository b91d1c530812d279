"""Comprehensive Rules chapter 5: game preparation (5-2), through `Game.new`."""

from __future__ import annotations

from collections import Counter

from games import kind, legal, play, state

from digimon_tui.cards.decks import load_deck
from digimon_tui.engine.game import Game


def new_game(cards, seed: int = 7, first: int | None = 0) -> Game:
    red, blue = load_deck("red"), load_deck("blue")
    return Game.new(cards, [(red.main, red.eggs), (blue.main, blue.eggs)], seed=seed, first=first)


def numbers(g: Game, uids: list[int]) -> list[str]:
    return [g.defs[u].number for u in uids]


def test_5_2_1_4_both_players_draw_5_cards(cards):
    """5-2-1-4: both players draw 5 cards from their decks for their initial hands."""
    g = new_game(cards)
    red, blue = load_deck("red"), load_deck("blue")
    for pl, deck in zip(g.players, (red, blue), strict=True):
        assert len(pl.hand) == 5
        assert len(pl.deck) == 45
        assert pl.security == []
        # The hand came from the deck: together they are the whole deck list.
        assert Counter(numbers(g, pl.hand + pl.deck)) == Counter(deck.main)
        # 5-2-1-2: the Digi-Egg deck is a separate deck: no egg is drawn.
        assert Counter(numbers(g, pl.eggs)) == Counter(deck.eggs)


def test_5_2_1_1_each_deck_is_shuffled_before_the_draw(cards):
    """5-2-1-1: each player shuffles their deck before drawing (seeded: not the list order)."""
    g = new_game(cards)
    red, blue = load_deck("red"), load_deck("blue")
    for pl, deck in zip(g.players, (red, blue), strict=True):
        unshuffled = list(deck.main)  # as listed; the top card is the last one
        assert numbers(g, pl.deck) != unshuffled[:45]
        assert numbers(g, pl.hand) != unshuffled[:-6:-1]


def test_5_2_1_4_the_first_player_decides_on_a_redraw_first(cards):
    """5-2-1-4: starting with the first player, each player may redraw once."""
    for first in (0, 1):
        g = new_game(cards, first=first)
        assert kind(g) == "redraw"
        assert g.pending is not None and g.pending.player == first
        assert legal(g) == ["keep", "redraw"]
        play(g, "keep")
        assert kind(g) == "redraw"
        assert g.pending is not None and g.pending.player == 1 - first
        assert legal(g) == ["keep", "redraw"]
        play(g, "keep")
        assert kind(g) == "breeding"
        assert g.pending is not None and g.pending.player == first


def test_5_2_1_5_a_redraw_returns_the_hand_and_draws_5_new_cards(cards):
    """5-2-1-5: return the whole hand to the deck, shuffle, then draw 5 cards."""
    g = new_game(cards)
    red = load_deck("red")
    before = list(g.players[0].hand)
    play(g, "redraw")
    pl = g.players[0]
    assert len(pl.hand) == 5
    assert len(pl.deck) == 45
    assert Counter(numbers(g, pl.hand + pl.deck)) == Counter(red.main)
    # The old hand went back into the deck and a new one was drawn after the shuffle.
    assert set(pl.hand) != set(before)
    assert set(before) <= set(pl.hand) | set(pl.deck)
    # A redraw is allowed once per player: the question passes to the second player.
    assert kind(g) == "redraw"
    assert g.pending is not None and g.pending.player == 1


def test_5_2_1_4_the_second_player_may_redraw_after_the_first(cards):
    """5-2-1-4: after the first player's decision, the second player may redraw."""
    g = new_game(cards, first=0)
    play(g, "keep")
    p1_hand = list(g.players[0].hand)
    play(g, "redraw")
    # Only the second player's hand was redrawn; the first player's is untouched.
    assert g.players[0].hand == p1_hand
    pl = g.players[1]
    assert len(pl.hand) == 5
    assert len(pl.security) == 5
    assert len(pl.deck) == 40
    blue = load_deck("blue")
    assert Counter(numbers(g, pl.hand + pl.security + pl.deck)) == Counter(blue.main)
    assert kind(g) == "breeding" and g.pending is not None and g.pending.player == 0


def test_5_2_1_6_five_security_cards_with_the_decks_top_card_at_the_bottom(cards):
    """5-2-1-6: the top 5 deck cards go to security; the deck's top card ends at the bottom."""
    g = new_game(cards, first=0)
    play(g, "keep")  # p1's deck is now final
    p1_deck = list(g.players[0].deck)  # top last
    p2_deck = list(g.players[1].deck)  # p2 keeps: unchanged by its answer
    p1_hand, p2_hand = list(g.players[0].hand), list(g.players[1].hand)
    play(g, "keep")
    for pl, deck, hand in ((g.players[0], p1_deck, p1_hand), (g.players[1], p2_deck, p2_hand)):
        assert len(pl.security) == 5
        # security is listed bottom first: the deck's top card (deck[-1]) is the bottom one,
        # and the 5th card from the top is the top security card.
        assert pl.security == [deck[-1], deck[-2], deck[-3], deck[-4], deck[-5]]
        assert pl.deck == deck[:-5]
        assert pl.hand == hand


def test_5_2_1_7_memory_starts_at_0(cards):
    """5-2-1-7: place the memory gauge counter at 0."""
    g = new_game(cards)
    play(g, "keep", "keep")
    s = state(g)
    assert s["memory"] == 0


def test_5_2_1_8_the_game_begins_with_the_first_players_turn_without_a_draw(cards):
    """5-2-1-8 (6-3-1-1): the first player's turn 1 starts; they don't draw in it."""
    for first in (0, 1):
        g = new_game(cards, first=first)
        play(g, "keep", "keep")
        s = state(g)
        me, other = ("p1", "p2") if first == 0 else ("p2", "p1")
        assert s["turn"] == me
        assert s["turn_number"] == 1
        assert s["winner"] is None
        assert s["players"][me]["deck"] == 40
        assert len(s["players"][me]["hand"]) == 5
        assert s["players"][other]["deck"] == 40
        assert len(s["players"][other]["hand"]) == 5
        assert s["players"][me]["security"] == 5
        assert s["players"][other]["security"] == 5
        assert s["players"][me]["eggs"] == 4
        # The breeding phase of turn 1: the Digi-Egg deck has cards and the area is empty.
        assert kind(g) == "breeding"
        assert legal(g) == ["hatch", "skip"]


def test_5_2_a_seeded_game_is_reproducible(cards):
    """5-2-1-1: shuffles come from the game's seed: same seed and moves, same game."""
    a = new_game(cards, seed=11, first=None)
    b = new_game(cards, seed=11, first=None)
    for g in (a, b):
        play(g, "redraw", "keep", "hatch")
    assert a.turn_player == b.turn_player
    for pa, pb in zip(a.players, b.players, strict=True):
        assert numbers(a, pa.hand) == numbers(b, pb.hand)
        assert pa.hand == pb.hand
        assert numbers(a, pa.security) == numbers(b, pb.security)
        assert numbers(a, pa.deck) == numbers(b, pb.deck)
        assert numbers(a, pa.eggs) == numbers(b, pb.eggs)
    assert state(a) == state(b)
