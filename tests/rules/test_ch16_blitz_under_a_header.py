"""<Blitz> printed under a timing header, "[When Digivolving] <Blitz>" (BT8-013 BetelGammamon):
the Digimon has <Blitz> at all times, but it activates only at that timing (4-23-3, 16-16-1).
Memory is from the turn player's side."""

from __future__ import annotations

from games import kind, legal, play, position, state

# BT8-013: red level 4, play cost 5, digivolves from a red level 3 for 2. ST1-03 is one.


def test_4_23_3_when_digivolving_blitz_activates_when_digivolving(pool):
    g = position(
        pool, p1={"hand": ["BT8-013"], "battle": [{"id": "a", "cards": ["ST1-03"]}]}, memory=1
    )
    play(g, "digivolve a BT8-013")
    assert kind(g) == "blitz"
    assert legal(g) == ["attack a player", "no-blitz"]


def test_4_23_3_when_digivolving_blitz_does_not_activate_when_played(pool):
    """Played, it doesn't even try (a Digimon played this turn couldn't attack anyway
    without <Rush>, 1-3-2, which the log would say)."""
    g = position(pool, p1={"hand": ["BT8-013"]}, memory=3)
    play(g, "play BT8-013")
    assert not any("<Blitz>" in line for line in state(g)["log"])


def test_4_23_3_the_digimon_has_blitz_outside_its_timing(pool):
    """BT6-008's inherited [When Attacking] draws while this Digimon has <Blitz>: under
    BT8-013, on a later attack, it has it."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-008", "BT8-013"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "attack a player")
    assert len(g.players[0].hand) == 1
