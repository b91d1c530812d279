"""BT12-081 Astamon (no official ruling), played where a wrong reading would show: its two
digivolution lines, the play of a <Save> card from under a Tamer, and, with 4 or more
digivolution cards, the digivolution into [Quartzmon] in its place."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

ASTAMON = "BT12-081"
PSYCHEMON = "BT12-075"
DORULUMON = "BT10-034"  # yellow, level 4, <Save>
TUWARMON = "BT12-064"  # black, level 4, "[On Deletion] <Save>. Then, ..."
QUARTZMON = "BT12-057"
TAMER = {"number": "TST-1", "name": "Tamer", "category": "tamer", "colors": ["green"], "cost": 1}
YELLOW_4 = {
    "number": "TST-2",
    "name": "Yellow 4",
    "category": "digimon",
    "colors": ["yellow"],
    "level": 4,
    "cost": 4,
    "dp": 4000,
}


def test_bt12_081_digivolves_from_psychemon_for_5(pool) -> None:
    """[Psychemon] (a level 3) digivolves into it for 5 memory."""
    g = position(
        pool, p1={"hand": [ASTAMON], "battle": [{"id": "a", "cards": [PSYCHEMON]}]}, memory=5
    )
    play(g, f"digivolve a {ASTAMON}")
    assert battle(g, "p1")["a"]["top"] == ASTAMON
    assert state(g)["memory"] == 0


def test_bt12_081_digivolves_from_a_yellow_level_4_with_save_for_3(pool) -> None:
    """A yellow level 4 with <Save> in its text digivolves into it for 3; one without
    <Save> only by the purple line, which a yellow Digimon doesn't meet."""
    g = position(
        pool, p1={"hand": [ASTAMON], "battle": [{"id": "a", "cards": [DORULUMON]}]}, memory=3
    )
    play(g, f"digivolve a {ASTAMON}")
    assert battle(g, "p1")["a"]["top"] == ASTAMON
    assert state(g)["memory"] == 0
    g = position(
        with_cards(pool, YELLOW_4),
        p1={"hand": [ASTAMON], "battle": [{"id": "a", "cards": ["TST-2"]}]},
        memory=3,
    )
    assert f"digivolve a {ASTAMON}" not in legal(g)


def test_bt12_081_plays_a_save_card_from_under_a_tamer(pool) -> None:
    """With fewer than 4 digivolution cards: a level 4 or lower Digimon card with <Save>
    (Tuwarmon's is printed under [On Deletion]) is played from under the Tamer for free; the
    plain card there is not one."""
    g = position(
        with_cards(pool, TAMER),
        p1={
            "hand": [ASTAMON],
            "battle": [
                {"id": "a", "cards": [DORULUMON]},
                {"id": "t", "cards": ["TST-1000", TUWARMON, "TST-1"]},
            ],
        },
        memory=3,
    )
    play(g, f"digivolve a {ASTAMON}", "yes")
    mine = battle(g, "p1")
    assert mine["t"]["cards"] == ["TST-1000", "TST-1"]
    assert [s["top"] for s in mine.values()].count(TUWARMON) == 1
    assert state(g)["memory"] == 0


def test_bt12_081_with_4_cards_digivolves_into_quartzmon_instead(pool) -> None:
    """With 4 or more digivolution cards the play gives way to a digivolution into
    [Quartzmon] from the hand or from under a Tamer, its cost (9 from a level 5 with
    <Save>) reduced by 3; the <Save> card under the Tamer stays."""
    for quartzmon_in_hand in (True, False):
        under = ["TST-1000"] + ([] if quartzmon_in_hand else [QUARTZMON])
        g = position(
            with_cards(pool, TAMER),
            p1={
                "hand": [ASTAMON] + ([QUARTZMON] if quartzmon_in_hand else []),
                "battle": [
                    {"id": "a", "cards": ["TST-1000"] * 3 + [DORULUMON]},
                    {"id": "t", "cards": [*under, TUWARMON, "TST-1"]},
                ],
            },
            memory=10,
        )
        play(g, f"digivolve a {ASTAMON}", "yes", "yes")
        if f"card {QUARTZMON}" in legal(g):
            play(g, f"card {QUARTZMON}")
        mine = battle(g, "p1")
        assert mine["a"]["top"] == QUARTZMON
        assert mine["t"]["cards"] == ["TST-1000", TUWARMON, "TST-1"]
        assert state(g)["memory"] == 10 - 3 - 6
