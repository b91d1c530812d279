"""BT12-047 Wormmon: its reveal where a wrong reading of its two kinds of card would show
(ruling Q2178, one kind alone, is in tests/rulings/bt12.toml)."""

from __future__ import annotations

from games import legal, play, position, state


def _hand_after_the_reveal(pool, deck: list[str]) -> list[str]:
    g = position(pool, p1={"hand": ["BT12-047"], "deck": deck}, memory=3)
    play(g, "play BT12-047")
    while state(g)["pending"]["kind"] != "main":  # the order of the rest at the bottom
        play(g, legal(g)[0])
    return state(g)["players"]["p1"]["hand"]


def test_bt12_047_adds_one_digimon_card_and_one_ken_ichijoji(pool):
    """ "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with
    [Imperialdramon] in its name or a [Free] trait and 1 Tamer card with [Ken Ichijoji] in
    its name among them to your hand": BT3-094 Ken Ichijoji and BT3-111 Imperialdramon:
    Dragon Mode both come; with ST1-03 Agumon (Vaccine) in place of the Imperialdramon, only
    Ken does."""
    both = _hand_after_the_reveal(pool, ["BT3-094", "BT3-111", "ST1-02", "ST1-02"])
    assert sorted(both) == ["BT3-094", "BT3-111"]
    assert _hand_after_the_reveal(pool, ["ST1-02", "ST1-03", "BT3-094", "ST1-02"]) == ["BT3-094"]
