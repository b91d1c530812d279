"""EX3-065 Hina Kurihara, beyond its rulings (tests/rulings/ex3.toml): 1 memory at the start
of its player's turn only while the opponent has a Digimon; its [Your Turn] answers a
digivolution into a dragon-trait Digimon alone, and only by suspending her."""

from __future__ import annotations

from games import legal, play, position, state

HINA = "EX3-065"
LAVOGARITAMON = "EX3-011"  # red level 5, [Rock Dragon]: "[On Play] Delete 1 ... 5000 DP or less"


def _turn_passed_to_hina(pool, opponents: list[dict]):
    g = position(
        pool,
        p1={"battle": opponents},
        p2={"battle": [{"id": "h", "cards": [HINA]}]},
    )
    play(g, "pass")  # p2's turn starts with 3 memory
    return state(g)


def test_ex3_065_gains_1_memory_while_the_opponent_has_a_digimon(pool):
    s = _turn_passed_to_hina(pool, [{"id": "a", "cards": ["TST-3000"]}])
    assert s["turn"] == "p2" and s["memory"] == 4


def test_ex3_065_gains_nothing_without_an_opponents_digimon(pool):
    s = _turn_passed_to_hina(pool, [{"id": "t", "cards": ["ST1-12"]}])
    assert s["turn"] == "p2" and s["memory"] == 3


def _digivolve(pool, into: str):
    g = position(
        pool,
        p1={
            "hand": [into],
            "battle": [{"id": "a", "cards": ["ST1-07"]}, {"id": "h", "cards": [HINA]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    return play(g, f"digivolve a {into}")


def test_ex3_065_activates_the_on_play_of_a_dragon_trait_digimon(pool):
    g = _digivolve(pool, LAVOGARITAMON)
    assert legal(g) == ["yes", "no"]
    play(g, "yes", "no")  # x, the only target; no [Hina Kurihara] to play
    s = state(g)
    assert s["players"]["p2"]["battle"] == {}
    assert s["players"]["p1"]["battle"]["h"]["suspended"] is True


def test_ex3_065_declined_leaves_her_unsuspended_and_the_on_play_unused(pool):
    g = _digivolve(pool, LAVOGARITAMON)
    play(g, "no")
    s = state(g)
    assert list(s["players"]["p2"]["battle"]) == ["x"]
    assert s["players"]["p1"]["battle"]["h"]["suspended"] is False


def test_ex3_065_ignores_a_digivolution_into_another_digimon(pool):
    g = _digivolve(pool, "ST1-09")  # MetalGreymon: no dragon trait of hers
    s = state(g)
    assert s["pending"]["kind"] == "main"
    assert s["players"]["p1"]["battle"]["h"]["suspended"] is False
