"""EX6-048 Witchmon, EX7-054 BlackGatomon, EX6-052 Bastemon and EX6-034 Antylamon, played where
a wrong reading of their text would show (their rulings are in tests/rulings/ex6.toml and
ex7.toml)."""

from __future__ import annotations

from builders import digimon
from games import battle, play, position, state, with_cards

PURPLE = (
    digimon("PL-3", level=3, colors=("purple",)),
    digimon("PL-4", level=4, colors=("purple",)),
)


def test_ex6_048_witchmon_gives_nothing_without_the_hand_card(pool):
    """ "By trashing 1 card in your hand, ... 1 of your opponent's Digimon gains "[End of
    Attack] Delete this Digimon."": the card is the cost of giving the effect, not of the
    deletion; declined, p2's Digimon attacks and survives its attack."""
    g = position(
        pool,
        p1={"hand": ["EX6-048", "ST1-02"], "security": ["ST1-02", "ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "play EX6-048", "no", "pass", "attack x player")
    assert set(battle(g, "p2")) == {"x"}
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_ex6_048_witchmons_given_effect_deletes_the_attacker_at_its_end_of_attack(pool):
    """Paid for on p1's turn, the effect deletes p2's Digimon after its attack on p2's turn,
    with no further card from anyone's hand."""
    g = position(
        pool,
        p1={"hand": ["EX6-048", "ST1-02"], "security": ["ST1-02", "ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}], "hand": ["ST1-03"]},
        memory=5,
    )
    play(g, "play EX6-048", "yes")
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]
    play(g, "pass", "attack x player")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["hand"] == ["ST1-03", "ST1-02"]


def test_ex7_054_blackgatomon_gives_blocker_and_retaliation_for_a_hand_card(pool):
    """ "[When Digivolving] By trashing 1 card in your hand, 1 of your Digimon gains <Blocker>
    and <Retaliation> until the end of your opponent's turn": on p2's turn it may block."""
    g = position(
        with_cards(pool, *PURPLE),
        p1={"hand": ["EX7-054", "ST1-02"], "battle": [{"id": "g", "cards": ["PL-3"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"]}]},
        memory=5,
    )
    play(g, "digivolve g EX7-054", "yes", "pass", "attack x player")
    assert "block g" in state(g)["pending"]["moves"]


def test_ex6_052_bastemon_plays_a_purple_level_3_from_the_trash_when_digivolving(pool):
    """ "[When Digivolving] You may play 1 purple level 3 Digimon card from your trash": the
    level 3, not the level 4."""
    g = position(
        with_cards(pool, *PURPLE),
        p1={"hand": ["EX6-052"], "battle": [{"id": "a", "cards": ["PL-4"]}]}
        | {"trash": ["PL-3", "PL-4"]},
        memory=5,
    )
    play(g, "digivolve a EX6-052", "yes")
    assert state(g)["players"]["p1"]["trash"] == ["PL-4"]


def test_ex6_052_bastemon_scapegoat_and_inherited_replay(pool):
    """<Scapegoat>: lost in battle on p2's turn, another Digimon is deleted instead; inherited
    "[Opponent's Turn] [Once Per Turn] When an opponent's Digimon is deleted, you may play 1
    purple level 4 or lower Digimon card from your trash"."""
    cards = with_cards(pool, *PURPLE)
    g = position(
        cards,
        p1={
            "battle": [
                {"id": "b", "cards": ["EX6-052"], "suspended": True},
                {"id": "o", "cards": ["PL-3"]},
            ]
        },
        p2={"battle": [{"id": "s", "cards": ["TST-12000"]}]},
        turn="p2",
    )
    play(g, "attack s b", "scapegoat o")
    assert set(battle(g, "p1")) == {"b"}
    g = position(
        cards,
        p1={
            "battle": [{"id": "b", "cards": ["EX6-052", "TST-5000"], "suspended": True}],
            "trash": ["PL-4"],
        },
        p2={"battle": [{"id": "s", "cards": ["TST-3000"]}]},
        turn="p2",
    )
    play(g, "attack s b", "yes")
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["PL-4", "TST-5000"]


def test_ex6_034_antylamon_plays_from_the_hand_when_digivolving_not_the_trash(pool):
    """ "[When Digivolving] You may play 1 level 3 green or yellow Digimon card from your
    hand": the yellow Labramon in the hand comes in, the one in the trash stays."""
    g = position(
        pool,
        p1={
            "hand": ["EX6-034", "BT1-049"],
            "battle": [{"id": "a", "cards": ["ST4-07"]}],
            "trash": ["BT1-049"],
        },
        memory=4,
    )
    play(g, "digivolve a EX6-034", "yes")
    assert state(g)["players"]["p1"]["trash"] == ["BT1-049"]
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT1-049", "EX6-034"]
