"""Every effect of the white BT1 card, BT1-084 Omnimon, shown working in the smallest
position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

from effect_helpers import player
from games import battle, kind, legal, play, position

# ---- BT1-084 Omnimon -----------------------------------------------------------------

FOES = [
    {"id": "agu", "cards": ["ST1-03"]},
    {"id": "agu2", "cards": ["ST1-02", "ST1-03"]},
    {"id": "biyo", "cards": ["ST1-02"]},
]


def omnimon_digivolves(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-084"], "battle": [{"id": "w", "cards": ["ST1-11"]}]},
        p2={"battle": FOES},
        memory=6,
    )
    play(g, "digivolve w BT1-084")
    assert legal(g) == ["target agu", "target agu2", "target biyo"]
    return g


def test_bt1_084_omnimon_when_digivolving_deletes_all_that_share_a_name_with_the_chosen(pool):
    g = play(omnimon_digivolves(pool), "target agu2")
    assert list(battle(g, "p2")) == ["biyo"]  # both Agumon, whatever is under them
    assert sorted(player(g, "p2")["trash"]) == ["ST1-02", "ST1-03", "ST1-03"]
    g = play(omnimon_digivolves(pool), "target biyo")
    assert list(battle(g, "p2")) == ["agu", "agu2"]  # Biyomon under Agumon isn't its name


def omnimon_attacks(pool, stack: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": stack}]},
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    return play(g, "attack o player")


def test_bt1_084_omnimon_when_attacking_may_return_a_level_6_card_to_unsuspend(pool):
    g = omnimon_attacks(pool, ["ST1-03", "ST1-07", "ST1-10", "ST2-11", "BT1-084"])
    assert kind(g) == "optional"
    play(g, "yes")
    assert legal(g) == ["card ST2-11", "card ST1-10"]  # the level 6 cards, top first
    play(g, "card ST1-10")
    assert player(g, "p1")["hand"] == ["ST1-10"]
    assert battle(g, "p1")["o"]["cards"] == ["ST1-03", "ST1-07", "ST2-11", "BT1-084"]
    assert battle(g, "p1")["o"]["suspended"] is False


def test_bt1_084_omnimon_when_attacking_declined_or_without_a_level_6_card(pool):
    g = omnimon_attacks(pool, ["ST1-03", "ST1-07", "ST1-11", "BT1-084"])
    play(g, "no")
    assert battle(g, "p1")["o"]["suspended"] is True
    assert player(g, "p1")["hand"] == []
    g = omnimon_attacks(pool, ["ST1-03", "ST1-07", "BT1-084"])  # nothing to pay with
    assert kind(g) != "optional"
    assert battle(g, "p1")["o"]["suspended"] is True
