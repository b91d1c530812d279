"""Filters, conditions and prohibitions BT2 and BT3 print, as the engine performs them:
"with [Virus] in its attribute", "is also treated as yellow" (2-4-3-1), "your opponent can't
gain memory except with Tamer effects" (15-1-3), "with the same name as this Digimon", ...

The test cards are written as card text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from builders import digimon, option, tamer
from games import battle, legal, play, position, state, with_cards


def test_an_attribute_filter_reads_the_printed_attribute(cards) -> None:
    text = (
        "[On Play] Return 1 level 7 Digimon card with [Virus] in its attribute from your trash "
        "to your hand."
    )
    pool = with_cards(
        cards,
        digimon("EA-01", text=text),
        digimon("EA-02", level=7, attribute="Virus"),
        digimon("EA-03", level=7, attribute="Vaccine"),
    )
    for trash, back in ((["EA-03", "EA-02"], ["EA-02"]), (["EA-03"], [])):
        g = position(pool, p1={"hand": ["EA-01"], "trash": trash}, memory=3)
        play(g, "play EA-01")
        hand = state(g)["players"]["p1"]["hand"]
        assert hand == back, trash


def test_also_treated_as_a_colour_counts_for_filters_options_and_digivolving(cards) -> None:
    """2-4-3-1: on its player's turn the red Digimon is yellow too: a yellow filter picks it,
    a yellow Option card can be used, a card digivolving from yellow Lv.4 can digivolve onto
    it; on the opponent's turn it is only red."""
    yellow_only = digimon(
        "EA-12", level=5, colors=("yellow",), digivolve=[{"color": "yellow", "level": 4, "cost": 1}]
    )
    pool = with_cards(
        cards,
        digimon("EA-11", text="[Your Turn] This Digimon is also treated as yellow."),
        yellow_only,
        option(
            "EA-13",
            text="[Main] All of your yellow Digimon get +2000 DP for the turn.",
            colors=("yellow",),
        ),
        option("EA-15", text="[Main] Delete 1 of your opponent's yellow Digimon."),
        digimon("EA-14"),
    )
    for top, yellow in (("EA-11", True), ("EA-14", False)):
        side = {"battle": [{"id": "y", "cards": [top]}], "hand": ["EA-12", "EA-13"]}
        g = position(pool, p1=side, memory=3)
        moves = legal(g)
        assert ("option EA-13" in moves) == yellow, top
        assert ("digivolve y EA-12" in moves) == yellow, top
        if yellow:
            play(g, "option EA-13")
            assert battle(g, "p1")["y"]["dp"] == 5000
    # On the opponent's turn it is red only: a yellow filter doesn't find it.
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["EA-11"]}]},
        p2={"battle": [{"id": "r", "cards": ["EA-14"]}], "hand": ["EA-15"]},
        turn="p2",
    )
    play(g, "option EA-15")
    assert "y" in battle(g, "p1")


BAN = "[All Turns] Your opponent can't gain memory except with Tamer effects."


def test_an_opponent_who_cant_gain_memory_gains_it_only_from_tamer_effects(cards) -> None:
    """15-1-3: with the opponent's ban in play, an Option's and a Digimon's "gain memory" do
    nothing and a Tamer's still gives memory; the ban doesn't touch its own player."""
    pool = with_cards(
        cards,
        digimon("EA-20", text=BAN),
        option("EA-21", text="[Main] Gain 2 memory."),
        tamer("EA-22", text="[On Play] Gain 1 memory."),
        digimon("EA-23", text="[On Play] Gain 1 memory."),
        digimon("EA-24"),
    )
    got = {}
    for ban_side in ("p2", "p1", None):
        for card, verb in (("EA-21", "option"), ("EA-22", "play"), ("EA-23", "play")):
            sides: dict[str, dict] = {"p1": {"battle": [{"id": "r", "cards": ["EA-24"]}]}, "p2": {}}
            if ban_side:
                sides[ban_side].setdefault("battle", []).append({"id": "b", "cards": ["EA-20"]})
            sides["p1"]["hand"] = [card]
            g = position(pool, p1=sides["p1"], p2=sides["p2"], memory=5)
            play(g, f"{verb} {card}")
            got[ban_side, card] = state(g)["memory"]
    free = {"EA-21": 5 + 2, "EA-22": 5 - 2 + 1, "EA-23": 5 - 3 + 1}
    assert {k: v for k, v in got.items() if k[0] != "p2"} == {
        (side, card): n for side in ("p1", None) for card, n in free.items()
    }
    assert {card: got["p2", card] for card in free} == {"EA-21": 5, "EA-22": 4, "EA-23": 2}


def test_the_same_name_as_this_digimon_compares_with_the_effects_own_digimon(cards) -> None:
    """A trigger on playing another Digimon with the same name, and a "while" condition on
    having another one in play, each compare names with the effect's own Digimon: for an
    inherited effect, the Digimon it is under (15-3-2)."""
    watch = (
        "[Your Turn] When you play another Digimon with the same name as this Digimon, "
        "gain 1 memory."
    )
    twin = (
        "[Your Turn] While you have another Digimon in play with the same name as this Digimon, "
        "this Digimon gets +2000 DP."
    )
    pool = with_cards(
        cards,
        digimon("EA-30", name="Gotsumon", text=watch),
        digimon("EA-31", name="Gotsumon"),
        digimon("EA-32", name="Pagumon"),
        digimon("EA-33", name="Gotsumon", level=3, inherited=twin),
    )
    gained = {}
    for card in ("EA-31", "EA-32"):
        g = position(
            pool, p1={"battle": [{"id": "w", "cards": ["EA-30"]}], "hand": [card]}, memory=5
        )
        play(g, f"play {card}")
        gained[card] = state(g)["memory"] - (5 - 3)
    assert gained == {"EA-31": 1, "EA-32": 0}

    dps = {}
    for other in ("EA-31", "EA-32"):
        g = position(
            pool,
            p1={
                "battle": [
                    {"id": "s", "cards": ["EA-33", "EA-30"]},
                    {"id": "o", "cards": [other]},
                ]
            },
        )
        dps[other] = battle(g, "p1")["s"]["dp"]
    assert dps == {"EA-31": 5000, "EA-32": 3000}
    # Alone, it is not "another" Digimon with its name.
    g = position(pool, p1={"battle": [{"id": "s", "cards": ["EA-33", "EA-30"]}]})
    assert battle(g, "p1")["s"]["dp"] == 3000


def test_keywords_joined_by_or_need_one_of_them(cards) -> None:
    """ "with <Blocker> or <Reboot>": a Digimon with either keyword is among them, one with
    neither is not."""
    pool = with_cards(
        cards,
        option(
            "EA-40",
            text="[Main] All of your Digimon with <Blocker> or <Reboot> get +1000 DP for the turn.",
        ),
        digimon("EA-41", text="<Blocker>"),
        digimon("EA-42", text="<Reboot>"),
        digimon("EA-43", text="<Jamming>"),
    )
    mons = [{"id": n, "cards": [f"EA-4{n}"]} for n in "123"]
    g = position(pool, p1={"battle": mons, "hand": ["EA-40"]})
    play(g, "option EA-40")
    assert {n: d["dp"] for n, d in battle(g, "p1").items()} == {"1": 4000, "2": 4000, "3": 3000}


def test_names_in_their_names_are_read_for_each_digimon(cards) -> None:
    """ "All of your Digimon with [Tyrannomon] in their names gain <Piercing>": the plural
    wording is the same filter as "in its name"."""
    text = "[Your Turn] All of your Digimon with [Tyrannomon] in their names get +1000 DP."
    pool = with_cards(
        cards,
        tamer("EA-44", text=text),
        digimon("EA-45", name="DarkTyrannomon"),
        digimon("EA-46", name="Agumon"),
    )
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "t", "cards": ["EA-44"]},
                {"id": "a", "cards": ["EA-45"]},
                {"id": "b", "cards": ["EA-46"]},
            ]
        },
    )
    assert (battle(g, "p1")["a"]["dp"], battle(g, "p1")["b"]["dp"]) == (4000, 3000)


def test_attacking_a_digimon_that_has_enough_dp_is_a_condition_on_the_attack_target(
    pool,
) -> None:
    """ "If you attack an opponent's Digimon that has 6000 DP or more": read from the Digimon
    the attack targets, when the [When Attacking] effect triggers and activates."""
    text = (
        "[When Attacking] If you attack an opponent's Digimon that has 6000 DP or more, "
        "this Digimon gets +3000 DP for the turn."
    )
    cards = with_cards(pool, digimon("EA-50", dp=8000, text=text))
    got = {}
    for foe in ("TST-6000", "TST-5000", None):
        p2 = {"battle": [{"id": "t", "cards": [foe], "suspended": True}]} if foe else {}
        g = position(cards, p1={"battle": [{"id": "a", "cards": ["EA-50"]}]}, p2=p2)
        play(g, "attack a t" if foe else "attack a player")
        got[foe] = battle(g, "p1")["a"]["dp"]
    assert got == {"TST-6000": 11000, "TST-5000": 8000, None: 8000}


def test_a_condition_on_the_play_cost_of_the_digimon_a_step_chose(cards) -> None:
    """ "<De-Digivolve 1> on 1 of your opponent's Digimon. Then, if that Digimon's play cost is
    4 or less, delete it.": the cost is read from the Digimon's new top card."""
    text = (
        "[Main] <De-Digivolve 1> on 1 of your opponent's Digimon. Then, if that Digimon's play "
        "cost is 4 or less, delete it."
    )
    pool = with_cards(
        cards,
        option("EA-70", text=text),
        digimon("EA-71", cost=4),
        digimon("EA-72", cost=5),
        digimon("EA-73", level=5, cost=7),
        digimon("EA-74"),
    )
    left = {}
    for under in ("EA-71", "EA-72"):
        g = position(
            pool,
            p1={"battle": [{"id": "r", "cards": ["EA-74"]}], "hand": ["EA-70"]},
            p2={"battle": [{"id": "x", "cards": [under, "EA-73"]}]},
        )
        play(g, "option EA-70")
        left[under] = battle(g, "p2").get("x", {}).get("cards")
    assert left == {"EA-71": None, "EA-72": ["EA-72"]}


def test_on_deletion_reads_whether_the_digimon_had_digivolution_cards(pool) -> None:
    """15-8-3-5: "[On Deletion] If this card had digivolution cards, you may play this card from
    your trash ...": the stack as it was deleted decides; the card comes back from the trash."""
    text = (
        "[On Deletion] If this card had digivolution cards, you may play this card from your "
        "trash without paying its memory cost."
    )
    cards = with_cards(pool, digimon("EA-80", level=5, text=text), digimon("EA-81"))
    for stack, back in ((["EA-81", "EA-80"], True), (["EA-80"], False)):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": stack}]},
            p2={"battle": [{"id": "t", "cards": ["TST-15000"], "suspended": True}]},
        )
        play(g, "attack a t")
        if back:
            play(g, "yes")
        mine = battle(g, "p1")
        assert [d["cards"] for d in mine.values()] == ([["EA-80"]] if back else []), stack
        trash = state(g)["players"]["p1"]["trash"]
        assert trash == (["EA-81"] if back else ["EA-80"]), stack


def test_digimon_that_cant_be_deleted_by_the_opponents_effects(cards) -> None:
    """15-1-3: the opponent's deleting effect leaves them in play; their own player's effect,
    and Digimon the prohibition doesn't reach, are deleted as usual."""
    guard = (
        "[All Turns] All of your Digimon with <Blocker> can't be deleted by your opponent's "
        "effects."
    )
    pool = with_cards(
        cards,
        digimon("EA-90", text=guard),
        digimon("EA-91", text="<Blocker>"),
        digimon("EA-92"),
        option("EA-93", text="[Main] Delete all of your opponent's Digimon with 3000 DP or less."),
        option("EA-94", text="[Main] Delete all of your Digimon with 3000 DP or less."),
    )
    mine = [
        {"id": "g", "cards": ["EA-90"]},
        {"id": "b", "cards": ["EA-91"]},
        {"id": "n", "cards": ["EA-92"]},
    ]
    g = position(
        pool,
        p1={"battle": mine},
        p2={"battle": [{"id": "r", "cards": ["EA-92"]}], "hand": ["EA-93"]},
        turn="p2",
    )
    play(g, "option EA-93")
    assert sorted(battle(g, "p1")) == ["b"]
    g = position(pool, p1={"battle": mine, "hand": ["EA-94"]})
    play(g, "option EA-94")
    assert battle(g, "p1") == {}


def test_neither_players_digimon_can_be_deleted_in_battle_for_the_turn(pool) -> None:
    """15-1-3: after the Option, a battle deletes neither the attacker nor the Digimon it
    attacks, on either side; the next turn it is over."""
    text = "[Main] Neither player's Digimon can be deleted in battle for the turn."
    cards = with_cards(pool, option("EA-95", text=text, colors=("green",)))
    for attacker, foe in (("TST-3000", "TST-9000"), ("TST-9000", "TST-3000")):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": [attacker]}], "hand": ["EA-95"]},
            p2={"battle": [{"id": "t", "cards": [foe], "suspended": True}]},
        )
        play(g, "option EA-95", "attack a t")
        assert ("a" in battle(g, "p1"), "t" in battle(g, "p2")) == (True, True)
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "t", "cards": ["TST-9000"], "suspended": True}]},
    )
    play(g, "attack a t")
    assert "a" not in battle(g, "p1")


def test_revealing_a_card_for_every_digimon_the_opponent_has(pool) -> None:
    """ "Reveal the top card of your deck for every Digimon your opponent has in play": as many
    cards as the opponent has Digimon (their Tamers don't count)."""
    text = (
        "[On Play] Reveal the top card of your deck for every Digimon your opponent has in play. "
        "Trash the remaining cards."
    )
    cards = with_cards(pool, digimon("EA-96", text=text), tamer("EA-97"))
    trashed = {}
    for n in (0, 1, 3):
        foes = [{"id": f"f{i}", "cards": ["TST-1000"]} for i in range(n)]
        foes.append({"id": "tm", "cards": ["EA-97"]})
        g = position(cards, p1={"hand": ["EA-96"]}, p2={"battle": foes}, memory=3)
        play(g, "play EA-96")
        trashed[n] = len(state(g)["players"]["p1"]["trash"])
    assert trashed == {0: 0, 1: 1, 3: 3}


def test_deleting_an_opponents_digimon_of_a_level_in_battle_triggers_only_for_that_level(
    cards,
) -> None:
    """ "When this Digimon deletes an opponent's level 6 or higher Digimon in battle and
    survives": the filter is on the Digimon it deleted."""
    text = (
        "[Your Turn] When this Digimon deletes an opponent's level 6 or higher Digimon in battle "
        "and survives, gain 2 memory."
    )
    pool = with_cards(
        cards,
        digimon("EA-100", dp=9000, text=text),
        digimon("EA-101", level=6, dp=1000),
        digimon("EA-102", level=5, dp=1000),
    )
    got = {}
    for foe in ("EA-101", "EA-102"):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["EA-100"]}]},
            p2={"battle": [{"id": "t", "cards": [foe], "suspended": True}]},
        )
        play(g, "attack a t")
        got[foe] = state(g)["memory"]
    assert got == {"EA-101": 2, "EA-102": 0}


def test_a_digimon_that_can_attack_unsuspended_digimon(cards) -> None:
    """ "[Your Turn] While you have a green Tamer in play, this Digimon can attack your
    opponent's unsuspended Digimon": the attack is offered only while the Tamer is there."""
    text = (
        "[Your Turn] While you have a green Tamer in play, this Digimon can attack your "
        "opponent's unsuspended Digimon."
    )
    pool = with_cards(
        cards, digimon("EA-103", text=text), tamer("EA-104", colors=("green",)), digimon("EA-105")
    )
    for with_tamer in (True, False):
        mine = [{"id": "a", "cards": ["EA-103"]}]
        if with_tamer:
            mine.append({"id": "tm", "cards": ["EA-104"]})
        g = position(pool, p1={"battle": mine}, p2={"battle": [{"id": "t", "cards": ["EA-105"]}]})
        assert ("attack a t" in legal(g)) == with_tamer
        if with_tamer:
            play(g, "attack a t")
            assert "t" not in battle(g, "p2") and "a" not in battle(g, "p1")


def test_a_trigger_on_one_of_your_tamers_becoming_suspended(cards) -> None:
    """ "When one of your blue Tamers becomes suspended": a blue Tamer's suspension triggers
    it; a Digimon's or another colour's doesn't."""
    text = "[Your Turn] When one of your blue Tamers becomes suspended, gain 1 memory."
    suspend = "[Main] Suspend 1 of your Digimon or Tamers."
    pool = with_cards(
        cards,
        digimon("EA-110", text=text),
        tamer("EA-111", colors=("blue",)),
        tamer("EA-112", colors=("red",)),
        option("EA-113", text=suspend),
    )
    got = {}
    for other in ("EA-111", "EA-112"):
        g = position(
            pool,
            p1={
                "battle": [{"id": "w", "cards": ["EA-110"]}, {"id": "x", "cards": [other]}],
                "hand": ["EA-113"],
            },
        )
        play(g, "option EA-113", "target x")
        assert battle(g, "p1")["x"]["suspended"] is True
        got[other] = state(g)["memory"]
    g = position(
        pool,
        p1={
            "battle": [{"id": "w", "cards": ["EA-110"]}, {"id": "x", "cards": ["EA-111"]}],
            "hand": ["EA-113"],
        },
    )
    play(g, "option EA-113", "target w")
    got["digimon"] = state(g)["memory"]
    assert got == {"EA-111": 1, "EA-112": 0, "digimon": 0}


def test_trashing_an_opponents_digivolution_card_triggers(cards) -> None:
    """ "When one of your opponent's digivolution cards is trashed": trashing one from under
    an opponent's Digimon triggers it; from under your own, or a Digimon with none, doesn't."""
    watch = "[Your Turn] When one of your opponent's digivolution cards is trashed, gain 1 memory."
    pool = with_cards(
        cards,
        tamer("EA-120", text=watch),
        option(
            "EA-121",
            text="[Main] Trash the bottom digivolution card of 1 of your opponent's Digimon.",
        ),
        option("EA-122", text="[Main] Trash the bottom digivolution card of 1 of your Digimon."),
        digimon("EA-123"),
    )
    got = {}
    for used, stack in (
        ("EA-121", ["EA-123", "EA-123"]),
        ("EA-121", ["EA-123"]),
        ("EA-122", None),
    ):
        mine = [{"id": "tm", "cards": ["EA-120"]}, {"id": "m", "cards": ["EA-123", "EA-123"]}]
        foes = [{"id": "f", "cards": stack or ["EA-123"]}]
        g = position(pool, p1={"battle": mine, "hand": [used]}, p2={"battle": foes})
        play(g, f"option {used}")
        got[used, len(stack or [])] = state(g)["memory"]
    assert got == {("EA-121", 2): 1, ("EA-121", 1): 0, ("EA-122", 0): 0}


def test_a_card_in_the_hand_reduces_the_cost_of_digivolving_into_it(cards) -> None:
    """ "When one of your [Gotsumon] or [Pagumon] would digivolve into this card in your hand,
    reduce the memory cost of the digivolution by 2" (15-8-5-1): the card's own effect, from the
    hand, on a Digimon with one of those names; others pay in full."""
    text = (
        "When one of your [Gotsumon] or [Pagumon] would digivolve into this card in your hand, "
        "reduce the memory cost of the digivolution by 2. <Jamming>"
    )
    card = digimon(
        "EA-130", level=5, text=text, digivolve=[{"color": "red", "level": 4, "cost": 3}]
    )
    pool = with_cards(
        cards,
        card,
        digimon("EA-131", name="Gotsumon"),
        digimon("EA-132", name="Pagumon"),
        digimon("EA-133", name="Agumon"),
    )
    assert [e.get("keyword") for e in pool["EA-130"].model_dump()["effects"]] == [None, "jamming"]
    paid = {}
    for under in ("EA-131", "EA-132", "EA-133"):
        g = position(
            pool, p1={"battle": [{"id": "d", "cards": [under]}], "hand": ["EA-130"]}, memory=5
        )
        play(g, "digivolve d EA-130")
        paid[under] = 5 - state(g)["memory"]
    assert paid == {"EA-131": 1, "EA-132": 1, "EA-133": 3}


def test_memory_for_every_digimon_deleted(pool) -> None:
    """ "When another Digimon is deleted, gain 1 memory for every Digimon deleted": two
    Digimon deleted together are one event, so it triggers once and gives 2 memory
    (docs/rules-readings.md); a Tamer deleted with them is no Digimon."""
    watch = "[All Turns] When another Digimon is deleted, gain 1 memory for every Digimon deleted."
    wipe = "[Main] Delete all of your opponent's Digimon and Tamers with 3000 DP or less."
    wipe_tamers = "[Main] Delete all of your opponent's Tamers."
    cards = with_cards(
        pool,
        digimon("EA-140", dp=5000, text=watch),
        option("EA-141", text=wipe, colors=("green",)),
        option("EA-142", text=wipe_tamers, colors=("green",)),
        tamer("EA-143"),
    )
    got = {}
    for used in ("EA-141", "EA-142"):
        foes = [
            {"id": "a", "cards": ["TST-1000"]},
            {"id": "b", "cards": ["TST-3000"]},
            {"id": "c", "cards": ["TST-4000"]},
            {"id": "t", "cards": ["EA-143"]},
        ]
        g = position(
            cards,
            p1={
                "battle": [{"id": "w", "cards": ["EA-140"]}, {"id": "g", "cards": ["TST-1000"]}],
                "hand": [used],
            },
            p2={"battle": foes},
            memory=2,
        )
        play(g, f"option {used}")
        assert g.pending is None or g.pending.kind != "order"  # one trigger, not one each
        got[used] = (state(g)["memory"], sorted(battle(g, "p2")))
    assert got == {"EA-141": (4, ["c", "t"]), "EA-142": (2, ["a", "b", "c"])}


def test_a_tamer_may_be_suspended_to_reduce_a_digivolution_into_a_named_card(cards) -> None:
    """15-8-5-1: "When digivolving one of your Digimon into a Digimon card in your hand with
    [Tyrannomon] in its name, you may suspend this Tamer to reduce the memory cost of the
    digivolution by 1": asked as the digivolution is paid; declined, or for another card, or
    with the Tamer already suspended, the full cost is paid."""
    text = (
        "[Your Turn] When digivolving one of your Digimon into a Digimon card in your hand with "
        "[Tyrannomon] in its name, you may suspend this Tamer to reduce the memory cost of the "
        "digivolution by 1."
    )
    tyranno = digimon(
        "EA-152",
        name="DarkTyrannomon",
        level=5,
        digivolve=[{"color": "red", "level": 4, "cost": 3}],
    )
    grey = {**tyranno, "number": "EA-153", "name": "Greymon"}
    pool = with_cards(cards, tamer("EA-150", text=text), digimon("EA-151"), tyranno, grey)
    got = {}
    for into, suspended, answer in (
        ("EA-152", False, "yes"),
        ("EA-152", False, "no"),
        ("EA-153", False, None),
        ("EA-152", True, None),
    ):
        g = position(
            pool,
            p1={
                "battle": [
                    {"id": "d", "cards": ["EA-151"]},
                    {"id": "tm", "cards": ["EA-150"], "suspended": suspended},
                ],
                "hand": [into],
            },
            memory=5,
        )
        play(g, f"digivolve d {into}")
        if answer:
            play(g, answer)
        got[into, suspended, answer] = (
            5 - state(g)["memory"],
            battle(g, "p1")["tm"]["suspended"],
        )
    assert got == {
        ("EA-152", False, "yes"): (2, True),
        ("EA-152", False, "no"): (3, False),
        ("EA-153", False, None): (3, False),
        ("EA-152", True, None): (3, True),
    }
