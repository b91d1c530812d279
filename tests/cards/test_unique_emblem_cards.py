"""P-227 ... P-232, the Unique Emblem Options: "[Your Turn] When any of your [Tamer]s are
played, <Delay> ・1 of your Digimon may digivolve into a level 6 or lower [LIBERATOR] trait card
in the hand with the digivolution cost reduced by 3", and a [Security] effect that activates
their [Main] effect. Played with P-229 (its Tamer [Mirai Kinosaki]) where a wrong reading would
show: another Tamer doesn't trigger it, and a [LIBERATOR] Option card is no card to digivolve
into; and with P-232 (its Tamer [Yuuki]), whose card may also come from the trash."""

from __future__ import annotations

import pytest
from builders import digimon, tamer
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.cards.model import Card

EMBLEM = "P-229"  # Unique Emblem: Narrative Ronde (yellow)
MELTING = "P-232"  # Unique Emblem: Melting Recital (purple): "in the hand or trash"
OTHER_EMBLEM = "P-231"  # an Option card with the [LIBERATOR] trait
MIRAI = "TST-90"
OTHER_TAMER = "TST-91"
PUPPET = "TST-94"
YELLOW_5 = "TST-95"
LIBERATOR_6 = "TST-96"
YUUKI = "TST-97"
PURPLE_5 = "TST-98"
PURPLE_LIBERATOR_6 = "TST-99"


@pytest.fixture(scope="module")
def emblem_pool(pool: dict[str, Card]) -> dict[str, Card]:
    return with_cards(
        pool,
        tamer(MIRAI, name="Mirai Kinosaki", colors=("yellow",)),
        tamer(OTHER_TAMER, colors=("yellow",)),
        digimon(PUPPET, colors=("yellow",), types=["Puppet"]),
        digimon(YELLOW_5, level=5, colors=("yellow",), cost=7, dp=7000),
        digimon(
            LIBERATOR_6,
            level=6,
            colors=("yellow",),
            cost=12,
            dp=12000,
            types=["LIBERATOR"],
            digivolve=[{"color": "yellow", "level": 5, "cost": 4}],
        ),
        tamer(YUUKI, name="Yuuki", colors=("purple",)),
        digimon(PURPLE_5, level=5, colors=("purple",), cost=7, dp=7000),
        digimon(
            PURPLE_LIBERATOR_6,
            level=6,
            colors=("purple",),
            cost=12,
            dp=12000,
            types=["LIBERATOR"],
            digivolve=[{"color": "purple", "level": 5, "cost": 4}],
        ),
    )


def _emblem_in_play(pool: dict[str, Card], tamer_number: str):
    """P-229 in the battle area since an earlier turn, a level 5 Digimon, the Tamer to play."""
    return position(
        pool,
        p1={
            "hand": [tamer_number, LIBERATOR_6, OTHER_EMBLEM],
            "battle": [{"id": "d", "cards": [YELLOW_5]}, {"id": "e", "cards": [EMBLEM]}],
        },
        memory=5,
    )


def test_p_229_playing_mirai_digivolves_into_a_liberator_card_for_3_less(emblem_pool):
    g = play(_emblem_in_play(emblem_pool, MIRAI), f"play {MIRAI}", "yes")
    assert f"card {OTHER_EMBLEM}" not in legal(g)  # an Option card: no Digimon to become
    play(g, f"card {LIBERATOR_6}")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["d"]["cards"] == [YELLOW_5, LIBERATOR_6]
    assert p1["trash"] == [EMBLEM]
    assert state(g)["memory"] == 2  # 5 - 2 for the Tamer - (4 - 3) for the digivolution


def test_p_229_another_tamer_played_leaves_it_waiting(emblem_pool):
    g = play(_emblem_in_play(emblem_pool, OTHER_TAMER), f"play {OTHER_TAMER}")
    assert kind(g) == "main"
    assert battle(g, "p1")["e"]["top"] == EMBLEM


def test_p_229_security_reveals_and_stays_in_the_battle_area(emblem_pool):
    g = position(
        emblem_pool,
        p1={"security": [EMBLEM], "deck": ["ST1-02", PUPPET, LIBERATOR_6, "ST1-03"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    p1 = state(g)["players"]["p1"]
    assert sorted(p1["hand"]) == sorted([PUPPET, LIBERATOR_6])
    assert [s["top"] for s in battle(g, "p1").values()] == [EMBLEM]
    assert p1["trash"] == []


def test_p_232_playing_yuuki_digivolves_into_a_liberator_card_from_the_trash(emblem_pool):
    g = position(
        emblem_pool,
        p1={
            "hand": [YUUKI],
            "trash": [PURPLE_LIBERATOR_6],
            "battle": [{"id": "d", "cards": [PURPLE_5]}, {"id": "e", "cards": [MELTING]}],
        },
        memory=5,
    )
    play(g, f"play {YUUKI}", "yes", f"card {PURPLE_LIBERATOR_6}")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["d"]["cards"] == [PURPLE_5, PURPLE_LIBERATOR_6]
    assert p1["trash"] == [MELTING]
    assert state(g)["memory"] == 2
