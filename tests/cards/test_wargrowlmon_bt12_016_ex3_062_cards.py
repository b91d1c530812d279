"""BT12-016 and EX3-062 WarGrowlmon (no official ruling), played where a wrong reading of
their "if" clauses would show."""

from __future__ import annotations

from games import dummy, legal, play, position, state, with_cards


def _bt12_016(pool, foe: int):
    """p1's Growlmon (ST7-05) digivolves into BT12-016 for 3 of its 7 memory; Gallantmon
    (BT12-018, from red Lv.5 for 4) in the hand; p2 has one Digimon of `foe` DP."""
    g = position(
        with_cards(pool, dummy(foe)),
        p1={"hand": ["BT12-016", "BT12-018"], "battle": [{"id": "w", "cards": ["ST7-05"]}]},
        p2={"battle": [{"id": "x", "cards": [f"TST-{foe}"]}]},
        memory=7,
    )
    return play(g, "digivolve w BT12-016")


def test_bt12_016_digivolves_into_gallantmon_for_1_less_only_when_nothing_was_deleted(pool):
    """ "Delete 1 of your opponent's Digimon with 4000 DP or less. If an opponent's Digimon
    isn't deleted by this effect, you may digivolve this Digimon into a level 6 Digimon card
    with [Gallantmon] in its name in your hand for its digivolution cost. When this Digimon
    would digivolve with this effect, reduce the digivolution cost by 1.": against 5000 DP
    nothing is deleted and it becomes Gallantmon for 3 (4 memory left: 1, and 1 back from
    Growlmon's inherited effect as Gallantmon deletes the 5000); against 4000 DP the Digimon
    is deleted and no digivolution is offered."""
    g = _bt12_016(pool, 5000)
    if "yes" in legal(g):
        play(g, "yes")
    play(g, "card BT12-018")
    assert state(g)["players"]["p1"]["battle"]["w"]["top"] == "BT12-018"
    assert state(g)["memory"] == 2
    g = _bt12_016(pool, 4000)
    assert "card BT12-018" not in legal(g)
    assert state(g)["players"]["p2"]["battle"] == {}
    assert state(g)["players"]["p1"]["battle"]["w"]["top"] == "BT12-016"


def _attacked(pool, foe: bool):
    """Growlmon (ST7-05) over BT12-016 attacks p2, who has one security card and, if `foe`,
    an unsuspended 1000 DP Digimon."""
    g = position(
        with_cards(pool, dummy(1000)),
        p1={"battle": [{"id": "w", "cards": ["BT12-016", "ST7-05"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-1000"]}] if foe else [],
            "security": ["ST1-02"],
        },
        memory=0,
    )
    play(g, "attack w player")
    while "no-block" in legal(g) or "no-counter" in legal(g):
        play(g, "no-block" if "no-block" in legal(g) else "no-counter")
    return g


def test_bt12_016_inherited_gains_2_memory_at_end_of_attack_when_the_opponent_has_no_digimon(
    pool,
):
    """Inherited "[End of Attack] [Once Per Turn] When your opponent has no Digimon in play, if
    this Digimon has [Growlmon] or [Gallantmon] in its name, gain 2 memory.": with p2's field
    empty p1 gains 2; with a Digimon there, nothing."""
    assert state(_attacked(pool, foe=False))["memory"] == 2
    assert state(_attacked(pool, foe=True))["memory"] == 0


def _ex3_062(pool, mine: list[str], theirs: list[str]):
    """p1's Growlmon (ST7-05) digivolves into EX3-062 for 3 ("Digivolve: 3 from Lv.4 if name
    contains [Growlmon]"); Guilmon (ST7-03) is in p1's trash."""
    g = position(
        pool,
        p1={"hand": ["EX3-062"], "trash": mine, "battle": [{"id": "w", "cards": ["ST7-05"]}]},
        p2={"trash": theirs},
        memory=3,
    )
    return play(g, "digivolve w EX3-062")


def test_ex3_062_plays_guilmon_from_the_trash_when_either_trash_has_5_cards(pool):
    """ "Trash the top 3 cards of both players' decks. Then, if either player has 5 or more
    cards in their trash, you may play 1 [Guilmon] or [Takato Matsuki] from your hand or trash
    without paying the cost.": p1's trash reaches 4, p2's 5: Guilmon comes back for nothing;
    with p2's trash at 3 and p1's at 4, nothing is offered."""
    g = _ex3_062(pool, ["ST7-03"], ["ST1-02", "ST1-02"])
    while "yes" in legal(g) or "card ST7-03" in legal(g):
        play(g, "yes" if "yes" in legal(g) else "card ST7-03")
    names = sorted(s["name"] for s in state(g)["players"]["p1"]["battle"].values())
    assert names == ["Guilmon", "WarGrowlmon"]
    assert state(g)["memory"] == 0
    g = _ex3_062(pool, ["ST7-03"], [])
    assert "card ST7-03" not in legal(g) and "yes" not in legal(g)
    assert len(state(g)["players"]["p1"]["battle"]) == 1
