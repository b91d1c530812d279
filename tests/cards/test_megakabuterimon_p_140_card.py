"""P-140 MegaKabuterimon, beyond its rulings (tests/rulings/p.toml): its third digivolution
requirement is a level 4 Digimon with the [Insectoid] trait (the catalogue's "in its name"
is corrected: no card has the word in its name), and under another Digimon it trashes the
top security card when that Digimon deletes one in battle."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

MEGAKABUTERIMON = "P-140"
SHADRAMON = "EX3-058"  # purple, level 4, [Insectoid]
GREYMON = "ST1-07"  # red, level 4, [Dinosaur]


def test_p_140_digivolves_from_a_level_4_insectoid_of_any_colour_for_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": [MEGAKABUTERIMON], "battle": [{"id": "s", "cards": [SHADRAMON]}]},
        memory=5,
    )
    play(g, f"digivolve s {MEGAKABUTERIMON}")
    assert battle(g, "p1")["s"]["cards"] == [SHADRAMON, MEGAKABUTERIMON]
    assert state(g)["memory"] == 2


def test_p_140_doesnt_digivolve_from_a_level_4_without_the_trait(pool) -> None:
    g = position(
        pool,
        p1={"hand": [MEGAKABUTERIMON], "battle": [{"id": "g", "cards": [GREYMON]}]},
        memory=5,
    )
    assert f"digivolve g {MEGAKABUTERIMON}" not in legal(g)


def test_p_140_inherited_trashes_the_top_security_card(pool) -> None:
    cards = with_cards(
        pool,
        {
            "number": "TST-9",
            "name": "Dummy",
            "category": "digimon",
            "colors": ["green"],
            "level": 6,
            "cost": 0,
            "dp": 9000,
        },
    )
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": [MEGAKABUTERIMON, "TST-9"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02"], "suspended": True},
            ],
            "security": ["ST1-02", "ST1-02", "ST1-02"],
        },
        memory=5,
    )
    play(g, "attack a x")
    assert "x" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["security"] == 2
