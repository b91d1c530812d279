"""Digivolutions paid for by placing cards under the Digimon first: BT13-028 Thetismon and
BT13-055 Lamortmon from the hand, BT14-090 Dragon of Courage and BT15-091 Wolf of Friendship
from the trash (their rulings, Q2466 and Q2589, say the digivolution may be declined; here it
is taken), and the Options' [Security] plays; BT15-088 Wings of Love's return needs its
[Sora Takenouchi] Tamer."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _hand_digivolve(pool, card: str, tamer: str, base: str, placed: str, memory: int = 3):
    return position(
        pool,
        p1={
            "hand": [card, placed],
            "battle": [{"id": "j", "cards": [base]}, {"id": "k", "cards": [tamer]}],
        },
        memory=memory,
    )


def test_bt13_028_places_teslajellymon_and_digivolves_jellymon_for_3(pool):
    g = _hand_digivolve(pool, "BT13-028", "BT9-086", "BT13-023", "BT13-026")
    play(g, "hand BT13-028", "card BT13-028")
    assert battle(g, "p1")["j"]["cards"] == ["BT13-026", "BT13-023", "BT13-028"]
    assert state(g)["memory"] == 0


def test_bt13_028_needs_kiyoshiro_in_play(pool):
    g = _hand_digivolve(pool, "BT13-028", "ST1-12", "BT13-023", "BT13-026")
    assert "hand BT13-028" not in legal(g)


def test_bt13_055_places_symbareangoramon_and_digivolves_angoramon_for_3(pool):
    g = _hand_digivolve(pool, "BT13-055", "BT10-091", "BT13-047", "BT13-052")
    play(g, "hand BT13-055", "card BT13-055")
    assert battle(g, "p1")["j"]["cards"] == ["BT13-052", "BT13-047", "BT13-055"]
    assert state(g)["memory"] == 0


def test_bt13_028_inherited_unsuspends_by_returning_3_jellymon_cards(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["BT13-028", "BT13-026"]}],
            "trash": ["BT13-023", "BT13-026", "BT9-021", "ST1-02"],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player")
    while g.pending is not None and g.pending.kind in ("optional", "card"):
        play(g, "yes" if g.pending.kind == "optional" else str(g.pending.moves[0]))
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["a"]["suspended"] is False
    assert p1["trash"] == ["ST1-02"]


def test_bt13_055_inherited_trashes_a_security_card_after_a_battle_deletion(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT13-055", "TST-6000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}],
            "security": ["ST1-02", "ST1-03"],
        },
        memory=3,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["players"]["p2"]["trash"] == ["TST-3000", "ST1-02"]


def test_bt14_090_digivolves_agumon_into_wargreymon_for_free(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT14-090", "ST1-11"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}],
            "trash": ["ST1-07", "ST1-09"],
        },
        memory=4,
    )
    play(g, "option BT14-090", "yes", "yes", "card ST1-11")
    assert battle(g, "p1")["a"]["cards"] == ["ST1-09", "ST1-07", "ST1-03", "ST1-11"]
    assert state(g)["memory"] == 0  # the Option's 4 alone


def test_bt15_091_security_plays_gabumon_from_the_trash_and_returns_to_the_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": ["BT15-091"], "trash": ["BT1-029"]},
        memory=3,
    )
    play(g, "attack a player", "yes")  # the one Gabumon: no question which
    p2 = state(g)["players"]["p2"]
    assert [s["top"] for s in p2["battle"].values()] == ["BT1-029"]
    assert p2["hand"] == ["BT15-091", "ST1-02"]  # and Gabumon's own draw
    assert p2["trash"] == []


def test_bt15_088_returns_nothing_without_a_sora_takenouchi_tamer(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT15-088", "ST1-12"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}],
            "trash": ["ST1-02"],
        },
        memory=4,
    )
    play(g, "option BT15-088", "yes")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == ["ST1-03", "ST1-12"]
    assert p1["hand"] == [] and p1["trash"] == ["ST1-02", "BT15-088"]
