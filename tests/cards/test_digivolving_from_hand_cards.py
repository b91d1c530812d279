"""Cards whose effects change a digivolution from the hand: the Digimon it starts from
(BT7-014 Aldamon: one with a Tamer card among its digivolution cards), the card it goes
into (BT9-090 Maki Himekawa: a 2-color black Digimon card) and an attack that may digivolve
(EX1-035 Kabuterimon), each played where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _aldamon_from_greymon(pool, under: str) -> int:
    g = position(
        pool,
        p1={"hand": ["BT7-014"], "battle": [{"id": "g", "cards": [under, "ST1-07"]}]},
        memory=3,
    )
    play(g, "digivolve g BT7-014")
    assert battle(g, "p1")["g"]["top"] == "BT7-014"
    return state(g)["memory"]


def test_bt7_014_aldamon_costs_2_less_only_from_a_digimon_over_a_tamer_card(pool) -> None:
    """BT7-014 Aldamon: "When one of your Digimon with a Tamer card in its digivolution cards
    would digivolve into this card in your hand, reduce the memory cost of the digivolution
    by 2": from a Greymon over Tai Kamiya's card it costs 1; over a Digimon card, its 3."""
    assert _aldamon_from_greymon(pool, "ST1-12") == 2
    assert _aldamon_from_greymon(pool, "ST1-03") == 0


def _maki(pool, into: str):
    g = position(
        pool,
        p1={
            "hand": [into],
            "battle": [{"id": "m", "cards": ["BT9-090"]}, {"id": "j", "cards": ["ST5-02"]}],
        },
        memory=3,
    )
    play(g, f"digivolve j {into}")
    return g


def test_bt9_090_maki_himekawa_lowers_the_cost_into_a_2_color_black_digimon_card(pool) -> None:
    """BT9-090 Maki Himekawa: suspending her takes 1 off a digivolution into a 2-color
    black Digimon card (BT9-061 Monochromon, black and red); into a black-only one (ST5-07
    Jazardmon) she isn't asked and it costs its full 2."""
    g = _maki(pool, "BT9-061")
    assert "yes" in legal(g)
    play(g, "yes")
    assert state(g)["memory"] == 2 and battle(g, "p1")["m"]["suspended"] is True
    g = _maki(pool, "ST5-07")
    assert state(g)["memory"] == 1 and battle(g, "p1")["m"]["suspended"] is False


def test_ex1_035_kabuterimon_may_digivolve_as_it_attacks_into_an_insectoid_card(pool) -> None:
    """EX1-035 Kabuterimon's [When Attacking]: it may digivolve into a Digimon card with
    [Insectoid] in its traits from the hand, paying that card's digivolution cost:
    MegaKabuterimon (2) may be chosen, Digitamamon (not an Insectoid) may not."""
    g = position(
        pool,
        p1={"hand": ["BT1-075", "BT1-076"], "battle": [{"id": "k", "cards": ["EX1-035"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack k player", "yes")
    assert "card BT1-076" in legal(g) and "card BT1-075" not in legal(g)
    play(g, "card BT1-076")
    assert battle(g, "p1")["k"]["top"] == "BT1-076"
    assert state(g)["memory"] == 1


def _rhinokabuterimon_attacks(pool, under: str):
    g = position(
        pool,
        p1={"hand": ["BT1-083"], "battle": [{"id": "r", "cards": [under, "BT7-051"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=4,
    )
    play(g, "attack r player")
    return g


def test_bt7_051_rhinokabuterimon_digivolves_for_3_over_a_hybrid_card(pool) -> None:
    """BT7-051 RhinoKabuterimon's [When Attacking]: over a [Hybrid] card (BT7-046 Beetlemon)
    it may digivolve into GranKuwagamon (an [Insectoid], digivolution cost 4) for a memory
    cost of 3; over a card of neither trait it isn't asked."""
    g = _rhinokabuterimon_attacks(pool, "BT7-046")
    play(g, "yes", "card BT1-083")
    assert battle(g, "p1")["r"]["top"] == "BT1-083" and state(g)["memory"] == 1
    g = _rhinokabuterimon_attacks(pool, "ST1-07")
    assert "yes" not in legal(g) and battle(g, "p1")["r"]["top"] == "BT7-051"


def _beelzemon(pool, trash: int, *extra: dict) -> list[str]:
    g = position(
        pool,
        p1={
            "hand": ["BT2-111"],
            "trash": ["ST1-02"] * trash,
            "battle": [{"id": "i", "cards": ["BT2-068"]}, *extra],
        },
        memory=4,
    )
    return legal(g)


def test_bt2_111_beelzemon_from_impmon_in_the_hand_only_with_10_cards_in_the_trash(pool) -> None:
    """BT2-111 Beelzemon: "While you have 10 or more cards in your trash, your [Impmon] can
    digivolve into this card in your hand for a memory cost of 4, ignoring this card's
    digivolution requirements": a level 3 Impmon may take it with 10 cards in the trash, not
    with 9 (its printed requirement, a purple level 5, it doesn't meet)."""
    assert "digivolve i BT2-111" in _beelzemon(pool, 10)
    assert "digivolve i BT2-111" not in _beelzemon(pool, 9)


def test_a_digivolution_by_the_cards_effect_is_refused_while_players_cant_ignore_requirements(
    pool,
) -> None:
    """BT8-059 Kokuwamon's "Players can't ignore digivolution requirements" stops BT2-111's
    way: the effect ignores the card's requirements."""
    assert "digivolve i BT2-111" not in _beelzemon(pool, 10, {"id": "k", "cards": ["BT8-059"]})


def test_bt5_014_omnishoutmon_from_shoutmon_costs_4_and_keeps_its_printed_way(pool) -> None:
    """BT5-014 OmniShoutmon: a level 3 [Shoutmon] becomes it for 4 memory; a red level 4
    Digimon still digivolves into it for its printed 3."""
    g = position(
        pool,
        p1={
            "hand": ["BT5-014", "BT5-014"],
            "battle": [{"id": "s", "cards": ["BT5-009"]}, {"id": "r", "cards": ["ST1-07"]}],
        },
        memory=4,
    )
    play(g, "digivolve s BT5-014")
    assert battle(g, "p1")["s"]["top"] == "BT5-014" and state(g)["memory"] == 0
    g = position(
        pool,
        p1={"hand": ["BT5-014"], "battle": [{"id": "r", "cards": ["ST1-07"]}]},
        memory=3,
    )
    play(g, "digivolve r BT5-014")
    assert state(g)["memory"] == 0
