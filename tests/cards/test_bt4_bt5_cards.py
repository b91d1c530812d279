"""Effects of BT4 and BT5 cards, each in the smallest position where a wrong reading would
show; named after the card."""

from __future__ import annotations

from builders import option, tamer
from games import battle, kind, legal, play, position, state, with_cards

# ---- BT4-084 NeoDevimon ----------------------------------------------------------------


def test_bt4_084_neodevimon_inherited_two_tamers_suspended_at_once_gain_2_memory(pool):
    """One effect suspends both of p2's Tamers: the inherited effect triggers once for each
    Tamer (15-4-2-1) and both activate (15-4-3), 2 memory for p1."""
    both = option(
        "TST-9084",
        colors=("green",),
        text=[
            {
                "timing": "main",
                "steps": [
                    {
                        "do": "suspend",
                        "target": {"select": "all", "side": "your", "kinds": ["tamer"]},
                    }
                ],
            }
        ],
    )
    g = position(
        with_cards(pool, both, tamer("TST-9085")),
        p1={"battle": [{"id": "n", "cards": ["BT4-084", "TST-3000"]}]},
        p2={
            "hand": ["TST-9084"],
            "battle": [
                {"id": "g", "cards": ["TST-1000"]},
                {"id": "t1", "cards": ["TST-9085"]},
                {"id": "t2", "cards": ["TST-9085"]},
            ],
        },
        turn="p2",
        memory=3,
    )
    play(g, "option TST-9084")
    while kind(g) == "order":
        play(g, "first 1")
    assert battle(g, "p2")["t1"]["suspended"] and battle(g, "p2")["t2"]["suspended"]
    assert state(g)["memory"] == 3 - 2  # from p2's side: p1 gained 2


# ---- BT5-035 Starmons ------------------------------------------------------------------


def test_bt5_035_starmons_on_play_all_the_minus_1000s_go_to_one_digimon_chosen_once(pool):
    """Three Digimon of p1's in play (Starmons with them): one of p2's Digimon, chosen once,
    gets -3000 DP; the other keeps its DP."""
    g = position(
        pool,
        p1={
            "hand": ["BT5-035"],
            "battle": [{"id": "a", "cards": ["TST-1000"]}, {"id": "b", "cards": ["TST-1000"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-6000"]}]},
        memory=3,
    )
    play(g, "play BT5-035", "target y")
    assert kind(g) != "target"
    assert {pid: s["dp"] for pid, s in battle(g, "p2").items()} == {"x": 5000, "y": 3000}


# ---- BT4-031 MarineChimairamon -----------------------------------------------------------


def test_bt4_031_marinchimairamon_on_play_keeps_the_digivolution_cards_of_your_digimon(pool):
    """Its last sentence says what happens to the Digimon returned to the hand (4-7-8: its
    digivolution cards go to the trash), not that every Digimon you keep loses its own;
    ruling Q1198 reads the return the same way."""
    g = position(
        pool,
        p1={
            "hand": ["BT4-031"],
            "battle": [
                {"id": "r", "cards": ["BT1-064", "TST-1000"]},
                {"id": "k", "cards": ["BT1-071", "TST-3000"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}]},
        memory=7,
    )
    play(g, "play BT4-031", "yes", "target r")
    assert "r" not in battle(g, "p1")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["k"]["cards"] == ["BT1-071", "TST-3000"]
    assert state(g)["players"]["p1"]["trash"] == ["BT1-064"]


def test_bt5_108_earth_shaker_deletes_a_level_4_and_a_level_5_at_once(pool) -> None:
    """BT5-108 Earth Shaker: "Delete 1 of your opponent's unsuspended level 4 Digimon and 1
    of your opponent's unsuspended level 5 Digimon": one of each goes, both unsuspended; the
    suspended level 5 stays."""
    g = position(
        pool,
        p1={"hand": ["BT5-108"], "battle": [{"id": "i", "cards": ["BT2-068"]}]},
        p2={
            "battle": [
                {"id": "a", "cards": ["ST1-07"]},
                {"id": "b", "cards": ["ST1-08"]},
                {"id": "c", "cards": ["ST1-08"], "suspended": True},
            ]
        },
        memory=6,
    )
    play(g, "option BT5-108")
    assert sorted(battle(g, "p2")) == ["c"]


# ---- BT5-008 Gaossmon --------------------------------------------------------------------


def test_bt5_008_gaossmon_gives_its_other_namesakes_3000_in_its_owners_turn(pool):
    """Two Gaossmon: each gets +3000 from the other, none from itself, a Digimon of another
    name nothing; in the opponent's turn none of it holds."""
    sides = {
        "battle": [
            {"id": "a", "cards": ["BT5-008"]},
            {"id": "b", "cards": ["BT5-008"]},
            {"id": "c", "cards": ["TST-2000"]},
        ]
    }
    g = position(pool, p1=sides)
    assert {pid: s["dp"] for pid, s in battle(g, "p1").items()} == {
        "a": 5000,
        "b": 5000,
        "c": 2000,
    }
    g = position(pool, p2=sides)
    assert {pid: s["dp"] for pid, s in battle(g, "p2").items()} == {
        "a": 2000,
        "b": 2000,
        "c": 2000,
    }
    g = position(pool, p1={"battle": sides["battle"][:1]})
    assert battle(g, "p1")["a"]["dp"] == 2000


# ---- BT4-048 WarGreymon -------------------------------------------------------------------


def _wargreymon_attacks(pool, security: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT4-048"]}], "security": security},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}], "security": ["ST1-03"] * 2},
    )
    return play(g, "attack w player")


def test_bt4_048_wargreymon_pays_a_security_card_for_both_steps(pool):
    """[When Attacking]: the top security card goes to the hand, and for it WarGreymon
    unsuspends and p2's Digimon gets -6000 DP for the turn."""
    g = _wargreymon_attacks(pool, ["ST1-02", "ST1-03"])
    play(g, "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["ST1-02"] and p1["security"] == 1
    assert not battle(g, "p1")["w"]["suspended"]
    assert battle(g, "p2")["x"]["dp"] == 2000


def test_bt4_048_wargreymon_without_security_does_neither_step(pool):
    """No security card to pay: the effect isn't offered, so the -6000 DP, printed after
    the cost, isn't given either (15-7)."""
    g = _wargreymon_attacks(pool, [])
    assert battle(g, "p1")["w"]["suspended"]
    assert battle(g, "p2")["x"]["dp"] == 8000


# ---- BT5-092 Nokia Shiramine -----------------------------------------------------------------


def _nokia_digivolves(pool, into: str):
    g = position(
        pool,
        p1={
            "hand": [into],
            "battle": [{"id": "n", "cards": ["BT5-092"]}, {"id": "a", "cards": ["BT5-007"]}],
        },
        memory=3,
    )
    play(g, f"digivolve a {into}")
    return g


def test_bt5_092_nokia_shiramine_takes_1_off_a_greymon_but_not_an_excluded_one(pool) -> None:
    """BT5-092 Nokia Shiramine's "[Main] When digivolving ... into a Digimon card in your hand
    with [Garurumon], [Omnimon], or [Greymon] in its name (other than [DoruGreymon],
    [BurningGreymon], ...)": suspending her takes 1 off Agumon's digivolution into BT5-010
    Greymon (2, paid 1, and its [When Digivolving] gives 1 back); into BT4-013 BurningGreymon
    she isn't asked and its 3 is paid."""
    g = _nokia_digivolves(pool, "BT5-010")
    assert "yes" in legal(g)
    play(g, "yes")
    assert state(g)["memory"] == 3 and battle(g, "p1")["n"]["suspended"] is True
    g = _nokia_digivolves(pool, "BT4-013")
    assert battle(g, "p1")["a"]["top"] == "BT4-013"
    assert state(g)["memory"] == 0 and battle(g, "p1")["n"]["suspended"] is False


def test_bt5_092_nokia_shiramine_on_play_plays_an_agumon_from_the_hand_free(pool) -> None:
    """BT5-092 Nokia Shiramine's [On Play]: BT5-007 Agumon comes from the hand without its
    cost of 3; the memory pays only for her."""
    g = position(pool, p1={"hand": ["BT5-092", "BT5-007"]}, memory=3)
    play(g, "play BT5-092")
    assert "yes" in legal(g)
    play(g, "yes")
    tops = [p["top"] for p in battle(g, "p1").values()]
    assert sorted(tops) == ["BT5-007", "BT5-092"]
    assert state(g)["memory"] == 0
