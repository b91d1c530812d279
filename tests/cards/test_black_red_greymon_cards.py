"""The black and red Greymon (X Antibody) line: each card played where a wrong reading would
show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# BT9-068 Gaiomon: black/red level 6, digivolves from a black or red level 5 for 5.
# ST5-10 MetalTyrannomon is a black level 5, BT1-024 MetalTyrannomon a red one;
# ST5-07 Jazardmon a black level 4.


def gaiomon(pool, stack: list[str]):
    return position(
        pool,
        p1={"hand": ["BT9-068"], "battle": [{"id": "a", "cards": stack}]},
        p2={"battle": [{"id": "x", "cards": ["ST5-07", "ST5-10"]}]},
        memory=4,  # the digivolution leaves the opponent 1 memory: <Blitz> may attack
    )


def test_bt9_068_gaiomon_de_digivolves_with_a_black_digivolution_card_and_has_no_blitz(pool):
    g = gaiomon(pool, ["ST5-07", "ST5-10"])
    play(g, "digivolve a BT9-068")
    assert kind(g) != "blitz"
    assert battle(g, "p2")["x"]["cards"] == ["ST5-07"]
    assert not any("<Blitz>" in line for line in state(g)["log"])


def test_bt9_068_gaiomon_blitzes_with_a_red_digivolution_card_and_de_digivolves_nothing(pool):
    g = gaiomon(pool, ["BT1-024"])
    play(g, "digivolve a BT9-068")
    assert kind(g) == "blitz"
    assert legal(g) == ["attack a player", "no-blitz"]
    assert battle(g, "p2")["x"]["cards"] == ["ST5-07", "ST5-10"]


def test_bt9_068_gaiomon_does_both_with_black_and_red_digivolution_cards(pool):
    g = gaiomon(pool, ["ST5-07", "BT1-024"])
    play(g, "digivolve a BT9-068")
    while kind(g) != "blitz":  # the two effects trigger together: the player orders them
        play(g, legal(g)[0])
    assert battle(g, "p2")["x"]["cards"] == ["ST5-07"]


# BT11-063 Geremon: "By trashing 1 card with [Numemon], [Sukamon], [Nanimon], or [Etemon] in
# its name in your hand, <Draw 2>": the cost is the whole list of names.


def test_bt11_063_geremon_trashes_a_card_named_in_the_list_to_draw_2(pool):
    g = position(pool, p1={"hand": ["BT11-063", "BT13-076"], "deck": ["ST1-02"] * 5}, memory=3)
    play(g, "play BT11-063")
    while kind(g) != "main":
        play(g, legal(g)[0])
    p1 = state(g)["players"]["p1"]
    assert p1["trash"] == ["BT13-076"]
    assert p1["hand"] == ["ST1-02", "ST1-02"]


def test_bt11_063_geremon_draws_nothing_without_such_a_card(pool):
    g = position(pool, p1={"hand": ["BT11-063", "BT1-024"], "deck": ["ST1-02"] * 5}, memory=3)
    play(g, "play BT11-063")
    p1 = state(g)["players"]["p1"]
    assert (kind(g), p1["hand"], p1["trash"]) == ("main", ["BT1-024"], [])


# BT9-102 Attack of the Heavy Mobile Digimon!: ST5-12 Machinedramon is a level 6 [Machine],
# ST15-07 Tankmon a [Cyborg] of play cost 5; ST5-10 costs 6, ST5-07 5.


def test_bt9_102_security_deletes_up_to_the_trashed_cards_play_cost(pool):
    g = position(
        pool,
        p1={"hand": ["ST15-07"], "security": ["BT9-102"]},
        p2={"battle": [{"id": "x", "cards": ["ST5-10"]}, {"id": "y", "cards": ["ST5-07"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes")
    while kind(g) != "main":
        play(g, legal(g)[0])
    assert list(battle(g, "p2")) == ["x"]  # the play cost 6 attacker is out of reach
    assert state(g)["players"]["p1"]["trash"] == ["ST15-07", "BT9-102"]


def test_bt9_102_the_gained_blitz_wants_a_digivolution_card(pool):
    """A level 6 [Machine] played from the hand has none: its gained "[On Play] If this
    Digimon has a digivolution card, <Blitz>" doesn't activate."""
    g = position(
        pool,
        p1={"hand": ["BT9-102", "ST5-12", "ST5-12"], "battle": [{"id": "k", "cards": ["ST5-07"]}]},
        memory=9,
    )
    play(g, "option BT9-102", "yes", "play ST5-12")
    assert kind(g) == "main"
    assert any("<Blitz> of p1-1" in line and "doesn't hold" in line for line in state(g)["log"])


# BT11-062 Agumon (X Antibody)'s inherited effect: "by placing 1 [X Antibody] from this
# Digimon's digivolution cards at the bottom of its owner's deck, prevent this Digimon from
# leaving play" wants a card named [X Antibody]; its own name only contains the words.


def test_bt11_062_agumon_x_antibody_is_no_card_named_x_antibody(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-03", "BT11-062", "ST1-07"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "r", "cards": ["ST1-03"]}]},
        turn="p2",
        memory=8,
    )
    play(g, "option ST1-16")
    assert kind(g) == "main" and battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03", "BT11-062", "ST1-07"]


def test_bt11_062_the_name_is_the_condition_and_the_card_placed_the_cost(pool):
    """The printed "When this Digimon with [Greymon] or [Omnimon] in its name would ..., by
    placing ..., prevent ..." is the later wording with its condition and cost said apart."""
    from digimon_tui.compiler import compile_effects

    (effect,) = pool["BT11-062"].inherited
    assert effect.trigger is not None and effect.trigger.returns
    assert effect.condition is not None and effect.condition.this is not None
    assert effect.condition.this.name_contains == ("Greymon", "Omnimon")
    (cost,) = effect.cost
    assert (cost.do, cost.target.name, cost.target.zone) == (
        "return_to_deck",
        "X Antibody",
        "digivolution_cards",
    )
    assert (
        effect
        == compile_effects(
            "[All Turns] When this Digimon would be deleted or returned to your hand or deck by an "
            "effect, if this Digimon has [Greymon] or [Omnimon] in its name, you may return 1 [X "
            "Antibody] from this Digimon's digivolution cards to the bottom of its owner's deck to "
            "prevent it from leaving play.",
            "inherited",
        )[0]
    )


# BT11-064 Greymon (X Antibody): black/red level 4. "When this Digimon would digivolve into a
# card with [Greymon] in its name, reduce the cost by 1 for each of that card's colors."
# BT8-067 MetalGreymon (black/red) costs 4 from it, ST5-09 MetalGreymon (black) 3, ST5-10
# MetalTyrannomon (black, no [Greymon]) 3.


def greymon_x_digivolves_into(pool, card: str) -> int:
    g = position(
        pool,
        p1={"hand": [card], "battle": [{"id": "a", "cards": ["BT11-064"]}]},
        memory=5,
    )
    play(g, f"digivolve a {card}")
    assert kind(g) == "main"
    return 5 - state(g)["memory"]


def test_bt11_064_greymon_x_antibody_reduces_by_each_colour_of_the_card(pool):
    assert greymon_x_digivolves_into(pool, "BT8-067") == 4 - 2
    assert greymon_x_digivolves_into(pool, "ST5-09") == 3 - 1


def test_bt11_064_greymon_x_antibody_reduces_nothing_without_greymon_in_the_name(pool):
    assert greymon_x_digivolves_into(pool, "ST5-10") == 3


# BT11-074 BlackWarGreymon (X Antibody): "When an opponent's Digimon with the highest DP
# attacks, you may switch the target of attack to this Digimon."


def test_bt11_074_takes_the_attack_of_the_opponents_highest_dp_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT11-074"]}], "security": ["ST1-02"] * 3},
        p2={"battle": [{"id": "b", "cards": ["BT2-012"]}, {"id": "t", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack t player", "yes")
    assert list(battle(g, "p2")) == ["b"]  # the 5000 DP Dummy lost to 12000 DP
    assert state(g)["players"]["p1"]["security"] == 3
