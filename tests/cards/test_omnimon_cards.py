"""The white level 7 Omnimon of BT5: each effect in the smallest position where a wrong
reading would show; named after the card."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt5_112_omnimon_zwart_defeat_is_played_from_the_check_and_doesnt_battle(pool):
    """Checked, it goes to its owner's battle area for free; with no Security Digimon left,
    the attacker battles nothing (13-1-8-3-2) and survives its 13000 DP."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07"]}]},
        p2={"security": ["BT5-112", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT5-112"]
    assert "a" in battle(g, "p1") and state(g)["players"]["p2"]["trash"] == []


def test_bt5_112_omnimon_zwart_defeat_deletes_a_tamer_as_it_digivolves(pool):
    g = position(
        pool,
        p1={"hand": ["BT5-112"], "battle": [{"id": "a", "cards": ["BT2-066"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "x", "cards": ["ST1-07"]}]},
        memory=3,
    )
    play(g, "digivolve a BT5-112")
    assert list(battle(g, "p2")) == ["x"]


def test_bt5_112_omnimon_zwart_defeat_deletes_a_digimon_as_it_is_deleted(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": ["BT5-112"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "x", "cards": ["ST1-07"]}]},
        turn="p2",
        memory=8,
    )
    play(g, "option ST1-16")
    assert battle(g, "p1") == {} and battle(g, "p2") == {}


def test_bt5_111_omnimon_x_ends_an_attack_for_2_of_its_digivolution_cards(pool):
    """On the opponent's turn, trashing 2 of its digivolution cards ends the attack: no
    security check follows (15-15-1-1)."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07"]}]},
        p2={
            "battle": [{"id": "o", "cards": ["ST1-03", "ST1-07", "BT5-111"]}],
            "security": ["ST1-02"],
        },
        memory=3,
    )
    play(g, "attack a player", "yes", "card ST1-03")
    assert battle(g, "p2")["o"]["cards"] == ["BT5-111"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt5_111_omnimon_x_lets_the_attack_go_on_when_declined(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07"]}]},
        p2={
            "battle": [{"id": "o", "cards": ["ST1-03", "ST1-07", "BT5-111"]}],
            "security": ["ST1-02"],
        },
        memory=3,
    )
    play(g, "attack a player", "no")
    assert state(g)["players"]["p2"]["security"] == 0


def test_bt5_111_omnimon_x_comes_from_any_omnimon_for_3(pool):
    """An Omnimon (level 7, no level 6 requirement met) digivolves into it for 3 memory."""
    g = position(
        pool,
        p1={"hand": ["BT5-111"], "battle": [{"id": "a", "cards": ["BT1-084"]}]},
        memory=5,
    )
    play(g, "digivolve a BT5-111")
    assert battle(g, "p1")["a"]["top"] == "BT5-111" and state(g)["memory"] == 2
