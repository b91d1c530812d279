"""A cost "by trashing the top or bottom card of your security stack" (BT15-003 Nyaromon,
BT15-036 Wizardmon, ...): the player chooses an end of the stack, never a card, since
security cards are face down (15-15-3-9-2); with no security card the cost can't be paid and
the effect doesn't activate (15-7-4).

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

import builders
from games import legal, play, position, state, with_cards

_CARD = builders.digimon(
    "CC-51",
    text=("[On Play] By trashing the top or bottom card of your security stack, gain 2 memory."),
)


def _after_play(pool, security: list[str], *answers: str):
    g = position(with_cards(pool, _CARD), p1={"hand": ["CC-51"], "security": security}, memory=3)
    play(g, "play CC-51", *answers)
    return g


def test_the_player_chooses_an_end_not_a_card(pool) -> None:
    g = position(
        with_cards(pool, _CARD),
        p1={"hand": ["CC-51"], "security": ["TST-1000", "TST-2000", "TST-3000"]},
        memory=3,
    )
    play(g, "play CC-51", "yes")
    assert sorted(legal(g)) == ["bottom", "top"]
    assert g.pending is not None and "TST" not in g.pending.prompt


def test_the_chosen_end_is_trashed(pool) -> None:
    """A position lists the security stack top card first."""
    for end, trashed, left in (
        ("top", "TST-1000", {"TST-2000", "TST-3000"}),
        ("bottom", "TST-3000", {"TST-1000", "TST-2000"}),
    ):
        g = _after_play(pool, ["TST-1000", "TST-2000", "TST-3000"], "yes", end)
        assert state(g)["players"]["p1"]["trash"] == [trashed] and state(g)["memory"] == 2
        assert {g.defs[u].number for u in g.players[0].security} == left


def test_without_a_security_card_the_cost_cant_be_paid(pool) -> None:
    g = _after_play(pool, [])
    assert state(g)["memory"] == 0
