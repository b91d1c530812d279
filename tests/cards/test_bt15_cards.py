"""Effects of BT15 cards, each in the smallest position where a wrong reading would show;
named after the card."""

from __future__ import annotations

from games import battle, kind, legal, play, position

# ---- BT15-094 Super Shocker -------------------------------------------------------------


def test_bt15_094_super_shocker_suspends_any_digimon_and_raises_only_an_insectoid(pool):
    """[Main]: the suspend may take either player's Digimon; the +3000 goes to an
    [Insectoid] (BT1-066 Tentomon), not to the 1000 DP dummy."""
    g = position(
        pool,
        p1={
            "hand": ["BT15-094"],
            "battle": [{"id": "k", "cards": ["BT1-066"]}, {"id": "t", "cards": ["TST-1000"]}],
        },
        p2={"battle": [{"id": "w", "cards": ["TST-5000"]}]},
        memory=5,
    )
    g = play(g, "option BT15-094")
    assert legal(g) == ["target k", "target t", "target w"]
    play(g, "target w")
    if kind(g) == "target":
        assert legal(g) == ["target k"]
        play(g, "target k")
    assert battle(g, "p2")["w"]["suspended"]
    assert battle(g, "p1")["k"]["dp"] == 5000  # Tentomon's 2000 + 3000
    assert battle(g, "p1")["t"]["dp"] == 1000


# ---- BT15-057 Numemon (X Antibody) --------------------------------------------------------


def _numemon_x_attacked(pool, under: str):
    """p1's 15000 DP Digimon deletes p2's suspended Numemon (X Antibody) in battle, over
    `under`; p2's trash holds a Numemon card to play back."""
    g = position(
        pool,
        p1={"battle": [{"id": "x", "cards": ["TST-15000"]}]},
        p2={
            "battle": [{"id": "n", "cards": [under, "BT15-057"], "suspended": True}],
            "trash": ["BT2-056"],
        },
    )
    play(g, "attack x n")
    return g


def test_bt15_057_numemon_x_antibody_keeps_the_on_deletion_its_digivolution_cards_give(pool):
    """ "While [Numemon] or [X Antibody] is in this Digimon's digivolution cards, it gains
    [On Deletion] ...": the Digimon had the effect as it left play, so it activates then
    (15-16-4), though the persistent effect that gave it is gone with the Digimon."""
    g = _numemon_x_attacked(pool, "BT14-058")  # a Numemon under it
    assert kind(g) == "optional" and g.pending.player == 1
    play(g, "yes")
    assert kind(g) == "card"  # the Numemon cards of the trash, this one and the one under it
    assert set(legal(g)) == {"card BT2-056", "card BT14-058", "card BT15-057"}
    play(g, "card BT2-056")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT2-056"]


def test_bt15_057_numemon_x_antibody_without_numemon_under_it_gains_nothing(pool):
    g = _numemon_x_attacked(pool, "TST-1000")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
