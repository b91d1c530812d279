"""BT14-056 Commandramon and BT14-060 Hi-Commandramon, beyond their rulings (tests/rulings/
bt14.toml): the inherited prevention is not offered when its player's own effect takes the
Digimon away, and Hi-Commandramon's [When Attacking] plays a card of those traits with a play
cost of 3 or less, a Tamer too."""

from __future__ import annotations

from games import legal, play, position, state

COMMANDRAMON, HI_COMMANDRAMON, KING = "BT14-056", "BT14-060", "BT13-045"
SATSUKI, SEALSDRAMON = "BT14-086", "BT4-067"


def test_bt14_056_its_players_own_effect_takes_it_without_a_question(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [KING],
            "battle": [
                {"id": "c", "cards": [COMMANDRAMON, "TST-2000"]},
                {"id": "d", "cards": ["BT3-059"]},
            ],
            "trash": ["BT13-039"] * 8,
        },
        memory=5,
        turn_number=3,
    )
    play(g, f"play {KING}", "yes", "target c")  # KingChessmon's cost deletes it
    assert "prevent" not in " ".join(legal(g))
    p1 = state(g)["players"]["p1"]
    assert "c" not in p1["battle"] and "d" in p1["battle"]


def test_bt14_060_plays_a_tamer_of_those_traits_but_not_a_costlier_digimon(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [{"id": "h", "cards": [HI_COMMANDRAMON]}],
            "deck": [SEALSDRAMON, SATSUKI, "ST1-02", "ST1-02"],
        },
        p2={"security": ["TST-1000"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack h player", "yes")  # Satsuki is the only fit: Sealsdramon costs 5
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in p1["battle"].values()] == [HI_COMMANDRAMON, SATSUKI]
    assert p1["deck"] == 3  # Sealsdramon and Biyomon went to the bottom
