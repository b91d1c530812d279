"""BT6, BT7 and BT8 cards whose printed wordings compile since the normalisation learnt them
(docs/card-compiler.md), each played where a wrong reading would show: BT6-019 Gabumon,
BT6-028 Pukumon, BT6-053 Eldradimon, BT6-054 AncientTroymon, BT6-078 SkullGreymon, BT6-092
Menoa Bellucci, BT6-096 Forbidden Trident, BT6-110 Cutting Edge, BT7-002 Bukamon, BT7-004
Koromon, BT7-018 Gomamon, BT7-027 Whamon, BT7-028 KingWhamon, BT7-043 Gotsumon, BT8-044
Azulongmon, BT8-057 Shivamon, BT8-083 MaloMyotismon, BT8-108 Mist Memory Boost!. Their official
rulings are in tests/rulings/."""

from __future__ import annotations

from games import legal, play, position, state

MYOTISMON, VENOM, MALO_OLD, MYOTISMON_8 = "BT2-075", "BT2-079", "BT3-092", "BT8-080"
GOBLIMON, OGREMON, ARBORMON = "BT1-064", "BT1-069", "BT6-049"
SECURITY = ["TST-1000", "TST-1000", "TST-1000"]


def test_bt8_108_trashes_two_draws_one_and_stays_in_the_battle_area(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT8-108"],
            "deck": [GOBLIMON, "BT1-065", "BT2-042", "ST1-02"],
            "battle": [{"id": "a", "cards": [MYOTISMON]}],
        },
        memory=3,
        turn_number=3,
    )
    play(g, "option BT8-108")
    p1 = state(g)["players"]["p1"]
    assert p1["trash"] == [GOBLIMON, "BT1-065"]
    assert p1["hand"] == ["BT2-042"]
    assert [s["top"] for s in p1["battle"].values()] == [MYOTISMON, "BT8-108"]


def test_bt8_044_unsuspends_the_digimon_that_digivolved_not_itself(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [OGREMON],
            "battle": [
                {"id": "z", "cards": ["BT8-044"], "suspended": True},
                {"id": "b", "cards": [GOBLIMON], "suspended": True},
            ],
        },
        memory=3,
        turn_number=3,
    )
    play(g, f"digivolve b {OGREMON}", "yes")
    battle = state(g)["players"]["p1"]["battle"]
    assert battle["b"]["suspended"] is False
    assert battle["z"]["suspended"] is True


def _gabumon_attacks(pool, top: str):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-019", top]}]},
        p2={"security": SECURITY},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player")
    return g


def test_bt6_019_inherited_unsuspends_gabumon_bond_of_friendship(pool) -> None:
    g = _gabumon_attacks(pool, "BT6-030")
    play(g, "first 2", "yes")
    assert state(g)["players"]["p1"]["battle"]["a"]["suspended"] is False


def test_bt6_019_inherited_does_nothing_under_another_digimon(pool) -> None:
    g = _gabumon_attacks(pool, "TST-5000")
    assert state(g)["players"]["p1"]["battle"]["a"]["suspended"] is True


def test_bt6_053_the_opponents_effects_cant_reduce_its_dp_in_their_turn(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["BT6-053"]}, {"id": "o", "cards": ["TST-5000"]}]},
        p2={"hand": ["BT7-098"], "battle": [{"id": "y", "cards": ["ST3-03"]}]},
        turn="p2",
        memory=3,
        turn_number=4,
    )
    play(g, "option BT7-098", "target e")
    assert state(g)["players"]["p1"]["battle"]["e"]["dp"] == 12000


def test_bt6_054_suspends_only_attackers_side_digimon_without_blocker(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT6-054"]}], "security": SECURITY},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "b", "cards": ["ST1-06"]},
            ]
        },
        turn="p2",
        memory=3,
        turn_number=4,
    )
    play(g, "attack x player")
    assert legal(g) == ["target x", "target y"]


def test_bt6_054_on_deletion_plays_only_a_green_hybrid_of_level_4_or_lower(pool) -> None:
    g = position(
        pool,
        p1={"hand": [ARBORMON, OGREMON], "battle": [{"id": "a", "cards": ["BT6-054"]}]},
        p2={"security": ["TST-15000"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player", "yes")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [ARBORMON]
    assert p1["hand"] == [OGREMON]


def _menoa_passes(pool, eosmon: bool):
    battle = [{"id": "m", "cards": ["BT6-092"]}]
    if eosmon:
        battle.append({"id": "e", "cards": ["BT6-083"]})
    g = position(
        pool,
        p1={"battle": battle},
        p2={
            "battle": [
                {"id": "t", "cards": ["BT1-086"], "suspended": True},
                {"id": "x", "cards": ["TST-1000"], "suspended": True},
            ]
        },
        memory=3,
        turn_number=3,
    )
    play(g, "pass")
    return state(g)["players"]["p2"]["battle"]


def test_bt6_092_keeps_the_opponents_tamers_suspended_while_eosmon_is_in_play(pool) -> None:
    battle = _menoa_passes(pool, eosmon=True)
    assert battle["t"]["suspended"] is True
    assert battle["x"]["suspended"] is False


def test_bt6_092_without_eosmon_the_opponents_tamers_unsuspend(pool) -> None:
    assert _menoa_passes(pool, eosmon=False)["t"]["suspended"] is False


def test_bt7_004_inherited_puts_the_revealed_card_at_the_bottom_if_chosen(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["BT7-004", "TST-5000"]}],
            "deck": [GOBLIMON, "ST1-02", "ST1-02"],
        },
        p2={"security": SECURITY},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player")
    assert legal(g) == ["top", "bottom"]
    play(g, "bottom")
    deck = g.players[0].deck  # top last
    assert [g.defs[uid].number for uid in deck] == [GOBLIMON, "ST1-02", "ST1-02"]


def test_bt7_018_draws_2_only_when_played_from_digivolution_cards(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["BT7-018", "TST-5000", "BT10-027"]}]},
        p2={"security": ["TST-1000", "TST-1000"], "battle": [{"id": "x", "cards": ["TST-1000"]}]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack r player", "yes", "card BT7-018")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02", "ST1-02"]
    from_hand = position(pool, p1={"hand": ["BT7-018"]}, memory=5, turn_number=3)
    play(from_hand, "play BT7-018")
    assert state(from_hand)["players"]["p1"]["hand"] == []


def test_bt7_043_puts_a_green_digimon_card_from_the_hand_on_top_of_the_deck(pool) -> None:
    g = position(pool, p1={"hand": ["BT7-043", GOBLIMON, "ST1-02"]}, memory=5, turn_number=3)
    play(g, "play BT7-043", "yes")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    assert state(g)["players"]["p1"]["deck"] == 11


def _malo_played(pool, myotismon_cards: list[str]):
    g = position(
        pool,
        p1={"hand": ["BT8-083"], "trash": myotismon_cards},
        p2={
            "security": SECURITY,
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"], "suspended": True},
            ],
        },
        memory=10,
        turn_number=3,
    )
    play(g, "play BT8-083")
    return state(g)["players"]["p2"]


def test_bt8_083_on_play_with_5_myotismon_cards_deletes_and_trashes_security(pool) -> None:
    p2 = _malo_played(pool, [MYOTISMON, MYOTISMON, VENOM, MALO_OLD, MYOTISMON_8])
    assert list(p2["battle"]) == ["y"]
    assert p2["security"] == 2


def test_bt8_083_on_play_with_4_myotismon_cards_does_nothing(pool) -> None:
    p2 = _malo_played(pool, [MYOTISMON, MYOTISMON, VENOM, MALO_OLD, GOBLIMON])
    assert list(p2["battle"]) == ["x", "y"]
    assert p2["security"] == 3


def test_bt8_083_when_digivolving_gains_1_memory_once_a_myotismon_is_trashed(pool) -> None:
    def digivolve(deck: list[str]) -> int:
        g = position(
            pool,
            p1={"hand": ["BT8-083"], "deck": deck, "battle": [{"id": "a", "cards": [MYOTISMON]}]},
            memory=5,
            turn_number=3,
        )
        play(g, "digivolve a BT8-083")
        return state(g)["memory"]

    assert digivolve(["ST1-02"] * 4 + [MYOTISMON] + ["ST1-02"] * 3) == 2
    assert digivolve(["ST1-02"] * 8) == 1


def test_bt6_078_trashed_by_its_own_effect_goes_under_a_purple_digimon(pool) -> None:
    g = position(
        pool,
        p1={"hand": ["BT6-078"], "battle": [{"id": "s", "cards": ["BT6-078"]}]},
        p2={"security": SECURITY},
        memory=3,
        turn_number=3,
    )
    play(g, "attack s player", "yes", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["s"]["cards"] == ["BT6-078", "BT6-078"]
    assert p1["trash"] == []


def _cutting_edge(pool, answer: str):
    g = position(
        pool,
        p1={"hand": ["BT6-110", "BT6-083"], "battle": [{"id": "w", "cards": ["BT6-083"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=6,
        turn_number=3,
    )
    play(g, "option BT6-110", answer)
    return state(g)["players"]["p2"]["battle"]


def test_bt6_110_deletes_up_to_the_dp_of_the_eosmon_it_played(pool) -> None:
    assert list(_cutting_edge(pool, "yes")) == ["y"]


def test_bt6_110_deletes_nothing_without_a_played_eosmon(pool) -> None:
    assert list(_cutting_edge(pool, "no")) == ["x", "y"]


def _king_whamon_position(pool, stack: list[str], hand: list[str]):
    return position(
        pool,
        p1={"hand": hand, "battle": [{"id": "k", "cards": stack}]},
        p2={
            "security": ["TST-1000", "TST-1000"],
            "battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": [MYOTISMON]}],
        },
        memory=3,
        turn_number=3,
    )


def test_bt7_028_and_bt7_002_hear_a_play_from_digivolution_cards(pool) -> None:
    g = _king_whamon_position(pool, ["BT7-002", "BT7-018", "BT7-028"], [])
    play(g, "attack k player", "yes", "first 1", "first 1")
    assert state(g)["memory"] == 4  # Bukamon's inherited gain
    p2 = state(g)["players"]["p2"]
    assert list(p2["battle"]) == ["y"]
    assert p2["hand"] == ["TST-1000"]


def test_bt7_028_and_bt7_002_dont_hear_a_play_from_the_hand(pool) -> None:
    g = _king_whamon_position(pool, ["BT7-002", "BT7-028"], ["BT7-018"])
    play(g, "play BT7-018")
    assert state(g)["memory"] == 0
    assert list(state(g)["players"]["p2"]["battle"]) == ["x", "y"]


def test_bt7_027_plays_a_level_3_from_under_a_digimon_then_places_a_blue_card(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT7-027", "BT7-018", "BT1-065"],
            "battle": [{"id": "d", "cards": [GOBLIMON, "TST-5000"]}],
        },
        memory=9,
        turn_number=3,
    )
    play(g, "play BT7-027", "yes", "yes", "target d")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == ["TST-5000", "BT7-027", GOBLIMON]
    assert p1["battle"]["d"]["cards"] == ["BT7-018", "TST-5000"]
    assert p1["hand"] == ["BT1-065"]


def _pukumon(pool):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "pk", "cards": ["TST-1000", "TST-2000", "BT6-028"]},
                {"id": "a", "cards": ["TST-5000"]},
            ]
        },
        p2={"security": ["TST-1000", "TST-1000"], "battle": [{"id": "b", "cards": ["ST1-06"]}]},
        memory=3,
        turn_number=3,
    )


def test_bt6_028_digi_burst_keeps_the_opponents_blockers_from_blocking(pool) -> None:
    g = _pukumon(pool)
    play(g, "attack a player")
    assert legal(g) == ["block b", "no-block"]
    g = _pukumon(pool)
    play(g, "activate pk", "card TST-1000", "attack a player")
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt6_096_gives_2000_dp_and_a_when_attacking_return_of_a_level_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": ["BT6-096"], "battle": [{"id": "a", "cards": ["BT7-018"]}]},
        p2={
            "security": ["TST-1000", "TST-1000"],
            "battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": [MYOTISMON]}],
        },
        memory=3,
        turn_number=3,
    )
    play(g, "option BT6-096")
    assert state(g)["players"]["p1"]["battle"]["a"]["dp"] == 5000
    play(g, "attack a player")
    p2 = state(g)["players"]["p2"]
    assert list(p2["battle"]) == ["y"]
    assert p2["hand"] == ["TST-1000"]


def _shivamon(pool, suspended: bool):
    return position(
        pool,
        p1={
            "hand": ["BT8-108"],
            "battle": [{"id": "m", "cards": [MYOTISMON]}, {"id": "d", "cards": ["BT8-108"]}],
        },
        p2={"battle": [{"id": "s", "cards": ["BT8-057"], "suspended": suspended}]},
        memory=3,
        turn_number=3,
    )


def test_bt8_057_stops_option_cards_only_while_all_its_digimon_are_suspended(pool) -> None:
    assert "option BT8-108" not in legal(_shivamon(pool, suspended=True))
    assert "option BT8-108" in legal(_shivamon(pool, suspended=False))


def test_bt8_057_unsuspended_in_the_unsuspend_phase_trashes_a_security_card(pool) -> None:
    g = position(
        pool,
        p1={"security": SECURITY},
        p2={"battle": [{"id": "s", "cards": ["BT8-057"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "pass")
    assert state(g)["players"]["p1"]["security"] == 2
