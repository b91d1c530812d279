"""The King Drasil_7D6 cards of BT13 without official rulings of their own, played where a
wrong reading of their text would show: BT13-019 Gankoomon plays a [Sistermon] from the trash
or a [Royal Knight] card from under the Digimon in the breeding area, never an [Omnimon] or
[Gankoomon]; BT13-110 Royal Knights of the Purge places a card from the hand under King
Drasil_7D6 and, by <Delay>, plays a [Royal Knight] card from under it with <Rush> and no [On
Play]; BT13-080 ProtoGizmon's play cost is paid in part by deleting a level 2 Digimon in the
breeding area; BT13-112 Omnimon's plays give every Digimon of its player's <Rush>; and King
Drasil_7D6's inherited [Breeding] effect gains memory as a [Royal Knight] Option is placed in
the battle area, while it is under the Digimon in the breeding area."""

from __future__ import annotations

from games import battle, legal, play, position, state

# BT13-075 Alphamon, BT13-017 Jesmon: [Royal Knight] Digimon; ST12-13 Sistermon Ciel: a
# [Sistermon] Digimon; BT1-001 Yokomon: a level 2 Digi-Egg.
BREEDING = ["BT13-112", "BT13-019", "BT13-075", "BT13-007"]


def _gankoomon(pool, trash: list[str]):
    g = position(
        pool,
        p1={"hand": ["BT13-019"], "trash": trash, "breeding": {"id": "kd", "cards": BREEDING}},
        memory=10,
    )
    return play(g, "play BT13-019", "no", "yes")


def test_bt13_019_plays_a_royal_knight_from_the_breeding_area_but_no_omnimon_or_gankoomon(pool):
    g = play(_gankoomon(pool, ["BT13-017"]), "mode 2")
    assert battle(g, "p1")["p1-2"]["top"] == "BT13-075"  # the only one it could choose
    assert state(g)["players"]["p1"]["breeding"]["cards"] == ["BT13-112", "BT13-019", "BT13-007"]


def test_bt13_019_plays_a_sistermon_from_the_trash_and_no_royal_knight_from_there(pool):
    g = _gankoomon(pool, ["BT13-017", "ST12-13"])
    g = play(g, "mode 1")
    assert battle(g, "p1")["p1-2"]["top"] == "ST12-13"
    assert "BT13-017" in state(g)["players"]["p1"]["trash"]


def _purge(pool, breeding: list[str]):
    g = position(
        pool,
        p1={
            "hand": ["BT13-110", "BT13-017"],
            "breeding": {"id": "kd", "cards": breeding},
            "deck": ["ST1-02"] * 5,
        },
        memory=8,
    )
    return play(g, "option BT13-110")


def test_bt13_110_places_a_card_under_king_drasil_and_stays_in_the_battle_area(pool):
    g = play(_purge(pool, ["BT13-007"]), "yes", "card BT13-017")
    p1 = state(g)["players"]["p1"]
    assert p1["breeding"]["cards"] == ["BT13-017", "BT13-007"]
    assert p1["hand"] == ["ST1-02"]  # its <Draw 1>
    assert [s["top"] for s in battle(g, "p1").values()] == ["BT13-110"]
    assert state(g)["memory"] == 2  # 8 less its cost of 6: no King Drasil_7D6 under the top one


def test_bt13_007_inherited_gains_memory_as_a_royal_knight_option_is_placed(pool):
    g = play(_purge(pool, ["BT13-007", "BT13-007"]), "no")
    assert state(g)["memory"] == 3  # the King Drasil_7D6 under the top one hears it


def test_bt13_110_delay_plays_a_royal_knight_with_rush_and_no_on_play(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "rk", "cards": ["BT13-110"]}],
            "breeding": {"id": "kd", "cards": ["BT13-075", "BT1-001", "BT13-007"]},
        },
        p2={"security": ["ST1-02"]},
        memory=3,
        turn_number=3,
    )
    g = play(g, "delay rk")
    (perm,) = [k for k, s in battle(g, "p1").items() if s["top"] == "BT13-075"]
    assert "optional" not in str(g.pending)  # Alphamon's [On Play] doesn't activate
    assert f"attack {perm} player" in legal(g)  # <Rush>
    assert state(g)["players"]["p1"]["breeding"]["cards"] == ["BT1-001", "BT13-007"]


def test_bt13_080_deletes_a_level_2_digimon_in_the_breeding_area_for_2_less(pool):
    g = position(
        pool,
        p1={"hand": ["BT13-080"], "breeding": {"id": "b", "cards": ["BT1-001"]}},
        memory=3,
    )
    g = play(g, "play BT13-080", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["breeding"] is None and p1["trash"][0] == "BT1-001"
    assert state(g)["memory"] == 2  # 3 less 1


def test_bt13_112_gives_rush_to_every_digimon_once_it_plays_some(pool):
    g = position(
        pool,
        p1={"hand": ["BT13-112"], "breeding": {"id": "kd", "cards": ["BT13-017", "BT13-007"]}},
        memory=10,
    )
    g = play(g, "play BT13-112", "yes", "yes", "mode 2")  # 14 less 5: 1 memory left
    tops = {s["top"]: k for k, s in battle(g, "p1").items()}
    assert {"BT13-112", "BT13-017"} <= set(tops)
    assert state(g)["players"]["p1"]["trash"] == ["BT13-007"]
    while g.pending is not None and g.pending.kind != "main":
        play(g, legal(g)[-1])
    assert f"attack {tops['BT13-112']} player" in legal(g)


def test_bt13_007_reduction_opens_a_play_too_dear_without_it(pool):
    """14 memory for Omnimon is more than 2 memory pays (1-4-2-2); 5 off makes it 9, and the
    reduction isn't asked: declined, the play couldn't be paid for."""
    kd = {"id": "kd", "cards": ["BT1-001", "BT13-007"]}
    without = position(pool, p1={"hand": ["BT13-112"]}, memory=2)
    assert "play BT13-112" not in legal(without)
    g = position(pool, p1={"hand": ["BT13-112"], "breeding": kd}, memory=2)
    g = play(g, "play BT13-112")
    assert battle(g, "p1")["p1-1"]["top"] == "BT13-112"
    assert state(g)["memory"] == -7  # paid 9, not 14
