"""7-2-1: each choice of DigiXros materials is one play move. BT11-018 Shoutmon DX is
also treated as [OmniShoutmon] and [ZeigGreymon], so another copy in the hand fits either
of its two requirements: placed under it, that is one choice, listed once."""

from __future__ import annotations

from games import legal, play, position


def _shoutmon_dx(cards, hand, battle=()):
    return position(cards, p1={"hand": hand, "battle": list(battle)}, memory=10)


def test_7_2_1_bt11_018_a_copy_fitting_both_requirements_is_one_move(cards):
    moves = legal(_shoutmon_dx(cards, ["BT11-018", "BT11-018"]))
    assert moves.count("play BT11-018 xros BT11-018") == 1
    assert len(moves) == len(set(moves))


def test_7_2_1_bt11_018_every_listed_move_is_different(cards):
    """Copies in the hand and one in the battle area: each choice still shows once."""
    g = _shoutmon_dx(cards, ["BT11-018"] * 3, [{"id": "dx", "cards": ["BT11-018"]}])
    xros = [m for m in legal(g) if m.startswith("play BT11-018 xros")]
    assert sorted(xros) == [
        "play BT11-018 xros BT11-018",
        "play BT11-018 xros BT11-018 BT11-018",
        "play BT11-018 xros BT11-018 dx",
        "play BT11-018 xros dx",
        "play BT11-018 xros dx BT11-018",
    ]


def test_7_2_3_bt11_018_the_copy_goes_under_it(cards):
    g = play(_shoutmon_dx(cards, ["BT11-018", "BT11-018"]), "play BT11-018 xros BT11-018")
    (stack,) = g.players[0].battle
    assert [g.defs[u].number for u in stack.cards] == ["BT11-018", "BT11-018"]
    assert g.memory == 10 - (13 - 3)
