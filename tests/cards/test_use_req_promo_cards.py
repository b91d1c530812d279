"""<Use Req.> (16-42) on P-235 Digital Accident Tactics Squad, P-236 Glowing Dawn and P-238
Destruction Cannon (no official rulings): each may be used without its colour while one of its
player's Digimon or Tamers on the field, battle or breeding area, has the named trait; and
each plays its effects and <Delay> from the battle area."""

from __future__ import annotations

from games import battle, legal, play, position, state

SQUAD = "P-235"  # yellow, [DATA SQUAD]
DAWN = "P-236"  # green, [Glowing Dawn]
CANNON = "P-238"  # purple, [CS]
LALAMON = "BT26-036"  # green, [DATA SQUAD]
SUNFLOWMON = "BT26-039"  # green, [DATA SQUAD]
LIOLLMON = "ST23-02"  # yellow, [Glowing Dawn]
TSUMEMON = "BT22-005"  # black Digi-Egg, [CS]
RINA = "BT22-085"  # blue Tamer, [CS]
GEOGREYMON = "BT23-010"  # red/black level 4, [CS], <Raid>
GEKOMON = "BT23-019"  # blue level 4, [CS], no attack effect
AGUMON = "ST1-03"  # red, no trait of these
GABUMON = "ST2-03"  # blue level 3, no trait of these
TAPIRMON = "ST3-03"  # yellow level 3, no trait of these


def _usable(pool, card: str, **p1) -> bool:
    return f"option {card}" in legal(position(pool, p1={"hand": [card], **p1}, memory=5))


def test_use_req_lets_a_digimon_with_the_trait_meet_the_colours(pool) -> None:
    lalamon = {"battle": [{"id": "l", "cards": [LALAMON]}]}
    assert _usable(pool, SQUAD, **lalamon)  # a green Digimon, a yellow card
    assert not _usable(pool, SQUAD, battle=[{"id": "a", "cards": [AGUMON]}])
    assert _usable(pool, DAWN, battle=[{"id": "y", "cards": [LIOLLMON]}])  # yellow, green card
    assert not _usable(pool, DAWN, battle=[{"id": "s", "cards": [TAPIRMON]}])


def test_use_req_counts_the_breeding_area_and_tamers(pool) -> None:
    """16-42-3: Digimon and Tamers on the field; the field holds the breeding area too."""
    assert _usable(pool, CANNON, breeding={"id": "egg", "cards": [TSUMEMON]})
    assert _usable(pool, CANNON, battle=[{"id": "r", "cards": [RINA]}])
    assert not _usable(pool, CANNON, battle=[{"id": "g", "cards": [GABUMON]}])


def test_p_235_adds_a_data_squad_card_and_stays_in_the_battle_area(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [SQUAD],
            "battle": [{"id": "l", "cards": [LALAMON]}],
            "deck": [SUNFLOWMON, AGUMON, GABUMON, "ST1-02"],
        },
        memory=5,
    )
    play(g, f"option {SQUAD}", f"card {AGUMON}")  # the only [DATA SQUAD] card is added; the
    # rest go to the bottom in the order chosen
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [SUNFLOWMON]
    assert SQUAD in [b["top"] for b in battle(g, "p1").values()]
    assert p1["trash"] == []
    assert g.memory == 2


def test_p_235_delay_gains_2_memory(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": [LALAMON]}, {"id": "o", "cards": [SQUAD]}]},
        memory=1,
    )
    play(g, "delay o")
    assert g.memory == 3
    assert state(g)["players"]["p1"]["trash"] == [SQUAD]


def test_p_238_deletes_then_its_delay_deletes_as_a_cs_digimon_attacks(pool) -> None:
    g = position(
        pool,
        p1={"hand": [CANNON], "battle": [{"id": "g", "cards": [GEOGREYMON]}]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}, {"id": "y", "cards": [GABUMON]}]},
        memory=5,
    )
    play(g, f"option {CANNON}", "target x")
    assert list(battle(g, "p2")) == ["y"]
    assert CANNON in [b["top"] for b in battle(g, "p1").values()]
    # the turn it entered play its <Delay> can't be trashed (16-17-3): an attack now asks nothing
    play(g, "attack g player")
    assert list(battle(g, "p2")) == ["y"]


def test_p_238_delay_deletes_when_a_cs_digimon_attacks_a_later_turn(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GEKOMON]}, {"id": "o", "cards": [CANNON]}]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}]},
        memory=3,
    )
    play(g, "attack g player", "yes")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p1"]["trash"] == [CANNON]
