"""Option cards used by a Digimon's effect (6-5-1-3), each in the smallest position where a
wrong reading would show; named after the card."""

from __future__ import annotations

from games import battle, play, position, state


def _digivolve_over_taomon(pool, card: str, hand: list[str]):
    """p1 digivolves its yellow level 5 Taomon (BT10-039) into `card` and says yes to its
    [When Digivolving]; EX2-066 Offensive Plug-In A is red, a colour p1 doesn't have."""
    g = position(
        pool,
        p1={"hand": [card, *hand], "battle": [{"id": "a", "cards": ["BT10-039"]}]},
        memory=5,
    )
    return play(g, f"digivolve a {card}", "yes")


def test_ex4_030_kuzuhamon_cant_use_an_option_whose_colours_are_missing(pool):
    """ "Use an Option card ... without paying the cost": its colour requirements still
    hold (4-22), so the red Plug-In stays in the hand."""
    g = _digivolve_over_taomon(pool, "EX4-030", ["EX2-066"])
    assert "EX2-066" in state(g)["players"]["p1"]["hand"]
    assert state(g)["players"]["p1"]["trash"] == []


def test_bt10_041_sakuyamon_maid_mode_uses_any_colour_and_keeps_the_card_in_security(pool):
    """ "Without meeting its color requirements": the red Plug-In is used, and it goes on
    top of the (empty) security stack instead of the trash."""
    g = _digivolve_over_taomon(pool, "BT10-041", ["EX2-066"])
    p1 = state(g)["players"]["p1"]
    assert "EX2-066" not in p1["hand"] and p1["trash"] == []
    assert p1["security"] == 1
    assert [s["top"] for s in battle(g, "p1").values()] == ["BT10-041"]
