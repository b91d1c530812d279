"""BT18-047 Arbormon and BT18-067 MetalKabuterimon, played where a wrong reading of their
text would show. (Their official rulings, about a Tamer digivolving by a requirement that
names it, are positions in tests/rulings/bt18.toml.)"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state


def test_bt18_047_arbormon_digivolves_from_petaldramon_for_0(pool):
    """ "[Digivolve] [Petaldramon]: Cost 0": with no memory, BT18-050 Petaldramon (a level
    4) may digivolve into it, and the memory doesn't move."""
    g = position(
        pool,
        p1={"hand": ["BT18-047"], "battle": [{"id": "p", "cards": ["BT18-050"]}]},
        memory=0,
    )
    assert "digivolve p BT18-047" in legal(g)
    play(g, "digivolve p BT18-047", "no")
    assert state(g)["memory"] == 0 and battle(g, "p1")["p"]["top"] == "BT18-047"


def test_bt18_047_arbormon_suspends_a_green_digimon_of_yours_to_suspend_a_tamer(pool):
    """[When Digivolving] "By suspending 1 of your green Digimon, suspend 1 of your
    opponent's Digimon or Tamers": p1 suspends its green Floramon and suspends p2's Tamer."""
    g = position(
        pool,
        p1={
            "hand": ["BT18-047"],
            "battle": [{"id": "p", "cards": ["BT18-050"]}, {"id": "f", "cards": ["ST4-02"]}],
        },
        p2={"battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "d", "cards": ["ST1-03"]}]},
        memory=0,
    )
    play(g, "digivolve p BT18-047", "yes")
    assert legal(g) == ["target p", "target f"]
    play(g, "target f")
    assert legal(g) == ["target t", "target d"]  # a Tamer may be chosen
    play(g, "target t")
    assert battle(g, "p1")["f"]["suspended"] and battle(g, "p2")["t"]["suspended"]
    assert kind(g) == "main"


def test_bt18_067_metalkabuterimon_digivolves_from_beetlemon_for_1_and_de_digivolves(pool):
    """ "[Digivolve] [Beetlemon]: Cost 1" (BT7-046, a level 4), then [When Digivolving]
    <De-Digivolve 1> on p2's Digimon."""
    g = position(
        pool,
        p1={"hand": ["BT18-067"], "battle": [{"id": "b", "cards": ["BT7-046"]}]},
        p2={"battle": [{"id": "d", "cards": ["ST1-03", "ST1-06"]}]},
        memory=1,
    )
    play(g, "digivolve b BT18-067")
    assert state(g)["memory"] == 0
    assert battle(g, "p2")["d"]["cards"] == ["ST1-03"]
    assert battle(g, "p1")["b"]["top"] == "BT18-067"
