"""BT8-042 Shakkoumon (no official ruling): it recovers 1 with 5 or fewer security cards, then
only when DNA digivolving returns a Digimon whose level is at most its player's security
cards, counted after the recovery. The catalogue prints no DNA requirement for it, so the DNA
half is played on a stand-in: the same card with one."""

from __future__ import annotations

from games import battle, play, position, state, with_cards

BULKMON, DAIPENMON = "BT7-033", "BT7-024"


def _pool(pool):
    card = pool["BT8-042"].model_dump(exclude_defaults=True)
    dna = {
        "top": {"color": "yellow", "level": 4},
        "bottom": {"color": "blue", "level": 4},
        "cost": 0,
    }
    return with_cards(pool, card | {"number": "TST-1", "dna": dna})


def _opponent(level_4: str = BULKMON):
    return {"battle": [{"id": "f", "cards": [level_4]}, {"id": "d", "cards": [DAIPENMON]}]}


def _dna(pool, security: int):
    g = position(
        _pool(pool),
        p1={
            "hand": ["TST-1"],
            "security": ["TST-1000"] * security,
            "battle": [{"id": "y", "cards": [BULKMON]}, {"id": "b", "cards": ["BT7-020"]}],
        },
        p2=_opponent(),
        memory=3,
    )
    return play(g, "dna y b TST-1")


def test_bt8_042_dna_digivolving_returns_a_digimon_of_level_up_to_its_security_cards(pool):
    g = _dna(pool, 3)  # 4 after the recovery: the level 4 goes, the level 5 can't
    assert state(g)["players"]["p1"]["security"] == 4
    assert set(battle(g, "p2")) == {"d"}
    assert state(g)["players"]["p2"]["hand"] == [BULKMON]


def test_bt8_042_returns_nothing_with_fewer_security_cards_than_any_level(pool):
    g = _dna(pool, 2)  # 3 after the recovery
    assert set(battle(g, "p2")) == {"f", "d"}


def test_bt8_042_returns_nothing_when_it_digivolves_plainly(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT8-042"],
            "security": ["TST-1000"] * 4,
            "battle": [{"id": "y", "cards": [BULKMON]}],
        },
        p2=_opponent(),
        memory=4,
    )
    play(g, "digivolve y BT8-042")
    assert state(g)["players"]["p1"]["security"] == 5
    assert set(battle(g, "p2")) == {"f", "d"}


def test_bt8_042_doesnt_recover_with_6_security_cards(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT8-042"],
            "security": ["TST-1000"] * 6,
            "battle": [{"id": "y", "cards": [BULKMON]}],
        },
        memory=4,
    )
    play(g, "digivolve y BT8-042")
    assert state(g)["players"]["p1"]["security"] == 6
