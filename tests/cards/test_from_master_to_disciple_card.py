"""ST12-15 From Master to Disciple (no official ruling), played where a wrong reading of its
text would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_st12_15_adds_a_huckmon_trashes_the_rest_and_stays_in_play(pool):
    """ "[Main] Reveal the top 3 cards ... Add 1 card with [Huckmon] or [Sistermon] in its name
    or [Royal Knight] in its traits ... Trash the rest. Then, place this card in your Battle
    Area": its <Delay> can't be used the turn it arrived."""
    g = position(
        pool,
        p1={
            "hand": ["ST12-15"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}],
            "deck": ["ST1-02", "BT13-009", "ST1-03", "ST1-02"],
        },
        memory=5,
    )
    play(g, "option ST12-15")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["BT13-009"] and p1["trash"] == ["ST1-02", "ST1-03"]
    assert [s["top"] for s in battle(g, "p1").values()] == ["ST1-03", "ST12-15"]
    assert not any(m.startswith("delay") for m in legal(g))


def test_st12_15_delay_takes_1_off_the_next_digivolution_only(pool):
    """ "<Delay> The next time one of your Digimon would digivolve this turn, reduce the
    digivolution cost by 1": Agumon into Greymon for 1, the next for the full 2."""
    g = position(
        pool,
        p1={
            "hand": ["ST1-07", "ST1-07"],
            "battle": [
                {"id": "a", "cards": ["ST1-03"]},
                {"id": "b", "cards": ["ST1-03"]},
                {"id": "o", "cards": ["ST12-15"]},
            ],
        },
        memory=5,
    )
    play(g, "delay o", "digivolve a ST1-07")
    assert state(g)["memory"] == 4
    play(g, "digivolve b ST1-07")
    assert state(g)["memory"] == 2
