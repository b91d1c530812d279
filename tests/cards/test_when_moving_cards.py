"""The [When Moving] [On Play] cards (15-16-16), each moved from the breeding area where a
wrong reading of its text would show: EX11-048 Ghostmon, ST22-03 Kyubimon, BT26-036 Lalamon
(EX11-013 Sangomon plays in tests/rules/test_ch15_when_moving.py)."""

from __future__ import annotations

from games import legal, play, position, state

from digimon_tui.engine import keywords


def test_ex11_048_ghostmon_moved_gives_a_ghost_retaliation_until_the_opponents_turn_ends(pool):
    """The other [Ghost] Digimon, BT4-077 Ghostmon, chosen: it has <Retaliation> through p2's
    turn; BT1-029 Gabumon (no [Ghost]) can't be chosen."""
    g = position(
        pool,
        p1={
            "breeding": {"id": "s", "cards": ["EX11-048"]},
            "battle": [{"id": "g", "cards": ["BT4-077"]}, {"id": "b", "cards": ["BT1-029"]}],
        },
        phase="breeding",
    )
    play(g, "move")
    assert legal(g) == ["target g", "target s"]
    play(g, "target g")
    ghost = g.permanent("g")
    assert keywords.has(g, ghost, "retaliation")
    assert not keywords.has(g, g.permanent("s"), "retaliation")
    play(g, "pass")  # p2's turn: it lasts until that turn ends
    assert g.turn_player == 1 and keywords.has(g, ghost, "retaliation")


def test_st22_03_kyubimon_moved_adds_a_renamon_line_card_from_the_top_3(pool):
    """Of ST1-02, BT5-036 Renamon and ST1-03, only Renamon fits: it goes to the hand, the
    other two to the bottom of the deck."""
    g = position(
        pool,
        p1={
            "breeding": {"id": "k", "cards": ["ST22-03"]},
            "deck": ["ST1-03", "BT5-036", "ST1-02"] + ["ST1-02"] * 5,
        },
        phase="breeding",
    )
    play(g, "move")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT5-036"]
    assert p1["deck"] == 7


def test_bt26_036_lalamon_moved_adds_a_vegetation_card_from_the_top_3(pool):
    """Of ST1-02, BT1-067 Palmon ([Vegetation]) and ST1-03, Palmon goes to the hand."""
    g = position(
        pool,
        p1={
            "breeding": {"id": "l", "cards": ["BT26-036"]},
            "deck": ["ST1-03", "BT1-067", "ST1-02"] + ["ST1-02"] * 5,
        },
        phase="breeding",
    )
    play(g, "move")
    assert state(g)["players"]["p1"]["hand"] == ["BT1-067"]
