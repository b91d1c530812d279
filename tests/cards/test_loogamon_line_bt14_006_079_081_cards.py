"""BT14-006 Bowmon, BT14-079 Soloogarmon and BT14-081 Fenriloogamon, played where a wrong
reading would show (Fenriloogamon's official rulings are positions in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state

BOWMON, LOOGAMON, LOOGARMON, HELLOOGARMON = "BT14-006", "BT14-071", "BT14-074", "BT14-078"
SOLOOGARMON, FENRILOOGAMON, EIJI = "BT14-079", "BT14-081", "BT14-087"


def test_bt14_006_a_dark_animal_card_trashed_from_the_hand_is_digivolved_into(pool) -> None:
    """Loogarmon's [When Attacking] cost trashes Helloogarmon ([Dark Animal]) from the hand:
    Bowmon's inherited effect digivolves the Digimon into it from the trash, for its
    digivolution cost (3)."""
    g = position(
        pool,
        p1={
            "hand": [HELLOOGARMON],
            "battle": [{"id": "a", "cards": [BOWMON, LOOGAMON, LOOGARMON]}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes", "yes")
    assert legal(g) == [f"card {HELLOOGARMON}", "done"]
    play(g, f"card {HELLOOGARMON}")
    assert battle(g, "p1")["a"]["cards"][-1] == HELLOOGARMON
    assert state(g)["players"]["p1"]["trash"] == []
    assert state(g)["memory"] == 0


def test_bt14_006_another_card_trashed_triggers_nothing(pool) -> None:
    """A card without [Dark Animal] or [SoC] (Biyomon) trashed the same way: no digivolution
    is offered."""
    g = position(
        pool,
        p1={"hand": ["ST1-02"], "battle": [{"id": "a", "cards": [BOWMON, LOOGAMON, LOOGARMON]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes")
    assert battle(g, "p1")["a"]["cards"][-1] == LOOGARMON
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]


def test_bt14_079_eiji_under_it_raises_the_level_it_plays_from_the_trash(pool) -> None:
    """With [Eiji Nagasumi] among its digivolution cards, the level 4 Loogarmon may be
    played from the trash besides the level 3 Loogamon; without him only Loogamon."""
    for under, offered in (
        ([EIJI, LOOGARMON], [f"card {LOOGARMON}", f"card {LOOGAMON}"]),
        ([LOOGARMON], None),
    ):
        g = position(
            pool,
            p1={
                "hand": [SOLOOGARMON],
                "battle": [{"id": "s", "cards": under}],
                "trash": [LOOGAMON, LOOGARMON],
            },
            memory=5,
        )
        play(g, f"digivolve s {SOLOOGARMON}", "yes")
        if offered is not None:
            assert legal(g) == offered
        else:  # Loogamon, the one card it may play, is played
            assert state(g)["players"]["p1"]["trash"] == [LOOGARMON]


def test_bt14_081_each_of_your_digimon_raises_the_level_its_cost_may_delete(pool) -> None:
    """[When Attacking]: with 2 Digimon of its player's, the cost may delete an opponent's
    Digimon of level 3 + 2 = 5 or lower; it then unsuspends."""
    g = position(
        pool,
        p1={"battle": [{"id": "f", "cards": [FENRILOOGAMON]}, {"id": "b", "cards": ["TST-1000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03"]},
                {"id": "y", "cards": [LOOGARMON]},
                {"id": "z", "cards": [HELLOOGARMON]},
            ],
            "security": ["TST-1000"] * 3,
        },
        memory=3,
    )
    play(g, "attack f player", "yes")
    assert legal(g) == ["target x", "target y", "target z"]
    play(g, "target z")
    assert "z" not in battle(g, "p2")
    assert battle(g, "p1")["f"]["suspended"] is False
