"""EX2-012 Megidramon (no official ruling), played where a wrong reading of its
[When Digivolving] "if" or its [On Deletion] play would show."""

from __future__ import annotations

from games import dummy, legal, play, position, state, with_cards


def _digivolved(pool, foe: int):
    """p1's Garudamon (ST1-08) digivolves into Megidramon for its 5 memory; p2 has one
    Digimon of `foe` DP. Both decks hold 10 cards."""
    g = position(
        with_cards(pool, dummy(foe)),
        p1={"hand": ["EX2-012"], "battle": [{"id": "m", "cards": ["ST1-08"]}]},
        p2={"battle": [{"id": "x", "cards": [f"TST-{foe}"]}]},
        memory=5,
    )
    return play(g, "digivolve m EX2-012")


def _decks(g) -> tuple[int, int]:
    players = state(g)["players"]
    return players["p1"]["deck"], players["p2"]["deck"]


def test_ex2_012_trashes_both_decks_only_when_nothing_was_deleted(pool):
    """ "Delete 1 of your opponent's Digimon with 10000 DP or less. If no Digimon was deleted
    by this effect, trash the top 5 cards of both players' decks": a 10000 DP Digimon is
    deleted and both decks stay (p1's 9 after the digivolution's draw); an 11000 DP one
    stays, and each player loses the top 5 cards of their deck to the trash."""
    g = _digivolved(pool, 10000)
    assert state(g)["players"]["p2"]["battle"] == {}
    assert _decks(g) == (9, 10)
    g = _digivolved(pool, 11000)
    assert "x" in state(g)["players"]["p2"]["battle"]
    assert _decks(g) == (4, 5)
    assert len(state(g)["players"]["p1"]["trash"]) == 5
    assert len(state(g)["players"]["p2"]["trash"]) == 5


def test_ex2_012_on_deletion_plays_guilmon_and_takato_from_hand_and_trash(pool):
    """ "[On Deletion] You may play 1 [Guilmon] and 1 [Takato Matsuki] from your hand and/or
    trash without paying their memory costs": deleted in battle by a 15000 DP Digimon, it
    brings back Guilmon (ST7-03) from the hand and Takato (EX2-056) from the trash, for
    nothing (p1's memory is unchanged)."""
    g = position(
        with_cards(pool, dummy(15000)),
        p1={
            "hand": ["ST7-03"],
            "trash": ["EX2-056"],
            "battle": [{"id": "m", "cards": ["ST1-08", "EX2-012"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack m x")
    while "yes" in legal(g) or any(m.startswith("card ") for m in legal(g)):
        play(g, "yes" if "yes" in legal(g) else next(m for m in legal(g) if m.startswith("card ")))
    names = sorted(s["name"] for s in state(g)["players"]["p1"]["battle"].values())
    assert names == ["Guilmon", "Takato Matsuki"]
    assert state(g)["players"]["p1"]["hand"] == []
    assert state(g)["memory"] == 3
