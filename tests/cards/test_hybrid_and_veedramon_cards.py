"""Cards of the red Hybrid and blue UlforceVeedramon decks and the wordings they brought
("by trashing 1 Digimon card with a [Hybrid] trait", "if this Digimon has a red Tamer in its
digivolution cards", "if a Digimon with 13000 DP or more is deleted by this effect", a gained
effect among a list of gains, "unsuspend this Digimon or 1 of your blue Tamers"), each in the
smallest position where a wrong reading would show; named after the card."""

from __future__ import annotations

from games import play, position, state


def test_bt12_009_flamemon_trashes_a_hybrid_card_from_the_hand_to_draw_2(pool):
    g = position(
        pool,
        p1={"hand": ["BT12-009", "ST1-07", "BT4-011"], "deck": ["ST1-02"] * 3},
        memory=5,
    )
    play(g, "play BT12-009", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == ["ST1-07", "ST1-02", "ST1-02"] and p1["trash"] == ["BT4-011"]


def _emperorgreymon_against_12000(pool, under: list[str]) -> dict:
    g = position(
        pool,
        p1={"hand": ["BT12-017"], "battle": [{"id": "e", "cards": [*under, "BT1-020"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-12000"]}]},
        memory=5,
    )
    play(g, "digivolve e BT12-017")
    return state(g)


def test_bt12_017_emperorgreymon_deletes_up_to_its_dp_with_a_red_tamer_under_it(pool):
    # 11000 DP and Takuya Kanbara's inherited +2000: the 12000 DP Digimon is deleted
    assert _emperorgreymon_against_12000(pool, ["BT7-085"])["players"]["p2"]["battle"] == {}


def test_bt12_017_emperorgreymon_deletes_6000_or_less_without_a_red_tamer(pool):
    assert "x" in _emperorgreymon_against_12000(pool, [])["players"]["p2"]["battle"]


def _trident_gaia_against(pool, dp: int) -> dict:
    g = position(
        pool,
        p1={"hand": ["EX4-065"], "battle": [{"id": "a", "cards": ["BT1-020"]}]},
        p2={
            "battle": [{"id": "x", "cards": [f"TST-{dp}"]}, {"id": "y", "cards": ["TST-5000"]}],
            "security": ["ST1-02"] * 3,
        },
        memory=8,
    )
    play(g, "option EX4-065")
    return state(g)["players"]["p2"]


def test_ex4_065_trident_gaia_trashes_a_security_card_after_deleting_13000_dp(pool):
    p2 = _trident_gaia_against(pool, 13000)
    assert list(p2["battle"]) == ["y"] and p2["security"] == 2


def test_ex4_065_trident_gaia_keeps_the_security_after_deleting_less(pool):
    p2 = _trident_gaia_against(pool, 12000)
    assert list(p2["battle"]) == ["y"] and p2["security"] == 3


def test_bt4_098_atomic_inferno_gains_3_memory_when_the_digimon_is_blocked(pool):
    g = position(
        pool,
        p1={"hand": ["BT4-098"], "battle": [{"id": "a", "cards": ["BT4-011"]}]},
        p2={"battle": [{"id": "b", "cards": ["ST14-04"]}]},
        memory=5,
    )
    play(g, "option BT4-098", "attack a player", "block b")
    assert state(g)["memory"] == 7  # 5 - 1 + 3


def _ulforceveedramon_x(pool, mode: str) -> dict:
    g = position(
        pool,
        p1={
            "hand": ["BT12-029"],
            "battle": [
                {"id": "u", "cards": ["ST8-10"], "suspended": True},
                {"id": "t", "cards": ["BT1-086"], "suspended": True},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["BT1-010"]}, {"id": "y", "cards": ["ST1-08"]}]},
        memory=5,
    )
    play(g, "digivolve u BT12-029", mode)
    return state(g)


def test_bt12_029_ulforceveedramon_x_unsuspending_itself_returns_the_lowest_level(pool):
    s = _ulforceveedramon_x(pool, "mode 1")
    assert not s["players"]["p1"]["battle"]["u"]["suspended"]
    assert list(s["players"]["p2"]["battle"]) == ["y"]  # the level 3 went back to the hand


def test_bt12_029_ulforceveedramon_x_may_unsuspend_a_blue_tamer_instead(pool):
    s = _ulforceveedramon_x(pool, "mode 2")
    p1 = s["players"]["p1"]["battle"]
    assert p1["u"]["suspended"] and not p1["t"]["suspended"]
    assert list(s["players"]["p2"]["battle"]) == ["x", "y"]


def _lanamon_attacks_a_9000_security_digimon(pool, answer: str) -> dict:
    g = position(
        pool,
        p1={"hand": ["BT12-024", "BT1-030"], "battle": [{"id": "t", "cards": ["BT1-086"]}]},
        p2={"security": ["TST-9000", "TST-9000"]},
        memory=5,
    )
    play(g, "digivolve t BT12-024", answer, "attack t player")
    return state(g)["players"]["p1"]


def test_bt12_024_lanamon_places_a_blue_level_3_under_itself_for_jamming(pool):
    p1 = _lanamon_attacks_a_9000_security_digimon(pool, "yes")
    assert p1["battle"]["t"]["cards"] == ["BT1-030", "BT1-086", "BT12-024"]


def test_bt12_024_lanamon_without_jamming_is_deleted_by_the_security_digimon(pool):
    assert _lanamon_attacks_a_9000_security_digimon(pool, "no")["battle"] == {}
