"""Clauses of the effect language: "if"/"while" conditions and "when X" triggers."""

from functools import cached_property
from typing import Literal

from pydantic import Field, model_validator

from .selection import Extreme, Filter, Range, Strict


class Presence(Filter):
    """ "you have a blue Tamer in play", "your opponent has 2 or more suspended Digimon";
    `side = "any"`: "there is a Digimon with 13000 DP or more", on either side."""

    side: Literal["your", "opponents", "any"] = "your"
    kinds: tuple[Literal["digimon", "tamer"], ...] = ("digimon",)
    number: Range = Range(min=1)


class Counted(Strict):
    """How many cards of a zone meet a filter: "7 or more Digimon cards with [Devimon] in
    their names" is `{ cards = { ... }, number = { min = 7 } }`."""

    cards: Filter
    number: Range


class Condition(Strict):
    """An "if"/"while" clause; every field given must hold, `any_of` needs one of its
    conditions and `none_of` none of them."""

    digivolution_cards: Range | None = None
    """This Digimon's number of digivolution cards."""
    in_digivolution_cards: tuple[Filter, ...] = ()
    """ "if [WereGarurumon] or [X Antibody] is in this Digimon's digivolution cards", "while a
    card with [Hybrid] in its traits is in ...": a card under this Digimon meets one of these."""
    sources_counted: Counted | None = None
    """ "if there are 4 or more [Vemmon] in this Digimon's digivolution cards": the cards under
    this Digimon that meet the filter, counted (BT11-065)."""
    in_trash: tuple[Filter, ...] = ()
    """ "if a Digimon card with [Unidentified] in its traits is in your trash": a card in the
    effect's player's trash meets one of these."""
    outside_battle: bool | None = None
    """ "if deleted outside of a battle": the Digimon whose [On Deletion] effect this is was
    deleted other than in battle (14-2-2: by an effect, or at 0 DP)."""
    deleted_by_effect: bool | None = None
    """ "if this card was deleted by an effect": the Digimon whose [On Deletion] effect this
    is was deleted by an effect (not in battle, not at 0 DP: the cause a "when ... is deleted
    by an effect" trigger hears, BT5-071)."""
    that_deleted_by_effect: bool | None = None
    """ "if that Digimon was deleted by an effect": the Digimon whose deletion triggered the
    effect was deleted by an effect (EX4-064)."""
    had_digivolution_cards: bool | None = None
    """ "if this card had digivolution cards": the Digimon had some when it left the battle
    area, as an [On Deletion] effect sees it (15-8-3-5)."""
    your_security: Range | None = None
    """The effect's player's number of security cards."""
    opponent_security: Range | None = None
    security_vs_opponent: Literal["fewer_or_equal", "fewer", "more"] | None = None
    """Your security stack has no more cards than your opponent's ("fewer": fewer cards, "if
    you have fewer security cards than your opponent"; "more": more cards than theirs)."""
    opponent_board_vs_yours: Literal["as_many_or_more", "as_many_or_fewer"] | None = None
    """ "if your opponent has as many or more total Digimon and Tamers as you": the Digimon and
    Tamers in the opponent's battle area, counted together, against the effect's player's."""
    total_security: Range | None = None
    """ "if there're 6 or fewer total cards in both players' security stacks": both players'
    security cards counted together."""
    total_trash: Range | None = None
    """ "if the total number of cards in both players' trashes is 20 or more"."""
    memory: Range | None = None
    """The effect's player's memory."""
    gained_memory: Range | None = None
    """ "if you gain 2 or more memory by this effect": the memory this effect's steps have
    gained so far (BT10-057)."""
    opponent_memory: Range | None = None
    """ "if your opponent has 4 or more memory": the memory on the opponent's side (3-1)."""
    hand: Range | None = None
    trash: Range | None = None
    trash_counted: Counted | None = None
    """ "if you have 7 or more Digimon cards with [Devimon] in their names in your trash": the
    effect's player's trash cards that meet the filter, counted (P-034)."""
    all_suspended: bool | None = None
    """ "while all of your Digimon are suspended": none of the effect's player's Digimon is
    unsuspended."""
    opponent_hand: Range | None = None
    """ "if your opponent has 8 or more cards in their hand"."""
    opponent_trash: Range | None = None
    """The number of cards in the opponent's trash."""
    turn: Literal["your", "opponents"] | None = None
    """Whose turn it is ("if it's your turn"), for effects that may activate on either."""
    in_play: tuple[Presence, ...] = ()
    """Each of these is in a battle area."""
    this: Filter | None = None
    """This Digimon meets the filter ("while this Digimon is level 6 or higher")."""
    battling: Filter | None = None
    """This Digimon is battling an opponent's Digimon meeting this filter."""
    attacking: Literal["player", "digimon", "any", "opponents"] | None = None
    """This Digimon's attack targets a player or an opponent's Digimon; "any": this Digimon
    is attacking, whatever it targets ("then, if this Digimon is attacking, ...");
    "opponents": one of the opponent's Digimon is attacking (BT15-049)."""
    attacked: Filter | None = None
    """ "you attack an opponent's Digimon that has 12000 DP or more": this Digimon's attack
    targets an opponent's Digimon meeting the filter."""
    attacking_highest_dp: bool | None = None
    """This Digimon attacks an opponent's Digimon with the highest DP (none of theirs has
    more)."""
    digivolved_this_turn: bool | None = None
    """One of your Digimon has digivolved this turn."""
    digivolved_same_level: bool | None = None
    """ "if it digivolved into a Digimon with the same level": the Digimon whose digivolution
    triggered the effect has the level of the card it digivolved from, right under its top
    card (BT11-093)."""
    opponent_attacked_this_turn: bool | None = None
    that: Filter | None = None
    """What the previous step chose or revealed meets the filter ("if that card is yellow")."""
    revealed_all: Filter | None = None
    """ "if all of the revealed cards are black": every card the effect has revealed meets
    the filter (BT4-096)."""
    played: Filter | None = None
    """The Digimon or Tamer whose play triggered the effect meets the filter ("if the played
    card has [Blue Flare] in its traits", EX4-014)."""
    returned: Range | None = None
    """ "if 7 or more cards were returned using this effect": how many cards the step before
    moved (BT7-015)."""
    placed: int | None = None
    """ "if you place 2 cards with this effect": how many cards the step before placed
    (BT6-075)."""
    trashed_count: Range | None = None
    """ "if you trash 4 or more cards with this effect": how many cards this effect has trashed
    so far, over all of its steps (BT8-111)."""
    used_option: bool | None = None
    """ "If you don't use an Option card with this effect" (False): whether a step of this
    effect has used an Option card so far (BT6-065)."""
    trashed: Filter | None = None
    """ "if you trash a purple card": a card this effect has trashed so far meets the filter
    (a card of two colours meets "purple" and "yellow" both, ruling Q1869)."""
    deleted: Filter | None = None
    """ "if one of your Digimon with [Ravemon] in its name was deleted by this effect": one of
    the player's Digimon this effect deleted so far, its cost's or a step's, was such a Digimon
    as it left (EX4-071)."""
    deleted_dp: Range | None = None
    """ "if a Digimon with 13000 DP or more is deleted by this effect": one the step before
    deleted had such DP as it left the battle area."""
    done: bool | None = None
    """The previous step did (true: "if you do") or did not (false: "if no Digimon was
    deleted by this effect") do something."""
    dna: bool | None = None
    """This Digimon is DNA digivolving (8-2)."""
    digixrosing: bool | None = None
    """ "if DigiXrosing": this Digimon was played with DigiXros (7-2), as its [On Play]
    effects see it."""
    from_digivolution_cards: bool | None = None
    """ "if this Digimon was played from digivolution cards": it was played from under a
    Digimon, as its [On Play] effects see it (EX3-015)."""
    digixrosing_with: int | None = Field(None, ge=1)
    """ "if DigiXrosing with 2 cards": played with DigiXros with exactly that many cards
    placed under it (BT11-009)."""
    played_by_effect: bool | None = None
    """ "if played by an effect": this Digimon was played by an effect (not by its player's
    play action) and hasn't digivolved since, as its [On Play] effects see it (BT15-022)."""
    digivolved_by_effect: bool | None = None
    """ "if digivolved by this effect": a step of this effect digivolved a Digimon (BT14-033)."""
    digivolving_from_trash: bool | None = None
    """ "if digivolving from the trash": this Digimon's top card came from the trash when it
    digivolved, as its [When Digivolving] effects see it (BT10-080)."""
    any_of: tuple["Condition", ...] = ()
    none_of: tuple["Condition", ...] = ()

    @cached_property
    def stated(self) -> tuple[str, ...]:
        """The clauses this condition states, in the order they are checked."""
        return tuple(
            name for name in type(self).model_fields if getattr(self, name) not in (None, ())
        )


Event = Literal[
    "blocked",
    "deleted",
    "played",
    "attacks",
    "suspended",
    "unsuspended",
    "uses_option",
    "deletes_in_battle",
    "uses_blocker",
    "would_digivolve",
    "would_be_played",
    "digivolution_cards_trashed",
    "digivolves",
    "trashed_from_deck",
    "trashed_from_hand",
    "returned_from_trash",
    "trashed_from_security",
    "would_be_used",
    "removed_from_security",
    "added_to_security",
    "trashed_by_digi_burst",
    "added_to_hand",
    "attack_target_switched",
    "digivolution_card_placed",
    "top_card_placed_under",
    "source_trashed",
    "moved_from_breeding",
    "checks_security",
    "security_checked",
    "digisorption_suspends",
    "would_be_deleted",
    "would_leave",
    "would_digixros",
    "would_play",
    "gets_linked",
    "option_placed",
]


class Trigger(Strict):
    """A "when X" trigger of [Your Turn]/[Opponent's Turn]/[All Turns] effects (15-8-3-1).

    `would_digivolve` with `whose = "this"` is this Digimon's ("when this Digimon would
    digivolve into a [X]": `filter` is on the card it digivolves into); with `whose =
    "opponents"` it is "when an opponent's Digimon with no digivolution cards would
    digivolve" (EX3-016), `filter` on the Digimon, its step an increase of the cost; with `whose =
    "your"` `filter` is on the Digimon that digivolves, into the card `into` describes (an
    effect of a card in play) or, without `into`, into this card in the hand ("when one of
    your [X] would digivolve into this card in your hand").

    `whose` is whose Digimon the event happens to. `cause` narrows a deletion;
    `filter` the Digimon ("when you play a level 3 yellow Digimon"); `target` an attack
    ("when an opponent's Digimon attacks a player"); `by_effect` a play or a suspension by
    an effect ("when an effect suspends one of your Digimon"), `cause = "alliance"` one by
    <Alliance>, an effect's too (16-24: "when <Alliance> suspends one of your Digimon").
    `digivolves` happens once a
    Digimon has digivolved (8-1-3), its `filter` on what it became ("when one of your
    Digimon digivolves into a purple Digimon"); with `whose = "this"` it is the effect of
    the card the Digimon digivolves from, heard from under the card it became ("when this
    Digimon digivolves into a card with [Insectoid] in its traits", P-075), never of the card
    it digivolves into. `trashed_from_deck` is "when a card is
    trashed from your deck", `whose` the deck's owner; once for the cards one effect trashes
    together (3-2-4), and not for revealed cards trashed (15-15-3-1). `trashed_from_hand` is
    "when one of your effects trashes a card in your hand", once for the cards it trashes
    together; with `cause = "effect"`, "when a card is trashed from your hand", by either
    player's effect (BT13-084). With `whose = "this"` both are the card's own ("when this
    card is trashed from your deck"): it triggers from the trash, where the card went; so does
    `trashed_from_security` ("when an effect trashes this card from the security stack").
    `returned_from_trash` is "when a card is returned from your trash to your deck" (P-048),
    once for the cards one effect returns together, a cost's too.
    `would_be_used` is an Option's "when you would use this card", with a `reduce_cost` step
    of its use cost (15-8-5-1), like `would_be_played`.

    `removed_from_security` and `added_to_security` are "when a card is removed from your
    security stack" and "when a card is added to your security stack" (15-8-3-1), `whose` the
    stack's owner (`any`: "a security stack"); a security check (13-1), <Barrier> (16-25-3) and
    any effect that moves a card out of or into the stack count, once for the cards one step
    moves together; setting up (5-2) and a token that never gets there (15-1-10) don't.
    `security_checked` with `whose = "your"` is "when your security is checked": once for each
    card a security check reveals from the player's stack (13-1), that card being "that card"
    of its steps (EX5-053).
    `trashed_by_digi_burst` with `whose = "this"` is a digivolution card's own "when this card
    is trashed due to activating this Digimon's <Digi-Burst>" (16-14) and `source_trashed` its
    "when an effect trashes this digivolution card" (not its stack's deletion or return to the
    hand, which trash it by the rules, 4-7-8): they trigger from the trash.
    `added_to_hand` is "when an effect adds cards to your hand" (`whose` the hand's owner): a
    <Draw>, returning a Digimon to the hand and any effect that adds cards to it, once per
    step; the draw phase's draw and the digivolution bonus are no effects (8-1-3-3). With
    `cause = "your_digimon_effect"`: "when one of your Digimon's effects adds cards to your
    hand", an effect of one of that player's Digimon (its inherited effects too; BT15-002).
    `attack_target_switched` is "when an attack target is switched" (`whose = "any"`) or "when
    this Digimon's attack target is switched" (`this`, the attacker): by a block (12-1-7-1)
    or an effect such as <Raid> (16-23), 11-2-7-2; `your`: "when one of your Digimon's attack
    targets is switched" (BT11-017), the attacker the player's.
    `digivolution_card_placed` with `whose = "this"` is "when an effect places a digivolution
    card under this Digimon" (with `cause = "your_effect"`, "when one of your effects places
    ..."; with `whose = "your"`, "... under one of your Digimon"): once for the cards one step
    places; digivolving and DigiXros are no such effect. `top_card_placed_under` is "when an
    effect places the top card of this Digimon in its digivolution cards" (`whose = "your"`:
    "... of one of your Digimon in a Digimon's digivolution cards"), by a
    `top_card_to_bottom` step; digivolving is no such effect (ruling Q3526).
    `digisorption_suspends` is "when suspending Digimon for a <Digisorption> skill" (16-10),
    of this card in play: its step suspends an opponent's Digimon `instead`, in place of the
    player's own (BT3-056); like the "would" triggers it changes a cost as it is paid.
    `would_be_deleted` is "when this Digimon would be deleted" (`cause`: "in battle", "by an
    effect", "by an opponent's effect"; with `returns`, also as an effect would return it to
    the hand or deck, and its step reads "prevent it from leaving play"): as the deletion is
    about to happen its player may pay the effect's cost to prevent it (15-8-5-2); it is
    offered with <Evade> and the like, not triggered. Without a prevention among its steps
    they are done at once as the Digimon is about to be deleted, as `would_leave`'s are.
    `would_digixros` with `whose = "your"` is "when you play 1 Digimon with DigiXros
    requirements" (BT10-088): read as the player chooses the materials of a DigiXros (7-2-1),
    its step lets cards under their Tamers be among them.
    `would_play` with `whose = "your"` is a card in play reducing its player's play cost of
    a card `filter` describes ("when you would play a green Digimon card, by suspending this
    Digimon, reduce its play cost by 1"; with `from_hand`, "... from your hand"), offered as
    the card is paid for, like `would_digivolve`'s `into` (15-8-5-1).
    `would_leave` with `whose = "this"` and `cause = "not_your_effect"` is "when this Digimon
    would leave the battle area other than by one of your effects" (EX5-070's inherited
    effect): deleted in battle or by the opponent's effect, returned or trashed by the
    opponent's effect, its steps done at once, before the Digimon leaves (rulings Q3681,
    Q4260). Without `cause` it is "when this Digimon would leave the battle area", by any
    effect or battle (BT13-040). With `whose = "your"` (and that `cause`), a `filter` on the
    Digimon and the one step `prevent_deletion`, it is another card's "when one of your
    [Apocalymon] ... would leave the battle area other than by one of your effects, by deleting
    this Digimon, prevent 1 of those Digimon from leaving" (BT15-072): offered, with its cost,
    as the Digimon is about to be deleted in battle or by the opponent's effect, or returned or
    removed by one (15-8-5-2).
    `gets_linked` with `whose = "this"` is "when this Digimon gets linked": a card becomes
    its link card (10-1-3-3).
    `option_placed` with `whose = "any"` is "when an Option card with [Royal Knight] in its
    traits is placed in the battle area" (BT13-007): either player's Option card placed there
    by its own effect or a [Security] effect (16-17), `filter` on the card.
    """

    event: Event
    whose: Literal["this", "your", "opponents", "any"] = "this"
    kind: Literal["digimon", "tamer", "digimon_or_tamer"] = "digimon"
    """What the event happens to, when it isn't this card: a Digimon or a Tamer ("when one of
    your blue Tamers becomes suspended"); either, for `played` ("when your opponent plays a
    Digimon or Tamer")."""
    cause: (
        Literal[
            "zero_dp",
            "battle",
            "effect",
            "opponents_effect",
            "your_effect",
            "not_your_effect",
            "your_digimon_effect",
            "alliance",
        ]
        | None
    ) = None
    filter: Filter | None = None
    target: Literal["player", "digimon"] | None = None
    by_effect: bool = False
    other: bool = False
    """Another Digimon than this one ("when you play another Digimon")."""
    from_digivolution_cards: bool = False
    """For `played`: a play from under a Digimon ("when you play a Digimon from one of your
    Digimon's digivolution cards", BT7-002), by any effect."""
    from_trash: bool = False
    """For `played`: a play from the trash ("when you play a Digimon from your trash", BT4-087),
    by any effect. For this Digimon's `would_digivolve`: "into a Digimon card from your trash"
    (BT9-077), by an effect."""
    or_digivolves: bool = False
    """For `played`: also as the Digimon digivolves, one trigger of either event ("when one
    of your other Digimon is played or digivolves"), its [Once Per Turn] shared."""
    phase: Literal["main", "unsuspend", "any_main"] | None = None
    """The phase an unsuspension happens in ("during your main phase"; `any_main`, "during a
    main phase": either player's, BT9-089); for `would_digivolve`
    of a card in play, `main`: a "[Main] When digivolving ..." effect, heard in its player's
    main phase only (BT5-092)."""
    into: Filter | None = None
    """For `would_digivolve` of `whose = "your"` on a card in play: the card in the hand one
    of your Digimon digivolves into ("when digivolving one of your Digimon into a Digimon
    card in your hand with [Tyrannomon] in its name"). Without it, the effect is the hand
    card's own ("... would digivolve into this card in your hand")."""
    same_level: bool = False
    """For `digivolves`: into a Digimon of the level it had ("digivolves into a same-level
    Digimon with [X Antibody] in its traits")."""
    returns: bool = False
    """For `would_be_deleted` (in any way, or by an effect): also when an effect would return
    this Digimon to the hand or deck ("... or return it to its owner's hand or deck, you may
    prevent it from leaving play ...", EX3-013)."""
    removes: bool = False
    """With `returns`: any way an effect would take this Digimon from the battle area, trashed
    or placed in a security stack too ("when an effect would remove this Digimon from the
    battle area, ... prevent that removal", BT13-075)."""
    extreme: Extreme | None = None
    """The Digimon the event happens to has the most or least of its player's Digimon ("when
    an opponent's Digimon with the highest DP attacks"), as the event happens."""
    loser: Filter | None = None
    """For `deletes_in_battle`: the opponent's Digimon it deletes ("deletes an opponent's
    level 6 or higher Digimon in battle")."""
    attacked: Filter | None = None
    """For `attacks` of an opponent's Digimon: the Digimon of the effect's player it attacks
    ("attacks one of your blue Digimon", BT8-087), the target declared, not a blocker that
    takes it over (ruling Q1765)."""
    from_hand: bool = False
    """For `would_play`: "from your hand" is printed. The engine offers either kind as a
    card is played from the hand; a play by an effect for a reduced cost isn't offered them.
    For this Digimon's `would_digivolve`: "into a [GroundLocomon] in your hand" (EX2-033),
    not into a card an effect digivolves it into from elsewhere."""
    dna: bool = False
    """For `would_digivolve` and `digivolves` of this Digimon: a DNA digivolution (8-2) only
    ("when this Digimon would DNA digivolve into a green Digimon card", BT12-022; "... DNA
    digivolves into a blue Digimon card", BT12-050). Those without it hear a DNA digivolution
    too: it is a digivolution."""
    not_by: str | None = None
    """For `trashed_from_deck` of `this` card: the card, number and name as printed ("EX2-039
    Impmon"), whose effects trashing it don't trigger it ("if it wasn't trashed by [EX2-039
    Impmon]'s effect"): a card that trashes its own kind would otherwise go on forever."""

    @model_validator(mode="after")
    def _meaningful(self) -> "Trigger":
        if self.cause == "your_effect" and self.event != "digivolution_card_placed":
            raise ValueError("`cause = 'your_effect'` goes with 'digivolution_card_placed'")
        if self.cause == "your_digimon_effect" and (self.event, self.whose) != (
            "added_to_hand",
            "your",
        ):
            raise ValueError("`cause = 'your_digimon_effect'` goes with `your` 'added_to_hand'")
        if (
            self.cause == "not_your_effect"
            and self.event != "would_leave"
            and not (self.event == "would_be_deleted" and self.removes)
        ) or (
            self.event == "would_leave"
            and (self.whose != "this" or self.cause not in (None, "not_your_effect"))
            and (self.whose, self.cause) != ("your", "not_your_effect")
        ):
            raise ValueError(
                "event = 'would_leave' is this Digimon's, with or without cause = "
                "'not_your_effect', or one of your Digimon's with it"
            )
        if (
            self.cause
            not in (
                None,
                "your_effect",
                "not_your_effect",
                "your_digimon_effect",
            )
            and self.event not in ("deleted", "would_be_deleted")
            and ((self.event, self.whose, self.cause) != ("trashed_from_hand", "your", "effect"))
            and (self.event, self.cause) != ("suspended", "alliance")
        ):
            raise ValueError(
                "`cause` goes with event = 'deleted' or 'would_be_deleted' (or 'effect' with "
                "your 'trashed_from_hand', 'alliance' with 'suspended')"
            )
        if self.event == "digivolution_card_placed" and self.whose not in ("this", "your"):
            raise ValueError("an effect places a digivolution card under `this` or `your` Digimon")
        if self.event == "top_card_placed_under" and self.whose not in ("this", "your"):
            raise ValueError("an effect places the top card of `this` or `your` Digimon under it")
        if self.target is not None and self.event != "attacks":
            raise ValueError("`target` goes with event = 'attacks'")
        if (
            self.phase is not None
            and self.event != "unsuspended"
            and (self.phase != "main" or self.into is None)
        ):
            raise ValueError("`phase` goes with event = 'unsuspended' (or 'main' with `into`)")
        if self.event == "would_play" and (self.whose != "your" or self.filter is None):
            raise ValueError("a would_play trigger is `your` play of a card its `filter` describes")
        hand_events = (("would_play", "your"), ("would_digivolve", "this"))
        if self.from_hand and (self.event, self.whose) not in hand_events:
            raise ValueError("`from_hand` goes with 'would_play', this Digimon's 'would_digivolve'")
        if self.event == "would_digivolve" and self.whose == "any":
            raise ValueError("a would_digivolve trigger is this, your or an opponent's Digimon's")
        if self.into is not None and (self.event, self.whose) != ("would_digivolve", "your"):
            raise ValueError("`into` goes with event = 'would_digivolve', whose = 'your'")
        dna_events = ("would_digivolve", "digivolves")
        if self.dna and (self.event not in dna_events or self.whose != "this"):
            raise ValueError("`dna` goes with this Digimon's 'would_digivolve' or 'digivolves'")
        if self.same_level and self.event != "digivolves":
            raise ValueError("`same_level` goes with event = 'digivolves'")
        if self.cause == "opponents_effect" and self.event != "would_be_deleted":
            raise ValueError("`cause = 'opponents_effect'` goes with 'would_be_deleted'")
        if self.returns and (
            self.event != "would_be_deleted"
            or self.cause not in (None, "effect", "opponents_effect", "not_your_effect")
        ):
            raise ValueError("`returns` goes with a would_be_deleted trigger (or one by an effect)")
        if self.loser is not None and self.event != "deletes_in_battle":
            raise ValueError("`loser` goes with event = 'deletes_in_battle'")
        if self.attacked is not None and (self.event, self.whose) != ("attacks", "opponents"):
            raise ValueError("`attacked` goes with event = 'attacks', whose = 'opponents'")
        if self.kind == "digimon_or_tamer" and self.event not in ("played", "suspended"):
            raise ValueError(
                "`kind = 'digimon_or_tamer'` goes with a 'played' or 'suspended' event"
            )
        if self.from_digivolution_cards and self.event != "played":
            raise ValueError("`from_digivolution_cards` goes with 'played'")
        if self.from_trash and (self.event, self.whose) not in (
            ("played", self.whose),
            ("would_digivolve", "this"),
        ):
            raise ValueError("`from_trash` goes with 'played' or this Digimon's 'would_digivolve'")
        if self.or_digivolves and self.event != "played":
            raise ValueError("`or_digivolves` goes with event = 'played'")
        if self.by_effect and self.event not in ("played", "suspended"):
            raise ValueError("`by_effect` goes with event = 'played' or 'suspended'")
        if self.event == "trashed_from_deck" and self.whose == "any":
            raise ValueError("a card is trashed from `your` or `opponents`' deck, or `this` one")
        if self.not_by is not None and (self.event, self.whose) != ("trashed_from_deck", "this"):
            raise ValueError("`not_by` goes with event = 'trashed_from_deck', whose = 'this'")
        if self.event == "trashed_from_hand" and self.whose not in ("your", "this"):
            raise ValueError("one of your effects trashes a card in `your` hand, or `this` one")
        if self.event == "returned_from_trash" and self.whose != "your":
            raise ValueError("a card is returned from `your` trash to your deck")
        if self.event == "trashed_from_security" and self.whose != "this":
            raise ValueError("an effect trashes `this` card from the security stack")
        if self.event in ("removed_from_security", "added_to_security") and self.whose == "this":
            raise ValueError("a card moves out of or into `your`, `opponents`' or `any` stack")
        if self.event == "security_checked" and self.whose != "your":
            raise ValueError("a security check reveals a card of `your` security stack")
        if self.event == "added_to_hand" and self.whose not in ("your", "opponents"):
            raise ValueError("an effect adds cards to `your` or `opponents`' hand")
        if self.event == "attack_target_switched" and self.whose not in ("this", "your", "any"):
            raise ValueError("an attack target is switched: `this` Digimon's, `your` or `any`")
        if self.event == "option_placed" and self.whose != "any":
            raise ValueError("an Option card is placed in the battle area: `any` player's")
        if self.event in ("trashed_by_digi_burst", "source_trashed") and self.whose != "this":
            raise ValueError("<Digi-Burst> or an effect trashes `this` digivolution card")
        return self
