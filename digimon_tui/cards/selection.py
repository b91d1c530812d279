"""Noun phrases of the effect language: which cards an effect chooses, counts or checks.

"1 of your opponent's Digimon with 4000 DP or less", "1 purple Digimon card from your
trash", "the top 3 cards of your deck", "all of your Tamers", "that Digimon": a `Target`
is one of these, a `Filter` the "with ..." part, and a `Count` the "for every ..." part.
"""

from functools import cached_property
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

Color = Literal["red", "blue", "yellow", "green", "black", "purple", "white"]
COLORS: tuple[str, ...] = get_args(Color)
Category = Literal["digi-egg", "digimon", "tamer", "option"]


class Strict(BaseModel):
    """Base for every card-file model: unknown keys are errors, values are frozen.

    A model's validator is built when it is first used, not when its class is defined:
    a program that reads no card file, or uses a few of the effect language's ~60 models
    directly, doesn't pay for building the rest."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Range(Strict):
    """An inclusive bound on a count: `{ min = 4 }` is "4 or more"."""

    min: int | None = None
    max: int | None = None

    def holds(self, n: int) -> bool:
        return (self.min is None or n >= self.min) and (self.max is None or n <= self.max)


class Filter(Strict):
    """What a card or a Digimon must be to be chosen or counted ("with 4000 DP or less")."""

    categories: tuple[Category, ...] = ()
    """For cards outside the battle area: any of these ("a Digimon or Tamer card"); any
    card when empty."""

    max_dp: int | None = None
    min_dp: int | None = None
    max_level: int | None = None
    min_level: int | None = None
    digivolution_cards: Range | None = None
    colors: tuple[Color, ...] = ()
    """Any of these colours ("a yellow or purple Digimon card")."""
    not_colors: tuple[Color, ...] = ()
    """None of these colours ("1 non-white Tamer card": a white and red card is white)."""
    color_count: int | None = Field(None, ge=1)
    """It has exactly this many colours: "1 2-color red card" is a card of two colours, one
    of them red."""
    all_colors: tuple[Color, ...] = ()
    """Each of these colours, with `color_count`: "a 2-color blue and green Digimon" has
    exactly these two colours, in either order; a 3-color one with both doesn't (2-4-1,
    rulings Q2226, Q2348)."""
    min_colors: int | None = Field(None, ge=2)
    """It has at least this many colours: "a card with 2 or more colors" (a multicolour card
    is of each of its colours, 2-4-3; a Digimon in play counts the colours it is also
    treated as, 2-4-3-1)."""
    max_cost: int | None = None
    min_cost: int | None = None
    costs: tuple[int, ...] = ()
    """Exactly one of these play or use costs ("with a play cost of 1 or 7")."""
    name: str | None = None
    """The card's name is exactly this ("[Tinkermon]")."""
    names: tuple[str, ...] = ()
    """Its name is exactly one of these ("[Paildramon] or [Dinobeemon]")."""
    name_contains: tuple[str, ...] = ()
    """The name contains any of these ("with [Agumon] in its name")."""
    not_names: tuple[str, ...] = ()
    """Its name is none of these: "with [Greymon] in its name (other than [DoruGreymon])"
    (a name in brackets alone is that exact name, 2-3-1-2)."""
    traits: tuple[str, ...] = ()
    """Any of its traits (form, attribute or type) contains any of these ("with [Angel] in
    its traits", 2-3-2-3, 2-3-2-4)."""
    not_traits: tuple[str, ...] = ()
    """Traits that don't count for `traits`: "with [Animal] in its traits (other than [Sea
    Animal])" (a card whose only such trait is exactly [Sea Animal] doesn't qualify)."""
    attributes: tuple[str, ...] = ()
    """Its attribute contains any of these ("with [Virus] in its attribute")."""
    has: tuple[str, ...] = ()
    """It has each of these keywords ("with <Blocker>")."""
    has_any: tuple[str, ...] = ()
    """It has at least one of these keywords ("with <Blocker> or <Reboot>")."""
    lacks: tuple[str, ...] = ()
    """It has none of these keywords ("without <Blocker>")."""
    in_text: tuple[str, ...] = ()
    """Each of these keywords is printed in its text, inherited text included ("with <Save>
    in its text"); one an effect gave it is not (4-23-2)."""
    words_in_text: tuple[str, ...] = ()
    """Any of these words is printed on it: in its name, its traits or any line of its text,
    requirements included ("with [Pulsemon] in its text": [DarkKnightmon] has [Knightmon]
    in its text, and so does a card whose effect names [Knightmon]; ruling Q6051)."""
    xros: bool = False
    """It has DigiXros requirements printed ("with DigiXros requirements", 7-2)."""
    inherited_effect: bool = False
    """It has an inherited effect printed ("1 Tamer card with an inherited effect", BT7-080)."""
    effect_timing: Literal["on_play", "on_deletion"] | None = None
    """It has an effect of this timing ("has an [On Play] effect", "with an [On Deletion]
    effect"): a card's own; a Digimon's top card's own or an inherited effect of a card under
    it (an inherited effect is never [On Play])."""
    suspended: bool | None = None
    other: bool = False
    """Other than the effect's own Digimon or card ("1 of your other Digimon")."""
    same_name_as_this: bool = False
    """ "with the same name as this Digimon": named as the effect's own Digimon (in a
    trigger or a condition, where the effect's Digimon is known)."""
    sources_vs_this: Literal["more", "as_many_or_more", "as_many_or_fewer"] | None = None
    """ "with more digivolution cards than this Digimon", "with as many or fewer digivolution
    cards as this Digimon": its digivolution cards against those of the effect's own Digimon
    (nothing meets it without that Digimon)."""
    sources_vs_chosen: Literal["more", "as_many_or_more", "as_many_or_fewer"] | None = None
    """ "with more digivolution cards than the chosen Digimon", "... as many or fewer ... as
    the chosen Digimon": the same against the Digimon a step before chose (BT14-091,
    BT14-092; read as the step chooses, ruling Q2467); nothing meets it with none chosen."""
    level_vs_security: bool = False
    """ "with levels greater than or equal to the total cards in both players' security
    stacks" (EX5-033): a level of at least that total, counted as it is read (ruling Q3599);
    a Digimon without a level never meets it (2-9-2)."""
    in_digivolution_cards: "Filter | None" = None
    """A card meeting this is among its digivolution cards ("with [X Antibody] in its
    digivolution cards", "with a Tamer card in its digivolution cards"); for the effect's own
    Digimon a condition says it as `Condition.in_digivolution_cards`."""
    without: "Filter | None" = None
    """It doesn't meet this ("without [X Antibody] in its traits", "without [X Antibody] in
    its digivolution cards")."""
    any_of: tuple["Filter", ...] = ()
    """It meets at least one of these, each about what is printed on the card ("with
    [Huckmon] in its name or [Royal Knight] in its traits"; "1 [Huckmon] or 1 Digimon card
    with [Sistermon] in its name")."""

    @cached_property
    def more(self) -> bool:
        """It asks more than DP, level and digivolution cards: the engine's quick path
        skips the rest when it doesn't."""
        return bool(
            self.printed
            or self.has
            or self.has_any
            or self.lacks
            or self.suspended is not None
            or self.other
            or self.same_name_as_this
            or self.sources_vs_this is not None
            or self.level_vs_security
            or self.sources_vs_chosen is not None
            or self.in_digivolution_cards is not None
            or self.without is not None
        )

    @cached_property
    def printed(self) -> bool:
        """It asks about what is printed on the card (colour, cost, name, traits)."""
        return bool(
            self.categories
            or self.colors
            or self.not_colors
            or self.color_count is not None
            or self.all_colors
            or self.min_colors is not None
            or self.costs
            or self.name is not None
            or self.names
            or self.name_contains
            or self.not_names
            or self.traits
            or self.attributes
            or self.max_cost is not None
            or self.min_cost is not None
            or self.any_of
            or self.in_text
            or self.words_in_text
            or self.xros
            or self.inherited_effect
            or self.effect_timing is not None
        )

    @model_validator(mode="after")
    def _known_keywords(self) -> "Filter":
        from digimon_tui.cards.keywords import KEYWORDS

        for key in self.has + self.has_any + self.lacks + self.in_text:
            if key not in KEYWORDS:
                raise ValueError(f"unknown keyword {key!r}; known: {', '.join(KEYWORDS)}")
        if self.all_colors and self.color_count != len(self.all_colors):
            raise ValueError("`all_colors` names each colour of a `color_count`-color card")
        if self.not_traits and not self.traits:
            raise ValueError("`not_traits` goes with `traits` (the traits that don't count)")
        for alternative in self.any_of:
            if not alternative.model_fields_set <= _PRINTED:
                raise ValueError("each of `any_of` is about what is printed on the card")
        return self


_PRINTED = frozenset(
    (
        "categories",
        "colors",
        "min_colors",
        "costs",
        "name",
        "names",
        "name_contains",
        "not_names",
        "traits",
    )
    + ("not_traits", "attributes")
    + ("max_cost", "min_cost", "max_level", "min_level", "any_of", "in_text")
    + ("words_in_text",)
    + ("max_dp", "min_dp", "color_count", "has", "in_digivolution_cards")
)
"""What `any_of` may say: printed facts, and DP: a card's printed DP outside the battle area,
a Digimon's DP as it is in it ("with [Three Musketeers] in its traits or 8000 DP or less");
and keywords, a Digimon's as it has them ("... or with <Retaliation>", BT11-086), which no
card outside the battle area meets; and a Digimon's digivolution cards ("[Leviamon] or
Digimon with [X Antibody] in its digivolution cards", BT15-081), which no card outside it has."""


FILTER_FIELDS = frozenset(Filter.model_fields)

Zone = Literal[
    "battle",
    "hand",
    "trash",
    "deck",
    "security",
    "revealed",
    "digivolution_cards",
    "breeding",
    "under_tamers",
    "under_breeding",
    "under_digimon",
]
"""Where a target is chosen from. "revealed" is what this effect revealed (15-15-3);
"digivolution_cards" the cards under this Digimon, or under `that` Digimon; "under_tamers" the
cards under the player's Tamers (not under a Digimon that digivolved from a Tamer);
"under_digimon" those under the player's Digimon in the battle area (`Target.under`).
"breeding" is the Digimon in the breeding area ("1 of your [King Drasil_7D6] in the breeding
area"), and "under_breeding" its digivolution cards ("from the digivolution cards of your
Digimon in the breeding area"): effects that name the breeding area reach it (3-4-7-5)."""

Kind = Literal["digimon", "tamer", "security_digimon"]
Extreme = Literal[
    "lowest_dp", "highest_dp", "lowest_level", "highest_level", "lowest_cost", "highest_cost"
]


class Compared(Strict):
    """ "with DP less than or equal to this Digimon's DP", "... the chosen Digimon's DP": a DP,
    level or play cost no more than that of this Digimon (`of = "this"`) or of the Digimon
    or card an earlier step of the effect chose (`of = "chosen"`), or its cost deleted
    (`"deleted"`: "the deleted Digimon's level"), trashed (`"trashed"`: "the trashed card's
    level") or placed under a Digimon (`"placed"`: "the placed card's level", BT15-029), or
    what its cost took (`"that"`: "that card", EX5-026). With `same`, equal to it
    ("with the same level as that card"). Without that DP, level or play cost nothing meets it
    (2-9-2). `of = "security"` is no card: "whose level is less than or equal to the number of
    cards in your security stack" (BT8-042), the effect's player's, counted as it chooses; nor
    is `of = "digivolution_cards"`: "with play costs less than or equal to this Digimon's
    digivolution cards" (BT7-065), as many as it has as the step chooses."""

    measure: Literal["dp", "level", "cost"]
    of: Literal[
        "this", "chosen", "deleted", "trashed", "placed", "that", "security", "digivolution_cards"
    ]
    same: bool = False


class Raise(Strict):
    """ "For every 10 cards in your trash, add 1 to the maximum level of the Digimon you may
    choose with this effect.": the target's upper bound, raised by `amount` for each thing
    counted when the step chooses; a negative `amount` lowers it ("remove 2000 from ...",
    BT15-089)."""

    of: Literal["level", "dp", "cost"]
    amount: int
    for_every: "Count"

    @model_validator(mode="after")
    def _moves(self) -> "Raise":
        if self.amount == 0:
            raise ValueError("a raise of 0 changes no bound")
        return self


class Target(Filter):
    """Which cards or Digimon a step acts on.

    `select`: "this" (the effect's own Digimon or card), "that" (what an earlier step of
    the effect chose or revealed), "one"/"up_to" (the effect's player chooses `count` of
    them when it resolves), "all", or "any_number". `side` is relative to the effect's
    player. In the battle area, `kinds` names what counts (Digimon, Tamers, or the
    Security Digimon being checked); elsewhere the cards are of `categories` (any card
    when empty). `top` takes the top N cards of the deck or security stack, `bottom` the
    bottom N, with no choice; both, equal, are "the top or bottom card": the player chooses
    which end, not which card.
    """

    select: Literal["this", "that", "one", "up_to", "all", "any_number"] = "one"
    count: int = Field(1, ge=1)
    side: Literal["your", "opponents", "any"] = "your"
    """Whose: "any" is both players' ("neither player's Digimon"), for all of them in the
    battle area, or for the one (up to N) chosen from either side ("suspend 1 Digimon")."""
    zone: Zone = "battle"
    kinds: tuple[Kind, ...] = ("digimon",)
    top: int | None = Field(None, ge=1)
    bottom: int | None = Field(None, ge=1)
    total_dp: int | None = None
    """The chosen Digimon's DP adds up to this or less ("whose total DP adds up to 8000 or
    less"), with select = "any_number"."""
    total_cost: int | None = None
    """The chosen cards' play costs add up to this or less ("whose play costs add up to 15 or
    less"), with select = "any_number"; a card without a play cost adds nothing."""
    total_cost_of: Filter | None = None
    """ "whose combined play costs are less than or equal to the play cost of 1 of your Digimon
    with [Greymon] in its name": the bound is the play cost of one of the player's Digimon
    that fits this filter (the highest, which allows every choice a lower one would), with
    select = "any_number"; with none of them in play, nothing can be chosen."""
    shares_name_with_that: bool = False
    """ "that share a name with it": named as what an earlier step of the effect chose."""
    different_colors: bool = False
    """ "up to 2 differently colored Digimon cards": no colour is shared by two of the cards
    chosen (BT12-086)."""
    raise_max: Raise | None = None
    """Its `max_level` (or `max_dp`, or an "any number" choice's `total_dp`) raised by a count
    (a sentence after the step's)."""
    suspended_here: bool = False
    """ "your opponent's cards suspended with this effect" (select = "that"): of what the
    effect's last suspension chose, only those it suspended; one already suspended is not
    (ruling Q1782 on BT8-102)."""
    same_level_as_event: bool = False
    """ "by trashing 1 card of the same level in your hand" after "when an opponent's Digimon
    is deleted" (EX4-052): a card whose level is that Digimon's; a card without a level has
    the level of none (ruling Q3494)."""
    level_at_most_played: bool = False
    """ "whose level is less than or equal to the played Digimon's level": no higher than the
    Digimon whose play triggered the effect (a `played` trigger)."""
    color_of_your_digimon: bool = False
    """ "with the same color as any of your Digimon on the field": a card sharing a colour
    (ruling Q5201) with one of the effect's player's Digimon in the battle or breeding area,
    the field (3-4-6)."""
    named_unlike: tuple[Literal["battle", "trash"], ...] = ()
    """ "without the same name as the cards in your battle area or trash": a card whose name
    is not that of any card in these areas of the effect's player (in the battle area, its
    Digimon and Tamers, not their digivolution cards: the official rulings on EX5-009)."""
    unlike_event: bool = False
    """ "with a different name than the Digimon you digivolved into": not named as the
    Digimon whose digivolution triggered the effect (BT11-094)."""
    different_numbers: bool = False
    """ "with [Cyborg] in their traits and different card numbers": no two of the cards
    chosen share a card number (EX1-073, ruling Q3267)."""
    different_names: bool = False
    """ "with [Royal Knight] in its traits and different names": no two of the cards chosen
    share a name; with select = "all", "1 of each ...": one card of each name among those
    that fit, the player picking which of several so named (BT13-112, ruling Q2366)."""
    under: Filter | None = None
    """With zone = "under_digimon": the Digimon whose digivolution cards it is among ("from 1
    of your blue Digimon's digivolution cards", BT12-032); any of the player's Digimon when
    None."""
    at_most: Compared | None = None
    """Its DP, level or play cost is less than or equal to another's."""
    extreme: Extreme | None = None
    """ "with the lowest DP", "with the highest play cost": of the Digimon (or Tamers) the rest
    of the phrase describes, those with the least or most; Digimon without a level have no
    lowest or highest level (2-9-2), ties are all chosen from (16-23-4)."""

    def raised_bound(self) -> str | None:
        """The field `raise_max` raises: the level bound, or the DP bound, of one Digimon or
        of the chosen ones' total (BT13-017 Jesmon, BT12-014 OmniShoutmon)."""
        assert self.raise_max is not None
        if self.raise_max.of == "level":
            return "max_level" if self.max_level is not None else None
        if self.raise_max.of == "cost":  # "add 2 to this effect's play cost maximum" (P-114)
            return "max_cost" if self.max_cost is not None else None
        return next((f for f in ("max_dp", "total_dp") if getattr(self, f) is not None), None)

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: object) -> object:
        if data in ("this", "that"):
            return {"select": data}
        return data

    @model_validator(mode="after")
    def _meaningful(self) -> "Target":
        if self.select in ("this", "that", "all", "any_number") and self.count != 1:
            raise ValueError(f"`count` means nothing with select = {self.select!r}")
        if self.select == "this" and self.model_fields_set & FILTER_FIELDS:
            raise ValueError("select = 'this' takes no filter")
        if self.on_field and self.categories:
            raise ValueError("in the battle or breeding area, say `kinds`, not `categories`")
        if (self.top or self.bottom) and self.zone not in ("deck", "security"):
            raise ValueError("`top`/`bottom` go with zone = 'deck' or 'security'")
        if self.top and self.bottom and self.top != self.bottom:
            raise ValueError("`top` and `bottom` together are one end or the other: equal")
        both_decks = (  # "the top 5 cards of both players' decks"
            self.zone == "deck" and bool(self.top) and not self.bottom and self.select == "one"
        )
        if (
            self.side == "any"
            and not both_decks
            and (self.select not in ("all", "one", "up_to") or self.zone not in ("battle", "trash"))
        ):
            raise ValueError(
                "side = 'any' goes with select = 'all', 'one' or 'up_to' in the battle area "
                "or the trash (both players' trashes), or with `top` of the deck (both decks)"
            )
        if self.raise_max is not None and self.raised_bound() is None:
            raise ValueError(
                "`raise_max` raises the target's `max_level`, `max_cost`, `max_dp` or `total_dp`"
            )
        if self.different_colors and (self.in_battle or self.count < 2):
            raise ValueError("`different_colors` chooses 2 or more cards outside the battle area")
        if self.under is not None and self.zone != "under_digimon":
            raise ValueError("`under` goes with zone = 'under_digimon'")
        if self.suspended_here and self.select != "that":
            raise ValueError("`suspended_here` goes with select = 'that'")
        for bound in ("total_dp", "total_cost", "total_cost_of"):
            if getattr(self, bound) is not None and self.select != "any_number":
                raise ValueError(f"`{bound}` goes with select = 'any_number'")
        if self.named_unlike and self.zone == "battle":
            raise ValueError("`named_unlike` is for cards outside the battle area")
        if self.at_most is not None and self.zone != "battle":
            raise ValueError("`at_most` is for Digimon and Tamers in the battle area")
        if self.extreme is not None and self.zone != "battle":
            raise ValueError("`extreme` is for Digimon and Tamers in the battle area")
        return self

    @property
    def in_battle(self) -> bool:
        return self.zone == "battle"

    @property
    def on_field(self) -> bool:
        """A Digimon or Tamer, in the battle area or the breeding area (3-4-8, 3-4-7)."""
        return self.zone in ("battle", "breeding")


class Count(Strict):
    """A number read from the game: "for every 2 security cards you have" is
    `{ of = "security", per = 2 }`; "for each of its colors" is `{ of = "colors" }`."""

    of: Literal[
        "security",
        "hand",
        "trash",
        "digivolution_cards",
        "colors",
        "digimon_colors",
        "source_colors",
        "digimon",
        "tamers",
        "digimon_and_tamers",
        "deleted",
        "deleted_by_this",
        "trashed",
        "placed",
        "returned",
        "added",
        "memory_paid",
        "revealed",
    ]
    """What is counted; "deleted" is "for every Digimon deleted", the Digimon whose deletion
    triggered the effect (see docs/rules-readings.md); "deleted_by_this" is "for each Digimon
    deleted by this effect", those its deletion step deleted (BT8-019); "trashed" is "for
    every card trashed by this effect", the cards its steps have trashed so far (EX5-062);
    "placed" is "for every card placed" ("by this effect" or not), the cards the effect's cost
    placed (BT12-048, EX1-073), or for an effect without such a cost those the step before
    placed (BT7-039); "returned" is "for every card you return this way", the cards the step
    before returned (BT4-074); "added" is "for every card added to your hand by this effect",
    the cards the add step of a reveal added, the placing of the rest between (BT4-107);
    "memory_paid" is "for every memory paid", what a step "pay up to 5 memory" paid (BT6-111);
    "revealed" is "for every Digimon card among them", the cards the effect revealed that fit
    `filter` (BT14-065); "digimon_colors" is "every color your Digimon have", the colours found
    among them, each once (EX4-068); "source_colors" is "each color in this Digimon's
    digivolution cards", the printed colours of the cards under it, each once (EX1-022)."""
    side: Literal["your", "opponents", "both"] = "your"
    """Whose; "both" counts both players' ("for every 5 total cards in both players'
    trashes")."""
    per: int = Field(1, ge=1)
    that: bool = False
    """With "digivolution_cards": those of the Digimon the step before chose, not this
    one's ("for each of that Digimon's digivolution cards"); with "colors": those of the card
    a Digimon would digivolve into ("reduce the cost by 1 for each of that card's colors")."""

    plus: "Count | None" = None
    """ "for every Digimon with [Hybrid] in its traits you have and every Tamer you have in
    play": a second number, added to this one."""
    filter: Filter | None = None
    """For "digimon"/"tamers": which of them count ("suspended Digimon"); for "trash" and
    "digivolution_cards", which cards ("every card with [Hybrid] in its traits in this
    Digimon's digivolution cards")."""
    different_names: bool = False
    """For "trash": each name once ("for each [Deva] trait card with a different name in your
    trash", EX5-072)."""
    differently_colored: bool = False
    """With "tamers": "every differently colored Tamer you have in play" (BT12-083), the most
    of them that can each be given a colour of their own, one of its colours no other Tamer
    counted is given: red, red/blue and blue/yellow Tamers are 3 (red, blue, yellow), a lone
    red/blue Tamer 1, two red Tamers 1 (ruling Q2216)."""

    @model_validator(mode="after")
    def _differently(self) -> "Count":
        if self.differently_colored and self.of != "tamers":
            raise ValueError("`differently_colored` counts Tamers (of = 'tamers')")
        return self
