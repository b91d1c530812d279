"""BT15-024 Garurumon (no official ruling): "[When Digivolving] If you have a Tamer with [Matt
Ishida] in its name, <Draw 1>. If you don't have a Tamer with [Matt Ishida] in its name, you
may play 1 Tamer card with [Matt Ishida] in its name from your hand with the play cost
reduced by 3", and its inherited "[When Attacking] [Once Per Turn] <Draw 1>": the draw only
with such a Tamer in play, the play only without one, 3 less."""

from __future__ import annotations

from builders import digimon, tamer
from games import battle, legal, play, position, state, with_cards

GARURUMON, GABUMON = "BT15-024", "ST2-03"
MATT = tamer("TST-1", name="Matt Ishida", colors=("blue",), cost=5)
OTHER = tamer("TST-2", name="Tai Kamiya", colors=("red",), cost=1)
PLAIN_4 = digimon("TST-3", colors=("blue",), level=4)


def _digivolved(pool, tamers: list[str]):
    """Gabumon digivolves into Garurumon (2 of 6 memory), the Matt stand-in in the hand."""
    g = position(
        with_cards(pool, MATT, OTHER),
        p1={
            "hand": [GARURUMON, "TST-1", "TST-2"],
            "battle": [{"id": "g", "cards": [GABUMON]}]
            + [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(tamers)],
        },
        memory=6,
    )
    return play(g, f"digivolve g {GARURUMON}")


def _hand(g) -> list[str]:
    return state(g)["players"]["p1"]["hand"]


def test_bt15_024_draws_with_a_matt_ishida_tamer_in_play_and_plays_none(pool):
    g = _digivolved(pool, ["ST2-12"])
    assert _hand(g).count("ST1-02") == 2  # digivolving's own draw and <Draw 1>
    assert "yes" not in legal(g)
    assert state(g)["memory"] == 4


def test_bt15_024_plays_a_matt_ishida_tamer_for_3_less_without_one(pool):
    g = _digivolved(pool, ["TST-2"])
    assert _hand(g).count("ST1-02") == 1  # digivolving's own draw only
    play(g, "yes")  # the only [Matt Ishida] card in the hand is played
    assert "TST-1" in [p["top"] for p in battle(g, "p1").values()]
    assert "TST-2" in _hand(g)
    assert state(g)["memory"] == 2  # 6 - 2 for the digivolution - (5 - 3)


def test_bt15_024_inherited_draws_as_the_digimon_over_it_attacks(pool):
    g = position(
        with_cards(pool, PLAIN_4),
        p1={"battle": [{"id": "a", "cards": [GARURUMON, "TST-3"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert _hand(g) == ["ST1-02"]
