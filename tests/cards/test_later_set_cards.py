"""Cards of BT10-BT15 and EX3-EX5 without an official ruling to test them by: each played
where a wrong reading would show."""

from __future__ import annotations

from games import play, position, state


def test_bt14_077_skullsatamon_trashes_both_decks_and_gains_for_the_opponents(pool) -> None:
    """BT14-077 SkullSatamon's [On Play] trashes the top 2 cards of each deck; its own [Your
    Turn] effect sees the opponent's deck trashed and gains 1 memory (once per turn)."""
    g = position(pool, p1={"hand": ["BT14-077"]}, memory=8)
    play(g, "play BT14-077")
    s = state(g)
    assert len(s["players"]["p1"]["trash"]) == 2 and len(s["players"]["p2"]["trash"]) == 2
    assert s["players"]["p1"]["deck"] == 8 and s["players"]["p2"]["deck"] == 8
    assert s["memory"] == 8 - 7 + 1


def test_ex4_008_blackgrowlmon_trashes_both_decks_then_may_return_a_guilmon(pool) -> None:
    """EX4-008 BlackGrowlmon's [When Digivolving]: the top 2 cards of each deck, then 1
    [Guilmon] back from the trash to the hand."""
    g = position(
        pool,
        p1={
            "hand": ["EX4-008"],
            "trash": ["EX2-008"],
            "battle": [{"id": "g", "cards": ["BT2-009"]}],
        },
        memory=5,
    )
    play(g, "digivolve g EX4-008", "yes")
    s = state(g)
    assert s["players"]["p1"]["hand"] == ["ST1-02", "EX2-008"]
    assert s["players"]["p1"]["trash"] == ["ST1-02", "ST1-02"]
    assert s["players"]["p2"]["deck"] == 8 and s["players"]["p2"]["trash"] == ["ST1-02", "ST1-02"]


def _takuya_attack(pool, stack: list[str]):
    """Takuya Kanbara at the bottom of `stack`, whose Digimon attacks the player."""
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": stack}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    play(g, "attack e player")
    return g


def test_bt12_088_takuya_kanbara_under_a_10000_dp_digimon_gains_2_memory_as_it_checks(pool) -> None:
    """BT12-088 Takuya Kanbara's inherited effect: +2000 DP in your turn, and while the
    Digimon has 10000 DP or more, it gains 2 memory when it checks security, once a turn.
    An 8000 DP Digimon over Takuya has 10000: just enough."""
    g = _takuya_attack(pool, ["BT12-088", "TST-8000"])
    s = state(g)
    assert s["players"]["p1"]["battle"]["e"]["dp"] == 10000
    assert s["players"]["p2"]["security"] == 2
    assert s["memory"] == 5


def test_bt12_088_takuya_kanbara_under_a_digimon_below_10000_dp_gains_nothing(pool) -> None:
    """A 7000 DP Digimon over Takuya has 9000 DP in your turn, short of 10000: no memory."""
    g = _takuya_attack(pool, ["BT12-088", "TST-7000"])
    s = state(g)
    assert s["players"]["p1"]["battle"]["e"]["dp"] == 9000
    assert s["memory"] == 3


def test_bt12_088_takuya_kanbara_sets_memory_to_3_at_the_start_of_your_turn(pool) -> None:
    """[Start of Your Turn] with 2 memory or less: memory becomes 3."""
    g = position(pool, p1={"battle": [{"id": "t", "cards": ["BT12-088"]}]}, turn="p2", memory=1)
    play(g, "pass")  # p2's turn ends with p1 at 1 memory
    assert state(g)["memory"] == 3


def test_ex3_029_airdramon_shows_the_security_card_it_adds_to_both_players(pool) -> None:
    """ "Search your security stack, reveal 1 card from it, and add it to your hand": the card
    is revealed, so the opponent reads which one it was (15-15-3-9 keeps only an unrevealed
    search hidden); a yellow one brings <Recovery +1 (Deck)>."""
    g = position(
        pool,
        p1={"hand": ["EX3-029"], "security": ["ST1-02", "ST3-05", "ST1-03"], "deck": ["ST1-04"]},
        memory=5,
    )
    play(g, "play EX3-029", "card ST3-05")
    shown = [line for line in g.log_lines if "ST3-05" in line]
    assert shown == ["p1 shows ST3-05 Angemon and adds it to the hand"]
    assert "a card is added to p1's hand" not in g.log_lines
    assert state(g)["players"]["p1"]["security"] == 3  # two left, one recovered
