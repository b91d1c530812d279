"""BT15-092 Revelation of Light, played where a wrong reading would show: its [Security]
effects when an effect trashes it from the security stack, its search that plays at most 1
card, and its return to the top of the security stack beside a Kari Kamiya."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt15_092_trashed_from_security_by_an_effect_activates_its_security_effect(pool):
    """BT2-020 Gallantmon's [When Attacking] trashes p1's top security card (10 cards in p1's
    trash): Revelation of Light's -5000 leaves Gallantmon 6000 DP, and the next card checked,
    a 7000 DP Security Digimon, deletes it."""
    g = position(
        pool,
        p1={"security": ["BT15-092", "TST-7000"], "trash": ["ST1-02"] * 10},
        p2={"battle": [{"id": "x", "cards": ["BT2-020"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    p1 = state(g)["players"]["p1"]
    assert "BT15-092" in p1["trash"]
    assert battle(g, "p2") == {}
    assert "BT2-020" in state(g)["players"]["p2"]["trash"]


def test_bt15_092_checked_activates_its_security_effect_once(pool):
    """Checked in an attack, the -5000 comes once: the 11000 DP attacker keeps 6000."""
    g = position(
        pool,
        p1={"security": ["BT15-092", "TST-1000"]},
        p2={"battle": [{"id": "x", "cards": ["TST-11000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    assert battle(g, "p2")["x"]["dp"] == 6000


def _used(pool, tamer: list[str], answer: str):
    g = position(
        pool,
        p1={
            "hand": ["BT15-092"],
            "battle": [{"id": "t", "cards": tamer}],
            "security": ["TST-1000", "ST3-03", "ST3-03"],
        },
        memory=4,
    )
    play(g, "option BT15-092", answer)
    return g


def test_bt15_092_plays_at_most_1_and_goes_on_top_of_security_with_kari(pool):
    """Of two yellow level 3 Tapirmon in security, 1 is played; with Kari Kamiya (BT2-087)
    the card then goes on top of the security stack, not to the trash."""
    g = _used(pool, ["BT2-087"], "card ST3-03")
    p1 = state(g)["players"]["p1"]
    assert [p["top"] for p in battle(g, "p1").values()].count("ST3-03") == 1
    assert p1["security"] == 3
    assert p1["trash"] == []


def test_bt15_092_without_kari_goes_to_the_trash_and_the_play_may_be_declined(pool):
    """Declining the play, the rest still happens; without a Kari Kamiya Tamer (ST3-12
    T.K. Takaishi here) the card goes to the trash."""
    g = _used(pool, ["ST3-12"], "done")
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 3
    assert p1["trash"] == ["BT15-092"]
