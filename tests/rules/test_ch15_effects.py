"""Comprehensive Rules chapter 15 (with 15-4-3, 3-4-7-4 and 15-11-2-2): effects, their
timings,
simultaneous triggers, conditions, durations, optional effects and targets.

Positions are built with `position(...)` exactly like scenario files; moves are driven with
`play(...)`. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from functools import partial

import pytest
from builders import digimon, tamer
from games import battle, kind, legal, play, position, state, with_cards

# ---- test-only cards ------------------------------------------------------------------


_digimon = partial(digimon, level=3)


BOOMMON = _digimon(
    # [When Attacking] Delete this Digimon.  [When Attacking] Gain 2 memory.
    "TST-1001",
    name="Boommon",
    level=4,
    dp=5000,
    effects=[
        {"timing": "when_attacking", "steps": [{"do": "delete", "target": "this"}]},
        {"timing": "when_attacking", "steps": [{"do": "gain_memory", "amount": 2}]},
    ],
)

SPARKMON = _digimon(
    # Inherited: [When Attacking] Gain 2 memory.
    "TST-1002",
    name="Sparkmon",
    inherited=[{"timing": "when_attacking", "steps": [{"do": "gain_memory", "amount": 2}]}],
)

SHEDMON = _digimon(
    # [When Attacking] Trash the bottom digivolution card of this Digimon.
    "TST-1003",
    name="Shedmon",
    level=4,
    dp=5000,
    effects=[
        {
            "timing": "when_attacking",
            "steps": [{"do": "trash_digivolution_cards", "target": "this", "count": 1}],
        }
    ],
)

HUNTER = tamer(
    # [Start of Your Turn] Delete 1 of your opponent's Digimon with no digivolution cards.
    "TST-1004",
    name="Hunter",
    effects=[
        {
            "timing": "start_of_your_turn",
            "steps": [
                {
                    "do": "delete",
                    "target": {"side": "opponents", "digivolution_cards": {"max": 0}},
                }
            ],
        }
    ],
)

P1_WATCHER = tamer(
    # [Your Turn] When an opponent's Digimon is deleted, you may gain 1 memory.
    "TST-1005",
    name="Watcher One",
    effects=[
        {
            "timing": "your_turn",
            "optional": True,
            "trigger": {"event": "deleted", "whose": "opponents"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
)

P2_WATCHER = tamer(
    # [Opponent's Turn] When one of your Digimon is deleted, you may gain 1 memory.
    "TST-1006",
    name="Watcher Two",
    effects=[
        {
            "timing": "opponents_turn",
            "optional": True,
            "trigger": {"event": "deleted", "whose": "your"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
)

PLAYMON = _digimon(
    # [On Play] Gain 2 memory.
    "TST-1007",
    name="Playmon",
    level=4,
    dp=5000,
    effects=[{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 2}]}],
)

MAYBEMON = _digimon(
    # [On Play] You may gain 2 memory.
    "TST-1008",
    name="Maybemon",
    effects=[
        {"timing": "on_play", "optional": True, "steps": [{"do": "gain_memory", "amount": 2}]}
    ],
)

MAINMON = _digimon(
    # [Main] Gain 1 memory.
    "TST-1009",
    name="Mainmon",
    effects=[{"timing": "main", "steps": [{"do": "gain_memory", "amount": 1}]}],
)

NIGHTMON = _digimon(
    # [Opponent's Turn] This Digimon gets +2000 DP.
    "TST-1010",
    name="Nightmon",
    effects=[{"timing": "opponents_turn", "grants": [{"dp": 2000}]}],
)


AVENGER = tamer(
    # [Your Turn] When an opponent's Digimon is deleted, delete 1 of your opponent's Digimon.
    "TST-1011",
    name="Avenger",
    effects=[
        {
            "timing": "your_turn",
            "trigger": {"event": "deleted", "whose": "opponents"},
            "steps": [{"do": "delete", "target": {"side": "opponents"}}],
        }
    ],
)

MOURNMON = _digimon(
    # [Opponent's Turn] When one of your Digimon is deleted, gain 1 memory.
    "TST-1012",
    name="Mournmon",
    effects=[
        {
            "timing": "opponents_turn",
            "trigger": {"event": "deleted", "whose": "your"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        }
    ],
)

FRAILMON = _digimon(
    # [On Play] Gain 2 memory.  (3000 DP)
    "TST-1013",
    name="Frailmon",
    effects=[{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 2}]}],
)

WITHERER = tamer(
    # [Opponent's Turn] All of your opponent's Digimon get -3000 DP.
    "TST-1014",
    name="Witherer",
    effects=[
        {
            "timing": "opponents_turn",
            "grants": [{"target": {"select": "all", "side": "opponents"}, "dp": -3000}],
        }
    ],
)


# ---- helpers --------------------------------------------------------------------------


def pick(g, text: str) -> str:
    """The `first N` move for the one waiting effect whose description contains `text`."""
    assert kind(g) == "order", f"expected an order question, got {kind(g)}: {legal(g)}"
    options = state(g)["pending"]["options"]
    hits = [i for i, label in enumerate(options, 1) if text in label]
    assert len(hits) == 1, f"{text!r} in {options}"
    move = f"first {hits[0]}"
    assert move in legal(g)
    return move


def memory(g) -> int:
    return state(g)["memory"]


def zone(g, player: str, name: str):
    return state(g)["players"][player][name]


# ---- 15-4-4-3 / 15-4-4-3: an effect whose card left does not activate ------------------------


@pytest.mark.parametrize(
    ("first", "expected_memory"),
    [("Delete", 3), ("Gain 2 memory", 5)],
    ids=["delete-first", "gain-first"],
)
def test_15_4_4_3_a_pending_effect_of_a_digimon_that_left_play_does_not_activate(
    cards, first, expected_memory
):
    """15-4-4-3: once "delete this Digimon" resolved, the pending "gain 2 memory" is not used."""
    pool = with_cards(cards, BOOMMON)
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["TST-1001"]}]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack k player")
    options = state(g)["pending"]["options"]
    assert len(options) == 2
    play(g, pick(g, first))
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    assert battle(g, "p1") == {}
    assert zone(g, "p1", "trash") == ["TST-1001"]
    # The attacker left the battle area: the attack ends without a check (13-1-5).
    assert zone(g, "p2", "security") == 2


@pytest.mark.parametrize(
    ("first", "expected_memory"),
    [("Trash", 3), ("Gain 2 memory", 5)],
    ids=["trash-first", "gain-first"],
)
def test_15_4_4_3_a_pending_inherited_effect_does_not_activate_once_its_card_is_trashed(
    cards, first, expected_memory
):
    """15-4-4-3: Sparkmon's inherited [When Attacking] doesn't activate once Sparkmon is trashed."""
    pool = with_cards(cards, SPARKMON, SHEDMON)
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["TST-1002", "TST-1003"]}]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack s player")
    play(g, pick(g, first))
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    assert battle(g, "p1")["s"]["cards"] == ["TST-1003"]
    assert zone(g, "p1", "trash") == ["TST-1002"]
    assert zone(g, "p2", "security") == 1


def test_15_4_4_3_a_digimon_deleted_by_the_first_of_two_simultaneous_effects_does_not_activate(
    cards,
):
    """15-4-4-3: p1's Avenger (first, 15-4-3-5) deletes Mournmon, so Mournmon's pending effect for
    the same deletion never activates."""
    pool = with_cards(cards, AVENGER, MOURNMON)
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "av", "cards": ["TST-1011"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "v", "cards": ["ST1-02"], "suspended": True},
                {"id": "mourn", "cards": ["TST-1012"]},
            ],
        },
        memory=3,
    )
    play(g, "attack a v")
    assert kind(g) == "main"
    assert battle(g, "p2") == {}
    assert zone(g, "p2", "trash") == ["ST1-02", "TST-1012"]
    assert memory(g) == 3  # Mournmon's "gain 1 memory" did not activate


def test_15_4_4_3_control_mournmon_activates_when_it_stays(cards):
    """15-4-4-3 (control): without Avenger, Mournmon's effect activates: p2 gains 1 memory."""
    pool = with_cards(cards, MOURNMON)
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "v", "cards": ["ST1-02"], "suspended": True},
                {"id": "mourn", "cards": ["TST-1012"]},
            ],
        },
        memory=3,
    )
    play(g, "attack a v")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["mourn"]
    assert memory(g) == 2


# ---- 15-8-3-9-2: conditions are checked again on activation ----------------------------------


@pytest.mark.parametrize(
    ("first", "expected_memory"),
    [("Hunter", 3), ("Matt", 4)],
    ids=["hunter-first", "matt-first"],
)
def test_15_8_3_9_2_a_condition_is_checked_again_when_the_effect_activates(
    cards, first, expected_memory
):
    """15-8-3-9-2: Matt's "if your opponent has a Digimon with no digivolution cards" fails once
    Hunter deleted that Digimon first, so Matt gains nothing."""
    pool = with_cards(cards, HUNTER)
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "matt", "cards": ["ST2-12"]},
                {"id": "hunter", "cards": ["TST-1004"]},
            ]
        },
        p2={
            "battle": [
                {"id": "bare", "cards": ["ST2-02"]},
                {"id": "evo", "cards": ["ST2-02", "ST2-05"]},
            ]
        },
        turn="p2",
        turn_number=2,
        memory=0,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert state(g)["pending"]["player"] == "p1"
    play(g, pick(g, first))
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    assert list(battle(g, "p2")) == ["evo"]
    assert zone(g, "p2", "trash") == ["ST2-02"]


LATEMON = _digimon(
    # [When Attacking] If you have 1 or more cards in your hand, gain 2 memory.
    # Inherited: [When Attacking] <Draw 1>.
    "TST-1015",
    name="Latemon",
    text="[When Attacking] If you have 1 or more cards in your hand, gain 2 memory.",
    inherited="[When Attacking] <Draw 1>",
)


@pytest.mark.parametrize(
    ("sources", "expected_memory"),
    [(["TST-1015", "TST-1015"], 5), (["TST-1015"], 3)],
    ids=["a-draw-first", "no-draw"],
)
def test_15_8_3_9_2_a_timing_effects_condition_is_read_as_it_activates_not_as_it_triggers(
    cards, sources, expected_memory
):
    """15-8-3-9-2: a [When Attacking] effect triggers when the attack is declared and its "if" is
    read as it activates: with an empty hand at the declaration, the inherited <Draw 1> that
    activates first makes it hold (rulings Q698, Q704); without the draw it doesn't."""
    pool = with_cards(cards, LATEMON)
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": sources}]},
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack l player")
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    assert len(zone(g, "p1", "hand")) == len(sources) - 1
    assert any("its condition doesn't hold (15-8-3-9-2)" in line for line in state(g)["log"]) == (
        expected_memory == 3
    )


# ---- 15-4-3: simultaneous triggers --------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "p2_left", "y_dp"),
    [("MagnaAngemon", [], None), ("Seraphimon", ["y"], 3000)],
    ids=["magnaangemon-first", "seraphimon-first"],
)
def test_15_4_3_5_1_the_owner_orders_simultaneous_effects_with_first_n(cards, first, p2_left, y_dp):
    """15-4-3-5-1: Seraphimon's and MagnaAngemon's [When Attacking] wait in an "order" question
    naming both; the one picked with `first N` activates first."""
    g = position(
        cards,
        p1={"battle": [{"id": "sera", "cards": ["ST3-08", "ST3-11"]}]},
        p2={
            "security": ["ST1-02", "ST1-02"],
            "battle": [{"id": "x", "cards": ["ST3-04"]}, {"id": "y", "cards": ["ST1-04"]}],
        },
        memory=3,
    )
    play(g, "attack sera player")
    pending = state(g)["pending"]
    assert pending["kind"] == "order"
    assert pending["player"] == "p1"
    assert legal(g) == ["first 1", "first 2"]
    assert sorted(label.split(" ")[0] for label in pending["options"]) == [
        "MagnaAngemon",
        "Seraphimon",
    ]
    play(g, pick(g, first))
    # The first effect targets Patamon x (1000 DP): both -1000 and -4000 take it to 0.
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    # The second effect has only Dracomon y (4000) left: -4000 deletes it, -1000 does not.
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == p2_left
    if y_dp is not None:
        assert battle(g, "p2")["y"]["dp"] == y_dp
    assert zone(g, "p2", "security") == 1


def test_15_4_3_5_the_turn_players_effects_activate_first(cards):
    """15-4-3-5: both players' "when deleted" effects trigger at once: p1's (turn player) is
    first."""
    pool = with_cards(cards, P1_WATCHER, P2_WATCHER)
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "w1", "cards": ["TST-1005"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "v", "cards": ["ST1-02"], "suspended": True},
                {"id": "w2", "cards": ["TST-1006"]},
            ],
        },
        memory=3,
    )
    play(g, "attack a v")
    assert "v" not in battle(g, "p2")
    assert kind(g) == "optional"
    assert state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["yes", "no"]
    play(g, "yes")
    assert memory(g) == 4
    assert kind(g) == "optional"
    assert state(g)["pending"]["player"] == "p2"
    play(g, "yes")
    assert memory(g) == 3
    assert kind(g) == "main"


def test_15_4_3_5_1_the_non_turn_player_orders_their_own_simultaneous_effects(cards):
    """15-4-3-5-1: two of p2's "when deleted" effects trigger at once on p1's turn: p2 orders
    them."""
    pool = with_cards(cards, P2_WATCHER)
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={
            "security": ["ST1-02"],
            "battle": [
                {"id": "v", "cards": ["ST1-02"], "suspended": True},
                {"id": "w1", "cards": ["TST-1006"]},
                {"id": "w2", "cards": ["TST-1006"]},
            ],
        },
        memory=3,
    )
    play(g, "attack a v")
    assert kind(g) == "order"
    assert state(g)["pending"]["player"] == "p2"
    options = state(g)["pending"]["options"]
    assert len(options) == 2
    assert any("(w1)" in o for o in options) and any("(w2)" in o for o in options)
    play(g, pick(g, "(w2)"))
    assert kind(g) == "optional"
    assert state(g)["pending"]["player"] == "p2"
    play(g, "yes")
    assert memory(g) == 2
    assert kind(g) == "optional"
    play(g, "yes")
    assert memory(g) == 1
    assert kind(g) == "main"


@pytest.mark.parametrize(
    ("watcher", "side", "memory_after"),
    [("TST-1005", "p1", 4), ("TST-1006", "p2", 2)],
    ids=["turn-players-new-effect", "non-turn-players-new-effect"],
)
def test_15_4_5_2_a_newly_triggered_effect_activates_before_pending_ones(
    cards, watcher, side, memory_after
):
    """15-4-5-2: Seraphimon's -4000 deletes x; the "when deleted" effect it triggers activates
    before
    MagnaAngemon's still-pending [When Attacking], whichever player it belongs to."""
    pool = with_cards(cards, P1_WATCHER, P2_WATCHER)
    p1_battle = [{"id": "sera", "cards": ["ST3-08", "ST3-11"]}]
    p2_battle = [
        {"id": "x", "cards": ["ST1-04"]},
        {"id": "y", "cards": ["ST1-02"]},
        {"id": "z", "cards": ["ST3-06"]},
    ]
    (p1_battle if side == "p1" else p2_battle).append({"id": "watch", "cards": [watcher]})
    g = position(
        pool,
        p1={"battle": p1_battle},
        p2={"security": ["ST1-02", "ST1-02"], "battle": p2_battle},
        memory=3,
    )
    play(g, "attack sera player")
    play(g, pick(g, "Seraphimon"))
    assert legal(g) == ["target x", "target y", "target z"]
    play(g, "target x")
    assert "x" not in battle(g, "p2")
    # The new trigger is asked now, before MagnaAngemon's target question.
    assert kind(g) == "optional"
    assert state(g)["pending"]["player"] == side
    play(g, "yes")
    assert memory(g) == memory_after
    assert kind(g) == "target"
    assert state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["target y", "target z"]
    play(g, "target z")
    assert battle(g, "p2")["z"]["dp"] == 4000
    assert kind(g) == "main"


# ---- 15-16 timings ------------------------------------------------------------------------------


def test_15_16_2_on_play_effects_activate_when_the_digimon_is_played(cards):
    """15-16-2: Playmon's [On Play] "gain 2 memory" activates after its cost is paid (5 - 3 + 2)."""
    pool = with_cards(cards, PLAYMON)
    g = position(pool, p1={"hand": ["TST-1007"]}, memory=5)
    play(g, "play TST-1007")
    assert kind(g) == "main"
    assert memory(g) == 4
    assert [s["top"] for s in battle(g, "p1").values()] == ["TST-1007"]


def test_15_16_2_on_play_effects_do_not_activate_on_digivolving(cards):
    """15-16-2-1: digivolving into Playmon is not playing it: no memory gain (5 - 2)."""
    pool = with_cards(cards, PLAYMON)
    g = position(
        pool,
        p1={"hand": ["TST-1007"], "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        memory=5,
    )
    play(g, "digivolve b TST-1007")
    assert kind(g) == "main"
    assert memory(g) == 3
    assert battle(g, "p1")["b"]["cards"] == ["ST1-02", "TST-1007"]


def test_15_4_4_3_an_on_play_effect_does_not_activate_if_the_digimon_is_deleted_on_entry(cards):
    """15-4-4-3: under Witherer's -3000 to all of p1's Digimon, Frailmon (3000) enters at 0 DP
    and is deleted by the rule check: its [On Play] does not activate."""
    pool = with_cards(cards, FRAILMON, WITHERER)
    g = position(
        pool,
        p1={"hand": ["TST-1013"]},
        p2={"battle": [{"id": "wi", "cards": ["TST-1014"]}]},
        memory=5,
    )
    play(g, "play TST-1013")
    assert kind(g) == "main"
    assert battle(g, "p1") == {}
    assert zone(g, "p1", "trash") == ["TST-1013"]
    assert memory(g) == 2  # 5 - 3, no +2


def test_15_16_3_when_digivolving_effects_activate_on_digivolving(cards):
    """15-16-3: Garudamon's [When Digivolving] gives 1 of your Digimon +3000 DP for the turn."""
    g = position(
        cards,
        p1={
            "hand": ["ST1-08"],
            "deck": ["ST1-16"] + ["ST1-02"] * 9,
            "battle": [{"id": "g", "cards": ["ST1-07"]}, {"id": "b", "cards": ["ST1-02"]}],
        },
        memory=5,
    )
    play(g, "digivolve g ST1-08")
    assert kind(g) == "target"
    assert legal(g) == ["target g", "target b"]
    assert zone(g, "p1", "hand") == ["ST1-16"]  # 15-16-3-1: after the digivolution bonus draw
    play(g, "target b")
    assert kind(g) == "main"
    assert memory(g) == 2
    assert battle(g, "p1")["b"]["dp"] == 6000
    assert battle(g, "p1")["g"]["dp"] == 7000


def test_3_4_7_4_when_digivolving_effects_do_not_activate_in_the_breeding_area(cards):
    """3-4-7-4: Garudamon digivolved in the breeding area: its [When Digivolving] doesn't
    activate."""
    g = position(
        cards,
        p1={
            "hand": ["ST1-08"],
            "breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03", "ST1-07"]},
            "battle": [{"id": "b", "cards": ["ST1-02"]}],
        },
        memory=5,
    )
    play(g, "digivolve egg ST1-08")
    assert kind(g) == "main"
    assert memory(g) == 2
    assert battle(g, "p1")["b"]["dp"] == 3000
    breeding = state(g)["players"]["p1"]["breeding"]
    assert breeding["top"] == "ST1-08"
    assert breeding["dp"] == 7000


def test_15_16_5_when_attacking_effects_trigger_only_for_the_attacking_digimon(cards):
    """15-16-5-1: Coredramon's [When Attacking] (lose 2) doesn't trigger when it blocks or idles."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["ST1-02"], "battle": [{"id": "wall", "cards": ["ST1-06"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "block"
    assert memory(g) == 3
    play(g, "block wall")
    assert kind(g) == "main"
    assert memory(g) == 3
    assert list(battle(g, "p1")) == ["core"]
    assert battle(g, "p2")["wall"]["suspended"] is True


@pytest.mark.parametrize(
    ("answer", "p2_left", "p2_security"),
    [("no-block", ["wall"], 2), ("block wall", [], 2)],
    ids=["no-block-no-battle", "block-battles-the-blocker"],
)
def test_11_2_6_a_target_removed_by_when_attacking_means_no_battle_but_block_timing_stays(
    cards, answer, p2_left, p2_security
):
    """11-2-6/11-2-7-2: Seraphimon's -4000 deletes its target t; block timing still comes; a
    block makes it battle the blocker, no block means no battle (and no security check)."""
    g = position(
        cards,
        p1={"battle": [{"id": "sera", "cards": ["ST3-11"]}]},
        p2={
            "security": ["ST1-02", "ST1-02"],
            "battle": [
                {"id": "t", "cards": ["ST1-04"], "suspended": True},
                {"id": "wall", "cards": ["ST3-07"]},
            ],
        },
        memory=3,
    )
    play(g, "attack sera t")
    assert kind(g) == "target"
    play(g, "target t")
    assert "t" not in battle(g, "p2")
    assert kind(g) == "block"
    assert legal(g) == ["block wall", "no-block"]
    play(g, answer)
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == p2_left
    assert list(battle(g, "p1")) == ["sera"]
    assert zone(g, "p2", "security") == p2_security


@pytest.mark.parametrize(
    ("p1_security", "expected_memory"),
    [(4, 4), (3, 3)],
    ids=["4-security", "3-security"],
)
def test_15_16_5_angemon_inherited_when_attacking_gains_memory_with_4_security(
    cards, p1_security, expected_memory
):
    """15-16-5, 15-6-3: Angemon's inherited [When Attacking] gains 1 memory only with 4+
    security."""
    g = position(
        cards,
        p1={
            "security": ["ST1-02"] * p1_security,
            "battle": [{"id": "gato", "cards": ["ST3-05", "ST3-06"]}],
        },
        p2={"security": ["ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack gato player")
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    assert zone(g, "p2", "security") == 1


def test_15_16_8_your_turn_effects_apply_only_on_your_turn(cards):
    """15-16-8: Tai's [Your Turn] +1000 DP applies to p1's Digimon on p1's turn only."""
    g = position(
        cards,
        p1={"battle": [{"id": "tai", "cards": ["ST1-12"]}, {"id": "b", "cards": ["ST1-02"]}]},
        p2={"battle": [{"id": "c", "cards": ["ST1-02"]}]},
        memory=3,
    )
    assert battle(g, "p1")["b"]["dp"] == 4000
    assert battle(g, "p2")["c"]["dp"] == 3000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["b"]["dp"] == 3000
    assert battle(g, "p2")["c"]["dp"] == 3000


def test_15_16_8_opponents_turn_effects_apply_only_on_the_opponents_turn(cards):
    """15-16-8: Nightmon's [Opponent's Turn] +2000 DP applies only on its owner's opponent's
    turn."""
    pool = with_cards(cards, NIGHTMON)
    g = position(pool, p1={"battle": [{"id": "n", "cards": ["TST-1010"]}]}, memory=3)
    assert battle(g, "p1")["n"]["dp"] == 3000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["n"]["dp"] == 5000
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert battle(g, "p1")["n"]["dp"] == 3000


@pytest.mark.parametrize(
    ("tk_owner", "attacker_survives"),
    [("p2", False), ("p1", True)],
    ids=["defender-has-tk", "attacker-has-tk"],
)
def test_15_16_8_tk_gives_your_security_digimon_2000_on_the_opponents_turn(
    cards, tk_owner, attacker_survives
):
    """15-16-8: T.K. (p2) makes p2's Security Digimon Biyomon 5000 on p1's turn: Dracomon 4000
    loses; p1's own T.K. does nothing for p2's Security Digimon."""
    sides = {"p1": {"battle": [{"id": "a", "cards": ["ST1-04"]}]}, "p2": {}}
    sides["p2"]["security"] = ["ST1-02", "ST1-02"]
    sides[tk_owner].setdefault("battle", []).append({"id": "tk", "cards": ["ST3-12"]})
    g = position(cards, p1=sides["p1"], p2=sides["p2"], memory=3)
    play(g, "attack a player")
    assert kind(g) == "main"
    assert ("a" in battle(g, "p1")) is attacker_survives
    assert zone(g, "p2", "trash") == ["ST1-02"]
    assert zone(g, "p2", "security") == 1


def test_15_16_10_security_effects_activate_without_colour_requirements_4_20_5(cards):
    """4-22-5: p2 has no red card in play, yet Giga Destroyer's [Security] effect
    activates its [Main]: it deletes p1's attacking Dracomon (4000 DP)."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "big", "cards": ["ST1-05"]}]},
        p2={"security": ["ST1-15", "ST1-02"], "battle": [{"id": "blue", "cards": ["ST2-02"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "main"
    assert list(battle(g, "p1")) == ["big"]
    assert zone(g, "p1", "trash") == ["ST1-04"]
    assert zone(g, "p2", "trash") == ["ST1-15"]
    assert zone(g, "p2", "security") == 1


@pytest.mark.parametrize(
    ("p2_battle", "expected_memory"),
    [
        ([{"id": "bare", "cards": ["ST2-02"]}], 4),
        ([{"id": "evo", "cards": ["ST2-02", "ST2-05"]}], 3),
    ],
    ids=["opponent-has-bare-digimon", "all-have-digivolution-cards"],
)
def test_15_16_11_start_of_your_turn_effects_activate_at_the_start_of_your_turn(
    cards, p2_battle, expected_memory
):
    """15-16-11: Matt's [Start of Your Turn] gains 1 memory if p2 has a Digimon with no
    digivolution cards; it does not trigger at the start of the opponent's turn."""
    g = position(
        cards,
        p1={"battle": [{"id": "matt", "cards": ["ST2-12"]}]},
        p2={"battle": p2_battle},
        turn="p2",
        turn_number=2,
        memory=0,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert kind(g) == "main"
    assert memory(g) == expected_memory
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert memory(g) == 3


# ---- durations (15-11-2-2, 6-6-3) --------------------------------------------------------------


def test_6_6_3_for_the_turn_effects_end_when_the_turn_ends(cards):
    """6-6-3: Shadow Wing's +3000 DP "for the turn" is gone on the opponent's turn."""
    g = position(
        cards,
        p1={"hand": ["ST1-13"], "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        memory=3,
    )
    play(g, "option ST1-13")
    assert kind(g) == "main"
    assert memory(g) == 2
    assert battle(g, "p1")["b"]["dp"] == 6000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["b"]["dp"] == 3000


def test_15_11_2_2_sorrow_blue_lasts_until_the_end_of_the_opponents_next_turn(cards):
    """15-11-2-2: Sorrow Blue's "can't attack or block" holds on p1's turn and p2's next turn,
    and ends after it."""
    g = position(
        cards,
        p1={
            "hand": ["ST2-14"],
            "security": ["ST1-02"] * 3,
            "battle": [
                {"id": "goma", "cards": ["ST2-02"]},
                {"id": "atk", "cards": ["ST1-05", "ST1-08"]},
            ],
        },
        p2={"security": ["ST1-02"] * 5, "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=5,
    )
    play(g, "option ST2-14")  # the only possible target: wall
    assert memory(g) == 3
    # Turn 1 (p1): wall can't block.
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert zone(g, "p2", "security") == 4
    play(g, "pass")
    # Turn 2 (p2): wall can't attack.
    assert state(g)["turn"] == "p2"
    assert not [m for m in legal(g) if m.startswith("attack wall")]
    play(g, "pass")
    # Turn 3 (p1): the effect has ended: wall may block again.
    assert state(g)["turn"] == "p1"
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert legal(g) == ["block wall", "no-block"]
    play(g, "no-block")
    assert zone(g, "p2", "security") == 3
    play(g, "pass")
    # Turn 4 (p2): wall may attack again.
    assert state(g)["turn"] == "p2"
    assert "attack wall player" in legal(g)


def test_15_11_2_2_starlight_explosion_lasts_through_the_opponents_next_turn(cards):
    """15-11-2-2: Starlight Explosion's +7000 for Security Digimon holds on p1's next turn only."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}, {"id": "b", "cards": ["ST1-04"]}]},
        p2={
            "hand": ["ST1-14"],
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "r", "cards": ["ST1-02"]}],
        },
        turn="p2",
        turn_number=2,
        memory=2,
    )
    play(g, "option ST1-14", "pass")
    # Turn 3 (p1): Security Biyomon 3000 + 7000 beats Dracomon 4000.
    assert state(g)["turn"] == "p1"
    play(g, "attack a player")
    assert list(battle(g, "p1")) == ["b"]
    assert zone(g, "p2", "security") == 2
    play(g, "pass")
    # Turn 4 (p2).
    play(g, "pass")
    # Turn 5 (p1): the effect has ended: Dracomon 4000 beats Biyomon 3000.
    assert state(g)["turn"] == "p1"
    play(g, "attack b player")
    assert list(battle(g, "p1")) == ["b"]
    assert zone(g, "p2", "security") == 1
    assert zone(g, "p2", "trash") == ["ST1-14", "ST1-02", "ST1-02"]


def test_15_11_2_2_shadow_wing_security_covers_a_digimon_played_after_it(cards):
    """15-11-2-2: Shadow Wing's [Security] "all of your Digimon gain <Security A. +1> until the end
    of your next turn" also covers a Digimon p2 plays afterwards: it checks 2 cards next turn."""
    g = position(
        cards,
        p1={
            "security": ["ST1-03"] * 4,
            "battle": [{"id": "atk", "cards": ["ST1-07", "ST1-08"]}],
        },
        p2={
            "security": ["ST1-13", "ST2-15", "ST1-02"],
            "battle": [{"id": "base", "cards": ["ST2-02", "ST2-05"]}],
        },
        memory=3,
    )
    # Check 1: Shadow Wing. Check 2: Kaiser Nail plays Gomamon from under base.
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert zone(g, "p2", "trash") == ["ST1-13", "ST2-15"]
    assert zone(g, "p2", "security") == 1
    new = [pid for pid in battle(g, "p2") if pid != "base"]
    assert len(new) == 1
    gomamon = new[0]
    assert battle(g, "p2")[gomamon]["cards"] == ["ST2-02"]
    play(g, "pass")
    # Turn 2 (p2): the new Gomamon attacks and checks 2 cards (Agumon 2000 loses both times).
    assert state(g)["turn"] == "p2"
    play(g, f"attack {gomamon} player")
    assert kind(g) == "main"
    assert zone(g, "p1", "security") == 2
    assert zone(g, "p1", "trash") == ["ST1-03", "ST1-03"]
    play(g, "pass", "pass")
    # Turn 4 (p2): the effect has ended: 1 check.
    assert state(g)["turn"] == "p2"
    play(g, f"attack {gomamon} player")
    assert zone(g, "p1", "security") == 1


# ---- optional effects, [Main] effects, targets -----------------------------------------------


@pytest.mark.parametrize(("answer", "expected_memory"), [("yes", 4), ("no", 2)])
def test_15_9_2_2_a_you_may_effect_is_a_yes_or_no_decision(cards, answer, expected_memory):
    """15-9-2-2: Maybemon's "you may gain 2 memory" asks its owner yes or no."""
    pool = with_cards(cards, MAYBEMON)
    g = position(pool, p1={"hand": ["TST-1008"]}, memory=5)
    play(g, "play TST-1008")
    assert kind(g) == "optional"
    assert state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["yes", "no"]
    assert memory(g) == 2
    play(g, answer)
    assert kind(g) == "main"
    assert memory(g) == expected_memory


def test_15_16_7_a_digimons_main_effect_is_activated_with_activate_id(cards):
    """15-16-7, 6-5-1-6-1: Mainmon's [Main] is offered as `activate m` and gains 1 memory."""
    pool = with_cards(cards, MAINMON)
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["TST-1009"]}, {"id": "b", "cards": ["ST1-02"]}]},
        memory=3,
    )
    moves = legal(g)
    assert "activate m" in moves
    assert "activate b" not in moves
    play(g, "activate m")
    assert kind(g) == "main"
    assert memory(g) == 4


def test_15_10_2_1_up_to_targets_can_stop_with_done(cards):
    """15-10-2-1: Giga Destroyer deletes "up to 2" Digimon with 4000 DP or less: `done` after
    one."""
    g = position(
        cards,
        p1={"hand": ["ST1-15"], "battle": [{"id": "r", "cards": ["ST1-02"]}]},
        p2={
            "battle": [
                {"id": "s1", "cards": ["ST1-02"]},
                {"id": "s2", "cards": ["ST1-04"]},
                {"id": "big", "cards": ["ST1-05"]},
            ]
        },
        memory=6,
    )
    play(g, "option ST1-15")
    assert kind(g) == "target"
    assert legal(g) == ["target s1", "target s2"]  # no `done` before a first target
    play(g, "target s1")
    assert legal(g) == ["target s2", "done"]
    play(g, "done")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["s2", "big"]
    assert zone(g, "p2", "trash") == ["ST1-02"]
    assert zone(g, "p1", "trash") == ["ST1-15"]
    assert memory(g) == 0


def test_15_10_2_1_up_to_targets_stop_after_the_maximum(cards):
    """15-10-2-1: after 2 targets Giga Destroyer asks nothing more although a third one
    qualifies."""
    g = position(
        cards,
        p1={"hand": ["ST1-15"], "battle": [{"id": "r", "cards": ["ST1-02"]}]},
        p2={
            "battle": [
                {"id": "s1", "cards": ["ST1-02"]},
                {"id": "s2", "cards": ["ST1-04"]},
                {"id": "s3", "cards": ["ST1-03"]},
            ]
        },
        memory=6,
    )
    play(g, "option ST1-15", "target s3", "target s1")
    assert kind(g) == "main"
    assert list(battle(g, "p2")) == ["s2"]
    assert zone(g, "p2", "trash") == ["ST1-03", "ST1-02"]
