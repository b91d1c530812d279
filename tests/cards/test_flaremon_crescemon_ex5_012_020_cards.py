"""EX5-012 Flaremon and EX5-020 Crescemon (rulings Q3549, Q3569 in tests/rulings/ex5.toml),
played where a wrong reading would show: "When this card would be played or digivolved into,
if you have a Digimon with 3 or more digivolution cards and the [Light Fang]/[Night
Claw]/[Galaxy] trait, reduce the play or digivolution cost by 2" takes 2 off the play from
the hand and off the digivolution into the card, only while such a Digimon is in play (three
cards under it, one of the traits); and the [On Play] [When Digivolving] effects."""

from __future__ import annotations

from games import legal, play, position, state

FLAREMON, CRESCEMON = "EX5-012", "EX5-020"
CORONAMON, FIRAMON, LEKISMON = "EX5-007", "EX5-008", "EX5-017"  # Light Fang, Night Claw
PLAIN_3, PLAIN_4 = "BT1-010", "BT1-016"  # red level 3 and 4 without a trait of the three


def _stack(top: str, under: int) -> list[str]:
    return [CORONAMON] * under + [top]


def test_ex5_012_plays_for_5_beside_a_light_fang_digimon_with_3_cards_under_it(pool) -> None:
    g = position(
        pool,
        p1={"hand": [FLAREMON], "battle": [{"id": "f", "cards": _stack(FIRAMON, 3)}]},
        memory=7,
        turn_number=3,
    )
    play(g, f"play {FLAREMON}")
    assert state(g)["memory"] == 2


def test_ex5_012_pays_7_when_the_digimon_has_2_cards_under_it(pool) -> None:
    g = position(
        pool,
        p1={"hand": [FLAREMON], "battle": [{"id": "f", "cards": _stack(FIRAMON, 2)}]},
        memory=7,
        turn_number=3,
    )
    play(g, f"play {FLAREMON}")
    assert state(g)["memory"] == 0


def test_ex5_012_pays_7_when_the_digimon_has_none_of_the_traits(pool) -> None:
    g = position(
        pool,
        p1={"hand": [FLAREMON], "battle": [{"id": "f", "cards": [PLAIN_3] * 3 + [PLAIN_4]}]},
        memory=7,
        turn_number=3,
    )
    play(g, f"play {FLAREMON}")
    assert state(g)["memory"] == 0


def test_ex5_012_digivolves_for_1_and_deletes_a_5000_dp_digimon(pool) -> None:
    g = position(
        pool,
        p1={"hand": [FLAREMON], "battle": [{"id": "f", "cards": _stack(FIRAMON, 3)}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-6000"]}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve f {FLAREMON}")
    st = state(g)
    assert st["memory"] == 2
    assert list(st["players"]["p2"]["battle"]) == ["y"]


def test_ex5_012_digivolving_a_plain_digimon_pays_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": [FLAREMON], "battle": [{"id": "f", "cards": [PLAIN_3] * 3 + [PLAIN_4]}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve f {FLAREMON}")
    assert state(g)["memory"] == 0


def test_ex5_020_a_night_claw_digimon_cuts_the_digivolution_and_the_target_cant_suspend(
    pool,
) -> None:
    g = position(
        pool,
        p1={"hand": [CRESCEMON], "battle": [{"id": "l", "cards": _stack(LEKISMON, 3)}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve l {CRESCEMON}")
    assert state(g)["memory"] == 2
    play(g, "pass")
    assert "attack x player" not in legal(g)
