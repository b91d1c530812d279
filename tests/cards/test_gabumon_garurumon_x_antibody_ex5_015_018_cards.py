"""EX5-015 Gabumon (X Antibody) and EX5-018 Garurumon (X Antibody), where a wrong reading of
"If you added cards" or of the inherited prevention's name condition would show (their
rulings are in tests/rulings/ex5.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_ex5_015_trashes_nothing_when_nothing_was_added(pool):
    """None of the four revealed has [Garurumon] or [X Antibody] in its name: the rest go to
    the bottom and "If you added cards, trash 1 card in your hand" asks nothing."""
    g = position(
        pool,
        p1={"hand": ["EX5-015", "ST1-04"], "deck": ["ST1-02", "ST1-02", "ST1-03", "ST1-04"]},
        memory=5,
    )
    play(g, "play EX5-015")
    while legal(g)[0].startswith("card"):
        play(g, legal(g)[0])
    assert state(g)["players"]["p1"]["hand"] == ["ST1-04"]
    assert state(g)["players"]["p1"]["trash"] == []


def _attacked(pool, top: str):
    g = position(
        pool,
        p1={
            "trash": ["ST1-02", "ST1-03"],
            "battle": [{"id": "s", "cards": ["EX5-018", top]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    return play(g, "attack s x")


def test_ex5_018_prevention_needs_garurumon_or_omnimon_in_the_name(pool):
    """Under ST2-08 WereGarurumon the prevention is offered; under ST1-09 MetalGreymon it
    isn't, and the Digimon is deleted."""
    assert "prevent EX5-018" in legal(_attacked(pool, "ST2-08"))
    g = _attacked(pool, "ST1-09")
    assert "prevent EX5-018" not in legal(g)
    assert battle(g, "p1") == {}


def test_ex5_018_gains_memory_over_garurumon_only(pool):
    """ "[When Digivolving] <Draw 2>. Then, trash 2 cards in your hand. If [Garurumon] or [X
    Antibody] is in this Digimon's digivolution cards, gain 1 memory": from ST2-03 Gabumon
    alone no memory (5 - 3 = 2); with ST2-06 Garurumon under the Gabumon, 1 more (3)."""

    def digivolved(under: list[str]) -> int:
        g = position(
            pool,
            p1={"hand": ["EX5-018"], "battle": [{"id": "a", "cards": under}]},
            memory=5,
        )
        play(g, "digivolve a EX5-018")
        while legal(g)[0].startswith("card"):
            play(g, legal(g)[0])
        return state(g)["memory"]

    assert digivolved(["ST2-03"]) == 2
    assert digivolved(["ST2-06", "ST2-03"]) == 3
