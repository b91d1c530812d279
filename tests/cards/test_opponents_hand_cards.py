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


def test_bt13_021_gaomon_has_both_players_draw_as_it_attacks(pool):
    """BT13-021 Gaomon: "[When Attacking] [Once Per Turn] Both players draw 1 card from their
    decks": each hand grows by one, each deck shrinks by one."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT13-021"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    s = state(play(g, "attack a player"))
    assert (len(s["players"]["p1"]["hand"]), len(s["players"]["p2"]["hand"])) == (1, 1)
    assert (s["players"]["p1"]["deck"], s["players"]["p2"]["deck"]) == (9, 9)


def test_ex4_015_gaomon_gains_memory_when_the_opponent_draws_by_its_effect(pool):
    """EX4-015 Gaomon: "[On Play] Both players draw the top card of their decks." Under
    an Ikkakumon, its inherited "[Your Turn] [Once Per Turn] When an effect adds cards
    to your opponent's hand, gain 1 memory" answers another Gaomon's draw for both."""
    g = position(
        pool,
        p1={"hand": ["EX4-015"], "battle": [{"id": "a", "cards": ["EX4-015", "ST2-05"]}]},
        memory=3,
    )
    s = state(play(g, "play EX4-015"))
    assert (len(s["players"]["p1"]["hand"]), len(s["players"]["p2"]["hand"])) == (1, 1)
    assert s["memory"] == 1  # 3 - 3 for the play, + 1


def test_bt13_097_thomas_has_both_players_draw_for_an_attacking_gaomon(pool):
    """BT13-097 Thomas H. Norstein: "[Your Turn] When one of your Digimon with [Gaomon] or
    [GaoGamon] in its name attacks, by suspending this Tamer, both players draw 1 card":
    BT11-028 MachGaogamon attacks, Thomas suspends, each player draws."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT11-028"]}, {"id": "t", "cards": ["BT13-097"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player", "yes")
    s = state(g)
    assert battle(g, "p1")["t"]["suspended"] is True
    assert (len(s["players"]["p1"]["hand"]), len(s["players"]["p2"]["hand"])) == (1, 1)
