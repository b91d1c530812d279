"""BT16-012 Silphymon, played where a wrong reading of its text would show (no official
ruling): its DNA digivolution from a red and a yellow level 4, its [When Digivolving]
effects, and <Partition (Red Lv.4 & Yellow Lv.4)>."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _ids(g, player: str) -> dict[str, list[str]]:
    return {pid: s["cards"] for pid, s in battle(g, player).items()}


def test_bt16_012_silphymon_dna_digivolves_for_0_and_weakens_then_deletes(pool):
    """Red ST1-07 Greymon and yellow ST3-05 Angemon DNA digivolve into it for 0 memory,
    unsuspended; "If DNA digivolving, -7000 DP" takes p2's 7000 DP Garudamon to 0,
    and it is deleted (by the rules at 0 DP, or by the other [When Digivolving] if that
    comes second); without the -7000 it would stay."""
    g = position(
        pool,
        p1={
            "hand": ["BT16-012"],
            "battle": [
                {"id": "r", "cards": ["ST1-07"], "suspended": True},
                {"id": "y", "cards": ["ST3-05"]},
            ],
        },
        p2={"battle": [{"id": "t", "cards": ["ST1-08"]}]},
        memory=0,
    )
    assert "dna r y BT16-012" in legal(g)
    play(g, "dna r y BT16-012")
    assert state(g)["memory"] == 0
    assert legal(g)[:2] == ["first 1", "first 2"]
    play(g, "first 1")  # either order deletes it
    assert battle(g, "p2") == {}
    (stack,) = battle(g, "p1").values()
    assert stack["top"] == "BT16-012" and stack["suspended"] is False


def test_bt16_012_silphymon_digivolving_plainly_gets_no_minus_7000(pool):
    """Digivolved from one Digimon, "If DNA digivolving" fails: p2's 7000 DP Garudamon stays
    out of the deletion's reach."""
    g = position(
        pool,
        p1={"hand": ["BT16-012"], "battle": [{"id": "r", "cards": ["ST1-07"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST1-08"]}]},
        memory=4,
    )
    play(g, "digivolve r BT16-012")
    assert "t" in battle(g, "p2") and battle(g, "p2")["t"]["dp"] == 7000


def test_bt16_012_silphymon_partition_plays_both_level_4s_when_deleted_by_the_opponent(pool):
    """p1's Option (ST1-16 Gaia Force) deletes p2's Silphymon with Greymon and Angemon
    under it: p2 plays both, and only Silphymon goes to the trash."""
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "s", "cards": ["ST3-05", "ST1-07", "BT16-012"]}]},
        memory=10,
    )
    play(g, "option ST1-16", "yes")
    assert sorted(c for cards in _ids(g, "p2").values() for c in cards) == ["ST1-07", "ST3-05"]
    assert state(g)["players"]["p2"]["trash"] == ["BT16-012"]
