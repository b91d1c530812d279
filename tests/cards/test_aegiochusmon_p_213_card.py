"""P-213 Aegiochusmon, beyond its ruling (tests/rulings/p.toml): digivolving with 3 or fewer
security cards it gains <Rush> and +3000 DP until the opponent's turn ends, so even a Digimon
played this turn may attack; <Decode ([Aegiomon])> plays the [Aegiomon] under it when an
effect deletes it; it digivolves from [Aegiomon] for 3."""

from __future__ import annotations

from games import battle, legal, play, position, state

AEGIOCHUSMON, AEGIOMON = "P-213", "P-194"
GREYMON = "ST1-07"  # red, level 4
GAIA_FORCE = "ST1-16"  # red Option: delete 1 of your opponent's Digimon


def _digivolved(pool, security: int):
    g = position(
        pool,
        p1={
            "hand": [AEGIOCHUSMON],
            "battle": [{"id": "d", "cards": [GREYMON], "played_this_turn": True}],
            "security": [GREYMON] * security,
            "deck": [GREYMON] * 3,
        },
        p2={"security": [GREYMON]},
        memory=5,
    )
    return play(g, f"digivolve d {AEGIOCHUSMON}")


def test_p_213_with_3_security_gains_rush_and_3000_dp(pool) -> None:
    g = _digivolved(pool, 3)
    assert "attack d player" in legal(g)
    assert battle(g, "p1")["d"]["dp"] == 10000


def test_p_213_with_4_security_gains_neither(pool) -> None:
    g = _digivolved(pool, 4)
    assert "attack d player" not in legal(g)  # played this turn, no <Rush>
    assert battle(g, "p1")["d"]["dp"] == 7000


def test_p_213_digivolves_from_aegiomon_for_3(pool) -> None:
    g = position(
        pool,
        p1={"hand": [AEGIOCHUSMON], "battle": [{"id": "a", "cards": [AEGIOMON]}]},
        memory=5,
    )
    play(g, f"digivolve a {AEGIOCHUSMON}")
    assert battle(g, "p1")["a"]["cards"] == [AEGIOMON, AEGIOCHUSMON]
    assert state(g)["memory"] == 2


def test_p_213_decode_plays_the_aegiomon_under_it_when_deleted_by_an_effect(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [AEGIOMON, AEGIOCHUSMON]}]},
        p2={"hand": [GAIA_FORCE], "battle": [{"id": "r", "cards": [GREYMON]}]},
        turn="p2",
        memory=8,
    )
    play(g, f"option {GAIA_FORCE}")
    play(g, f"card a {AEGIOMON}")
    assert [b["top"] for b in battle(g, "p1").values()] == [AEGIOMON]
    assert AEGIOCHUSMON in state(g)["players"]["p1"]["trash"]
