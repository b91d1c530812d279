"""BT10-107 Buzzing Fist and EX2-060 Rika Nonaka (neither has an official ruling), played
where a wrong reading of their text would show."""

from __future__ import annotations

from builders import tamer
from games import battle, legal, play, position, state, with_cards

YUU = tamer("YU-01", name="Yuu Amano", colors=("purple",), cost=4)


def test_bt10_107_buzzing_fist_adds_a_bagra_army_card_and_places_one_under_a_tamer(pool):
    """ "[Main] Reveal the top 3 cards of your deck. Add up to 1 card with [Bagra Army] in its
    traits among them to your hand. Trash the rest. Then, you may place 1 Digimon card with
    [Bagra Army] in its traits from your trash under one of your Tamers": Damemon to the
    hand, Biyomon and Baalmon to the trash, then Baalmon (just trashed) under the Tamer;
    Biyomon is no choice for the hand nor for under the Tamer."""
    g = position(
        with_cards(pool, YUU),
        p1={
            "hand": ["BT10-107"],
            "battle": [{"id": "t", "cards": ["YU-01"]}],
            "deck": ["ST1-02", "BT10-075", "BT10-081", "ST1-03"],
        },
        memory=2,
    )
    play(g, "option BT10-107")
    assert legal(g) == ["card BT10-075", "card BT10-081", "done"]
    play(g, "card BT10-075", "yes")  # Baalmon, the only Bagra Army Digimon in the trash
    assert battle(g, "p1")["t"]["cards"] == ["BT10-081", "YU-01"]
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT10-075"] and p1["trash"] == ["ST1-02", "BT10-107"]


def test_bt10_107_buzzing_fist_may_add_nothing(pool):
    """ "Up to 1": "done" keeps the Bagra Army card out of the hand; all 3 go to the trash."""
    g = position(
        with_cards(pool, YUU),
        p1={"hand": ["BT10-107"], "battle": [{"id": "t", "cards": ["YU-01"]}]}
        | {"deck": ["ST1-02", "BT10-075", "ST1-03", "ST1-03"]},
        memory=2,
    )
    play(g, "option BT10-107", "done", "no")
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02", "BT10-075", "ST1-03", "BT10-107"]


def test_bt10_107_buzzing_fist_security_plays_yuu_amano_from_the_trash(pool):
    """ "[Security] You may play 1 [Yuu Amano] from your hand or trash without paying its
    memory cost. Then, add this card to its owner's hand"."""
    g = position(
        with_cards(pool, YUU),
        p1={"battle": [{"id": "s", "cards": ["TST-9000"]}]},
        p2={"security": ["BT10-107", "ST1-02"], "trash": ["YU-01"]},
    )
    play(g, "attack s player", "yes")
    p2 = state(g)["players"]["p2"]
    assert [s["top"] for s in p2["battle"].values()] == ["YU-01"]
    assert p2["hand"] == ["BT10-107"] and p2["trash"] == []


def _rika(pool, attacker: str):
    return position(
        pool,
        p1={
            "hand": ["EX2-066"],
            "battle": [{"id": "t", "cards": ["EX2-060"]}, {"id": "r", "cards": [attacker]}],
        },
        p2={"security": ["ST1-02", "ST1-02", "ST1-02"]},
    )


def test_ex2_060_rika_uses_a_plug_in_for_free_when_kyubimon_attacks(pool):
    """ "[Your Turn] When you attack with a Digimon with [Renamon], [Kyubimon], [Taomon], or
    [Sakuyamon] in its name, you may suspend this Tamer to use 1 Option card with [Plug-In]
    in its name from your hand without paying its memory cost": Offensive Plug-In A (cost 2)
    gives Kyubimon <Security A. +1> and the memory stays at 0; 2 cards are checked."""
    g = _rika(pool, "EX2-021")
    play(g, "attack r player", "yes")
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 0
    assert state(g)["players"]["p2"]["security"] == 1


def test_ex2_060_rika_doesnt_answer_another_digimons_attack(pool):
    """Greymon attacking asks nothing: the Plug-In stays in the hand."""
    g = _rika(pool, "ST1-07")
    play(g, "attack r player")
    assert state(g)["players"]["p1"]["hand"] == ["EX2-066"]
    assert battle(g, "p1")["t"]["suspended"] is False


def test_ex2_060_rika_sets_memory_to_3_and_plays_from_security(pool):
    """ "[Start of Your Turn] If you have 2 memory or less, set your memory to 3" and
    "[Security] Play this card without paying its memory cost"."""
    g = position(
        pool,
        p1={"hand": ["BT12-039"], "battle": [{"id": "s", "cards": ["TST-9000"]}]},
        p2={"security": ["EX2-060", "ST1-02"]},
        memory=5,
    )
    play(g, "attack s player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["EX2-060"]
    play(g, "play BT12-039")  # 6 from 5: p2's turn starts with 1 memory
    assert state(g)["turn"] == "p2" and state(g)["memory"] == 3
