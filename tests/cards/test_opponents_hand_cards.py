"""Cards that fill the opponent's hand or count it ("for every 4 cards in your opponent's
hand"), each played where a wrong count or a wrong hand would show."""

from __future__ import annotations

from games import battle, play, position, state

from digimon_tui.engine import queries as q


def _machgaogamon(pool, in_hand: int):
    g = position(
        pool,
        p1={"hand": ["BT11-028"], "battle": [{"id": "a", "cards": ["ST2-03", "BT11-027"]}]},
        p2={"hand": ["ST1-03"] * in_hand},
        memory=5,
    )
    return play(g, "digivolve a BT11-028")


def test_bt11_028_machgaogamon_gets_2000_dp_for_every_4_cards_in_the_opponents_hand(pool):
    """BT11-028 MachGaogamon: "[When Digivolving] ... this Digimon gains <Blocker> and gets
    +2000 DP for every 4 cards in your opponent's hand": 8 cards give +4000 over its 7000;
    7 give +2000. The count is the opponent's hand, not its player's (empty here)."""
    assert battle(_machgaogamon(pool, 8), "p1")["a"]["dp"] == 11000
    assert battle(_machgaogamon(pool, 7), "p1")["a"]["dp"] == 9000


def test_bt11_028_machgaogamon_gains_blocker_with_fewer_than_4_cards_to_count(pool):
    """The count multiplies the DP alone: with 3 cards in the opponent's hand MachGaogamon
    gets no DP but still gains <Blocker>."""
    g = _machgaogamon(pool, 3)
    assert battle(g, "p1")["a"]["dp"] == 7000
    assert q.has_blocker(g, g.find("a"))
    assert state(g)["memory"] == 2


def _miragegaogamon(pool, theirs: str):
    g = position(
        pool,
        p1={"hand": ["BT11-033"], "battle": [{"id": "a", "cards": ["ST2-03", "ST2-08"]}]},
        p2={
            "battle": [{"id": "x", "cards": [theirs]}],
            "hand": ["ST1-03"] * 7,
            "security": ["ST1-02", "ST1-03"],
        },
        memory=5,
    )
    return play(g, "digivolve a BT11-033")


def test_bt11_033_miragegaogamon_returns_a_level_5_and_leaves_the_security_alone(pool):
    """BT11-033 MirageGaogamon: "[When Digivolving] Return 1 of your opponent's level 5 or
    lower Digimon to its owner's hand. If no Digimon was returned by this effect, your
    opponent adds the top card of their security stack to their hand." A level 5 goes back;
    the security stack keeps its 2 cards. Its [All Turns] effect then counts 8 cards in the
    opponent's hand: 2 memory (1 left after the digivolution's 4, then 3)."""
    g = _miragegaogamon(pool, "ST1-09")
    assert battle(g, "p2") == {}
    s = state(g)
    assert (s["players"]["p2"]["security"], len(s["players"]["p2"]["hand"])) == (2, 8)
    assert s["memory"] == 3


def test_bt11_033_miragegaogamon_with_nothing_to_return_gives_the_top_security_card(pool):
    """With only a level 6 to choose, nothing is returned: the opponent's top security card
    goes to their hand (2 security cards become 1, 7 cards in hand become 8), and the
    [All Turns] effect counts the 8 for 2 memory."""
    g = _miragegaogamon(pool, "ST1-11")
    assert "x" in battle(g, "p2")
    s = state(g)
    assert (s["players"]["p2"]["security"], len(s["players"]["p2"]["hand"])) == (1, 8)
    assert s["memory"] == 3


def test_p_137_flamedramon_gives_a_security_card_when_its_raid_switches_the_target(pool):
    """P-137 Flamedramon: "[Your Turn] [Once Per Turn] When this Digimon's attack target is
    switched, your opponent adds the top card of their security stack to the hand": <Raid>
    switches its attack on the player to the Agumon, and the opponent's top security card
    goes to the opponent's hand, not to Flamedramon's player's."""
    g = position(
        pool,
        p1={"battle": [{"id": "f", "cards": ["P-137"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}], "security": ["ST1-02", "ST1-03"]},
        memory=3,
    )
    s = state(play(g, "attack f player", "raid x"))
    assert (s["players"]["p2"]["security"], s["players"]["p2"]["hand"]) == (1, ["ST1-02"])
    assert s["players"]["p1"]["hand"] == []
