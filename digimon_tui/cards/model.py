"""Card data models and the effect language.

A card file states what is printed on a card; effects are written in a small
language that mirrors the game's templated card text phrase by phrase, so the
text a player reads can be generated from what the engine runs (see
`digimon_tui.cards.text`). Every model forbids unknown fields, so a typo in a
card file is an error rather than a silently ignored line.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal, get_args

from annotated_types import Ge, Le
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.files import bad_character

Color = Literal["red", "blue", "yellow", "green", "black", "purple", "white"]
COLORS: tuple[str, ...] = get_args(Color)
Category = Literal["digi-egg", "digimon", "tamer", "option"]

# When an effect applies or triggers (10-4). "always" is for keyword effects
# such as <Blocker> that have no timing icon.
Timing = Literal[
    "always",
    "on_play",
    "when_digivolving",
    "when_attacking",
    "on_deletion",
    "security",
    "main",
    "start_of_your_turn",
    "your_turn",
    "opponents_turn",
    "all_turns",
]
PERSISTENT_TIMINGS = frozenset({"always", "your_turn", "opponents_turn", "all_turns"})

# How long a change made by an effect lasts (13-2-2).
Duration = Literal["turn", "opponents_next_turn", "your_next_turn"]


class Strict(BaseModel):
    """Base for every card-file model: unknown keys are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Range(Strict):
    """An inclusive bound on a count: `{ min = 4 }` is "4 or more"."""

    min: int | None = None
    max: int | None = None

    def holds(self, n: int) -> bool:
        return (self.min is None or n >= self.min) and (self.max is None or n <= self.max)


class Filter(Strict):
    """Conditions a Digimon must meet to be chosen or counted ("with 4000 DP or less")."""

    max_dp: int | None = None
    min_dp: int | None = None
    max_level: int | None = None
    min_level: int | None = None
    digivolution_cards: Range | None = None


class Target(Filter):
    """Which cards a step acts on.

    `select`: "this" (the effect's own Digimon or card), "one"/"up_to" (the
    effect's player chooses `count` of them when it resolves), or "all".
    `side` is relative to the effect's player. `kinds` names what counts:
    Digimon and Tamers in the battle area, Security Digimon being checked.
    """

    select: Literal["this", "one", "up_to", "all"] = "one"
    count: int = Field(1, ge=1)
    side: Literal["your", "opponents"] = "your"
    kinds: tuple[Literal["digimon", "tamer", "security_digimon"], ...] = ("digimon",)

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: object) -> object:
        if data == "this":
            return {"select": "this"}
        return data

    @model_validator(mode="after")
    def _meaningful(self) -> Target:
        if self.select in ("this", "all") and self.count != 1:
            raise ValueError(f"`count` means nothing with select = {self.select!r}")
        if self.select == "this" and self.model_fields_set & set(Filter.model_fields):
            raise ValueError("select = 'this' takes no filter")
        return self


Prohibited = Literal[
    "attack",
    "attack_players",
    "block",
    "be_blocked",
    "be_deleted",
    "be_deleted_in_battle",
    "digivolve",
    "unsuspend",
]
"""What a "can't ..." effect forbids (1-3-3)."""


class Gained(Strict):
    """A keyword a grant gives: `"blocker"`, or `{ keyword = "security_attack", value = 1 }`."""

    keyword: str
    value: int | str | None = None

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: object) -> object:
        """ "blocker" and `{ security_attack = 1 }` are short for the full table."""
        if isinstance(data, str):
            return {"keyword": data}
        if isinstance(data, dict) and len(data) == 1 and "keyword" not in data:
            ((key, value),) = data.items()
            return {"keyword": key, "value": value}
        return data

    @model_validator(mode="after")
    def _known(self) -> Gained:
        check_keyword(self.keyword, self.value, grant=True)
        return self


def check_keyword(key: str, value: int | str | None, *, grant: bool = False) -> None:
    """A keyword name from the registry, with the value its kind takes."""
    kw = KEYWORDS.get(key)
    if kw is None:
        raise ValueError(f"unknown keyword {key!r}; known: {', '.join(KEYWORDS)}")
    if grant and kw.kind != "grant":
        raise ValueError(f"<{kw.name}> is not a keyword a Digimon can gain")
    if kw.value == "none":
        if value is not None:
            raise ValueError(f"{key} takes no `value`")
    elif kw.value == "color":
        if value not in COLORS:
            raise ValueError(f"{key} needs a colour `value`: one of {', '.join(COLORS)}")
    elif not isinstance(value, int) or not value or (kw.value == "count" and value < 0):
        raise ValueError(f"{key} needs a non-zero `value`")


class Grant(Strict):
    """What a persistent effect or a "modify" step gives its targets."""

    target: Target = Target(select="this")
    dp: int = 0
    gains: tuple[Gained, ...] = ()
    cant: tuple[Prohibited, ...] = ()
    per_digivolution_cards: int | None = Field(None, ge=1)
    """Multiply the grant by (this Digimon's digivolution cards // N)."""

    @cached_property
    def amounts(self) -> dict[str, int]:
        """What the grant adds up to, by name: "dp", a keyword key, "cant_attack", ...
        The engine sums these over everything in force."""
        out: dict[str, int] = {}
        if self.dp:
            out["dp"] = self.dp
        for g in self.gains:
            n = g.value if isinstance(g.value, int) else 1
            out[g.keyword] = out.get(g.keyword, 0) + n
        for what in self.cant:
            out[f"cant_{what}"] = 1
        return out


class Condition(Strict):
    """An "if"/"while" clause; every field given must hold."""

    digivolution_cards: Range | None = None
    """This Digimon's number of digivolution cards."""
    your_security: Range | None = None
    """The effect's player's number of security cards."""
    opponent_has: Filter | None = None
    """The opponent has a Digimon in the battle area meeting this filter."""
    battling: Filter | None = None
    """This Digimon is battling an opponent's Digimon meeting this filter."""


class Trigger(Strict):
    """A "when X" trigger for [Your Turn]/[Opponent's Turn] trigger-type effects (10-4-7-3)."""

    event: Literal["blocked", "deleted"]
    whose: Literal["this", "your", "opponents"] = "this"
    cause: Literal["zero_dp"] | None = None


# ---- steps: one per templated phrase -------------------------------------------------


class StepBase(Strict):
    then: bool = False
    """Render with a leading "Then," (11-8)."""


class GainMemory(StepBase):
    do: Literal["gain_memory"]
    amount: int = Field(ge=1)


class LoseMemory(StepBase):
    do: Literal["lose_memory"]
    amount: int = Field(ge=1)


class Modify(StepBase, Grant):
    """Lasting changes: "X gets +3000 DP for the turn", "X can't attack ..."."""

    do: Literal["modify"]
    target: Target
    duration: Duration = "turn"


class Delete(StepBase):
    do: Literal["delete"]
    target: Target


class TrashDigivolutionCards(StepBase):
    do: Literal["trash_digivolution_cards"]
    target: Target
    count: int = Field(1, ge=1)


class Unsuspend(StepBase):
    do: Literal["unsuspend"]
    target: Target


class Suspend(StepBase):
    do: Literal["suspend"]
    target: Target


class ReturnToHand(StepBase):
    do: Literal["return_to_hand"]
    target: Target


class Recovery(StepBase):
    do: Literal["recovery"]
    count: int = Field(1, ge=1)


class PlayThisCard(StepBase):
    do: Literal["play_this_card"]
    free: bool = True


class ActivateMain(StepBase):
    do: Literal["activate_main"]


class AddThisCardToHand(StepBase):
    do: Literal["add_this_card_to_hand"]


class PlayDigivolutionCard(StepBase):
    """Play a Digimon card from under one of the targets as another Digimon."""

    do: Literal["play_digivolution_card"]
    target: Target
    free: bool = True


Step = Annotated[
    GainMemory
    | LoseMemory
    | Modify
    | Delete
    | TrashDigivolutionCards
    | Unsuspend
    | Suspend
    | ReturnToHand
    | Recovery
    | PlayThisCard
    | ActivateMain
    | AddThisCardToHand
    | PlayDigivolutionCard,
    Field(discriminator="do"),
]


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
    optional: bool = False
    trigger: Trigger | None = None
    condition: Condition | None = None
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
        if self.trigger is not None and self.trigger.cause and self.trigger.event != "deleted":
            raise ValueError("`cause` goes with event = 'deleted'")
        if self.is_persistent:
            if self.optional or self.once_per_turn:
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
        if self.category != "digimon" and self.digivolve:
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
