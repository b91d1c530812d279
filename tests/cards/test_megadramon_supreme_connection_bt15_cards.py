"""BT15-064 Megadramon and BT15-096 Supreme Connection! (their rulings, Q2550, Q2551 and
Q2593, are about a reveal with one fitting card): with two, each step takes its own card;
Megadramon's attack deletes while an [SoC] Tamer card is under it, and the Option's <Delay>
plays a level 5 or higher [Machine]/[Cyborg] Digimon for 3 less."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt15_096_adds_one_machine_card_and_trashes_another(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT15-096"],
            "battle": [{"id": "a", "cards": ["BT14-056"]}],
            "deck": ["BT2-052", "ST1-02", "BT1-068", "ST1-03", "ST1-04", "ST1-05"],
        },
        memory=3,
    )
    play(g, "option BT15-096", "card BT2-052")  # Kokuwamon, the other one, is trashed
    play(g, "card ST1-02", "card ST1-03")  # the order of the rest on top of the deck
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT2-052"]
    assert p1["trash"] == ["BT1-068"]
    assert p1["deck"] == 4


def test_bt15_096_delay_plays_a_level_5_machine_digimon_for_3_less(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT15-064", "BT1-068"],  # level 5 [Cyborg] (cost 7); level 3 [Machine]
            "battle": [{"id": "a", "cards": ["BT14-056"]}, {"id": "o", "cards": ["BT15-096"]}],
        },
        memory=4,
    )
    play(g, "delay o")  # Megadramon is the only card that fits: Kokuwamon is level 3
    tops = [s["top"] for s in battle(g, "p1").values()]
    assert "BT15-064" in tops and "BT15-096" not in tops
    assert state(g)["memory"] == 0  # 7 - 3 paid from 4


def test_bt15_064_attack_deletes_a_cheap_digimon_or_tamer_with_an_soc_tamer_under_it(pool):
    def attack(under: str):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": [under, "BT14-060", "BT15-064"]}]},
            p2={
                "battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "x", "cards": ["ST1-07"]}],
                "security": ["ST1-02"],
            },
            memory=3,
        )
        return play(g, "attack a player")

    g = attack("BT15-086")  # Marvin Jackson, an [SoC] Tamer
    assert "t" not in battle(g, "p2") and "x" in battle(g, "p2")  # cost 2 goes, cost 5 stays
    g = attack("BT2-052")
    assert "t" in battle(g, "p2")


def test_bt15_064_inherited_de_digivolves_when_attacking(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT15-064", "BT14-068"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07"]}], "security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03"]
