"""BT5-087 Omnimon Zwart's [When Attacking], which its ruling doesn't reach, played where a
wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

ZWART = "BT5-087"


def test_bt5_087_returning_a_level_6_card_deletes_an_unsuspended_digimon(pool) -> None:
    """A level 6 card from under it goes to the hand to delete 1 of the opponent's
    unsuspended Digimon of play cost 12 or less (a cost 13 one can't be chosen)."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT2-060", "BT2-064", ZWART]}]},
        p2={
            "battle": [{"id": "x", "cards": ["BT2-064"]}, {"id": "y", "cards": ["BT13-077"]}],
            "security": ["TST-1000"] * 2,
        },
        memory=3,
    )
    play(g, "attack a player", "yes")
    st = state(g)
    assert battle(g, "p1")["a"]["cards"] == ["BT2-060", ZWART]
    assert st["players"]["p1"]["hand"] == ["BT2-064"]
    assert set(battle(g, "p2")) == {"y"}
