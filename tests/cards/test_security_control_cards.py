"""The yellow security-control cards: each effect in the smallest position where a wrong
reading would show; named after the card."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state


def _adistakto(pool, security: int, p1_battle: list[dict] | None = None):
    return position(
        pool,
        p1={
            "hand": ["BT10-101"],
            "battle": p1_battle or [{"id": "t", "cards": ["ST3-03"]}],
            "security": ["ST1-02"] * security,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=8,
    )


@pytest.mark.parametrize(
    ("security", "moves", "x_dp", "p2_security"),
    [
        (4, ["target x"], 3000, 0),
        (3, ["target x", "target y"], 3000, 1),  # both conditions hold at exactly 3
        (2, ["target y"], 15000, 1),
    ],
)
def test_bt10_101_adistakto_lowers_dp_at_3_or_more_and_places_at_3_or_fewer(
    pool, security, moves, x_dp, p2_security
):
    g = play(_adistakto(pool, security), "option BT10-101", *moves)
    assert battle(g, "p2")["x"]["dp"] == x_dp
    assert "y" not in battle(g, "p2") or p2_security == 0
    assert state(g)["players"]["p2"]["security"] == p2_security


def test_bt10_101_adistakto_ignores_colour_with_pulsemon_in_digivolution_cards(pool):
    green = [{"id": "g", "cards": ["TST-3000"]}]
    assert "option BT10-101" not in legal(_adistakto(pool, 4, green))
    under = [{"id": "p", "cards": ["BT10-031", "TST-3000"]}]
    assert "option BT10-101" in legal(_adistakto(pool, 4, under))


@pytest.mark.parametrize(("mine", "deleted"), [(["a", "t", "d"], 2), (["t", "d"], 1), (["d"], 0)])
def test_bt7_108_schwarz_lehrsatz_deletes_one_per_hybrid_digimon_and_per_tamer(pool, mine, deleted):
    """One deletion for each Digimon with [Hybrid] in its traits and each Tamer: a Digimon
    without the trait (DemiDevimon) adds none."""
    cards = {"a": "BT4-011", "t": "ST1-12", "d": "BT2-067"}
    g = position(
        pool,
        p1={"hand": ["BT7-108"], "battle": [{"id": i, "cards": [cards[i]]} for i in mine]},
        p2={"battle": [{"id": i, "cards": ["TST-3000"]} for i in ("x", "y", "z")]},
        memory=6,
    )
    play(g, "option BT7-108", *["target x", "target y"][:deleted])
    assert len(battle(g, "p2")) == 3 - deleted


def test_bt9_076_maycrackmon_vicious_mode_reads_the_colour_of_the_trashed_card(pool):
    """A yellow card trashed gives the -3000 DP alone; the level 3 Digimon stays."""
    g = position(
        pool,
        p1={"hand": ["BT9-076", "ST3-03"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=6,
    )
    play(g, "play BT9-076", "yes")
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert state(g)["players"]["p1"]["trash"] == ["ST3-03"]
