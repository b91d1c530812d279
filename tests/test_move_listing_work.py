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


def test_digivolutions_price_only_cards_a_digimon_may_digivolve_into(
    cards: dict[str, Card], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With "can digivolve into" effects in play (ST7 vs ST8), a Digimon none of them
    reaches and with no cost change of its own is priced by the shared table like any
    other: no card is priced for it one by one; and where a card is priced for a Digimon
    no such effect reaches, its printed requirements are met: no reduction makes a card
    whose requirements it doesn't meet a digivolution (8-1-3-1)."""
    real = legal.digivolve_cost
    priced: list[tuple[Permanent, Card]] = []

    def counted(
        g: Field, perm: Permanent, card: Card, alts: list[AltDigivolve] | None = None
    ) -> int | None:
        priced.append((perm, card))
        return real(g, perm, card, alts)

    reached = 0

    def check(g: Game) -> None:
        nonlocal reached
        board = g.board()
        if g.pending is None or not board.odd_digivolving or "also_colors" in g.grantable:
            return
        priced.clear()
        monkeypatch.setattr(legal, "digivolve_cost", counted)
        try:
            legal.main_moves(g)
        finally:
            monkeypatch.setattr(legal, "digivolve_cost", real)
        alone = (
            "digivolve_only_into" not in board.granted
            and "field_digivolve_reductions" not in board.rare
            and not g.next_digivolution
        )
        for perm, card in priced:
            if q.alternatives(g, perm):
                reached += 1
                continue
            top = g.info[perm.cards[-1]]
            assert legal.requirements(top, False)[compiled(card)] is not None
            own = compiled(card)
            one_by_one = own.hand_digivolve_reductions or own.effect_requirements
            assert not alone or legal._reduces(g, perm) or one_by_one, (
                f"{card.name} priced one by one for {perm.id}, which no effect reaches"
            )

    decks = (load_deck("gallantmon"), load_deck("ulforceveedramon"))
    for seed in range(1, 6):
        random_game(cards, decks, seed, check=check)
    assert reached > 20  # cards were priced for Digimon such an effect reaches
