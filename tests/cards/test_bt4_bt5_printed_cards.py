"""BT4 and BT5 cards that compile from their printed text (no official ruling unless named),
each played in a position where a wrong reading would show."""

from __future__ import annotations

from builders import digimon, option, tamer
from games import battle, kind, legal, play, position, state, with_cards

SUSPEND_TAMER = option("TST-9401", text="[Main] Suspend 1 of your Tamers.")


# ---- BT4-020 ShineGreymon ----------------------------------------------------------------


def _shinegreymon(pool, tamer_color: str):
    g = position(
        with_cards(pool, SUSPEND_TAMER, tamer("TST-9402", colors=(tamer_color,))),
        p1={
            "hand": ["TST-9401"],
            "battle": [{"id": "s", "cards": ["BT4-020"]}, {"id": "t", "cards": ["TST-9402"]}],
        },
        p2={"security": ["ST1-02"] * 3},
        memory=3,
        turn_number=3,
    )
    return play(g, "option TST-9401", "attack s player")


def test_bt4_020_a_yellow_tamer_suspended_gives_security_attack_plus_1(pool):
    g = _shinegreymon(pool, "yellow")
    while kind(g) not in ("main", None):
        play(g, legal(g)[0])
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt4_020_a_green_tamer_suspended_gives_nothing(pool):
    g = _shinegreymon(pool, "green")
    while kind(g) not in ("main", None):
        play(g, legal(g)[0])
    assert state(g)["players"]["p2"]["security"] == 2


# ---- BT4-060 Lotosmon --------------------------------------------------------------------

LEVEL_4, LEVEL_5 = digimon("TST-9404", level=4, cost=0), digimon("TST-9405", level=5, cost=0)


def _lotosmon(pool, turn: str):
    side = {"hand": ["TST-9404", "TST-9405"]}
    lotos = {"battle": [{"id": "l", "cards": ["BT4-060"]}]}
    return position(
        with_cards(pool, LEVEL_4, LEVEL_5),
        p1={**lotos, **side} if turn == "p1" else lotos,
        p2=side if turn == "p2" else None,
        turn=turn,
        memory=5,
    )


def test_bt4_060_a_level_4_its_player_plays_is_suspended_a_level_5_is_not(pool):
    g = play(_lotosmon(pool, "p1"), "play TST-9404", "play TST-9405")
    suspended = {s["top"]: s["suspended"] for s in battle(g, "p1").values()}
    assert suspended == {"BT4-060": False, "TST-9404": True, "TST-9405": False}


def test_bt4_060_a_level_4_the_opponent_plays_is_suspended_too(pool):
    g = play(_lotosmon(pool, "p2"), "play TST-9404")
    assert [s["suspended"] for s in battle(g, "p2").values()] == [True]


# ---- BT4-089 Plutomon --------------------------------------------------------------------

PURPLE_6 = option("TST-9406", colors=("purple",), cost=6, text="[Main] Gain 2 memory.")
PURPLE_7 = option("TST-9407", colors=("purple",), cost=7, text="[Main] Gain 2 memory.")
PURPLE_5 = digimon("TST-9408", level=5, colors=("purple",))


def test_bt4_089_draws_2_then_uses_a_purple_option_of_cost_6_or_less_free(pool):
    g = position(
        with_cards(pool, PURPLE_6, PURPLE_7, PURPLE_5),
        p1={
            "hand": ["BT4-089", "TST-9406", "TST-9407"],
            "battle": [{"id": "a", "cards": ["TST-9408"]}],
        },
        memory=5,
    )
    play(g, "digivolve a BT4-089")
    assert len(state(g)["players"]["p1"]["hand"]) == 2 + 1 + 2  # the digivolution draws 1
    play(g, "yes")  # the one card that fits is used: the cost 7 one doesn't

    assert state(g)["memory"] == 5 - 4 + 2  # its digivolution cost, then the Option's gain
    assert "TST-9406" in state(g)["players"]["p1"]["trash"]
    assert "TST-9407" in state(g)["players"]["p1"]["hand"]


# ---- BT4-099 Heir of Dragons -------------------------------------------------------------


def _heir(pool, name: str):
    mon = digimon("TST-9409", name=name)
    g = position(
        with_cards(pool, mon),
        p1={"hand": ["BT4-099"], "battle": [{"id": "a", "cards": ["TST-9409"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}]},
        memory=3,
    )
    return play(g, "option BT4-099")


def test_bt4_099_with_a_greymon_in_play_deletes_a_4000_dp_digimon(pool):
    g = _heir(pool, "MetalGreymon")
    assert battle(g, "p2") == {}
    assert len(state(g)["players"]["p1"]["hand"]) == 2


def test_bt4_099_a_doru_greymon_is_no_greymon_for_it(pool):
    g = _heir(pool, "DoruGreymon")
    assert list(battle(g, "p2")) == ["x"]


# ---- BT4-110 Dark Roar: its ruling Q1277 is in tests/rulings/bt4.toml ---------------------

# ---- BT4-113 AncientGreymon --------------------------------------------------------------

GREYMON = digimon("TST-9411", name="Greymon")
DORUGREYMON = digimon("TST-9412", name="DoruGreymon")
HYBRID = digimon("TST-9413", name="Agunimon", form="Hybrid")
A_G = "BT4-113"


def _ancientgreymon(pool, sources: list[str]):
    return position(
        with_cards(pool, GREYMON, DORUGREYMON, HYBRID),
        p1={"battle": [{"id": "a", "cards": [*sources, A_G]}]},
        p2={"security": ["ST1-02"] * 5},
        turn_number=3,
    )


def test_bt4_113_checks_1_more_for_a_greymon_and_a_hybrid_but_not_a_dorugreymon(pool):
    g = _ancientgreymon(pool, ["TST-9411", "TST-9412", "TST-9413"])
    play(g, "attack a player")
    while kind(g) not in ("main", None):
        play(g, legal(g)[0])
    assert state(g)["players"]["p2"]["security"] == 5 - 3


def test_bt4_113_on_deletion_plays_a_red_level_4_hybrid_from_the_hand(pool):
    kill = option("TST-9414", text="[Main] Delete 1 of your Digimon.")
    g = position(
        with_cards(pool, GREYMON, HYBRID, kill),
        p1={"hand": ["TST-9414", "TST-9413", "TST-9411"], "battle": [{"id": "a", "cards": [A_G]}]},
    )
    play(g, "option TST-9414", "yes")  # the Hybrid, the one card that fits

    assert [s["top"] for s in battle(g, "p1").values()] == ["TST-9413"]


# ---- BT5-034 Kotemon ---------------------------------------------------------------------

WARRIOR = digimon("TST-9415", colors=("yellow",), types=["Warrior"])
HOLY = digimon("TST-9416", colors=("yellow",), types=["Holy Warrior"])
RED_WARRIOR = digimon("TST-9417", types=["Warrior"])


def test_bt5_034_adds_yellow_warriors_and_holy_warriors_only(pool):
    g = position(
        with_cards(pool, WARRIOR, HOLY, RED_WARRIOR),
        p1={
            "hand": ["BT5-034"],
            "deck": ["TST-9417", "TST-9415", "ST1-02", "TST-9416", "TST-9415", "ST1-02"],
        },
        memory=3,
    )
    play(g, "play BT5-034")
    assert "card TST-9417" not in legal(g)
    play(g, "card TST-9415", "card TST-9416")
    while kind(g) not in ("main", None):
        play(g, legal(g)[0])
    assert sorted(state(g)["players"]["p1"]["hand"]) == ["TST-9415", "TST-9416"]
    assert state(g)["players"]["p1"]["deck"] == 6 - 2


# ---- BT5-083 Megidramon ------------------------------------------------------------------


def test_bt5_083_trashes_the_top_5_of_both_decks(pool):
    purple_5 = digimon("TST-9418", level=5, colors=("purple",))
    g = position(
        with_cards(pool, purple_5),
        p1={"hand": ["BT5-083"], "battle": [{"id": "a", "cards": ["TST-9418"]}]},
        memory=3,
    )
    play(g, "digivolve a BT5-083")
    players = state(g)["players"]
    assert (len(players["p1"]["trash"]), len(players["p2"]["trash"])) == (5, 5)


def _megidramon_deleted(pool, with_tamer: bool):
    kill = option("TST-9414", colors=("purple",), text="[Main] Delete 1 of your Digimon.")
    stacks = [{"id": "m", "cards": ["BT5-083"]}]
    if with_tamer:
        stacks.append({"id": "t", "cards": ["TST-9402"]})
    g = position(
        with_cards(pool, kill, tamer("TST-9402")),
        p1={"hand": ["TST-9414"], "battle": stacks, "trash": ["BT12-018"]},
    )
    return play(g, "option TST-9414")


def test_bt5_083_on_deletion_plays_a_gallantmon_from_the_trash_with_a_tamer(pool):
    g = _megidramon_deleted(pool, with_tamer=True)
    play(g, "yes")
    assert "BT12-018" in [s["top"] for s in battle(g, "p1").values()]


def test_bt5_083_on_deletion_does_nothing_without_a_tamer(pool):
    g = _megidramon_deleted(pool, with_tamer=False)
    assert battle(g, "p1") == {}
    assert "BT12-018" in state(g)["players"]["p1"]["trash"]


# ---- BT5-071 Guilmon ---------------------------------------------------------------------


def _guilmon_after(pool, text: str) -> int:
    how = option("TST-9419", colors=("purple",), text=text)
    g = position(
        with_cards(pool, how),
        p1={"hand": ["TST-9419"], "battle": [{"id": "g", "cards": ["BT5-071"]}]},
        memory=3,
    )
    play(g, "option TST-9419")
    assert battle(g, "p1") == {}
    return state(g)["memory"]


def test_bt5_071_deleted_by_an_effect_gains_1_memory(pool):
    assert _guilmon_after(pool, "[Main] Delete 1 of your Digimon.") == 4


def test_bt5_071_deleted_at_0_dp_is_not_deleted_by_an_effect(pool):
    """An effect took its DP to 0; the rules deleted it (17-1-3-1-1), not the effect."""
    assert _guilmon_after(pool, "[Main] 1 of your Digimon gets -5000 DP for the turn.") == 3


# ---- BT4-096 Izzy Izumi ------------------------------------------------------------------

BLACK = digimon("TST-9420", colors=("black",))


def _izzy(pool, third: str):
    g = position(
        with_cards(pool, BLACK),
        p1={"hand": ["BT4-096"], "deck": ["TST-9420", "TST-9420", third, "ST1-02"]},
        memory=5,
    )
    play(g, "play BT4-096")
    while kind(g) == "card":  # the revealed cards back on top, in an order chosen
        play(g, legal(g)[0])
    assert state(g)["players"]["p1"]["deck"] == 4
    return state(g)["memory"]


def test_bt4_096_three_black_cards_revealed_gain_1_memory(pool):
    assert _izzy(pool, "TST-9420") == 5 - 4 + 1


def test_bt4_096_one_revealed_card_not_black_gains_nothing(pool):
    assert _izzy(pool, "ST1-02") == 5 - 4


# ---- BT4-103 Full Moon Blaster: the 7-card case is ruling Q1267 (tests/rulings/bt4.toml) ---


def test_bt4_103_with_8_cards_in_the_opponents_hand_the_digimon_goes_under_the_deck(pool):
    g = position(
        pool,
        p1={"hand": ["BT4-103"], "battle": [{"id": "a", "cards": ["ST2-03"]}]},
        p2={"hand": ["ST1-02"] * 8, "battle": [{"id": "x", "cards": ["ST1-03", "ST1-07"]}]},
        memory=8,
    )
    play(g, "option BT4-103")
    p2 = state(g)["players"]["p2"]
    assert battle(g, "p2") == {}
    assert (len(p2["hand"]), p2["deck"], p2["trash"]) == (8, 11, ["ST1-03"])


# ---- BT5-096 Supreme Cannon --------------------------------------------------------------


def test_bt5_096_returns_up_to_5000_dp_with_a_garurumon_and_3000_without(pool):
    for mine, returned in (("BT1-036", {"x", "y"}), ("ST2-03", {"x"})):
        g = position(
            pool,
            p1={"hand": ["BT5-096"], "battle": [{"id": "a", "cards": [mine]}]},
            p2={
                "battle": [
                    {"id": "x", "cards": ["TST-3000"]},
                    {"id": "y", "cards": ["ST1-03", "TST-5000"]},
                    {"id": "z", "cards": ["TST-6000"]},
                ]
            },
            memory=8,
        )
        play(g, "option BT5-096")
        assert set(battle(g, "p2")) == {"x", "y", "z"} - returned, mine


# ---- BT5-110 All Delete ------------------------------------------------------------------


def test_bt5_110_returning_an_omnimon_deletes_every_digimon_and_tamer(pool):
    g = position(
        with_cards(pool, tamer("TST-9402", colors=("white",))),
        p1={
            "hand": ["BT5-110"],
            "battle": [
                {"id": "o", "cards": ["ST1-07", "BT5-086"]},
                {"id": "a", "cards": ["TST-3000"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "t", "cards": ["TST-9402"]}]},
        memory=10,
    )
    play(g, "option BT5-110", "yes")
    p1 = state(g)["players"]["p1"]
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert p1["hand"] == ["BT5-086"]
    assert sorted(p1["trash"]) == ["BT5-110", "ST1-07", "TST-3000"]


def test_bt5_110_without_an_omnimon_to_return_deletes_nothing(pool):
    g = position(
        with_cards(pool, tamer("TST-9402", colors=("white",))),
        p1={
            "hand": ["BT5-110"],
            "battle": [{"id": "a", "cards": ["ST1-07"]}, {"id": "t", "cards": ["TST-9402"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=10,
    )
    play(g, "option BT5-110")
    assert list(battle(g, "p1")) == ["a", "t"] and list(battle(g, "p2")) == ["x"]


# ---- BT5-045 LordKnightmon: its play on attacking is ruling Q1332 (tests/rulings/bt5.toml) -


def test_bt5_045_gets_1000_dp_for_every_other_digimon_of_its_player(pool):
    alone = position(pool, p1={"battle": [{"id": "l", "cards": ["BT5-045"]}]})
    base = battle(alone, "p1")["l"]["dp"]
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "l", "cards": ["BT5-045"]},
                *({"id": i, "cards": ["TST-1000"]} for i in "ab"),
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}]},
        turn="p2",
    )
    assert battle(g, "p1")["l"]["dp"] == base + 2000


# ---- BT5-019 Shoutmon DX (its rulings are in tests/rulings/bt5.toml) ----------------------

ZEIGGREYMON = digimon("TST-9421", name="ZeigGreymon", level=6)


def test_bt5_019_deletes_once_for_every_omnishoutmon_or_zeiggreymon_under_it(pool):
    """An [OmniShoutmon] under it and a [ZeigGreymon] placed on top of its digivolution cards:
    two of the opponent's Digimon with 5000 DP or less are deleted; the 6000 DP one stays."""
    g = position(
        with_cards(pool, ZEIGGREYMON),
        p1={"hand": ["BT5-019", "TST-9421"], "battle": [{"id": "a", "cards": ["BT5-014"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-5000"]},
                {"id": "y", "cards": ["TST-6000"]},
                {"id": "z", "cards": ["TST-3000"]},
            ]
        },
        memory=5,
        turn_number=3,
    )
    play(g, "digivolve a BT5-019", "yes", "card TST-9421")
    while kind(g) == "target":
        play(g, legal(g)[0])
    assert battle(g, "p1")["a"]["cards"] == ["BT5-014", "TST-9421", "BT5-019"]
    assert list(battle(g, "p2")) == ["y"]


def test_bt5_019_declining_the_placing_still_counts_what_is_under_it(pool):
    """ "Then," happens either way (1-3-2): the [OmniShoutmon] alone deletes one."""
    g = position(
        pool,
        p1={"hand": ["BT5-019"], "battle": [{"id": "a", "cards": ["BT5-014"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "z", "cards": ["TST-3000"]}]},
        memory=5,
        turn_number=3,
    )
    play(g, "digivolve a BT5-019", "no")
    while kind(g) == "target":
        play(g, legal(g)[0])
    assert len(battle(g, "p2")) == 1


# ---- BT4-047 Rasielmon -------------------------------------------------------------------


def test_bt4_047_recovers_2_and_trashes_1_at_the_end_of_the_opponents_turn(pool):
    yellow_5 = digimon("TST-9422", level=5, colors=("yellow",))
    g = position(
        with_cards(pool, yellow_5),
        p1={
            "hand": ["BT4-047"],
            "battle": [{"id": "a", "cards": ["TST-9422"]}],
            "security": ["ST1-02"] * 2,
        },
        memory=5,
        turn_number=3,
    )
    play(g, "digivolve a BT4-047")
    assert state(g)["players"]["p1"]["security"] == 4
    play(g, "pass")  # p1's turn ends: nothing is trashed
    assert state(g)["players"]["p1"]["security"] == 4
    while kind(g) != "main":
        play(g, legal(g)[0])
    play(g, "pass")  # p2's turn ends
    assert state(g)["players"]["p1"]["security"] == 3
