"""BT20-004 Pinamon, BT20-088 Violet Inboots, BT21-069 GulusGammamon and BT22-005 Tsumemon
(none has an official ruling), played where a wrong reading of their text would show."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

ACCEL = (
    digimon("AC-3", level=3, colors=("green",), types=["ACCEL"]),
    digimon(
        "AC-4",
        level=4,
        colors=("green",),
        types=["ACCEL"],
        digivolve=[{"color": "green", "level": 3, "cost": 3}],
    ),
    digimon("PL-3", level=3, colors=("green",)),
)


def test_bt20_004_pinamon_digivolves_for_2_less_when_an_accel_digimon_is_played(pool):
    """Inherited "[Your Turn] [Once Per Turn] When any of your Digimon with the [ACCEL] trait
    are played, this Digimon may digivolve into a Digimon card with the [ACCEL] trait in the
    hand with the digivolution cost reduced by 2": for 1 instead of 3; a plain Digimon played
    asks nothing."""
    cards = with_cards(pool, *ACCEL)
    stack = {"id": "d", "cards": ["BT20-004", "TST-3000"]}
    g = position(cards, p1={"hand": ["AC-3", "AC-4"], "battle": [stack]}, memory=5)
    play(g, "play AC-3", "yes", "card AC-4")
    assert battle(g, "p1")["d"]["top"] == "AC-4"
    assert state(g)["memory"] == 5 - 3 - 1
    g = position(cards, p1={"hand": ["PL-3", "AC-4"], "battle": [stack]}, memory=5)
    play(g, "play PL-3")
    assert state(g)["pending"]["kind"] == "main" and battle(g, "p1")["d"]["top"] == "TST-3000"


def test_bt20_088_violet_inboots_digivolves_a_digimon_when_a_ghost_is_deleted(pool):
    """ "[Your Turn] When any of your [Ghost] trait Digimon are deleted, by suspending this
    Tamer, 1 of your Digimon may digivolve into a Digimon card with the [Ghost] trait in the
    hand with the digivolution cost reduced by 2": Candlemon lost in battle, the other
    Candlemon becomes Soulmon (cost 2) for 0 and the Tamer is suspended (the digivolution
    still a choice once the Tamer is suspended: "yes" twice)."""
    g = position(
        pool,
        p1={
            "hand": ["BT20-067"],
            "battle": [
                {"id": "t", "cards": ["BT20-088"]},
                {"id": "c", "cards": ["BT20-062"]},
                {"id": "o", "cards": ["BT20-062"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=5,
    )
    play(g, "attack c x", "first 1", "yes", "yes", "card BT20-067")
    assert battle(g, "p1")["o"]["top"] == "BT20-067"
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 5


def test_bt20_088_violet_inboots_gains_1_memory_only_with_an_opponents_digimon(pool):
    """ "[Start of Your Main Phase] If your opponent has a Digimon, gain 1 memory": p2 passes
    (3 memory for p1), p1 starts its main phase with 4; without a p2 Digimon, with 3."""
    for foes, memory in (([{"id": "x", "cards": ["TST-3000"]}], 4), ([], 3)):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["BT20-088"]}]},
            p2={"battle": foes},
            turn="p2",
        )
        play(g, "pass")
        assert state(g)["turn"] == "p1" and state(g)["memory"] == memory


def test_bt21_069_gulusgammamon_deletes_a_level_4_for_a_gammamon_placed_under_it(pool):
    """ "By placing 1 Digimon card with [Gammamon] in its name from your hand or trash as this
    Digimon's bottom digivolution card, delete 1 of your opponent's level 4 or lower
    Digimon": the Gammamon goes under, Greymon (level 4) goes, MetalGreymon (level 5) stays;
    from [Gammamon] it digivolves for 2."""
    g = position(
        pool,
        p1={"hand": ["BT21-069", "BT8-008"], "battle": [{"id": "a", "cards": ["BT8-008"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["ST1-09"]}]},
        memory=5,
    )
    play(g, "digivolve a BT21-069", "yes")
    assert battle(g, "p1")["a"]["cards"] == ["BT8-008", "BT8-008", "BT21-069"]
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["memory"] == 3


def test_bt21_069_gulusgammamon_without_a_gammamon_deletes_nothing(pool):
    """No [Gammamon] card in the hand or trash: the cost can't be paid, nothing is deleted."""
    g = position(
        pool,
        p1={"hand": ["BT21-069"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "digivolve a BT21-069")
    if "yes" in legal(g):
        play(g, "yes")
    assert set(battle(g, "p2")) == {"x"}


def test_bt22_005_tsumemon_draws_once_a_turn_when_a_cs_digimon_is_played(pool):
    """Inherited "[Your Turn] [Once Per Turn] When any of your Digimon with the [Unidentified]
    or [CS] trait are played, <Draw 1>": the first [CS] Digimon draws, the second doesn't."""
    cards = with_cards(pool, digimon("CS-3", level=3, colors=("black",), types=["CS"]))
    g = position(
        cards,
        p1={"hand": ["CS-3", "CS-3"], "battle": [{"id": "d", "cards": ["BT22-005", "TST-3000"]}]},
        memory=7,
    )
    play(g, "play CS-3")
    assert state(g)["players"]["p1"]["hand"] == ["CS-3", "ST1-02"]
    play(g, "play CS-3")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_bt21_069_gulusgammamon_takes_the_gammamon_from_the_trash(pool):
    """ "From your hand or trash": with the only Gammamon in the trash, the cost is paid."""
    g = position(
        pool,
        p1={
            "hand": ["BT21-069"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}],
            "trash": ["BT8-008"],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "digivolve a BT21-069", "yes")
    assert battle(g, "p1")["a"]["cards"] == ["BT8-008", "ST1-03", "BT21-069"]
    assert battle(g, "p2") == {}
