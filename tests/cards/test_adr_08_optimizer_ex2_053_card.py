"""EX2-053 ADR-08 Optimizer (no official ruling): beside a [Mother D-Reaper] with 5 or more
digivolution cards, it reveals 3 and may play a [D-Reaper] card (a form is one of its traits)
of play cost 10 or less among them, the rest going back on top of the deck; with 4 it
reveals nothing."""

from __future__ import annotations

from games import legal, play, position, state

OPTIMIZER = "EX2-053"
HORN_STRIKER = "EX2-052"  # [D-Reaper], play cost 7
GATEKEEPER = "EX2-054"  # [D-Reaper], play cost 11


def _played(pool, sources: int):
    g = position(
        pool,
        p1={
            "hand": [OPTIMIZER],
            "battle": [{"id": "m", "cards": ["TST-1000"] * sources + ["EX2-007"]}],
            "deck": [HORN_STRIKER, GATEKEEPER, "ST1-03", "ST1-02", "ST1-02"],
        },
        memory=10,
    )
    return play(g, f"play {OPTIMIZER}", "no")  # not Mother D-Reaper's own reduction


def test_ex2_053_plays_a_d_reaper_of_cost_10_or_less_among_3_revealed(pool):
    g = play(_played(pool, 5), "yes")  # Horn Striker, the only one that fits
    assert legal(g) == [f"card {GATEKEEPER}", "card ST1-03"]  # the order back on top
    play(g, f"card {GATEKEEPER}")
    p1 = state(g)["players"]["p1"]
    assert [d["top"] for d in p1["battle"].values()] == ["EX2-007", OPTIMIZER, HORN_STRIKER]
    assert p1["deck"] == 4


def test_ex2_053_reveals_nothing_beside_4_sources(pool):
    g = _played(pool, 4)
    assert state(g)["pending"]["kind"] == "main"
    assert state(g)["players"]["p1"]["deck"] == 5
