"""The cards that link (chapter 10) and those whose effects hear a link ("when this Digimon
gets linked"), none of them with an official ruling: each played where a wrong reading
would show. `a` is one of p1's Appmon: BT21-041 Calendamon, 1000 DP, unless a test says
otherwise."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards

from digimon_tui.engine import queries as q

TAMERS = [
    {"number": f"KW-9{i}", "name": name, "category": "tamer", "colors": ["red"], "cost": 3}
    for i, name in enumerate(
        ("Haru Shinkai", "Eri Karan", "Rei Katsura", "Yoshino Fujieda", "Jimmy KEN")
    )
]
"""Tamers named as the Appmon cards' "play 1 [X]" name them (their cards are not in the pool)."""


@pytest.fixture(scope="module")
def lp(pool):
    return with_cards(pool, *TAMERS)


def linking(lp, card, cards=("BT21-041",), foe=None, memory=3, **p1):
    """p1 links `card` from the hand to `a`; p2 has `foe` (a TST-3000 `x` by default)."""
    me = {"hand": [card], "battle": [{"id": "a", "cards": list(cards)}], **p1}
    foe = foe or [{"id": "x", "cards": ["TST-3000"]}]
    g = position(lp, p1=me, p2={"battle": foe}, memory=memory)
    return play(g, f"link {card} a")


def linked(lp, card, cards=("BT21-041",), foe=None, memory=3, **p1):
    """p1's `a` already has `card` as its link card; p2 has 2 security cards."""
    me = {"battle": [{"id": "a", "cards": list(cards), "links": [card]}], **p1}
    foe = foe or [{"id": "x", "cards": ["TST-3000"]}]
    return position(lp, p1=me, p2={"battle": foe, "security": ["TST-1000"] * 2}, memory=memory)


def test_bt21_041_calendamon_link_lowers_security_digimon_in_your_turn(lp) -> None:
    """Link effect: [Your Turn] the opponent's Security Digimon get -3000 DP. a (1000 + 2000
    link DP) checks a 4000 DP Security Digimon, down to 1000: a survives."""
    g = position(
        lp,
        p1={"battle": [{"id": "a", "cards": ["BT21-047"], "links": ["BT21-041"]}]},
        p2={"security": ["TST-4000"] * 2},
        memory=3,
    )
    play(g, "attack a player")
    assert "a" in battle(g, "p1")
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt21_043_sociamon_when_linking_takes_2000_until_their_turn_ends(lp) -> None:
    g = linking(lp, "BT21-043")
    assert battle(g, "p2")["x"]["dp"] == 1000
    assert state(g)["memory"] == 3 - 2
    assert battle(g, "p1")["a"]["dp"] == 1000 + 3000


def test_bt21_047_navimon_link_gives_piercing(lp) -> None:
    """a (3000) deletes the suspended TST-1000 and, with <Piercing>, checks security."""
    foe = [{"id": "x", "cards": ["TST-1000"], "suspended": True}]
    g = linked(lp, "BT21-047", foe=foe)
    play(g, "attack a x")
    assert "x" not in battle(g, "p2")
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt21_053_watchmon_when_linking_stops_an_opponents_digimon_attacking_players(lp) -> None:
    g = linking(lp, "BT21-053")
    assert q.cant(g, g.permanent("x"), "cant_attack_players")


def test_bt21_070_gossipmon_when_linking_may_return_an_appmon_from_the_trash(lp) -> None:
    g = linking(lp, "BT21-070", trash=["BT21-047", "TST-3000"])
    play(g, "yes")
    assert state(g)["players"]["p1"]["hand"] == ["BT21-047"]


def test_bt22_050_roamon_when_linking_suspends_an_opponents_digimon(lp) -> None:
    g = linking(lp, "BT22-050")
    assert battle(g, "p2")["x"]["suspended"]


def test_bt23_007_musclemon_link_gives_piercing(lp) -> None:
    g = linked(lp, "BT23-007")
    assert "<Piercing>" in q.keywords_of(g, g.permanent("a"))


def test_bt23_039_perorimon_when_linking_may_suspend(lp) -> None:
    g = linking(lp, "BT23-039")
    play(g, "yes")
    assert battle(g, "p2")["x"]["suspended"]


def test_bt24_032_pipomon_when_linking_takes_2000_for_the_turn(lp) -> None:
    g = linking(lp, "BT24-032")
    assert battle(g, "p2")["x"]["dp"] == 1000


def test_bt24_036_medicmon_link_on_deletion_takes_5000(lp) -> None:
    """a (1000 + 3000) attacks the suspended TST-5000 and is deleted; the link effect's [On
    Deletion] gives the TST-5000 -5000 DP: it is deleted too."""
    foe = [{"id": "x", "cards": ["TST-5000"], "suspended": True}]
    g = linked(lp, "BT24-036", foe=foe)
    play(g, "attack a x")
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT21-041", "BT24-036"]


def test_bt24_053_protecmon_link_gives_blocker(lp) -> None:
    g = linked(lp, "BT24-053")
    assert "<Blocker>" in q.keywords_of(g, g.permanent("a"))


def test_bt24_057_docmon_link_on_deletion_de_digivolves(lp) -> None:
    foe = [{"id": "x", "cards": ["TST-1000", "TST-5000"], "suspended": True}]
    g = linked(lp, "BT24-057", foe=foe)
    play(g, "attack a x")
    assert "a" not in battle(g, "p1")
    assert battle(g, "p2")["x"]["cards"] == ["TST-1000"]


def test_p_190_tweetmon_when_linking_draws(lp) -> None:
    g = linking(lp, "P-190")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_bt21_005_swipemon_inherited_draws_when_its_digimon_gets_linked(lp) -> None:
    g = linking(lp, "BT21-047", cards=("BT21-005", "BT21-041"))
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    play(g, "pass")  # [Once Per Turn], [Your Turn]: nothing more here


def test_bt22_003_tapmon_inherited_takes_2000_when_its_digimon_gets_linked(lp) -> None:
    g = linking(lp, "BT21-047", cards=("BT22-003", "BT21-041"))
    assert battle(g, "p2")["x"]["dp"] == 1000


@pytest.mark.parametrize(
    ("appmon", "tamer"), [("BT21-009", "KW-90"), ("BT23-016", "KW-91"), ("BT24-067", "KW-92")]
)
def test_appmon_that_plays_its_tamer_when_it_gets_linked(lp, appmon, tamer) -> None:
    """BT21-009 Gatchmon, BT23-016 Dokamon, BT24-067 Hackmon: linked with 1 or fewer Tamers,
    the named Tamer from the hand for free; with 2 Tamers, not."""
    me = {"hand": ["BT21-047", tamer], "battle": [{"id": "a", "cards": [appmon]}]}
    g = play(position(lp, p1=me, memory=3), "link BT21-047 a", "yes")
    assert len(battle(g, "p1")) == 2 and state(g)["memory"] == 2
    two = [{"id": f"t{i}", "cards": ["KW-90"]} for i in range(2)]
    me = {"hand": ["BT21-047", tamer], "battle": [{"id": "a", "cards": [appmon]}, *two]}
    g = play(position(lp, p1=me, memory=3), "link BT21-047 a")
    assert "yes" not in legal(g) and len(battle(g, "p1")) == 3


def test_bt23_016_dokamon_link_draws_when_linking(lp) -> None:
    g = linking(lp, "BT23-016")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_bt24_067_hackmon_link_gives_retaliation(lp) -> None:
    g = linked(lp, "BT24-067")
    assert "<Retaliation>" in q.keywords_of(g, g.permanent("a"))


def test_bt23_009_coachmon_gets_4000_when_linked(lp) -> None:
    """[Your Turn] [Once Per Turn] when this Digimon gets linked, 1 of your Digimon gets
    +4000 DP for the turn: Coachmon, its only Digimon, 4000 + 2000 link DP + 4000."""
    g = linking(lp, "BT21-047", cards=("BT23-009",))
    assert battle(g, "p1")["a"]["dp"] == 10000


def test_bt23_009_coachmon_link_attacks_a_player_at_the_end_of_your_turn(lp) -> None:
    """Link effect: [End of Your Turn] [Once Per Turn] this Digimon may attack a player."""
    g = linked(lp, "BT23-009")
    play(g, "pass", "target a")
    assert state(g)["players"]["p2"]["security"] == 1
    assert battle(g, "p1")["a"]["suspended"]


@pytest.mark.parametrize(
    ("hand", "stack", "move"),
    [
        (["BT21-019", "BT8-086"], ["BT8-008"], "digivolve m BT21-019"),
        (["BT22-071", "KW-94"], ["ST1-03"], "digivolve m BT22-071"),
        (["BT26-039", "KW-93"], None, "play BT26-039"),
    ],
)
def test_if_you_have_1_or_fewer_tamers_play_a_tamer(lp, hand, stack, move) -> None:
    """BT21-019 BetelGammamon, BT22-071 Devimon, BT26-039 Sunflowmon: with 1 or fewer Tamers in
    play ("if you have 1 or fewer Tamers"), the named Tamer from the hand."""
    battle_area = [{"id": "m", "cards": stack}] if stack else []
    g = play(position(lp, p1={"hand": hand, "battle": battle_area}, memory=9), move, "yes")
    tops = {s["name"] for s in battle(g, "p1").values()}
    assert lp[hand[1]].name in tops


def test_bt23_052_consulmon_when_linking_gains_reboot_and_blocker(lp) -> None:
    """[When Linking] this Digimon gains <Reboot> and <Blocker> until the opponent's turn
    ends (the catalogue prints the header twice: a listed correction)."""
    g = linking(lp, "BT23-052")
    assert {"<Reboot>", "<Blocker>"} <= set(q.keywords_of(g, g.permanent("a")))
    assert state(g)["memory"] == 3 - 2
