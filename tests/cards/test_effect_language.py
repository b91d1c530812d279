"""What each new construct of the effect language does in a game, on test-only cards.

Every step kind, zone, filter, condition and timing that no printed card of the
implemented sets shows yet is proved here on the smallest position. Test cards are
written as card-file tables (`XT-NN`), so each test also proves the construct loads.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import option
from effect_helpers import player
from games import battle, kind, legal, play, position, state, with_cards
from zones import security

DUMMY = "TST-3000"


def card(number: str, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "number": number,
        "name": f"Test {number}",
        "category": "digimon",
        "colors": ["red"],
        "level": 4,
        "cost": 0,
        "dp": 5000,
    }
    return base | fields


def on_play(*steps: dict[str, Any], **effect: Any) -> list[dict[str, Any]]:
    return [{"timing": "on_play", "steps": list(steps), **effect}]


def played(pool, test_card: dict[str, Any], p1: dict | None = None, p2: dict | None = None, **kw):
    cards = with_cards(pool, test_card)
    p1 = dict(p1 or {})
    p1["hand"] = [test_card["number"], *p1.get("hand", [])]
    g = position(cards, p1=p1, p2=p2, memory=5, **kw)
    return play(g, f"play {test_card['number']}")


def test_draw_draws_as_many_as_the_deck_has_12_8_2(pool):
    g = played(
        pool, card("XT-01", effects=on_play({"do": "draw", "amount": 2})), {"deck": ["ST1-02"]}
    )
    assert player(g, "p1")["hand"] == ["ST1-02"]
    assert kind(g) == "main"  # 1-2-3-2: an empty deck after <Draw> doesn't lose


def test_draw_for_every_2_security_cards(pool):
    step = {"do": "draw", "amount": 1, "for_every": {"of": "security", "per": 2}}
    g = played(pool, card("XT-02", effects=on_play(step)), {"security": [DUMMY] * 5})
    assert len(player(g, "p1")["hand"]) == 2


def test_set_memory_sets_the_players_memory(pool):
    g = played(pool, card("XT-03", effects=on_play({"do": "set_memory", "amount": 3})))
    assert state(g)["memory"] == 3


def test_reveal_add_and_place_the_rest_at_the_bottom_11_9(pool):
    steps = (
        {"do": "reveal", "count": 3},
        {"do": "add_to_hand", "target": {"zone": "revealed", "categories": ["option"]}},
        {"do": "place_rest"},
    )
    deck = ["ST1-02", "ST1-16", DUMMY, "ST1-02"]  # top first: ST1-02, ST1-16 and TST are revealed
    g = played(pool, card("XT-04", effects=on_play(*steps)), {"deck": deck})
    assert player(g, "p1")["hand"] == ["ST1-16"]
    assert player(g, "p1")["deck"] == 3


def test_return_a_card_from_the_trash_with_a_name_filter(pool):
    target = {"zone": "trash", "categories": ["digimon"], "name_contains": ["Agu"]}
    g = played(
        pool,
        card("XT-05", effects=on_play({"do": "add_to_hand", "target": target})),
        {"trash": ["ST1-02", "ST1-03"]},
    )
    assert player(g, "p1")["hand"] == ["ST1-03"]
    assert player(g, "p1")["trash"] == ["ST1-02"]


def test_trash_the_top_cards_of_the_deck_and_a_card_in_hand(pool):
    steps = (
        {"do": "trash", "target": {"zone": "deck", "top": 2}},
        {"do": "trash", "target": {"zone": "hand"}, "then": True},
    )
    g = played(
        pool, card("XT-06", effects=on_play(*steps)), {"deck": ["ST1-02"] * 3, "hand": ["ST1-03"]}
    )
    assert player(g, "p1")["trash"] == ["ST1-02", "ST1-02", "ST1-03"]
    assert player(g, "p1")["hand"] == []


def test_play_from_trash_without_paying_and_without_on_play(pool):
    step = {
        "do": "play",
        "target": {"zone": "trash", "categories": ["digimon"], "max_level": 3},
        "no_on_play": True,
    }
    g = played(pool, card("XT-07", effects=on_play(step)), {"trash": ["ST1-03"]})
    names = [s["cards"] for s in battle(g, "p1").values()]
    assert ["ST1-03"] in names
    assert state(g)["memory"] == 5  # free


def test_return_to_deck_bottom(pool):
    step = {"do": "return_to_deck", "target": {"side": "opponents", "max_dp": 6000}}
    g = played(
        pool,
        card("XT-08", effects=on_play(step)),
        p2={"battle": [{"id": "foe", "cards": ["ST1-02", DUMMY]}], "deck": ["ST1-03"]},
    )
    assert battle(g, "p2") == {}
    assert player(g, "p2")["trash"] == ["ST1-02"]
    assert player(g, "p2")["deck"] == 2


def test_place_a_digimon_in_its_owners_security_stack(pool):
    step = {"do": "place_in_security", "target": {"side": "opponents"}, "where": "top_or_bottom"}
    g = played(
        pool,
        card("XT-09", effects=on_play(step)),
        p2={"battle": [{"id": "foe", "cards": [DUMMY]}], "security": []},
    )
    assert kind(g) == "where"
    play(g, "bottom")
    assert player(g, "p2")["security"] == 1
    assert battle(g, "p2") == {}


def test_de_digivolve_asks_how_many_and_stops_at_level_3_12_12_5(pool):
    step = {"do": "de_digivolve", "target": {"side": "opponents"}, "amount": 2}
    stack = ["ST1-01", "ST1-03", "ST1-07", "ST1-09"]  # egg, Lv3, Lv4, Lv5
    g = played(
        pool, card("XT-10", effects=on_play(step)), p2={"battle": [{"id": "foe", "cards": stack}]}
    )
    assert legal(g) == ["count 1", "count 2"]
    play(g, "count 2")
    assert battle(g, "p2")["foe"]["cards"] == ["ST1-01", "ST1-03"]


def test_de_digivolve_stops_when_a_level_3_card_is_on_top(pool):
    step = {"do": "de_digivolve", "target": {"side": "opponents"}, "amount": 2}
    stack = ["ST1-01", "ST1-03", "ST1-07"]
    g = played(
        pool, card("XT-11", effects=on_play(step)), p2={"battle": [{"id": "foe", "cards": stack}]}
    )
    play(g, "count 2")
    assert battle(g, "p2")["foe"]["cards"] == ["ST1-01", "ST1-03"]


def test_choose_one_asks_which_option(pool):
    step = {
        "do": "choose_one",
        "options": [
            [{"do": "gain_memory", "amount": 1}],
            [{"do": "draw", "amount": 1}],
        ],
    }
    g = played(pool, card("XT-12", effects=on_play(step)))
    assert kind(g) == "mode"
    play(g, "mode 2")
    assert len(player(g, "p1")["hand"]) == 1
    assert state(g)["memory"] == 5


def test_at_the_end_of_the_turn_a_delayed_effect_activates_10_6(pool):
    steps = (
        {"do": "gain_memory", "amount": 3},
        {"do": "at_end", "steps": [{"do": "lose_memory", "amount": 3}]},
    )
    g = played(pool, card("XT-13", effects=on_play(*steps)))
    assert state(g)["memory"] == 8
    play(g, "pass")  # memory -3 for p2, then the delayed loss: p1 loses 3 -> p2 has 6
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 6


def test_end_of_your_turn_effects_activate_before_the_turn_switches_6_7_2(pool):
    eff = {"timing": "end_of_your_turn", "steps": [{"do": "draw", "amount": 1}]}
    cards = with_cards(pool, card("XT-14", effects=[eff]))
    g = position(cards, p1={"battle": [{"id": "e", "cards": ["XT-14"]}]}, memory=2)
    play(g, "pass")
    assert len(player(g, "p1")["hand"]) == 1


def test_a_step_condition_on_what_the_previous_step_revealed(pool):
    steps = (
        {"do": "reveal", "count": 1},
        {
            "do": "add_to_hand",
            "target": "that",
            "condition": {"that": {"colors": ["green"]}},
        },
        {"do": "place_rest"},
    )
    g = played(pool, card("XT-15", effects=on_play(*steps)), {"deck": [DUMMY]})
    assert player(g, "p1")["hand"] == [DUMMY]
    g = played(pool, card("XT-15", effects=on_play(*steps)), {"deck": ["ST1-02"]})
    assert player(g, "p1")["hand"] == []
    assert player(g, "p1")["deck"] == 1


def test_a_cost_by_trashing_cards_in_hand_11_7(pool):
    eff = {
        "timing": "when_attacking",
        "cost": [{"do": "trash", "target": {"zone": "hand", "count": 2}}],
        "steps": [{"do": "unsuspend", "target": "this"}],
    }
    cards = with_cards(pool, card("XT-16", effects=[eff]))
    g = position(
        cards, p1={"battle": [{"id": "a", "cards": ["XT-16"]}], "hand": ["ST1-02", "ST1-03"]}
    )
    play(g, "attack a player")
    assert kind(g) == "optional"
    play(g, "yes", "card ST1-02")  # the other card is then the only choice
    assert player(g, "p1")["trash"] == ["ST1-02", "ST1-03"]
    assert battle(g, "p1")["a"]["suspended"] is False


def test_a_cost_that_cant_be_paid_does_nothing_11_7_4(pool):
    eff = {
        "timing": "when_attacking",
        "cost": [{"do": "trash", "target": {"zone": "hand", "count": 2}}],
        "steps": [{"do": "unsuspend", "target": "this"}],
    }
    cards = with_cards(pool, card("XT-17", effects=[eff]))
    g = position(cards, p1={"battle": [{"id": "a", "cards": ["XT-17"]}], "hand": ["ST1-02"]})
    play(g, "attack a player")
    assert kind(g) != "optional"
    assert battle(g, "p1")["a"]["suspended"] is True


def test_twice_per_turn_activates_twice_4_15(pool):
    eff = {
        "timing": "when_attacking",
        "twice_per_turn": True,
        "steps": [{"do": "unsuspend", "target": "this"}],
    }
    cards = with_cards(pool, card("XT-18", effects=[eff]))
    g = position(
        cards, p1={"battle": [{"id": "a", "cards": ["XT-18"]}]}, p2={"security": [DUMMY] * 5}
    )
    play(g, "attack a player", "attack a player", "attack a player")
    assert battle(g, "p1")["a"]["suspended"] is True
    assert player(g, "p2")["security"] == 2


def test_digi_burst_trashes_its_digivolution_cards_to_activate_12_14(pool):
    eff = {
        "timing": "main",
        "digi_burst": 2,
        "steps": [{"do": "suspend", "target": {"side": "opponents"}}],
    }
    cards = with_cards(pool, card("XT-19", effects=[eff]))
    g = position(
        cards,
        p1={"battle": [{"id": "b", "cards": ["ST1-03", "ST1-07", "XT-19"]}]},
        p2={"battle": [{"id": "foe", "cards": [DUMMY]}]},
    )
    play(g, "activate b", "card ST1-03")  # ST1-07 is then the only choice
    assert battle(g, "p1")["b"]["cards"] == ["XT-19"]
    assert battle(g, "p2")["foe"]["suspended"] is True
    assert "activate b" not in legal(g)  # 16-14: no digivolution cards left to trash


def test_digivolve_into_a_revealed_card_without_paying(pool):
    steps = (
        {"do": "reveal", "count": 1},
        {
            "do": "digivolve",
            "into": {"zone": "revealed", "categories": ["digimon"], "min_level": 4},
        },
        {"do": "place_rest"},
    )
    cards = with_cards(
        pool, card("XT-20", level=3, effects=[{"timing": "when_attacking", "steps": steps}])
    )
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["XT-20"]}], "deck": ["ST1-07", "ST1-02"]},
        p2={"security": [DUMMY]},
    )
    play(g, "attack a player", "card ST1-07")
    assert battle(g, "p1")["a"]["cards"][-1] == "ST1-07"
    assert state(g)["memory"] == 0


def test_played_trigger_with_a_filter(pool):
    eff = {
        "timing": "your_turn",
        "trigger": {
            "event": "played",
            "whose": "your",
            "filter": {"max_level": 3, "colors": ["red"]},
        },
        "steps": [{"do": "gain_memory", "amount": 1}],
    }
    cards = with_cards(pool, card("XT-21", effects=[eff]))
    g = position(
        cards, p1={"battle": [{"id": "w", "cards": ["XT-21"]}], "hand": ["ST1-03", DUMMY]}, memory=5
    )
    play(g, "play ST1-03")  # red level 3: +1 after paying 3
    assert state(g)["memory"] == 3
    play(g, f"play {DUMMY}")  # green: nothing
    assert state(g)["memory"] == 3


def test_conditions_on_memory_hand_and_what_is_in_play(pool):
    eff = {
        "timing": "on_play",
        "condition": {
            "memory": {"min": 3},
            "hand": {"max": 4},
            "in_play": [{"kinds": ["tamer"]}],
        },
        "steps": [{"do": "gain_memory", "amount": 1}],
    }
    cards = with_cards(pool, card("XT-22", effects=[eff]))
    g = position(cards, p1={"hand": ["XT-22"], "battle": [{"cards": ["ST1-12"]}]}, memory=4)
    play(g, "play XT-22")
    assert state(g)["memory"] == 5
    g = position(cards, p1={"hand": ["XT-22"]}, memory=4)
    play(g, "play XT-22")
    assert state(g)["memory"] == 4


def test_grant_for_every_suspended_digimon_the_opponent_has(pool):
    grant = {
        "dp": 1000,
        "for_every": {"of": "digimon", "side": "opponents", "filter": {"suspended": True}},
    }
    cards = with_cards(pool, card("XT-23", effects=[{"timing": "your_turn", "grants": [grant]}]))
    foes = [
        {"cards": [DUMMY], "suspended": True},
        {"cards": [DUMMY], "suspended": True},
        {"cards": [DUMMY]},
    ]
    g = position(cards, p1={"battle": [{"id": "k", "cards": ["XT-23"]}]}, p2={"battle": foes})
    assert battle(g, "p1")["k"]["dp"] == 7000


@pytest.mark.parametrize("select", ["any_number"])
def test_any_number_whose_total_dp_is_at_most_a_limit(pool, select):
    target = {"select": select, "side": "opponents", "total_dp": 8000}
    g = played(
        pool,
        card("XT-24", effects=on_play({"do": "delete", "target": target})),
        p2={
            "battle": [
                {"id": "a", "cards": ["TST-5000"]},
                {"id": "b", "cards": ["TST-4000"]},
                {"id": "c", "cards": ["TST-3000"]},
            ]
        },
    )
    play(g, "target a")
    assert legal(g) == ["target c", "done"]  # b would make 9000
    play(g, "target c")
    assert list(battle(g, "p2")) == ["b"]


def test_a_play_cost_reduced_when_the_card_would_be_played_13_3(pool):
    eff = {
        "trigger": {"event": "would_be_played"},
        "condition": {"in_play": [{"colors": ["green"]}]},
        "steps": [{"do": "reduce_cost", "amount": 1}],
    }
    cards = with_cards(pool, card("XT-25", cost=4, effects=[eff]))
    g = position(cards, p1={"hand": ["XT-25"], "battle": [{"cards": [DUMMY]}]}, memory=3)
    play(g, "play XT-25")
    assert state(g)["memory"] == 0  # 4 - 1
    g = position(cards, p1={"hand": ["XT-25"]}, memory=4)
    play(g, "play XT-25")
    assert state(g)["memory"] == 0  # no green Digimon: the full 4


def test_a_digivolution_cost_reduced_for_a_card_with_a_trait(pool):
    eff = {
        "timing": "your_turn",
        "trigger": {"event": "would_digivolve", "filter": {"traits": ["Dragon"]}},
        "steps": [{"do": "reduce_cost", "amount": 2, "of": "digivolution"}],
    }
    cards = with_cards(
        pool,
        card("XT-26", level=3, effects=[eff]),
        card("XT-27", types=["Dragon"], digivolve=[{"color": "red", "level": 3, "cost": 3}]),
    )
    g = position(
        cards, p1={"battle": [{"id": "a", "cards": ["XT-26"]}], "hand": ["XT-27"]}, memory=3
    )
    play(g, "digivolve a XT-27")
    assert state(g)["memory"] == 2  # 3 - 2 = 1 paid


def test_can_digivolve_into_a_named_card_ignoring_requirements(pool):
    eff = {
        "timing": "your_turn",
        "condition": {"in_play": [{"side": "opponents", "min_level": 6}]},
        "grants": [{"digivolve_into": {"into": {"name": "WarGreymon"}, "cost": 4}}],
    }
    cards = with_cards(pool, card("XT-28", level=3, effects=[eff]))
    big = {"battle": [{"cards": ["ST1-11"]}]}  # a level 6 Digimon
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["XT-28"]}], "hand": ["ST1-11"]},
        p2=big,
        memory=4,
    )
    assert "digivolve a ST1-11" in legal(g)
    play(g, "digivolve a ST1-11")
    assert state(g)["memory"] == 0
    g = position(
        cards, p1={"battle": [{"id": "a", "cards": ["XT-28"]}], "hand": ["ST1-11"]}, memory=4
    )
    assert "digivolve a ST1-11" not in legal(g)  # the condition: no level 6 opponent


def test_play_two_cards_with_different_filters(pool):
    step = {
        "do": "play",
        "target": {"zone": "trash", "categories": ["digimon"], "max_level": 3, "min_level": 3},
        "also": [{"zone": "trash", "categories": ["digimon"], "min_level": 4, "max_level": 4}],
    }
    g = played(pool, card("XT-29", effects=on_play(step)), {"trash": ["ST1-03", "ST1-07"]})
    stacks = sorted(s["cards"][-1] for s in battle(g, "p1").values())
    assert stacks == ["ST1-03", "ST1-07", "XT-29"]


def test_a_digimon_gains_a_when_attacking_effect_for_the_turn(pool):
    gained = {
        "timing": "when_attacking",
        "steps": [{"do": "modify", "target": {"side": "opponents"}, "dp": -2000}],
    }
    step = {"do": "modify", "target": {"select": "all"}, "effects": [gained]}
    cards = with_cards(
        pool,
        card(
            "XT-30",
            category="option",
            level=None,
            dp=None,
            cost=0,
            effects=[{"timing": "main", "steps": [step]}],
        ),
    )
    g = position(
        cards,
        p1={"hand": ["XT-30"], "battle": [{"id": "a", "cards": ["ST1-03"]}, {"cards": [DUMMY]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-4000"]}], "security": [DUMMY]},
        memory=3,
    )
    play(g, "option XT-30", "attack a player")
    assert battle(g, "p2")["foe"]["dp"] == 2000
    play(g, "pass")  # for the turn only: on p2's turn the effect is gone
    assert battle(g, "p2")["foe"]["dp"] == 4000


def test_a_gained_when_effect_triggers_on_its_event(pool):
    gained = {
        "trigger": {"event": "deletes_in_battle"},
        "steps": [{"do": "unsuspend", "target": "this"}],
    }
    step = {"do": "modify", "target": {}, "effects": [gained]}
    cards = with_cards(pool, card("XT-31", effects=on_play(step)))
    g = position(
        cards,
        p1={"hand": ["XT-31"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-2000"], "suspended": True}]},
        memory=3,
    )
    play(g, "play XT-31")
    play(g, "target a")
    play(g, "attack a foe")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["a"]["suspended"] is False


def dna_cards(pool):
    paildramon = card(
        "XT-40",
        level=5,
        colors=["blue", "green"],
        dp=10000,
        dna={
            "top": {"color": "blue", "level": 4},
            "bottom": {"color": "green", "level": 4},
            "cost": 0,
        },
        effects=[
            {
                "timing": "when_digivolving",
                "condition": {"dna": True},
                "steps": [{"do": "gain_memory", "amount": 2}],
            }
        ],
    )
    blue = card("XT-41", colors=["blue"], level=4, dp=4000)
    green = card("XT-42", colors=["green"], level=4, dp=4000)
    return with_cards(pool, paildramon, blue, green)


def test_8_2_dna_digivolution_stacks_both_unsuspended_and_can_attack(pool):
    cards = dna_cards(pool)
    g = position(
        cards,
        p1={
            "hand": ["XT-40"],
            "battle": [
                {"id": "b", "cards": ["XT-41"], "suspended": True, "played_this_turn": True},
                {"id": "g", "cards": ["XT-42"]},
            ],
        },
        p2={"security": [DUMMY]},
        memory=1,
    )
    assert "dna b g XT-40" in legal(g)
    assert "dna g b XT-40" not in legal(g)  # 8-2-2-2: the left requirement goes on top
    play(g, "dna b g XT-40")
    stack = battle(g, "p1")["b"]
    assert stack["cards"] == ["XT-42", "XT-41", "XT-40"]
    assert stack["suspended"] is False  # 8-2-2-1-1
    assert "g" not in battle(g, "p1")
    assert len(player(g, "p1")["hand"]) == 1  # 8-2-3-3: the digivolution bonus
    assert state(g)["memory"] == 3  # [When Digivolving] "when DNA digivolving": +2
    assert "attack b player" in legal(g)  # 8-2-2-1-7


def test_8_2_2_1_1_the_effects_on_both_digimon_end(pool):
    cards = with_cards(
        dna_cards(pool),
        option(
            "XT-43", colors=["green"], text="[Main] 1 of your Digimon gets +3000 DP for the turn."
        ),
    )
    g = position(
        cards,
        p1={
            "hand": ["XT-40", "XT-43"],
            "battle": [{"id": "b", "cards": ["XT-41"]}, {"id": "g", "cards": ["XT-42"]}],
        },
        memory=1,
    )
    play(g, "option XT-43", "target g")
    assert battle(g, "p1")["g"]["dp"] == 7000
    play(g, "dna b g XT-40")
    assert battle(g, "p1")["b"]["dp"] == 10000  # the +3000 on the bottom one ended
    assert "dp" not in g.board().granted  # nor is it counted among what is in force


def test_8_2_2_1_6_once_per_turn_uses_start_afresh_after_dna_digivolution(pool):
    """8-2-2-1-6: the DNA digivolved Digimon is a new one, so an inherited
    [Once Per Turn] effect its top Digimon already used this turn can activate again."""
    gain = {
        "timing": "when_attacking",
        "once_per_turn": True,
        "steps": [{"do": "gain_memory", "amount": 1}],
    }
    cards = with_cards(dna_cards(pool), card("XT-44", colors=["blue"], level=3, inherited=[gain]))
    g = position(
        cards,
        p1={
            "hand": ["XT-40"],
            "battle": [{"id": "b", "cards": ["XT-44", "XT-41"]}, {"id": "g", "cards": ["XT-42"]}],
        },
        p2={"security": [DUMMY] * 3},
        memory=1,
    )
    play(g, "attack b player")
    assert state(g)["memory"] == 2  # the inherited effect: +1
    play(g, "dna b g XT-40")
    assert state(g)["memory"] == 4  # [When Digivolving] "when DNA digivolving": +2
    play(g, "attack b player")
    assert state(g)["memory"] == 5  # the inherited effect again, on the new Digimon


def test_dna_digivolve_by_an_effect_at_the_end_of_the_turn(pool):
    cards = dna_cards(pool)
    eff = {"timing": "end_of_your_turn", "optional": True, "steps": [{"do": "dna_digivolve"}]}
    cards = with_cards(cards, card("XT-43", colors=["green"], level=4, dp=4000, inherited=[eff]))
    g = position(
        cards,
        p1={
            "hand": ["XT-40"],
            "battle": [{"id": "b", "cards": ["XT-41"]}, {"id": "w", "cards": ["XT-43", "XT-42"]}],
        },
        memory=0,
    )
    play(g, "pass", "yes", "dna b w XT-40")
    assert battle(g, "p1")["b"]["cards"][-1] == "XT-40"


def test_cant_be_blocked_by_digimon_meeting_a_filter_12_5_5(pool):
    eff = {
        "timing": "your_turn",
        "grants": [{"unblockable_by": {"digivolution_cards": {"max": 0}}}],
    }
    cards = with_cards(
        pool, card("XT-50", effects=[eff]), card("XT-51", effects=[{"keyword": "blocker"}])
    )

    def attack(blocker_cards):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": ["XT-50"]}]},
            p2={"battle": [{"id": "b", "cards": blocker_cards}], "security": [DUMMY]},
        )
        play(g, "attack a player")
        return g

    assert kind(attack(["XT-51"])) != "block"  # a bare Blocker can't block it
    assert kind(attack(["ST1-03", "XT-51"])) == "block"  # one with a digivolution card can


def test_a_main_effect_with_a_condition_is_offered_only_while_it_holds_10_2_1(pool):
    eff = {
        "timing": "main",
        "condition": {"in_play": [{"min_level": 5}]},
        "steps": [{"do": "gain_memory", "amount": 1}],
    }
    tamer = card("XT-52", category="tamer", level=None, dp=None, effects=[eff])
    cards = with_cards(pool, tamer)
    g = position(cards, p1={"battle": [{"id": "t", "cards": ["XT-52"]}]})
    assert "activate t" not in legal(g)
    g = position(cards, p1={"battle": [{"id": "t", "cards": ["XT-52"]}, {"cards": ["ST1-09"]}]})
    play(g, "activate t")
    assert state(g)["memory"] == 1


def test_a_digimon_kept_from_unsuspending_in_its_next_unsuspend_phase(pool):
    step = {
        "do": "modify",
        "target": {"select": "all", "side": "opponents"},
        "cant": ["unsuspend_in_unsuspend_phase"],
        "duration": "opponents_next_turn",
    }
    cards = with_cards(pool, card("XT-53", effects=on_play(step)))
    g = position(
        cards,
        p1={"hand": ["XT-53"]},
        p2={"battle": [{"id": "s", "cards": [DUMMY], "suspended": True}]},
        memory=3,
    )
    play(g, "play XT-53", "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p2")["s"]["suspended"] is True


def test_an_optional_main_effect_asks_first_10_1_3(pool):
    eff = {"timing": "main", "optional": True, "steps": [{"do": "gain_memory", "amount": 2}]}
    option = card("XT-60", category="option", level=None, dp=None, effects=[eff])
    cards = with_cards(pool, option)
    g = position(cards, p1={"hand": ["XT-60", "XT-60"], "battle": [{"cards": ["ST1-03"]}]})
    play(g, "option XT-60")
    assert kind(g) == "optional"
    play(g, "no")
    assert state(g)["memory"] == 0
    play(g, "option XT-60", "yes")
    assert state(g)["memory"] == 2


def test_an_optional_security_effect_asks_its_owner(pool):
    eff = {"optional": True, "steps": [{"do": "gain_memory", "amount": 1}]}
    option = card("XT-61", category="option", level=None, dp=None, security=[eff])
    cards = with_cards(pool, option)
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["XT-61", DUMMY]},
    )
    play(g, "attack a player")
    assert kind(g) == "optional" and g.pending.player == 1
    play(g, "no")
    assert state(g)["memory"] == 0


def test_a_name_is_found_in_a_longer_name_whatever_the_case(pool):
    target = {"zone": "trash", "categories": ["digimon"], "name_contains": ["Dramon"]}
    dramon = card("XT-62", name="Veedramon")
    cards = with_cards(
        pool, dramon, card("XT-63", effects=on_play({"do": "add_to_hand", "target": target}))
    )
    g = position(cards, p1={"hand": ["XT-63"], "trash": ["XT-62", "ST1-03"]}, memory=5)
    play(g, "play XT-63")
    assert player(g, "p1")["hand"] == ["XT-62"]


def option_card(number: str, *steps: dict[str, Any], **fields: Any) -> dict[str, Any]:
    main = {"timing": "main", "steps": list(steps)}
    return card(number, category="option", level=None, dp=None, effects=[main], **fields)


def test_the_next_fitting_digivolution_this_turn_costs_less_once_13_3(pool):
    step = {
        "do": "reduce_next_digivolution",
        "amount": 4,
        "digimon": {"colors": ["green"]},
        "from_level": 5,
        "to_level": 6,
    }
    cards = with_cards(
        pool,
        option_card("XT-70", step, colors=["green"]),
        card("XT-71", colors=["green"], level=5),
        card("XT-73", colors=["red"], level=5),
        card(
            "XT-72",
            colors=["green"],
            level=6,
            digivolve=[
                {"color": "green", "level": 5, "cost": 5},
                {"color": "red", "level": 5, "cost": 5},
            ],
        ),
    )
    stacks = [{"id": "red", "cards": ["XT-73"]}, {"id": "g1", "cards": ["XT-71"]}]
    stacks.append({"id": "g2", "cards": ["XT-71"]})
    g = position(
        cards, p1={"hand": ["XT-70", "XT-72", "XT-72", "XT-72"], "battle": stacks}, memory=10
    )
    play(g, "option XT-70", "digivolve red XT-72")
    assert state(g)["memory"] == 5  # a red Digimon: the full 5, and the reduction waits
    play(g, "digivolve g1 XT-72")
    assert state(g)["memory"] == 4  # 5 - 4
    play(g, "digivolve g2 XT-72")
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 1)  # used up: the full 5
    g = position(cards, p1={"hand": ["XT-70"], "battle": stacks}, memory=3)
    play(g, "option XT-70", "pass")
    assert g.next_digivolution == []  # for the turn only


def test_hatch_and_move_from_the_breeding_area_by_an_effect_6_5(pool):
    cards = with_cards(
        pool,
        card("XT-74", effects=on_play({"do": "hatch"})),
        card("XT-75", effects=on_play({"do": "move_from_breeding", "filter": {"min_level": 3}})),
    )
    g = position(cards, p1={"hand": ["XT-74"], "eggs": ["ST1-01"]}, memory=5)
    play(g, "play XT-74")
    assert player(g, "p1")["breeding"]["cards"] == ["ST1-01"]
    g = position(
        cards,
        p1={"hand": ["XT-74"], "eggs": ["ST1-01"], "breeding": {"cards": ["ST1-01"]}},
        memory=5,
    )
    play(g, "play XT-74")  # the breeding area isn't empty
    assert player(g, "p1")["eggs"] == 1
    g = position(
        cards, p1={"hand": ["XT-75"], "breeding": {"id": "b", "cards": ["ST1-01", "ST1-03"]}}
    )
    play(g, "play XT-75")
    assert player(g, "p1")["breeding"] is None
    assert battle(g, "p1")["b"]["cards"] == ["ST1-01", "ST1-03"]
    assert battle(g, "p1")["b"]["played_this_turn"] is False  # moved, not played
    g = position(cards, p1={"hand": ["XT-75"], "breeding": {"cards": ["ST1-01"]}})
    play(g, "play XT-75")  # a level 2 Digi-Egg stays
    assert player(g, "p1")["breeding"]["cards"] == ["ST1-01"]


def test_choose_then_delete_all_that_share_a_name_with_it(pool):
    steps = (
        {"do": "choose", "target": {"side": "opponents"}},
        {
            "do": "delete",
            "target": {"select": "all", "side": "opponents", "shares_name_with_that": True},
        },
    )
    cards = with_cards(pool, card("XT-76", effects=on_play(*steps)))
    foes = [
        {"id": "a1", "cards": ["ST1-03"]},
        {"id": "a2", "cards": ["ST1-02", "ST1-03"]},
        {"id": "b", "cards": ["ST1-02"]},
    ]
    g = position(cards, p1={"hand": ["XT-76"]}, p2={"battle": foes}, memory=5)
    play(g, "play XT-76")
    assert legal(g) == ["target a1", "target a2", "target b"]
    play(g, "target a1")
    assert list(battle(g, "p2")) == ["b"]  # both Agumon; Biyomon under one doesn't count


def test_a_target_no_higher_than_the_level_of_the_played_digimon(pool):
    eff = {
        "timing": "all_turns",
        "trigger": {"event": "played", "whose": "your", "by_effect": True, "other": True},
        "steps": [{"do": "delete", "target": {"side": "opponents", "level_at_most_played": True}}],
    }
    play_it = {"do": "play", "target": {"zone": "trash", "categories": ["digimon"]}}
    cards = with_cards(pool, card("XT-77", effects=[eff]), option_card("XT-78", play_it))
    foes = [{"id": "four", "cards": ["ST1-07"]}, {"id": "five", "cards": ["ST1-08"]}]

    def after_playing(number: str):
        g = position(
            cards,
            p1={"hand": ["XT-78"], "battle": [{"cards": ["XT-77"]}], "trash": [number]},
            p2={"battle": foes},
        )
        return play(g, "option XT-78")

    assert list(battle(after_playing("ST1-07"), "p2")) == ["five"]  # level 4: only Greymon
    g = after_playing("ST1-03")
    assert list(battle(g, "p2")) == ["four", "five"]  # level 3: neither


def test_play_from_the_security_stack_is_a_search_then_a_shuffle(pool):
    step = {
        "do": "play",
        "target": {"zone": "security", "categories": ["digimon"], "max_level": 3},
    }
    cards = with_cards(pool, card("XT-79", effects=on_play(step)))
    sec = ["ST1-07", "ST1-03", "ST1-08", "ST1-02", "ST1-13"]  # top first
    g = position(cards, p1={"hand": ["XT-79"], "security": sec}, memory=5)
    play(g, "play XT-79")
    assert legal(g) == ["card ST1-03", "card ST1-02"]
    play(g, "card ST1-02")
    assert [s["cards"] for s in battle(g, "p1").values()] == [["XT-79"], ["ST1-02"]]
    left = security(g, "p1")
    assert sorted(left) == sorted(["ST1-07", "ST1-03", "ST1-08", "ST1-13"])
    assert "shuffles the security stack" in " ".join(state(g)["log"])


def test_a_cost_of_returning_a_digivolution_card_to_the_hand_11_7(pool):
    eff = {
        "timing": "when_attacking",
        "optional": True,
        "cost": [{"do": "add_to_hand", "target": {"zone": "digivolution_cards", "min_level": 4}}],
        "steps": [{"do": "unsuspend", "target": "this"}],
    }
    cards = with_cards(pool, card("XT-80", level=5, effects=[eff]))

    def attack(stack: list[str]):
        g = position(
            cards,
            p1={"battle": [{"id": "a", "cards": stack}]},
            p2={"security": [DUMMY, DUMMY]},
        )
        return play(g, "attack a player")

    g = attack(["ST1-03", "ST1-07", "XT-80"])
    assert kind(g) == "optional"
    play(g, "yes")  # the only level 4 card: no choice
    assert player(g, "p1")["hand"] == ["ST1-07"]
    assert battle(g, "p1")["a"] == battle(g, "p1")["a"] | {"cards": ["ST1-03", "XT-80"]}
    assert battle(g, "p1")["a"]["suspended"] is False
    g = attack(["ST1-03", "XT-80"])  # no level 4 or higher card under it: nothing to pay
    assert kind(g) != "optional"
    assert battle(g, "p1")["a"]["suspended"] is True
