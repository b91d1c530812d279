"""Random and computer play with every special rule of this branch in the decks: tokens,
DigiXros, Burst digivolution, <Overflow>, the counter timing and <Blast Digivolve>,
<Digisorption>, <Delay>, <Mind Link>, "isn't affected by effects" and a Tamer treated as a
Digimon. Every card stays in one place (or, a token, ceases to exist), every question's
answers have labels, and a saved game loads back the same."""

from __future__ import annotations

import pytest
from games import with_cards
from keyword_cards import TAMER, kw, mon, option
from test_ch04_tokens import MAKE_SCOUT, MAKE_WALLS
from test_ch08_burst import BURST, FROM
from test_ch11_counter import ACE
from test_ch15_other import SHIELDED, TAMER_DIGIMON
from test_ch16_rule_keywords import DELAYED, LINKER, SORB
from test_random_play import check_invariants, round_trip

from digimon_tui.cards.decks import Deck
from digimon_tui.engine.game import Game
from digimon_tui.simulate import random_game
from digimon_tui.ui.move_labels import label

XROS = {
    **mon("70", 9000, level=5, cost=8),
    "xros": {"reduce": 3, "materials": [{"name": "Agumon"}, {"name": "Mon 79"}]},
}
ERASE_GREEN = option("90", {"do": "delete", "target": {"side": "opponents"}})

MAIN = (
    ["ST1-03"] * 4
    + ["KW-79"] * 4
    + ["ST1-02"] * 3
    + ["KW-70", "KW-73", "KW-74", "KW-78", "KW-85", "KW-86", "KW-87", "KW-96", "KW-98"] * 3
    + ["KW-60", "KW-61", "KW-80", "KW-90"] * 2
    + ["TST-3000"] * 4
)
EGGS = ["ST1-01"] * 4


def placed(g: Game) -> None:
    """Every card in one place (tokens that ceased to exist in `removed`), every question's
    answers worded."""
    check_invariants(g)
    if g.pending is not None and g.pending.kind != "main":
        for m in g.pending.moves:
            assert label(g, m) != str(m), f"no label for {m} ({g.pending.kind})"


@pytest.fixture(scope="module")
def sc(pool):
    return with_cards(
        pool,
        XROS,
        BURST,
        FROM,
        ACE,
        SORB,
        DELAYED,
        LINKER,
        SHIELDED,
        TAMER_DIGIMON,
        MAKE_WALLS,
        MAKE_SCOUT,
        TAMER,
        ERASE_GREEN,
        mon("79", 4000, kw("blocker")),
    )


def test_random_games_with_every_special_rule(sc):
    decks = (Deck("a", tuple(MAIN), tuple(EGGS)), Deck("b", tuple(MAIN), tuple(EGGS)))
    verbs: set[str] = set()

    def check(g: Game) -> None:
        placed(g)
        verbs.update(m.split()[0] + (" xros" if " xros " in m else "") for m in g.moves[-1:])

    for seed in range(12):
        g = random_game(sc, decks, seed, logging=True, check=check)
        assert g.winner is not None
        round_trip(g)
    assert {"play xros", "burst-digivolve", "delay", "blast"} <= verbs


@pytest.mark.parametrize("level", [1, 2])
def test_the_computer_plays_every_special_rule(sc, level):
    decks = (Deck("a", tuple(MAIN), tuple(EGGS)), Deck("b", tuple(MAIN), tuple(EGGS)))
    for seed in range(3):
        g = random_game(sc, decks, seed, players=(f"bot:{level}", f"bot:{level}"), check=placed)
        assert g.winner is not None
