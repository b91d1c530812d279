"""Effects of promotional cards (P-), each in the smallest position where a wrong reading
would show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

from digimon_tui.engine import refusals

# ---- P-053 Ophanimon --------------------------------------------------------------------


def test_p_053_ophanimon_when_attacking_lowers_a_digimon_and_the_security_digimon(pool):
    """Its [When Attacking] -2000 goes to 1 of the opponent's Digimon and to every Security
    Digimon of theirs for the turn: Titamon (12000) checked from the security stack battles
    at 10000 and loses to Ophanimon's 11000."""
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": ["P-053"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}], "security": ["BT1-080", "ST1-02"]},
        memory=3,
    )
    play(g, "attack o player")
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert "o" in battle(g, "p1")
    assert state(g)["players"]["p2"]["trash"] == ["BT1-080"]


# ---- P-023 Patamon's Confession ---------------------------------------------------------


def test_p_023_patamons_confession_places_patamon_under_the_security_stack(pool):
    """With T.K. Takaishi in play, 1 of your [Patamon] goes face down to the bottom of your
    security stack and the cards under it to the trash (4-7-8)."""
    g = position(
        pool,
        p1={
            "hand": ["P-023"],
            "battle": [
                {"id": "t", "cards": ["BT1-087"]},
                {"id": "p", "cards": ["BT1-002", "BT1-048"]},
            ],
            "security": ["ST1-02"],
        },
        memory=3,
    )
    play(g, "option P-023")
    p1 = state(g)["players"]["p1"]
    assert "p" not in battle(g, "p1")
    assert p1["security"] == 2
    assert sorted(p1["trash"]) == ["BT1-002", "P-023"]


# ---- P-132 Galemon ----------------------------------------------------------------------


def test_p_132_galemon_may_suspend_a_digimon_of_either_player_for_its_dp(pool):
    """Its [When Digivolving] cost "suspending 1 Digimon" may take one of either player's."""
    g = position(
        pool,
        p1={"hand": ["P-132"], "battle": [{"id": "g", "cards": ["BT1-064"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST2-03"]}]},
        memory=3,
    )
    play(g, "digivolve g P-132", "yes")
    assert {"target g", "target x"} <= set(legal(g))
    play(g, "target x")
    assert battle(g, "p2")["x"]["suspended"] is True
    assert battle(g, "p1")["g"]["dp"] == 5000 + 2000


# ---- P-111 Knightmon --------------------------------------------------------------------


def test_p_111_knightmon_counts_each_of_your_digimon_itself_included(pool):
    """Its [On Play] gives 1 of the opponent's Digimon -3000 DP for each of your Digimon:
    Knightmon and one other make -6000 (a Tamer doesn't count)."""
    g = position(
        pool,
        p1={
            "hand": ["P-111"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "t", "cards": ["BT1-085"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["BT1-080"]}]},
        memory=10,
    )
    play(g, "play P-111")
    assert battle(g, "p2")["x"]["dp"] == 12000 - 6000


# ---- P-051 MetalGarurumon, P-086 Syakomon: "can't be attacked" --------------------------


def test_p_051_metalgarurumon_cant_be_attacked_in_the_opponents_turn(pool):
    """Its [Opponent's Turn] keeps it from being the target of an attack declaration: the
    attacker may take the player or the other suspended Digimon, not MetalGarurumon."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-12000"]}]},
        p2={
            "battle": [
                {"id": "m", "cards": ["P-051"], "suspended": True},
                {"id": "x", "cards": ["TST-3000"], "suspended": True},
            ]
        },
        memory=3,
    )
    moves = set(legal(g))
    assert {"attack a player", "attack a x"} <= moves
    assert "attack a m" not in moves
    why = refusals.why_illegal(g, "attack a m")
    assert why == "m can't be attacked: an effect prevents it (15-1-3)"


def test_p_086_syakomon_keeps_one_digimon_from_being_attacked_through_the_next_turn(pool):
    """With a blue Tamer, its [On Play] protects the Digimon chosen until the end of the
    opponent's turn: there the other suspended Digimon may be attacked, the chosen one not."""
    g = position(
        pool,
        p1={
            "hand": ["P-086"],
            "battle": [
                {"id": "t", "cards": ["ST2-12"]},
                {"id": "s", "cards": ["TST-3000"], "suspended": True},
                {"id": "u", "cards": ["TST-2000"], "suspended": True},
            ],
        },
        p2={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        memory=5,
    )
    play(g, "play P-086", "target s", "pass")
    moves = set(legal(g))
    assert {"attack a player", "attack a u"} <= moves
    assert "attack a s" not in moves


# ---- P-016 Diaboromon: a keyword scaled by a count ---------------------------------------


def test_p_016_diaboromon_checks_one_more_card_for_each_diaboromon(pool):
    """[Your Turn] <Security A. +1> for each [Diaboromon] you have: with itself and one other
    Diaboromon it checks 3 cards; a Digimon of another name adds nothing."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "d", "cards": ["P-016"]},
                {"id": "e", "cards": ["P-016"]},
                {"id": "x", "cards": ["TST-3000"]},
            ]
        },
        p2={"security": ["TST-1000"] * 5},
        memory=3,
    )
    play(g, "attack d player")
    assert state(g)["players"]["p2"]["security"] == 2


# ---- P-034 DemiDevimon: a count of trash cards with a filter ----------------------------

_DEVIMONS = ["BT4-088", "BT2-074", "BT4-081", "BT4-084", "EX1-058"]
"""DanDevimon and four other Digimon cards with [Devimon] in their names."""


def _demidevimon_deleted(pool, trash):
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["P-034", "TST-1000"]}], "trash": trash},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
    )
    return play(g, "attack d x")


def test_p_034_demidevimon_counts_only_digimon_cards_with_devimon_in_their_names(pool):
    """Its inherited [On Deletion] wants 7 such cards in the trash: with a Digimon of
    another name as the seventh trash card it doesn't activate, with one more Devimon it
    plays DanDevimon from the trash."""
    g = _demidevimon_deleted(pool, [*_DEVIMONS, "ST1-02"])
    assert kind(g) == "main" and battle(g, "p1") == {}
    g = _demidevimon_deleted(pool, [*_DEVIMONS, "BT3-088"])
    play(g, "yes")
    assert [s["name"] for s in battle(g, "p1").values()] == ["DanDevimon"]


# ---- P-030 Lobomon: a digivolution an effect may make, and a deletion at the turn's end ---


def test_p_030_lobomon_digivolves_for_1_and_is_deleted_at_the_end_of_the_turn(pool):
    """Its [When Digivolving] may digivolve it into AncientGarurumon in the hand for 1
    memory, ignoring the requirements (a level 4 to 6); if it does, the Digimon it became
    is deleted at the end of the turn."""
    g = position(
        pool,
        p1={"hand": ["P-030", "BT4-114"], "battle": [{"id": "l", "cards": ["ST2-03"]}]},
        memory=5,
    )
    play(g, "digivolve l P-030", "yes", "card BT4-114")
    assert battle(g, "p1")["l"]["name"] == "AncientGarurumon"
    assert state(g)["memory"] == 5 - 2 - 1
    play(g, "pass")
    assert "l" not in battle(g, "p1")
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT4-114", "P-030", "ST2-03"]


def test_p_030_lobomon_declined_stays_in_play(pool):
    """Declined, nothing is deleted at the end of the turn."""
    g = position(
        pool,
        p1={"hand": ["P-030", "BT4-114"], "battle": [{"id": "l", "cards": ["ST2-03"]}]},
        memory=5,
    )
    play(g, "digivolve l P-030", "no", "pass")
    assert battle(g, "p1")["l"]["name"] == "Lobomon"


# ---- P-072 MetalGreymon: Alterous Mode, P-073 WereGarurumon: Sagittarius Mode -----------
# Inherited: trash 2 digivolution cards of one level to keep the Digimon in play.


def test_p_073_keeps_a_garurumon_deleted_in_battle_for_two_cards_of_one_level(pool):
    """Under MetalGarurumon, losing a battle: its owner may trash the two level 3 cards
    under it instead of losing it; the card that beat it stays too."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-02", "ST2-04", "P-073", "ST2-11"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert legal(g) == ["card a ST2-02", "card a ST2-04", "no-prevent"]
    play(g, "card a ST2-04")
    assert battle(g, "p1")["a"]["cards"] == ["P-073", "ST2-11"]
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["ST2-02", "ST2-04"]
    assert "x" in battle(g, "p2")


def test_p_073_doesnt_keep_it_from_an_effects_deletion(pool):
    """It covers a deletion in battle only: Gaia Force deletes the Digimon unasked."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-02", "ST2-04", "P-073", "ST2-11"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16")
    assert battle(g, "p1") == {}


def test_p_072_keeps_a_greymon_from_leaving_by_an_effect(pool):
    """Under WarGreymon, against Gaia Force's deletion and Cocytus Breath's return to the
    hand alike: its owner may trash the two level 4 cards under it instead."""
    for option in ("ST1-16", "ST2-16"):
        g = position(
            pool,
            p1={"battle": [{"id": "w", "cards": ["ST1-07", "ST1-06", "P-072", "ST1-11"]}]},
            p2={
                "hand": [option],
                "battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "u", "cards": ["ST2-12"]}],
            },
            turn="p2",
            memory=10,
        )
        play(g, f"option {option}")
        assert legal(g) == ["card w ST1-06", "card w ST1-07", "no-prevent"]
        play(g, "card w ST1-06")
        assert battle(g, "p1")["w"]["cards"] == ["P-072", "ST1-11"]
        assert state(g)["players"]["p1"]["hand"] == []


def test_p_072_needs_greymon_or_omnimon_in_the_name(pool):
    """Under Phoenixmon the effect is not in force: Gaia Force deletes it unasked."""
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST1-07", "ST1-06", "P-072", "ST1-10"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16")
    assert battle(g, "p1") == {}


# ---- P-045 Kurisarimon: <Decoy> of two colours --------------------------------------------


def _kurisarimon_and_gaia_force(pool, target):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "k", "cards": ["P-045", "TST-3000"]},
                {"id": "d", "cards": ["TST-3000"]},
                {"id": "b", "cards": ["BT2-052"]},
                {"id": "gr", "cards": ["TST-2000"]},
            ]
        },
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16", f"target {target}")
    return g


def test_p_045_kurisarimon_gives_decoy_black_white_to_the_others_of_its_name(pool):
    """The other Digimon named as the one over Kurisarimon gains <Decoy (Black/White)>: it may
    be deleted in place of a black Digimon (the stack over Kurisarimon itself may not)."""
    g = _kurisarimon_and_gaia_force(pool, "b")
    assert legal(g) == ["decoy d", "no-prevent"]
    play(g, "decoy d")
    assert set(battle(g, "p1")) == {"k", "b", "gr"}


def test_p_045_kurisarimons_decoy_doesnt_cover_a_green_digimon(pool):
    g = _kurisarimon_and_gaia_force(pool, "gr")
    assert set(battle(g, "p1")) == {"k", "d", "b"}


# ---- P-109 Imperialdramon: Dragon Mode -----------------------------------------------------


def test_p_109_imperialdramon_plays_a_tamer_or_a_small_digimon_when_suspended(pool):
    """Suspended by its own [When Digivolving], it may play for free a Tamer or a Digimon
    card with 4000 DP or less from the hand: Tai Kamiya or the Biyomon drawn, not a 5000 DP
    Digimon; its [When Digivolving] then unsuspends it."""
    g = position(
        pool,
        p1={"hand": ["P-109", "ST1-12", "TST-5000"], "battle": [{"id": "i", "cards": ["ST2-08"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=8,
    )
    play(g, "digivolve i P-109", "target i", "target i", "yes")
    assert legal(g) == ["card ST1-12", "card ST1-02"]
    play(g, "card ST1-12")
    mine = battle(g, "p1")
    assert [s["name"] for s in mine.values()] == ["Imperialdramon: Dragon Mode", "Tai Kamiya"]
    assert mine["i"]["suspended"] is False
    assert state(g)["memory"] == 8 - 4


# ---- P-076 Deltamon: a card with 2 colours or [Composite] in its traits ------------------


def test_p_076_deltamon_digivolves_for_2_less_into_a_two_colour_card(pool):
    """Into yellow and black DarkSuperStarmon its digivolution costs 3 - 2; into
    single-colour MetalGreymon the printed 3."""
    paid = {}
    for card in ("BT9-039", "ST1-09"):
        g = position(
            pool, p1={"hand": [card], "battle": [{"id": "d", "cards": ["P-076"]}]}, memory=5
        )
        play(g, f"digivolve d {card}")
        paid[card] = 5 - state(g)["memory"]
    assert paid == {"BT9-039": 1, "ST1-09": 3}


def test_p_076_deltamon_deletes_one_for_each_of_its_colours_when_attacking(pool):
    """Its inherited [When Attacking] under a black and red Digimon deletes 2 of the
    opponent's Digimon with 3000 DP or less (1 for each colour)."""
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["P-076", "ST13-12"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"]},
                {"id": "y", "cards": ["TST-3000"]},
                {"id": "z", "cards": ["TST-4000"]},
            ]
        },
        memory=3,
    )
    play(g, "attack m player")
    while kind(g) == "target":
        play(g, legal(g)[0])
    assert set(battle(g, "p2")) == {"z"}


# ---- P-088 Siriusmon: a card from the hand placed as its bottom digivolution card --------


def _siriusmon(pool, answer):
    g = position(
        pool,
        p1={"hand": ["P-088", "BT8-008"], "battle": [{"id": "s", "cards": ["BT1-020"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-6000"]},
                {"id": "y", "cards": ["TST-5000"]},
                {"id": "z", "cards": ["TST-7000"]},
            ],
            "security": ["TST-1000"],
        },
        memory=8,
    )
    return play(g, "digivolve s P-088", answer)


def test_p_088_siriusmon_places_a_gammamon_under_it_and_deletes_two_at_12000_dp(pool):
    """Its [When Digivolving] places Gammamon from the hand at the bottom of its stack for
    +2000 DP (13000); its [When Attacking] then deletes 2 Digimon with 6000 DP or less."""
    g = _siriusmon(pool, "yes")
    s = battle(g, "p1")["s"]
    assert (s["cards"][0], s["dp"]) == ("BT8-008", 13000)
    play(g, "attack s player", "first 1")
    assert set(battle(g, "p2")) == {"z"}


def test_p_088_siriusmon_at_11000_dp_deletes_one(pool):
    g = _siriusmon(pool, "no")
    assert battle(g, "p1")["s"]["dp"] == 11000
    play(g, "attack s player")
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")
    assert set(battle(g, "p2")) == {"x", "z"}


# ---- P-085 Dracmon: a digivolution from the trash for its cost -------------------------------


def test_p_085_dracmon_digivolves_from_the_trash_paying_the_cost(pool):
    """With a purple Tamer, its [On Play] may digivolve it into a Digimon card with [Undead]
    or [Dark Animal] in its traits from the trash, paying the digivolution cost (2)."""
    g = position(
        pool,
        p1={
            "hand": ["P-085"],
            "trash": ["BT3-082"],
            "battle": [{"id": "t", "cards": ["ST6-14"]}],
        },
        memory=5,
    )
    play(g, "play P-085", "yes", "card BT3-082")
    mine = battle(g, "p1")
    assert [s["name"] for s in mine.values()] == ["Matt Ishida", "BlackGatomon"]
    assert state(g)["memory"] == 5 - 3 - 2


# ---- P-095 Pause Plug-In P: "can't activate its [When Digivolving] effects" ------------------


def test_p_095_pause_plug_in_stops_the_when_digivolving_effects_through_the_next_turn(pool):
    """With a Tamer in play it is used without its colour: Monochromon gets -6000 DP, and in
    its owner's next turn its digivolution into Panjyamon triggers no [When Digivolving]
    effect (without the Option, Panjyamon's would offer to play the Tamer in hand)."""
    for use in (True, False):
        g = position(
            pool,
            p1={"hand": ["P-095"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
            p2={"hand": ["BT11-054", "ST2-12"], "battle": [{"id": "x", "cards": ["BT7-048"]}]},
            memory=10,
        )
        if use:
            play(g, "option P-095")
            assert battle(g, "p2")["x"]["dp"] == 8000 - 6000
        play(g, "pass", "digivolve x BT11-054")
        assert kind(g) == ("main" if use else "optional")


# ---- P-033 Sunarizamon ---------------------------------------------------------------------


def test_p_033_sunarizamon_gives_piercing_to_black_digimon_of_13000_dp(pool):
    """[Your Turn] your black Digimon with 13000 DP or more gain <Piercing>: AncientVolcanomon
    (13000) deleting a Digimon goes on to check a security card; HiAndromon (12000) doesn't."""
    checked = {}
    for attacker in ("BT7-066", "BT2-064"):
        g = position(
            pool,
            p1={"battle": [{"id": "s", "cards": ["P-033"]}, {"id": "a", "cards": [attacker]}]},
            p2={
                "battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}],
                "security": ["TST-1000", "TST-1000"],
            },
            memory=3,
        )
        play(g, "attack a x")
        checked[attacker] = 2 - state(g)["players"]["p2"]["security"]
    assert checked == {"BT7-066": 1, "BT2-064": 0}


def test_p_033_sunarizamons_inherited_security_attack_needs_13000_dp(pool):
    """Under a black Digimon of 13000 DP it gains <Security A. +1>: 2 cards checked."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["P-033", "BT7-066"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 1


def test_p_072_the_prevent_question_says_what_trashing_the_card_does(pool):
    from digimon_tui.ui.move_labels import label

    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST1-07", "ST1-06", "P-072", "ST1-11"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16")
    assert [label(g, m) for m in g.legal_moves()] == [
        "Trash Coredramon and another card of its level from under w WarGreymon",
        "Trash Greymon and another card of its level from under w WarGreymon",
        "Let it be deleted",
    ]
