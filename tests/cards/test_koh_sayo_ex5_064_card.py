"""EX5-064 Koh & Sayo (rulings Q3668, Q5393 in tests/rulings/ex5.toml), played where a wrong
reading would show: its [Start of Your Turn] memory set to 3, and its [On Play] [Main] cost
(suspending the Tamer and moving the top card of a [Light Fang] or [Night Claw] Digimon to the
bottom of its stack) that pays for a free digivolution from the hand, which can't be paid
without such a Digimon."""

from __future__ import annotations

from games import legal, play, position, state

KOH_SAYO = "EX5-064"
CORONAMON, FIRAMON, AGUMON = "EX5-007", "EX5-008", "BT1-010"


def test_ex5_064_start_of_your_turn_sets_1_memory_to_3(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": [KOH_SAYO]}]},
        turn="p2",
        memory=1,
        turn_number=3,
    )
    play(g, "pass")
    assert (state(g)["turn"], state(g)["memory"]) == ("p1", 3)


def test_ex5_064_on_play_moves_the_top_card_and_digivolves_it_for_free(pool) -> None:
    g = position(
        pool,
        p1={"hand": [KOH_SAYO, FIRAMON], "battle": [{"id": "a", "cards": [CORONAMON, FIRAMON]}]},
        memory=4,
        turn_number=3,
    )
    play(g, f"play {KOH_SAYO}", "yes", "yes", f"card {FIRAMON}")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["a"]["cards"] == [FIRAMON, CORONAMON, FIRAMON]
    assert state(g)["memory"] == 0
    assert [s["suspended"] for s in p1["battle"].values() if s["top"] == KOH_SAYO] == [True]


def test_ex5_064_main_isnt_offered_without_a_light_fang_or_night_claw_digimon(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [FIRAMON],
            "battle": [{"id": "t", "cards": [KOH_SAYO]}, {"id": "b", "cards": [AGUMON]}],
        },
        memory=3,
        turn_number=3,
    )
    assert "activate t" not in legal(g)
    g = position(
        pool,
        p1={
            "hand": [FIRAMON],
            "battle": [{"id": "t", "cards": [KOH_SAYO]}, {"id": "a", "cards": [CORONAMON]}],
        },
        memory=3,
        turn_number=3,
    )
    assert "activate t" in legal(g)
