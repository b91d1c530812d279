"""BT8-043 Cherubimon (its rulings are in tests/rulings/bt8.toml): only a purple [Cherubimon]
of its player's may be deleted for its play cost reduction of 8, and its <Security A. -2> is
activated once for each Tamer, each round choosing its own Digimon."""

from __future__ import annotations

from games import battle, play, position, state

CHERUBIMON = "BT8-043"
PURPLE_CHERUBIMON, YELLOW_CHERUBIMON = "BT7-079", "BT3-041"
TAI, KARI = "BT4-094", "BT2-087"


def test_bt8_043_deletes_a_purple_cherubimon_for_a_play_cost_of_3(pool):
    g = position(
        pool,
        p1={
            "hand": [CHERUBIMON],
            "battle": [
                {"id": "p", "cards": [PURPLE_CHERUBIMON]},
                {"id": "y", "cards": [YELLOW_CHERUBIMON]},
            ],
        },
        memory=3,
    )
    play(g, f"play {CHERUBIMON}", "yes")  # the purple one is the only choice
    assert set(battle(g, "p1")) == {"y", "p1-1"}
    assert state(g)["memory"] == 0


def test_bt8_043_a_yellow_cherubimon_reduces_nothing(pool):
    g = position(
        pool,
        p1={"hand": [CHERUBIMON], "battle": [{"id": "y", "cards": [YELLOW_CHERUBIMON]}]},
        memory=3,
    )
    play(g, f"play {CHERUBIMON}")  # no question: it costs the full 11
    assert set(battle(g, "p1")) == {"y", "p1-1"}
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 8)


def test_bt8_043_one_round_for_each_tamer(pool):
    g = position(
        pool,
        p1={
            "hand": [CHERUBIMON],
            "battle": [{"id": "t1", "cards": [TAI]}, {"id": "t2", "cards": [KARI]}],
            "security": ["TST-1000"] * 5,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "z", "cards": ["TST-4000"]}]},
        memory=10,
    )
    play(g, f"play {CHERUBIMON}", "target x", "target x")  # both rounds on the same one
    play(g, "attack x player", "attack z player")  # in the opponent's next turn
    assert state(g)["players"]["p1"]["security"] == 4  # z still checks 1
