"""Steps the early sets (BT2, BT3) print, as the engine performs them: "place this card on
top of your security stack" after [On Deletion] (15-4-4-3), playing a Digimon "suspended",
"they" for the Digimon the step before acted on, "can't be blocked for the turn by
returning ..." (a "by doing" effect, 15-7), "all of your opponent's Digimon can't unsuspend
in the unsuspend phase" and trashing the top card of both security stacks.

The test cards are written as text in the game's templating and compiled, as a designer
would write them. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

import builders
from games import battle, kind, legal, play, position, state, with_cards

_mon = partial(builders.digimon, colors=("green",))
_option = partial(builders.option, colors=("green",))


def _security(g, player: int) -> list[str]:
    """The security stack, top first (as a position lists it)."""
    return [g.defs[u].number for u in reversed(g.players[player].security)]


def test_on_deletion_this_card_goes_on_top_of_the_security_stack_its_sources_to_the_trash(
    pool,
) -> None:
    text = "[On Deletion] Place this card on top of your security stack face down."
    cards = with_cards(pool, _mon("ES-01", text=text))
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["TST-1000", "ES-01"]}], "security": ["TST-2000"]},
        p2={"battle": [{"id": "big", "cards": ["TST-9000"], "suspended": True}]},
    )
    play(g, "attack a big")
    assert "a" not in battle(g, "p1")
    assert _security(g, 0) == ["ES-01", "TST-2000"]  # on top
    assert state(g)["players"]["p1"]["trash"] == ["TST-1000"]


def test_a_digimon_played_suspended_enters_the_battle_area_suspended(pool) -> None:
    text = (
        "[On Play] Play 1 level 3 Digimon card from your hand suspended without paying its "
        "memory cost."
    )
    cards = with_cards(pool, _mon("ES-02", text=text), _mon("ES-03", level=3))
    g = position(cards, p1={"hand": ["ES-02", "ES-03"]}, memory=3)
    play(g, "play ES-02")
    if kind(g) == "card":
        play(g, "card ES-03")
    new = {pid: s for pid, s in battle(g, "p1").items() if s["cards"] == ["ES-03"]}
    assert [s["suspended"] for s in new.values()] == [True]
    assert state(g)["memory"] == 0  # ES-02's cost only


def test_they_are_the_digimon_the_step_before_unsuspended(pool) -> None:
    text = "[Main] Unsuspend all of your Digimon with <Blocker>. They get +5000 DP for the turn."
    blocker = _mon("ES-04", effects=[{"keyword": "blocker"}])
    cards = with_cards(pool, blocker, _option("ES-90", text=text))
    g = position(
        cards,
        p1={
            "hand": ["ES-90"],
            "battle": [
                {"id": "b", "cards": ["ES-04"], "suspended": True},
                {"id": "n", "cards": ["TST-3000"], "suspended": True},
            ],
        },
    )
    play(g, "option ES-90")
    got = {pid: (s["suspended"], s["dp"]) for pid, s in battle(g, "p1").items()}
    assert got == {"b": (False, 8000), "n": (True, 3000)}


def test_by_returning_a_level_6_digivolution_card_this_digimon_cant_be_blocked(pool) -> None:
    text = (
        "[When Attacking] This Digimon can't be blocked for the turn by returning 1 of this "
        "Digimon's level 6 digivolution cards to your hand."
    )
    cards = with_cards(
        pool,
        _mon("ES-05", text=text, level=7, dp=12000),
        _mon("ES-06", level=6),
        _mon("ES-07", effects=[{"keyword": "blocker"}], dp=15000),
    )
    blocked = {}
    for answer in ("yes", "no"):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": ["ES-06", "ES-05"]}]},
            p2={"battle": [{"id": "w", "cards": ["ES-07"]}]},
        )
        play(g, "attack a player", answer)
        blocked[answer] = "block w" in legal(g)
        if answer == "yes":
            assert state(g)["players"]["p1"]["hand"] == ["ES-06"]
            assert battle(g, "p1")["a"]["cards"] == ["ES-05"]
    assert blocked == {"yes": False, "no": True}


def test_none_of_the_opponents_digimon_unsuspend_in_their_next_unsuspend_phase(pool) -> None:
    text = (
        "[On Play] Suspend 1 of your opponent's Digimon. All of your opponent's Digimon can't "
        "unsuspend in the unsuspend phase until the end of your opponent's next turn."
    )
    cards = with_cards(pool, _mon("ES-08", text=text))
    g = position(
        cards,
        p1={"hand": ["ES-08"]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "play ES-08")
    if kind(g) == "target":
        play(g, "target x")
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert {pid: s["suspended"] for pid, s in battle(g, "p2").items()} == {"x": True, "y": True}


def test_the_top_card_of_both_security_stacks_is_trashed(pool) -> None:
    text = (
        "[On Play] Trash the top card of your security stack. Trash the top card of your "
        "opponent's security stack."
    )
    cards = with_cards(pool, _mon("ES-09", text=text))
    g = position(
        cards,
        p1={"hand": ["ES-09"], "security": ["TST-1000", "TST-2000"]},
        p2={"security": ["TST-3000", "TST-4000"]},
        memory=3,
    )
    play(g, "play ES-09")
    assert (_security(g, 0), _security(g, 1)) == (["TST-2000"], ["TST-4000"])
    assert state(g)["players"]["p2"]["trash"] == ["TST-3000"]


def test_trash_any_1_digivolution_card_the_player_picks_which(pool) -> None:
    text = "[Main] Trash any 1 digivolution card of 1 of your opponent's Digimon."
    cards = with_cards(pool, _option("ES-91", text=text))
    g = position(
        cards,
        p1={"hand": ["ES-91"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000", "TST-9000"]}]},
    )
    play(g, "option ES-91")
    assert kind(g) == "card"
    assert sorted(state(g)["pending"]["moves"]) == [
        "card TST-1000",
        "card TST-2000",
        "card TST-3000",
    ]
    play(g, "card TST-2000")
    assert battle(g, "p2")["x"]["cards"] == ["TST-1000", "TST-3000", "TST-9000"]


def test_trash_up_to_2_from_the_bottom_asks_how_many_for_each_digimon(pool) -> None:
    text = (
        "[Main] Trash up to 2 digivolution cards from the bottom of each of your opponent's "
        "Digimon."
    )
    cards = with_cards(pool, _option("ES-92", text=text))
    g = position(
        cards,
        p1={"hand": ["ES-92"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000", "TST-9000"]},
                {"id": "y", "cards": ["TST-4000", "TST-8000"]},
            ]
        },
    )
    play(g, "option ES-92")
    asked = []
    while kind(g) == "count":
        asked.append(state(g)["pending"]["moves"])
        play(g, "count 2" if "count 2" in asked[-1] else "count 0")
    assert asked == [["count 0", "count 1", "count 2"], ["count 0", "count 1"]]
    assert battle(g, "p2")["x"]["cards"] == ["TST-3000", "TST-9000"]
    assert battle(g, "p2")["y"]["cards"] == ["TST-4000", "TST-8000"]


def test_if_the_condition_holds_the_instead_step_replaces_the_one_before(pool, cards) -> None:
    text = (
        "[Main] Delete 1 of your opponent's Digimon with 5000 DP or less. If you have a red "
        "Tamer in play, delete 1 of your opponent's Digimon with 8000 DP or less instead."
    )
    pool_ = with_cards(pool, _option("ES-93", text=text))
    tamer = next(c.number for c in cards.values() if c.category == "tamer" and c.colors == ("red",))
    left = {}
    for tamers in ([], [{"id": "t", "cards": [tamer]}]):
        g = position(
            pool_,
            p1={"hand": ["ES-93"], "battle": [{"id": "g", "cards": ["TST-1000"]}, *tamers]},
            p2={"battle": [{"id": "s", "cards": ["TST-4000"]}, {"id": "b", "cards": ["TST-7000"]}]},
        )
        play(g, "option ES-93")
        if kind(g) == "target":
            play(g, "target b" if tamers else "target s")
        left[bool(tamers)] = sorted(battle(g, "p2"))
    # without the Tamer only the small one can go; with it, the 8000 DP one goes instead,
    # and only one Digimon is deleted either way
    assert left == {False: ["b"], True: ["s"]}


def test_security_attack_for_every_other_suspended_digimon_counts_only_the_others(pool) -> None:
    text = (
        "[Your Turn] This Digimon gains <Security A. +1> for every other suspended Digimon you "
        "have."
    )
    cards = with_cards(pool, _mon("ES-10", text=text))
    checked = {}
    for others in (0, 2):
        g = position(
            cards,
            p1={
                "battle": [
                    {"id": "a", "cards": ["ES-10"]},
                    *(
                        {"id": f"s{i}", "cards": ["TST-1000"], "suspended": True}
                        for i in range(others)
                    ),
                    {"id": "u", "cards": ["TST-1000"]},
                ]
            },
            p2={"security": ["TST-1000"] * 5},
        )
        play(g, "attack a player")
        checked[others] = 5 - state(g)["players"]["p2"]["security"]
    # the attacker itself is suspended by attacking: it doesn't count for itself
    assert checked == {0: 1, 2: 3}


def test_an_options_use_cost_is_reduced_for_every_yellow_tamer_13_3(pool, cards) -> None:
    text = (
        "When you would use this card, reduce its memory cost by 1 for every yellow Tamer you "
        "have in play. [Main] Gain 1 memory."
    )
    option = _option("ES-94", text=text, colors=("yellow",), cost=5)
    pool_ = with_cards(pool, option)
    tamer = next(
        c.number for c in cards.values() if c.category == "tamer" and c.colors == ("yellow",)
    )
    after = {}
    for n in (1, 2):
        g = position(
            pool_,
            p1={"hand": ["ES-94"], "battle": [{"cards": [tamer]} for _ in range(n)]},
            memory=5 - n,
        )
        play(g, "option ES-94")
        after[n] = state(g)["memory"]
    assert after == {1: 1, 2: 1}  # paid 5 - n of its 5, from 5 - n memory, then gained 1


def test_a_play_cost_reduced_for_every_opponents_digimon_without_digivolution_cards(pool) -> None:
    text = (
        "When you would play this card from your hand, reduce its play cost by 1 for every "
        "Digimon with no digivolution cards your opponent has."
    )
    cards = with_cards(pool, _mon("ES-11", text=text, cost=4))
    foes = [
        {"cards": ["TST-1000"]},
        {"cards": ["TST-2000"]},
        {"cards": ["TST-1000", "TST-3000"]},  # has a digivolution card: not counted
    ]
    g = position(cards, p1={"hand": ["ES-11"]}, p2={"battle": foes}, memory=2)
    play(g, "play ES-11")
    assert state(g)["memory"] == 0  # 4 - 2


PROTECT = (
    "[Main] 1 of your Digimon gains <Reboot> and gains the following effect until the end of "
    "your opponent's next turn: \"This Digimon can't have its DP reduced or be returned to its "
    "owner's hand or be returned to its owner's deck.\""
)


def test_a_gained_effect_keeps_dp_from_being_reduced_and_the_digimon_from_being_returned(
    pool,
) -> None:
    cards = with_cards(
        pool,
        _option("ES-95", text=PROTECT),
        _option("ES-96", text="[Main] 1 of your Digimon gets -3000 DP for the turn."),
        _option("ES-97", text="[Main] Return 1 of your Digimon to its owner's hand."),
        _option("ES-98", text="[Main] Return 1 of your Digimon to the bottom of its owner's deck."),
        _option("ES-99", text="[Main] 1 of your Digimon gets +2000 DP for the turn."),
    )
    got = {}
    for protected in (False, True):
        for option in ("ES-96", "ES-97", "ES-98", "ES-99"):
            g = position(
                cards,
                p1={
                    "hand": ["ES-95", option],
                    "battle": [{"id": "m", "cards": ["TST-5000"]}],
                },
            )
            if protected:
                play(g, "option ES-95")
            play(g, f"option {option}")
            m = battle(g, "p1").get("m")
            got[protected, option] = None if m is None else m["dp"]
    assert got == {
        (False, "ES-96"): 2000,
        (False, "ES-97"): None,
        (False, "ES-98"): None,
        (False, "ES-99"): 7000,
        (True, "ES-96"): 5000,
        (True, "ES-97"): 5000,
        (True, "ES-98"): 5000,
        (True, "ES-99"): 7000,  # raising DP is still allowed
    }


def test_a_gained_on_deletion_effect_plays_the_deleted_card_again_without_its_on_play(
    pool,
) -> None:
    text = (
        '[Main] 1 of your Digimon gains the following effect for the turn: "[On Deletion] Play '
        "this card without paying its memory cost. Any [On Play] effects on Digimon played "
        "with this effect don't activate.\""
    )
    cards = with_cards(
        pool, _option("ES-80", text=text), _mon("ES-12", text="[On Play] Gain 2 memory.", dp=2000)
    )
    for gained in (False, True):
        g = position(
            cards,
            p1={
                "hand": ["ES-80"],
                "battle": [{"id": "m", "cards": ["TST-1000", "ES-12"]}],
            },
            p2={"battle": [{"id": "big", "cards": ["TST-9000"], "suspended": True}]},
            memory=3,
        )
        if gained:
            play(g, "option ES-80")
        play(g, "attack m big")
        mine = [s["cards"] for s in battle(g, "p1").values()]
        trash = state(g)["players"]["p1"]["trash"]
        if gained:
            assert mine == [["ES-12"]]  # the top card alone, played again
            assert trash == ["ES-80", "TST-1000"]
            assert state(g)["memory"] == 3  # its [On Play] didn't activate; the option cost 0
        else:
            assert mine == [] and sorted(trash) == ["ES-12", "TST-1000"]


def test_your_opponent_may_chooses_and_if_they_dont_the_next_step_happens(pool) -> None:
    text = (
        "[Main] Your opponent may trash the top card of your opponent's security stack. If "
        "nothing was done by this effect, <Recovery +1 (Deck)>."
    )
    cards = with_cards(pool, _option("ES-81", text=text))
    got = {}
    for answer in ("yes", "no"):
        g = position(
            cards,
            p1={"hand": ["ES-81"], "battle": [{"cards": ["TST-1000"]}], "security": []},
            p2={"security": ["TST-3000", "TST-4000"]},
        )
        play(g, "option ES-81")
        assert kind(g) == "optional" and state(g)["pending"]["player"] == "p2"
        play(g, answer)
        got[answer] = (len(_security(g, 0)), _security(g, 1))
    assert got == {"yes": (0, ["TST-4000"]), "no": (1, ["TST-3000", "TST-4000"])}


def test_for_every_tamer_suspended_this_way_the_effect_activates_once(pool, cards) -> None:
    text = (
        "[On Play] Suspend all of your yellow Tamers. For every Tamer you suspend this way, "
        "activate the following effect:・1 of your opponent's Digimon gets -1000 DP for the "
        "turn."
    )
    pool_ = with_cards(pool, _mon("ES-13", text=text))
    tamer = next(
        c.number for c in cards.values() if c.category == "tamer" and c.colors == ("yellow",)
    )
    tamers = [
        {"id": "t1", "cards": [tamer]},
        {"id": "t2", "cards": [tamer]},
        {"id": "t3", "cards": [tamer], "suspended": True},  # already suspended: not counted
    ]
    g = position(
        pool_,
        p1={"hand": ["ES-13"], "battle": tamers},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=3,
    )
    play(g, "play ES-13")
    assert all(s["suspended"] for pid, s in battle(g, "p1").items() if pid.startswith("t"))
    assert battle(g, "p2")["x"]["dp"] == 3000


def test_attacking_the_opponents_digimon_with_the_highest_dp_unsuspends_the_attacker(pool) -> None:
    text = (
        "[When Attacking] If you attack an opponent's Digimon with the highest DP, unsuspend "
        "this Digimon."
    )
    cards = with_cards(pool, _mon("ES-14", text=text, dp=12000))
    after = {}
    for aim in ("high", "low", "tie"):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": ["ES-14"]}]},
            p2={
                "battle": [
                    {"id": "high", "cards": ["TST-9000"], "suspended": True},
                    {"id": "low", "cards": ["TST-3000"], "suspended": True},
                    {"id": "tie", "cards": ["TST-9000"], "suspended": True},
                ]
            },
        )
        play(g, f"attack a {aim}")
        after[aim] = battle(g, "p1")["a"]["suspended"]
    assert after == {"high": False, "low": True, "tie": False}  # ties count as the highest


def test_a_named_card_from_the_hand_goes_right_under_the_top_card_to_gain_memory(pool) -> None:
    text = (
        "[When Digivolving] You may place 1 [Mon ES-16] or [Mon ES-17] from your hand on top "
        "of this Digimon's digivolution cards to gain 3 memory."
    )
    cards = with_cards(
        pool, _mon("ES-15", text=text), _mon("ES-16", level=5), _mon("ES-17", level=5)
    )
    g = position(
        cards,
        p1={
            "hand": ["ES-15", "ES-17", "TST-5000"],
            "battle": [{"id": "m", "cards": ["TST-1000", "TST-2000"]}],
        },
        memory=2,
    )
    play(g, "digivolve m ES-15")
    assert kind(g) == "optional"
    play(g, "yes")
    if kind(g) == "card":
        assert state(g)["pending"]["moves"] == ["card ES-17"]  # only the named cards
        play(g, "card ES-17")
    assert battle(g, "p1")["m"]["cards"] == ["TST-1000", "TST-2000", "ES-17", "ES-15"]
    assert state(g)["players"]["p1"]["hand"] == ["TST-5000", "ST1-02"]  # + the digivolution draw
    assert state(g)["memory"] == 2 - 2 + 3


def test_looking_at_the_top_security_card_shows_it_to_its_player_alone_11_10(pool) -> None:
    text = (
        "[On Play] Look at the top card of your security stack. You may add that card to your "
        "hand. If you do, <Draw 1>."
    )
    cards = with_cards(pool, _mon("ES-18", text=text))
    got = {}
    for answer in ("yes", "no"):
        g = position(
            cards,
            p1={"hand": ["ES-18"], "security": ["TST-7000", "TST-8000"], "deck": ["ST1-03"] * 5},
            memory=3,
        )
        play(g, "play ES-18")
        pending = state(g)["pending"]
        assert (pending["kind"], pending["player"]) == ("optional", "p1")
        assert "Dummy 7000" in pending["prompt"]  # the player sees what they looked at
        play(g, answer)
        assert not any("Dummy 7000" in line for line in state(g)["log"])  # no one else does
        got[answer] = (state(g)["players"]["p1"]["hand"], _security(g, 0))
    assert got == {
        "yes": (["TST-7000", "ST1-03"], ["TST-8000"]),
        "no": ([], ["TST-7000", "TST-8000"]),
    }


NEXT_TIME = (
    "[Main] The next time one of your green Digimon digivolves this turn, you may suspend 1 of "
    "your Digimon to reduce the memory cost of the digivolution by 1."
)


def test_the_next_digivolution_costs_less_if_its_player_suspends_a_digimon_13_3(pool) -> None:
    cards = with_cards(pool, _option("ES-82", text=NEXT_TIME), _mon("ES-19"), _mon("ES-20"))
    got = {}
    for answer in ("yes", "no"):
        g = position(
            cards,
            p1={
                "hand": ["ES-82", "ES-19", "ES-20"],
                "battle": [
                    {"id": "m", "cards": ["TST-1000"]},
                    {"id": "n", "cards": ["TST-2000"]},
                    {"id": "s", "cards": ["TST-3000"]},
                ],
            },
            memory=5,
        )
        play(g, "option ES-82", "digivolve m ES-19")
        assert kind(g) == "optional"
        play(g, answer)
        if answer == "yes":
            assert kind(g) == "target"
            play(g, "target s")
        first = state(g)["memory"]
        play(g, "digivolve n ES-20")  # the next time was the first: no question, full cost
        got[answer] = (first, state(g)["memory"], battle(g, "p1")["s"]["suspended"])
    assert got == {"yes": (5 - 1, 5 - 1 - 2, True), "no": (5 - 2, 5 - 2 - 2, False)}
