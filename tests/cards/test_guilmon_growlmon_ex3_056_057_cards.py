"""EX3-056 Guilmon and EX3-057 Growlmon (no official ruling): "If no Digimon is deleted by
this effect, trash the top 2 cards of both players' decks", played where a wrong reading of
the "if" (or of whose decks) would show."""

from __future__ import annotations

from games import dummy, play, position, state, with_cards


def _decks(g) -> tuple[int, int]:
    players = state(g)["players"]
    return players["p1"]["deck"], players["p2"]["deck"]


def _growlmon(pool, foe: int):
    """p1's Guilmon (ST7-03) digivolves into EX3-057 for 2 ("Digivolve: 2 if name contains
    [Guilmon]"); p2 has one Digimon of `foe` DP."""
    g = position(
        with_cards(pool, dummy(foe)),
        p1={"hand": ["EX3-057"], "battle": [{"id": "g", "cards": ["ST7-03"]}]},
        p2={"battle": [{"id": "x", "cards": [f"TST-{foe}"]}]},
        memory=2,
    )
    return play(g, "digivolve g EX3-057")


def test_ex3_057_trashes_both_decks_only_when_nothing_was_deleted(pool):
    g = _growlmon(pool, 3000)
    assert state(g)["players"]["p2"]["battle"] == {}
    assert _decks(g) == (8, 10)  # the digivolution's draw and Guilmon's inherited <Draw 1>
    g = _growlmon(pool, 4000)
    assert "x" in state(g)["players"]["p2"]["battle"]
    assert _decks(g) == (7, 8)


def test_ex3_056_on_deletion_trashes_both_decks_when_it_deletes_nothing(pool):
    """Guilmon (3000 DP) attacks a suspended 5000 DP Digimon and is deleted: its [On
    Deletion] finds no Digimon of 3000 DP or less, so both decks lose their top 2 cards."""
    g = position(
        with_cards(pool, dummy(5000)),
        p1={"battle": [{"id": "g", "cards": ["EX3-056"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack g x")
    assert state(g)["players"]["p1"]["battle"] == {}
    assert _decks(g) == (8, 8)
