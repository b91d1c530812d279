"""BT24-027 Lanamon (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

LANAMON = "BT24-027"


def test_bt24_027_placing_a_ts_card_keeps_a_ts_digimon_from_deletion_in_battle(pool) -> None:
    """[When Digivolving] by placing 1 Lv.4 or lower blue [TS] Digimon card from the hand as
    its bottom digivolution card (a second Lanamon), 1 of your blue [TS] Digimon can't be
    deleted in battle until the opponent's turn ends: it loses to a 9000 DP Digimon and
    stays."""
    g = position(
        pool,
        p1={"hand": [LANAMON, LANAMON], "battle": [{"id": "a", "cards": ["ST2-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=5,
    )
    play(g, f"digivolve a {LANAMON}", "yes", "attack a x")
    assert battle(g, "p1")["a"]["cards"] == [LANAMON, "ST2-03", LANAMON]


def test_bt24_027_without_paying_the_digimon_is_deleted_in_battle(pool) -> None:
    """Declining the cost: no protection, the same battle deletes it."""
    g = position(
        pool,
        p1={"hand": [LANAMON, LANAMON], "battle": [{"id": "a", "cards": ["ST2-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=5,
    )
    play(g, f"digivolve a {LANAMON}", "no", "attack a x")
    assert "a" not in battle(g, "p1")


def test_bt24_027_inherited_draws_when_attacking_with_7_or_fewer_cards(pool) -> None:
    """Inherited [When Attacking] [Once Per Turn]: with 7 or fewer cards in the hand, <Draw 1>;
    with 8, none."""
    for hand, drawn in ((["ST1-02"] * 7, 1), (["ST1-02"] * 8, 0)):
        g = position(
            pool,
            p1={"hand": hand, "battle": [{"id": "a", "cards": [LANAMON, "TST-5000"]}]},
            p2={"security": ["TST-1000"] * 2},
            memory=3,
        )
        play(g, "attack a player")
        assert len(state(g)["players"]["p1"]["hand"]) == len(hand) + drawn
