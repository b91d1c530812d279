"""BT10-094 Breaclaw (no official ruling; the catalogue's "payings" corrected), played where a
wrong reading would show: its +2000 DP, then the draw only for a [Gammamon] card placed
under a Digimon, and its [Security] play of a [Gammamon] from the trash."""

from __future__ import annotations

from games import battle, play, position, state

BREACLAW, GAMMAMON, BETELGAMMAMON = "BT10-094", "BT8-008", "BT8-013"


def _used(pool, answer: str):
    g = position(
        pool,
        p1={"hand": [BREACLAW, BETELGAMMAMON], "battle": [{"id": "a", "cards": [GAMMAMON]}]},
        memory=3,
        turn_number=3,
    )
    return play(g, f"option {BREACLAW}", answer)


def test_bt10_094_placing_a_gammamon_card_under_draws_1(pool) -> None:
    g = _used(pool, "yes")
    assert battle(g, "p1")["a"]["cards"] == [BETELGAMMAMON, GAMMAMON]
    assert battle(g, "p1")["a"]["dp"] == 4000
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_bt10_094_without_placing_draws_nothing(pool) -> None:
    g = _used(pool, "no")
    assert battle(g, "p1")["a"]["dp"] == 4000
    assert state(g)["players"]["p1"]["hand"] == [BETELGAMMAMON]


def test_bt10_094_security_plays_gammamon_from_the_trash(pool) -> None:
    g = position(
        pool,
        p1={"trash": [GAMMAMON], "security": [BREACLAW, "TST-1000"]},
        p2={"battle": [{"id": "z", "cards": ["TST-9000"]}]},
        turn="p2",
        memory=3,
        turn_number=4,
    )
    play(g, "attack z player", "yes")
    assert [s["top"] for s in battle(g, "p1").values()] == [GAMMAMON]
    assert state(g)["players"]["p1"]["trash"] == [BREACLAW]
