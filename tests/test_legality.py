"""One legality check per main-phase action (`legal.refuse_*`, the special rules' `refuse`):
the main phase lists exactly the moves those checks pass, and a refused move is explained
by the first check it fails, citing its rule.

Random games over the built-in decks and over random decks from the whole pool reach
the odd rules (DigiXros, <Digisorption>, DNA and Burst digivolution, <Delay>, [Hand]
[Main] effects, Hybrid cards); at each main-phase decision every move of a wide set of
candidates is put to the checks and compared with the list.
"""

from __future__ import annotations

import random
import re

import pytest
from soak import setup

from digimon_tui.cards.decks import BUILTIN_DECKS, load_deck
from digimon_tui.engine.game import Game
from digimon_tui.engine.refusals import refusal, why_illegal
from digimon_tui.engine.verbs import Ask, Verb
from digimon_tui.loop.moves import IllegalMove, Move, mv

RULE = re.compile(r"\(\d+-\d+[^)]*\)|Sealed rules")
"""A rule cited in parentheses ("(11-2-8-1)", "(8-1-3-1)")."""


def candidates(g: Game) -> list[Move[Verb]]:
    """The main-phase moves worth asking about now: each card of the hand in each form, onto
    each stack, each attacker at each target, each stack activated; the listed ones too."""
    tp = g.turn_player
    me, foe = g.players[tp], g.players[1 - tp]
    numbers = list(dict.fromkeys(g.defs[u].number for u in me.hand))
    mine = [*me.battle] + ([me.breeding] if me.breeding is not None else [])
    theirs = [*foe.battle] + ([foe.breeding] if foe.breeding is not None else [])
    out: list[Move[Verb]] = [mv(Verb.PASS)]
    for n in numbers:
        card = g.cards[n]
        out += [mv(Verb.PLAY, n), mv(Verb.OPTION, n), mv(Verb.HAND, n)]
        for p in mine:
            out.append(mv(Verb.DIGIVOLVE, p.id, n))
            if card.digisorption is not None:
                out += [mv(Verb.DIGIVOLVE, p.id, n, "digisorption", s.id) for s in mine]
            if card.burst is not None:
                out += [mv(Verb.BURST_DIGIVOLVE, p.id, n, t.id) for t in mine]
            if card.dna is not None:
                out += [mv(Verb.DNA, p.id, b.id, n) for b in mine]
        if card.xros is not None:
            items = [*numbers, *(p.id for p in mine + theirs)]
            out += [mv(Verb.PLAY, n, "xros", i) for i in items]
    for p in mine + theirs:
        out += [mv(Verb.ACTIVATE, p.id), mv(Verb.DELAY, p.id)]
        if p.owner == tp:
            out += [mv(Verb.ATTACK, p.id, "player")]
            out += [mv(Verb.ATTACK, p.id, t.id) for t in mine + theirs]
    return list(dict.fromkeys(out + list(g.pending.moves)))


def check_main(g: Game) -> int:
    """Compare the checks with the list at a main-phase decision; the moves compared."""
    listed = set(g.pending.moves)
    moves = candidates(g)
    for m in moves:
        why = refusal(g, m)
        if m in listed:
            assert why is None, f"{m} is listed but refused: {why}"
        else:
            assert why is not None, f"{m} passes every check but is not listed"
            assert RULE.search(why) or "not a known card" in why, f"{m}: no rule in {why!r}"
    return len(moves)


def play_checking(g: Game, seed: int) -> int:
    rng = random.Random(seed)
    compared = 0
    while g.pending is not None and len(g.moves) < 400:
        if g.pending.kind is Ask.MAIN and g.pending.player == g.turn_player:
            compared += check_main(g)
        g.apply(rng.choice(g.pending.moves))
    return compared


@pytest.mark.parametrize("first", BUILTIN_DECKS)
def test_the_main_phase_lists_what_the_checks_pass_with_the_built_in_decks(cards, first):
    compared = 0
    for i, second in enumerate(BUILTIN_DECKS[::3]):
        decks = [load_deck(d, cards) for d in (first, second)]
        g = Game.new(cards, [(d.main, d.eggs) for d in decks], seed=i)
        compared += play_checking(g, i)
    assert compared > 1000


@pytest.mark.parametrize("index", range(8))
def test_the_main_phase_lists_what_the_checks_pass_with_random_decks(cards, index):
    """Whole-pool decks bring the special rules' moves and the odd costs."""
    s = setup(cards, 21, index, sealed=index == 7)
    g = Game.new(cards, [(d.main, d.eggs) for d in s.decks], seed=s.seed, format=s.format)
    assert play_checking(g, s.seed) > 300


def test_a_refused_move_is_explained_by_its_first_failed_check(cards):
    """`apply` refuses with the check's own line: one reason, not a list of maybes. A
    Digimon that attacked this turn is suspended; attacking with it again is refused for
    that, citing 11-2-8-1."""
    decks = [load_deck(d, cards) for d in ("red", "blue")]
    g = Game.new(cards, [(d.main, d.eggs) for d in decks], seed=3)
    rng = random.Random(3)

    def suspended_attacker():
        if g.pending.kind is not Ask.MAIN:
            return None
        return next((p for p in g.players[g.turn_player].battle if p.suspended), None)

    while (perm := suspended_attacker()) is None:
        g.apply(rng.choice(g.pending.moves))
    move = mv(Verb.ATTACK, perm.id, "player")
    with pytest.raises(IllegalMove) as e:
        g.apply(move)
    expected = f"{perm.id} is suspended: only an unsuspended Digimon can attack (11-2-8-1)"
    assert str(e.value) == expected
    assert why_illegal(g, move) == expected
