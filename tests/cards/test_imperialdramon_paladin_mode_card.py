"""BT8-112 Imperialdramon: Paladin Mode (no official ruling), played where a wrong reading
would show: its reduction paid for with a white level 7 card from the trash, and its
[When Attacking] that strips a Digimon and then returns every Digimon with nothing under it."""

from __future__ import annotations

from games import battle, play, position, state


def _digivolved(pool, trash: list[str], answers: list[str]):
    g = position(
        pool,
        p1={"hand": ["BT8-112"], "battle": [{"id": "k", "cards": ["BT1-043"]}], "trash": trash},
        memory=3,
    )
    play(g, "digivolve k BT8-112", *answers)
    return g


def test_bt8_112_reduction_returns_a_white_level_7_card_for_4_less(pool):
    """With a Paladin Mode in the trash, returning it to the deck makes the digivolution from
    SaberLeomon (blue, level 6) cost 3: memory 3 becomes 0 and the turn goes on."""
    g = _digivolved(pool, ["BT8-112"], ["yes"])
    st = state(g)
    assert (st["turn"], st["memory"], st["players"]["p1"]["trash"]) == ("p1", 0, [])


def test_bt8_112_reduction_declined_or_unpaid_costs_the_full_7(pool):
    """Declined, or without a white level 7 card in the trash (ST1-02 there), it costs 7 and
    the turn passes with p2 on 4 memory."""
    for trash, answers in ((["BT8-112"], ["no"]), (["ST1-02"], [])):
        g = _digivolved(pool, trash, answers)
        st = state(g)
        assert (st["turn"], st["memory"], st["players"]["p1"]["trash"]) == ("p2", 4, trash)


def test_bt8_112_when_attacking_strips_one_and_returns_all_without_sources(pool):
    """Returning the 2-colour BT8-038 Magnamon from under it, it trashes x's digivolution
    cards; then x and y, with none, both go to the bottom of p2's deck; z keeps its card."""
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT8-038", "BT8-112"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03"]},
                {"id": "y", "cards": ["TST-5000"]},
                {"id": "z", "cards": ["ST1-02", "ST1-07"]},
            ],
            "security": ["TST-1000"],
        },
        memory=3,
    )
    play(g, "attack k player", "yes", "target x", "target x")
    assert set(battle(g, "p2")) == {"z"}
    assert battle(g, "p1")["k"]["cards"] == ["BT8-112"]
    assert state(g)["players"]["p2"]["trash"] == ["ST1-02", "TST-1000"]
