"""BT11-059 RustTyrannomon, played where a wrong reading would show: its digivolution cost
reduced by 1 for each green or black Tamer (a Tamer of another colour doesn't count; ruling
Q2092, a two-colour Tamer, is in tests/rulings/bt11.toml), and its unsuspension when it
deletes an opponent's Digimon in battle, once a turn."""

from __future__ import annotations

from games import battle, play, position, state

RUST, DIGITAMAMON = "BT11-059", "BT1-075"  # a green level 5
GREEN_TAMER, BLACK_TAMER, RED_TAMER = "BT12-093", "BT12-094", "BT12-088"


def _cost(pool, tamers: list[str]) -> int:
    g = position(
        pool,
        p1={
            "hand": [RUST],
            "battle": [{"id": "a", "cards": [DIGITAMAMON]}]
            + [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(tamers)],
        },
        memory=5,
    )
    play(g, f"digivolve a {RUST}")
    return 5 - state(g)["memory"]


def test_bt11_059_costs_1_less_for_each_green_or_black_tamer(pool) -> None:
    assert _cost(pool, []) == 5
    assert _cost(pool, [GREEN_TAMER, BLACK_TAMER]) == 3
    assert _cost(pool, [RED_TAMER]) == 5


def test_bt11_059_unsuspends_after_deleting_in_battle_once_a_turn(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": [RUST]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-5000"], "suspended": True},
                {"id": "y", "cards": ["TST-5000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "attack r x")
    assert not battle(g, "p1")["r"]["suspended"]
    play(g, "attack r y")
    assert battle(g, "p1")["r"]["suspended"]
