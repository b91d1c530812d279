"""BT11-044 MetalEtemon and BT11-056 Jijimon, played where a wrong reading would show: "play
any number of ... Digimon cards whose total play costs add up to N or less among them": each
card chosen lowers what the next may cost (ruling Q2085, fewer on purpose, is in
tests/rulings/bt11.toml); Jijimon reveals one card for each green or black Tamer."""

from __future__ import annotations

from games import battle, legal, play, position, state

METALETEMON, ETEMON = "BT11-044", "BT3-070"  # Etemon: black level 5, play cost 7
SUKAMON, CHUUMON = "BT3-063", "BT3-061"  # play cost 3 each
JIJIMON, DIGITAMAMON = "BT11-056", "BT1-075"  # a green level 5, play cost 6
GREEN_TAMER, BLACK_TAMER = "BT12-093", "BT12-094"


def _metaletemon(pool):
    g = position(
        pool,
        p1={
            "hand": [METALETEMON],
            "battle": [{"id": "a", "cards": [ETEMON]}],
            "deck": ["ST1-02", SUKAMON, CHUUMON, ETEMON, "ST1-02", "ST1-02"],
        },
        memory=3,
    )
    return play(g, f"digivolve a {METALETEMON}", "yes")


def test_bt11_044_each_card_chosen_lowers_the_total_left(pool) -> None:
    """Sukamon (3) and Chuumon (3) make 6: Etemon (7) no longer fits."""
    g = _metaletemon(pool)
    assert {f"card {n}" for n in (SUKAMON, CHUUMON, ETEMON)} <= set(legal(g))
    play(g, f"card {SUKAMON}")
    assert f"card {ETEMON}" not in legal(g)
    play(g, f"card {CHUUMON}")
    names = sorted(p["name"] for k, p in battle(g, "p1").items() if k != "a")
    assert names == ["Chuumon", "Sukamon"]
    assert state(g)["players"]["p1"]["trash"] == [ETEMON, "ST1-02"]


def test_bt11_044_a_card_of_7_alone_fits(pool) -> None:
    g = _metaletemon(pool)
    play(g, f"card {ETEMON}")
    assert f"card {SUKAMON}" not in legal(g)


def test_bt11_056_reveals_one_card_for_each_green_or_black_tamer(pool) -> None:
    """Two such Tamers: the top 2 cards, Digitamamon (6) and Jijimon (11, which can't be
    played) go to the bottom; with one Tamer only the top card is revealed."""
    for tamers, revealed in (([GREEN_TAMER, BLACK_TAMER], 2), ([GREEN_TAMER], 1)):
        g = position(
            pool,
            p1={
                "battle": [{"id": "j", "cards": [JIJIMON]}]
                + [{"id": f"t{i}", "cards": [t]} for i, t in enumerate(tamers)],
                "deck": [DIGITAMAMON, JIJIMON, "ST1-02", "ST1-02"],
            },
            p2={"security": ["TST-1000"]},
            memory=3,
        )
        play(g, "attack j player", "yes")
        assert f"card {DIGITAMAMON}" in legal(g) and f"card {JIJIMON}" not in legal(g)
        play(g, f"card {DIGITAMAMON}")
        deck = [g.defs[u].number for u in g.players[0].deck]  # bottom first
        assert deck[0] == (JIJIMON if revealed == 2 else "ST1-02")  # the rest to the bottom
