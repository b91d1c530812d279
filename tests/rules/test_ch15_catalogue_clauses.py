"""Clauses the later sets print (BT2 on), as the engine performs them: "when this Digimon
becomes unsuspended [during your main/unsuspend phase]" and "when you use an Option card
with a cost of 2 or more" (15-8-3-1), "if it's your turn" and "if there are N or more cards
in your opponent's trash" (15-6-3); and the step "trash the top digivolution card of ...".

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from builders import digimon, option, tamer
from games import battle, play, position, state, with_cards

WAKE = (
    "[Your Turn] When this Digimon becomes unsuspended during your unsuspend phase, gain 1 memory."
)
MAIN_WAKE = (
    "[Your Turn] When this Digimon becomes unsuspended during your main phase, gain 2 memory."
)
OPTION = option("CL-90", name="Wake Up", text="[Main] Unsuspend 1 of your Digimon.")

TAMER = tamer("CL-91", name="Plain Tamer")
"""A Tamer without effects."""


def _pool(cards):
    return with_cards(
        cards,
        digimon("CL-01", inherited=WAKE),
        digimon("CL-02", text=MAIN_WAKE),
        digimon("CL-03", text="[On Deletion] If it's your turn, gain 1 memory."),
        digimon(
            "CL-04",
            text="[Your Turn] While there are 2 or more cards in your opponent's trash, "
            "this Digimon gets +1000 DP.",
        ),
        digimon("CL-05", dp=9000),
        digimon(
            "CL-06",
            text="[Your Turn] While you don't have a Tamer in play, this Digimon gets +1000 DP.",
        ),
        TAMER,
        OPTION,
    )


def _memory_after_p2_passes(pool, under: str) -> int:
    """p2 passes at 0 memory: p1's turn starts at 3, then p1's suspended stack unsuspends."""
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": [under, "CL-05"], "suspended": True}]},
        turn="p2",
    )
    play(g, "pass")
    assert state(g)["turn"] == "p1" and battle(g, "p1")["s"]["suspended"] is False
    return state(g)["memory"]


def test_becoming_unsuspended_in_the_unsuspend_phase_triggers(cards) -> None:
    pool = _pool(cards)
    assert _memory_after_p2_passes(pool, "CL-01") == _memory_after_p2_passes(pool, "CL-05") + 1


def test_an_unsuspension_in_the_main_phase_triggers_only_main_phase_effects(cards) -> None:
    pool = _pool(cards)
    for number, gained in (("CL-02", 2), ("CL-01", 0)):
        top = number if number == "CL-02" else "CL-05"
        cards_ = [number, top] if number != top else [number]
        g = position(
            pool,
            p1={"battle": [{"id": "s", "cards": cards_, "suspended": True}], "hand": ["CL-90"]},
            memory=3,
        )
        play(g, "option CL-90")
        if g.pending is not None and g.pending.kind == "target":
            play(g, "target s")
        assert battle(g, "p1")["s"]["suspended"] is False
        assert state(g)["memory"] == 3 + gained, number


def test_if_its_your_turn_holds_only_on_its_players_turn(cards) -> None:
    pool = _pool(cards)
    # p1's CL-03 attacks a bigger Digimon and is deleted on p1's turn: +1 memory.
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["CL-03"]}]},
        p2={"battle": [{"id": "big", "cards": ["CL-05"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a big")
    assert "a" not in battle(g, "p1")
    assert state(g)["memory"] == 4
    # p2's CL-05 attacks p1's suspended CL-03 on p2's turn: nothing for p1.
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["CL-03"], "suspended": True}]},
        p2={"battle": [{"id": "big", "cards": ["CL-05"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack big a")
    assert "a" not in battle(g, "p1")
    assert state(g)["memory"] == 3


def test_cards_in_the_opponents_trash_count_for_the_condition(cards) -> None:
    pool = _pool(cards)
    dps = []
    for trash in (["CL-05"], ["CL-05", "CL-05"]):
        g = position(pool, p1={"battle": [{"id": "m", "cards": ["CL-04"]}]}, p2={"trash": trash})
        dps.append(battle(g, "p1")["m"]["dp"])
    assert dps == [3000, 4000]


def test_you_dont_have_a_tamer_in_play_holds_only_without_one(cards) -> None:
    """15-6-3: "while you don't have a Tamer in play" (a condition that must not hold):
    +1000 DP with no Tamer, none with a Tamer in p1's battle area; p2's Tamer doesn't
    count."""
    pool = _pool(cards)
    dps = []
    for mine, theirs in (([], []), ([], ["CL-91"]), (["CL-91"], [])):
        tamers = [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(mine)]
        their_tamers = [{"id": f"u{i}", "cards": [t]} for i, t in enumerate(theirs)]
        g = position(
            pool,
            p1={"battle": [{"id": "m", "cards": ["CL-06"]}, *tamers]},
            p2={"battle": their_tamers},
        )
        dps.append(battle(g, "p1")["m"]["dp"])
    assert dps == [4000, 4000, 3000]


def _option(number: str, cost: int) -> dict:
    return option(number, name="Wake Up", cost=cost, text="[Main] Gain 1 memory.")


def test_using_an_option_card_with_a_cost_of_2_or_more_triggers(cards) -> None:
    """The trigger reads the Option card's cost; the option's own gain comes first."""
    text = "[Your Turn] When you use an Option card with a cost of 2 or more, gain 1 memory."
    pool = with_cards(
        _pool(cards), digimon("CL-06", text=text), _option("CL-92", 2), _option("CL-93", 0)
    )
    got = {}
    for number in ("CL-92", "CL-93"):
        for watcher in ("CL-06", "CL-05"):
            g = position(
                pool,
                p1={"battle": [{"id": "w", "cards": [watcher]}], "hand": [number]},
                p2={"battle": [{"id": "x", "cards": ["CL-06"]}]},
                memory=3,
            )
            play(g, f"option {number}")
            got[number, watcher] = state(g)["memory"]
    assert got == {
        ("CL-92", "CL-06"): 3 - 2 + 1 + 1,
        ("CL-92", "CL-05"): 3 - 2 + 1,
        ("CL-93", "CL-06"): 3 + 1,
        ("CL-93", "CL-05"): 3 + 1,
    }


def test_an_options_own_cost_reduction_lowers_the_cost_the_trigger_reads(cards) -> None:
    """An Option's own "when you would use this card, reduce its memory cost" reduces the
    use cost itself, so "an Option card with a cost of 2 or more" reads the reduced cost:
    3 less 1 for a Tamer triggers it, 3 less 2 doesn't (EX5-021 Majiramon, ruling Q5504)."""
    text = "[Your Turn] When you use an Option card with a cost of 2 or more, gain 1 memory."
    cheaper = option(
        "CL-94",
        cost=3,
        text="When you would use this card, reduce its memory cost by 1 for every Tamer you "
        "have in play. [Main] Gain 1 memory.",
    )
    pool = with_cards(_pool(cards), digimon("CL-06", text=text), cheaper)
    got = {}
    for tamers in (1, 2):
        g = position(
            pool,
            p1={
                "battle": [{"id": "w", "cards": ["CL-06"]}]
                + [{"id": f"t{i}", "cards": ["CL-91"]} for i in range(tamers)],
                "hand": ["CL-94"],
            },
            memory=3,
        )
        play(g, "option CL-94")
        got[tamers] = state(g)["memory"]
    assert got == {1: 3 - 2 + 1 + 1, 2: 3 - 1 + 1}


def test_trashing_the_top_digivolution_card_takes_the_one_right_under_the_top(cards) -> None:
    text = "[When Attacking] Trash the top digivolution card of 1 of your opponent's Digimon."
    pool = with_cards(_pool(cards), digimon("CL-07", text=text))
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["CL-07"]}]},
        p2={"battle": [{"id": "x", "cards": ["CL-01", "CL-02", "CL-05"]}]},
    )
    play(g, "attack a player")
    if g.pending is not None and g.pending.kind == "target":
        play(g, "target x")
    assert battle(g, "p2")["x"]["cards"] == ["CL-01", "CL-05"]
