"""BT13-048 Salamon, BT13-051 Mikemon and BT13-062 Chuumon, played where a wrong reading of
their text would show (none has an official ruling): the traits "[Beast], [Animal], or
[Sovereign], other than [Sea Animal], ... or the [Royal Knight] trait", <Piercing> given to
another Digimon, and the [On Deletion] "if this Digimon had [Sukamon] or [Etemon] in its name"
read of the Digimon as it was."""

from __future__ import annotations

from games import battle, dummy, legal, play, position, state, with_cards


def _hand_after_salamon(pool, deck: list[str]) -> list[str]:
    g = position(pool, p1={"hand": ["BT13-048"], "deck": deck}, memory=3)
    play(g, "play BT13-048")
    while state(g)["pending"]["kind"] != "main":  # the order of the rest at the bottom
        play(g, legal(g)[0])
    return state(g)["players"]["p1"]["hand"]


def test_bt13_048_adds_a_royal_knight_and_never_a_sea_animal(pool):
    """BT1-049 Labramon [Beast] and BT12-018 Gallantmon [Royal Knight] both come; BT1-033
    Dolphmon's [Sea Animal] has "Animal" in it, but is the trait left out."""
    both = _hand_after_salamon(pool, ["BT1-049", "BT12-018", "ST1-02", "ST1-02"])
    assert sorted(both) == ["BT1-049", "BT12-018"]
    assert _hand_after_salamon(pool, ["BT1-033", "BT12-018", "ST1-02", "ST1-02"]) == ["BT12-018"]


def test_bt13_048_and_051_inherited_dp_by_the_digimon_s_traits(pool):
    """+2000 in your turn under BT1-049 Labramon [Beast] (1000 DP) and under BT12-018
    Gallantmon [Royal Knight] (12000), none under BT14-008 Gizamon [Sea Animal] (2000)."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "b", "cards": ["BT13-048", "BT1-049"]},
                {"id": "k", "cards": ["BT13-051", "BT12-018"]},
                {"id": "s", "cards": ["BT13-051", "BT14-008"]},
            ]
        },
    )
    dp = {k: v["dp"] for k, v in battle(g, "p1").items()}
    assert dp == {"b": 3000, "k": 14000, "s": 2000}
    play(g, "pass")  # the opponent's turn: none
    assert battle(g, "p1")["k"]["dp"] == 12000


def test_bt13_051_gives_piercing_to_another_digimon(pool):
    """Mikemon's [On Play] gives <Piercing> to an 8000 DP Digimon: it deletes p2's Agumon in
    battle and still checks a security card."""
    g = position(
        with_cards(pool, dummy(8000)),
        p1={"hand": ["BT13-051"], "battle": [{"id": "a", "cards": ["TST-8000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-03"], "suspended": True}],
            "security": ["ST1-02", "ST1-02"],
        },
        memory=4,
    )
    play(g, "play BT13-051", "target a", "attack a x")
    while state(g)["pending"]["kind"] != "main":
        play(g, legal(g)[0])
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt13_062_returns_a_sukamon_by_trashing_an_etemon(pool):
    """[On Play]: trashing BT3-070 Etemon from the hand returns BT11-040 Sukamon from the
    trash."""
    g = position(
        pool,
        p1={"hand": ["BT13-062", "BT3-070"], "trash": ["BT11-040"]},
        memory=3,
    )
    play(g, "play BT13-062")
    while state(g)["pending"]["kind"] != "main":
        play(g, "yes" if "yes" in legal(g) else legal(g)[0])
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT11-040"]
    assert p1["trash"] == ["BT3-070"]


def _chuumon_deleted(pool, top: str):
    """p1's Digimon with Chuumon under `top` attacks p2's 12000 DP Gallantmon and is deleted
    in battle."""
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT13-062", top]}]},
        p2={"battle": [{"id": "x", "cards": ["BT12-018"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack c x")
    return g


def test_bt13_062_under_a_sukamon_plays_itself_again_suspended(pool):
    """Deleted as BT3-063 Sukamon, the Digimon had [Sukamon] in its name: Chuumon comes back
    from the trash suspended."""
    g = _chuumon_deleted(pool, "BT3-063")
    play(g, "first 2")  # Chuumon's inherited effect before Sukamon's own [On Deletion]
    assert "yes" in legal(g)
    play(g, "yes")
    (chuumon,) = battle(g, "p1").values()
    assert chuumon["top"] == "BT13-062" and chuumon["suspended"]


def test_bt13_062_under_another_digimon_does_nothing(pool):
    """Deleted as BT1-049 Labramon: no [Sukamon] or [Etemon] in its name, no play."""
    g = _chuumon_deleted(pool, "BT1-049")
    assert state(g)["pending"]["kind"] == "main"
    assert battle(g, "p1") == {}
