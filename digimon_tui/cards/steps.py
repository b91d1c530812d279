"""Verb phrases of the effect language: what an effect does, one model per templated phrase.

Each step reads as one sentence of card text ("Delete 1 of your opponent's Digimon with
4000 DP or less.", "Reveal the top 3 cards of your deck."); `digimon_tui.cards.text`
writes it and `digimon_tui.engine.effects` performs it. Every step may start with
"Then," (`then`), be conditional ("if ..., ", `condition`) or optional ("you may",
`optional`).
"""

from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Literal, Self

from pydantic import Field, field_validator, model_validator

from . import card_specs
from .conditions import Condition
from .keywords import KEYWORDS
from .selection import (
    COLORS,
    FILTER_FIELDS,
    Category,
    Color,
    Count,
    Extreme,
    Filter,
    Strict,
    Target,
)

if TYPE_CHECKING:
    from .model import Effect

# How long a change made by an effect lasts (15-11-2-2). "opponents_turn", "until the end of your
# opponent's turn" (also printed "until the end of their turn"), ends with the opponent's turn
# in progress when made during it, with their next turn otherwise; "opponents_next_turn" always
# outlasts the opponent's next turn to begin: made during the opponent's turn (a [Security]
# effect), it ends with their turn after it (13-2-2-1, as the official answer P-165 Q4275 reads).
# "while_card_stays" is a change printed with no period ("it gets +2000 DP."): it is lost when
# the card whose effect it is leaves its place (15-8-2-3), and ends with the turn at the latest.
# "your_turn", "until the end of your turn", ends with the turn in progress when made during the
# player's own turn, with their next turn when made during the opponent's (a [Security] effect).
Duration = Literal[
    "turn",
    "opponents_next_turn",
    "opponents_turn",
    "your_turn",
    "your_next_turn",
    "while_card_stays",
]

Prohibited = Literal[
    "attack",
    "attack_players",
    "attack_digimon",
    "block",
    "be_blocked",
    "be_attacked",
    "be_deleted",
    "be_deleted_in_battle",
    "be_deleted_by_opponents_effects",
    "be_deleted_by_effects",
    "digivolve",
    "unsuspend",
    "unsuspend_in_unsuspend_phase",
    "suspend",
    "have_dp_reduced",
    "have_dp_reduced_by_opponents",
    "be_returned_to_hand",
    "be_returned_to_deck",
    "be_returned_by_opponents_effects",
    "activate_when_digivolving",
    "activate_when_attacking",
    "attack_this",
    "have_attack_target_switched",
]
"""What a "can't ..." effect forbids (15-1-3). "attack your opponent's Digimon": it may attack
the player only (EX1-056, EX2-036), as "attack players" leaves it only Digimon. "have its DP
reduced": effects that lower DP leave it as it is while this lasts ("... by your opponent's
effects": those of the other player, BT9-098). "be attacked": it can't be chosen as the target
of an attack declaration (11-2-7-1); a switch of the target after it may still pick it.
"activate its [When Digivolving] effects": they don't trigger on it (rulings Q5751, Q5755).
"have its attack target switched": nothing switches the target of its attacks, neither a block
nor an effect (ruling Q2280 on BT13-029).
"be returned to its owner's hand or deck by your opponent's effects": its opponent's effects
that would return it to either leave it where it is; its own player's may."""


PlayerRule = Literal[
    "reduce_play_costs",
    "ignore_digivolution_requirements",
    "play_digimon_by_effects",
    "reduce_digivolution_costs",
    "add_cards_to_security",
    "use_option_cards",
]
"""What "Players can't ..." forbids both players: reducing play costs (the card's own "would
be played" reductions and DigiXros, 1-3-9), digivolving by an effect that ignores the
requirements, playing Digimon (tokens too) by effects, reducing digivolution costs (every
"would digivolve" reduction, an effect's "with the cost reduced by", <Digisorption>), and,
said of the opponent alone, adding cards to security stacks by effects ("cards can't be added
to security stacks by your opponent's effects": the effects activate, the cards stay where they
are, an Option to be placed on a security stack goes to the trash: BT9-103, Q1908, Q1960) and
using Option cards (from the hand or by an effect; a <Delay> already in the battle area isn't
used, so it still activates: BT8-057, ruling Q1737)."""


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
    elif kw.value == "color":  # "black/white": either colour (<Decoy (Black/White)>, P-045)
        if not isinstance(value, str) or (
            any(c not in COLORS for c in value.split("/")) and card_specs.bracketed(value) is None
        ):
            raise ValueError(
                f"{key} needs a colour `value`: one of {', '.join(COLORS)}, or traits "
                '"[D-Brigade]", "[Deva] or [Four Sovereigns]"'
            )
    elif kw.value == "cards":
        if not isinstance(value, str):
            raise ValueError(f'{key} needs the cards it names as its `value`: "Red Lv.3"')
        card_specs.filters(value)  # ValueError for words it can't read
    elif not isinstance(value, int) or not value or (kw.value == "count" and value < 0):
        raise ValueError(f"{key} needs a non-zero `value`")


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
    def _known(self) -> "Gained":
        check_keyword(self.keyword, self.value, grant=True)
        return self


class AltDigivolve(Strict):
    """ "this Digimon can digivolve into [Gallantmon] in your hand for a memory cost of 4,
    ignoring its digivolution requirements"."""

    into: Filter
    cost: int = Field(ge=0)


class DnaAsLevel(Strict):
    """ "this Digimon can be treated as level 6 for DNA digivolution into [Examon] in your
    hand" (EX3-020): the level a DNA digivolution into that card reads of it (8-2)."""

    level: int = Field(ge=2, le=7)
    into: str
    """The name of the card it DNA digivolves into."""


class SameLevelSave(Strict):
    """ "you may trash 2 cards of the same level from this Digimon's digivolution cards to
    prevent the deletion" (P-073: `when = "deleted_in_battle"`), or "... to prevent it from
    leaving play" when an effect would delete it or return it to the hand or deck (P-072:
    `when = "leaves_by_effect"`): its owner may keep it so (15-8-5-2)."""

    count: int = Field(2, ge=2)
    when: Literal["deleted_in_battle", "leaves_by_effect"]


class Grant(Strict):
    """What a persistent effect or a "modify" step gives its targets."""

    target: Target = Target(select="this")
    dp: int = 0
    dp_of: Literal["trashed"] | None = None
    """ "add the trashed card's DP to this Digimon" (BT5-018): DP as much as the printed DP of
    the card the effect's cost trashed, read as the step resolves (a "modify" step's)."""
    colors_of: Literal["trashed"] | None = None
    """ "treat this Digimon as also having the colors of the trashed card" (BT8-040): the
    colours of the card the effect's cost trashed, each also its own (rulings Q1728, Q1729),
    read as the step resolves (a "modify" step's)."""
    gains: tuple[Gained, ...] = ()
    cant: tuple[Prohibited, ...] = ()
    unblockable_by: Filter | None = None
    """ "can't be blocked by your opponent's Digimon with no digivolution cards"."""
    per_digivolution_cards: int | None = Field(None, ge=1)
    """Multiply the grant by (this Digimon's digivolution cards // N)."""
    for_every: Count | None = None
    """Multiply the grant by a count ("+1000 DP for every 3 security cards you have")."""
    base_dp: int | None = None
    """ "Change the original DP of ... to 3000"."""
    no_security_effects: Literal["option"] | None = None
    """ "doesn't activate [Security] effects on Option cards it checks"."""
    digivolve_into: AltDigivolve | None = None
    digivolve_only_into: Filter | None = None
    dna_level: DnaAsLevel | None = None
    """ "This Digimon can only digivolve into Digimon with [Lucemon] in their names": it
    digivolves into no other card, from the hand or by an effect (15-1-3)."""
    as_digimon: int | None = Field(None, ge=1)
    """ "This Tamer is also treated as a Digimon with 3000 DP" (15-12-1-4): a Tamer that is a
    Digimon too, without a level (2-9-2)."""
    unaffected_by: tuple[Category, ...] = ()
    """ "isn't affected by the effects of Option cards" (15-15-5): effects of cards of these
    categories, one-shot or lasting, don't change it."""
    no_de_digivolve: bool = False
    """ "isn't affected by <De-Digivolve> effects": <De-Digivolve> trashes none of its cards
    (BT11-069)."""
    unaffected_by_opponents: tuple[Category, ...] = ()
    """ "isn't affected by your opponent's Option cards": the same, for the cards of the
    Digimon's opponent alone, their [Security] effects too (BT11-093, ruling Q2119); of
    every category, "isn't affected by your opponent's effects" (BT13-088)."""
    effects: tuple["Effect", ...] = ()
    """ "gains the following effect: ..." (the quoted effect becomes its own)."""
    effects_of: tuple[str, ...] = ()
    """ "gains all effects of cards with [Gammamon] in their names in this Digimon's
    digivolution cards" ("[A] and [B]": a card with either): the printed effects, not the
    inherited ones, of each card under it whose name contains one of these are its own too
    (BT10-011, rulings Q1941, Q1942), once per such grant (Q1943)."""
    attack_unsuspended: bool = False
    """ "can attack your opponent's unsuspended Digimon": its attacks may target them too,
    not only suspended ones (11-2-7-1)."""
    xros_stand_in: bool = False
    """ "When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros
    requirements": it may be placed for any one requirement of a DigiXros, in place of a card
    it names, never besides them (BT10-111, rulings Q2040, Q2041)."""
    attack_unsuspended_with: Filter | None = None
    """ "can attack your opponent's unsuspended Digimon with no digivolution cards": its
    attacks may also target those of them that fit (11-2-7-1)."""
    opponent_memory_only_from: tuple[Category, ...] = ()
    """ "Your opponent can't gain memory except with Tamer effects" (15-1-3): the effects of
    cards of other categories don't give the opponent memory. Said of the player, not of
    the grant's target."""
    deletion_dp: int = Field(0, ge=0)
    """ "Add 1000 to the maximum DP you can choose with DP-based deletion effects": every
    deletion effect of the effect's player that prints a DP bound ("with 3000 DP or less",
    "whose total DP adds up to 6000 or less") reaches this much higher (rulings Q3291-Q3297).
    Said of the player, not of the grant's target."""
    turn_end_memory: int = Field(0, ge=0)
    """ "The turn end condition is the opponent having 3 or more memory": while it is in force
    in its player's turn, that turn ends only once the opponent has this much memory (6-1-4-1
    with 1 there; BT14-081, rulings Q2449, Q2450). Said of the player, not of the grant's
    target; <Blitz> still asks for 1 (Q2452)."""
    players_cant: tuple[PlayerRule, ...] = ()
    """ "Players can't reduce play costs": a rule for both players while the effect is in
    force, said of the players, not of the grant's target."""
    opponent_cant: tuple[PlayerRule, ...] = ()
    """ "Your opponent can't play Digimon by effects": the same rule for the opponent of the
    effect's player alone."""
    also_colors: tuple[Color, ...] = ()
    """ "This Digimon is also treated as yellow": it has these colours besides its printed
    ones, as a multicolour card has each of its colours (2-4-3-1)."""
    sources_colors: bool = False
    """ "This Digimon is treated as also having the colors of its digivolution cards": the
    colours of the cards under it, as they are now, are colours it also has (BT8-084, ruling
    Q1763: a white card with a red and a green card under it is white, red and green)."""
    same_level_save: SameLevelSave | None = None
    untrashable_sources: Filter | None = None
    """ "Effects can't trash [X Antibody] in this Digimon's digivolution cards": the cards
    under it that meet this stay when an effect (a cost, <Digi-Burst> too) would trash them;
    the rules still trash them (BT9-109, rulings Q1920-Q1922, Q2238)."""

    @model_validator(mode="after")
    def _both_players(self) -> "Grant":
        both = ("cant_", "effects")  # "All level 3 Digimon gain "..."" too (BT5-091)
        if self.target.side == "any" and any(not k.startswith(both) for k in self.amounts):
            raise ValueError(
                "a grant to both players' Digimon says only what they can't do or an effect "
                "they gain"
            )
        return self

    @cached_property
    def amounts(self) -> dict[str, int]:
        """What the grant adds up to, by name: "dp", a keyword key, "cant_attack", ...
        The engine sums these over everything in force."""
        out: dict[str, int] = {}
        if self.dp:
            out["dp"] = self.dp
        if self.dp_of is not None:
            out["dp"] = 1  # read when the step resolves: some DP, of a size not known yet
        for g in self.gains:
            n = g.value if isinstance(g.value, int) else 1
            out[g.keyword] = out.get(g.keyword, 0) + n
        for what in self.cant:
            out[f"cant_{what}"] = 1
        if self.unblockable_by is not None:
            out["unblockable_by"] = 1
        if self.base_dp is not None:
            out["base_dp"] = 1
        if self.no_security_effects:
            out["no_option_security"] = 1
        if self.digivolve_into is not None:
            out["digivolve_into"] = 1
        if self.digivolve_only_into is not None:
            out["digivolve_only_into"] = 1
        if self.dna_level is not None:
            out["dna_level"] = 1
        if self.as_digimon:
            out["as_digimon"] = self.as_digimon
        if self.no_de_digivolve:
            out["no_de_digivolve"] = 1
        if self.unaffected_by or self.unaffected_by_opponents:
            out["unaffected"] = 1
            for category in self.unaffected_by:
                out[f"unaffected_by_{category}"] = 1
            for category in self.unaffected_by_opponents:
                out[f"unaffected_by_opponents_{category}"] = 1
        if self.effects:
            out["effects"] = 1
        if self.effects_of:
            out["effects_of"] = 1
        if self.also_colors or self.sources_colors or self.colors_of:
            out["also_colors"] = 1
        if self.same_level_save is not None:
            out["same_level_save"] = 1
        if self.untrashable_sources is not None:
            out["untrashable_sources"] = 1
        if self.opponent_memory_only_from:
            out["memory_ban"] = 1
        if self.deletion_dp:
            out["deletion_dp"] = self.deletion_dp
        if self.turn_end_memory:
            out["turn_end_memory"] = self.turn_end_memory
        for rule in self.players_cant:
            out[f"players_cant_{rule}"] = 1
        for rule in self.opponent_cant:
            out[f"opponent_cant_{rule}"] = 1
        if self.attack_unsuspended:
            out["attack_unsuspended"] = 1
        if self.xros_stand_in:
            out["xros_stand_in"] = 1
        if self.attack_unsuspended_with is not None:
            out["attack_unsuspended_with"] = 1
        return out


# ---- steps: one per templated phrase -------------------------------------------------


class StepBase(Strict):
    then: bool = False
    """Render with a leading "Then," (15-1-2)."""
    condition: Condition | None = None
    """ "if ...," before this step alone: checked when the step is reached."""
    optional: bool = False
    """ "you may": the player chooses whether this step happens."""
    instead: bool = False
    """ "if ..., delete ... instead": when its `condition` holds, this step is done in place
    of the step before it (which is then not done); otherwise the step before is done. With
    no `condition`, the one step of a `digisorption_suspends` effect: done in place of the
    suspension its trigger names."""
    opponent_may: bool = False
    """ "your opponent may ...": the effect's opponent chooses whether this step happens,
    and does it (`as_opponent`)."""

    @model_validator(mode="after")
    def _instead_of(self) -> "StepBase":
        if self.instead and self.condition is None and getattr(self, "do", None) != "suspend":
            raise ValueError("`instead` replaces the step before when its `condition` holds")
        return self

    @model_validator(mode="after")
    def _opponents_own(self) -> "StepBase":
        if self.opponent_may and any(t.side != "opponents" for _, t in self._targets()):
            raise ValueError(
                "`opponent_may`: the opponent acts on their own cards (side = 'opponents')"
            )
        return self

    def _targets(self) -> list[tuple[str, Target]]:
        """The step's targets by field name (`also` targets under the same name)."""
        out = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            for t in value if isinstance(value, tuple) else (value,):
                if isinstance(t, Target):
                    out.append((name, t))
        return out

    @cached_property
    def as_opponent(self) -> Self:
        """The step of "your opponent may ..." as the opponent does it: their own step,
        where "their hand" is their own hand. Performed as theirs, they choose the cards,
        from their own cards, and what they play enters their own battle area."""
        swapped: dict[str, list[Target]] = {}
        for name, t in self._targets():
            swapped.setdefault(name, []).append(t.model_copy(update={"side": "your"}))
        update: dict[str, object] = {"opponent_may": False}
        for name, targets in swapped.items():
            update[name] = tuple(targets) if isinstance(getattr(self, name), tuple) else targets[0]
        return self.model_copy(update=update)


class GainMemory(StepBase):
    do: Literal["gain_memory"]
    amount: int = Field(ge=1)
    for_every: Count | None = None
    """ "gain 1 memory for every Digimon deleted": `amount` for each."""


class LoseMemory(StepBase):
    do: Literal["lose_memory"]
    amount: int = Field(ge=1)
    up_to: bool = False
    """ "pay up to 5 memory" (BT6-111): the player names how much, none to `amount`; what
    was paid is counted by "for every memory paid"."""


class SetMemory(StepBase):
    """ "set your memory to 3" (4-1)."""

    do: Literal["set_memory"]
    amount: int = Field(ge=0, le=10)


class Modify(StepBase, Grant):
    """Lasting changes: "X gets +3000 DP for the turn", "X can't attack ..."."""

    do: Literal["modify"]
    target: Target
    duration: Duration = "turn"


class KindIf(Strict):
    """ "If this Digimon has a red digivolution card, choose any number of your opponent's
    Digimon": Digimon (or Tamers) may be among the chosen only while the condition holds."""

    kind: Literal["digimon", "tamer"]
    condition: Condition


class Delete(StepBase):
    do: Literal["delete"]
    target: Target
    also: tuple[Target, ...] = ()
    """ "Delete this Digimon and 1 of your opponent's Digimon" (EX4-074), "delete 1 of your
    opponent's level 3, 1 of their level 5 and 1 of their level 7 Digimon" (BT15-081): more
    Digimon, each chosen after the ones before and deleted with them at the same time."""
    spared_by_opponent: bool = False
    """ "Your opponent chooses 1 of their Digimon. Delete all of their other Digimon."
    (EX3-063), "... Delete all Digimon other than this Digimon and your opponent's chosen
    Digimon." (BT8-019): the opponent first picks 1 of their own Digimon, which the deletion
    leaves. The two sentences are one step, so an "If" before them governs both and a "Then,"
    after them neither (ruling Q2891)."""

    keep_each: Extreme | None = None
    """ "Choose 1 of each player's Digimon with the highest play cost. Delete all other
    Digimon." (EX4-069): of the target (all Digimon), each player keeps one of theirs with that
    extreme, the effect's player choosing among equals (ruling Q3512)."""
    kinds_if: tuple[KindIf, ...] = ()
    """The target's kinds, each with the condition under which it may be chosen (BT8-070: "If
    ..., choose any number of your opponent's Digimon. If ..., choose any number of your
    opponent's Tamers. The chosen cards' play costs must add up to 6 or less. Delete the
    chosen cards."): one choice of them all, under one bound (ruling Q1752)."""

    @field_validator("also", mode="before")
    @classmethod
    def _one_more(cls, value: object) -> object:
        """A single table is one more target (`also = { side = "opponents" }`)."""
        return (value,) if isinstance(value, dict) else value

    @model_validator(mode="after")
    def _spared(self) -> Self:
        t = self.target
        if self.spared_by_opponent and (
            t.select != "all"
            or (t.side, t.other) not in (("opponents", False), ("any", True))
            or t.model_fields_set & FILTER_FIELDS - {"other"}
            or self.also
        ):
            raise ValueError(
                "`spared_by_opponent`: all of the opponent's Digimon, or all Digimon other "
                "than this one"
            )
        return self

    @model_validator(mode="after")
    def _kinds_if(self) -> Self:
        if self.kinds_if and (
            self.target.select != "any_number"
            or set(self.target.kinds) != {k.kind for k in self.kinds_if}
        ):
            raise ValueError(
                "`kinds_if` goes with select = 'any_number' and names each of the target's kinds"
            )
        return self


class TrashDigivolutionCards(StepBase):
    """Trash digivolution cards from under Digimon: the bottom `count` (or the top `count`:
    those right under the top card), or all of them; `where = "any"`: "trash any 1
    digivolution card of ...", the player picks which; `up_to`: "trash up to 2 digivolution
    cards from the bottom of ...", the player picks how many (0 to `count`) for each (with
    `where = "any"`, "trash up to 2 digivolution cards of ...", how many and then which)."""

    do: Literal["trash_digivolution_cards"]
    target: Target
    count: int = Field(1, ge=1)
    all: bool = False
    where: Literal["bottom", "top", "any"] = "bottom"
    up_to: bool = False
    for_every: Count | None = None
    """ "trash the top digivolution card of 1 of your opponent's Digimon for each of that
    Digimon's colors": `count` times this, read for each target (ST17-13)."""
    pooled: bool = False
    """ "Trash any 2 digivolution cards from your opponent's Digimon": `count` cards in all,
    each picked from under any of the targets, 1 each from two Digimon if the player likes
    (rulings Q2393, Q2394); with `where = "any"` and every target (`select = "all"`)."""

    @model_validator(mode="after")
    def _one_way(self) -> "TrashDigivolutionCards":
        if self.pooled and (self.where != "any" or self.target.select != "all"):
            raise ValueError("`pooled` picks `where = 'any'` from every target (`select = 'all'`)")
        if self.up_to and (self.all or self.where == "top"):
            raise ValueError("`up_to` takes from the bottom or any place (not `all`)")
        if self.all and self.where == "any":
            raise ValueError("`all` takes every digivolution card: no `where = 'any'`")
        return self


class Unsuspend(StepBase):
    do: Literal["unsuspend"]
    target: Target
    also: Target | None = None
    """ "Unsuspend this Digimon and 1 of your Tamers" (P-048): more cards, chosen after
    `target`'s and unsuspended with them."""


class Suspend(StepBase):
    do: Literal["suspend"]
    target: Target
    also: Target | None = None
    """ "Suspend 1 of your opponent's Digimon and 1 of their Tamers" (BT15-054): more cards,
    chosen after `target`'s and suspended with them, as one suspension."""


class EndAttack(StepBase):
    """ "end the attack": the attack under way goes straight to its end of attack timing once
    this effect is done (15-15-1-1): no block, battle or security check follows."""

    do: Literal["end_attack"]


class OpponentAttacks(StepBase):
    """ "your opponent attacks with 1 of their Digimon" (EX3-024): the opponent must declare
    an attack with one of their Digimon that can attack now, at a player or a Digimon as they
    choose (11-2-8-1); with none that can, nothing happens."""

    do: Literal["opponent_attacks"]
    target: Target | None = None
    """ "Choose 1 of your opponent's Digimon. Your opponent attacks with the chosen Digimon."
    (BT13-077): the effect's player may pick the attacker (rulings Q2316, Q2317), one that
    isn't affected by effects too (Q2320); the opponent then attacks with it at a target of
    their choice if it can attack now, and nothing happens if it can't (Q2318, Q2319)."""


class SwitchAttackTarget(StepBase):
    """ "switch the target of attack to 1 of your suspended Digimon" (or "... level 6 Digimon
    with [Machine] in its traits"): the attack under way, whoever's it is, targets the chosen
    Digimon from now on (11-2-7-2)."""

    do: Literal["switch_attack_target"]
    target: Target


class Attack(StepBase):
    """ "1 of your Digimon with [Greymon] in its name may attack a player": the player may
    declare an attack with one of them that can attack now (11-2-8-1), as a normal attack
    (11-2-8-1); "may" is in the phrase, so `optional` adds nothing. `who` may be "that
    Digimon", the player's Digimon a step before chose (BT12-100)."""

    do: Literal["attack"]
    who: Target
    aim: Literal["player", "digimon", "any"] = "player"
    """ "a player", or "an opponent's Digimon" (one the attack could be declared on), or
    either ("Then, this Digimon may attack.", answered like <Blitz>'s offer)."""
    forced: bool = False
    """ "This Digimon attacks." (EX5-048, ST15-16): with `aim = "any"`, the attack is not
    the player's choice, only its target is; none if the Digimon can't attack now."""
    without_suspending: bool = False
    """ "attack with this Digimon without suspending it" (BT12-083): with `aim = "any"`, an
    attack at a target its player picks, declared without suspending it, so a suspended
    Digimon attacks too (ruling Q4998); "you may" is the effect's."""

    @model_validator(mode="after")
    def _one(self) -> Self:
        if self.who.select not in ("this", "one", "that") or self.who.count != 1:
            raise ValueError("`who` is this Digimon, 1 of the player's Digimon or that Digimon")
        if self.who.select == "one" and self.who.side != "your":
            raise ValueError("`who` is one of the effect player's Digimon (side = 'your')")
        if self.forced and (self.aim != "any" or self.who.select != "this"):
            raise ValueError("a `forced` attack is this Digimon's, at any target (aim = 'any')")
        if self.without_suspending and (self.aim != "any" or self.who.select != "this"):
            raise ValueError("`without_suspending` is this Digimon's attack (aim = 'any')")
        return self


class ReturnToHand(StepBase):
    do: Literal["return_to_hand"]
    target: Target


class ReturnToDeck(StepBase):
    """ "return 1 of your opponent's Digimon to the bottom of its owner's deck"; from the
    hand, "return 1 card from your hand to the top of your deck" keeps the card hidden, and
    "reveal 1 ... from your hand and place it on top of your deck" (`reveal`) shows it."""

    do: Literal["return_to_deck"]
    target: Target
    where: Literal["top", "bottom"] = "bottom"
    reveal: bool = False
    remain: int | None = Field(None, ge=0)
    """ "return cards from your opponent's hand ... without looking until 8 remain"
    (BT13-033): as many as the hand holds over this many, chosen unseen."""

    @model_validator(mode="after")
    def _shown(self) -> "ReturnToDeck":
        if self.reveal and self.target.zone != "hand":
            raise ValueError("`reveal` shows a card from the hand")
        if self.remain is not None and (
            self.target.zone != "hand" or self.target.side != "opponents" or self.reveal
        ):
            raise ValueError("`remain` returns cards from the opponent's hand, unseen")
        return self


class Recovery(StepBase):
    do: Literal["recovery"]
    count: int = Field(1, ge=1)
    until: int | None = Field(None, ge=1)
    """ "<Recovery +1 (Deck)> until there are 3 cards in your security stack" (BT7-041): one
    card at a time, as many as the stack lacks of that many."""
    up_to: int | None = Field(None, ge=1)
    """ "This effect can't increase the number of cards in your security stack to 6 or more"
    (EX2-018): the most cards the stack may have after it (5)."""


class Draw(StepBase):
    """ "<Draw 1>" (16-8), optionally "for every 2 security cards you have"."""

    do: Literal["draw"]
    amount: int = Field(1, ge=1)
    for_every: Count | None = None
    both: bool = False
    """ "Both players draw 1 card from their decks": each player draws, not a keyword."""


class DeDigivolve(StepBase):
    """ "<De-Digivolve 1> 1 of your opponent's Digimon" (16-12)."""

    do: Literal["de_digivolve"]
    target: Target
    amount: int = Field(1, ge=1)


class TrashTopCard(StepBase):
    """ "Trash the top card of this Digimon": the Digimon's own top card goes to the trash and
    the card under it becomes its top card. A Digimon without digivolution cards has no stacked
    card to trash and keeps its card (ruling Q1885); unlike <De-Digivolve> (16-12), a level 3
    card doesn't stop it."""

    do: Literal["trash_top_card"]
    target: Target


class TopCardToSecurity(StepBase):
    """ "Place the top card of this Digimon on top of your security stack face down" (BT9-044):
    as `trash_top_card`, the card going face down on top of its owner's security stack."""

    do: Literal["top_card_to_security"]
    target: Target


class TopCardToBottom(StepBase):
    """ "Place the top card of this Digimon as its bottom digivolution card" (EX5-007): the card
    under it becomes the top card, the Digimon stays the same Digimon (ruling Q3527); one with
    no digivolution cards can't."""

    do: Literal["top_card_to_bottom"]
    target: Target


class Reveal(StepBase):
    """ "Reveal the top 3 cards of your deck." (15-15-3): they stay revealed for this effect."""

    do: Literal["reveal"]
    count: int = Field(1, ge=1)
    for_every: Count | None = None
    """ "for every Digimon your opponent has": `count` cards for each."""
    pile: Literal["deck", "eggs"] = "deck"
    """ "eggs": "Reveal the top card of your Digi-Egg deck." (BT13-007)."""
    side: Literal["your", "opponents"] = "your"
    """ "opponents": "Your opponent reveals the top 3 cards of their deck." (BT14-065): the
    opponent's deck, the effect's player choosing among the cards and placing the rest."""


class AddToHand(StepBase):
    """ "Add 1 Tamer card among them to your hand", "return 1 purple Digimon card from your
    trash to your hand"."""

    do: Literal["add_to_hand"]
    target: Target
    also: tuple[Target, ...] = ()
    """More cards chosen the same way ("1 yellow Digimon card and 1 purple Digimon card")."""
    reveal: bool = False
    """ "search your security stack, reveal 1 card from it, and add it to your hand": the
    card is shown to both players before it joins the hand."""

    @model_validator(mode="after")
    def _from_cards(self) -> "AddToHand":
        if self.target.zone == "battle" and self.target.select not in ("this", "that"):
            raise ValueError("add_to_hand takes cards from a zone; for Digimon use return_to_hand")
        if self.reveal and self.target.zone != "security":
            raise ValueError("`reveal`: a card searched for in the security stack")
        return self


class PlaceRest(StepBase):
    """ "Place the remaining cards at the bottom of your deck in any order"; "add the
    remaining cards to your hand"; "... at the top or bottom of your deck" (the player picks
    the end)."""

    do: Literal["place_rest"]
    where: Literal["deck_bottom", "deck_top", "deck_top_or_bottom", "trash", "hand"] = "deck_bottom"
    """ "deck_top_or_bottom": "at the top or bottom of your deck in any order", all of them at
    the end the player chooses (BT11-068)."""
    side: Literal["your", "opponents"] = "your"
    """Whose deck the revealed cards came from and go back to: the opponent's after "your
    opponent reveals ..." (BT14-065; the effect's player picks the end and order, Q2438)."""

    @model_validator(mode="after")
    def _opponents_deck(self) -> "PlaceRest":
        if self.side == "opponents" and self.where != "deck_top_or_bottom":
            raise ValueError(
                "the opponent's revealed cards go back to the top or bottom of the deck"
            )
        return self


class Trash(StepBase):
    """ "trash 1 card in your hand", "trash the top 2 cards of your deck", "trash the top
    card of your opponent's security stack"."""

    do: Literal["trash"]
    target: Target
    by_opponent: bool = False
    """ "your opponent trashes 1 card in their hand": the opponent chooses the cards from
    their own hand and trashes them; it is still this effect's doing, not theirs."""
    for_every: Count | None = None
    """ "trash the top card of your opponent's security stack for every 10 cards in their
    trash": the top cards taken, times the count when the step resolves."""
    more_for_every: Count | None = None
    """ "Trash the top card of ... Add 1 to the number of cards trashed by this effect for every
    10 cards in your opponent's trash": the top cards taken, plus the count (EX2-073)."""
    zones: tuple[Literal["hand", "digivolution_cards"], ...] = ()
    """ "trash 1 card with [Numemon] in its name in your hand or this Digimon's digivolution
    cards": where the cards may come from when there are several (BT15-065)."""
    unseen: bool = False
    """ "trash 1 card in your opponent's hand without looking" (BT14-075): the player picks
    unseen, which no choice of theirs can tell from chance, so chance picks; the trashed
    card is then seen by both (ruling Q2445)."""
    remain: int | None = Field(None, ge=0)
    """ "trash any number of cards from the top of your security stack until you have 3 or
    more remaining" (BT6-033): as many top cards as the player chooses, none to all but
    this many."""

    @model_validator(mode="after")
    def _their_hand(self) -> "Trash":
        if self.remain is not None and (
            self.target.zone != "security"
            or self.target.side != "your"
            or self.target.select != "up_to"
            or self.target.top is not None
        ):
            raise ValueError("`remain`: up to all of your own security cards but that many")
        if (self.by_opponent or self.unseen) and (
            self.target.side != "opponents" or self.target.zone != "hand"
        ):
            raise ValueError("`by_opponent`, `unseen`: cards from the opponent's hand")
        for counted in (self.for_every, self.more_for_every):
            if counted is not None and self.target.top is None:
                raise ValueError("`for_every`: only a number of top cards is counted")
        if self.zones and (self.target.zone not in self.zones or self.target.side != "your"):
            raise ValueError("`zones` includes the target's own `zone`, of your own cards")
        return self


class PlaceInSecurity(StepBase):
    """ "place 1 yellow Digimon card from your trash on top of your security stack face
    down"; "place this card on top of ..." is the effect's own card, from the trash after
    its [On Deletion] (`target = { select = "this", zone = "trash" }`)."""

    do: Literal["place_in_security"]
    target: Target
    where: Literal["top", "bottom", "top_or_bottom"] = "top"
    revealed_if: tuple[Color, ...] = ()
    """ "Reveal 1 card in your hand. If it's yellow, place it on top of your security stack
    face down. If it's not, return it to its owner's hand." (BT13-046): the player reveals any
    card of the hand (ruling Q2292), placed only if it has one of these colours (Q2293)."""

    @model_validator(mode="after")
    def _revealed_from_hand(self) -> Self:
        if self.revealed_if and (self.target.zone, self.target.select) != ("hand", "one"):
            raise ValueError("`revealed_if` places 1 card revealed from the hand")
        return self


class ReduceCost(StepBase):
    """ "reduce its play cost by 1" / "reduce the memory cost of the digivolution by 2" /
    "reduce its memory cost by 1" (an Option's use cost): the step of a "when ... would
    play/digivolve/use" effect, applied to that cost (15-8-5-1); `for_every` multiplies it
    ("by 1 for every Digimon with no digivolution cards your opponent has"). `of = "hand"`:
    "Reduce the memory cost of this card in your hand by 1 for each ..." (BT2-099), a use
    cost that is reduced while the card is in the hand, not only as it is used: an effect
    that asks for an Option of a given cost from the hand sees the reduced one (ruling
    Q1501)."""

    do: Literal["reduce_cost"]
    amount: int = Field(0, ge=0)
    of: Literal["play", "digivolution", "use", "hand"] = "play"
    for_every: Count | None = None
    by_cost_of: Literal["deleted"] | None = None
    """ "reduce the play cost by the play cost of the deleted Digimon" (BT13-103), in place of
    an `amount`: the play cost of the Digimon the effect's cost deleted, known once it is paid."""
    increase: bool = False
    """ "increase the digivolution cost by 1" (EX3-016): the step of a "when an opponent's
    Digimon ... would digivolve" effect, which makes the other player's digivolution dearer."""

    @model_validator(mode="after")
    def _one_amount(self) -> Self:
        if self.increase and (self.of != "digivolution" or self.for_every or self.by_cost_of):
            raise ValueError("an increase is of a digivolution cost, by a plain `amount`")
        if (self.by_cost_of is None) == (self.amount == 0):
            raise ValueError("a reduction has an `amount` of 1 or more, or a `by_cost_of`")
        if self.by_cost_of is not None and self.for_every is not None:
            raise ValueError("`by_cost_of` is the whole amount: no `for_every`")
        return self


class XrosFromTamers(StepBase):
    """ "place cards from under 1 of your Tamers as digivolution cards for a DigiXros": the
    step of a `would_digixros` effect (BT10-088 Kiriha Aonuma), applied as the player chooses
    a DigiXros's materials (7-2-1): cards under one of their Tamers, not under a Digimon that
    digivolved from one, may be among them (rulings Q2016-Q2018), and its effect's cost is
    paid when one is. With `count`, "place 1 card from under your Tamers and 1 card from your
    trash as digivolution cards for a DigiXros" (EX4-062): at most `count` cards from under
    one Tamer (ruling Q3503) and at most `trash` from the trash."""

    do: Literal["xros_from_tamers"]
    count: int | None = Field(None, ge=1)
    trash: int = Field(0, ge=0)
    several: bool = False
    """ "from under your Tamers" (BT11-095): the cards may come from under several of them."""


class ReduceNextDigivolution(StepBase):
    """ "for the turn, the next time you would digivolve one of your green Digimon from level 5
    to level 6, reduce the digivolution cost by 4": a one-shot reduction (15-8-5-1) that waits,
    until the end of the turn, for the first digivolution it fits, and is used up by it."""

    do: Literal["reduce_next_digivolution"]
    amount: int = Field(ge=1)
    digimon: Filter = Filter()
    """Which of your Digimon ("one of your green Digimon"), besides its level."""
    from_level: int | None = Field(None, ge=2, le=7)
    to_level: int | None = Field(None, ge=2, le=7)
    """Without levels: "the next time one of your green Digimon digivolves this turn, reduce
    the memory cost of the digivolution by 5", any digivolution of such a Digimon."""
    into: Filter | None = None
    """The card it digivolves into ("the next time one of your Digimon digivolves into a
    Digimon card with [Insectoid] in its traits this turn", EX1-033), as printed."""
    cost: tuple["Step", ...] = ()
    """What its player may do as that digivolution happens to get the reduction ("you may
    suspend 1 of your Digimon to reduce ..."); declined, the reduction is used up all the
    same: the next time was that time."""

    @model_validator(mode="after")
    def _levels(self) -> "ReduceNextDigivolution":
        if (self.from_level is None) != (self.to_level is None):
            raise ValueError("`from_level` and `to_level` go together")
        if (self.cost or self.into is not None) and self.from_level is not None:
            raise ValueError("a `cost` or `into` goes with the wording without levels")
        return self


class Hatch(StepBase):
    """ "hatch 1 Digi-Egg card to an empty space in your breeding area": the breeding phase's
    hatching (4-18-1), done by an effect; nothing happens if the area isn't empty."""

    do: Literal["hatch"]


class MoveFromBreeding(StepBase):
    """ "move 1 level 3 or higher Digimon from your breeding area to your battle area": the
    breeding phase's move (6-4-1-2), done by an effect; it is not playing the Digimon."""

    do: Literal["move_from_breeding"]
    filter: Filter = Filter()


class Choose(StepBase):
    """ "Choose 1 of your opponent's Digimon.": picks what the next step calls "it" or "that
    Digimon", and does nothing to it."""

    do: Literal["choose"]
    target: Target


class ShuffleSecurity(StepBase):
    do: Literal["shuffle_security"]


class TrashRevealedSecurity(StepBase):
    """ "Reveal all of your opponent's security cards, and trash 1 of them. Place the rest in
    your opponent's security stack face down. Then, your opponent shuffles their security
    stack." (BT10-086): both players see the stack, the effect's player picks the card
    (ruling Q2009), and the stack's owner shuffles it. `to` "deck_top": "... and place 1 card
    among them on top of your opponent's deck. Shuffle the rest and return them to the
    security stack." (LM-020), the same look and pick, the card to its owner's deck."""

    do: Literal["trash_revealed_security"]
    count: int = Field(1, ge=1)
    to: Literal["trash", "deck_top"] = "trash"


class DeclareCategory(StepBase):
    """ "Declare 1 card category. Then, reveal the top card of your opponent's deck. If that
    card is of the declared category, this Digimon isn't affected by the effects of that card
    category for the turn. Return the revealed card to the top or the bottom of your
    opponent's deck." (LM-020): any category may be declared, Digi-Egg too (ruling Q4004)."""

    do: Literal["declare_category"]


class PreventDeletion(StepBase):
    """ "prevent that deletion": the one step of a `would_be_deleted` effect, done once its
    cost is paid (15-8-5-2): the Digimon about to be deleted isn't."""

    do: Literal["prevent_deletion"]


class Play(StepBase):
    """Play cards from a zone: "play 1 [Tinkermon] from your hand or trash without paying
    its memory cost". `zones` lists where they may come from when there are several. From
    the security stack it is a search: "search your security stack for 1 level 5 or lower
    Digimon card and play it ... Then, shuffle your security stack."."""

    do: Literal["play"]
    target: Target
    also: tuple[Target, ...] = ()
    """More cards played the same way ("1 level 3 Digimon card and 1 level 4 Digimon card")."""
    zones: tuple[
        Literal[
            "hand",
            "trash",
            "revealed",
            "security",
            "digivolution_cards",
            "under_tamers",
            "under_breeding",
        ],
        ...,
    ] = ()
    """ "under_tamers": "from under 1 of your Tamers", the cards under a Tamer (not under a
    Digimon that digivolved from one)."""
    free: bool = True
    reduce: int = Field(0, ge=0)
    """ "with the play cost reduced by 3": paid, less this (`free = false`)."""
    reduce_more: int = Field(0, ge=0)
    reduce_for_every: Count | None = None
    """ "and by 1 more for every card trashed by this effect": `reduce_more` times the count."""
    more: int = Field(0, ge=0)
    more_if: Condition | None = None
    """ "If DigiXrosing, add 1 to the number of cards you play with this effect": `more`
    cards besides the target's count while `more_if` holds (BT11-086)."""
    higher: int = Field(0, ge=0)
    higher_if: Condition | None = None
    """ "If [Eiji Nagasumi] is in this Digimon's digivolution cards, add 1 to the maximum level
    of the Digimon you may choose with this effect": the target's `max_level` this much higher
    while `higher_if` holds as the step chooses (BT14-079)."""
    no_on_play: bool = False
    """ "Any [On Play] effects on Digimon played with this effect don't activate."""
    suspended: bool = False
    """ "play 1 ... card from your hand suspended": it enters the battle area suspended."""
    to_breeding: bool = False
    """ "play 1 ... from your hand to an empty space in your breeding area": the Digimon
    goes to its player's breeding area, if empty (3-4-7-2); there its effects don't activate
    (3-4-7-4), [On Play] included, and other effects don't see it played (3-4-7-6)."""
    by_opponent: bool = False
    """ "your opponent plays 1 level 4 or lower Digimon card from their trash": the opponent
    chooses among their own cards and it enters their battle area; it is still this effect's
    doing, so what stops this effect's player from playing Digimon by effects stops it, and
    what stops the opponent's own effects doesn't (EX5-060, rulings Q4663, Q4664)."""

    @model_validator(mode="after")
    def _their_cards(self) -> "Play":
        if self.by_opponent and any(t.side != "opponents" for t in (self.target, *self.also)):
            raise ValueError("`by_opponent`: the opponent plays their own cards")
        return self


class LinkCard(StepBase):
    """Link a card by an effect (10-1): "link 1 level 4 or lower Digimon card from your hand
    or this Digimon's digivolution cards to this Digimon without paying the cost". Only a
    card with [Link] links, to a Digimon that meets its link requirement (10-1-3-1); `to`,
    when given, is the Digimon chosen ("to 1 of your Digimon"), else this Digimon."""

    do: Literal["link"]
    target: Target
    zones: tuple[Literal["hand", "trash", "digivolution_cards"], ...] = ()
    to: Target | None = None
    free: bool = True
    reduce: int = Field(0, ge=0)
    """ "with the link cost reduced by 2": paid, less this (`free = false`)."""


class TamerAs(Strict):
    """The Digimon a Tamer counts as for a digivolution's requirements (15-12-1-2)."""

    color: Color
    level: int = Field(ge=2, le=7)


class Digivolve(StepBase):
    """ "digivolve this Digimon into 1 level 6 green Digimon card among them without paying
    the cost" (digivolving by an effect)."""

    do: Literal["digivolve"]
    into: Target
    free: bool = True
    cost: int | None = None
    """A memory cost of its own instead of the card's digivolution cost."""
    ignore_requirements: bool = False
    ignore_level: bool = False
    """ ", ignoring its level": the card's requirements but for their level (BT12-089)."""
    who: Target | None = None
    """ "1 of your Digimon may digivolve into ...": the Digimon that digivolves, chosen as the
    step resolves among those that can; this Digimon when not given."""
    reduce: int | None = Field(None, ge=1)
    """ "with the digivolution cost reduced by 1" (its digivolution cost, paid, less this)."""
    tamer_as: TamerAs | None = None
    """ "digivolve this Tamer into ... as if this Tamer is a level 5 red Digimon": this
    Tamer digivolves, meeting the card's requirements as such a Digimon would."""
    zones: tuple[Literal["hand", "under_tamers", "trash"], ...] = ()
    """Where the card may come from when there are several: "in your hand or from under 1
    of your Tamers" (BT12-081), "in the hand or trash" (P-232), a card of either."""

    @model_validator(mode="after")
    def _reduced_cost(self) -> "Digivolve":
        if self.zones and self.into.zone not in self.zones:
            raise ValueError("`zones` includes the card's own `zone`")
        if self.reduce is not None and (self.free or self.cost is not None):
            raise ValueError("`reduce` lowers the card's digivolution cost (not `free` or `cost`)")
        if self.tamer_as is not None and self.who is not None:
            raise ValueError("`tamer_as`: this Tamer digivolves (no `who`)")
        return self


class DnaDigivolve(StepBase):
    """ "DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card
    in your hand by paying its DNA digivolve cost" (8-2-2-4)."""

    do: Literal["dna_digivolve"]
    other: Filter | None = None
    """What the other Digimon must be: "one of your other Digimon with [Dramon] in its name"
    (EX3-020)."""


class PlayThisCard(StepBase):
    """ "play this card ...": the effect's own card, as it is used or checked, or from the
    trash after its [On Deletion]."""

    do: Literal["play_this_card"]
    free: bool = True
    no_on_play: bool = False
    """ "Any [On Play] effects on Digimon played with this effect don't activate."""


class ActivateMain(StepBase):
    do: Literal["activate_main"]


class ActivateSecurity(StepBase):
    """ "Activate this card's [Security] effects": from another timing, as if its security
    card had been checked (15-15-7; BT15-092, from the trash an effect put it in)."""

    do: Literal["activate_security"]


class ActivateEffect(StepBase):
    """ "Activate 1 of your [Rina Shinomiya]'s [On Play] effects", "activate 1 of that
    Digimon's [When Digivolving] effects", "activate 1 of this Digimon's [On Deletion]
    effects": an effect a Digimon or Tamer in play has, performed as that card's effect
    ("this Digimon" is that one)."""

    do: Literal["activate_effect"]
    target: Target
    """Whose effect: one of the player's Digimon or Tamers, by name or by a filter ("1 of your
    red Digimon with [Vaccine] in its traits"), "that" one whose event triggered the effect,
    or "this" one."""
    timing: Literal["on_play", "when_digivolving", "on_deletion"]
    as_this: bool = False
    """ "activate 1 [On Play] effect on that card as an effect of this Digimon" (BT15-102): of
    the card the effect's cost placed under this Digimon, "this Digimon" being this one."""

    @model_validator(mode="after")
    def _whose(self) -> "ActivateEffect":
        if self.target.select not in ("one", "this", "that"):
            raise ValueError("activate_effect is of one card: chosen, `this` or `that` one")
        return self


class UseOption(StepBase):
    """ "use 1 Option card with a cost of 5 or less from your hand without paying its memory
    cost": the card is used as from the hand (6-5-1-3), at no cost; `ignore_colors`: "without
    meeting its color requirements" (4-22); `to_security`: "place the Option card used with
    this effect on top of your security stack face down instead of placing it in your trash"
    (BT10-041), which only a card still due for the trash is (rulings Q1961, Q5451)."""

    do: Literal["use_option"]
    target: Target
    ignore_colors: bool = False
    to_security: bool = False


class ActivateTimed(StepBase):
    """ "Activate this Digimon's [On Play] effects": every effect of that timing the Digimon
    has, activated now rather than triggered (EX5-059, ruling Q3656)."""

    do: Literal["activate_timed"]
    timing: Literal["on_play", "when_digivolving"]


class AddThisCardToHand(StepBase):
    do: Literal["add_this_card_to_hand"]


class PlayDigivolutionCard(StepBase):
    """Play a Digimon card from under one of the targets as another Digimon."""

    do: Literal["play_digivolution_card"]
    target: Target
    free: bool = True
    max_level: int | None = None
    card: Filter | None = None
    """What the card played must be: "1 blue level 3 Digimon card" (EX3-022)."""


class AtEnd(StepBase):
    """A delayed effect: "At the end of the turn, lose 3 memory." / "At the end of the
    battle, play this card ..." / "At the end of your opponent's turn, play 1 [Ravemon] ..."
    (15-8-3): the end of the next turn of the effect's player's opponent, or of this one if
    it is theirs."""

    do: Literal["at_end"]
    of: Literal["turn", "battle", "opponents_turn"] = "turn"
    steps: tuple["Step", ...]


class Look(StepBase):
    """ "look at the top card of your security stack" (15-15-3-9): only the effect's player sees
    the cards, which stay where they are; the next step calls them "that card"."""

    do: Literal["look"]
    pile: Literal["security", "deck"] = "security"
    count: int = Field(1, ge=1)


class PlaceUnder(StepBase):
    """ "place 1 [Durandamon] from your hand on top of this Digimon's digivolution cards":
    cards go under this Digimon, right under its top card (`where = "top"`) or at the
    bottom; the top card, and so what the Digimon is, doesn't change. It is not a
    digivolution: nothing "when digivolving" happens and no card is drawn for it.
    `onto` is "under 1 of your Digimon ...": the Digimon the effect's player chooses, once
    the cards are chosen (this Digimon without it); or "under 1 of your Tamers" / "under
    this Tamer", where the cards are no digivolution cards (4-8-1). `zones` lists where the
    cards may come from when there are several ("from your hand or trash").
    A `target` in the battle area is a Digimon placed under another one of `onto` ("place 1
    of your opponent's level 3 or lower Digimon under another of your opponent's Digimon as
    its bottom digivolution card or under an opponent's Tamer", BT12-083), or under this
    Digimon without it ("by placing another blue Digimon under this Digimon ...", BT12-027):
    its top card goes at the bottom, its digivolution cards to the trash (4-7-7, 4-7-8)."""

    do: Literal["place_under"]
    target: Target
    where: Literal["top", "bottom"] = "top"
    onto: Target | None = None
    zones: tuple[Literal["battle", "hand", "trash", "under_tamers"], ...] = ()
    """Where the cards may come from when there are several; `("battle", "hand")`: "1 of
    your [ADR-02 Searcher]s from in play or from your hand" (EX2-007), a Digimon of the battle
    area (its top card goes under, the cards under it to the trash, ruling Q3287) or a card
    of the hand."""
    from_each: bool = False
    """ "from your hand and trash": the cards may come from all of `zones` together, not
    from one of them (EX1-073's errata: "hand and/or trash")."""
    any_order: bool = False
    """ "under this Tamer in any order": the cards go in the order the player picks them."""
    with_this: bool = False
    """ "place this Tamer and 1 [Growlmon] and 1 [WarGrowlmon] from your trash under 1 of your
    [Guilmon] as its bottom digivolution cards in any order" (BT12-089): this Tamer goes under
    too, first, and the cards after it; all of them or none (`also`: the further cards)."""
    also: tuple[Target, ...] = ()
    """More cards placed with the target's, under the same card: "place 1 blue [Greymon] and
    1 blue [MailBirdramon] from your trash under 1 of your Tamers" (BT11-031), or with this
    Tamer (`with_this`); or Digimon of the battle area, "place that card and all of your
    Digimon with [Royal Knight] in its traits under this Digimon as its bottom digivolution
    cards" (BT13-007): each one's top card goes, what was under it to the trash (4-7-8), and
    the player orders the cards (ruling Q2264)."""
    played: bool = False
    """ "by placing up to 3 [Dark Masters] trait cards with different names from your battle
    area or trash under it" (BT15-102): the cost of a `would_be_played` reduction, the cards
    going under the card being played, one at a time as the player picks them, a Digimon or
    Tamer of the battle area by its top card (ruling Q2599); they are its digivolution cards
    as it enters play, without it being DigiXrosed."""
    least: int = Field(0, ge=0)
    """With `played`: at least this many of the `count` (the engine sets it so that the play
    stays payable)."""

    @model_validator(mode="after")
    def _cards(self) -> "PlaceUnder":
        if self.played != ("battle" in self.zones and "trash" in self.zones):
            raise ValueError('`played` takes cards from `zones = ["battle", "trash"]`')
        if self.least > (self.target.count if self.played else 0):
            raise ValueError("`least` is at most the `count` of a `played` placing")
        if self.with_this and (self.onto is None or self.where != "bottom" or self.zones):
            raise ValueError("`with_this` places cards at the bottom of `onto`")
        if self.target.in_battle and (self.where != "bottom" or self.zones or self.also):
            raise ValueError("a Digimon in play goes at the bottom of another (`onto`, or this)")
        if self.with_this and self.target.in_battle:
            raise ValueError('place_under takes cards from a zone (`zone = "hand"`, ...)')
        if any(t.zone != self.target.zone and not t.in_battle for t in self.also):
            raise ValueError("the cards of `also` come from the target's zone or the battle area")
        if self.onto is not None and not self.onto.on_field:
            raise ValueError("`onto` is a Digimon in the battle area (or the breeding area)")
        if self.zones and self.target.zone not in self.zones:
            raise ValueError("`zones` includes the target's own `zone`")
        return self


class PlaceThisUnder(StepBase):
    """ "place this Digimon under 1 of your Digimon with [Legend-Arms] in its traits as its
    bottom digivolution card" (mostly a cost: "By placing this Digimon under ..., ..."): its
    top card goes under the chosen Digimon's bottom and its digivolution cards to the trash
    (7-2-3-2, 4-7-8); it leaves the battle area without being deleted."""

    do: Literal["place_this_under"]
    target: Target
    card: bool = False
    """ "place this card under ...": an Option, as it is used, goes under the Digimon itself
    (BT9-109 X Antibody), where its inherited effects are in force (ruling Q1917); a Digimon
    card by its [Hand] [Main] effect goes there from the hand (BT9-029 Suijinmon)."""
    tamer: bool = False
    """ "place this Tamer as the bottom digivolution card of 1 of your Digimon ..." (BT13-103):
    a Tamer goes under the Digimon as a Digimon does."""


class ForEverySuspended(StepBase):
    """ "for every Tamer you suspend this way, activate the following effect: ・...": the
    steps, once for each Digimon or Tamer the step before suspended (not those that already
    were)."""

    do: Literal["for_every_suspended"]
    kind: Literal["digimon", "tamer"] = "tamer"
    steps: tuple["Step", ...] = Field(min_length=1)


class ForEvery(StepBase):
    """ "for every Tamer you have, delete 1 of your opponent's level 4 or lower Digimon": the
    steps, once for each thing counted when the step starts (the count doesn't change while
    they are done; see docs/rules-readings.md)."""

    do: Literal["for_every"]
    count: Count
    steps: tuple["Step", ...] = Field(min_length=1)
    again: bool = False
    """ "Activate the effect below. For every color your Digimon have, activate it again.・..."
    (EX4-068): once more than the count, each round an activation of its own that chooses
    anew."""
    following: bool = False
    """ "For every 2 digivolution cards this Digimon has, activate the following effect:・1 of
    your opponent's Digimon gets -3000 DP for the turn." (BT12-041): each round an activation
    of its own that chooses anew (as ruling Q1730 reads BT8-043's "For each Tamer you have in
    play, activate the effect below."), where the plain "for every ..., 1 of your opponent's
    Digimon gets ..." gives every round's change to the Digimon the first chose."""


class Token(Strict):
    """A token (4-21-1): a non-game card an effect plays as a Digimon or a Tamer, with
    the facts the effect gives it ("[Diaboromon] Token (Digimon/White/3000 DP)"). A token
    Digimon whose level isn't given has none (2-9-2)."""

    name: str = Field(min_length=1)
    category: Literal["digimon", "tamer"] = "digimon"
    colors: tuple[Color, ...] = Field(min_length=1)
    level: int | None = Field(None, ge=2, le=7)
    dp: int | None = Field(None, ge=0)
    cost: int | None = Field(None, ge=0)
    """Its play cost, where the effect gives one (BT2-082's Diaboromon Tokens: 14)."""
    form: str | None = None
    attribute: str | None = None
    types: tuple[str, ...] = ()
    """Its traits, where the effect gives them ("Mega form, Unidentified type, and Unknown
    attribute")."""
    gains: tuple[Gained, ...] = ()
    """Keywords it has ("with <Blocker>")."""
    effects: tuple["Effect", ...] = ()
    """Effects printed among its facts ("[Fujitsumon] Token (Digimon/Purple/3000 DP/[All
    Turns] This Digimon can't unsuspend./[On Deletion] Trash 1 card in your hand.)", EX5-058):
    the token's own, worked by whoever has it in their battle area."""

    @model_validator(mode="after")
    def _by_category(self) -> "Token":
        if self.category == "digimon" and self.dp is None:
            raise ValueError("a Digimon token needs `dp`")
        if self.category == "tamer" and (self.dp is not None or self.level is not None):
            raise ValueError("a Tamer token has no `dp` or `level`")
        if (self.form is None) != (self.attribute is None) or (self.form is None) != (
            not self.types
        ):
            raise ValueError("a token's traits are its `form`, `attribute` and `types` together")
        return self


class PlayToken(StepBase):
    """ "Play 1 [Diaboromon] Token (Digimon/White/3000 DP)" (4-21)."""

    do: Literal["play_token"]
    token: Token
    count: int = Field(1, ge=1)
    suspended: bool = False
    """ "play 1 [Fujitsumon] Token (...) suspended": it enters suspended (EX5-058)."""
    to_opponent: bool = False
    """ "... to your opponent's battle area": the effect's player's token, played as one of
    the opponent's Digimon (EX5-058, ruling Q3651)."""


class BlastDigivolve(StepBase):
    """<Blast Digivolve> (16-26): one of your Digimon in the battle area that meets this
    card's digivolution requirements may digivolve into it from the hand, without paying
    the cost."""

    do: Literal["blast_digivolve"]


class Save(StepBase):
    """ "[On Deletion] <Save>. Then, ...": <Save> (16-20) as the first step of an [On Deletion]
    effect, so the steps after it ("Then, place 1 Digimon card with <Save> in its text from your
    trash under 1 of your Tamers") come after this card is placed or left in the trash."""

    do: Literal["save"]


class Blitz(StepBase):
    """ "Then, <Blitz>." (BT10-112): <Blitz> (16-16) performed as the effect's last step, once
    the steps before it are done (ruling Q2043): this Digimon may attack if the opponent has 1
    or more memory."""

    do: Literal["blitz"]


class MindLink(StepBase):
    """<Mind Link> (16-28): this Tamer goes under 1 of your Digimon with no Tamer cards in
    its digivolution cards, as its bottom digivolution card."""

    do: Literal["mind_link"]
    target: Target | None = None
    """ "<Mind Link> with 1 of your Digimon with [Numemon] in its name": only such a Digimon
    may take the Tamer (BT14-086)."""

    @model_validator(mode="after")
    def _one_of_yours(self) -> Self:
        t = self.target
        if t is not None and (t.select != "one" or t.count != 1 or t.side != "your"):
            raise ValueError("<Mind Link> goes under 1 of your Digimon")
        return self


class PlaceInBattleArea(StepBase):
    """ "Place this card in the battle area.": an Option card stays there, for its <Delay>
    effect (16-17-1)."""

    do: Literal["place_in_battle_area"]


class ChooseOne(StepBase):
    """ "Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with 5000 DP
    or less." : the player picks one option."""

    do: Literal["choose_one"]
    options: tuple[tuple["Step", ...], ...] = Field(min_length=2)
    below: bool = False
    """Printed the later way: "Activate 1 of the effects below.・A.・B." (the same choice)."""
    all_if: Condition | None = None
    """ "If you have no other Digimon in play, activate all of the effects below instead.":
    while this holds as the step is reached, every option is done, in order (`below` only)."""

    @model_validator(mode="after")
    def _all_below(self) -> "ChooseOne":
        if self.all_if is not None and not self.below:
            raise ValueError("`all_if` goes with the list printed below (`below = true`)")
        return self


Step = Annotated[
    GainMemory
    | LoseMemory
    | SetMemory
    | Modify
    | Delete
    | TrashDigivolutionCards
    | Unsuspend
    | Suspend
    | ReturnToHand
    | ReturnToDeck
    | Recovery
    | Draw
    | DeDigivolve
    | TrashTopCard
    | TopCardToSecurity
    | TopCardToBottom
    | Reveal
    | AddToHand
    | PlaceRest
    | Trash
    | PlaceInSecurity
    | ShuffleSecurity
    | TrashRevealedSecurity
    | DeclareCategory
    | PreventDeletion
    | ReduceCost
    | XrosFromTamers
    | ReduceNextDigivolution
    | Hatch
    | MoveFromBreeding
    | Choose
    | Play
    | LinkCard
    | Digivolve
    | DnaDigivolve
    | PlayThisCard
    | ActivateMain
    | ActivateSecurity
    | ActivateEffect
    | UseOption
    | ActivateTimed
    | AddThisCardToHand
    | PlayDigivolutionCard
    | AtEnd
    | PlayToken
    | BlastDigivolve
    | Save
    | Blitz
    | MindLink
    | PlaceInBattleArea
    | ChooseOne
    | ForEverySuspended
    | ForEvery
    | PlaceUnder
    | PlaceThisUnder
    | Look
    | SwitchAttackTarget
    | Attack
    | EndAttack
    | OpponentAttacks,
    Field(discriminator="do"),
]
