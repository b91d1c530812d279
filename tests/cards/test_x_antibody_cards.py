"""BT7 and BT8 cards that look for [X Antibody] in a card's traits: the catalogue prints
"[X-Antibody]", a spelling no card's trait has, corrected in the compiler's list of
corrections. Each is played where matching nothing would show."""

from __future__ import annotations

from games import battle, play, position, state

from digimon_tui.engine import queries as q


def _settle(g) -> None:
    """Answer every question with its first choice until the main phase asks again."""
    while (pending := state(g)["pending"]) and pending["kind"] != "main":
        play(g, str(g.legal_moves()[0]))


def test_bt7_056_dorumon_adds_an_x_antibody_card_it_reveals(pool):
    g = position(
        pool, p1={"hand": ["BT7-056"], "deck": ["BT7-049", "ST1-02", "ST1-02"] * 3}, memory=5
    )
    play(g, "play BT7-056")
    _settle(g)
    assert "BT7-049" in state(g)["players"]["p1"]["hand"]


def test_bt7_090_kota_domoto_adds_an_x_antibody_card_it_reveals(pool):
    g = position(
        pool, p1={"hand": ["BT7-090"], "deck": ["ST1-02", "BT7-049", "ST1-02"] * 3}, memory=5
    )
    play(g, "play BT7-090")
    _settle(g)
    assert "BT7-049" in state(g)["players"]["p1"]["hand"]


def test_bt7_104_metal_cannon_draws_1_for_each_digivolution_card_of_an_x_antibody_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT7-104"],
            "battle": [{"id": "x", "cards": ["BT7-005", "BT7-056", "BT8-063"]}],
        },
        memory=5,
    )
    play(g, "option BT7-104")
    _settle(g)
    assert len(state(g)["players"]["p1"]["hand"]) == 2


def test_bt8_060_ryudamon_inherited_gives_decoy_under_an_x_antibody_digimon(pool):
    g = position(pool, p1={"battle": [{"id": "s", "cards": ["BT8-060", "BT8-063"]}]})
    assert "<Decoy>" in q.keywords_of(g, g.find("s"))


def test_bt8_063_ginryumon_inherited_gives_blocker_on_the_opponents_turn(pool):
    g = position(pool, p1={"battle": [{"id": "s", "cards": ["BT8-063", "BT8-069"]}]}, turn="p2")
    assert q.has_blocker(g, g.find("s"))


def test_bt8_069_ouryumon_may_place_an_x_antibody_card_to_delete_a_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT8-069", "BT7-056"], "battle": [{"id": "o", "cards": ["BT2-060"]}]},
        p2={"battle": [{"id": "f", "cards": ["TST-5000"]}]},
        memory=10,
    )
    play(g, "digivolve o BT8-069")
    _settle(g)
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["o"]["cards"][0] == "BT7-056"
    assert "BT7-056" not in state(g)["players"]["p1"]["hand"]
