"""EX5-002 Moonmon (no official ruling), played where a wrong reading would show: its inherited
"[Your Turn] [Once Per Turn] When you play a tamer with the [Night Claw]/[Light Fang] trait,
this Digimon may digivolve into a Digimon card in your hand" pays the digivolution cost (the
text names none), and a Tamer without either trait sets nothing off."""

from __future__ import annotations

from games import battle, legal, play, position, state

MOONMON, LUNAMON, LEKISMON = "EX5-002", "EX5-016", "EX5-017"
KOH_SAYO = "EX5-064"  # a [Light Fang] Tamer, cost 4
TAI = "ST1-12"  # a Tamer without either trait, cost 2


def _position(pool, tamer: str):
    return position(
        pool,
        p1={"hand": [tamer, LEKISMON], "battle": [{"id": "a", "cards": [MOONMON, LUNAMON]}]},
        memory=6,
        turn_number=3,
    )


def test_ex5_002_digivolves_for_its_cost_when_a_light_fang_tamer_is_played(pool) -> None:
    g = _position(pool, KOH_SAYO)
    play(g, f"play {KOH_SAYO}", "first 2", "yes", f"card {LEKISMON}")
    assert battle(g, "p1")["a"]["cards"] == [MOONMON, LUNAMON, LEKISMON]
    assert state(g)["memory"] == 0  # 6, less 4 for the Tamer and 2 for the digivolution


def test_ex5_002_another_tamer_sets_nothing_off(pool) -> None:
    g = _position(pool, TAI)
    play(g, f"play {TAI}")
    assert state(g)["pending"]["kind"] == "main"
    assert f"digivolve a {LEKISMON}" in legal(g)
    assert battle(g, "p1")["a"]["top"] == LUNAMON
