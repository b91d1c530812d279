"""EX5-058 Octomon's Fujitsumon Token, BT15-081 Leviamon (X Antibody)'s deletions and BT15-051
Lillymon (X Antibody)'s memory and draws, played where a wrong reading of their text would
show: with 4 or more Digimon in play the token is its player's own, suspended, it doesn't
unsuspend, and its [On Deletion] trashes from the hand of whoever has it; Leviamon (X
Antibody) deletes a level 3, a level 5 and a level 7 Digimon at once, and the opponent's Tamer
only while they have as many or more Digimon and Tamers."""

from __future__ import annotations

from games import play, position, state


def test_ex5_058_octomon_with_4_digimon_in_play_plays_the_token_on_its_own_side(pool):
    """Octomon and 3 others make 4: the token enters p1's battle area suspended."""
    g = position(
        pool,
        p1={"hand": ["EX5-058"], "battle": [{"id": "a", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-1000"]}]},
        memory=5,
    )
    play(g, "play EX5-058")
    battle = state(g)["players"]["p1"]["battle"]
    assert battle["p1-2"]["name"] == "Fujitsumon" and battle["p1-2"]["suspended"]
    assert len(state(g)["players"]["p2"]["battle"]) == 2


def test_ex5_058_the_token_stays_suspended_and_its_deletion_trashes_its_holders_card(pool):
    """With 3 or fewer the token is p2's: it doesn't unsuspend in p2's unsuspend phase, and
    deleted in battle its [On Deletion] trashes a card of p2's hand, not p1's."""
    g = position(
        pool,
        p1={"hand": ["EX5-058", "ST1-03"], "battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"hand": ["ST1-07"]},
        memory=5,
    )
    play(g, "play EX5-058", "attack a p2-1")
    p2 = state(g)["players"]["p2"]
    assert p2["battle"] == {} and p2["hand"] == [] and p2["trash"] == ["ST1-07"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-03"]


def test_ex5_058_the_token_in_the_opponents_area_doesnt_unsuspend(pool):
    g = position(pool, p1={"hand": ["EX5-058"]}, memory=5)
    play(g, "play EX5-058", "pass")
    assert state(g)["turn"] == "p2"
    assert state(g)["players"]["p2"]["battle"]["p2-1"]["suspended"]


def test_bt15_081_leviamon_x_antibody_deletes_levels_3_5_and_7_and_the_tamer(pool):
    """p2 has as many Digimon and Tamers (4) as p1 has: its Tamer goes, and one each of
    levels 3, 5 and 7; the level 4 and level 6 stay."""
    g = position(
        pool,
        p1={
            "hand": ["BT15-081"],
            "battle": [
                {"id": "l", "cards": ["BT15-076"]},
                {"id": "b", "cards": ["TST-1000"]},
                {"id": "c", "cards": ["TST-1000"]},
            ],
        },
        p2={
            "battle": [
                {"id": "t", "cards": ["ST1-12"]},
                {"id": "x", "cards": ["TST-1000"]},
                {"id": "y", "cards": ["BT15-076"]},
                {"id": "z", "cards": ["BT5-112"]},
                {"id": "f", "cards": ["ST1-07"]},
                {"id": "s", "cards": ["EX5-063"]},
            ]
        },
        memory=8,
    )
    play(g, "digivolve l BT15-081")
    p2 = state(g)["players"]["p2"]
    assert sorted(p2["trash"]) == sorted(["ST1-12", "TST-1000", "BT15-076", "BT5-112"])
    assert sorted(p2["battle"]) == ["f", "s"]


def test_bt15_051_lillymon_x_antibody_gains_memory_for_any_suspended_digimon(pool):
    """No official ruling: a suspended Digimon of either side gives the memory; with no
    [Lillymon] or [X Antibody] under it, nothing is drawn; its inherited effect counts the
    opponent's suspended Digimon."""
    g = position(
        pool,
        p1={"hand": ["BT15-051"], "battle": [{"id": "a", "cards": ["ST4-06"]}]},
        p2={"battle": [{"id": "s", "cards": ["TST-1000"]}]},
        memory=3,
    )
    g.players[1].battle[0].suspended = True  # the opponent's: either side's counts
    play(g, "digivolve a BT15-051")
    assert state(g)["memory"] == 1  # 3, less 3 to digivolve, plus 1
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]  # the digivolution's draw alone


def test_bt15_051_lillymon_x_antibody_draws_for_each_suspended_opponent_digimon(pool):
    """Over a [Lillymon]: 2 of p2's Digimon suspended, 2 cards besides the digivolution's."""
    g = position(
        pool,
        p1={"hand": ["BT15-051"], "battle": [{"id": "a", "cards": ["BT14-049", "ST4-06"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-1000"]}]},
        memory=3,
    )
    for perm in g.players[1].battle:
        perm.suspended = True
    play(g, "digivolve a BT15-051")
    assert state(g)["memory"] == 1 and len(state(g)["players"]["p1"]["hand"]) == 3
