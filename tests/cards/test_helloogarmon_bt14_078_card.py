"""BT14-078 Helloogarmon's [On Deletion], played where a wrong reading would show: each card
with [Dark Animal] or [SoC] in its traits it trashes from the hand raises the level of the
opponent's Digimon it may delete by 1, counted once the cards are trashed."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt14_078_helloogarmon_deletes_a_level_higher_for_each_card_trashed(pool):
    """Deleted by its own [End of Your Turn]: one BlackGatomon ([Dark Animal]) trashed lets it
    delete p2's level 4 Greymon as well as the level 3 Agumon, not the level 5 Andromon."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "h", "cards": ["BT14-071", "BT14-078"]}],
            "hand": ["BT3-082", "ST1-02"],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-07"]},
                {"id": "y", "cards": ["BT2-061"]},
                {"id": "z", "cards": ["ST1-03"]},
            ]
        },
        memory=3,
    )
    play(g, "pass", "no", "yes")
    assert legal(g) == ["card BT3-082", "done"]
    play(g, "card BT3-082")
    assert legal(g) == ["target x", "target z"]


def test_bt14_078_helloogarmon_deletes_only_level_3_with_nothing_trashed(pool):
    """With no card trashed, only the level 3 Agumon may be chosen: it is deleted, Greymon
    stays."""
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT14-071", "BT14-078"]}], "hand": ["BT3-082"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "z", "cards": ["ST1-03"]}]},
        memory=3,
    )
    play(g, "pass", "no", "yes", "done")
    assert list(state(g)["players"]["p2"]["battle"]) == ["x"]
