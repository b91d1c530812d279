"""The keyword registry is the one definition of each keyword of chapter 12: every keyword
the Comprehensive Rules v1.0 define is in it once, with a label, a reminder text and a
rules-guide entry, and the card model refuses anything else."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.model import Effect
from digimon_tui.guide import find

CHAPTER_12 = {
    "16-4": "security_attack",
    "16-5": "blocker",
    "16-6": "recovery",
    "16-7": "piercing",
    "16-8": "draw",
    "16-9": "jamming",
    "16-10": "digisorption",
    "16-11": "reboot",
    "16-12": "de_digivolve",
    "16-13": "retaliation",
    "16-14": "digi_burst",
    "16-15": "rush",
    "16-16": "blitz",
    "16-17": "delay",
    "16-18": "decoy",
    "16-19": "armor_purge",
    "16-20": "save",
    "16-21": "material_save",
    "16-22": "evade",
    "16-23": "raid",
    "16-24": "alliance",
    "16-25": "barrier",
    "16-26": "blast_digivolve",
    "16-27": "fortitude",
    "16-28": "mind_link",
    "16-29": "partition",
    "16-30": "collision",
    "16-32": "scapegoat",
    "16-33": "vortex",
    "16-34": "overclock",
    "16-35": "iceclad",
    "16-36": "decode",
    "16-37": "fragment",
    "16-38": "execute",
    "16-39": "progress",
    "16-40": "link_plus",
    "16-41": "training",
    "16-42": "use_req",
}


def test_12_every_keyword_of_the_rules_is_in_the_registry_once() -> None:
    assert {k.rule: k.key for k in KEYWORDS.values()} == CHAPTER_12


@pytest.mark.parametrize("key", sorted(KEYWORDS))
def test_each_keyword_has_a_guide_entry_a_label_and_a_reminder(key: str) -> None:
    kw = KEYWORDS[key]
    entry = find(kw.rule)
    assert entry is not None and entry.rule == kw.rule
    assert kw.name in entry.title
    value = {"none": None, "count": 2, "signed": -1, "color": "black", "cards": "Red Lv.3"}[
        kw.value
    ]
    assert kw.label(value).startswith(f"<{kw.name}")
    assert kw.reminder(value).endswith(".")


@pytest.mark.parametrize("key", sorted(k for k, v in KEYWORDS.items() if v.kind == "grant"))
def test_a_digimon_can_have_every_grant_keyword(key: str) -> None:
    value = {"none": None, "count": 1, "signed": 1, "color": "black", "cards": "[Agumon]"}[
        KEYWORDS[key].value
    ]
    Effect.model_validate({"keyword": key, "value": value} if value else {"keyword": key})


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        ({"keyword": "flying"}, "unknown keyword 'flying'"),
        ({"keyword": "draw", "value": 1}, "<Draw> is not a keyword a Digimon can gain"),
        ({"keyword": "decoy", "value": "pink"}, "decoy needs a colour `value`"),
        ({"keyword": "piercing", "value": 1}, "piercing takes no `value`"),
    ],
)
def test_the_model_refuses_a_keyword_the_registry_doesnt_allow(effect, message) -> None:
    with pytest.raises(ValidationError, match=message):
        Effect.model_validate(effect)


def test_the_authoring_guide_names_every_step_timing_and_trigger() -> None:
    """A card designer learns the language from docs/card-authoring.md: it must keep up."""
    from pathlib import Path
    from typing import get_args

    from digimon_tui.cards import model
    from digimon_tui.cards.conditions import Event

    guide = (Path(__file__).resolve().parents[2] / "docs" / "card-authoring.md").read_text()
    union = get_args(model.Step)[0]
    steps = {get_args(cls.model_fields["do"].annotation)[0] for cls in get_args(union)}
    words = steps | set(get_args(model.Timing)) | set(get_args(Event))
    words |= set(model.Condition.model_fields) | set(model.Grant.model_fields)
    missing = sorted(w for w in words if f"`{w}" not in guide)
    assert missing == []
