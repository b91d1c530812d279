"""BT7-111 Lucemon: Chaos Mode and BT8-111 Creepymon, the Demon Lords that count the trash,
each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from games import battle, kind, play, position, state


def test_bt7_111_lucemon_chaos_mode_costs_3_less_for_every_10_cards_in_the_trash(pool):
    """ "For every 10 cards in your trash, reduce the memory cost when playing this card from
    your hand by 3": 29 cards make 2 tens, so it costs 14 - 6 = 8 (not 14, nor 14 - 9)."""
    g = position(pool, p1={"hand": ["BT7-111"], "trash": ["ST1-02"] * 29}, memory=10)
    play(g, "play BT7-111")
    assert g.memory == 2
    assert battle(g, "p1")["p1-1"]["top"] == "BT7-111"


def test_bt7_111_lucemon_chaos_mode_can_t_delete_a_level_7_digimon(pool):
    """ "Delete 1 of your opponent's Tamers or level 6 or lower Digimon": beside a level 6
    WarGreymon, a level 7 Digimon is neither, so the WarGreymon is the only choice."""
    g = position(
        pool,
        p1={"hand": ["BT7-111"], "trash": ["ST1-02"] * 20},
        p2={"battle": [{"id": "x", "cards": ["BT9-083"]}, {"id": "y", "cards": ["ST1-11"]}]},
        memory=10,
    )
    play(g, "play BT7-111")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["x"]


def _creepymon(pool, foes: int):
    deck = ["BT2-075"] * 10
    return position(
        pool,
        p1={"hand": ["BT8-111"], "battle": [{"id": "a", "cards": ["BT2-075"]}], "deck": deck},
        p2={"battle": [{"id": f"x{i}", "cards": ["ST1-02"]} for i in range(foes)]},
        memory=3,
    )


def test_bt8_111_creepymon_trashing_fewer_than_4_cards_plays_nothing(pool):
    """One opponent's Digimon: 2 cards trashed, short of 4, so no play is offered."""
    g = play(_creepymon(pool, 1), "digivolve a BT8-111")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["trash"] == ["BT2-075", "BT2-075"]


def test_bt8_111_creepymon_when_attacking_counts_tens_in_the_trash(pool):
    """[When Attacking] with 25 cards in the trash: 2 tens, so the top 6 cards of the
    opponent's deck are trashed and Creepymon gets +6000 DP."""
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT2-075", "BT8-111"]}], "trash": ["ST1-02"] * 25},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack c player")
    assert state(g)["players"]["p2"]["deck"] == 4
    assert battle(g, "p1")["c"]["dp"] == 17000
