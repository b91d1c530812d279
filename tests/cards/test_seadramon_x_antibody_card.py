"""BT20-024 Seadramon (X Antibody), played where a wrong reading of its text would show (no
official ruling): its digivolution from [Seadramon] for 0, the return of a level 3, and the
"can't suspend" it gives an opponent's Tamer only with [Seadramon] or [X Antibody] under it."""

from __future__ import annotations

from games import battle, legal, play, position

from digimon_tui.engine import queries as q


def _digivolved(pool, under: list[str]):
    g = position(
        pool,
        p1={"hand": ["BT20-024"], "battle": [{"id": "s", "cards": under}]},
        p2={"battle": [{"id": "d", "cards": ["ST1-03"]}, {"id": "t", "cards": ["BT1-088"]}]},
        memory=0,
    )
    assert "digivolve s BT20-024" in legal(g)
    play(g, "digivolve s BT20-024")
    return g


def test_bt20_024_from_seadramon_it_returns_a_level_3_and_holds_a_tamer(pool):
    """From BT2-024 Seadramon for 0: p2's level 3 Agumon goes to the bottom of the deck, and
    p2's Tamer can't suspend through p2's next turn, not after it."""
    g = _digivolved(pool, ["BT2-024"])
    assert list(battle(g, "p2")) == ["t"]
    assert q.held_unsuspended(g, g.permanent("t"))
    play(g, "pass")  # p2's turn: still held
    assert q.held_unsuspended(g, g.permanent("t"))
    play(g, "pass")  # p1's turn again: it has ended
    assert not q.held_unsuspended(g, g.permanent("t"))


def test_bt20_024_without_seadramon_under_it_the_tamer_is_not_held(pool):
    """Digivolved by its colour requirement from a plain blue level 3 (ST2-03 Gabumon), it
    still returns the level 3, but no [Seadramon]/[X Antibody] is under it: no hold."""
    g = position(
        pool,
        p1={"hand": ["BT20-024"], "battle": [{"id": "s", "cards": ["ST2-03"]}]},
        p2={"battle": [{"id": "d", "cards": ["ST1-03"]}, {"id": "t", "cards": ["BT1-088"]}]},
        memory=5,
    )
    play(g, "digivolve s BT20-024")
    assert list(battle(g, "p2")) == ["t"]
    assert not q.held_unsuspended(g, g.permanent("t"))
