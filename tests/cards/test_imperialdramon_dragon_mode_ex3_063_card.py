"""EX3-063 Imperialdramon: Dragon Mode, beyond its ruling (tests/rulings/ex3.toml): DNA
digivolved, its opponent picks which 1 of their Digimon stays and the rest are deleted; the
"If DNA digivolving" governs that alone, so <Blitz> follows an ordinary digivolution too
(ruling Q2891 answers its Blitz by the turn, not by the DNA); its [When Attacking] +2000 DP
and digivolution into [Imperialdramon: Fighter Mode] for that card's cost."""

from __future__ import annotations

from games import legal, play, position, state, with_cards

DRAGON_MODE = "EX3-063"
FIGHTER_MODE = {  # the name alone (EX3-073, not in the pool): from purple level 6, for 2
    "number": "TST-1",
    "name": "Imperialdramon: Fighter Mode",
    "category": "digimon",
    "colors": ["purple"],
    "level": 6,
    "cost": 13,
    "dp": 13000,
    "digivolve": [{"color": "purple", "level": 6, "cost": 2}],
}
OPPONENTS = [
    {"id": "x", "cards": ["TST-3000"]},
    {"id": "y", "cards": ["TST-4000"]},
    {"id": "z", "cards": ["TST-9000"]},
]


def _game(pool, memory: int):
    return position(
        pool,
        p1={
            "hand": [DRAGON_MODE],
            "battle": [{"id": "r", "cards": ["ST1-09"]}, {"id": "p", "cards": ["BT2-076"]}],
        },
        p2={"battle": OPPONENTS},
        memory=memory,
    )


def test_ex3_063_dna_the_opponent_keeps_the_digimon_they_choose(pool):
    g = play(_game(pool, 0), f"dna p r {DRAGON_MODE}")
    assert g.pending is not None and g.pending.player == 1  # the opponent is asked
    assert legal(g) == ["target x", "target y", "target z"]
    play(g, "target y")
    s = state(g)
    assert list(s["players"]["p2"]["battle"]) == ["y"]
    assert s["players"]["p2"]["trash"] == ["TST-3000", "TST-9000"]
    assert list(s["players"]["p1"]["battle"]) == ["p"]  # its own side is not touched


def test_ex3_063_digivolved_without_dna_deletes_nothing_but_still_blitzes(pool):
    g = play(_game(pool, 2), f"digivolve p {DRAGON_MODE}")  # 2 - 4: the opponent has 2
    assert legal(g) == ["attack p player", "no-blitz"]
    assert list(state(g)["players"]["p2"]["battle"]) == ["x", "y", "z"]


def test_ex3_063_when_attacking_gets_2000_and_may_digivolve_into_fighter_mode(pool):
    cards = with_cards(pool, FIGHTER_MODE)
    g = position(
        cards,
        p1={"hand": ["TST-1"], "battle": [{"id": "d", "cards": ["BT2-076", DRAGON_MODE]}]},
        p2={"security": ["TST-1000"]},
        memory=5,
    )
    play(g, "attack d player")
    assert state(g)["players"]["p1"]["battle"]["d"]["dp"] == 14000
    play(g, "yes", "card TST-1")
    s = state(g)
    assert s["players"]["p1"]["battle"]["d"]["top"] == "TST-1"
    assert s["memory"] == 3  # the Fighter Mode's own digivolution cost
