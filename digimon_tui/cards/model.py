"""Card data models and the effect language.

A card file states what is printed on a card; effects are written in a small
language that mirrors the game's templated card text phrase by phrase, so the
text a player reads can be generated from what the engine runs (see
`digimon_tui.cards.text`). Every model forbids unknown fields, so a typo in a
card file is an error rather than a silently ignored line.
"""

from functools import cached_property
from typing import Annotated, Literal

from annotated_types import Ge, Le, MaxLen
from pydantic import AfterValidator, Field, field_validator, model_validator

from digimon_tui.files import bad_character

from . import steps
from .conditions import Condition, Presence, Trigger
from .selection import COLORS, Category, Color, Count, Filter, Raise, Range, Strict, Target
from .steps import (
    ActivateEffect,
    ActivateMain,
    ActivateSecurity,
    ActivateTimed,
    AddThisCardToHand,
    AddToHand,
    AltDigivolve,
    AtEnd,
    Attack,
    BlastDigivolve,
    Blitz,
    Choose,
    ChooseOne,
    DeclareCategory,
    DeDigivolve,
    Delete,
    Digivolve,
    DnaDigivolve,
    Draw,
    Duration,
    EndAttack,
    ForEvery,
    ForEverySuspended,
    Gained,
    GainMemory,
    Grant,
    Hatch,
    KindIf,
    LinkCard,
    Look,
    LoseMemory,
    MindLink,
    Modify,
    MoveFromBreeding,
    OpponentAttacks,
    PlaceInBattleArea,
    PlaceInSecurity,
    PlaceRest,
    PlaceThisUnder,
    PlaceUnder,
    Play,
    PlayDigivolutionCard,
    PlayThisCard,
    PlayToken,
    PreventDeletion,
    Prohibited,
    Recovery,
    ReduceCost,
    ReduceNextDigivolution,
    ReturnToDeck,
    ReturnToHand,
    Reveal,
    SameLevelSave,
    Save,
    SetMemory,
    ShuffleSecurity,
    Step,
    Suspend,
    SwitchAttackTarget,
    Token,
    TopCardToBottom,
    TopCardToSecurity,
    Trash,
    TrashDigivolutionCards,
    TrashRevealedSecurity,
    TrashTopCard,
    Unsuspend,
    UseOption,
    XrosFromTamers,
    check_keyword,
)

__all__ = [
    "Link",
    "LinkRequirement",
    "COLORS",
    "ActivateEffect",
    "ActivateMain",
    "ActivateSecurity",
    "ActivateTimed",
    "AddThisCardToHand",
    "AddToHand",
    "AltDigivolve",
    "AtEnd",
    "Attack",
    "BlastDigivolve",
    "Blitz",
    "BurstRequirement",
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
    "ForEvery",
    "ForEverySuspended",
    "GainMemory",
    "Gained",
    "Grant",
    "Hatch",
    "KindIf",
    "Look",
    "LoseMemory",
    "MindLink",
    "Modify",
    "MoveFromBreeding",
    "PlaceInBattleArea",
    "PlaceInSecurity",
    "PlaceRest",
    "PlaceThisUnder",
    "PlaceUnder",
    "LinkCard",
    "Play",
    "PlayDigivolutionCard",
    "PlayThisCard",
    "PlayToken",
    "SameLevelSave",
    "Presence",
    "Prohibited",
    "Raise",
    "Range",
    "PreventDeletion",
    "Recovery",
    "ReduceCost",
    "DeclareCategory",
    "XrosFromTamers",
    "ReduceNextDigivolution",
    "ReturnToDeck",
    "ReturnToHand",
    "Reveal",
    "Save",
    "SetMemory",
    "ShuffleSecurity",
    "Step",
    "Strict",
    "Suspend",
    "SwitchAttackTarget",
    "EndAttack",
    "OpponentAttacks",
    "Attack",
    "TamerDigivolve",
    "Target",
    "Timing",
    "Token",
    "Trash",
    "TrashDigivolutionCards",
    "TopCardToBottom",
    "TopCardToSecurity",
    "TrashTopCard",
    "TrashRevealedSecurity",
    "Trigger",
    "Unsuspend",
    "UseOption",
    "XrosMaterial",
    "XrosRequirement",
]

# When an effect applies or triggers (15-16). "always" is for keyword effects
# such as <Blocker> that have no timing icon.
Timing = Literal[
    "always",
    "on_play",
    "when_digivolving",
    "when_attacking",
    "when_moving",
    "when_linking",
    "on_deletion",
    "end_of_attack",
    "counter",
    "security",
    "main",
    "start_of_your_turn",
    "start_of_opponents_turn",
    "start_of_your_main_phase",
    "start_of_opponents_main_phase",
    "end_of_your_turn",
    "end_of_opponents_turn",
    "end_of_all_turns",
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
    also: tuple[Timing, ...] = ()
    """The further timings of an effect printed under several headers, "[On Play][When
    Digivolving] ..." (`timing = "on_play", also = ["when_digivolving"]`): one effect that
    triggers at each of them (15-16), its [Once Per Turn] limit counted over all of them."""
    keyword: str | None = None
    value: int | str | None = None
    once_per_turn: bool = False
    twice_per_turn: bool = False
    optional: bool = False
    trigger: Trigger | None = None
    condition: Condition | None = None
    cost: tuple[Step, ...] = ()
    """What must be done for the effect to happen: "by trashing 3 cards in your hand",
    "you may suspend this Tamer to ..." (15-7). All of it, or the effect does nothing."""
    from_hand: bool = False
    """[Hand] (15-14-2): it activates only while the card is in the hand, revealing it: a
    [Hand] [Counter] effect at the counter timing, a [Hand] [Main] effect in the main phase."""
    from_trash: bool = False
    """[Trash]: a "when X" effect that triggers only while its card is in the trash, not from
    any other area (ruling Q5528); activating it is not using the card (Q2247, Q2248)."""
    breeding: bool = False
    """[Breeding] (15-14-4): it triggers, activates and is in force only while its card is in
    the breeding area (on top there, or under the Digimon there for an inherited effect), and
    nowhere else; effects without it do nothing there (3-4-7-4)."""
    delay: bool = False
    """<Delay> (16-17): a [Main] effect of an Option card its owner placed in the battle area,
    activated from the next turn on by trashing the card."""
    digi_burst: int | None = Field(None, ge=1)
    """<Digi-Burst N> (16-14): trash N of this Digimon's digivolution cards to activate it."""
    grants: tuple[Grant, ...] = ()
    steps: tuple[Step, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> "Effect":
        if self.keyword is not None:
            if self.also or self.grants or self.steps or self.trigger:
                raise ValueError("a keyword effect has only `keyword` (and `value`)")
            if self.timing != "always" and self.timing not in _keyword_headers(self.keyword):
                raise ValueError(f"<{self.keyword}> isn't printed under a {self.timing} header")
            check_keyword(self.keyword, self.value, grant=True)
            return self
        if self.value is not None:
            raise ValueError("`value` goes with `keyword`")
        if self.from_hand and (self.timing not in ("counter", "main") or self.delay):
            raise ValueError(
                '[Hand] effects are [Counter] or [Main] effects (`timing = "counter"` or `"main"`)'
            )
        if self.breeding and (self.from_hand or self.from_trash):
            raise ValueError("[Breeding] effects work in the breeding area, not the hand or trash")
        if self.from_trash and (self.trigger is None or self.from_hand):
            raise ValueError('[Trash] effects here are "when X" effects (`trigger`)')
        if self.delay and self.timing != "main" and self.trigger is None:
            raise ValueError('a <Delay> effect is a [Main] effect or a "when X" one')
        if self.once_per_turn and self.twice_per_turn:
            raise ValueError("once or twice per turn, not both")
        if self.also:
            if len(set(self.timings)) != len(self.timings):
                raise ValueError("`also` repeats a timing")
            if any(t in PERSISTENT_TIMINGS or t == "security" for t in self.timings):
                raise ValueError("`also` joins timings that trigger or activate, not [Security]")
            if self.trigger or self.from_hand or self.delay:
                raise ValueError("`also` goes without `trigger`, `from_hand` or `delay`")
        if self.is_persistent:
            self._check_persistent()
        else:
            self._check_activated()
        return self

    def _check_persistent(self) -> None:
        """A persistent effect (15-8-2) gives something while it is in force: no cost,
        no choice, no steps."""
        if self.cost or self.digi_burst:
            raise ValueError("a persistent effect has no cost")
        if self.optional:
            raise ValueError("a persistent effect can't be optional")
        if self.per_turn and not all(g.gains for g in self.grants):
            # "[Once Per Turn] While ..., it gains <Piercing>" (EX5-037): the keyword it gives
            # activates so often a turn, as an effect of the card (15-14-1)
            raise ValueError("a persistent effect is once per turn only as it gives keywords")
        if not self.grants:
            raise ValueError(f"a persistent {self.timing} effect needs `grants`")
        if self.steps:
            raise ValueError("a persistent effect has `grants`, not `steps`")

    def _check_activated(self) -> None:
        """An effect that triggers or is activated has steps; a "when X" trigger goes with
        [Your Turn]/[Opponent's Turn]/[All Turns], and a "would" trigger only reduces."""
        if not self.steps:
            raise ValueError(f"a {self.timing} effect needs `steps`")
        if self.grants:
            raise ValueError("only persistent effects have `grants`")
        if self.trigger and self.timing not in PERSISTENT_TIMINGS:
            raise ValueError("`trigger` goes with [Your Turn]/[Opponent's Turn]/[All Turns]")
        t = self.trigger
        prevents = [s for s in self.steps if s.do == "prevent_deletion"]
        guards = t is not None and t.event == "would_leave" and t.whose == "your"
        if guards != bool(prevents and t is not None and t.event == "would_leave") or (
            prevents and (t is None or t.event not in ("would_be_deleted", "would_leave"))
        ):
            raise ValueError(
                "a would_leave effect of one of your Digimon (whose = 'your') prevents that "
                "leaving, and only it of the would_leave effects"
            )
        if prevents and (len(self.steps) != 1 or not self.cost):
            raise ValueError(
                'a would_be_deleted effect that prevents is a cost and one step, "prevent that '
                'deletion" (and only it prevents a deletion)'
            )
        if t is not None and t.event == "would_be_deleted" and not prevents and t.returns:
            raise ValueError("a would_be_deleted effect with `returns` prevents the leaving")
        replacing = [s for s in self.steps if s.instead and s.condition is None]
        if (t is not None and t.event == "digisorption_suspends") != bool(replacing) or (
            replacing
            and (
                len(self.steps) != 1
                or any(x.side != "opponents" for _, x in replacing[0]._targets())
            )
        ):
            raise ValueError(
                "a digisorption_suspends effect has one step: suspend an opponent's Digimon "
                "instead (and only it has an `instead` step without a condition)"
            )
        if (
            t is not None
            and (t.event, t.whose) == ("would_digivolve", "your")
            and t.into is None
            and any(s.do != "reduce_cost" for s in self.steps)
        ):  # a card in the hand: what else it would do before it is played isn't performed
            raise ValueError(
                "a would_digivolve effect of the card digivolved into only reduces the cost"
            )
        opponents = t is not None and (t.event, t.whose) == ("would_digivolve", "opponents")
        if any(getattr(s, "increase", False) for s in self.steps) != opponents or (
            opponents and any(not getattr(s, "increase", False) for s in self.steps)
        ):  # what an opponent's digivolution makes this card do: only a dearer cost
            raise ValueError(
                "a would_digivolve effect on an opponent's Digimon only increases the cost, "
                "and only it increases one"
            )
        if (
            t is not None
            and t.event in ("would_be_played", "would_be_used", "would_play")
            and any(s.do != "reduce_cost" for s in self.steps)
        ):  # what else it would do before the card is played (15-8-5-1) isn't performed
            raise ValueError(
                '"when you would play this card" and "when you would use this card" '
                "effects only reduce the cost"
            )
        if any(isinstance(s, ReduceCost) and s.of == "hand" for s in self.steps) and (
            t is None
            or t.event != "would_be_used"
            or len(self.steps) != 1
            or self.condition is not None
            or self.cost
        ):  # printed as one sentence, with no "when" (BT2-099)
            raise ValueError(
                'a reduction "of this card in your hand" is the one step of a plain '
                "would_be_used effect"
            )
        if any(isinstance(s, Blitz) for s in self.steps[:1] + self.steps[:-1]):
            raise ValueError(  # alone it is the keyword <Blitz> (16-16)
                'a `blitz` step is the last of several: "Then, <Blitz>." (BT10-112)'
            )
        xros = [s for s in self.steps if s.do == "xros_from_tamers"]
        if (t is not None and t.event == "would_digixros") != bool(xros) or (
            xros
            and (
                len(self.steps) != 1
                or [(s.do, getattr(s, "target", None)) for s in self.cost]
                != [("suspend", Target(select="this", kinds=("tamer",)))]
            )
        ):
            raise ValueError(
                'a would_digixros effect has one step, "place cards from under 1 of your '
                'Tamers as digivolution cards for a DigiXros", paid by suspending this Tamer '
                "(and only it has that step)"
            )

    @cached_property
    def per_turn(self) -> int:
        """How many times a turn it may activate (15-14-1): 1, 2, or 0 for no limit."""
        return 1 if self.once_per_turn else 2 if self.twice_per_turn else 0

    @cached_property
    def timings(self) -> tuple[str, ...]:
        """Every timing it is printed under: `timing`, then `also`."""
        return (self.timing, *self.also)

    @property
    def is_persistent(self) -> bool:
        """True for effects that apply continuously rather than trigger (15-8-2)."""
        return self.keyword is not None or (
            self.timing in PERSISTENT_TIMINGS and self.trigger is None
        )

    def as_grants(self) -> tuple[Grant, ...]:
        """A keyword effect is a persistent grant to its own Digimon. Made from checked
        parts without validating again: building `Grant`'s validator costs a game's start."""
        if self.keyword is not None:
            gained = Gained.model_construct(keyword=self.keyword, value=self.value)
            return (Grant.model_construct(gains=(gained,)),)
        return self.grants


def _keyword_headers(key: str) -> tuple[str, ...]:
    """The timing headers a keyword may be printed under ("[When Digivolving] <Blitz>")."""
    from digimon_tui.cards.keywords import KEYWORDS

    kw = KEYWORDS.get(key)
    return kw.headers if kw is not None else ()


# The steps that nest effects (`Grant.effects`, `AtEnd.steps`, ...) are built when first
# used (`Strict`), resolving `Effect` in their own module, which can't import it: it is
# given there. Every card file nests effects: building `Effect` now lets `CardFile`,
# `Grant` and the rest reuse its schema instead of each building the whole language again.
vars(steps)["Effect"] = Effect
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


MAX_NAME = 100
"""The longest name, in characters: printed names stay under 40, and a name is drawn on
one line wherever the card is."""

Name = Annotated[str, MaxLen(MAX_NAME), AfterValidator(_one_line_text)]


class DigivolveRequirement(Strict):
    """What a Digimon must be to digivolve into this card, and the memory it costs (2-3-5,
    8-1-3-1): printed beside the card's level, "from red Lv.3 for 2" (`color` and `level`),
    or by name or trait (2-3-5-1) on the card's first line, "[Digivolve] [Frimon]: Cost 0"
    (`names`), "[Digivolve] Lv.4 w/[Leomon] in name: Cost 3" (`level` and `name_contains`),
    "[Digivolve] Lv.2 w/[Xros Heart] trait: Cost 0" (`traits`), "[Digivolve] Lv.4 w/<Save>
    in its text: Cost 3" (`in_text`). Each field given must hold of the Digimon's top card;
    within `names`, `name_contains`, `traits` and `in_text`, any one does. `by_effect`: the
    card's effect rather than a printed requirement (below)."""

    color: Color | None = None
    level: Level | None = None
    cost: Cost
    names: tuple[Name, ...] = ()
    """Its name is one of these ("[Paildramon]/[Dinobeemon]")."""
    name_contains: tuple[Name, ...] = ()
    """Its name contains one of these ("w/[Agumon] in name")."""
    traits: tuple[Name, ...] = ()
    """One of its traits contains one of these ("w/[Xros Heart] trait")."""
    in_text: tuple[str, ...] = ()
    """Its printed text has one of these keywords ("w/<Save> in its text"); text an effect
    gives it doesn't count (4-23-2)."""
    sources: tuple[Name, ...] = ()
    """A card with one of these names is among its digivolution cards ("[Alphamon] w/[Ouryumon]
    in its digivolution cards", BT9-111): the whole Digimon, not its top card alone."""
    spec: str | None = None
    """The Digimon as a [Digivolve] line words it where the fields above can't say it: one
    of several ("[Elecmon]/Lv.3 w/[TS] trait"), by words in its text ("Lv.4 w/[Sunarizamon]
    in text or w/[Mineral] trait"). The printed words, read by `card_specs` (as a keyword's
    named cards are); alone, without the fields above."""
    by_effect: bool = False
    """The card's effect, from the hand: "Your [Keramon] can digivolve into this card in your
    hand for a memory cost of 4, ignoring this card's digivolution requirements" (BT5-067).
    Only a Digimon in the battle area may take it (ruling Q1342), an effect that digivolves
    one of your Digimon may (Q1344), and none may while players can't ignore digivolution
    requirements."""
    condition: Condition | None = None
    """`by_effect` only: "While you have 10 or more cards in your trash, your [Impmon] can
    digivolve into this card ..." (BT2-111)."""

    @model_validator(mode="after")
    def _says_what(self) -> "DigivolveRequirement":
        from digimon_tui.cards.keywords import KEYWORDS

        if self.spec is not None:
            from digimon_tui.cards import card_specs

            if self.color or self.level or self.by_effect or self.names or self.name_contains:
                raise ValueError("a `spec` requirement says who in its words alone")
            if self.traits or self.in_text or self.sources:
                raise ValueError("a `spec` requirement says who in its words alone")
            card_specs.filters(self.spec)  # unreadable words: refused as the card loads
        for key in self.in_text:
            if key not in KEYWORDS:
                raise ValueError(f"unknown keyword {key!r}; known: {', '.join(KEYWORDS)}")
        if self.sources and not self.names:
            raise ValueError("a requirement with `sources` names the Digimon it is met by")
        if self.by_effect and (
            self.color or self.level or self.in_text or self.sources or not self.by_name
        ):
            raise ValueError("a digivolution by the card's effect names the Digimon only")
        if self.condition is not None and not self.by_effect:
            raise ValueError("only a digivolution by the card's effect has a `condition`")
        if self.color is not None and self.level is None:
            raise ValueError("a colour requirement has a `level`")
        if self.color is None and not self.by_name:
            raise ValueError("a digivolution requirement has a `color` and `level`, or names")
        return self

    @property
    def by_name(self) -> bool:
        """It names the Digimon, by name or trait (2-3-5-1): printed as a line of the card's
        text rather than beside its level."""
        return bool(self.names or self.name_contains or self.traits or self.in_text or self.spec)


class DnaSide(Strict):
    color: Color
    level: Level


class DnaRequirement(Strict):
    """ "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4>" (8-2): the Digimon on the left
    goes on top of the one on the right."""

    top: DnaSide
    bottom: DnaSide
    cost: Cost


class XrosMaterial(Filter):
    """One DigiXros material: a Digimon card named by its printed facts, and how many such
    cards may be placed ("2 [PawnChessmon]"; 1 unless specified otherwise, 7-2-2-5)."""

    count: int = Field(1, ge=1, le=9)
    different_names: bool = False
    """ "5 Digimon cards with different names and ...": no two of the cards placed for this
    material share a name (EX3-014)."""

    @model_validator(mode="after")
    def _several(self) -> "XrosMaterial":
        if self.different_names and self.count < 2:
            raise ValueError("`different_names` goes with a `count` of 2 or more")
        return self


class XrosRequirement(Strict):
    """ "<DigiXros -2> [Shoutmon] × [Ballistamon]" (7-2): each Digimon card placed under
    this one as it is played, up to `count` per material (7-2-2-5), reduces its play cost
    by `reduce`; the material written first goes on top (7-2-2-8)."""

    reduce: int = Field(ge=1)
    from_trash: bool = False
    """ "When you would play this card from your hand, you may also place cards from your
    trash in digivolution cards for a DigiXros" (BT11-086): materials from the trash too."""
    materials: tuple[XrosMaterial, ...] = Field(min_length=1)
    """Each a Digimon card: `{ name = "Shoutmon" }`, `{ name = "PawnChessmon", count = 2 }`,
    or any filter on printed facts."""

    @model_validator(mode="after")
    def _printed(self) -> "XrosRequirement":
        for f in self.materials:
            if (
                f.has
                or f.has_any
                or f.lacks
                or f.suspended is not None
                or f.other
                or f.same_name_as_this
                or f.digivolution_cards
            ):
                raise ValueError("a DigiXros material is named by what is printed on the card")
        return self


class BurstRequirement(Strict):
    """ "<Burst Digivolve: 0 from [Greymon] by returning 1 [Tai Kamiya] to the hand>" (8-3):
    a Digimon whose top card is `digimon` digivolves into this card for `cost` as one of your
    Tamers that is `tamer` returns to the hand; the top card is trashed at the end of the turn."""

    cost: Cost
    digimon: Filter
    tamer: Filter


class AppFusion(Strict):
    """ "[App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0" (8-4): a Digimon named one
    of `names` with a link card named another of them (two different names, 8-4-2-1) may
    digivolve into this card for `cost`, the link card placed on top of it first."""

    names: tuple[Name, ...] = Field(min_length=2)
    cost: Cost


class TamerDigivolve(Strict):
    """ "You may digivolve this card from your hand onto one of your red Tamers as if the
    Tamer is a level 3 red Digimon for a digivolution cost of 2" (Hybrid cards): in the main
    phase, one of your Tamers that is `color` (or named one of `names`; with neither, any
    Tamer: "one of your Tamers") may digivolve into this card from the hand as though it were
    a level `level` Digimon (8-1; the stack is a Digimon from then on, 15-12-1-2). Its colour
    for the requirement is `as_color` when printed, else the Tamer's own; the cost is `cost`
    when printed, else that of the card's requirement such a Digimon meets (8-1-3-1)."""

    color: Color | None = None
    names: tuple[Name, ...] = ()
    """ "one of your [Takuya Kanbara] cards": a Tamer with one of these names."""
    level: Level = 3
    as_color: Color | None = None
    cost: Cost | None = None
    by_placing: int | None = Field(None, ge=1)
    """ "by placing 10 Tamer cards and/or cards with [Hybrid] in their traits from your hand
    and/or trash at the bottom of your deck in any order" (BT7-112): that many such cards, in
    any mix of the two places, revealed and put under the deck in the order chosen before the
    Tamer digivolves; without enough of them it can't (ruling Q1684)."""

    @model_validator(mode="after")
    def _names_a_tamer(self) -> "TamerDigivolve":
        if self.color is not None and self.names:
            raise ValueError("a Tamer to digivolve onto is named by `color` or `names`, not both")
        return self


class LinkRequirement(Strict):
    """ "[Link] [Appmon] trait: Cost 1" (2-3-11-4-2, 10-1-3-1): the Digimon this card may
    link to, named in `card_specs` words ("[Appmon] trait", "[Vulcanusmon]"), and the memory
    linking costs (2-3-11-4-3)."""

    digimon: Name
    cost: Cost

    @field_validator("digimon")
    @classmethod
    def _readable(cls, value: str) -> str:
        from .card_specs import canonical, filters

        if canonical(value) != value:
            raise ValueError(f"write the Digimon linked to as {canonical(value)!r}")
        if len(filters(value)) != 1:
            raise ValueError("a link requirement names 1 Digimon")
        return value

    @property
    def filter(self) -> Filter:
        """What the linked Digimon's top card must be."""
        from .card_specs import filters

        return filters(self.digimon)[0]


class Link(Strict):
    """A card's link portion (2-3-11-4): its link requirements, the DP it adds to the Digimon
    it is linked to (4-3-4) and the link effects that Digimon gains (4-3-5), written as
    inherited effects are ("this Digimon" is the linked Digimon)."""

    requirements: tuple[LinkRequirement, ...] = Field(min_length=1)
    dp: int = Field(ge=0, le=MAX_DP)
    effects: tuple[Effect, ...] = ()


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
    xros: XrosRequirement | None = None
    burst: BurstRequirement | None = None
    app_fusion: AppFusion | None = None
    onto_tamer: TamerDigivolve | None = None
    copies: int | None = Field(None, gt=4)
    """ "You can include up to 50 copies of cards with this card's card number in your deck":
    how many a deck may hold, in place of the four of 1-4-1 (EX2-046)."""
    ignore_colors_while: Condition | None = None
    """ "While you have a Tamer in play, you may ignore this card's color requirements": an
    Option card its player may use without the colours 4-22-2 asks for while this holds; the
    empty condition, which always holds, is "You may ignore ..." without "while" (P-206)."""
    use_requirement: str | None = None
    """ "<Use Req. ([DATA SQUAD] trait)>" (16-42): the Digimon or Tamers, as printed words
    (`card_specs`), whose presence on its player's field lets the Option be used without its
    colours."""
    also_names: tuple[Name, ...] = ()
    """ "[Rule] Name: Also treated as [Shoutmon]/[Ballistamon]": names the card has besides
    its own, wherever it is (4-23-3; an additive effect, 15-12-1)."""
    also_types: tuple[Name, ...] = ()
    """ "[Rule] Trait: Has [Cyborg] type": types the card has besides those printed among
    its facts, wherever it is (P-101, ruling Q4186)."""
    also_name_contains: tuple[Name, ...] = ()
    """ "[Rule] Name: Also treated as having [Leomon]": its name is treated as containing
    these too ("with [Leomon] in its name" holds of it)."""
    xros_names: tuple[Name, ...] = ()
    """ "When you would DigiXros, the name of this card/Digimon is also treated as
    [Shoutmon]": names it has as a DigiXros material only (7-2-1, BT11-015)."""
    digisorption: int | None = Field(None, ge=1)
    """<Digisorption -N> (16-10): digivolving into it, suspend 1 of your Digimon to pay N less."""
    overflow: int | None = Field(None, ge=1)
    """<Overflow -N> (4-19): a Digimon ACE card (4-19) costs its owner N memory when it moves
    from the battle area, or from under a card, to another area."""
    form: Name | None = None
    attribute: Name | None = None
    types: tuple[Name, ...] = ()
    rarity: Name | None = None
    effects: tuple[Effect, ...] = ()
    inherited: tuple[Effect, ...] = ()
    security: tuple[Effect, ...] = ()
    link: Link | None = None
    """Its link portion, if it can link (chapter 10)."""

    @field_validator("security", mode="before")
    @classmethod
    def _security_timing(cls, value: object) -> object:
        """Security effects are written without a timing: it is always [Security]."""
        if isinstance(value, list | tuple):  # the same kind: strict mode wants a tuple
            return type(value)(
                {"timing": "security", **v} if isinstance(v, dict) and "timing" not in v else v
                for v in value
            )
        return value

    @model_validator(mode="after")
    def _by_category(self) -> "Card":
        need = {
            "digi-egg": (),  # one without `level`, "Lv. —", hatches a Digimon no card digivolves
            # onto (BT13-007 King Drasil_7D6)
            "digimon": ("cost", "dp"),  # a Digimon card without `level` is printed "Lv. —" (2-9-2)
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
        if self.category != "digimon" and (
            self.digivolve
            or self.dna
            or self.xros
            or self.burst
            or self.app_fusion
            or self.onto_tamer
            or self.overflow
            or self.digisorption
        ):
            raise ValueError("only Digimon cards have digivolution requirements")
        if (
            self.ignore_colors_while is not None or self.use_requirement is not None
        ) and self.category != "option":
            raise ValueError("only Option cards have colour requirements to ignore (4-22-2)")
        if self.use_requirement is not None:
            from .card_specs import filters

            filters(self.use_requirement)  # words it can't read are refused as the card loads
        for e in self.security:
            if e.timing != "security":
                raise ValueError("`security` effects have the [Security] timing")
        for e in self.effects:
            if e.timing == "security":
                raise ValueError("[Security] effects go in `security`")
        if any(isinstance(s, ActivateMain) for e in self.security for s in e.steps):
            if not any("main" in e.timings for e in self.effects):
                raise ValueError("activate_main needs a [Main] effect on the card")
        if not self.security and any(
            isinstance(s, ActivateSecurity) for e in self.effects for s in e.steps
        ):
            raise ValueError("activate_security needs a [Security] effect on the card")
        return self

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Its name and the names it is also treated as having (`also_names`)."""
        return (self.name, *self.also_names)

    @cached_property
    def name_texts(self) -> tuple[str, ...]:
        """What "with [X] in its name" looks in: its names, and `also_name_contains`."""
        return (*self.names, *self.also_name_contains)


class CardFile(Strict):
    """One card file: a set's cards."""

    set: str | None = None
    """The set's code ("ST1"); a designer's own file may leave it out."""
    name: str | None = None
    compiled: bool = False
    """Written by `digimon-tui cards compile` from printed text: each card's round trip is
    exact, and the round trip, the printed-text check and the card sweep prove it rather
    than a test per effect."""
    cards: tuple[Card, ...]
