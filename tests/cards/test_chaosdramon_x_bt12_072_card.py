"""BT12-072 Chaosdramon (X Antibody), played where a wrong reading would show: it gains the
printed effects of the [Machinedramon] and [Chaosdramon] cards under it (a keyword, a
prevention of deletion), not those of other cards; its [Start of Your Main Phase] places a
[Cyborg] or [Machine] Digimon card from the trash under it; its own deletion trashes a
security card once a turn (ruling Q2214 is in tests/rulings/bt12.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state

CHAOSDRAMON_X = "BT12-072"


def test_bt12_072_gains_machinedramons_blocker(pool) -> None:
    """BT2-066 Machinedramon's <Blocker> under it is its own: p2's attack may be blocked by
    it; with Andromon (another name, no effect to gain) under it instead, nothing is
    offered."""
    for under, offered in (("BT2-066", True), ("BT2-061", False)):
        g = position(
            pool,
            p1={"battle": [{"id": "c", "cards": [under, CHAOSDRAMON_X]}]},
            p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-1000"]},
            turn="p2",
            memory=3,
        )
        play(g, "attack x player")
        assert ("block c" in legal(g)) is offered


def test_bt12_072_gains_ex1_073s_prevention_of_deletion(pool) -> None:
    """EX1-073 Machinedramon's "trash 2 level 5 Digimon cards in its digivolution cards to
    prevent that deletion", under it: deleted in battle, it stays for two Andromon."""
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT2-061", "BT2-061", "EX1-073", CHAOSDRAMON_X]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack c x")
    assert "prevent EX1-073" in legal(g)
    play(g, "prevent EX1-073")
    assert battle(g, "p1")["c"]["cards"] == ["EX1-073", CHAOSDRAMON_X]


def test_bt12_072_places_a_machine_card_from_the_trash_at_the_start_of_the_main_phase(
    pool,
) -> None:
    """[Start of Your Main Phase]: the [Machine] Megadramon from the trash goes under it, at
    the bottom; the Agumon (no such trait) stays."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "c", "cards": ["BT2-061", CHAOSDRAMON_X]}],
            "trash": ["BT2-060", "ST1-03"],
        },
        memory=3,
    )
    play(g, "pass", "pass")
    assert battle(g, "p1")["c"]["cards"] == ["BT2-060", "BT2-061", CHAOSDRAMON_X]
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]
