"""Parentheses: only a keyword's or a rule's reminder text is dropped; an exclusion is
compiled, (Rule) is the [Rule] icon, a name keeps its own; anything else, or a parenthesis
never closed, is an error. The round trip compares against the text with only those
reminders removed, and known typos of the catalogue are corrected from a listed set."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.compiler import CompileError, compile_effects
from digimon_tui.compiler import corrections as corr
from digimon_tui.compiler.catalogue import _exact, compile_entry
from digimon_tui.compiler.normalise import normalise


def test_a_keywords_reminder_is_dropped():
    plain = compile_effects("[On Play] <Draw 1>.")
    assert compile_effects("[On Play] <Draw 1>. (Draw 1 card from your deck.)") == plain


def test_the_projects_own_reminder_text_is_a_known_reminder():
    text = "<Material Save 2> (When this Digimon would be deleted, you may place 2 cards in "
    text += "its DigiXros requirements from its digivolution cards under 1 of your Tamers.)"
    assert compile_effects(text)[0].keyword == "material_save"


def test_a_parenthesis_that_is_no_reminder_is_refused():
    with pytest.raises(CompileError, match="neither an exclusion nor the reminder"):
        compile_effects("[On Play] <Draw 1>. (Then delete 1 of your opponent's Digimon.)")


def test_another_keywords_reminder_is_refused():
    """<Recovery>'s reminder after <Draw 1> says something the card doesn't do."""
    with pytest.raises(CompileError, match="neither an exclusion nor the reminder"):
        compile_effects(
            "[On Play] <Draw 1>. (Place the top card of your deck on top of your security stack.)"
        )


def test_a_parenthesis_never_closed_is_refused_not_swallowing_the_rest():
    with pytest.raises(CompileError, match="never closed"):
        compile_effects(
            "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon. "
            "[When Digivolving] Delete 1 of your opponent's Digimon with 4000 DP or less."
        )


def test_rule_in_parentheses_is_the_rule_icon():
    assert normalise("(Rule) Name: Also treated as [Agumon].") == normalise(
        "[Rule] Name: Also treated as [Agumon]."
    )


def test_a_name_keeps_its_parentheses():
    (effect,) = compile_effects(
        "[Your Turn] While you have [Sistermon Blanc (Awakened)] in play, this Digimon gets "
        "+1000 DP."
    )
    assert "Sistermon Blanc (Awakened)" in repr(effect.condition)


@pytest.mark.parametrize(
    "text",
    [
        "[On Play] Delete 1 of your opponent's Digimon with [Greymon] (other than [DoruGreymon] "
        "or [BurningGreymon]) in its name.",
        "[On Play] Delete 1 of your opponent's Digimon with [Greymon] in its name (other than "
        "[DoruGreymon] or [BurningGreymon]).",
    ],
)
def test_an_exclusion_of_names_compiles_wherever_it_is_printed(text):
    (effect,) = compile_effects(text)
    target = effect.steps[0].target
    assert target.name_contains == ("Greymon",)
    assert target.not_names == ("DoruGreymon", "BurningGreymon")


def test_an_exclusion_of_a_trait_compiles():
    (effect,) = compile_effects(
        "[On Play] Return 1 Digimon card with [Animal] in one of its traits (other than [Sea "
        "Animal]) from your trash to the hand."
    )
    target = effect.steps[0].target
    assert (target.traits, target.not_traits) == (("Animal",), ("Sea Animal",))


def _entry(**texts: str) -> dict[str, Any]:
    return {
        "cardId": "PT9-10",
        "set": "PT9",
        "nameEn": "Excludemon",
        "colors": ["Red"],
        "kinds": ["Digimon"],
        "level": 4,
        "playCost": 5,
        "dp": 5000,
        "evoCosts": [{"color": "Red", "level": 3, "memoryCost": 2}],
        **texts,
    }


def test_the_round_trip_fails_when_an_exclusion_is_dropped():
    text = "[Your Turn] While this Digimon has [Greymon] in its name (other than [DoruGreymon]),"
    text += " it gets +2000 DP."
    card, exact = compile_entry(_entry(inheritedEffectText=text))
    assert exact
    condition = card.inherited[0].condition
    assert condition is not None and condition.this is not None
    lost = condition.model_copy(
        update={"this": condition.this.model_copy(update={"not_names": ()})}
    )
    dropped = card.model_copy(
        update={"inherited": (card.inherited[0].model_copy(update={"condition": lost}),)}
    )
    assert not _exact(dropped, ["", text, ""])


def test_a_known_typo_of_the_catalogue_is_corrected_and_said(monkeypatch):
    fix = corr.Correction(("PT9-10",), "[;Dragon]", "[Dragon]", "a stray semicolon")
    monkeypatch.setattr(corr, "CORRECTIONS", (fix,))
    entry = _entry(
        effectText="[On Play] Delete 1 of your opponent's Digimon with [;Dragon] in its traits."
    )
    fixed, applied = corr.corrected(entry)
    assert applied == [fix] and "[;Dragon]" not in fixed["effectText"]
    card, _ = compile_entry(entry)
    assert card.effects[0].steps[0].target.traits == ("Dragon",)


def test_a_correction_whose_typo_is_gone_is_an_error(monkeypatch):
    fix = corr.Correction(("PT9-10",), "[;Dragon]", "[Dragon]", "a stray semicolon")
    monkeypatch.setattr(corr, "CORRECTIONS", (fix,))
    with pytest.raises(CompileError, match="no longer applies"):
        corr.corrected(_entry(effectText="[On Play] <Draw 1>."))


def test_every_correction_names_the_cards_it_corrects():
    for c in corr.CORRECTIONS:
        assert c.cards and c.wrong != c.right and c.why
