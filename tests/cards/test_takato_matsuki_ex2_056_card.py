"""EX2-056 Takato Matsuki (no official ruling), played where a wrong reading of its "would
digivolve" effect would show: what it gives is there as the Digimon digivolves."""

from __future__ import annotations

from games import legal, play, position, state


def _digivolved(pool, into: str, tamer: bool = True):
    """p1's Agumon (ST1-03) digivolves from 1 memory for 2, leaving p2 1 memory."""
    tamers = [{"id": "t", "cards": ["EX2-056"]}] if tamer else []
    g = position(
        pool,
        p1={"hand": [into], "battle": [{"id": "a", "cards": ["ST1-03"]}, *tamers]},
        p2={"security": ["ST1-02"]},
        memory=1,
    )
    return play(g, f"digivolve a {into}")


def test_ex2_056_gives_a_growlmon_when_digivolving_blitz_as_it_digivolves(pool):
    """ "[Your Turn] When one of your Digimon would digivolve into a Digimon with
    [Gallantmon] or [Growlmon] in its name, that Digimon gains "[When Digivolving] <Blitz>"
    for the turn": the gained effect activates for the digivolution itself, so the new
    Growlmon (ST7-05) may attack though the opponent now has memory; the attack checks the
    security card."""
    g = _digivolved(pool, "ST7-05")
    assert "attack a player" in legal(g) and "no-blitz" in legal(g)
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 0


def test_ex2_056_gives_nothing_to_other_digivolutions_or_without_the_tamer(pool):
    """Into Greymon (ST1-07, no [Growlmon] in its name), or with no Takato in play, no
    <Blitz>: the turn passes to p2 at once."""
    for g in (_digivolved(pool, "ST1-07"), _digivolved(pool, "ST7-05", tamer=False)):
        assert "no-blitz" not in legal(g)
        assert state(g)["turn"] == "p2"
