"""BT10-016 Jesmon (X Antibody) (no official ruling), played where a wrong reading would show:
its [When Digivolving] play of a [Sistermon] card, and the +2000 DP and attacks on
unsuspended Digimon for all of its player's Digimon when [Jesmon] is under it or a
[Sistermon] Digimon is in play (whether or not the play was made), and not otherwise."""

from __future__ import annotations

from typing import Any

from games import battle, legal, play, position

JESMON_X, JESMON, GROUNDRAMON, SISTERMON_BLANC = "BT10-016", "BT6-016", "BT1-020", "BT6-082"


def _digivolved(pool, p1: dict[str, Any], answer: str):
    g = position(
        pool,
        p1={"hand": [JESMON_X], **p1},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
        turn_number=3,
    )
    return play(g, f"digivolve a {JESMON_X}", answer)


def _dp(g) -> dict[str, int]:
    return {pid: s["dp"] for pid, s in battle(g, "p1").items()}


def test_bt10_016_from_jesmon_for_0_its_digimon_may_attack_unsuspended(pool) -> None:
    g = _digivolved(pool, {"battle": [{"id": "a", "cards": [JESMON]}]}, "no")
    assert _dp(g) == {"a": 13000}
    assert "attack a x" in legal(g)


def test_bt10_016_plays_a_sistermon_from_the_trash_and_all_get_the_boost(pool) -> None:
    p1 = {"trash": [SISTERMON_BLANC], "battle": [{"id": "a", "cards": [GROUNDRAMON]}]}
    g = _digivolved(pool, p1, "yes")
    assert _dp(g) == {"a": 13000, "p1-1": 5000}
    assert "attack a x" in legal(g)


def test_bt10_016_without_jesmon_or_a_sistermon_in_play_gives_nothing(pool) -> None:
    p1 = {"trash": [SISTERMON_BLANC], "battle": [{"id": "a", "cards": [GROUNDRAMON]}]}
    g = _digivolved(pool, p1, "no")
    assert _dp(g) == {"a": 11000}
    assert "attack a x" not in legal(g)
