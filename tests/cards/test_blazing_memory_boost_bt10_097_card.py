"""BT10-097 Blazing Memory Boost! (no official ruling): "[Main] Reveal the top 6 cards of your
deck. You may add 2 cards with [Blue Flare] in their traits among them to your hand, and play
1 [Kiriha Aonuma] among them without paying its memory cost. ...", where a wrong reading of
its trait (the catalogue spells it "BlueFlare") or of its two choices would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

DECK = ["ST1-02", "BT10-021", "BT10-088", "BT10-019", "ST1-03", "BT10-024", "ST1-02"]


def _used(pool):
    g = position(
        pool,
        p1={"hand": ["BT10-097"], "deck": DECK, "battle": [{"id": "b", "cards": ["ST2-05"]}]},
        memory=5,
    )
    return play(g, "option BT10-097", "yes")


def test_bt10_097_adds_blue_flare_cards_and_plays_kiriha_free(pool):
    """The [Blue Flare] cards among the 6 are offered (not Agumon or Biyomon); Kiriha is
    played for nothing (memory stays 0 after the Option's 5) and the Option stays in play."""
    g = _used(pool)
    assert sorted(legal(g)) == ["card BT10-019", "card BT10-021", "card BT10-024", "card BT10-088"]
    play(g, "card BT10-021", "card BT10-019", "yes", "card ST1-02", "card ST1-03")
    assert state(g)["players"]["p1"]["hand"] == ["BT10-021", "BT10-019"]
    tops = sorted(p["top"] for p in battle(g, "p1").values())
    assert tops == ["BT10-088", "BT10-097", "ST2-05"]
    assert state(g)["memory"] == 0


def test_bt10_097_kiriha_may_stay_among_the_rest(pool):
    """Declining the play: Kiriha goes to the bottom of the deck with the rest."""
    g = play(_used(pool), "card BT10-021", "card BT10-019", "no")
    while "card ST1-02" in legal(g) or "card BT10-088" in legal(g):
        play(g, legal(g)[0])
    assert "BT10-088" not in [p["top"] for p in battle(g, "p1").values()]
    assert state(g)["players"]["p1"]["deck"] == 5
