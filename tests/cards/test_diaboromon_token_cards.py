"""Cards that play the early Diaboromon Token, its facts printed as a sentence after the
effect (level 6, white, play cost 14, 3000 DP, Mega/Unknown/Unidentified: 4-21-1); named
after the card."""

from __future__ import annotations

from games import battle, kind, play, position


def _token_card(g, player: int = 0):
    perm = next(p for p in g.players[player].battle if g.info[p.cards[-1]].token)
    return g.defs[perm.cards[-1]]


def test_bt5_084_diaboromon_when_digivolving_plays_a_token_with_its_printed_facts(pool):
    g = position(
        pool, p1={"hand": ["BT5-084"], "battle": [{"id": "a", "cards": ["BT2-060"]}]}, memory=5
    )
    play(g, "digivolve a BT5-084")
    assert kind(g) == "optional"
    play(g, "yes")
    token = _token_card(g)
    assert (token.name, token.colors, token.level, token.dp, token.cost) == (
        "Diaboromon",
        ("white",),
        6,
        3000,
        14,
    )
    assert (token.form, token.attribute, token.types) == ("Mega", "Unknown", ("Unidentified",))


def test_bt5_104_catastrophe_cannon_plays_a_token_with_a_diaboromon_in_play(pool):
    with_one = position(
        pool,
        p1={
            "hand": ["BT5-104"],
            "battle": [
                {"id": "a", "cards": ["BT2-060", "BT5-084"]},
                {"id": "b", "cards": ["BT2-060"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07"]}]},
        memory=5,
    )
    play(with_one, "option BT5-104")
    while kind(with_one) != "optional":
        play(with_one, str(with_one.legal_moves()[0]))
    play(with_one, "yes")
    assert len(battle(with_one, "p1")) == 3
