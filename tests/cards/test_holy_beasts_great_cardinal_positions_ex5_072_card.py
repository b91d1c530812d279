"""EX5-072 Holy Beasts Great Cardinal Positions (no official ruling), played where a wrong
reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

POSITIONS = "EX5-072"
FANGLONGMON = "EX5-074"


def _game(pool, trash: list[str], battle_area: list[dict]):
    return position(
        pool,
        p1={"hand": [POSITIONS, FANGLONGMON], "trash": trash, "battle": battle_area},
        memory=10,
    )


def test_ex5_072_each_name_in_the_trash_reduces_the_cost_once(pool) -> None:
    """Two [Indramon], a [Sandiramon] and a [Zhuqiaomon] ([Deva]/[Four Sovereigns]) and a
    card without the traits: 3 names, so 12 - 3 = 9 memory; then [Main] plays Fanglongmon
    from the hand without paying its cost."""
    trash = ["EX5-009", "EX5-009", "EX5-010", "EX5-013", "ST1-02"]
    g = _game(pool, trash, [{"id": "z", "cards": ["EX5-013"]}])
    play(g, f"option {POSITIONS}", "yes", "no")
    assert state(g)["memory"] == 1
    assert [s["top"] for s in battle(g, "p1").values()] == ["EX5-013", FANGLONGMON]


def test_ex5_072_colours_are_ignored_only_with_a_deva_or_four_sovereigns_digimon(pool) -> None:
    """No white card in play: usable with a [Four Sovereigns] Digimon, not with another."""
    with_sovereign = _game(pool, [], [{"id": "z", "cards": ["EX5-013"]}])
    assert f"option {POSITIONS}" in legal(with_sovereign)
    without = _game(pool, [], [{"id": "d", "cards": ["TST-3000"]}])
    assert f"option {POSITIONS}" not in legal(without)


def test_ex5_072_security_returns_a_fanglongmon_card_then_itself_to_the_hand(pool) -> None:
    """[Security]: a card with [Fanglongmon] in its name from the trash to the hand, then
    this card too."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"security": [POSITIONS], "trash": [FANGLONGMON, "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    p2 = state(g)["players"]["p2"]
    assert sorted(p2["hand"]) == [POSITIONS, FANGLONGMON]
    assert p2["trash"] == ["ST1-02"]
