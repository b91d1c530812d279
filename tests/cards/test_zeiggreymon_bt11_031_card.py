"""BT11-031 ZeigGreymon (no official ruling), where a wrong reading of its [On Deletion] or of
its [Blue Flare] condition (the catalogue spells the trait "BlueFlare") would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt11_031_on_deletion_places_the_named_blue_cards_under_a_general_tamer(pool):
    """Deleted in battle: <Save> and "Then, place 1 blue [Greymon] and 1 blue [MailBirdramon]
    from your trash under 1 of your Tamers with [General] in its traits": both go under
    Kiriha (a [General]), not under Tai; the red ST1-07 Greymon stays in the trash."""
    g = position(
        pool,
        p1={
            "trash": ["BT10-019", "BT10-021", "ST1-07"],
            "battle": [
                {"id": "z", "cards": ["BT11-031"]},
                {"id": "k", "cards": ["BT10-088"]},
                {"id": "t", "cards": ["ST1-12"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack z x", "first 1")
    assert sorted(legal(g)) == ["no-save", "save k", "save t"]
    play(g, "save t")
    assert battle(g, "p1")["k"]["cards"] == ["BT10-021", "BT10-019", "BT10-088"]
    assert battle(g, "p1")["t"]["cards"] == ["BT11-031", "ST1-12"]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-07"]


def _digivolved(pool, under: str, foes: int):
    g = position(
        pool,
        p1={"hand": ["BT11-031"], "battle": [{"id": "m", "cards": [under], "suspended": True}]},
        p2={"battle": [{"id": f"x{i}", "cards": ["ST1-02"]} for i in range(foes)]},
        memory=5,
    )
    return play(g, "digivolve m BT11-031")


def test_bt11_031_gains_2_memory_over_a_blue_flare_card(pool):
    """Digivolved from BT10-024 MetalGreymon ([Blue Flare]) with 2 opposing Digimon: it
    unsuspends and gains 2 memory (5 - 2 + 2)."""
    g = _digivolved(pool, "BT10-024", 2)
    assert battle(g, "p1")["m"]["suspended"] is False
    assert state(g)["memory"] == 5


def test_bt11_031_no_memory_without_the_trait_or_the_second_digimon(pool):
    """From ST1-09 MetalGreymon (no such trait), or with 1 opposing Digimon: no memory."""
    assert state(_digivolved(pool, "ST1-09", 2))["memory"] == 3
    assert state(_digivolved(pool, "BT10-024", 1))["memory"] == 3
