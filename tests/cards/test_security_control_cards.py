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


def _venusmon_turn_passed(pool, digivolve: bool):
    """Venusmon (or the Angewomon it would digivolve from) attacks, so it lies suspended in the
    opponent's turn; the opponent's Coredramon has a [When Attacking] effect (lose 2 memory)."""
    g = position(
        pool,
        p1={
            "hand": ["BT10-042"],
            "battle": [{"id": "a", "cards": ["ST3-09"]}],
            "security": ["ST1-02"] * 3,
            "deck": ["ST1-02"] * 5,
        },
        p2={
            "battle": [{"id": "x", "cards": ["ST1-06"]}],
            "security": ["ST1-02"] * 3,
            "deck": ["ST1-02"] * 5,
        },
        memory=4,
    )
    if digivolve:
        play(g, "digivolve a BT10-042")
    return play(g, "attack a player", "no-block", "pass")


def test_bt10_042_venusmon_gives_security_attack_minus_1_so_they_cant_attack_it(pool):
    """The <Security A. -1> Venusmon gives is <Security Attack>: in the opponent's turn their
    Digimon can't attack Venusmon; an Angewomon in its place can be attacked."""
    assert "attack x a" in legal(_venusmon_turn_passed(pool, digivolve=False))
    g = _venusmon_turn_passed(pool, digivolve=True)
    assert "attack x a" not in legal(g) and "attack x player" in legal(g)


def test_bt10_042_venusmon_stops_their_when_attacking_effects(pool):
    """Coredramon's [When Attacking] "lose 2 memory" doesn't activate; its <Security A. -1>
    means it checks no security card."""
    g = _venusmon_turn_passed(pool, digivolve=True)
    before = state(g)["memory"]
    play(g, "attack x player")
    while g.pending is not None and "no-block" in legal(g):
        g.apply("no-block")
    assert state(g)["memory"] == before
    assert state(g)["players"]["p1"]["security"] == 3


def test_bt4_115_lucemon_digivolves_only_into_a_lucemon(pool):
    """Lucemon meets a yellow level 4's requirements (Angemon) but may digivolve only into a
    Digimon with [Lucemon] in its name; Tapirmon, in its place, may."""
    g = position(
        pool, p1={"hand": ["ST3-05"], "battle": [{"id": "l", "cards": ["BT4-115"]}]}, memory=5
    )
    assert "digivolve l ST3-05" not in legal(g)
    g = position(
        pool, p1={"hand": ["ST3-05"], "battle": [{"id": "s", "cards": ["ST3-03"]}]}, memory=5
    )
    assert "digivolve s ST3-05" in legal(g)


@pytest.mark.parametrize(("trash", "memory"), [(10, 2), (9, 6)])
def test_bt4_115_lucemon_costs_8_less_with_10_cards_in_the_trash(pool, trash, memory):
    """5 memory with 10 cards in the trash; 13 with 9: the memory goes to 6 on the
    opponent's side."""
    g = position(pool, p1={"hand": ["BT4-115"], "trash": ["ST1-02"] * trash}, memory=7)
    assert state(play(g, "play BT4-115"))["memory"] == memory


def test_bt4_091_chaosmon_valdur_arm_gives_minus_7000_twice(pool):
    """Two -7000s, each with its own choice: both on one Digimon, or one on each."""

    def chaosmon(*moves: str):
        g = position(
            pool,
            p1={"hand": ["BT4-091"], "battle": [{"id": "a", "cards": ["ST3-10"]}]},
            p2={
                "battle": [{"id": "x", "cards": ["TST-15000"]}, {"id": "y", "cards": ["TST-7000"]}]
            },
            memory=6,
        )
        return play(g, "digivolve a BT4-091", *moves)

    assert battle(chaosmon("target x", "target x"), "p2")["x"]["dp"] == 1000
    g = chaosmon("target x", "target y")
    assert battle(g, "p2")["x"]["dp"] == 8000 and "y" not in battle(g, "p2")


@pytest.mark.parametrize(("theirs", "deleted"), [(3, True), (2, False)])
def test_bt7_015_avengekidmon_counts_and_returns_both_trashes_options(pool, theirs, deleted):
    """1 memory less per Option card in either trash; the Options of both trashes go to the
    bottom of their owners' decks (the Digimon card stays), and with 7 or more returned a
    Digimon of 8000 DP or less is deleted (the 9000 DP one can't be)."""
    g = position(
        pool,
        p1={"hand": ["BT7-015"], "trash": ["ST1-13"] * 4 + ["ST1-02"], "deck": ["ST1-02"]},
        p2={
            "trash": ["ST1-14"] * theirs,
            "deck": ["ST1-02"],
            "battle": [{"id": "x", "cards": ["TST-8000"]}, {"id": "y", "cards": ["TST-9000"]}],
        },
        memory=6,
    )
    play(g, "play BT7-015")
    s = state(g)
    assert s["memory"] == theirs - 2  # 6 - (12 - options)
    assert s["players"]["p1"]["trash"] == ["ST1-02"] and s["players"]["p1"]["deck"] == 5
    assert s["players"]["p2"]["deck"] == 1 + theirs
    assert ("x" not in battle(g, "p2")) is deleted and "y" in battle(g, "p2")


def test_bt7_015_avengekidmon_reads_the_dp_a_digimon_has_now(pool):
    """ "with [Three Musketeers] in its traits or 8000 DP or less" reads DP as it is in play: a
    9000 DP Digimon MagnaAngemon's inherited -1000 DP reached may be deleted."""
    g = position(
        pool,
        p1={
            "hand": ["BT7-015"],
            "battle": [{"id": "m", "cards": ["ST3-08", "TST-3000"]}],
            "trash": ["ST1-13"] * 7,
        },
        p2={"battle": [{"id": "y", "cards": ["TST-9000"]}], "security": ["ST1-02"]},
        memory=6,
    )
    play(g, "attack m player", "play BT7-015")
    assert battle(g, "p2") == {}


@pytest.mark.parametrize(("their_trash", "trashed"), [(9, 1), (10, 2), (20, 3)])
def test_ex2_073_gallantmon_crimson_mode_trashes_1_more_per_10_in_their_trash(
    pool, their_trash, trashed
):
    """1 security card, and 1 more for every 10 cards in the opponent's trash (not 1 times)."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["EX2-073"]}]},
        p2={"security": ["ST1-02"] * 5, "trash": ["ST1-02"] * their_trash},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 5 - trashed - 1  # and the one checked


def test_ex2_073_gallantmon_crimson_mode_deletes_every_digimon_tied_for_the_highest_dp(pool):
    """ "All of your opponent's Digimon with the highest DP": both 5000s, not the 3000."""
    g = position(
        pool,
        p1={"hand": ["EX2-073"], "battle": [{"id": "a", "cards": ["BT9-016"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-5000"]},
                {"id": "y", "cards": ["TST-5000"]},
                {"id": "z", "cards": ["TST-3000"]},
            ]
        },
        memory=6,
    )
    play(g, "digivolve a EX2-073")
    assert list(battle(g, "p2")) == ["z"]
