"""EX4-049 CresGarurumon (no official ruling), played where a wrong reading would show: its
first choice returns any number of the opponent's Digimon whose play costs add up to 6 or less
(each pick narrows the next) to the bottom of their owner's deck; its second digivolves another
of the player's Digimon for free into a [Greymon] card of level 6 or lower."""

from __future__ import annotations

from games import battle, legal, play, position, state

CRESGARURUMON = "EX4-049"


def _digivolved(pool, hand: list[str], mode: str, p2=None):
    g = position(
        pool,
        p1={
            "hand": [CRESGARURUMON, *hand],
            "battle": [
                {"id": "w", "cards": ["BT1-040"]},  # WereGarurumon
                {"id": "m", "cards": ["BT1-021"]},  # MetalGreymon, red level 5
            ],
        },
        p2=p2,
        memory=5,
    )
    return play(g, f"digivolve w {CRESGARURUMON}", mode)


def test_ex4_049_returns_digimon_whose_play_costs_add_up_to_6(pool):
    p2 = {
        "battle": [
            {"id": "a", "cards": ["ST1-03"]},  # play cost 3
            {"id": "b", "cards": ["ST1-07"]},  # 5
            {"id": "c", "cards": ["BT1-025"]},  # 12
            {"id": "d", "cards": ["ST1-02"]},  # 2
        ]
    }
    g = _digivolved(pool, [], "mode 1", p2)
    assert legal(g) == ["target a", "target b", "target d"]
    play(g, "target a")
    assert legal(g) == ["target d", "done"]  # b's 5 would make 8
    play(g, "target d", "target a")
    assert list(battle(g, "p2")) == ["b", "c"]
    assert state(g)["players"]["p2"]["deck"] == 12


def test_ex4_049_another_digimon_digivolves_free_into_a_greymon_card(pool):
    g = _digivolved(pool, ["BT1-025", "ST1-10"], "mode 2")  # WarGreymon, Phoenixmon (red, 6)
    assert "card ST1-10" not in legal(g)
    play(g, "card BT1-025")
    assert battle(g, "p1")["m"]["cards"] == ["BT1-021", "BT1-025"]
    assert state(g)["memory"] == 2
