"""BT9-111 Alphamon: Ouryuken (no official ruling), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state

OURYUKEN = "BT9-111"
ALPHAMON = "BT9-066"
OURYUMON = "BT8-069"
X_ANTIBODY = "BT9-109"


def _game(pool, stack: list[str]):
    return position(
        pool,
        p1={"hand": [OURYUKEN], "battle": [{"id": "a", "cards": stack}]},
        p2={
            "battle": [
                {"id": "g", "cards": ["ST1-07"]},
                {"id": "h", "cards": ["ST1-03"]},
                {"id": "i", "cards": ["ST1-07"]},
            ]
        },
        memory=5,
    )


def test_bt9_111_digivolves_for_3_from_alphamon_with_ouryumon_under_it(pool) -> None:
    """[Digivolve] [Alphamon] w/[Ouryumon] in its digivolution cards: Cost 3, and
    [When Digivolving] deletes both of the opponent's play cost 5 Digimon, not the 3."""
    g = _game(pool, [OURYUMON, ALPHAMON])
    play(g, f"digivolve a {OURYUKEN}")
    assert state(g)["memory"] == 2
    assert set(battle(g, "p2")) == {"h"}


def test_bt9_111_without_ouryumon_only_the_black_level_6_requirement(pool) -> None:
    """An [Alphamon] with nothing under it meets only the black Lv.6 requirement: Cost 7."""
    g = _game(pool, [ALPHAMON])
    play(g, f"digivolve a {OURYUKEN}")
    assert state(g)["memory"] == -2


def test_bt9_111_gains_a_memory_for_each_x_antibody_card_returned(pool) -> None:
    """[End of Your Turn]: two [X Antibody] cards returned from under it to the deck, 2
    memory gained after passing (-3 + 2); the other stays."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [X_ANTIBODY, OURYUMON, ALPHAMON, OURYUKEN]}]},
        memory=2,
    )
    play(g, "pass", "yes", f"card {ALPHAMON}", f"card {OURYUMON}", "done")
    assert state(g)["memory"] == 1  # the opponent's side: the player ended on -1
    assert battle(g, "p1")["a"]["cards"] == [X_ANTIBODY, OURYUKEN]
    assert state(g)["players"]["p1"]["deck"] == 12
