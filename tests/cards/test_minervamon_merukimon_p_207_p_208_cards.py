"""P-207 Minervamon and P-208 Merukimon, beyond their rulings (tests/rulings/p.toml, which
say which cards they may play): a level 5 [Beastkin] of another colour digivolves into them
for 3, the card chosen is played for free, and Merukimon's [When Attacking] returns a
suspended Digimon of the opponent to the bottom of its deck, its [On Deletion] plays from
the trash."""

from __future__ import annotations

from games import battle, dummy, play, position, state, with_cards

MINERVAMON, MERUKIMON = "P-207", "P-208"
GOKUUMON = "BT12-039"  # yellow, level 5, [Beastkin]
BASTEMON = "BT3-028"  # blue, level 5, [Beastkin], no effect
GARURUMON = "ST2-06"  # level 4, [Beast]
GREYMON = "ST1-07"  # level 4, [Dinosaur]


def test_p_208_digivolves_from_a_yellow_beastkin_for_3_and_plays_for_free(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "d", "cards": [GOKUUMON]}],
            "hand": [MERUKIMON],
            "trash": [GARURUMON],
            "deck": [GREYMON] * 3,
        },
        memory=5,
    )
    play(g, f"digivolve d {MERUKIMON}", "yes")
    assert battle(g, "p1")["d"]["cards"] == [GOKUUMON, MERUKIMON]
    assert [b["top"] for b in battle(g, "p1").values()] == [MERUKIMON, GARURUMON]
    assert state(g)["memory"] == 2  # 3 to digivolve, nothing to play Garurumon


def test_p_208_when_attacking_returns_a_suspended_digimon_to_the_deck_bottom(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": [BASTEMON, MERUKIMON]}]},
        p2={
            "battle": [
                {"id": "s", "cards": [GREYMON], "suspended": True},
                {"id": "u", "cards": [GARURUMON]},
            ],
            "deck": [GREYMON] * 3,
            "security": [GREYMON],
        },
        memory=5,
    )
    play(g, "attack m player")
    p2 = state(g)["players"]["p2"]
    assert "s" not in p2["battle"] and "u" in p2["battle"]
    assert p2["deck"] == 4


def test_p_208_on_deletion_plays_from_the_trash(pool) -> None:
    g = position(
        with_cards(pool, dummy(13000)),
        p1={
            "battle": [{"id": "m", "cards": [BASTEMON, MERUKIMON], "suspended": True}],
            "trash": [GARURUMON, GREYMON],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-13000"]}], "deck": [GREYMON] * 3},
        turn="p2",
        memory=5,
    )
    play(g, "attack x m")
    assert "m" not in battle(g, "p1")
    play(g, "yes")
    assert [b["top"] for b in battle(g, "p1").values()] == [GARURUMON]


def test_p_207_plays_the_chosen_card_from_the_hand_for_free(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "d", "cards": [GOKUUMON]}],
            "hand": [MINERVAMON, GARURUMON],
            "deck": [GREYMON] * 3,
        },
        memory=5,
    )
    play(g, f"digivolve d {MINERVAMON}", "yes")
    assert [b["top"] for b in battle(g, "p1").values()] == [MINERVAMON, GARURUMON]
    assert state(g)["memory"] == 2
