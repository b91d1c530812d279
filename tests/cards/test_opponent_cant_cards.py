"""BT8-097 Crimson Blaze: "Your opponent can't play Digimon by effects"; BT5-021 Syakomon:
"Your opponent can't reduce digivolution costs". Each binds the opponent alone, played where
a wrong reading would show."""

from __future__ import annotations

import builders
from games import battle, play, position, state, with_cards


def _crimson_blaze_then_night_raid(pool, turn: str):
    g = position(
        pool,
        p1={
            "hand": ["BT8-097", "BT2-108"],
            "trash": ["ST6-02"],
            "battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "m", "cards": ["ST6-14"]}],
        },
        p2={
            "hand": ["BT2-108"],
            "trash": ["ST6-02"],
            "battle": [{"id": "n", "cards": ["ST6-14"]}],
        },
        memory=10,
    )
    play(g, "option BT8-097")
    if turn == "p2":
        play(g, "pass")
    play(g, "option BT2-108")
    return g


def test_bt8_097_crimson_blaze_stops_the_opponents_plays_by_effects_not_its_users(pool) -> None:
    """After Crimson Blaze its user's Night Raid still plays DemiDevimon from the trash; the
    opponent's, in their turn, plays nothing."""
    g = _crimson_blaze_then_night_raid(pool, "p1")
    assert battle(g, "p1")["p1-1"]["top"] == "ST6-02"
    g = _crimson_blaze_then_night_raid(pool, "p2")
    assert list(battle(g, "p2")) == ["n"]
    assert g.players[1].trash and g.defs[g.players[1].trash[0]].number == "ST6-02"


def _digivolved_memory(pool, syakomon: str | None) -> int:
    """p1's memory after a Digimon whose "would digivolve" effect takes 1 off digivolves (its
    cost 2), with BT5-021 Syakomon in play on `syakomon`'s side."""
    cards = with_cards(
        pool,
        builders.digimon(
            "OC-10",
            level=3,
            text="[Your Turn] When this Digimon would digivolve, reduce the digivolution cost "
            "by 1.",
        ),
        builders.digimon("OC-11", level=4),
    )
    sides: dict[str, dict] = {
        "p1": {"hand": ["OC-11"], "battle": [{"id": "a", "cards": ["OC-10"]}]},
        "p2": {},
    }
    if syakomon is not None:
        sides[syakomon].setdefault("battle", []).append({"id": "s", "cards": ["BT5-021"]})
    g = position(cards, p1=sides["p1"], p2=sides["p2"], memory=5)
    play(g, "digivolve a OC-11")
    return state(g)["memory"]


def test_bt5_021_syakomon_keeps_the_opponent_from_reducing_digivolution_costs(pool) -> None:
    """In its owner's opponent's turn no effect takes anything off that player's digivolution
    cost; its owner's own reductions, in their turn, still count."""
    assert _digivolved_memory(pool, None) == 5 - 1
    assert _digivolved_memory(pool, "p2") == 5 - 2
    assert _digivolved_memory(pool, "p1") == 5 - 1
