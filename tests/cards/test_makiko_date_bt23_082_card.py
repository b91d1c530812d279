"""BT23-082 Makiko Date (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

MAKIKO, GEOGREYMON, LOPMON = "BT23-082", "BT23-010", "BT3-034"


def test_bt23_082_gains_1_memory_only_while_the_opponent_has_a_digimon(pool) -> None:
    """[Start of Your Main Phase] if your opponent has a Digimon, gain 1 memory."""
    for foes, memory in (([{"id": "x", "cards": ["ST1-03"]}], 4), ([], 3)):
        g = position(
            pool,
            phase="breeding",
            p1={"battle": [{"id": "t", "cards": [MAKIKO]}]},
            p2={"battle": foes},
            memory=3,
        )
        assert state(g)["memory"] == memory  # the empty breeding phase passes by itself


def test_bt23_082_returns_to_the_hand_to_play_lopmon_as_a_cs_digimon_digivolves(pool) -> None:
    """[Your Turn] when one of your Digimon digivolves into a [CS] Digimon (BT23-010
    GeoGreymon), by returning this Tamer to the hand, play a [Lopmon] from the hand for free."""
    g = position(
        pool,
        p1={
            "hand": [GEOGREYMON, LOPMON],
            "battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "t", "cards": [MAKIKO]}],
        },
        memory=5,
    )
    play(g, f"digivolve a {GEOGREYMON}", "yes", "yes")  # pay the cost; then play
    names = sorted(s["name"] for s in battle(g, "p1").values())
    assert names == ["GeoGreymon", "Lopmon"]
    assert MAKIKO in state(g)["players"]["p1"]["hand"]


def test_bt23_082_does_nothing_when_the_digimon_is_no_cs_beastkin_or_cherub(pool) -> None:
    """ST1-07 Greymon has none of the four traits: no question, no play."""
    g = position(
        pool,
        p1={
            "hand": ["ST1-07", LOPMON],
            "battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "t", "cards": [MAKIKO]}],
        },
        memory=5,
    )
    play(g, "digivolve a ST1-07")
    assert g.pending is not None and g.pending.kind == "main"
    assert f"play {LOPMON}" in legal(g)
