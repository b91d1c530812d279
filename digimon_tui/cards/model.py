"""Card data models and the effect language.

A card file states what is printed on a card; effects are written in a small
language that mirrors the game's templated card text phrase by phrase, so the
text a player reads can be generated from what the engine runs (see
`digimon_tui.cards.text`). Every model forbids unknown fields, so a typo in a
card file is an error rather than a silently ignored line.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from annotated_types import Ge, Le
from pydantic import AfterValidator, Field, field_validator, model_validator

from digimon_tui.files import bad_character

from .conditions import Condition, Presence, Trigger
from .selection import COLORS, Category, Color, Count, Filter, Range, Strict, Target
from .steps import (
    ActivateMain,
    AddThisCardToHand,
    AddToHand,
    AltDigivolve,
    AtEnd,
    Choose,
    ChooseOne,
    DeDigivolve,
    Delete,
    Digivolve,
    DnaDigivolve,
    Draw,
    Duration,
    Gained,
    GainMemory,
    Grant,
    Hatch,
    LoseMemory,
    Modify,
    MoveFromBreeding,
    PlaceInSecurity,
    PlaceRest,
    Play,
    PlayDigivolutionCard,
    PlayThisCard,
    Prohibited,
    Recovery,
    ReduceCost,
    ReduceNextDigivolution,
    ReturnToDeck,
    ReturnToHand,
    Reveal,
    SetMemory,
    ShuffleSecurity,
    Step,
    Suspend,
    Trash,
    TrashDigivolutionCards,
    Unsuspend,
    check_keyword,
)

__all__ = [
    "COLORS",
    "ActivateMain",
    "AddThisCardToHand",
    "AddToHand",
    "AltDigivolve",
    "AtEnd",
    "Card",
    "CardFile",
    "Category",
    "Choose",
    "ChooseOne",
    "Color",
    "Condition",
    "Count",
    "DeDigivolve",
    "Delete",
    "Digivolve",
    "DigivolveRequirement",
    "DnaDigivolve",
    "DnaRequirement",
    "Draw",
    "Duration",
    "Effect",
    "Filter",
    "GainMemory",
    "Gained",
    "Grant",
    "Hatch",
    "LoseMemory",
    "Modify",
    "MoveFromBreeding",
    "PlaceInSecurity",
    "PlaceRest",
    "Play",
    "PlayDigivolutionCard",
    "PlayThisCard",
    "Presence",
    "Prohibited",
    "Range",
    "Recovery",
    "ReduceCost",
    "ReduceNextDigivolution",
    "ReturnToDeck",
    "ReturnToHand",
    "Reveal",
    "SetMemory",
    "ShuffleSecurity",
    "Step",
    "Strict",
    "Suspend",
    "Target",
    "Timing",
    "Trash",
    "TrashDigivolutionCards",
    "Trigger",
    "Unsuspend",
]

# When an effect applies or triggers (10-4). "always" is for keyword effects
# such as <Blocker> that have no timing icon.
Timing = Literal[
    "always",
    "on_play",
    "when_digivolving",
    "when_attacking",
    "on_deletion",
    "end_of_attack",
    "security",
    "main",
    "start_of_your_turn",
    "start_of_your_main_phase",
    "end_of_your_turn",
    "end_of_opponents_turn",
    "your_turn",
    "opponents_turn",
    "all_turns",
]
PERSISTENT_TIMINGS = frozenset({"always", "your_turn", "opponents_turn", "all_turns"})


class Effect(Strict):
    """One effect of a card.

    Three shapes, told apart by their fields:
    - keyword: `keyword = "blocker"` or `keyword = "security_attack", value = 1` (any
      keyword a Digimon can have: see `keywords.py`);
    - persistent: a persistent timing with `grants` (and optionally a `condition`,
      read as "while");
    - trigger/activation: any other timing (or a persistent timing with a `trigger`)
      with `steps` (the `condition` is read as "if" and checked on activation).
    """

    timing: Timing = "always"
    keyword: str | None = None
    value: int | str | None = None
    once_per_turn: bool = False
    twice_per_turn: bool = False
    optional: bool = False
    trigger: Trigger | None = None
    condition: Condition | None = None
    cost: tuple[Step, ...] = ()
    """What must be done for the effect to happen: "by trashing 3 cards in your hand",
    "you may suspend this Tamer to ..." (11-7). All of it, or the effect does nothing."""
    digi_burst: int | None = Field(None, ge=1)
    """<Digi-Burst N> (12-14): trash N of this Digimon's digivolution cards to activate it."""
    grants: tuple[Grant, ...] = ()
    steps: tuple[Step, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> Effect:
        if self.keyword is not None:
            if self.timing != "always" or self.grants or self.steps or self.trigger:
                raise ValueError("a keyword effect has only `keyword` (and `value`)")
            check_keyword(self.keyword, self.value, grant=True)
            return self
        if self.value is not None:
            raise ValueError("`value` goes with `keyword`")
        if self.once_per_turn and self.twice_per_turn:
            raise ValueError("once or twice per turn, not both")
        if self.is_persistent:
            if self.cost or self.digi_burst:
                raise ValueError("a persistent effect has no cost")
            if self.optional or self.per_turn:
                raise ValueError("a persistent effect can't be optional or once per turn")
            if not self.grants:
                raise ValueError(f"a persistent {self.timing} effect needs `grants`")
            if self.steps:
                raise ValueError("a persistent effect has `grants`, not `steps`")
        else:
            if not self.steps:
                raise ValueError(f"a {self.timing} effect needs `steps`")
            if self.grants:
                raise ValueError("only persistent effects have `grants`")
            if self.trigger and self.timing not in PERSISTENT_TIMINGS:
                raise ValueError("`trigger` goes with [Your Turn]/[Opponent's Turn]/[All Turns]")
        return self

    @cached_property
    def per_turn(self) -> int:
        """How many times a turn it may activate (4-15): 1, 2, or 0 for no limit."""
        return 1 if self.once_per_turn else 2 if self.twice_per_turn else 0

    @property
    def is_persistent(self) -> bool:
        """True for effects that apply continuously rather than trigger (10-1-5)."""
        return self.keyword is not None or (
            self.timing in PERSISTENT_TIMINGS and self.trigger is None
        )

    def as_grants(self) -> tuple[Grant, ...]:
        """A keyword effect is a persistent grant to its own Digimon."""
        if self.keyword is not None:
            return (Grant(gains=(Gained(keyword=self.keyword, value=self.value),)),)
        return self.grants


for _model in (Grant, Modify, AtEnd, ChooseOne):
    _model.model_rebuild(_types_namespace={"Effect": Effect})
Effect.model_rebuild()


# The ranges printed cards span (levels 2 to 7, costs to 20, DP to 17,000), with room to
# spare for DP: a number outside them is a typo, not a card.
Level = Annotated[int, Ge(2), Le(7)]
Cost = Annotated[int, Ge(0), Le(20)]
MAX_DP = 30000


def _one_line_text(value: str) -> str:
    """Names are shown on one line: control and bidi-override characters are refused."""
    problem = bad_character(value)
    if problem:
        raise ValueError(problem)
    return value


Name = Annotated[str, AfterValidator(_one_line_text)]


class DigivolveRequirement(Strict):
    color: Color
    level: Level
    cost: Cost


class DnaSide(Strict):
    color: Color
    level: Level


class DnaRequirement(Strict):
    """ "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4>" (8-1-3): the Digimon on the left
    goes on top of the one on the right."""

    top: DnaSide
    bottom: DnaSide
    cost: Cost


class Card(Strict):
    number: str = Field(pattern=r"^[A-Z0-9]+-\d+$")
    name: Name = Field(min_length=1)
    category: Category
    colors: tuple[Color, ...] = Field(min_length=1)
    level: Level | None = None
    cost: Cost | None = None
    """Play cost of a Digimon or Tamer, use cost of an Option."""
    dp: int | None = Field(None, ge=0, le=MAX_DP)
    digivolve: tuple[DigivolveRequirement, ...] = ()
    dna: DnaRequirement | None = None
    form: Name | None = None
    attribute: Name | None = None
    types: tuple[Name, ...] = ()
    rarity: Name | None = None
    effects: tuple[Effect, ...] = ()
    inherited: tuple[Effect, ...] = ()
    security: tuple[Effect, ...] = ()

    @field_validator("security", mode="before")
    @classmethod
    def _security_timing(cls, value: object) -> object:
        """Security effects are written without a timing: it is always [Security]."""
        if isinstance(value, list | tuple):
            return [
                {"timing": "security", **v} if isinstance(v, dict) and "timing" not in v else v
                for v in value
            ]
        return value

    @model_validator(mode="after")
    def _by_category(self) -> Card:
        need = {
            "digi-egg": ("level",),
            "digimon": ("level", "cost", "dp"),
            "tamer": ("cost",),
            "option": ("cost",),
        }[self.category]
        for name in need:
            if getattr(self, name) is None:
                raise ValueError(f"a {self.category} card needs `{name}`")
        if self.category in ("tamer", "option") and (self.dp is not None or self.level):
            raise ValueError(f"a {self.category} card has no `dp` or `level`")
        if self.category == "digi-egg" and (self.cost is not None or self.digivolve):
            raise ValueError("a Digi-Egg has no play cost or digivolution requirements")
        if self.category != "digimon" and (self.digivolve or self.dna):
            raise ValueError("only Digimon cards have digivolution requirements")
        if self.inherited and self.category not in ("digimon", "digi-egg"):
            raise ValueError("only Digimon and Digi-Egg cards have inherited effects")
        for e in self.security:
            if e.timing != "security":
                raise ValueError("`security` effects have the [Security] timing")
        for e in self.effects:
            if e.timing == "security":
                raise ValueError("[Security] effects go in `security`")
        if any(isinstance(s, ActivateMain) for e in self.security for s in e.steps):
            if not any(e.timing == "main" for e in self.effects):
                raise ValueError("activate_main needs a [Main] effect on the card")
        return self

    @property
    def is_digimon_card(self) -> bool:
        return self.category == "digimon"


class CardFile(Strict):
    """One card file: a set's cards."""

    set: str
    name: str | None = None
    cards: tuple[Card, ...]
