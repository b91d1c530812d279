"""Prohibitions (15-1-3): what a "can't ..." effect forbids is not done, by the rules or by an
effect: attack players, be blocked, be deleted (in battle or at all), digivolve, unsuspend.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import DRAIN, ERASE, TAMER, WAKE, cant, kw, mon

from digimon_tui.loop.moves import IllegalMove

CARDS = (
    TAMER,
    ERASE,
    WAKE,
    DRAIN,
    mon("30", 5000, cant("attack_players")),
    mon("31", 5000, cant("be_blocked")),
    mon("32", 3000, cant("be_deleted")),
    mon("33", 3000, cant("be_deleted_in_battle")),
    mon("34", 3000, cant("digivolve"), level=3),
    mon("35", 3000, cant("unsuspend")),
    mon("36", 3000, cant("unsuspend"), kw("reboot")),
    mon("37", 5000, level=4),
)


@pytest.fixture(scope="module")
def kc(pool):
    return with_cards(pool, *CARDS)


def zone(g, player: str, name: str):
    return state(g)["players"][player][name]


def test_15_1_3_cant_attack_players_attacks_only_digimon(kc):
    """15-1-3, 11-2-7-1: a Digimon that can't attack players may still attack a suspended
    Digimon."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-30"]}]},
        p2={"battle": [{"id": "t", "cards": ["TST-3000"], "suspended": True}]},
        memory=3,
    )
    assert [m for m in legal(g) if m.startswith("attack")] == ["attack a t"]
    with pytest.raises(IllegalMove, match=r"can't attack players.*15-1-3"):
        g.apply("attack a player")


def test_15_1_3_cant_be_blocked_skips_the_block_timing(kc):
    """15-1-3, 12-1-7-1: p2's <Blocker> is not asked; the security check follows."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["KW-31"]}]},
        p2={"security": ["TST-1000"] * 2, "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 1
    assert battle(g, "p2")["wall"]["suspended"] is False


def test_15_1_3_cant_be_deleted_by_an_effect(kc):
    """15-1-3: p1's Erase on it does nothing."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-32"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "main"
    assert "t" in battle(g, "p2")


def test_15_1_3_cant_be_deleted_at_0_dp_stays_at_0_dp(kc):
    """15-1-3, 17-1-3-1-1, 17-1-3-2-1: at 0 DP the rule check can't delete it; the game goes on."""
    g = position(
        kc,
        p1={"hand": ["KW-93"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-32"]}]},
        memory=3,
    )
    play(g, "option KW-93")
    assert kind(g) == "main"
    assert battle(g, "p2")["t"]["dp"] == 0


@pytest.mark.parametrize("card", ["KW-32", "KW-33"])
def test_15_1_3_cant_be_deleted_in_battle_survives_losing(kc, card):
    """15-1-3: losing a battle, it stays; the winner stays too."""
    g = position(
        kc,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": [card], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a t")
    assert "t" in battle(g, "p2") and "a" in battle(g, "p1")


def test_15_1_3_cant_be_deleted_in_battle_is_deleted_by_an_effect(kc):
    """15-1-3: only deletion in battle is prevented: Erase deletes it."""
    g = position(
        kc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-33"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}


def test_15_1_3_cant_digivolve(kc):
    """15-1-3, 8-1: no digivolve move for it; a Digimon without the effect may."""
    g = position(
        kc,
        p1={
            "hand": ["KW-37"],
            "battle": [{"id": "a", "cards": ["KW-34"]}, {"id": "b", "cards": ["ST1-02"]}],
        },
        memory=5,
    )
    assert [m for m in legal(g) if m.startswith("digivolve")] == ["digivolve b KW-37"]
    with pytest.raises(IllegalMove, match=r"can't digivolve.*15-1-3"):
        g.apply("digivolve a KW-37")


def test_15_1_3_cant_unsuspend_stays_suspended_in_the_unsuspend_phase(kc):
    """15-1-3, 6-2: p2's suspended Digimon that can't unsuspend stays suspended on p2's turn,
    even with <Reboot> on p1's turn (16-11)."""
    g = position(
        kc,
        p1={"battle": [{"id": "r", "cards": ["KW-36"], "suspended": True}]},
        p2={
            "battle": [
                {"id": "s", "cards": ["KW-35"], "suspended": True},
                {"id": "u", "cards": ["TST-3000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p2")["s"]["suspended"] is True
    assert battle(g, "p2")["u"]["suspended"] is False
    assert battle(g, "p1")["r"]["suspended"] is True


def test_15_1_3_cant_unsuspend_through_an_unsuspend_effect(kc):
    """15-1-3: "unsuspend 1 of your Digimon" leaves it suspended."""
    g = position(
        kc,
        p1={
            "hand": ["KW-92"],
            "battle": [
                {"id": "s", "cards": ["KW-35"], "suspended": True},
                {"id": "g", "cards": ["TST-3000"]},
            ],
        },
        memory=3,
    )
    play(g, "option KW-92", "target s")
    assert battle(g, "p1")["s"]["suspended"] is True
