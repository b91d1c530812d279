"""ST12-13 Sistermon Ciel, played where a wrong reading of its text would show (rulings Q759,
Q760 and Q5224 are in tests/rulings/st12.toml)."""

from __future__ import annotations

from games import play, position, state

from digimon_tui.engine import queries as q


def test_st12_13_gives_reboot_to_huckmon_and_to_royal_knights(pool):
    """ "[All Turns] All of your Digimon with [Huckmon] in their names and [Royal Knight] in
    their traits gain <Reboot>": both groups (no card is both), not the opponent's."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "c", "cards": ["ST12-13"]},
                {"id": "h", "cards": ["BT13-009"]},
                {"id": "j", "cards": ["BT6-016"]},
                {"id": "o", "cards": ["ST1-07"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["ST12-10"]}]},
    )
    reboot = {p: "<Reboot>" in q.keywords_of(g, g.find(p)) for p in ("h", "j", "o", "x")}
    assert reboot == {"h": True, "j": True, "o": False, "x": False}


def test_st12_13_adds_a_huckmon_or_royal_knight_card_and_trashes_the_rest(pool):
    """ "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Huckmon] in its name or
    [Royal Knight] in its traits among them to your hand. Trash the rest"."""
    g = position(
        pool,
        p1={"hand": ["ST12-13"], "deck": ["ST1-02", "BT13-009", "ST1-03", "ST1-02"]},
        memory=4,
    )
    play(g, "play ST12-13")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT13-009"] and p1["trash"] == ["ST1-02", "ST1-03"]
