"""BT6-075 Ginkakumon Promote (no official ruling), and the moving-from-breeding effect of
BT6-087 Tai Kamiya and BT6-088 Matt Ishida that their rulings don't reach, played where a
wrong reading would show."""

from __future__ import annotations

import pytest
from games import battle, play, position, state

GINKAKUMON_PROMOTE = "BT6-075"
KINKAKUMON = "BT6-071"
GINKAKUMON = "BT6-073"


def test_bt6_075_names_are_in_the_pool(pool) -> None:
    assert (pool[KINKAKUMON].name, pool[GINKAKUMON].name) == ("Kinkakumon", "Ginkakumon")


def test_bt6_075_placing_both_draws_and_gains_memory(pool) -> None:
    """[On Play] both cards from the trash go under it as its bottom digivolution cards, in
    the order picked; with 2 placed, <Draw 1> and 1 memory."""
    g = position(
        pool,
        p1={"hand": [GINKAKUMON_PROMOTE], "trash": [GINKAKUMON, KINKAKUMON, "ST1-02"]},
        memory=6,
    )
    play(g, f"play {GINKAKUMON_PROMOTE}", "yes")
    while state(g)["pending"]["kind"] == "card":
        play(g, state(g)["pending"]["moves"][0])
    st = state(g)
    cards = battle(g, "p1")["p1-1"]["cards"]
    assert sorted(cards[:2]) == sorted([KINKAKUMON, GINKAKUMON])
    assert cards[-1] == GINKAKUMON_PROMOTE
    assert st["players"]["p1"]["trash"] == ["ST1-02"]
    assert st["players"]["p1"]["hand"] == ["ST1-02"]
    assert st["memory"] == 1


def test_bt6_075_one_card_placed_gives_nothing_more(pool) -> None:
    """With only [Kinkakumon] in the trash, it goes under, and no card or memory follows."""
    g = position(pool, p1={"hand": [GINKAKUMON_PROMOTE], "trash": [KINKAKUMON]}, memory=6)
    play(g, f"play {GINKAKUMON_PROMOTE}", "yes")
    while state(g)["pending"]["kind"] == "card":
        play(g, state(g)["pending"]["moves"][0])
    st = state(g)
    assert battle(g, "p1")["p1-1"]["cards"] == [KINKAKUMON, GINKAKUMON_PROMOTE]
    assert (st["players"]["p1"]["hand"], st["memory"]) == ([], 0)


def test_bt6_075_has_rush(pool) -> None:
    """<Rush>: it attacks the turn it is played."""
    g = position(
        pool, p1={"hand": [GINKAKUMON_PROMOTE]}, p2={"security": ["TST-1000"] * 2}, memory=6
    )
    play(g, f"play {GINKAKUMON_PROMOTE}", "no", "attack p1-1 player")
    assert state(g)["players"]["p2"]["security"] == 1


@pytest.mark.parametrize(
    ("tamer", "digimon", "other"),
    [("BT6-087", "BT1-010", "BT1-029"), ("BT6-088", "BT1-029", "BT1-010")],
)
def test_bt6_087_088_moving_the_named_digimon_out_of_breeding(pool, tamer, digimon, other) -> None:
    """[Your Turn] moving an [Agumon] (Tai) or [Gabumon] (Matt) from the breeding area: 1
    memory and <Draw 1>; another Digimon moved gives nothing."""
    for moved, gained in ((digimon, 1), (other, 0)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "t", "cards": [tamer]}],
                "breeding": {"id": "b", "cards": [moved]},
            },
            memory=3,
            phase="breeding",
        )
        play(g, "move")
        st = state(g)
        assert (st["memory"], len(st["players"]["p1"]["hand"])) == (3 + gained, gained)
