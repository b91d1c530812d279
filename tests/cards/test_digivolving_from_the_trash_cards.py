"""The cards whose [When Digivolving] asks "if digivolving from the trash" (no official
ruling on them), played where a wrong reading would show: BT10-080 SkullBaluchimon (its
trigger when an effect trashes it from the hand digivolves from the trash, and its gained
[On Deletion] only when it came from there), BT9-075 DexDorugamon, BT9-078 DexDoruGreymon
and BT9-081 DexDorugoramon (their effect with the named card under them, or from the trash,
and not otherwise; DexDorugoramon's [On Deletion] is ruling Q1875's, in tests/rulings/)."""

from __future__ import annotations

from games import battle, play, position, state

from digimon_tui.engine import queries as q

SKULLBALUCHIMON, DEXDORUGAMON, DEXDORUGREYMON = "BT10-080", "BT9-075", "BT9-078"
DEXDORUGORAMON = "BT9-081"
IMPMON, TROOPMON = "BT2-068", "BT10-076"  # purple level 3, purple level 4
DORUGAMON, DORUGREYMON = "BT7-062", "BT7-064"
DRACMON = "BT9-071"  # inherited [When Attacking]: digivolve into an [Undead]
# Digimon card from the trash


def test_bt10_080_trashed_from_the_hand_digivolves_into_dexdorugreymon_from_the_trash(
    pool,
) -> None:
    """DexDorugamon's cost trashes SkullBaluchimon from the hand in its player's turn: one of
    their Digimon digivolves from the trash, and DexDoruGreymon, come from the trash,
    deletes a level 4 or lower Digimon without [DoruGreymon] under it."""
    g = position(
        pool,
        p1={
            "hand": [DEXDORUGAMON, SKULLBALUCHIMON],
            "trash": [DEXDORUGREYMON],
            "battle": [{"id": "a", "cards": [IMPMON]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=9,
        turn_number=3,
    )
    play(g, f"digivolve a {DEXDORUGAMON}", "yes", "yes", f"card {DEXDORUGREYMON}")
    assert battle(g, "p1")["a"]["cards"] == [IMPMON, DEXDORUGAMON, DEXDORUGREYMON]
    assert state(g)["memory"] == 9 - 3 + 1 - 4
    assert battle(g, "p2") == {}


def _dexdorugreymon_from_hand(pool, under: str):
    g = position(
        pool,
        p1={"hand": [DEXDORUGREYMON], "battle": [{"id": "a", "cards": [under]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=9,
        turn_number=3,
    )
    return play(g, f"digivolve a {DEXDORUGREYMON}")


def test_bt9_078_from_the_hand_onto_another_digimon_deletes_nothing(pool) -> None:
    g = _dexdorugreymon_from_hand(pool, TROOPMON)
    assert list(battle(g, "p2")) == ["x"]


def test_bt9_078_from_the_hand_onto_doru_greymon_deletes(pool) -> None:
    g = _dexdorugreymon_from_hand(pool, DORUGREYMON)
    assert battle(g, "p2") == {}


def _skullbaluchimon_attacks(pool, *, from_trash: bool):
    """SkullBaluchimon, come from the trash or from the hand, attacks a suspended 15000 DP
    Digimon and is deleted in battle; the opponent has another Digimon."""
    p1 = {"battle": [{"id": "a", "cards": [TROOPMON]}], "deck": ["ST1-02"] * 10}
    if from_trash:
        p1 |= {"hand": [DEXDORUGAMON, SKULLBALUCHIMON], "battle": [{"id": "a", "cards": [IMPMON]}]}
    else:
        p1["hand"] = [SKULLBALUCHIMON]
    g = position(
        pool,
        p1=p1,
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-15000"], "suspended": True},
                {"id": "y", "cards": ["TST-2000"]},
            ]
        },
        memory=9,
        turn_number=3,
    )
    if from_trash:
        play(g, f"digivolve a {DEXDORUGAMON}", "yes", "yes", f"card {SKULLBALUCHIMON}")
    else:
        play(g, f"digivolve a {SKULLBALUCHIMON}")
    assert battle(g, "p1")["a"]["top"] == SKULLBALUCHIMON
    play(g, "attack a x")
    return g


def test_bt10_080_from_the_trash_deletes_a_foe_when_deleted(pool) -> None:
    g = _skullbaluchimon_attacks(pool, from_trash=True)
    assert battle(g, "p1") == {}
    play(g, "target y")
    assert list(battle(g, "p2")) == ["x"]


def test_bt10_080_from_the_hand_gains_no_on_deletion(pool) -> None:
    g = _skullbaluchimon_attacks(pool, from_trash=False)
    assert battle(g, "p1") == {}
    assert list(battle(g, "p2")) == ["x", "y"]


def test_bt9_075_from_the_trash_gives_blocker(pool) -> None:
    """Dracmon's inherited [When Attacking] digivolves into DexDorugamon from the trash."""
    g = position(
        pool,
        p1={
            "trash": [DEXDORUGAMON],
            "battle": [{"id": "a", "cards": [DRACMON, IMPMON]}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=9,
        turn_number=3,
    )
    play(g, "attack a player", "yes", f"card {DEXDORUGAMON}")
    assert battle(g, "p1")["a"]["top"] == DEXDORUGAMON
    assert "<Blocker>" in q.keywords_of(g, g.permanent("a"))
    assert "<Retaliation>" in q.keywords_of(g, g.permanent("a"))


def _dexdorugamon_from_hand(pool, under: str):
    g = position(
        pool,
        p1={"hand": [DEXDORUGAMON], "battle": [{"id": "a", "cards": [under]}]},
        memory=9,
        turn_number=3,
    )
    return play(g, f"digivolve a {DEXDORUGAMON}")


def test_bt9_075_from_the_hand_onto_dorugamon_gives_blocker(pool) -> None:
    g = _dexdorugamon_from_hand(pool, DORUGAMON)
    assert "<Blocker>" in q.keywords_of(g, g.permanent("a"))


def test_bt9_075_from_the_hand_onto_another_digimon_gives_nothing(pool) -> None:
    g = _dexdorugamon_from_hand(pool, IMPMON)
    assert "<Blocker>" not in q.keywords_of(g, g.permanent("a"))


def _dexdorugoramon(pool, *, from_trash: bool):
    """DexDorugoramon onto SkullBaluchimon, from the trash by Dracmon's inherited [When
    Attacking] or from the hand; the opponent has a level 3 and a level 4 Digimon."""
    p1 = {"battle": [{"id": "a", "cards": [DRACMON, SKULLBALUCHIMON]}]}
    p1["trash" if from_trash else "hand"] = [DEXDORUGORAMON]
    g = position(
        pool,
        p1=p1,
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": [TROOPMON]}],
            "security": ["TST-1000"] * 3,
        },
        memory=9,
        turn_number=3,
    )
    if from_trash:
        play(g, "attack a player", "yes", f"card {DEXDORUGORAMON}")
    else:
        play(g, f"digivolve a {DEXDORUGORAMON}")
    assert battle(g, "p1")["a"]["top"] == DEXDORUGORAMON
    return g


def test_bt9_081_from_the_trash_deletes_the_lowest_level(pool) -> None:
    assert list(battle(_dexdorugoramon(pool, from_trash=True), "p2")) == ["y"]


def test_bt9_081_from_the_hand_onto_another_digimon_deletes_nothing(pool) -> None:
    assert list(battle(_dexdorugoramon(pool, from_trash=False), "p2")) == ["x", "y"]
