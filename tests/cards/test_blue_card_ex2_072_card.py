"""EX2-072 Blue Card, beyond its rulings (tests/rulings/ex2.toml): a white Option its player
may use beside a Tamer without a white card; its digivolution takes no white card among the
five revealed, and a card taken by it leaves no Digimon card to add."""

from __future__ import annotations

from games import legal, play, position, state

BLUE_CARD = "EX2-072"
EOSMON = "BT6-083"  # white, digivolves from a green level 3
TOGEMON = "ST4-06"  # green, digivolves from a green level 3


def _game(pool, battle: list[dict], deck: list[str]):
    return position(pool, p1={"hand": [BLUE_CARD], "battle": battle, "deck": deck}, memory=5)


def test_ex2_072_needs_a_tamer_to_be_used_without_a_white_card(pool):
    digimon = {"id": "a", "cards": ["TST-3000"]}
    alone = _game(pool, [digimon], ["ST1-02"] * 6)
    assert f"option {BLUE_CARD}" not in legal(alone)
    with_tamer = _game(pool, [digimon, {"id": "t", "cards": ["ST1-12"]}], ["ST1-02"] * 6)
    assert f"option {BLUE_CARD}" in legal(with_tamer)


def test_ex2_072_digivolves_into_no_white_card(pool):
    g = _game(
        pool,
        [{"id": "a", "cards": ["TST-3000"]}, {"id": "t", "cards": ["ST1-12"]}],
        [EOSMON, TOGEMON, "ST1-02", "ST1-02", "ST1-02", "ST1-02"],
    )
    play(g, f"option {BLUE_CARD}", "yes")
    assert legal(g) == [f"card {TOGEMON}", "done"]


def test_ex2_072_adds_nothing_once_it_has_digivolved(pool):
    g = _game(
        pool,
        [{"id": "a", "cards": ["TST-3000"]}, {"id": "t", "cards": ["ST1-12"]}],
        [TOGEMON, "ST4-07", "ST1-02", "ST1-02", "ST1-02", "ST1-16"],
    )
    play(g, f"option {BLUE_CARD}", "yes", f"card {TOGEMON}")
    while g.pending is not None and g.pending.kind == "card":  # the bottom order
        play(g, legal(g)[0])
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["a"]["top"] == TOGEMON
    assert p1["hand"] == ["ST1-16"]  # the bonus draw alone: Kuwagamon went to the bottom
    assert p1["deck"] == 4
