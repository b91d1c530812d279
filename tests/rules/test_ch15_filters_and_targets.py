"""Filters and target phrases as the engine reads them (15-1-6: what an effect may choose;
15-6: its conditions): "with the lowest DP" and the other least/most phrases, "with DP less
than or equal to this Digimon's DP", "or" between a name and a trait, "[X] is in this
Digimon's digivolution cards", "your opponent has no Digimon with digivolution cards",
"this Digimon has [X] in its traits", "1 Digimon" of either player and "1 of your [X]" by its
exact name.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon, option
from games import battle, legal, play, position, state, with_cards


def _ids(g, player: str) -> set[str]:
    return set(battle(g, player))


def test_the_lowest_dp_offers_only_the_lowest_and_ties_are_chosen_from(cards) -> None:
    """Of the opponent's Digimon, only those with the least DP may be chosen; with two at
    3000 the effect's player picks one, the 5000 one is never offered."""
    pool = with_cards(
        cards,
        option("FT-90", text="[Main] Delete 1 of your opponent's Digimon with the lowest DP."),
        digimon("FT-01", dp=3000),
        digimon("FT-02", dp=5000),
    )
    foes = {
        "battle": [
            {"id": "a", "cards": ["FT-01"]},
            {"id": "b", "cards": ["FT-01"]},
            {"id": "c", "cards": ["FT-02"]},
        ]
    }
    me = [{"id": "me", "cards": ["FT-02"]}]  # a red Digimon: the Option's colour (4-22-2)
    g = position(pool, p1={"hand": ["FT-90"], "battle": me}, p2=foes, memory=3)
    play(g, "option FT-90")
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")
    assert _ids(g, "p2") == {"a", "c"}


def test_the_highest_level_and_play_cost_read_the_top_card(cards) -> None:
    """ "all of ... with the highest level" deletes every Digimon at the top level; "with the
    highest play cost" the one whose top card costs most; a Digimon without a level is never
    the highest-level one (2-9-2)."""
    pool = with_cards(
        cards,
        option(
            "FT-91", text="[Main] Delete all of your opponent's Digimon with the highest level."
        ),
        option(
            "FT-92", text="[Main] Delete all of your opponent's Digimon with the highest play cost."
        ),
        digimon("FT-03", level=5, cost=4),
        digimon("FT-04", level=4, cost=9),
        digimon("FT-05", level=None, cost=1),
    )
    foes = {
        "battle": [
            {"id": "a", "cards": ["FT-03"]},
            {"id": "b", "cards": ["FT-03"]},
            {"id": "c", "cards": ["FT-04"]},
            {"id": "d", "cards": ["FT-05"]},
        ]
    }
    me = [{"id": "me", "cards": ["FT-03"]}]  # a red Digimon: the Option's colour (4-22-2)
    g = position(pool, p1={"hand": ["FT-91"], "battle": me}, p2=foes, memory=3)
    play(g, "option FT-91")
    assert _ids(g, "p2") == {"c", "d"}
    g = position(pool, p1={"hand": ["FT-92"], "battle": me}, p2=foes, memory=3)
    play(g, "option FT-92")
    assert _ids(g, "p2") == {"a", "b", "d"}


def test_dp_less_than_or_equal_to_this_digimons_dp(cards) -> None:
    """The [On Play] Digimon's own DP (5000) bounds what it may delete: 5000 and 4000 are
    offered, 6000 is not."""
    text = (
        "[On Play] Delete 1 of your opponent's Digimon with DP less than or equal to this "
        "Digimon's DP."
    )
    pool = with_cards(
        cards,
        digimon("FT-06", dp=5000, text=text, cost=0),
        *(digimon(f"FT-1{i}", dp=dp) for i, dp in enumerate((4000, 5000, 6000))),
    )
    foes = {"battle": [{"id": f"x{i}", "cards": [f"FT-1{i}"]} for i in range(3)]}
    g = position(pool, p1={"hand": ["FT-06"]}, p2=foes, memory=3)
    play(g, "play FT-06")
    assert legal(g) == ["target x0", "target x1"]
    play(g, "target x1")
    assert _ids(g, "p2") == {"x0", "x2"}


def test_dp_less_than_or_equal_to_the_chosen_digimons_dp(cards) -> None:
    """ "Choose 1 of your Digimon. Delete 1 of your opponent's Digimon with DP less than or
    equal to the chosen Digimon's DP": the bound is the chosen Digimon's DP."""
    text = (
        "[Main] Choose 1 of your Digimon. Delete 1 of your opponent's Digimon with DP less than "
        "or equal to the chosen Digimon's DP."
    )
    pool = with_cards(
        cards,
        option("FT-93", text=text),
        digimon("FT-07", dp=4000),
        digimon("FT-08", dp=6000),
        digimon("FT-09", dp=5000),
    )
    foes = {"battle": [{"id": "small", "cards": ["FT-09"]}, {"id": "big", "cards": ["FT-08"]}]}
    mine = [{"id": "m4", "cards": ["FT-07"]}, {"id": "m6", "cards": ["FT-08"]}]
    g = position(pool, p1={"hand": ["FT-93"], "battle": mine}, p2=foes, memory=3)
    play(g, "option FT-93", "target m4")
    assert _ids(g, "p2") == {"small", "big"}  # nothing at 4000 or less
    g = position(pool, p1={"hand": ["FT-93"], "battle": mine}, p2=foes, memory=3)
    play(g, "option FT-93", "target m6")
    assert legal(g) == ["target small", "target big"]


def test_15_10_2_one_digimon_is_chosen_among_both_players_digimon(cards) -> None:
    """ "Delete 1 Digimon" says no side: the effect's player chooses among their own Digimon
    and their opponent's."""
    pool = with_cards(cards, option("FT-93", text="[Main] Delete 1 Digimon."))
    me = [{"id": "me", "cards": ["ST1-03"]}]  # red: the Option's colour (4-22-2)
    foes = {"battle": [{"id": "x", "cards": ["ST2-03"]}]}
    g = position(pool, p1={"hand": ["FT-93"], "battle": me}, p2=foes, memory=3)
    play(g, "option FT-93")
    assert legal(g) == ["target me", "target x"]
    play(g, "target me")
    assert _ids(g, "p1") == set() and _ids(g, "p2") == {"x"}


def test_15_10_2_one_of_your_named_digimon_is_that_exact_name(cards) -> None:
    """ "1 of your [Agumon]" is a Digimon named exactly Agumon (2-3-1-2): not one whose name only
    contains it."""
    pool = with_cards(cards, option("FT-94", text="[Main] Delete 1 of your [Agumon]."))
    mine = [{"id": "a", "cards": ["BT1-010"]}, {"id": "t", "cards": ["BT2-055"]}]
    g = position(pool, p1={"hand": ["FT-94"], "battle": mine}, memory=3)
    play(g, "option FT-94")
    assert _ids(g, "p1") == {"t"}


def test_a_name_or_a_trait(cards) -> None:
    """ "with [Huckmon] in their names or [Royal Knight] in their traits": either is enough."""
    text = (
        "[All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in "
        "their traits get +2000 DP."
    )
    pool = with_cards(
        cards,
        digimon("FT-20", text=text),
        digimon("FT-21", name="Huckmon X"),
        digimon("FT-22", types=("Royal Knight",)),
        digimon("FT-23"),
    )
    mine = [{"id": f"m{i}", "cards": [f"FT-2{i}"]} for i in range(4)]
    g = position(pool, p1={"battle": mine})
    dps = {k: v["dp"] for k, v in battle(g, "p1").items()}
    assert dps == {"m0": 3000, "m1": 5000, "m2": 5000, "m3": 3000}


def test_this_digimon_has_a_trait(cards) -> None:
    text = "[Your Turn] While this Digimon has [Insectoid] in its traits, it gets +1000 DP."
    pool = with_cards(
        cards,
        digimon("FT-24", inherited=text),
        digimon("FT-25", types=("Insectoid",)),
        digimon("FT-26", types=("Dragon",)),
    )
    stacks = [{"id": "a", "cards": ["FT-24", "FT-25"]}, {"id": "b", "cards": ["FT-24", "FT-26"]}]
    g = position(pool, p1={"battle": stacks})
    assert {k: v["dp"] for k, v in battle(g, "p1").items()} == {"a": 4000, "b": 3000}


def test_a_card_in_this_digimons_digivolution_cards(cards) -> None:
    """ "while [Agumon] is in this Digimon's digivolution cards": a card under it, not its top
    card (15-3)."""
    text = (
        "[Your Turn] While [Agumon] is in this Digimon's digivolution cards, this Digimon gets "
        "+1000 DP."
    )
    pool = with_cards(
        cards,
        digimon("FT-30", name="Agumon"),
        digimon("FT-31", text=text),
        digimon("FT-32", name="Agumon", text=text),
        digimon("FT-33"),
    )
    stacks = [
        {"id": "under", "cards": ["FT-30", "FT-31"]},
        {"id": "none", "cards": ["FT-33", "FT-31"]},
        {"id": "top", "cards": ["FT-33", "FT-32"]},
    ]
    g = position(pool, p1={"battle": stacks})
    assert {k: v["dp"] for k, v in battle(g, "p1").items()} == {
        "under": 4000,
        "none": 3000,
        "top": 3000,
    }


def test_no_digimon_with_digivolution_cards(cards) -> None:
    text = (
        "[Your Turn] While your opponent has no Digimon with digivolution cards in play, this "
        "Digimon gets +2000 DP."
    )
    pool = with_cards(cards, digimon("FT-40", text=text), digimon("FT-41"))
    dps = []
    for foe in (["FT-41"], ["FT-41", "FT-41"]):
        g = position(
            pool,
            p1={"battle": [{"id": "m", "cards": ["FT-40"]}]},
            p2={"battle": [{"id": "x", "cards": foe}]},
        )
        dps.append(battle(g, "p1")["m"]["dp"])
    assert dps == [5000, 3000]
    assert state(g)["turn"] == "p1"


DEVA = (
    "[On Play] You may play 1 [Deva] trait Digimon card without the same name as the cards in "
    "your battle area or trash from your hand to an empty space in your breeding area without "
    "paying the cost."
)


def _deva_pool(cards):
    return with_cards(
        cards,
        digimon("FT-50", text=DEVA, cost=0),
        digimon("FT-51", name="Deva A", types=("Deva",), text="[On Play] Gain 2 memory."),
        digimon("FT-52", name="Deva B", types=("Deva",)),
        digimon("FT-53", name="Plain"),
    )


def test_a_deva_goes_to_an_empty_breeding_area_and_its_on_play_doesnt_activate(cards) -> None:
    """3-4-7-2, 3-4-7-4: the played Digimon goes to the breeding area; its [On Play] effect
    doesn't activate there. A card named as a Digimon in the battle area or as a card in the
    trash is not offered; a card without the trait never is."""
    pool = _deva_pool(cards)
    g = position(
        pool,
        p1={
            "hand": ["FT-50", "FT-51", "FT-52", "FT-53"],
            "battle": [{"id": "m", "cards": ["FT-53", "FT-52"]}],
        },
        memory=3,
    )
    play(g, "play FT-50")
    if "yes" in legal(g):
        play(g, "yes")
    # FT-51 is the only choice, so nothing is asked: FT-52 is named as the Digimon "m", and
    # FT-53 has no [Deva] trait.
    assert not [m for m in legal(g) if m.startswith("card")]
    me = state(g)["players"]["p1"]
    assert me["breeding"]["top"] == "FT-51"
    assert "FT-51" not in me["hand"]
    assert state(g)["memory"] == 3  # FT-50 cost 0; FT-51's [On Play] didn't activate


def test_an_occupied_breeding_area_takes_no_deva(cards) -> None:
    """3-4-7-2: only 1 Digimon in the breeding area; with one there the card stays in hand."""
    pool = _deva_pool(cards)
    g = position(
        pool,
        p1={"hand": ["FT-50", "FT-51"], "breeding": {"id": "b", "cards": ["FT-53"]}},
        p2={"trash": ["FT-51"]},  # the opponent's trash doesn't count
        memory=3,
    )
    play(g, "play FT-50")
    while g.pending is not None and g.pending.kind in ("optional", "card"):
        play(g, legal(g)[0])
    me = state(g)["players"]["p1"]
    assert me["breeding"]["top"] == "FT-53"
    assert me["hand"] == ["FT-51"]


def test_one_card_of_either_kind_from_the_trash(cards) -> None:
    """ "1 [Huckmon] or 1 Digimon card with [Sistermon] in its name": either kind is
    offered, a card of neither is not."""
    text = (
        "[On Play] You may play 1 [Huckmon] or 1 Digimon card with [Sistermon] in its name from "
        "your trash without paying its memory cost."
    )
    pool = with_cards(
        cards,
        digimon("FT-60", text=text, cost=0),
        digimon("FT-61", name="Huckmon"),
        digimon("FT-62", name="Sistermon Blanc"),
        digimon("FT-63", name="Huckmon X"),
    )
    g = position(pool, p1={"hand": ["FT-60"], "trash": ["FT-61", "FT-62", "FT-63"]}, memory=3)
    play(g, "play FT-60")
    if "yes" in legal(g):
        play(g, "yes")
    assert sorted(legal(g)) == ["card FT-61", "card FT-62"]


def test_a_card_with_a_trait_or_a_name_under_this_digimon(cards) -> None:
    text = (
        "[Your Turn] While a card with [Hybrid] in its traits or [Zoe Orimoto] is in this "
        "Digimon's digivolution cards, this Digimon gets +1000 DP."
    )
    pool = with_cards(
        cards,
        digimon("FT-70", text=text),
        digimon("FT-71", types=("Hybrid",)),
        digimon("FT-72", name="Zoe Orimoto"),
        digimon("FT-73"),
    )
    stacks = [{"id": f"s{i}", "cards": [f"FT-7{i}", "FT-70"]} for i in (1, 2, 3)]
    g = position(pool, p1={"battle": stacks})
    assert {k: v["dp"] for k, v in battle(g, "p1").items()} == {
        "s1": 4000,
        "s2": 4000,
        "s3": 3000,
    }


def test_a_tamer_card_in_a_digimons_digivolution_cards(cards) -> None:
    """ "while you have a Digimon with a Tamer card in its digivolution cards in play": a
    Digimon with a Tamer card under it; a Tamer on top is not under it."""
    text = (
        "[Your Turn] While you have a Digimon with a Tamer card in its digivolution cards in "
        "play, this Digimon gets +1000 DP."
    )
    tamer = {"number": "FT-80", "name": "Tamer", "category": "tamer", "colors": ["red"], "cost": 1}
    pool = with_cards(cards, digimon("FT-81", text=text), digimon("FT-82"), tamer)
    dps = []
    for stack in (["FT-80", "FT-82"], ["FT-82", "FT-82"]):
        g = position(
            pool,
            p1={"battle": [{"id": "m", "cards": ["FT-81"]}, {"id": "s", "cards": stack}]},
        )
        dps.append(battle(g, "p1")["m"]["dp"])
    assert dps == [4000, 3000]


def test_level_up_to_the_digimon_the_cost_deleted(cards) -> None:
    """ "You may delete 1 of your Digimon to delete 1 of your opponent's Digimon whose level
    is less than or equal to the deleted Digimon's level": the bound is the level of what the
    cost deleted (15-7), though it has left play."""
    text = (
        "[Main] You may delete 1 of your Digimon to delete 1 of your opponent's unsuspended "
        "Digimon with a level less than or equal to the deleted Digimon's level."
    )
    pool = with_cards(
        cards, option("FT-94", text=text), digimon("FT-83", level=4), digimon("FT-84", level=5)
    )
    foes = {"battle": [{"id": "four", "cards": ["FT-83"]}, {"id": "five", "cards": ["FT-84"]}]}
    g = position(
        pool, p1={"hand": ["FT-94"], "battle": [{"id": "mine", "cards": ["FT-83"]}]}, p2=foes
    )
    play(g, "option FT-94")
    while g.pending is not None and g.pending.kind == "optional":
        play(g, "yes")
    assert "mine" not in battle(g, "p1")
    assert _ids(g, "p2") == {"five"}  # the level 4 one, the only choice, is deleted


def test_an_effect_reaching_by_dp_and_one_reading_what_it_gives_settle(cards) -> None:
    """P-033's "all of your black Digimon with 13000 DP or more gain <Piercing>" reaches by
    DP; BT1-002's inherited "while this Digimon has <Piercing>, it gets +2000 DP" reads what
    it gives. The reach is decided by the DP without the second (docs/rules-readings.md):
    12000 stays 12000 without <Piercing>; 13000 gains <Piercing>, then +2000."""
    pool = with_cards(
        cards,
        digimon("FT-12", dp=12000, level=6, colors=("black",)),
        digimon("FT-13", dp=13000, level=6, colors=("black",)),
    )
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "s", "cards": ["P-033"]},
                {"id": "lo", "cards": ["BT1-002", "FT-12"]},
                {"id": "hi", "cards": ["BT1-002", "FT-13"]},
            ]
        },
        memory=3,
    )
    assert battle(g, "p1")["lo"]["dp"] == 12000
    assert battle(g, "p1")["hi"]["dp"] == 15000
