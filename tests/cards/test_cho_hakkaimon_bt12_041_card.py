"""BT12-041 Cho-Hakkaimon (no official ruling), played where a wrong reading would show: its
-3000 DP once for every 2 digivolution cards, each on a Digimon chosen anew (not one change
multiplied), and its draw as opponent's Digimon are deleted at 0 DP on its player's turn."""

from __future__ import annotations

from games import battle, play, position, state

CHO_HAKKAIMON = "BT12-041"
DORULUMON = "BT10-034"  # yellow, level 4, <Save>


def _digivolved(pool, under: int, theirs: list[str]):
    g = position(
        pool,
        p1={
            "hand": [CHO_HAKKAIMON],
            "battle": [{"id": "a", "cards": ["TST-1000"] * under + [DORULUMON]}],
        },
        p2={"battle": [{"id": f"x{i}", "cards": [c]} for i, c in enumerate(theirs)]},
        memory=3,
    )
    play(g, f"digivolve a {CHO_HAKKAIMON}")
    return g


def test_bt12_041_each_2_cards_is_a_minus_3000_on_a_digimon_chosen_anew(pool) -> None:
    """With 4 digivolution cards, two activations: each of the two 3000 DP Digimon drops to
    0 DP, and both are deleted at the rule check after the effect: one trigger of the draw
    for the two (the deletions at once are one event, rulings Q909, Q910), besides the
    digivolution's own draw."""
    g = _digivolved(pool, 3, ["TST-3000", "TST-3000"])
    play(g, "target x0", "target x1")
    assert battle(g, "p2") == {}
    assert len(state(g)["players"]["p1"]["hand"]) == 1 + 1


def test_bt12_041_3_cards_are_one_activation(pool) -> None:
    """With 3 digivolution cards (one pair), one activation: a 6000 DP Digimon is left at
    3000 DP, and nothing is deleted, so nothing is drawn for it."""
    g = _digivolved(pool, 2, ["TST-6000"])
    assert battle(g, "p2")["x0"]["dp"] == 3000
    assert len(state(g)["players"]["p1"]["hand"]) == 1


def test_bt12_041_inherited_needs_save_in_the_text(pool) -> None:
    """Inherited [When Attacking] [Once Per Turn]: -2000 DP only while the Digimon has
    <Save> in its text: under Dorulumon (<Save>) it applies, under a plain Digimon not."""
    for top, dp in ((DORULUMON, 3000), ("TST-4000", 5000)):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": [CHO_HAKKAIMON, top]}]},
            p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-1000"] * 2},
            memory=3,
        )
        play(g, "attack a player")
        assert battle(g, "p2")["x"]["dp"] == dp
