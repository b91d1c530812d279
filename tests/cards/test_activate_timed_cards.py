"""Cards that activate one of their own timed effects from another effect ("activate this
Digimon's [On Play] effects", EX5-059, EX5-061, EX2-038), and Leviamon's (EX5-063) count of
both players' Digimon and Tamers. Each in the smallest position where a wrong reading would
show; named after the card."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.engine.queries import keywords_of

# BT2-067 DemiDevimon: a purple level 3 Digimon without effects. BT12-076 Dobermon and
# BT1-039 Cerberusmon only lend their names; ST2-12 Matt Ishida a Tamer whose effect waits
# for the start of the turn.


def _dobermon_x(pool, under: str):
    g = position(
        pool,
        p1={
            "hand": ["EX5-059"],
            "battle": [
                {"id": "a", "cards": [under, "BT2-067"]},
                {"id": "b", "cards": ["BT2-067"]},
            ],
        },
        memory=3,
    )
    return play(g, "digivolve a EX5-059")


def test_ex5_059_dobermon_x_activates_its_on_play_over_a_dobermon(pool):
    g = play(_dobermon_x(pool, "BT12-076"), "target b")
    assert keywords_of(g, g.permanent("b")) == ["<Retaliation>"]


def test_ex5_059_dobermon_x_gives_nothing_without_dobermon_or_x_antibody_under_it(pool):
    g = _dobermon_x(pool, "BT3-076")
    assert "target b" not in legal(g)
    assert keywords_of(g, g.permanent("b")) == []


def _cerberusmon_x(pool, under: str):
    g = position(
        pool,
        p1={
            "hand": ["EX5-061"],
            "trash": ["BT2-067"],
            "battle": [{"id": "a", "cards": [under, "BT12-076"]}],
        },
        memory=3,
    )
    return play(g, "digivolve a EX5-061")


def test_ex5_061_cerberusmon_x_plays_from_the_trash_over_a_digimon_card_named_cerberusmon(pool):
    g = play(_cerberusmon_x(pool, "BT1-039"), "yes")
    assert [p["top"] for p in battle(g, "p1").values()] == ["EX5-061", "BT2-067"]


def test_ex5_061_cerberusmon_x_plays_nothing_over_other_cards(pool):
    g = _cerberusmon_x(pool, "BT3-076")
    assert state(g)["players"]["p1"]["trash"][0] == "BT2-067"
    assert len(battle(g, "p1")) == 1


def _justimon_attacks(pool, tamers: int):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "j", "cards": ["EX2-038"]},
                *({"id": f"t{n}", "cards": ["ST2-12"]} for n in range(tamers)),
            ]
        },
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    return play(g, "attack j player")


def test_ex2_038_justimon_blitz_arm_activates_its_when_digivolving_once_per_tamer(pool):
    g = play(_justimon_attacks(pool, 2), "mode 1", "mode 1")
    assert battle(g, "p1")["j"]["dp"] == 15000


def test_ex2_038_justimon_blitz_arm_activates_nothing_without_a_tamer(pool):
    g = _justimon_attacks(pool, 0)
    assert not any(m.startswith("mode") for m in legal(g))
    assert battle(g, "p1")["j"]["dp"] == 11000


def _leviamon(pool, mine: list[dict], theirs: list[dict]):
    g = position(
        pool,
        p1={"hand": ["EX5-063"], "battle": [{"id": "a", "cards": ["BT2-075"]}, *mine]},
        p2={"battle": theirs},
        memory=8,
    )
    return play(g, "digivolve a EX5-063")


def test_ex5_063_leviamon_counts_tamers_and_a_tie_is_as_many(pool):
    """Two against two, one of them a Tamer on each side: the highest level goes too."""
    g = _leviamon(
        pool,
        [{"id": "t", "cards": ["ST2-12"]}],
        [
            {"id": "low", "cards": ["ST1-03"]},
            {"id": "high", "cards": ["ST1-09"]},
            {"id": "u", "cards": ["ST2-12"]},
        ],
    )
    assert set(battle(g, "p2")) == {"u"}


def test_ex5_063_leviamon_spares_the_highest_when_the_opponent_has_fewer(pool):
    """Four against three: only the lowest level goes."""
    g = _leviamon(
        pool,
        [
            {"id": "t", "cards": ["ST2-12"]},
            {"id": "d", "cards": ["BT2-067"]},
            {"id": "e", "cards": ["BT2-067"]},
        ],
        [
            {"id": "low", "cards": ["ST1-03"]},
            {"id": "high", "cards": ["ST1-09"]},
            {"id": "u", "cards": ["ST2-12"]},
        ],
    )
    assert set(battle(g, "p2")) == {"high", "u"}
