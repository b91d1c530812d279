"""The Xros Heart cards of BT10 and BT11 (BT10-008 Shoutmon, BT10-009 Shoutmon X4, BT10-087
Taiki Kudo, BT10-089 Akari Hinomoto, BT10-090 Zenjiro Tsurugi, BT11-009 Shoutmon + StarSword,
BT11-012 Shoutmon X3), played where a wrong reading of their text would show; their
official rulings are in tests/rulings/bt10.toml and bt11.toml."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt11_009_deletes_only_when_digixrosing_with_both_cards(pool):
    """-3000 takes the 5000 DP Digimon to 2000; the deletion follows only when Shoutmon and
    Starmons were both placed under it (2 cards), not with Shoutmon alone."""
    both = position(
        pool,
        p1={"hand": ["BT11-009", "BT10-008", "BT10-029"]},
        p2={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        memory=5,
    )
    play(both, "play BT11-009 xros BT10-008 BT10-029")
    assert battle(both, "p2") == {}
    assert state(both)["memory"] == 2  # 5 less 2 for the two cards placed
    one = position(
        pool,
        p1={"hand": ["BT11-009", "BT10-008"]},
        p2={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        memory=5,
    )
    play(one, "play BT11-009 xros BT10-008")
    assert battle(one, "p2")["a"]["dp"] == 2000


def test_bt10_089_akari_plays_dorulumon_from_under_a_tamer_and_draws_for_it(pool):
    """Akari's [On Play] plays the [Dorulumon] lying under Zenjiro; that is a [Xros Heart]
    Digimon played, so Akari (suspending) draws 1 and Zenjiro (suspending) gains 1 memory."""
    g = position(
        pool,
        p1={"hand": ["BT10-089"], "battle": [{"id": "z", "cards": ["BT10-034", "BT10-090"]}]},
        memory=5,
    )
    play(g, "play BT10-089", "yes")
    assert legal(g) == ["first 1", "first 2", "first 3"]  # Dorulumon's [On Play] and the two
    while answer := next((m for m in legal(g) if m in ("first 1", "yes")), None):
        play(g, answer)
    p1 = battle(g, "p1")
    assert p1["z"]["cards"] == ["BT10-090"] and p1["z"]["suspended"]
    assert {x["top"] for x in p1.values()} == {"BT10-089", "BT10-090", "BT10-034"}
    assert len(state(g)["players"]["p1"]["hand"]) == 1
    assert state(g)["memory"] == 3  # 5 less 3 for Akari, Dorulumon free, 1 gained


def test_bt10_087_taiki_keeps_a_revealed_xros_heart_digimon_under_itself(pool):
    """Of the four revealed, either [Xros Heart] card may go to the hand (the Tamer, here),
    and the [Xros Heart] Digimon under Taiki; one without the trait goes to the bottom."""
    g = position(
        pool,
        p1={"hand": ["BT10-087"], "deck": ["ST1-03", "BT10-089", "BT10-034", "ST1-02", "ST1-02"]},
        memory=5,
    )
    play(g, "play BT10-087")
    assert legal(g) == ["card BT10-089", "card BT10-034"]
    play(g, "card BT10-089")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT10-089"]
    assert battle(g, "p1")["p1-1"]["cards"] == ["BT10-034", "BT10-087"]


def test_bt11_012_deletes_itself_at_the_start_of_its_turn_for_a_memory(pool):
    g = position(pool, p1={"battle": [{"id": "x", "cards": ["BT11-012"]}]}, memory=1)
    play(g, "pass", "pass")
    play(g, "yes")
    assert battle(g, "p1") == {}
    assert state(g)["memory"] == 4  # the 3 p2 passed with, and 1 gained


def test_bt10_008_inherited_rush_reads_the_name_of_the_digimon_above(pool):
    """Under BT11-009 Shoutmon + StarSword (also named Shoutmon) it gives <Rush>; under
    BT10-034 Dorulumon it doesn't."""
    for top, rush in (("BT11-009", True), ("BT10-034", False)):
        g = position(
            pool,
            p1={"hand": [top], "battle": [{"id": "s", "cards": ["BT10-008"]}]},
            p2={"security": ["ST1-02"]},
            memory=9,
            turn_number=2,
        )
        g.permanent("s").played_turn = 2
        play(g, f"digivolve s {top}")
        assert ("attack s player" in legal(g)) is rush


def test_bt11_095_takes_materials_from_under_several_tamers_at_once(pool):
    """ "From under your Tamers": Shoutmon from under one Tamer and Ballistamon from under
    another, in one DigiXros; BT10-088 Kiriha Aonuma's "1 of your Tamers" can't."""
    tamers = [
        {"id": "a", "cards": ["BT10-008", "ST1-12"]},
        {"id": "b", "cards": ["BT10-049", "ST1-12"]},
    ]
    both = "play BT11-012 xros under:a:BT10-008 under:b:BT10-049"
    g = position(
        pool,
        p1={"hand": ["BT11-012"], "battle": [{"id": "k", "cards": ["BT11-095"]}, *tamers]},
        memory=5,
    )
    assert both in legal(g)
    play(g, both)
    assert battle(g, "p1")["k"]["suspended"]
    assert battle(g, "p1")["p1-1"]["cards"] == ["BT10-049", "BT10-008", "BT11-012"]
    kiriha = position(
        pool,
        p1={"hand": ["BT11-012"], "battle": [{"id": "k", "cards": ["BT10-088"]}, *tamers]},
        memory=5,
    )
    assert both not in legal(kiriha)
    assert "play BT11-012 xros under:a:BT10-008" in legal(kiriha)


def test_bt11_095_places_a_card_under_itself_for_a_memory_and_a_draw(pool):
    g = position(
        pool,
        p1={"hand": ["BT10-034", "ST1-03"], "battle": [{"id": "k", "cards": ["BT11-095"]}]},
        memory=0,
        phase="breeding",
    )
    assert legal(g) == ["yes", "no"]  # the breeding phase passed itself: nothing to hatch
    play(g, "yes")
    assert battle(g, "p1")["k"]["cards"] == ["BT10-034", "BT11-095"]
    assert len(state(g)["players"]["p1"]["hand"]) == 2  # ST1-03 and the card drawn
    assert state(g)["memory"] == 1


def test_bt11_015_is_a_shoutmon_for_a_digixros_only(pool):
    """OmniShoutmon in the battle area stands for [Shoutmon] in Shoutmon + StarSword's
    DigiXros; its names are still its own (no exact [Shoutmon] elsewhere)."""
    g = position(
        pool,
        p1={"hand": ["BT11-009", "BT10-029"], "battle": [{"id": "o", "cards": ["BT11-015"]}]},
        memory=5,
    )
    assert "play BT11-009 xros o BT10-029" in legal(g)
    assert g.defs[g.permanent("o").cards[-1]].names == ("OmniShoutmon",)


def test_bt11_015_deletes_two_with_a_shoutmon_under_it_and_one_without(pool):
    for under, left in ((["BT10-008"], 0), (["BT10-034"], 1)):
        g = position(
            pool,
            p1={"hand": ["BT11-015"], "battle": [{"id": "s", "cards": [*under, "BT11-012"]}]},
            p2={"battle": [{"id": "a", "cards": ["TST-3000"]}, {"id": "b", "cards": ["TST-4000"]}]},
            memory=5,
        )
        play(g, "digivolve s BT11-015")
        while any(m.startswith("target ") for m in legal(g)):
            play(g, next(m for m in legal(g) if m.startswith("target ")))
        assert len(battle(g, "p2")) == left
