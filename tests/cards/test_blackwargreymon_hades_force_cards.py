"""Choices bound by the chosen cards' play costs: BT8-070 BlackWarGreymon, BT8-105 Dark Gaia
Force and BT11-107 Hades Force, each where a wrong reading would show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state, with_cards

# ST5-10 MetalTyrannomon: play cost 6; ST5-07 Jazardmon: play cost 5; ST1-07 Greymon is red,
# ST5-07 black. BT8-070 BlackWarGreymon costs 12; BT9-068 Gaiomon is black and red.
TAMER = {"number": "TST-2", "name": "Tamer Stand-in", "category": "tamer", "colors": ["green"]}


def test_bt8_070_with_only_a_red_card_under_it_chooses_digimon_not_tamers(pool):
    g = position(
        with_cards(pool, TAMER | {"cost": 1}),
        p1={"hand": ["BT8-070"], "battle": [{"id": "a", "cards": ["ST1-07", "BT1-024"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST5-07"]}, {"id": "t", "cards": ["TST-2"]}]},
        memory=5,
    )
    play(g, "digivolve a BT8-070")  # red BT1-024 MetalTyrannomon on top, red Greymon under
    # the only choice, the opponent's Digimon, is taken; their Tamer isn't among the choices
    assert list(battle(g, "p2")) == ["t"]


def test_bt8_070_with_a_black_card_only_chooses_tamers_not_digimon(pool):
    g = position(
        with_cards(pool, TAMER | {"cost": 1}),
        p1={"hand": ["BT8-070"], "battle": [{"id": "a", "cards": ["ST5-07", "ST5-10"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST5-07"]}, {"id": "t", "cards": ["TST-2"]}]},
        memory=5,
    )
    play(g, "digivolve a BT8-070")  # black ST5-10 and ST5-07 under it
    assert list(battle(g, "p2")) == ["x"]  # the one Tamer, the only choice, is deleted


def test_bt8_070_unsuspends_once_per_turn_when_an_opponents_digimon_is_deleted(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST5-10", "BT8-070"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"], "suspended": True},
                {"id": "y", "cards": ["TST-3000"], "suspended": True},
            ],
            "security": ["ST1-02"] * 3,
        },
        memory=5,
    )
    play(g, "attack a x")
    while kind(g) != "main":
        play(g, "yes" if "yes" in legal(g) else legal(g)[0])
    assert battle(g, "p1")["a"]["suspended"] is False
    play(g, "attack a y")
    while kind(g) != "main":
        play(g, "yes" if "yes" in legal(g) else legal(g)[0])
    assert battle(g, "p1")["a"]["suspended"] is True  # [Once Per Turn]


def test_bt8_105_dark_gaia_force_must_choose_one_before_it_may_be_done(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-105"], "battle": [{"id": "a", "cards": ["BT9-068"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST5-07"]}, {"id": "y", "cards": ["ST5-10"]}]},
        memory=8,
    )
    play(g, "option BT8-105")
    assert sorted(legal(g)) == ["target x", "target y"]
    play(g, "target x")
    assert sorted(legal(g)) == ["done", "target y"]  # 5 + 6 = 11: the other fits too


def hades(pool, *mine: str):
    return position(
        pool,
        p1={
            "hand": ["BT11-107"],
            "battle": [{"id": f"a{i}", "cards": [c]} for i, c in enumerate(mine)],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST5-07"]},
                {"id": "y", "cards": ["ST5-10"]},
                {"id": "z", "cards": ["ST5-10"]},
            ],
            "security": ["ST1-02"] * 3,
        },
        memory=7,
    )


def test_bt11_107_hades_force_is_bound_by_a_greymons_play_cost_then_it_may_attack(pool):
    g = hades(pool, "BT8-070")  # BlackWarGreymon (a0): play cost 12
    play(g, "option BT11-107", "target x", "target y")  # 5 + 6 = 11; 6 more would be 17
    assert list(battle(g, "p2")) == ["z"]
    assert legal(g) == ["target a0", "done"]  # it may attack a player
    play(g, "target a0")
    while kind(g) != "main":  # BlackWarGreymon's own unsuspending is declined
        play(g, "no" if "no" in legal(g) else legal(g)[0])
    assert state(g)["players"]["p2"]["security"] == 2
    assert battle(g, "p1")["a0"]["suspended"] is True


def test_bt11_107_hades_force_deletes_nothing_without_a_greymon(pool):
    g = hades(pool, "ST5-10", "BT1-024")  # black and red, neither with [Greymon] in its name
    play(g, "option BT11-107")
    assert len(battle(g, "p2")) == 3
    assert kind(g) == "main"
