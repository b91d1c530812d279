"""Cards of BT4, BT7 and EX2 that joined the pool once the compiler read them exactly,
each played where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

from digimon_tui.engine import queries as q


def _rizegreymon_attacks(pool, tamer: bool):
    side = [{"id": "a", "cards": ["BT4-017", "TST-8000"]}]
    if tamer:
        side.append({"id": "t", "cards": ["ST1-12"]})
    g = position(
        pool,
        p1={"battle": side},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player")
    return g


def test_bt4_017_rizegreymon_inherited_lowers_a_digimon_only_with_a_tamer_in_play(pool) -> None:
    """BT4-017 RizeGreymon's inherited [When Attacking]: with a Tamer in play, 1 of the
    opponent's Digimon gets -2000 DP; without one, nothing."""
    assert battle(_rizegreymon_attacks(pool, tamer=True), "p2")["x"]["dp"] == 1000
    assert battle(_rizegreymon_attacks(pool, tamer=False), "p2")["x"]["dp"] == 3000


def test_bt4_088_dandevimon_on_deletion_the_opponent_trashes_2_cards_of_their_hand(pool) -> None:
    """BT4-088 DanDevimon's [On Deletion]: the opponent chooses 2 cards of their own hand
    and trashes them."""
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["BT4-088"]}]},
        p2={
            "hand": ["ST1-02", "ST1-03", "ST1-04"],
            "battle": [{"id": "x", "cards": ["TST-13000"], "suspended": True}],
        },
        memory=3,
    )
    play(g, "attack d x")
    assert g.pending is not None and g.pending.player == 1  # the opponent chooses
    play(g, "card ST1-02", "card ST1-04")
    p2 = state(g)["players"]["p2"]
    assert p2["hand"] == ["ST1-03"] and sorted(p2["trash"]) == ["ST1-02", "ST1-04"]


def test_bt7_024_daipenmon_draws_1_for_each_opponents_digimon_with_no_digivolution_cards(
    pool,
) -> None:
    """BT7-024 DaiPenmon's [When Digivolving]: two of the opponent's three Digimon have no
    digivolution cards: 2 cards, and 1 more for the digivolution bonus."""
    g = position(
        pool,
        p1={"hand": ["BT7-024"], "battle": [{"id": "p", "cards": ["ST2-05"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-3000"]},
                {"id": "z", "cards": ["ST1-03", "TST-3000"]},
            ]
        },
        memory=5,
    )
    play(g, "digivolve p BT7-024")
    assert len(state(g)["players"]["p1"]["hand"]) == 3


def test_bt7_045_tortomon_inherited_puts_a_green_digimon_on_the_deck_for_3000_dp(pool) -> None:
    """BT7-045 Tortomon's inherited [When Attacking]: a green Digimon card from the hand goes
    on top of the deck, and the Digimon gets +3000 DP for the turn."""
    g = position(
        pool,
        p1={
            "hand": ["ST1-02", "ST4-03"],
            "battle": [{"id": "a", "cards": ["BT7-045", "TST-5000"]}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack a player", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["ST1-02"] and p1["battle"]["a"]["dp"] == 8000
    assert g.defs[g.players[0].deck[-1]].number == "ST4-03"


MOTHER = {  # a stand-in named as the card they wait for (EX2-007 is not in the pool)
    "number": "TEST-70",
    "name": "Mother D-Reaper",
    "category": "digimon",
    "colors": ["white"],
    "cost": 10,
    "dp": 10000,
}


def _agents(pool, mother: bool, turn: str = "p1"):
    side = [
        {"id": "c", "cards": ["EX2-050"]},
        {"id": "p", "cards": ["EX2-051"]},
        {"id": "h", "cards": ["EX2-052"], "played_this_turn": True},
    ]
    if mother:
        side.append({"id": "m", "cards": ["TEST-70"]})
    foe = {"battle": [{"id": "x", "cards": ["TST-1000"]}], "security": ["TST-1000"]}
    return position(with_cards(pool, MOTHER), p1={"battle": side}, p2=foe, turn=turn, memory=3)


def test_ex2_050_052_the_d_reaper_agents_need_mother_d_reaper_in_play(pool) -> None:
    """EX2-052 Horn Striker's <Rush>, EX2-051 Palates Head's [Main] deletion and EX2-050
    Creep Hands' <Blocker> (in the opponent's turn) hold only while [Mother D-Reaper] is
    in play."""
    for mother in (True, False):
        moves = legal(_agents(pool, mother))
        assert ("attack h player" in moves) is mother
        assert ("activate p" in moves) is mother
        g = _agents(pool, mother, turn="p2")
        assert q.has_blocker(g, g.permanent("c")) is mother


def _flamemon_adds(pool, top: list[str]) -> list[str]:
    g = position(
        pool,
        p1={"hand": ["BT7-008"], "deck": [*top, "ST1-02", "ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "play BT7-008")
    return state(g)["players"]["p1"]["hand"]


def test_bt7_008_flamemon_adds_a_hybrid_card_susanoomon_or_takuya_kanbara(pool) -> None:
    """BT7-008 Flamemon's [On Play] adds "1 card with [Hybrid] in its traits, [Susanoomon],
    or [Takuya Kanbara]" among the top 4: the Takuya Kanbara Tamer (BT12-088) or the Hybrid
    Beetlemon is taken; Greymon (neither) is not."""
    assert _flamemon_adds(pool, ["ST1-07", "BT12-088"]) == ["BT12-088"]
    assert _flamemon_adds(pool, ["ST1-07", "BT7-046"]) == ["BT7-046"]
    assert _flamemon_adds(pool, ["ST1-07", "ST1-03"]) == []
