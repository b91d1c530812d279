"""BT13-100 Yoshino Fujieda and BT15-101 MetalGarurumon (no official rulings): Yoshino's
memory needs a digivolution into a [Vegetation]/[Plant]/[Fairy] Digimon and her suspension;
MetalGarurumon's digivolution from [Gabumon] needs a [Matt Ishida] Tamer and an opponent's
Digimon of 10000 DP or more, holds 3 of the opponent's Digimon and Tamers unsuspended, and it
unsuspends itself once a turn."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _yoshino(pool, into: str):
    return position(
        pool,
        p1={
            "hand": [into],
            "battle": [{"id": "a", "cards": ["BT1-068"]}, {"id": "y", "cards": ["BT13-100"]}],
        },
        memory=3,
    )


def test_bt13_100_gains_1_memory_by_suspending_when_a_plant_digimon_digivolves(pool):
    g = play(_yoshino(pool, "BT1-071"), "digivolve a BT1-071", "yes")  # Vegiemon, [Plant]
    assert state(g)["memory"] == 3  # 3 - 1 for the digivolution + 1
    assert battle(g, "p1")["y"]["suspended"] is True


def test_bt13_100_stays_silent_for_another_trait(pool):
    g = play(_yoshino(pool, "BT1-070"), "digivolve a BT1-070")  # Kuwagamon: [Insectoid]
    assert "yes" not in legal(g)
    assert battle(g, "p1")["y"]["suspended"] is False


def _metalgarurumon(pool, their_dp_card: str, tamer: str = "BT1-086"):
    return position(
        pool,
        p1={
            "hand": ["BT15-101"],
            "battle": [{"id": "g", "cards": ["BT1-029"]}, {"id": "m", "cards": [tamer]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": [their_dp_card]},
                {"id": "y", "cards": ["ST1-03"]},
                {"id": "t", "cards": ["ST1-12"]},
                {"id": "z", "cards": ["ST1-02"]},
            ]
        },
        memory=4,
    )


def test_bt15_101_digivolves_from_gabumon_for_4_with_matt_and_a_10000_dp_digimon(pool):
    assert "digivolve g BT15-101" in legal(_metalgarurumon(pool, "ST1-11"))  # 12000 DP
    assert "digivolve g BT15-101" not in legal(_metalgarurumon(pool, "ST1-09"))  # 7000 DP
    assert "digivolve g BT15-101" not in legal(_metalgarurumon(pool, "ST1-11", tamer="ST1-12"))


def test_bt15_101_holds_3_of_the_opponents_digimon_and_tamers_unsuspended(pool):
    g = _metalgarurumon(pool, "ST1-11")
    play(g, "digivolve g BT15-101", "target x", "target y", "target t", "pass")
    moves = legal(g)  # the opponent's turn: x and y can't attack, z can
    assert "attack z player" in moves or "attack z g" in moves
    assert not any(m.startswith(("attack x", "attack y")) for m in moves)


def test_bt15_101_unsuspends_itself_once_a_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT15-101"]}]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack g player", "yes")
    assert battle(g, "p1")["g"]["suspended"] is False
    play(g, "attack g player")
    assert battle(g, "p1")["g"]["suspended"] is True  # [Once Per Turn]
