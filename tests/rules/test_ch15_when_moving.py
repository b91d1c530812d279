"""15-16-16 [When Moving]: an effect that triggers when its card is moved, from the breeding
area to the battle area (6-4-1-2), in the breeding phase or by an effect. EX11-013 Sangomon:
"[When Moving] [On Play] If you have 7 or fewer cards in your hand, <Draw 1>"."""

from __future__ import annotations

from games import battle, legal, play, position, state


def hand(g) -> list[str]:
    return state(g)["players"]["p1"]["hand"]


def test_15_16_16_1_moving_the_card_to_the_battle_area_triggers_it(pool):
    g = position(pool, p1={"breeding": {"id": "s", "cards": ["EX11-013"]}}, phase="breeding")
    play(g, "move")
    assert "s" in battle(g, "p1")
    assert hand(g) == ["ST1-02"]  # <Draw 1>
    assert any("[When Moving]" in line for line in g.log_lines)


def test_15_16_16_1_the_effect_under_both_headers_triggers_when_played_too(pool):
    """[On Play] beside it: playing the card from the hand triggers the same effect."""
    g = position(pool, p1={"hand": ["EX11-013"]}, memory=5)
    play(g, "play EX11-013")
    assert hand(g) == ["ST1-02"]


def test_15_16_16_1_staying_in_the_breeding_area_triggers_nothing(pool):
    g = position(pool, p1={"breeding": {"id": "s", "cards": ["EX11-013"]}}, phase="breeding")
    play(g, "skip")
    assert hand(g) == []


def test_15_16_16_1_another_digimon_moving_doesnt_trigger_it(pool):
    """Only the card that moves: a Sangomon already in the battle area stays quiet."""
    g = position(
        pool,
        p1={
            "breeding": {"id": "a", "cards": ["ST1-03"]},
            "battle": [{"id": "s", "cards": ["EX11-013"]}],
        },
        phase="breeding",
    )
    play(g, "move")
    assert hand(g) == []


def test_15_16_16_1_its_if_is_checked_as_it_activates(pool):
    """With 8 cards in the hand the effect's condition fails (15-6-3): no draw."""
    g = position(
        pool,
        p1={"breeding": {"id": "s", "cards": ["EX11-013"]}, "hand": ["ST1-03"] * 8},
        phase="breeding",
    )
    play(g, "move")
    assert len(hand(g)) == 8
    assert "pass" in legal(g)
