"""BT18-020 Syakomon, BT18-038 ArkhaiAngemon, EX7-017 SnowAgumon and EX7-019 Sorcermon,
each played where a wrong reading of its text would show (none has an official ruling)."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.cards.model import Filter
from digimon_tui.engine import queries as q


def test_bt18_020_syakomon_is_an_aquatic_digimon_by_its_rule(pool):
    """ "[Rule] Trait: Has the [Aquatic] type": the card is one of the [Aquatic] cards."""
    assert "Aquatic" in pool["BT18-020"].also_types
    g = position(pool, p1={"battle": [{"id": "s", "cards": ["BT18-020"]}]})
    aquatic = Filter(traits=("Aquatic",))
    assert q.card_holds(g, aquatic, g.find("s").cards[-1])


def test_bt18_038_arkhaiangemon_places_an_angel_and_then_adds_the_top_security_card(pool):
    """[On Play]: p1 places ST3-05 Angemon ([Angel]) from the hand at the bottom of its 3
    security cards; with 4 now, the top security card goes to the hand."""
    g = position(
        pool,
        p1={"hand": ["BT18-038", "ST3-05"], "security": ["ST1-02", "ST1-03", "ST1-04"]},
        memory=6,
    )
    play(g, "play BT18-038", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["ST1-02"]  # the top card (the list's first)
    # the engine's list runs from the bottom up: the Angel went to the bottom
    assert [g.defs[u].number for u in g.players[0].security] == ["ST3-05", "ST1-04", "ST1-03"]


def test_bt18_038_arkhaiangemon_adds_nothing_with_fewer_than_4_security_cards(pool):
    """With 2 security cards, placing the Angel makes 3: the "then" adds nothing."""
    g = position(
        pool, p1={"hand": ["BT18-038", "ST3-05"], "security": ["ST1-02", "ST1-03"]}, memory=6
    )
    play(g, "play BT18-038", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == []
    assert [g.defs[u].number for u in g.players[0].security] == ["ST3-05", "ST1-03", "ST1-02"]


def test_ex7_017_snowagumon_wins_by_digivolution_cards_not_dp(pool):
    """<Ice Clad>: the 2000 DP SnowAgumon with 1 digivolution card attacks a suspended 4000
    DP Digimon with none, and wins; its inherited [When Attacking] trashes nothing (the
    target has no digivolution cards)."""
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST2-01", "EX7-017"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST4-02"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack s t")
    assert "s" in battle(g, "p1") and battle(g, "p2") == {}


def test_ex7_017_snowagumons_inherited_effect_trashes_a_top_digivolution_card(pool):
    """Inherited "[When Attacking] [Once Per Turn] Trash the top digivolution card of 1 of
    your opponent's Digimon": under ST2-05 Ikkakumon, the attack strips p2's Digimon of its top
    digivolution card only."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["EX7-017", "ST2-05"]}]},
        p2={"battle": [{"id": "t", "cards": ["ST1-02", "ST1-03", "ST1-06"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["t"]["cards"] == ["ST1-02", "ST1-06"]


def test_ex7_019_sorcermon_unsuspends_only_if_no_opponents_digimon_has_digivolution_cards(pool):
    """[On Play]: p2's Digimon have none, so p1's suspended Digimon unsuspends; when one of
    p2's has a digivolution card, it stays suspended."""
    mine = {"id": "m", "cards": ["ST2-03"], "suspended": True}
    g = position(
        pool,
        p1={"hand": ["EX7-019"], "battle": [mine]},
        p2={"battle": [{"id": "t", "cards": ["ST1-03"]}]},
        memory=5,
    )
    play(g, "play EX7-019")
    assert legal(g) == ["target m", "target p1-1"]
    play(g, "target m")
    assert battle(g, "p1")["m"]["suspended"] is False
    g = position(
        pool,
        p1={"hand": ["EX7-019"], "battle": [mine]},
        p2={"battle": [{"id": "t", "cards": ["ST1-02", "ST1-06"]}]},
        memory=5,
    )
    play(g, "play EX7-019")
    assert battle(g, "p1")["m"]["suspended"] is True
    assert "pass" in legal(g)
