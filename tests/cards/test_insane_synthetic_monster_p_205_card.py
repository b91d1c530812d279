"""P-205 Insane Synthetic Monster (its rulings, about DigiXros and Assembly, wait in
tests/rulings/p.toml for a pool card to reach them): used without purple while a [DM] Digimon
is in play, it draws 2 and trashes 2 before going to the battle area, and its <Delay> deletes
one of its player's Digimon to play a [Kimeramon] from the trash for 3 less."""

from __future__ import annotations

from games import battle, legal, play, position, state

MONSTER = "P-205"
GIZAMON = "EX9-015"  # blue, [DM]
AGUMON = "ST1-03"  # red, play cost 3, no [DM]
KIMERAMON = "BT2-077"  # play cost 7


def test_p_205_ignores_its_colour_while_a_dm_digimon_is_in_play(pool) -> None:
    with_dm = position(
        pool, p1={"hand": [MONSTER], "battle": [{"id": "g", "cards": [GIZAMON]}]}, memory=5
    )
    without = position(
        pool, p1={"hand": [MONSTER], "battle": [{"id": "a", "cards": [AGUMON]}]}, memory=5
    )
    assert f"option {MONSTER}" in legal(with_dm)
    assert f"option {MONSTER}" not in legal(without)


def test_p_205_draws_2_trashes_2_and_stays_in_the_battle_area(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [MONSTER, AGUMON],
            "battle": [{"id": "g", "cards": [GIZAMON]}],
            "deck": [KIMERAMON, KIMERAMON, AGUMON],
        },
        memory=5,
    )
    play(g, f"option {MONSTER}", f"card {AGUMON}")  # the second is then the only choice
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [KIMERAMON] and sorted(p1["trash"]) == sorted([AGUMON, KIMERAMON])
    assert any(b["top"] == MONSTER for b in battle(g, "p1").values())


def test_p_205_delay_deletes_a_digimon_to_play_kimeramon_for_3_less(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": [AGUMON]}, {"id": "o", "cards": [MONSTER]}],
            "trash": [KIMERAMON],
        },
        memory=5,
    )
    play(g, "delay o", "yes")
    tops = [b["top"] for b in battle(g, "p1").values()]
    assert tops == [KIMERAMON]
    assert state(g)["memory"] == 1  # 7 - 3
