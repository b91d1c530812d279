"""The work listing the main phase's moves does: simulations list them at every decision,
so a query repeated per card of the hand shows in every game played."""

from __future__ import annotations

import pytest

from digimon_tui.cards.decks import load_deck
from digimon_tui.cards.model import AltDigivolve, Card
from digimon_tui.engine import legal
from digimon_tui.engine import queries as q
from digimon_tui.engine.compiled import compiled
from digimon_tui.engine.field import Field
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.simulate import random_game


def test_digivolutions_read_each_digimons_can_digivolve_into_effects_once(
    cards: dict[str, Card], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With "can digivolve into ... for a memory cost of N" effects in play (ST7 vs ST8),
    the digivolutions of the main phase read each Digimon's such effects once, not once
    for every card of the hand it might digivolve into (8-1)."""
    real = q.alternatives
    reads: list[str] = []

    def counted(g: Field, perm: Permanent) -> list[AltDigivolve]:
        reads.append(perm.id)
        return real(g, perm)

    listed = 0

    def check(g: Game) -> None:
        nonlocal listed
        if g.pending is None or "digivolve_into" not in g.board().granted:
            return
        reads.clear()
        monkeypatch.setattr(q, "alternatives", counted)
        try:
            legal.main_moves(g)
        finally:
            monkeypatch.setattr(q, "alternatives", real)
        assert len(reads) == len(set(reads)), reads
        listed += bool(reads)

    decks = (load_deck("gallantmon"), load_deck("ulforceveedramon"))
    for seed in range(1, 6):
        random_game(cards, decks, seed, check=check)
    assert listed > 20  # the effects were in play, with Digimon to read them for


def test_digivolutions_with_can_digivolve_into_effects_match_each_cost(
    cards: dict[str, Card], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With "can digivolve into ... for a memory cost of N" effects in play (ST7 vs ST8),
    the main phase lists exactly the digivolutions whose cost, priced one by one
    (`digivolve_cost`, 8-1-3-1), the memory can pay; and it lists them from the shared
    table and those effects, without pricing each card of the hand one by one, where
    nothing else changes a cost."""
    real = legal.digivolve_cost
    calls = 0

    def counted(
        g: Field, perm: Permanent, card: Card, alts: list[AltDigivolve] | None = None
    ) -> int | None:
        nonlocal calls
        calls += 1
        return real(g, perm, card, alts)

    reached = 0

    def check(g: Game) -> None:
        nonlocal reached, calls
        board = g.board()
        if g.pending is None or g.pending.kind != "main" or not board.odd_digivolving:
            return
        calls = 0
        monkeypatch.setattr(legal, "digivolve_cost", counted)
        try:
            listed = {str(m) for m in legal.main_moves(g) if m.verb == "digivolve"}
        finally:
            monkeypatch.setattr(legal, "digivolve_cost", real)
        pl = g.players[g.turn_player]
        hand = {g.defs[u].number: g.defs[u] for u in pl.hand}
        stacks = pl.battle if pl.breeding is None else [pl.breeding, *pl.battle]
        want = {
            f"digivolve {perm.id} {number}"
            for perm in stacks
            if q.is_digimon(g, perm)
            for number, card in hand.items()
            if card.category == "digimon"
            and (cost := real(g, perm, card)) is not None
            and legal.affordable(g, cost)
        }
        assert listed == want
        alts = any(q.alternatives(g, p) for p in stacks)
        reached += alts and bool(want)
        plain = not any(legal._reduces(g, p) for p in stacks) and not any(
            compiled(c).hand_digivolve_reductions or compiled(c).effect_requirements
            for c in hand.values()
        )
        if alts and plain and "digivolve_only_into" not in board.granted:
            assert calls == 0

    decks = (load_deck("gallantmon"), load_deck("ulforceveedramon"))
    for seed in range(1, 11):
        random_game(cards, decks, seed, check=check)
    assert reached > 20  # the effects were in play, with digivolutions to list
