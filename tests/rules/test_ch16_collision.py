"""Comprehensive Rules 16-30: <Collision>. While a Digimon with it attacks, each of the
defending player's Digimon has <Blocker>, and that player must block when one can.

The cards are the printed ones: BT17-054 Trailmon passes on "[Your Turn] while this
Digimon has the [Machine] trait, it gains <Collision>", LM-043 Darkdramon passes on
<Collision> outright. Positions are built with `position(...)` like scenario files.
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

from digimon_tui.bots.card_game import CardGameBot
from digimon_tui.engine import queries as q

TRAIN = ["BT17-054", "BT17-054"]
"""A Trailmon (a [Machine] Digimon) over a Trailmon: it has <Collision> on its turn."""


def _defenders(**extra):
    return [
        {"id": "x", "cards": ["TST-3000"]},
        {"id": "y", "cards": ["TST-8000"]},
        {"id": "z", "cards": ["TST-2000"], "suspended": True},
        *extra.get("more", []),
    ]


def test_16_30_1_every_unsuspended_defender_may_block_and_one_must(pool):
    """16-30-1: p2's Digimon have no <Blocker> of their own, yet each unsuspended one is
    offered, and not blocking isn't: the suspended `z` can't block (11-4-1)."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": TRAIN}]},
        p2={"security": ["ST1-02"] * 3, "battle": _defenders()},
        memory=3,
    )
    play(g, "attack t player")
    assert kind(g) == "block" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["block x", "block y"]
    play(g, "block y")
    assert battle(g, "p2")["y"]["suspended"] is True
    assert "t" not in battle(g, "p1")  # 4000 DP lost to 8000 DP
    assert state(g)["players"]["p2"]["security"] == 3


def test_16_30_3_the_blocker_lasts_only_while_it_attacks(pool):
    """16-30-3: before the attack and after it, p2's Digimon don't have <Blocker>."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": TRAIN}]},
        p2={"security": ["ST1-02"] * 3, "battle": _defenders()},
        memory=3,
    )
    x = g.permanent("x")
    assert not q.has_blocker(g, x)
    play(g, "attack t player")
    assert q.has_blocker(g, x)
    play(g, "block x")
    assert kind(g) == "main"
    assert not q.has_blocker(g, g.permanent("y"))


def test_16_30_1_the_attack_target_cant_block_the_others_must(pool):
    """16-30-1, 12-1-5: attacking the suspended `z`, the target isn't offered; x or y
    must block."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": TRAIN}]},
        p2={"battle": _defenders()},
        memory=3,
    )
    play(g, "attack t z")
    assert legal(g) == ["block x", "block y"]


def test_16_30_1_without_its_condition_trailmon_gives_no_collision(pool):
    """BT17-054: "while this Digimon has the [Machine] trait": over a Trailmon, a Digimon
    without the trait attacks unblocked."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT17-054", "TST-6000"]}]},
        p2={"security": ["ST1-02"] * 3, "battle": _defenders()},
        memory=3,
    )
    play(g, "attack t player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["security"] == 2


def test_16_30_1_only_on_its_owners_turn_for_trailmon(pool):
    """BT17-054's grant is [Your Turn]: on p2's turn p1's Trailmon gives p1's Digimon no
    <Blocker> against p2's attack, so no block is asked."""
    g = position(
        pool,
        p1={"security": ["ST1-02"], "battle": [{"id": "t", "cards": TRAIN}]},
        p2={"battle": [{"id": "atk", "cards": ["TST-9000"]}]},
        turn="p2",
        turn_number=2,
        memory=3,
    )
    play(g, "attack atk player")
    assert kind(g) == "main"


def test_16_30_1_lm_043_darkdramon_passes_collision_on(pool):
    """LM-043 Darkdramon's inherited <Collision> works on any turn its Digimon attacks."""
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["LM-043", "TST-12000"]}]},
        p2={"security": ["ST1-02"] * 3, "battle": _defenders()},
        memory=3,
    )
    play(g, "attack d player")
    assert legal(g) == ["block x", "block y"]


def test_16_30_1_no_unsuspended_defender_no_question(pool):
    """ "Whenever possible": with only a suspended Digimon, no block is asked and the attack
    goes on to the security check."""
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": TRAIN}]},
        p2={
            "security": ["ST1-02"] * 3,
            "battle": [{"id": "z", "cards": ["TST-2000"], "suspended": True}],
        },
        memory=3,
    )
    play(g, "attack t player")
    assert kind(g) == "main"
    assert state(g)["players"]["p2"]["security"] == 2


def test_16_30_1_the_bot_made_to_block_blocks_with_its_weakest(pool):
    """The card-game bot, made to block and with no Digimon that survives, blocks with its
    lowest-DP one."""
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["LM-043", "TST-12000"]}]},
        p2={"security": ["ST1-02"] * 3, "battle": _defenders()},
        memory=3,
    )
    play(g, "attack d player")
    assert str(CardGameBot(level=2).choose(g)) == "block x"
    assert str(CardGameBot(level=1).choose(g)) == "block x"
