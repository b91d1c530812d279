"""Comprehensive Rules chapter 17: rule checks (0 DP, no DP) and returning to the hand.

Positions are built with `position(...)` exactly like scenario files; moves are driven with
`play(...)`. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state, with_cards

DELETE_WATCHER = {
    # [Your Turn] When an opponent's Digimon is deleted, gain 1 memory.
    "number": "TST-1101",
    "name": "Deletion Watcher",
    "category": "tamer",
    "colors": ["red"],
    "cost": 2,
    "effects": [
        {
            "timing": "your_turn",
            "trigger": {"event": "deleted", "whose": "opponents"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
}


def zone(g, player: str, name: str):
    return state(g)["players"][player][name]


# ---- 17-1-3-1-1, 17-1-3-2-1: 0 DP
# ---------------------------------------------------------------------------


def test_17_1_3_1_1_a_digimon_at_0_dp_is_deleted_by_the_rule_check(cards):
    """17-1-3-1-1, 17-1-3-2-1: Seven Heavens' -10000 takes Garudamon (7000) to 0 DP: it is deleted,
    whole stack."""
    g = position(
        cards,
        p1={"hand": ["ST3-16"], "battle": [{"id": "y", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "big", "cards": ["ST1-05", "ST1-08"]}]},
        memory=7,
    )
    play(g, "option ST3-16")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["ST1-05", "ST1-08"]
    assert zone(g, "p1", "trash") == ["ST3-16"]
    assert state(g)["memory"] == 0


def test_17_1_3_1_1_a_digimon_above_0_dp_is_not_deleted(cards):
    """17-1-3-1-1, 17-1-3-2-1: Heaven's Charm's -2000 leaves Dracomon at 2000 DP: it stays."""
    g = position(
        cards,
        p1={"hand": ["ST3-14"], "battle": [{"id": "y", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "d", "cards": ["ST1-04"]}]},
        memory=3,
    )
    play(g, "option ST3-14")
    assert kind(g) == "main"
    assert battle(g, "p2")["d"]["dp"] == 2000
    assert zone(g, "p2", "trash") == []


def test_17_1_3_1_1_a_rule_check_deletion_counts_as_deleted_by_dropping_to_0_dp(cards):
    """17-1-3-1-1, 17-1-3-2-1: Patamon's inherited "when an opponent's Digimon is
    deleted by dropping
    to 0 DP, gain 1 memory" triggers on the rule-check deletion, once per turn."""
    g = position(
        cards,
        p1={
            "hand": ["ST3-16", "ST3-14"],
            "battle": [{"id": "pat", "cards": ["ST3-04", "ST3-06"]}],
        },
        p2={
            "battle": [
                {"id": "big", "cards": ["ST1-05", "ST1-08"]},
                {"id": "small", "cards": ["ST1-03"]},
            ]
        },
        memory=10,
    )
    play(g, "option ST3-16")
    assert kind(g) == "target"
    assert legal(g) == ["target big", "target small"]
    play(g, "target big")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["small"]
    assert state(g)["memory"] == 4  # 10 - 7 + 1
    # A second 0-DP deletion in the same turn: [Once Per Turn], no more memory.
    play(g, "option ST3-14")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["ST1-05", "ST1-08", "ST1-03"]
    assert state(g)["memory"] == 2  # 4 - 2


def test_17_1_3_1_1_a_battle_deletion_is_not_deleted_by_dropping_to_0_dp(cards):
    """14-2-2: a Digimon deleted in battle does not trigger Patamon's 0-DP effect."""
    g = position(
        cards,
        p1={"battle": [{"id": "pat", "cards": ["ST3-04", "ST3-06"]}]},
        p2={"battle": [{"id": "v", "cards": ["ST1-02"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack pat v")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["ST1-02"]
    assert state(g)["memory"] == 3


# ---- 17-1-3-1-1, 17-1-3-2-1: no DP
# ----------------------------------------------------------------------------


def test_17_1_3_1_1_a_digimon_without_dp_in_the_battle_area_is_trashed_not_deleted(cards):
    """17-1-3-1-1, 17-1-3-2-1, 4-16-3: a Digi-Egg stack in the battle area is trashed at the first
    rule check;
    trashing isn't deletion, so "when an opponent's Digimon is deleted" doesn't trigger."""
    pool = with_cards(cards, DELETE_WATCHER)
    g = position(
        pool,
        p1={"hand": ["ST1-02"], "battle": [{"id": "w", "cards": ["TST-1101"]}]},
        p2={"battle": [{"id": "egg", "cards": ["ST1-01"]}]},
        memory=5,
    )
    play(g, "play ST1-02")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["ST1-01"]
    assert zone(g, "p2", "eggs") == 0
    assert state(g)["memory"] == 3  # 5 - 2, no +1 from the watcher


def test_17_1_3_1_1_the_deletion_watcher_does_see_a_real_deletion(cards):
    """4-15-1: the same watcher gains 1 memory when Gaia Force deletes an opponent's Digimon."""
    pool = with_cards(cards, DELETE_WATCHER)
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "w", "cards": ["TST-1101"]}]},
        p2={"battle": [{"id": "d", "cards": ["ST1-04"]}]},
        memory=8,
    )
    play(g, "option ST1-16")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 1  # 8 - 8 + 1


def test_17_1_3_1_1_kaiser_nail_never_plays_a_digi_egg_from_digivolution_cards(cards):
    """17-1-3-1-1, 17-1-3-2-1: Kaiser Nail plays a Digimon card from under a Digimon; the Digi-Egg
    (no DP)
    is not offered, so the only choice is Gomamon."""
    g = position(
        cards,
        p1={"hand": ["ST2-15"], "battle": [{"id": "k", "cards": ["ST1-01", "ST2-02", "ST2-05"]}]},
        memory=4,
    )
    play(g, "option ST2-15")
    assert kind(g) == "main"
    assert battle(g, "p1")["k"]["cards"] == ["ST1-01", "ST2-05"]
    new = {pid: s for pid, s in battle(g, "p1").items() if pid != "k"}
    assert [s["cards"] for s in new.values()] == [["ST2-02"]]
    assert zone(g, "p1", "trash") == ["ST2-15"]


def test_17_1_3_1_1_kaiser_nail_with_only_a_digi_egg_underneath_plays_nothing(cards):
    """17-1-3-1-1, 17-1-3-2-1: with only a Digi-Egg under the Digimon, Kaiser Nail plays nothing."""
    g = position(
        cards,
        p1={"hand": ["ST2-15"], "battle": [{"id": "k", "cards": ["ST1-01", "ST2-05"]}]},
        memory=4,
    )
    play(g, "option ST2-15")
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == ["k"]
    assert battle(g, "p1")["k"]["cards"] == ["ST1-01", "ST2-05"]
    assert zone(g, "p1", "trash") == ["ST2-15"]


# ---- 4-7-8: returning to the hand ---------------------------------------------------------------


def test_4_7_8_returning_to_the_hand_trashes_the_digivolution_cards(cards):
    """4-7-8: Cocytus Breath returns Greymon to p2's hand; Koromon and Agumon go to the trash."""
    g = position(
        cards,
        p1={"hand": ["ST2-16"], "battle": [{"id": "b", "cards": ["ST2-02"]}]},
        p2={"battle": [{"id": "evo", "cards": ["ST1-01", "ST1-03", "ST1-07"]}]},
        memory=7,
    )
    play(g, "option ST2-16")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "hand") == ["ST1-07"]
    assert zone(g, "p2", "trash") == ["ST1-01", "ST1-03"]
    assert zone(g, "p2", "eggs") == 0
    assert zone(g, "p1", "trash") == ["ST2-16"]
