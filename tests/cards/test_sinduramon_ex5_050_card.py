"""EX5-050 Sinduramon, the parts of its text its official rulings (all on its [On Play]) leave
alone: <Decoy ([Deva] or [Four Sovereigns])> shields another of its player's Digimon with
either trait from an opponent's effect (16-18-1), and no Digimon without them; its inherited
<Blocker> under a [Four Sovereigns] Digimon in the opponent's turn."""

from __future__ import annotations

from games import battle, legal, play, position


def _gaia_force_at(pool, target: str):
    """p2's ST1-16 Gaia Force deletes one of p1's Digimon: EX5-019 Antylamon ([Deva]),
    EX5-024 Azulongmon ([Four Sovereigns]) or BT2-057 Greymon (black like Sinduramon, neither
    trait)."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "s", "cards": ["EX5-050"]},
                {"id": "d", "cards": ["EX5-019"]},
                {"id": "f", "cards": ["EX5-024"]},
                {"id": "k", "cards": ["BT2-057"]},
            ]
        },
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    return play(g, "option ST1-16", f"target {target}")


def test_ex5_050_sinduramon_is_deleted_in_place_of_a_deva_or_four_sovereigns(pool):
    for shielded in ("d", "f"):
        g = _gaia_force_at(pool, shielded)
        assert legal(g) == ["decoy s", "no-prevent"]
        g = play(g, "decoy s")
        assert set(battle(g, "p1")) == {"d", "f", "k"}


def test_ex5_050_sinduramon_doesnt_shield_a_digimon_without_either_trait(pool):
    g = _gaia_force_at(pool, "k")
    assert set(battle(g, "p1")) == {"s", "d", "f"}


def test_ex5_050_sinduramon_inherited_blocker_under_a_four_sovereigns_digimon(pool):
    """Under EX5-024 Azulongmon in p2's turn p1 may block with it; under TST-7000 not."""

    def attacked(top: str):
        g = position(
            pool,
            p1={"battle": [{"id": "z", "cards": ["EX5-050", top]}], "security": ["ST1-02"]},
            p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
            turn="p2",
        )
        return play(g, "attack x player")

    assert "block z" in legal(attacked("EX5-024"))
    assert "block z" not in legal(attacked("TST-7000"))
