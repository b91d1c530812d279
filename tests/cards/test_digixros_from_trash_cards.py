"""BT11-086 Mervamon: DigiXros with materials from the trash, "if DigiXrosing" read by its
[On Play], and a grant reaching Digimon by trait or by keyword. Named after the card."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.engine.queries import keywords_of

# BT10-007 Dondokomon and BT11-076 Ignitemon: level 3 Digimon cards with [Xros Heart] in
# their traits; BT2-067 DemiDevimon a purple level 3 without it.
TRASH = ["BT10-007", "BT11-076", "BT2-067"]


def test_bt11_086_mervamon_takes_its_digixros_material_from_the_trash(pool):
    g = position(pool, p1={"hand": ["BT11-086"], "trash": TRASH}, memory=9)
    assert "play BT11-086 xros trash:BT10-007" in legal(g)
    g = play(g, "play BT11-086 xros trash:BT10-007", "yes", "card BT2-067")
    tops = {p["top"]: p for p in battle(g, "p1").values()}
    assert tops["BT11-086"]["cards"] == ["BT10-007", "BT11-086"]
    assert set(tops) == {"BT11-086", "BT2-067", "BT11-076"}  # two, DigiXrosing
    assert state(g)["memory"] == 1  # 11 less 3 for the one card placed


def test_bt11_086_other_digixros_cards_take_nothing_from_the_trash(pool):
    """BT10-063 Hi-VisionMonitamon's DigiXros doesn't say it may."""
    g = position(pool, p1={"hand": ["BT10-063"], "trash": ["BT10-007"] * 3}, memory=9)
    assert not any(m.startswith("play BT10-063 xros") for m in legal(g))


def test_bt11_086_mervamon_digivolving_is_no_digixros_and_plays_one(pool):
    g = position(
        pool,
        p1={"hand": ["BT11-086"], "trash": TRASH, "battle": [{"id": "m", "cards": ["BT2-075"]}]},
        memory=9,
    )
    g = play(g, "digivolve m BT11-086", "yes", "card BT2-067")
    assert set(battle(g, "p1")) == {"m", "p1-1"}


def test_bt11_086_mervamon_gives_rush_and_blocker_by_trait_or_by_retaliation(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "m", "cards": ["BT11-086"]},
                {"id": "x", "cards": ["BT11-076"]},
                {"id": "r", "cards": ["BT12-076", "BT2-067"]},
                {"id": "d", "cards": ["BT2-067"]},
            ]
        },
    )
    assert "<Blocker>" in keywords_of(g, g.permanent("x"))
    assert {"<Rush>", "<Blocker>"} <= set(keywords_of(g, g.permanent("r")))
    assert keywords_of(g, g.permanent("d")) == []
