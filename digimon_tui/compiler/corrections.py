"""Typos of the printed catalogue, corrected where they are known, never silently.

Each correction names the cards it applies to, the text as the catalogue has it, the text
as the card is printed, and why. `cards compile` applies them and prints each one it
applied (`docs/card-compiler.md` lists them); a correction whose wrong text is no longer in
its card is an error, so the list never outlives the typo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import CompileError


@dataclass(frozen=True)
class Correction:
    cards: tuple[str, ...]
    wrong: str
    right: str
    why: str


CORRECTIONS = (
    Correction(
        cards=(
            "BT6-111",
            "BT7-056",
            "BT7-062",
            "BT7-064",
            "BT7-065",
            "BT7-090",
            "BT7-104",
            "BT7-106",
            "BT8-060",
            "BT8-063",
            "BT8-066",
            "BT8-069",
            "BT8-092",
            "BT8-104",
        ),
        wrong="[X-Antibody]",
        right="[X Antibody]",
        why="the trait is spelled [X Antibody] on the cards that have it (and in the text of "
        "BT9 on); with the hyphen it would match no card",
    ),
    Correction(
        cards=("BT15-007",),
        wrong="[;Sovereign]",
        right="[Sovereign]",
        why="a stray semicolon: the trait is [Sovereign], as on BT15-001 and BT15-013",
    ),
    Correction(
        cards=("EX4-025", "EX4-035", "EX4-054"),
        wrong="in name (When this Digimon attacks, by suspending 1 of your other Digimon, "
        "this Digimon adds the suspended Digimon's DP and gains  for the attack.)",
        right="in name <Alliance> (When this Digimon attacks, by suspending 1 of your other "
        "Digimon, this Digimon adds the suspended Digimon's DP and gains <Security A. +1> for "
        "the attack.)",
        why="the catalogue lost the keywords in angle brackets: the reminder text is "
        "<Alliance>'s, which gives <Security A. +1> for the attack",
    ),
    Correction(
        cards=("EX4-043", "EX4-044"),
        wrong="(Unsuspend this Digimon during",
        right="<Reboot> (Unsuspend this Digimon during",
        why="the catalogue lost the inherited keyword: the reminder text is <Reboot>'s",
    ),
    Correction(
        cards=("EX4-045", "EX4-046"),
        wrong="(When an opponent's Digimon attacks, you may suspend this Digimon",
        right="<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon",
        why="the catalogue lost the inherited keyword: the reminder text is <Blocker>'s",
    ),
    Correction(
        cards=("P-012",),
        wrong="(Draw 1 card from your deck.・",
        right="(Draw 1 card from your deck.)・",
        why="<Draw 1>'s reminder text is never closed, which would swallow the second "
        "effect to choose from",
    ),
    Correction(
        cards=("ST15-13",),
        wrong="it becomes the attack target. [When Digivolving]",
        right="it becomes the attack target.) [When Digivolving]",
        why="<Blocker>'s reminder text is never closed, which would swallow the "
        "[When Digivolving] effect after it",
    ),
)

_TEXTS = ("effectText", "inheritedEffectText", "securityEffectText")


def corrected(entry: dict[str, Any]) -> tuple[dict[str, Any], list[Correction]]:
    """A catalogue entry with its known typos corrected, and the corrections applied."""
    number = entry.get("cardId", "")
    applied = [c for c in CORRECTIONS if number in c.cards]
    if not applied:
        return entry, []
    out = dict(entry)
    for c in applied:
        if not any(c.wrong in (out.get(k) or "") for k in _TEXTS):
            raise CompileError(f"the correction of {c.wrong!r} no longer applies to {number}")
        for k in _TEXTS:
            if out.get(k):
                out[k] = out[k].replace(c.wrong, c.right)
    return out, applied
