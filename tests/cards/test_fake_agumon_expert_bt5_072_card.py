"""BT5-072 Fake Agumon Expert (no official ruling), played where a wrong reading of its text
would show: its [On Deletion] returns a level 3 Digimon card with an [On Deletion] effect from
the trash, never another [Fake Agumon Expert] (nor itself, deleted into the trash)."""

from __future__ import annotations

from games import play, position, state


def _deleted(pool, trash: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "f", "cards": ["BT5-072"]}], "trash": trash},
        p2={"security": ["TST-5000"]},
        memory=3,
    )
    return play(g, "attack f player")  # deleted by the 5000 DP Security Digimon


def test_bt5_072_returns_a_level_3_with_an_on_deletion_effect(pool):
    g = play(_deleted(pool, ["BT5-072", "BT2-068", "ST1-03"]), "yes")
    assert state(g)["players"]["p1"]["hand"] == ["BT2-068"]  # Impmon; Agumon has none


def test_bt5_072_never_returns_a_fake_agumon_expert(pool):
    g = play(_deleted(pool, ["BT5-072", "ST1-03"]), "yes")
    assert state(g)["players"]["p1"]["hand"] == []
