"""Comprehensive Rules 16-32: <Scapegoat>. When its Digimon would be deleted other than by
one of its owner's effects, the owner may delete one of their other Digimon to prevent that
deletion (an optional "by doing" condition, 16-32-3).

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import ERASE, ERASE_OWN, GAIN_ON_DELETION, kw, labelled, mon

from digimon_tui.bots.card_game import CardGameBot
from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

GOAT = mon("40", 7000, kw("scapegoat"), GAIN_ON_DELETION, colors=("black",))
"""<Scapegoat>; [On Deletion] Gain 1 memory (to show it wasn't deleted)."""
STUBBORN = mon("41", 1000, {"grants": [{"cant": ["be_deleted"]}]}, colors=("black",))
"""A Digimon that can't be deleted."""


@pytest.fixture(scope="module")
def sg(pool):
    return with_cards(pool, GOAT, STUBBORN, ERASE, ERASE_OWN)


def _trash(g, player: str) -> list[str]:
    return state(g)["players"][player]["trash"]


def _attacked(sg, others: list[dict]) -> object:
    """p1's 9000 DP Digimon attacks p2's suspended <Scapegoat> Digimon `s` (7000 DP)."""
    return position(
        sg,
        p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-40"], "suspended": True}, *others]},
        memory=3,
    )


def test_16_32_1_another_digimon_is_deleted_instead_in_battle(sg):
    """16-32-1: losing a battle, p2 deletes its other Digimon `o` instead; `s` stays and its
    [On Deletion] doesn't activate (it wasn't deleted)."""
    g = _attacked(sg, [{"id": "o", "cards": ["TST-2000"]}])
    play(g, "attack a s")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["scapegoat o", "no-prevent"]
    assert labelled(g) == ["<Scapegoat>: delete o Dummy 2000 instead", "Let it be deleted"]
    play(g, "scapegoat o")
    assert list(battle(g, "p2")) == ["s"]
    assert _trash(g, "p2") == ["TST-2000"]
    assert state(g)["memory"] == 3  # no [On Deletion] memory for p2


def test_16_32_1_an_opponents_effect_can_be_answered(sg):
    """16-32-1: deleted by p1's effect, p2's <Scapegoat> is offered."""
    g = position(
        sg,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-40"]}, {"id": "o", "cards": ["TST-2000"]}]},
        memory=3,
    )
    play(g, "option KW-90", "target s", "scapegoat o")
    assert list(battle(g, "p2")) == ["s"]


def test_16_32_1_not_when_its_owners_own_effect_deletes_it(sg):
    """16-32-1: "other than by your effects": p1 deleting its own <Scapegoat> Digimon with
    its own Option gets no question, and the Digimon is deleted."""
    g = position(
        sg,
        p1={
            "hand": ["KW-91"],
            "battle": [{"id": "s", "cards": ["KW-40"]}, {"id": "o", "cards": ["TST-2000"]}],
        },
        memory=3,
    )
    play(g, "option KW-91", "target s")
    assert "s" not in battle(g, "p1")
    assert "KW-40" in _trash(g, "p1")


def test_16_32_1_no_other_digimon_no_question(sg):
    """Without another Digimon to delete, nothing is offered: `s` is deleted."""
    g = _attacked(sg, [])
    play(g, "attack a s")
    assert kind(g) != "prevent"
    assert "KW-40" in _trash(g, "p2")


def test_16_32_3_declining_lets_it_be_deleted(sg):
    """16-32-3: the condition is optional; declined, `s` is deleted and `o` stays."""
    g = _attacked(sg, [{"id": "o", "cards": ["TST-2000"]}])
    play(g, "attack a s", "no-prevent")
    assert list(battle(g, "p2")) == ["o"]
    assert "KW-40" in _trash(g, "p2")


def test_16_32_3_if_the_other_digimon_isnt_deleted_the_deletion_happens(sg):
    """16-32-3, 15-7-2: the other Digimon can't be deleted, so the condition isn't done and
    `s` is deleted after all."""
    g = _attacked(sg, [{"id": "o", "cards": ["KW-41"]}])
    play(g, "attack a s", "scapegoat o")
    assert list(battle(g, "p2")) == ["o"]
    assert "KW-40" in _trash(g, "p2")


def test_16_32_the_bot_gives_up_its_weakest_other_digimon(sg):
    """The card-game bot keeps the <Scapegoat> Digimon, deleting the lowest-DP other one."""
    g = _attacked(sg, [{"id": "o", "cards": ["TST-5000"]}, {"id": "w", "cards": ["TST-1000"]}])
    play(g, "attack a s")
    assert str(CardGameBot(level=2).choose(g)) == "scapegoat w"


def test_16_32_the_keyword_line_is_written_on_the_card():
    assert card_text(Card.model_validate(GOAT))[0] == (
        "<Scapegoat> (When this Digimon would be deleted other than by your effects, by "
        "deleting 1 of your other Digimon, prevent that deletion.)"
    )


def test_16_32_1_ex8_061_marinedevimon_deletes_another_digimon_instead(sg):
    """The printed card: p2's MarineDevimon (7000 DP) loses to a 9000 DP attacker; p2
    deletes its Numemon in its place and MarineDevimon stays."""
    g = position(
        sg,
        p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={
            "battle": [
                {"id": "m", "cards": ["EX8-061"], "suspended": True},
                {"id": "n", "cards": ["BT2-056"]},
            ]
        },
        memory=3,
    )
    play(g, "attack a m")
    assert legal(g) == ["scapegoat n", "no-prevent"]
    play(g, "scapegoat n")
    assert list(battle(g, "p2")) == ["m"]
    assert _trash(g, "p2") == ["BT2-056"]
