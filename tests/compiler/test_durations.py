"""Durations (15-11-2-2) in every place a step takes one, as the later sets print them: each
sentence compiles to the duration it says, and its generated text is the printed one after
normalisation (the round trip a catalogue card needs to be exact)."""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import Modify
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def _exact(printed: str, kind: str = "effects") -> list[Modify]:
    """The printed text compiles, writes back to itself and compiles again the same; the
    lasting changes it makes."""
    effects = compile_effects(printed, kind)  # type: ignore[arg-type]
    generated = " ".join(effect_text(e) for e in effects)
    assert normalise(generated) == normalise(printed), generated
    assert compile_effects(generated, kind) == effects  # type: ignore[arg-type]
    return [s for e in effects for s in e.steps if isinstance(s, Modify)]


@pytest.mark.parametrize(
    ("printed", "duration"),
    [
        (
            "[On Play] 1 of your opponent's Digimon gets -3000 DP until the end of your "
            "opponent's turn.",
            "opponents_turn",
        ),
        (
            "[Main] 1 of your opponent's Digimon gets -8000 DP until the end of their turn.",
            "opponents_turn",
        ),
        (
            "[When Digivolving] 1 of your opponent's Digimon gains <Security A. -1> until the "
            "end of your opponent's turn.",
            "opponents_turn",
        ),
        (
            "[Main] Until the end of your opponent's turn, 3 of your opponent's Digimon get "
            "-5000 DP and gain <Security A. -1>",
            "opponents_turn",
        ),
        (
            "[On Deletion] 1 of your opponent's Digimon can't unsuspend until the end of their "
            "turn.",
            "opponents_turn",
        ),
        (
            "[Main] 1 of your Digimon gains <Blocker> until the end of your opponent's next turn.",
            "opponents_next_turn",
        ),
    ],
)
def test_a_duration_after_or_before_its_change(printed: str, duration: str) -> None:
    (step,) = _exact(printed)
    assert step.duration == duration


def test_a_quoted_effect_until_the_end_of_the_opponents_turn() -> None:
    """ "gains "[On Deletion] ..." until the end of your opponent's turn": the effect is the
    Digimon's own until then."""
    (step,) = _exact(
        '[Main] 1 of your opponent\'s Digimon gains "[On Deletion] Lose 2 memory." until the '
        "end of your opponent's turn."
    )
    assert step.duration == "opponents_turn"
    assert step.effects[0].timing == "on_deletion"


def test_a_duration_in_front_of_a_quoted_effect_goes_after_it() -> None:
    """ "Until the end of your opponent's turn, all of their Digimon gain "..."": the quoted
    effect is given to all of the opponent's Digimon until then."""
    (step,) = _exact(
        "[Main] Until the end of your opponent's turn, all of their Digimon gain \"[All Turns] "
        'When this Digimon becomes suspended, lose 1 memory."'
    )
    assert step.duration == "opponents_turn"
    assert step.target.select == "all" and step.target.side == "opponents"


def test_doesnt_unsuspend_is_cant_unsuspend() -> None:
    """The later wording of the prohibition: "doesn't unsuspend until the end of ..."."""
    (step,) = _exact(
        "[On Play] 1 of your opponent's Digimon doesn't unsuspend until the end of their turn."
    )
    assert step.cant == ("unsuspend",) and step.duration == "opponents_turn"


@pytest.mark.parametrize(
    "printed",
    [
        "[On Play] You may trash the top card of your security stack to have 1 of your "
        "opponent's Digimon get -2000 DP for the turn.",
        "[When Digivolving] You may trash 1 card in your hand to have this Digimon gain "
        "<Blocker> and <Retaliation> until the end of your opponent's next turn.",
        "[Your Turn] When one of your red Digimon attacks a player, you may suspend this Tamer "
        "to give that Digimon +2000 DP for the turn.",
    ],
)
def test_a_cost_paid_to_have_a_lasting_change(printed: str) -> None:
    """ "you may ... to have X get/gain ... <duration>" (and the older "to give X +N DP"): the
    change is the effect's step, the cost its cost."""
    effects = compile_effects(printed)
    (step,) = _exact(printed)
    assert effects[0].cost and effects[0].optional
    assert step.duration in ("turn", "opponents_next_turn")


def test_cant_be_returned_to_hands_or_decks_until_the_end_of_the_opponents_turn() -> None:
    """ "can't be returned to hands or decks": both prohibitions, for the duration given."""
    (step,) = _exact(
        "[Main] All of your Digimon gain <Blocker> and can't be returned to hands or decks "
        "until the end of your opponent's turn."
    )
    assert set(step.cant) == {"be_returned_to_hand", "be_returned_to_deck"}
    assert step.duration == "opponents_turn"
