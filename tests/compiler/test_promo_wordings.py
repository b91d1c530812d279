"""Wordings of the promotional cards (P-): each compiles to what the current wording of the
same phrase compiles to, and the text generated from it is the printed one after
normalisation (the round trip a catalogue card needs to be exact)."""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import ChooseOne, Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import CompileError, compile_card_text, compile_effects
from digimon_tui.compiler.normalise import normalise


def _exact(printed: str, kind: str = "effects") -> tuple[Effect, ...]:
    effects = compile_effects(printed, kind)  # type: ignore[arg-type]
    generated = " ".join(effect_text(e) for e in effects)
    assert normalise(generated) == normalise(printed), generated
    assert compile_effects(generated, kind) == effects  # type: ignore[arg-type]
    return effects


@pytest.mark.parametrize(
    ("printed", "current", "kind"),
    [
        (  # P-059 Gammamon
            "[Your Turn] While you have a [Hiro Amanokawa] in play, this Digimon gets +2000 DP.",
            "[Your Turn] While you have [Hiro Amanokawa] in play, this Digimon gets +2000 DP.",
            "inherited",
        ),
        (  # P-008 WereGarurumon
            "[When Attacking][Once Per Turn] If this Digimon has a [Garurumon] digivolution "
            "card, unsuspend this Digimon.",
            "[When Attacking] [Once Per Turn] If [Garurumon] is in this Digimon's digivolution "
            "cards, unsuspend this Digimon.",
            "effects",
        ),
        (  # P-010 Greymon
            "[Your Turn] While this Digimon has an [Agumon] digivolution card, it gains "
            "<Security A. +1>.",
            "[Your Turn] While [Agumon] is in this Digimon's digivolution cards, this Digimon "
            "gains <Security A. +1>.",
            "effects",
        ),
        (  # P-100 Kuwagamon
            "[On Play] 1 of your opponent's Digimon or Tamers cannot unsuspend until the end of "
            "your opponent's turn.",
            "[On Play] 1 of your opponent's Digimon or Tamers can't unsuspend until the end of "
            "your opponent's turn.",
            "effects",
        ),
        (  # P-062 Hiro Amanokawa
            "[Your Turn] When you attack with a Digimon that has [Gammamon] in its digivolution "
            "cards, you may suspend this Tamer to have that Digimon get +3000 DP for the turn.",
            "[Your Turn] When one of your Digimon with [Gammamon] in its digivolution cards "
            "attacks, you may suspend this Tamer to have that Digimon get +3000 DP for the turn.",
            "effects",
        ),
        (  # P-020 VenomMyotismon
            "[On Deletion] You may play a purple Digimon card with a level of 4 or less from your "
            "trash without paying its memory cost.",
            "[On Deletion] You may play 1 purple level 4 or lower Digimon card from your trash "
            "without paying its memory cost.",
            "effects",
        ),
        (  # P-103 Offense Training
            "[Main] <Draw 1>. Then, place this card into your battle area. [Main] <Delay> ・1 of "
            "your Digimon may digivolve into a red Digimon card in your hand for its "
            "digivolution cost. When it would digivolve by this effect, reduce the cost by 2.",
            "[Main] <Draw 1>. Then, place this card in the battle area. [Main] <Delay> ・You may "
            "digivolve 1 of your Digimon into 1 red Digimon card in your hand with the "
            "digivolution cost reduced by 2.",
            "effects",
        ),
        (  # P-144 Gotsumon (X Antibody)
            "[Your Turn] This Digimon without [Gotsumon]/[X Antibody] in its digivolution cards "
            "can't attack.",
            "[Your Turn] While not [Gotsumon] or [X Antibody] is in this Digimon's digivolution "
            "cards, this Digimon can't attack.",
            "effects",
        ),
        (  # P-207 Minervamon
            "[When Attacking] [Once Per Turn] You may play 1 level 4 or lower Digimon card with "
            "[Beast] or [Animal] in any of its traits (other than [Sea Animal]) or the [TS] trait "
            "from your trash without paying the cost.",
            "[When Attacking] [Once Per Turn] You may play 1 level 4 or lower Digimon card with "
            "[Beast] or [Animal] in its traits (other than [Sea Animal]) or [TS] in its traits "
            "from your trash without paying the cost.",
            "effects",
        ),
        (  # P-213 Aegiochusmon
            "[When Digivolving] If you have 3 or fewer security cards, this Digimon gains <Rush> "
            "and +3000 DP until your opponent's turn ends. Then, this Digimon may attack.",
            "[When Digivolving] If you have 3 or fewer security cards, this Digimon gets +3000 DP "
            "and gains <Rush> until your opponent's turn ends. Then, this Digimon may attack.",
            "effects",
        ),
        (  # P-189 Dimetromon
            "[Your Turn] [Once Per Turn] When your opponent's security stack is removed from, "
            "gain 1 memory.",
            "[Your Turn] [Once Per Turn] When a card is removed from your opponent's security "
            "stack, gain 1 memory.",
            "inherited",
        ),
        (  # P-183 Gaiomon
            "[All Turns] [Once Per Turn] When attack targets change, trash your opponent's top "
            "security card.",
            "[All Turns] [Once Per Turn] When an attack target is switched, trash the top card "
            "of your opponent's security stack.",
            "effects",
        ),
    ],
)
def test_a_promo_wording_compiles_as_the_current_one(printed: str, current: str, kind: str):
    assert _exact(printed, kind) == compile_effects(current, kind)  # type: ignore[arg-type]


def test_p_124_davis_motomiya_options_the_player_may_decline_once_chosen():
    """ "Activate 1 of the following effects:・You may play ...・1 of your Digimon may
    digivolve ...": either option, and then its step is the player's choice (P-124)."""
    (effect,) = _exact(
        "[On Play] Activate 1 of the following effects:・You may play 1 [Veemon] from your hand "
        "without paying the cost.・1 of your Digimon may digivolve into [ExVeemon] in the hand "
        "without paying the cost."
    )
    (step,) = effect.steps
    assert isinstance(step, ChooseOne) and step.below
    assert [[s.optional for s in option] for option in step.options] == [[True], [True]]
    assert not effect.optional


def test_a_security_effect_printed_among_the_inherited_effects_is_refused():
    """A [Security] effect acts only from the security stack: the catalogue's P-063 has its
    Tamer's [Security] effect in the inherited text, which must not compile."""
    with pytest.raises(CompileError, match="inherited"):
        compile_card_text(
            "[On Play] <Draw 1>.", "[Security] Play this card without paying its memory cost."
        )


def test_there_is_a_digimon_means_on_either_side() -> None:
    """P-186 Gallantmon: "if there is a Digimon with 13000 DP or more" is a Digimon of either
    player; "if this effect didn't delete" is "if nothing was done by this effect"."""
    (reduction,) = compile_effects(
        "When this card would be played, if there is a Digimon with 13000 DP or more, reduce the "
        "play cost by 2 for every 5 total cards in both players' trashes."
    )
    assert reduction.condition is not None
    (anywhere,) = reduction.condition.in_play
    assert (anywhere.side, anywhere.min_dp) == ("any", 13000)
    (deletion,) = compile_effects(
        "[On Play] Delete 1 Digimon with 13000 DP or more. If this effect didn't delete, "
        "<Recovery +1 (Deck)>."
    )
    recovery = deletion.steps[1]
    assert recovery.condition is not None and recovery.condition.done is False


def test_on_the_field_is_in_play() -> None:
    """P-205 Insane Synthetic Monster: "while you have ... on the field" is "in play"."""
    printed = compile_card_text(
        "While you have a Digimon or Tamer with the [DM] trait on the field, you can ignore "
        "this card's color requirements."
    )
    current = compile_card_text(
        "While you have a Digimon or Tamer with [DM] in its traits in play, you may ignore "
        "this card's color requirements."
    )
    assert printed.facts() == current.facts()
    assert printed.facts()["ignore_colors_while"]
