"""Card text generated from effect definitions, in the game's standard templating.

What a player reads is built from what the engine runs, so the two can't
drift apart, and a playtester writing a card sees at once how it was
understood. Each step of the effect language renders as one templated phrase
("Delete 1 of your opponent's Digimon with 4000 DP or less."); targets,
filters, conditions and durations have one wording each wherever they appear.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, get_args

from digimon_tui.cards import model as m
from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.model import Card, Condition, Count, Effect, Filter, Grant, Range, Target
from digimon_tui.cards.selection import FILTER_FIELDS, Category

TIMING_LABELS = {
    "always": "",
    "on_play": "[On Play]",
    "when_digivolving": "[When Digivolving]",
    "when_attacking": "[When Attacking]",
    "when_moving": "[When Moving]",
    "when_linking": "[When Linking]",
    "on_deletion": "[On Deletion]",
    "end_of_attack": "[End of Attack]",
    "counter": "[Counter]",
    "security": "[Security]",
    "main": "[Main]",
    "start_of_your_turn": "[Start of Your Turn]",
    "start_of_opponents_turn": "[Start of Opponent's Turn]",
    "start_of_your_main_phase": "[Start of Your Main Phase]",
    "start_of_opponents_main_phase": "[Start of Opponent's Main Phase]",
    "end_of_your_turn": "[End of Your Turn]",
    "end_of_opponents_turn": "[End of Opponent's Turn]",
    "end_of_all_turns": "[End of All Turns]",
    "your_turn": "[Your Turn]",
    "opponents_turn": "[Opponent's Turn]",
    "all_turns": "[All Turns]",
}

DURATION_TEXT = {
    "turn": "for the turn",
    "opponents_next_turn": "until the end of your opponent's next turn",
    "opponents_turn": "until the end of your opponent's turn",
    "your_turn": "until the end of your turn",
    "your_next_turn": "until the end of your next turn",
    "while_card_stays": "",  # printed with no period (15-8-2-3)
}

CATEGORY_LABELS = {
    "digi-egg": "Digi-Egg",
    "digimon": "Digimon",
    "tamer": "Tamer",
    "option": "Option",
}

BLOCKER_REMINDER = KEYWORDS["blocker"].reminder(None)

CANT_TEXT = {
    "attack": "attack",
    "attack_players": "attack players",
    "attack_digimon": "attack your opponent's Digimon",
    "block": "block",
    "be_blocked": "be blocked",
    "be_attacked": "be attacked",
    "be_deleted": "be deleted",
    "be_deleted_in_battle": "be deleted in battle",
    "be_deleted_by_opponents_effects": "be deleted by your opponent's effects",
    "be_deleted_by_effects": "be deleted by effects",
    "digivolve": "digivolve",
    "unsuspend": "unsuspend",
    "unsuspend_in_unsuspend_phase": "unsuspend in the unsuspend phase",
    "suspend": "suspend",
    "have_dp_reduced": "have its DP reduced",
    "have_dp_reduced_by_opponents": "have its DP reduced by your opponent's effects",
    "be_returned_to_hand": "be returned to its owner's hand",
    "be_returned_to_deck": "be returned to its owner's deck",
    "be_returned_by_opponents_effects": (
        "be returned to its owner's hand or deck by your opponent's effects"
    ),
    "activate_when_digivolving": "activate its [When Digivolving] effects",
    "activate_when_attacking": "activate its [When Attacking] effects",
    "attack_this": "attack this Digimon",
    "have_attack_target_switched": "have its attack target switched",
}

SAME_NAME = "the same name as this Digimon"
"""A filter's words that name this Digimon without being about it ("it" can't stand for it)."""
SOURCES_VS_THIS = {
    "more": "more digivolution cards than this Digimon",
    "as_many_or_more": "as many or more digivolution cards as this Digimon",
    "as_many_or_fewer": "as many or fewer digivolution cards as this Digimon",
}
"""A filter's words comparing with this Digimon's digivolution cards (not about it either)."""
LEVEL_VS_SECURITY = (
    "levels greater than or equal to the total cards in both players' security stacks"
)
"""A filter's words comparing a level with the security stacks (EX5-033)."""
PLAYER_RULE_TEXT = {
    "reduce_play_costs": "reduce play costs",
    "ignore_digivolution_requirements": "ignore digivolution requirements",
    "play_digimon_by_effects": "play Digimon by effects",
    "reduce_digivolution_costs": "reduce digivolution costs",
    "add_cards_to_security": "add cards to security stacks by effects",
    "use_option_cards": "use Option cards",
}
"""What "Players can't ..." forbids, as printed."""
IN_SOURCES = " is in this Digimon's digivolution cards"
"""A lead that looks among this Digimon's digivolution cards still calls it "this Digimon"."""

_NOUNS = {
    "digimon": ("Digimon", "Digimon"),
    "tamer": ("Tamer", "Tamers"),
    "security_digimon": ("Security Digimon", "Security Digimon"),
}

_ZONE_FROM = {
    "hand": "from {whose} hand",
    "trash": "from {whose} trash",
    "revealed": "from among them",
    "security": "from {whose} security stack",
    "deck": "from {whose} deck",
    "digivolution_cards": "from this Digimon's digivolution cards",
    "breeding": "from {whose} breeding area",
    "under_tamers": "from under 1 of {whose} Tamers",
    "under_breeding": "from the digivolution cards of {whose} Digimon in the breeding area",
}

_COUNTED = {
    "security": ("security card", "security cards"),
    "hand": ("card in your hand", "cards in your hand"),
    "trash": ("card in your trash", "cards in your trash"),
    "digivolution_cards": ("digivolution card", "digivolution cards"),
}

# Reminder text is carried between these marks until its sentence is finished,
# because where it goes depends on what follows the keyword (see `_finish`).
_MARK = "\x1f"


# ---- public API -----------------------------------------------------------------------


def effect_text(effect: Effect) -> str:
    """One effect as a line of card text, timing labels first."""
    headed = effect.timing != "always"  # "[When Digivolving] <Blitz>"
    if effect.keyword is not None and (effect.condition is None or headed) and not effect.per_turn:
        timing = effect.timing if headed else KEYWORDS[effect.keyword].timing
        header = f"{TIMING_LABELS[timing]} " if timing else ""
        cond = _condition(effect.condition) if effect.condition is not None else ""
        lead = f"if {cond}, " if cond else ""  # "[When Digivolving] If X, <Blitz>"
        return header + _finish(lead + _keyword(effect), bare=True)
    labels = ["[Hand]"] if effect.from_hand else ["[Trash]"] if effect.from_trash else []
    labels += ["[Breeding]"] if effect.breeding else []
    labels += [TIMING_LABELS[timing] for timing in effect.timings]
    if effect.trigger is not None and effect.trigger.into and effect.trigger.phase == "main":
        labels = [TIMING_LABELS["main"]]  # heard in the main phase (BT5-092)
    if effect.per_turn:
        labels.append("[Once Per Turn]" if effect.per_turn == 1 else "[Twice Per Turn]")
    body = _persistent_body(effect) if effect.is_persistent else _triggered_body(effect)
    return " ".join([label for label in labels if label] + [body])


def card_text(card: Card) -> list[str]:
    """The card's text lines: its special digivolution, its effects, then `Inherited: ...`
    lines, then [Security] lines."""
    lines = [digivolve_text(d) for d in card.digivolve if d.by_name]
    if card.copies is not None:
        lines.append(
            f"You can include up to {card.copies} copies of cards with this card's card number"
            " in your deck."
        )
    if card.app_fusion is not None:
        lines.append(app_fusion_text(card.app_fusion))
    if card.onto_tamer is not None:
        lines.append(onto_tamer_text(card.onto_tamer))
    if card.dna is not None:
        lines.append(dna_text(card.dna))
    if card.overflow is not None:
        lines.append(overflow_text(card.overflow))
    if card.xros is not None:
        lines.append(xros_text(card.xros))
    if card.burst is not None:
        lines.append(burst_text(card.burst))
    if card.use_requirement is not None:
        lines.append(_finish(keyword_phrase("use_req", card.use_requirement), bare=True))
    if card.ignore_colors_while is not None:
        lines.append(_colors_line(card.ignore_colors_while))
    if card.digisorption is not None:
        lines.append(_finish(keyword_phrase("digisorption", -card.digisorption), bare=True))
    if card.xros_names:
        names = " and ".join(f"[{n}]" for n in card.xros_names)
        lines.append(f"When you would DigiXros, this card's name is also treated as {names}.")
    lines += [effect_text(e) for e in card.effects]
    if card.also_names:
        lines.append(f"[Rule] Name: Also treated as {'/'.join(f'[{n}]' for n in card.also_names)}.")
    if card.also_name_contains:
        having = "/".join(f"[{n}]" for n in card.also_name_contains)
        lines.append(f"[Rule] Name: Also treated as having {having}.")
    lines += [f"[Rule] Trait: Has [{t}] type." for t in card.also_types]
    lines += [f"Inherited: {effect_text(e)}" for e in card.inherited]
    lines += [effect_text(e) for e in card.security]
    return lines


def _colors_line(c: Condition) -> str:
    """4-22-2's waiver of an Option's colours, while `c` holds (always, when it's empty)."""
    line = "you may ignore this card's color requirements."
    return f"While {_condition(c)}, {line}" if c != Condition() else line.capitalize()


def link_requirement_text(r: m.LinkRequirement) -> str:
    """ "[Link] [Appmon] trait: Cost 1" (2-3-11-4-2)."""
    return f"[Link] {r.digimon}: Cost {r.cost}"


def link_text(link: m.Link) -> list[str]:
    """A card's link portion: its requirements, then "Link DP: +2000" and its link effects
    (2-3-11-4)."""
    lines = [link_requirement_text(r) for r in link.requirements]
    lines.append(f"Link DP: +{link.dp}")
    lines += [f"Link: {effect_text(e)}" for e in link.effects]
    return lines


def level_label(card: Card) -> str | None:
    """ "Lv.4"; "Lv.—" for a Digimon card printed without a level (2-9-2); None for a card
    that has no level to show."""
    if card.level is not None:
        return f"Lv.{card.level}"
    return "Lv.—" if card.category == "digimon" else None


def card_summary(card: Card) -> str:
    """The printed facts on one line: what a deck list or a card browser shows first."""
    parts = [
        f"{card.number} {card.name}",
        CATEGORY_LABELS[card.category],
        "/".join(card.colors),
    ]
    if (lv := level_label(card)) is not None:
        parts.append(lv)
    if card.cost is not None:
        parts.append(f"{'use' if card.category == 'option' else 'play'} cost {card.cost}")
    if card.dp is not None:
        parts.append(f"{card.dp} DP")
    if printed := [d for d in card.digivolve if not d.by_effect]:
        parts.append(" or ".join(f"from {requirement_text(d)} for {d.cost}" for d in printed))
    return " · ".join(parts)


def requirement_text(req: m.DigivolveRequirement) -> str:
    """What a Digimon must be to digivolve into a card: "red Lv.3", "[Frimon]", "Lv.4
    w/[Leomon] in name", "Lv.2 w/[Xros Heart] trait", "Lv.4 w/<Save> in its text" (2-3-5)."""
    if req.spec is not None:
        return req.spec
    parts: list[str] = [req.color] if req.color is not None else []
    if req.level is not None:
        parts.append(f"Lv.{req.level}")
    if req.names:
        parts.append("/".join(f"[{n}]" for n in req.names))
    named = []
    if req.name_contains:
        named.append("/".join(f"[{n}]" for n in req.name_contains) + " in name")
    if req.traits:
        named.append("/".join(f"[{n}]" for n in req.traits) + " trait")
    if named:
        parts.append("w/" + " and ".join(named))
    if req.in_text:
        parts.append("w/" + "/".join(KEYWORDS[k].label() for k in req.in_text) + " in its text")
    if req.sources:
        parts.append("w/" + "/".join(f"[{n}]" for n in req.sources) + " in its digivolution cards")
    return " ".join(parts)


def digivolve_text(req: m.DigivolveRequirement) -> str:
    """A requirement by name or trait as the card's first line prints it (2-3-5-1):
    "[Digivolve] Lv.4 w/[Leomon] in name: Cost 3"; or the card's effect that lets a
    Digimon digivolve into it from the hand, "Your [Keramon] can digivolve into this card
    ..."."""
    if not req.by_effect:
        return f"[Digivolve] {requirement_text(req)}: Cost {req.cost}"
    names = [f"[{n}]" for n in req.names]
    for listed, where in ((req.name_contains, "name"), (req.traits, "traits")):
        if listed:
            names.append("Digimon with " + "/".join(f"[{n}]" for n in listed) + f" in its {where}")
    text = (
        f"your {' or '.join(names)} can digivolve into this card in your hand for a memory "
        f"cost of {req.cost}, ignoring this card's digivolution requirements."
    )
    if req.condition is not None:
        return f"While {_condition(req.condition)}, {text}"
    return text[0].upper() + text[1:]


def dna_text(dna: m.DnaRequirement) -> str:
    top, bottom = dna.top, dna.bottom
    return (
        f"<DNA Digivolution: {dna.cost} from {top.color} Lv.{top.level} + {bottom.color} "
        f"Lv.{bottom.level}> Digivolve unsuspended with the 2 specified Digimon stacked on "
        "top of each other."
    )


def _named(f: Filter, noun: str) -> str:
    """ "[Shoutmon]" for a filter on the name, "red Digimon card with ..." otherwise."""
    if f.name is not None:
        return f"{_adjectives(f)}[{f.name}]"  # "blue [Greymon]" (EX4-020)
    return f"{_adjectives(f)}{noun}{_filter(f)}"


def xros_text(xros: m.XrosRequirement) -> str:
    """ "<DigiXros -2> [Shoutmon] × [Ballistamon]" (7-2)."""
    names = [
        _named(f, "Digimon card")
        if f.name and f.count == 1
        else f"{f.count} Digimon cards with different names and{_filter(f)}"
        if f.different_names
        else f"{f.count} " + _named(f, "Digimon card" if f.count == 1 else "Digimon cards")
        for f in xros.materials
    ]
    text = f"<DigiXros -{xros.reduce}> " + " × ".join(names)
    if xros.from_trash:
        text += (
            " When you would play this card from your hand, you may also place cards from your"
            " trash in digivolution cards for a DigiXros."
        )
    return text


def app_fusion_text(fusion: m.AppFusion) -> str:
    """ "[App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0" (8-4)."""
    return f"[App Fusion] {' & '.join(f'[{n}]' for n in fusion.names)}: Cost {fusion.cost}"


def burst_text(burst: m.BurstRequirement) -> str:
    """The <Burst Digivolve> line (8-3)."""
    return (
        f"<Burst Digivolve: {burst.cost} from {_named(burst.digimon, 'Digimon')} by returning "
        f"1 {_named(burst.tamer, 'Tamer')} to the hand> At the end of the turn, trash this "
        "Digimon's top card."
    )


def onto_tamer_text(t: m.TamerDigivolve) -> str:
    """The line of a card that may digivolve onto a Tamer (Hybrid cards)."""
    tamer = f"{t.color} Tamers" if t.color else f"{' or '.join(f'[{n}]' for n in t.names)} cards"
    if t.color is None and not t.names:
        tamer = "Tamers"
    digimon = f"level {t.level} {t.as_color} Digimon" if t.as_color else f"level {t.level} Digimon"
    cost = "" if t.cost is None else f" for a digivolution cost of {t.cost}"
    if t.by_placing is not None:
        cost += (
            f" by placing {t.by_placing} Tamer cards and/or cards with [Hybrid] in their traits "
            "from your hand and/or trash at the bottom of your deck in any order"
        )
    return (
        f"You may digivolve this card from your hand onto one of your {tamer} as if the Tamer "
        f"is a {digimon}{cost}."
    )


def overflow_text(n: int) -> str:
    """The <Overflow> line of a Digimon ACE card (4-19-1): the field is the battle area and
    the breeding area (3-4-7)."""
    return (
        f"<Overflow -{n}> (When this card moves from the field or from under a card to "
        f"another area, lose {n} memory.)"
    )


def token_text(token: m.Token, *, plural: bool = False) -> str:
    """ "[Diaboromon] Token (Digimon/White/3000 DP)": a token's facts as the effect gives
    them (4-21-1), with its keywords ("with <Blocker>")."""
    facts = [CATEGORY_LABELS[token.category], "/".join(c.title() for c in token.colors)]
    if token.level is not None:
        facts.append(f"Lv.{token.level}")
    if token.dp is not None:
        facts.append(f"{token.dp} DP")
    if token.cost is not None:
        facts.append(f"Cost {token.cost}")
    if token.form is not None:
        facts.append(f"[{token.form}] form/[{token.attribute}] attribute")
        facts += [f"[{t}] type" for t in token.types]
    facts += [effect_text(e) for e in token.effects]  # "[All Turns] This Digimon can't ..."
    text = f"[{token.name}] Token{'s' if plural else ''} ({'/'.join(facts)})"
    if token.gains:
        text += " with " + _join_and([KEYWORDS[k.keyword].label(k.value) for k in token.gains])
    return text


def keyword_phrase(key: str, value: int | str | None = None) -> str:
    """ "<Security A. +1>" with its reminder text, from the keyword registry."""
    kw = KEYWORDS[key]
    return _reminder(kw.label(value), kw.reminder(value))


# ---- sentences ------------------------------------------------------------------------


def _reminder(keyword: str, reminder: str) -> str:
    return f"{keyword}{_MARK}{reminder}{_MARK}"


def _finish(sentence: str, *, bare: bool = False) -> str:
    """Capitalise and end a sentence, placing each reminder text after its keyword.

    A keyword that is the whole phrase ("<Blocker> (When ...)") takes no full
    stop; one that ends a longer sentence takes the full stop before its
    reminder ("... it gains <Security A. +1>. (This Digimon ...)"); one in the
    middle keeps its reminder beside it.
    """
    pieces = sentence.split(_MARK)
    texts, reminders = pieces[0::2], pieces[1::2]
    out = texts[0]
    for i, reminder in enumerate(reminders):
        last = i == len(reminders) - 1 and not texts[i + 1]
        out += ("." if last and not bare else "") + f" ({reminder})" + texts[i + 1]
    if not bare and not (reminders and not texts[-1]) and not out.endswith('"'):
        out += "."
    return out[:1].upper() + out[1:]


def _join(items: Sequence[str], word: str = "and") -> str:
    if len(items) <= 2:
        return f" {word} ".join(items)
    return ", ".join(items[:-1]) + f", {word} " + items[-1]


def _join_and(items: Sequence[str]) -> str:
    return _join(items, "and")


def _keyword(effect: Effect) -> str:
    assert effect.keyword is not None
    return keyword_phrase(effect.keyword, effect.value)


def _persistent_body(effect: Effect) -> str:
    lead = ""
    if effect.condition is not None and (cond := _condition(effect.condition)):
        word = "if" if any(g.digivolve_into for g in effect.grants) else "while"
        lead = f"{word} {cond}, "
    clauses = [
        _grant_clause(grant, it=(i == 0 and _about_this(lead)))
        for i, grant in enumerate(effect.as_grants())
    ]
    return _finish(lead + _join_and(clauses))


def _about_this(lead: str) -> bool:
    """A lead clause about this Digimon: the sentence after it calls this Digimon "it"."""
    lead = lead.replace(SAME_NAME, "").replace(IN_SOURCES, "").replace(_SWITCHED, "")
    for words in SOURCES_VS_THIS.values():
        lead = lead.replace(words, "")
    return "this Digimon" in lead


_SWITCHED = "this Digimon's attack target is switched"
"""A lead about this Digimon's attack that the cards follow with "this Digimon", not "it"."""


def _triggered_body(effect: Effect) -> str:
    leads = []
    opening = effect.steps[0] if effect.steps else None
    if isinstance(opening, m.ReduceCost) and opening.of == "hand":  # no "when" (BT2-099)
        return _finish(_reduce_cost_text(opening))
    if effect.trigger is not None:
        leads.append(_trigger(effect.trigger))
    if effect.condition is not None and (cond := _condition(effect.condition)):
        leads.append(f"if {cond}")
    lead = "".join(f"{part}, " for part in leads)
    sentences = []
    if effect.digi_burst:
        sentences.append(_finish(keyword_phrase("digi_burst", effect.digi_burst), bare=True))
    if effect.delay:  # "When X, <Delay> ・ ...": the trigger before the keyword
        sentences.append(_finish(lead + keyword_phrase("delay"), bare=True))
    cost = _cost(effect)
    steps = effect.steps
    for i, step in enumerate(steps):
        first = i == 0
        if first and cost.endswith("to") and isinstance(step, m.Modify):
            text, bare = _grant_clause(step, duration=step.duration, have=True), False
        else:
            text, bare = _step(
                step,
                optional=(first and effect.optional and not cost) or step.optional,
                it=first and _about_this(lead),
                they=not first and _chose_many(steps[i - 1]),
            )
        if (
            isinstance(step, m.PreventDeletion)
            and effect.trigger
            and effect.trigger.whose == "your"
        ):
            text = "prevent 1 of those Digimon from leaving"  # another card's (BT15-072)
        elif isinstance(step, m.PreventDeletion) and effect.trigger and effect.trigger.returns:
            removal = effect.trigger.removes and effect.trigger.cause == "effect"
            text = "prevent that removal" if removal else "prevent it from leaving play"
            if effect.trigger.cause == "not_your_effect":
                text = "prevent it from leaving"  # any way of leaving (BT14-056)
        if step.instead:
            text += " instead"
        if step.opponent_may:
            text = f"your opponent may {text}"
        if step.condition is not None and (cond := _condition(step.condition)):
            text = f"if {cond}, {text}"
        if step.then:
            text = f"then, {text}"
        if first and cost:
            if cost.endswith("to"):
                text = f"{cost} {text}"
            elif step.optional:  # "By X, you may Y": Y a choice still once X is done
                text = f"{cost}, {text}"
            else:  # after the step's first sentence, where the printed cost ends (BT10-086)
                end = _first_full_stop(text)
                text = f"{text[:end]} {cost}{text[end:]}"
        lead_here = first and not effect.delay
        sentences.append(_finish((lead if lead_here else "") + text, bare=bare and not cost))
        raised = [getattr(step, "target", None)]
        if first:  # a cost's target the sentence after the first step raises (BT14-081)
            raised += [getattr(s, "target", None) for s in effect.cost]
        for t in raised:
            if isinstance(t, Target) and t.raise_max is not None:
                sentences.append(_finish(_raise(t.raise_max, played=not t.in_battle)))
    body = " ".join(sentences)
    keyed = effect.digi_burst or effect.delay
    return f"{sentences[0]} ・{' '.join(sentences[1:])}" if keyed else body


def _first_full_stop(text: str) -> int:
    """Where a step's first sentence ends (its length if it has one sentence): a full stop
    outside a keyword (<Security A. +1>) and its reminder text (between two `_MARK`s), before
    a space or a bullet ("Activate 1 of the effects below.・...", BT14-102)."""
    reminder = keyword = False
    for i, ch in enumerate(text):
        reminder ^= ch == _MARK
        keyword = (keyword or ch == "<") and ch != ">"
        if ch == "." and not (reminder or keyword) and text[i + 1 : i + 2] in (" ", "・"):
            return i
    return len(text)


def _raise(r: m.Raise, played: bool = False) -> str:
    """ "for every 10 cards in your trash, add 1 to the maximum level of the Digimon you may
    choose with this effect": the sentence after the step whose target it raises (`played`:
    a card the step plays, not a Digimon in play)."""
    what = {
        "level": "the maximum level of the Digimon you may choose with this effect",
        "cost": "this effect's play cost maximum",
        "dp": "the maximum DP of the card you may play by this effect"
        if played
        else "the maximum this DP-based deletion effect can delete",
    }[r.of]
    if r.amount < 0:
        return f"for {_count_phrase(r.for_every)}, remove {-r.amount} from {what}"
    return f"for {_count_phrase(r.for_every)}, add {r.amount} to {what}"


def _cost(effect: Effect) -> str:
    """ "by trashing 3 cards in your hand" after the effect, or "you may suspend this Tamer
    to" before it (15-7)."""
    if not effect.cost:
        return ""
    parts = [_imperative(s) for s in effect.cost]
    if effect.optional:
        return f"you may {_join_and(parts)} to"
    return "by " + _join_and([_gerund(p) for p in parts])


def _gerund(phrase: str) -> str:
    verb, _, rest = phrase.partition(" ")
    ing = {"trash": "trashing", "suspend": "suspending", "delete": "deleting"}.get(
        verb, verb[:-1] + "ing" if verb.endswith("e") else verb + "ing"
    )
    if verb == "return":
        ing = "returning"
    if verb == "lose":
        ing = "losing"
    rest = rest.replace(" and place all of ", " and placing all of ")  # "revealing ... and ..."
    return f"{ing} {rest}".strip(" ")  # not `_MARK`, which closes a reminder


# ---- steps ----------------------------------------------------------------------------


def _chose_many(step: m.Step) -> bool:
    """The step acts on several Digimon: a step after it calls them "they"; so does one
    repeated "for every ..." that acts on a Digimon each round (EX2-029)."""
    if isinstance(step, m.ForEvery):
        return any(_chooses_digimon(s) for s in step.steps)
    target = getattr(step, "target", None)
    return isinstance(target, Target) and target.in_battle and not _singular(target)


def _chooses_digimon(step: m.Step) -> bool:
    target = getattr(step, "target", None)
    return isinstance(target, Target) and target.in_battle and target.select not in ("this", "that")


def _step(step: m.Step, *, optional: bool, it: bool, they: bool = False) -> tuple[str, bool]:
    """A step as a lower-case phrase, and whether it is a bare keyword (no full stop)."""
    if isinstance(step, m.Modify):
        clause = _grant_clause(step, it=it, they=they, duration=step.duration, optional=optional)
        return clause, False
    keyword_step = not (isinstance(step, m.Draw) and step.both)
    if (
        isinstance(step, m.Recovery | m.Draw | m.BlastDigivolve | m.MindLink | m.Save | m.Blitz)
        and keyword_step
        and not step.condition
    ):
        keyword = _imperative(step)
        bare = not (isinstance(step, m.Draw) and step.for_every)
        return (f"you may trigger {keyword}", False) if optional else (keyword, bare)
    text = _imperative(step)
    if isinstance(step, m.ForEvery) and not optional:  # ends as its last step does: "<Draw 1>"
        last = step.steps[-1]
        return text, _step(last, optional=last.optional, it=False)[1]
    text = _imperative(step)
    return (f"you may {text}" if optional else text), False


def _nested_sentence(step: m.Step) -> str:
    """A step inside a delayed effect, with its "you may", "if ...," and "then," as at the
    top."""
    text = f"you may {_imperative(step)}" if step.optional else _imperative(step)
    if step.condition is not None and (cond := _condition(step.condition)):
        text = f"if {cond}, {text}"
    return f"then, {text}" if step.then else text


def step_phrase(step: m.Step) -> str:
    """One step as a phrase ("play 1 Tamer card from your hand without paying its memory
    cost"): what a question about that step alone asks. A keyword's reminder text is left
    out: the question names the keyword, and the card's text beside it explains it."""
    return "".join(_step(step, optional=False, it=False)[0].split(_MARK)[0::2]).strip()


def _imperative(step: m.Step) -> str:
    return IMPERATIVE[type(step)](step)


def _gain_memory_text(step: m.GainMemory) -> str:
    text = f"gain {step.amount} memory"
    if step.for_every is not None:
        text += f" for {_count_phrase(step.for_every)}"
    return text


def _lose_memory_text(step: m.LoseMemory) -> str:
    return f"pay up to {step.amount} memory" if step.up_to else f"lose {step.amount} memory"


def _set_memory_text(step: m.SetMemory) -> str:
    return f"set your memory to {step.amount}"


def _modify_text(step: m.Modify) -> str:
    return _grant_clause(step, duration=step.duration)


def _delete_text(step: m.Delete) -> str:
    if step.keep_each is not None:  # EX4-069
        most, what = step.keep_each.split("_", 1)
        return (
            f"choose 1 of each player's Digimon with the {most} {_MEASURES[what]}. Delete all "
            "other Digimon"
        )
    if step.kinds_if:  # BT8-070: a choice per kind, each under its condition, one bound
        t = step.target
        whose = _whose(t.side)
        chosen = ". ".join(
            f"{'If' if i else 'if'} {_condition(k.condition)}, choose any number of {whose} "
            f"{_NOUNS[k.kind][1]}"
            for i, k in enumerate(step.kinds_if)
        )
        return (
            f"{chosen}. The chosen cards' play costs must add up to {t.total_cost} or less. "
            "Delete the chosen cards"
        )
    if step.spared_by_opponent:
        return _spared_by_opponent_text(step.target)
    return f"delete {_join_and([_target(x) for x in (step.target, *step.also)])}"


def _spared_by_opponent_text(target: Target) -> str:
    """EX3-063, BT8-019: the opponent's choice of the Digimon the deletion leaves."""
    chooses = "your opponent chooses 1 of their Digimon. "
    if target.side == "any":
        return chooses + (
            "Delete all Digimon other than this Digimon and your opponent's chosen Digimon"
        )
    return chooses + "Delete all of their other Digimon"


def _trash_digivolution_cards_text(step: m.TrashDigivolutionCards) -> str:
    if step.all:
        return f"trash all of the digivolution cards of {_target(step.target, each=True)}"
    cards = "digivolution card" if step.count == 1 else f"{step.count} digivolution cards"
    of = _target(step.target, each=True)
    noun = "digivolution card" if step.count == 1 else "digivolution cards"
    if step.pooled:
        mine = step.target.model_copy(update={"select": "one"})
        whose = _target(mine).removeprefix("1 of ")  # "your opponent's Digimon"
        return f"trash any {step.count} {noun} from {whose}"
    if step.where == "any":
        return f"trash {'up to' if step.up_to else 'any'} {step.count} {noun} of {of}"
    if step.up_to:
        return f"trash up to {step.count} {noun} from the bottom of {of}"
    every = "" if step.for_every is None else f" for {_count_phrase(step.for_every)}"
    every = every.replace("that card's", "that Digimon's")  # the one it chose (ST17-13)
    return f"trash the {step.where} {cards} of {of}{every}"


def _unsuspend_text(step: m.Unsuspend) -> str:
    also = "" if step.also is None else f" and {_target(step.also)}"
    return f"unsuspend {_target(step.target)}{also}"


def _suspend_text(step: m.Suspend) -> str:
    also = "" if step.also is None else f" and {_target(step.also)}"
    return f"suspend {_target(step.target)}{also}"


def _opponent_attacks_text(step: m.OpponentAttacks) -> str:
    if step.target is not None:
        return f"choose {_target(step.target)}. Your opponent attacks with the chosen Digimon"
    return "your opponent attacks with 1 of their Digimon"


def _end_attack_text(step: m.EndAttack) -> str:
    return "end the attack"


def _attack_text(step: m.Attack) -> str:
    if step.without_suspending:
        return f"attack with {_target(step.who)} without suspending it"
    if step.forced:
        return f"{_target(step.who)} attacks"
    if step.aim == "any":
        return f"{_target(step.who)} may attack"
    aim = "a player" if step.aim == "player" else "an opponent's Digimon"
    return f"{_target(step.who)} may attack {aim}"


def _switch_attack_target_text(step: m.SwitchAttackTarget) -> str:
    return f"switch the target of attack to {_target(step.target)}"


def _return_to_hand_text(step: m.ReturnToHand) -> str:
    one = _singular(step.target)
    text = f"return {_target(step.target)} to {'its owner' if one else 'their owners'}'"
    text += "s hand" if one else " hands"
    if "digimon" in step.target.kinds:
        its = "its" if one else "their"
        text = _reminder(text, f"Trash all of {its} digivolution cards.")
    return text


def _xros_from_tamers_text(step: m.XrosFromTamers) -> str:
    if step.count is None:
        tamers = "your Tamers" if step.several else "1 of your Tamers"
        return f"place cards from under {tamers} as digivolution cards for a DigiXros"
    trash = f" and {_n_cards(step.trash)} from your trash" if step.trash else ""
    return (
        f"place {_n_cards(step.count)} from under your Tamers{trash} as digivolution cards "
        "for a DigiXros"
    )


def _n_cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _return_to_deck_text(step: m.ReturnToDeck) -> str:
    if step.remain is not None:
        return (
            f"return cards from your opponent's hand to the {step.where} of its owner's deck "
            f"without looking until {step.remain} remain"
        )
    if step.reveal and step.where == "bottom":
        return (
            f"reveal {_target(step.target)} from your hand and place all of the revealed cards "
            "at the bottom of your deck in any order"
        )
    if step.reveal:
        return f"reveal {_target(step.target)} from your hand and place it on top of your deck"
    if step.target.select == "this":  # a [Trash] effect's card
        return f"return this card to the {step.where} of your deck"
    if step.target.zone == "trash" and step.target.side == "any":
        cards = _target(step.target)
        return f"return {cards} from both players' trashes to the {step.where} of its owner's deck"
    if step.target.zone == "trash" and step.target.side == "opponents":
        cards = _target(step.target)
        return f"return {cards} from your opponent's trash to the {step.where} of its owner's deck"
    if step.target.zone in ("hand", "trash"):
        zone = step.target.zone
        deck = "Digi-Egg deck" if step.target.categories == ("digi-egg",) else "deck"
        return f"return {_target(step.target)} from your {zone} to the {step.where} of your {deck}"
    if step.target.zone == "digivolution_cards":  # BT10-086; 4 of them, BT11-111
        owners = "its owner's deck" if _singular(step.target) else "their owners' decks"
        return (
            f"place {_target(step.target)} from this Digimon's digivolution cards at the "
            f"{step.where} of {owners}"
        )
    owner = "its owner's" if _singular(step.target) else "their owners'"
    return f"return {_target(step.target)} to the {step.where} of {owner} deck"


def _recovery_text(step: m.Recovery) -> str:
    if step.until is not None:
        return f"{_recovery(step.count)} until there are {step.until} cards in your security stack"
    if step.up_to is None:
        return _recovery(step.count)
    return (
        f"{_recovery(step.count)}. This effect can't increase the number of cards in your "
        f"security stack to {step.up_to + 1} or more"
    )


def _draw_text(step: m.Draw) -> str:
    if step.both:
        cards = "1 card" if step.amount == 1 else f"{step.amount} cards"
        return f"both players draw {cards} from their decks"
    text = keyword_phrase("draw", step.amount)
    if step.for_every is not None:
        text += f" for {_count_phrase(step.for_every)}"
    return text


def _de_digivolve_text(step: m.DeDigivolve) -> str:
    return f"{keyword_phrase('de_digivolve', step.amount)} on {_target(step.target)}"


def _trash_top_card_text(step: m.TrashTopCard) -> str:
    return f"trash the top card of {_target(step.target)}"


def _top_card_to_security_text(step: m.TopCardToSecurity) -> str:
    return f"place the top card of {_target(step.target)} on top of your security stack face down"


def _top_card_to_bottom_text(step: m.TopCardToBottom) -> str:
    return f"place the top card of {_target(step.target)} as its bottom digivolution card"


def _reveal_text(step: m.Reveal) -> str:
    cards = "card" if step.count == 1 else f"{step.count} cards"
    if step.side == "opponents":
        return f"your opponent reveals the top {cards} of their deck"
    text = f"reveal the top {cards} of your {'Digi-Egg deck' if step.pile == 'eggs' else 'deck'}"
    if step.for_every is not None:
        text += f" for {_count_phrase(step.for_every)}"
    return text


def _add_to_hand_text(step: m.AddToHand) -> str:
    t = step.target
    what = _join_and([_target(x) for x in (t, *step.also)])
    if t.zone == "trash":
        return f"return {what} from your trash to your hand"
    if t.zone == "under_tamers":
        return f"return {what} from under 1 of your Tamers to your hand"
    if t.zone == "revealed":
        return f"add {what} among them to your hand"
    if step.reveal:
        return f"reveal {what} from your security stack and add it to your hand"
    if t.select in ("this", "that") or t.top or t.bottom:
        whose = "its owner's" if t.side == "opponents" else "your"
        return f"add {what} to {whose} hand"
    if t.zone == "digivolution_cards" and (t.categories or t.traits):  # "1 card with [X] ... from"
        return f"return {what} {_zone_from(t)} to your hand"
    if t.zone == "digivolution_cards":
        n = f"up to {t.count}" if t.select == "up_to" else t.count
        cards = f"{n} of this Digimon's {_adjectives(t)}digivolution cards"
        return f"return {cards} to your hand"
    return f"add {what} {_zone_from(t)} to your hand"


def _place_rest_text(step: m.PlaceRest) -> str:
    if step.side == "opponents":
        return "place the remaining cards at the top or bottom of your opponent's deck in any order"
    return {
        "deck_bottom": "place the remaining cards at the bottom of your deck in any order",
        "deck_top": "place the remaining cards on top of your deck in any order",
        "deck_top_or_bottom": (
            "place the remaining cards at the top or bottom of your deck in any order"
        ),
        "trash": "trash the remaining cards",
        "hand": "add the remaining cards to your hand",
    }[step.where]


def _trash_text(step: m.Trash) -> str:
    t = step.target
    if step.by_opponent:
        return (
            f"your opponent trashes {_target(t.model_copy(update={'side': 'your'}))} in their hand"
        )
    if step.zones:
        where = {"hand": "your hand", "digivolution_cards": "this Digimon's digivolution cards"}
        return f"trash {_target(t)} in {_join([where[z] for z in step.zones], 'or')}"
    if step.unseen:
        mine = t.model_copy(update={"side": "your"})
        return f"trash {_target(mine)} in your opponent's hand without looking"
    if step.remain is not None:
        return (
            "trash any number of cards from the top of your security stack until you have "
            f"{step.remain} or more remaining"
        )
    if t.zone == "hand" and t.side == "opponents":  # "your opponent may trash ..." (BT15-074)
        return f"trash {_target(t.model_copy(update={'side': 'your'}))} in your opponent's hand"
    if t.zone == "hand":
        return f"trash {_target(t)} in your hand"
    if t.zone == "revealed":
        return f"trash {_target(t)} among them"
    if t.zone == "digivolution_cards":
        return f"trash {_target(t)} in this Digimon's digivolution cards"
    every = "" if step.for_every is None else f" for {_count_phrase(step.for_every)}"
    if step.more_for_every is not None:
        more = _count_phrase(step.more_for_every)
        every += f". Add 1 to the number of cards trashed by this effect for {more}"
    return f"trash {_target(t)}{every}"


def _place_in_security_text(step: m.PlaceInSecurity) -> str:
    t = step.target
    if step.revealed_if:
        colours = _join(list(step.revealed_if), "or")
        return (
            f"reveal 1 card in your hand. If it's {colours}, place it on top of your security "
            "stack face down. If it's not, return it to its owner's hand"
        )
    where = {"top": "on top of", "bottom": "at the bottom of"}.get(
        step.where, "at the top or bottom of"
    )
    whose = "its owner's" if t.in_battle and t.side in ("opponents", "any") else "your"
    source = "" if t.in_battle or t.select in ("this", "that") else f" {_zone_from(t)}"
    return f"place {_target(t)}{source} {where} {whose} security stack face down"


def _trash_revealed_security_text(step: m.TrashRevealedSecurity) -> str:
    if step.to == "deck_top":
        return (
            "reveal all of your opponent's security cards, and place 1 card among them on top of "
            "your opponent's deck. Shuffle the rest and return them to the security stack"
        )
    return (
        f"reveal all of your opponent's security cards, and trash {step.count} of them. Place "
        "the rest in your opponent's security stack face down. Then, your opponent shuffles "
        "their security stack"
    )


def _declare_category_text(step: m.DeclareCategory) -> str:
    return (
        "declare 1 card category. Then, reveal the top card of your opponent's deck. If that "
        "card is of the declared category, this Digimon isn't affected by the effects of that "
        "card category for the turn. Return the revealed card to the top or the bottom of your "
        "opponent's deck"
    )


def _shuffle_security_text(step: m.ShuffleSecurity) -> str:
    return "shuffle your security stack"


def _prevent_deletion_text(step: m.PreventDeletion) -> str:
    return "prevent that deletion"


def _reduce_next_digivolution_text(step: m.ReduceNextDigivolution) -> str:
    if step.from_level is None:
        f = step.digimon
        costs = [_imperative(s) for s in step.cost]
        may = f"you may {_join_and(costs)} to " if costs else ""
        into = ""
        if step.into is not None:
            card = _cards(Target(select="one", zone="hand", **_filter_fields(step.into)))
            into = f" into a {card.removeprefix('1 ')}"
        return (
            f"the next time one of your {_adjectives(f)}Digimon{_filter(f)} digivolves{into} "
            f"this turn, {may}reduce the memory cost of the digivolution by {step.amount}"
        )
    f = step.digimon
    return (
        "for the turn, the next time you would digivolve one of your "
        f"{_adjectives(f)}Digimon{_filter(f)} from level {step.from_level} to level "
        f"{step.to_level}, reduce the digivolution cost by {step.amount}"
    )


def _hatch_text(step: m.Hatch) -> str:
    return "hatch 1 Digi-Egg card to an empty space in your breeding area"


def _move_from_breeding_text(step: m.MoveFromBreeding) -> str:
    f = step.filter
    return f"move 1 {_adjectives(f)}Digimon{_filter(f)} from your breeding area to your battle area"


def _choose_text(step: m.Choose) -> str:
    return f"choose {_target(step.target)}"


def _reduce_cost_text(step: m.ReduceCost) -> str:
    every = "" if step.for_every is None else f" for {_count_phrase(step.for_every)}"
    if step.by_cost_of == "deleted":
        return "reduce its play cost by the play cost of the deleted Digimon"
    if step.of == "play":
        return f"reduce its play cost by {step.amount}{every}"
    if step.of == "use":
        return f"reduce its memory cost by {step.amount}{every}"
    if step.of == "hand":
        return f"reduce the memory cost of this card in your hand by {step.amount}{every}"
    if step.increase:
        return f"increase the digivolution cost by {step.amount}"
    return f"reduce the memory cost of the digivolution by {step.amount}{every}"


def _play_text(step: m.Play) -> str:
    t = step.target
    if "under_tamers" in step.zones:
        source = f" {_from_zones(step.zones)}"
    elif step.zones:
        zones = _join([_ZONE_WORDS.get(z, z) for z in step.zones], "or")
        source = f" from your {zones}"
    else:
        here = t.select == "that" or (t.select == "this" and t.in_battle)
        source = "" if here else f" {_zone_from(t)}"
    what = _join_and([_target(x) for x in (t, *step.also)])
    plural = bool(step.also) or not _singular(t)
    paying = _paying(step.free, plural=plural)
    if step.zones == ("security",):  # its own step: what follows comes before the shuffle
        text = f"search your security stack, and play {what} among it{paying}"
    elif t.zone == "security" and not step.zones:
        them = "them" if plural else "it"
        text = f"search your security stack for {what} and play {them}{paying}"
        text += ". Then, shuffle your security stack"
    else:
        suspended = " suspended" if step.suspended else ""
        if step.to_breeding:
            suspended += " to an empty space in your breeding area"
        if step.reduce:
            paying = f" with the play cost reduced by {step.reduce}"
        if step.reduce_for_every is not None:
            more = _count_phrase(step.reduce_for_every)
            paying += f" and by {step.reduce_more} more for {more}"
        text = f"play {what}{source}{suspended}{paying}"
        if step.by_opponent:  # "your opponent plays 1 ... from their trash" (EX5-060)
            text = "your opponent plays " + text.removeprefix("play ").replace(
                " from your opponent's ", " from their ", 1
            )
    if step.no_on_play:
        text += ". Any [On Play] effects on Digimon played with this effect don't activate"
    # no name (nor effect) to say "other than" after (BT13-019)
    if t.not_names and not t.name_contains and t.effect_timing is None:
        text += f". This effect can't play {_join([f'[{n}]' for n in t.not_names], 'or')}"
    if step.more_if is not None:
        text += f". If {_condition(step.more_if)}, add {step.more} to the number of cards you play"
        text += " with this effect"
    if step.higher_if is not None:
        text += f". If {_condition(step.higher_if)}, add {step.higher} to the maximum level of the"
        text += " Digimon you may choose with this effect"
    return text


def _link_text(step: m.LinkCard) -> str:
    t = step.target
    if step.zones:
        source = " from your " + _join([_ZONE_WORDS.get(z, z) for z in step.zones], "or")
    else:
        source = f" {_zone_from(t)}"
    to = " to this Digimon" if step.to is None else f" to {_target(step.to)}"
    paying = " without paying the cost" if step.free else f" with the cost reduced by {step.reduce}"
    return f"link {_target(t)}{source}{to}{paying}"


def _digivolve_text(step: m.Digivolve) -> str:
    into = step.into
    where = {
        "hand": " in your hand",
        "trash": " from your trash",
        "security": " from your security stack",
        "under_tamers": " from under 1 of your Tamers",
    }.get(into.zone, " among them")
    if step.zones:  # BT12-081, P-232
        other = "from your trash" if "trash" in step.zones else "from under 1 of your Tamers"
        where = f" in your hand or {other}"
    if into.select == "this" and into.zone == "security":  # the Security Digimon's own card
        where = ""  # (ST17-13); a [Trash] effect's is "this card from your trash" (BT15-081)
    who = "this Digimon" if step.who is None else _target(step.who)
    if into.select == "that" and into.zone == "trash" and not (step.who or step.free or step.cost):
        return "digivolve this Digimon into that card"  # its trigger's card (BT14-006)
    if step.tamer_as is not None:
        who = "this Tamer"
    text = f"digivolve {who} into {_target(into)}{where}"
    if step.cost is not None:
        text += f" for a memory cost of {step.cost}"
    elif step.free:
        text += " without paying the cost"
    elif step.reduce is not None:
        text += f" with the digivolution cost reduced by {step.reduce}"
    else:
        text += " for the digivolution cost"
    if step.ignore_requirements:
        text += ", ignoring its digivolution requirements"
    if step.ignore_level:
        text += ", ignoring its level"
    if step.tamer_as is not None:
        text += f" as if this Tamer is a level {step.tamer_as.level} {step.tamer_as.color} Digimon"
    return text


def _dna_digivolve_text(step: m.DnaDigivolve) -> str:
    other = "" if step.other is None else _filter(step.other)
    return (
        f"DNA digivolve this Digimon and one of your other Digimon{other} in play into a "
        "Digimon card in your hand by paying its DNA digivolve cost"
    )


def _play_this_card_text(step: m.PlayThisCard) -> str:
    text = f"play this card{_paying(step.free)}"
    if step.no_on_play:
        text += ". Any [On Play] effects on Digimon played with this effect don't activate"
    return text


def _activate_main_text(step: m.ActivateMain) -> str:
    return "activate this card's [Main] effect"


_ZONE_WORDS = {"digivolution_cards": "this Digimon's digivolution cards"}
"""A zone a card is played from, as "from your hand or ..." names it (BT13-040)."""


def _activate_security_text(step: m.ActivateSecurity) -> str:
    return "activate this card's [Security] effects"


def _activate_effect_text(step: m.ActivateEffect) -> str:
    if step.as_this:
        timing = TIMING_LABELS[step.timing]
        return f"activate 1 {timing} effect on that card as an effect of this Digimon"
    t, timing = step.target, TIMING_LABELS[step.timing]
    if t.select in ("this", "that"):
        return f"activate 1 of {t.select} Digimon's {timing} effects"
    if t == Target(name=t.name, kinds=("digimon", "tamer")):
        return f"activate 1 of your [{t.name}]'s {timing} effects"
    return f"activate 1 of the {timing} effects of {_target(t)}"


def _use_option_text(step: m.UseOption) -> str:
    without = "meeting its color requirements or " if step.ignore_colors else ""
    where = "from among them" if step.target.zone == "revealed" else "from your hand"
    text = f"use {_target(step.target)} {where} without {without}paying its memory cost"
    if step.to_security:
        text += (
            ". Place the Option card used with this effect on top of your security stack face "
            "down instead of placing it in your trash"
        )
    return text


def _activate_timed_text(step: m.ActivateTimed) -> str:
    return f"activate this Digimon's {TIMING_LABELS[step.timing]} effects"


def _add_this_card_to_hand_text(step: m.AddThisCardToHand) -> str:
    return "add this card to its owner's hand"


def _play_digivolution_card_text(step: m.PlayDigivolutionCard) -> str:
    source = _target(step.target, each=True)
    level = f"level {step.max_level} or lower " if step.max_level else ""
    what = f"{level}Digimon card"
    if step.card is not None:
        what = f"{_adjectives(step.card)}Digimon card{_filter(step.card)}"
    return f"play 1 {what} from under {source} as another Digimon{_paying(step.free)}"


def _at_end_text(step: m.AtEnd) -> str:
    *done, last = [_nested_sentence(s) for s in step.steps]
    # the last sentence is finished with the effect's, a keyword's reminder after its stop
    inner = " ".join([*(_finish(s) for s in done), last[:1].upper() + last[1:]])
    when = "your opponent's turn" if step.of == "opponents_turn" else f"the {step.of}"
    return f"at the end of {when}, {inner[:1].lower()}{inner[1:]}"


def _look_text(step: m.Look) -> str:
    cards = "card" if step.count == 1 else f"{step.count} cards"
    pile = "security stack" if step.pile == "security" else "deck"
    return f"look at the top {cards} of your {pile}"


def _place_under_text(step: m.PlaceUnder) -> str:
    t = step.target
    if t.in_battle and step.onto is not None:  # BT12-083: a Digimon under another
        return f"place {_target(t)} under {_onto_another(step.onto)}"
    if t.in_battle:  # BT12-027: under this one
        return f"place {_target(t)} under this Digimon as its bottom digivolution card"
    if step.with_this and step.onto is not None:  # BT12-089
        cards = " and ".join(_target(x) for x in (t, *step.also))
        order = " in any order" if step.any_order else ""
        return (
            f"place this Tamer and {cards} {_zone_from(t)} under {_target(step.onto)} as its "
            f"bottom digivolution cards{order}"
        )
    if any(x.in_battle for x in step.also):  # "that card and all of your Digimon with ..."
        cards = " and ".join(_target(x) for x in (t, *step.also))
        return f"place {cards} under this Digimon as its bottom digivolution cards"
    if step.onto is not None and step.onto.kinds == ("tamer",):
        where = f"under {_target(step.onto)}"
    elif step.onto is not None:
        card = "card" if _singular(t) and not step.also else "cards"
        where = f"under {_target(step.onto)} as its {step.where} digivolution {card}"
    elif step.where == "top":
        where = "on top of this Digimon's digivolution cards"
    else:
        one = _singular(t) and not step.also
        where = f"under this Digimon as its bottom digivolution card{'' if one else 's'}"
    if step.any_order:
        where += " in any order"
    if step.played:
        return f"place {_target(t)} from your battle area or trash under it"
    cards = _join_and([_target(x) for x in (t, *step.also)])
    zones = _from_zones(step.zones, step.from_each) if step.zones else _zone_from(t)
    return f"place {cards} {zones} {where}"


def _onto_another(onto: Target) -> str:
    """ "another of your opponent's Digimon as its bottom digivolution card or under an
    opponent's Tamer": where a Digimon in play is placed, the one placed excepted."""
    digimon = onto.model_copy(update={"kinds": ("digimon",)})
    text = f"another of {_whose(onto.side)} {_adjectives(digimon)}Digimon{_filter(digimon)}"
    text += " as its bottom digivolution card"
    if "tamer" in onto.kinds:
        text += " or under " + (
            "an opponent's Tamer" if onto.side == "opponents" else "1 of your Tamers"
        )
    return text


def _from_zones(zones: Sequence[str], each: bool = False) -> str:
    """ "from your hand or trash", "from your hand or from under 1 of your Tamers"; "from
    your hand and trash" (`from_each`)."""
    if zones == ("battle", "hand"):
        return "from in play or from your hand"
    plain = [z for z in zones if z != "under_tamers"]
    parts = [f"from your {_join(plain, 'and' if each else 'or')}"] if plain else []
    if "under_tamers" in zones:
        parts.append(_ZONE_FROM["under_tamers"].format(whose="your"))
    return " or ".join(parts)


def _place_this_under_text(step: m.PlaceThisUnder) -> str:
    if step.tamer:
        return f"place this Tamer as the bottom digivolution card of {_target(step.target)}"
    this = "this card" if step.card else "this Digimon"
    return f"place {this} under {_target(step.target)} as its bottom digivolution card"


def _for_every_suspended_text(step: m.ForEverySuspended) -> str:
    inner = " ".join(_finish(_nested_sentence(s)) for s in step.steps)
    return (
        f"for every {_NOUNS[step.kind][0]} you suspend this way, activate the following "
        f"effect:・{inner[:1].lower()}{inner[1:-1]}"
    )


def _for_every_text(step: m.ForEvery) -> str:
    rounds = [_step(s, optional=s.optional, it=False)[0] for s in step.steps]
    if step.again:
        return (
            f"activate the effect below. For {_count_phrase(step.count)}, activate it again."
            f"・{_join_and(rounds)}"
        )
    if step.following:
        return f"for {_count_phrase(step.count)}, activate the following effect:・{rounds[0]}"
    return f"for {_count_phrase(step.count)}, {_join_and(rounds)}"


def _play_token_text(step: m.PlayToken) -> str:
    text = f"play {step.count} {token_text(step.token, plural=step.count > 1)}"
    if step.suspended:
        text += " suspended"
    if step.to_opponent:
        text += " to your opponent's battle area"
    return text


def _blast_digivolve_text(step: m.BlastDigivolve) -> str:
    return keyword_phrase("blast_digivolve")


def _blitz_text(step: m.Blitz) -> str:
    return keyword_phrase("blitz")


def _save_text(step: m.Save) -> str:
    return keyword_phrase("save")


def _mind_link_text(step: m.MindLink) -> str:
    if step.target is None:
        return keyword_phrase("mind_link")
    kw = KEYWORDS["mind_link"]
    return _reminder(f"{kw.label(None)} with {_target(step.target)}", kw.reminder(None))


def _place_in_battle_area_text(step: m.PlaceInBattleArea) -> str:
    return "place this card in the battle area"


def _choose_one_text(step: m.ChooseOne) -> str:
    options = [
        " and ".join(f"you may {_imperative(s)}" if s.optional else _imperative(s) for s in option)
        for option in step.options
    ]
    if step.below:  # a step with its own "if" is a sentence of its option: "・A. If you do, B."
        options = [_option_sentences(option) for option in step.options]
        head = "activate 1 of the effects below."
        if step.all_if is not None:
            head += f" If {_condition(step.all_if)}, activate all of the effects below instead."
        return head + "".join(f"・{o[:1].upper()}{o[1:]}." for o in options)[:-1]
    return _join(options, "or")


def _option_sentences(option: tuple[m.Step, ...]) -> str:
    text = ""
    for s in option:
        phrase = f"you may {_imperative(s)}" if s.optional else _imperative(s)
        if s.condition is not None and text:
            text += f". If {_condition(s.condition)}, {phrase}"
        elif s.condition is not None:  # "・If you have [X] in play, you may ..." (EX4-066)
            text = f"if {_condition(s.condition)}, {phrase}"
        else:
            text += f" and {phrase}" if text else phrase
    return text


IMPERATIVE: dict[type[m.Step], Callable[[Any], str]] = {
    m.GainMemory: _gain_memory_text,
    m.LoseMemory: _lose_memory_text,
    m.SetMemory: _set_memory_text,
    m.Modify: _modify_text,
    m.Delete: _delete_text,
    m.TrashDigivolutionCards: _trash_digivolution_cards_text,
    m.Unsuspend: _unsuspend_text,
    m.Suspend: _suspend_text,
    m.SwitchAttackTarget: _switch_attack_target_text,
    m.Attack: _attack_text,
    m.EndAttack: _end_attack_text,
    m.OpponentAttacks: _opponent_attacks_text,
    m.Attack: _attack_text,
    m.ReturnToHand: _return_to_hand_text,
    m.ReturnToDeck: _return_to_deck_text,
    m.Recovery: _recovery_text,
    m.Draw: _draw_text,
    m.DeDigivolve: _de_digivolve_text,
    m.TrashTopCard: _trash_top_card_text,
    m.TopCardToSecurity: _top_card_to_security_text,
    m.TopCardToBottom: _top_card_to_bottom_text,
    m.Reveal: _reveal_text,
    m.AddToHand: _add_to_hand_text,
    m.PlaceRest: _place_rest_text,
    m.Trash: _trash_text,
    m.PlaceInSecurity: _place_in_security_text,
    m.ShuffleSecurity: _shuffle_security_text,
    m.DeclareCategory: _declare_category_text,
    m.TrashRevealedSecurity: _trash_revealed_security_text,
    m.PreventDeletion: _prevent_deletion_text,
    m.ReduceNextDigivolution: _reduce_next_digivolution_text,
    m.Hatch: _hatch_text,
    m.MoveFromBreeding: _move_from_breeding_text,
    m.Choose: _choose_text,
    m.ReduceCost: _reduce_cost_text,
    m.XrosFromTamers: _xros_from_tamers_text,
    m.Play: _play_text,
    m.LinkCard: _link_text,
    m.Digivolve: _digivolve_text,
    m.DnaDigivolve: _dna_digivolve_text,
    m.PlayThisCard: _play_this_card_text,
    m.ActivateMain: _activate_main_text,
    m.ActivateSecurity: _activate_security_text,
    m.ActivateEffect: _activate_effect_text,
    m.UseOption: _use_option_text,
    m.ActivateTimed: _activate_timed_text,
    m.AddThisCardToHand: _add_this_card_to_hand_text,
    m.PlayDigivolutionCard: _play_digivolution_card_text,
    m.AtEnd: _at_end_text,
    m.Look: _look_text,
    m.PlaceUnder: _place_under_text,
    m.PlaceThisUnder: _place_this_under_text,
    m.ForEverySuspended: _for_every_suspended_text,
    m.ForEvery: _for_every_text,
    m.PlayToken: _play_token_text,
    m.BlastDigivolve: _blast_digivolve_text,
    m.Save: _save_text,
    m.MindLink: _mind_link_text,
    m.Blitz: _blitz_text,
    m.PlaceInBattleArea: _place_in_battle_area_text,
    m.ChooseOne: _choose_one_text,
}
"""Each kind of step as a command ("gain 1 memory"), by its type: a new step's text goes here."""


def _paying(free: bool, *, plural: bool = False) -> str:
    if free:
        return " without paying their memory costs" if plural else " without paying its memory cost"
    return ", paying their memory costs" if plural else ", paying its memory cost"


def _recovery(count: int) -> str:
    return keyword_phrase("recovery", count)


def _period(duration: str | None) -> str:
    """ " for the turn", or nothing for a change printed without a period."""
    words = DURATION_TEXT[duration] if duration is not None else ""
    return f" {words}" if words else ""


def _grant_clause(
    grant: Grant,
    *,
    it: bool = False,
    they: bool = False,
    duration: str | None = None,
    optional: bool = False,
    have: bool = False,
) -> str:
    """ "this Digimon gets +1000 DP", "1 of your Digimon gets +3000 DP for the turn", ...;
    `have`: "have this Digimon get +1000 DP", as a cost's "you may ... to" says it."""
    if grant.target.side == "any" and grant.cant:  # "neither player's Digimon can be ..."
        t = grant.target
        nouns = " or ".join(_NOUNS[k][1] for k in t.kinds)
        words = " or ".join(CANT_TEXT[w] for w in grant.cant)
        other = "other " if t.other else ""
        who = f"neither player's {other}{_adjectives(t)}{nouns}{_filter(t, plural=True)}"
        text = f"{who} can {words}"
        return text + _period(duration)
    if grant.dp_of == "trashed":  # BT5-018
        return f"add the trashed card's DP to {_target(grant.target)}" + _period(duration)
    if grant.colors_of == "trashed":  # BT8-040
        return (
            f"treat {_target(grant.target)} as also having the colors of the trashed card"
            + _period(duration)
        )
    if grant.deletion_dp:
        return (
            f"add {grant.deletion_dp} to the maximum DP you can choose with DP-based deletion "
            "effects" + _period(duration)
        )
    if grant.turn_end_memory:
        n = grant.turn_end_memory
        return f"the turn end condition is the opponent having {n} or more memory"
    if grant.players_cant:
        return _join([f"players can't {PLAYER_RULE_TEXT[r]}" for r in grant.players_cant], "and")
    if grant.opponent_cant:
        rules = _join([PLAYER_RULE_TEXT[r] for r in grant.opponent_cant], "and")
        return f"your opponent can't {rules}" + _period(duration)
    if grant.same_level_save is not None:
        save = grant.same_level_save
        cost = (
            f"you may trash {save.count} cards of the same level from this Digimon's "
            "digivolution cards to prevent"
        )
        if save.when == "deleted_in_battle":
            return f"when it would be deleted in battle, {cost} the deletion"
        return (
            "when an effect would delete it or return it to your hand or deck, "
            f"{cost} it from leaving play"
        )
    if grant.untrashable_sources is not None:
        kept = _a_card(grant.untrashable_sources)
        return f"effects can't trash {kept} in {_target(grant.target)}'s digivolution cards"
    if grant.opponent_memory_only_from:
        kinds = _join([CATEGORY_LABELS[c] for c in grant.opponent_memory_only_from], "or")
        return f"your opponent can't gain memory except with {kinds} effects"
    if duration is not None and set(grant.amounts) == {"base_dp"} and not grant.for_every:
        # a lasting change of the original DP alone is said as the printed cards say it
        text = f"change the original DP of {_target(grant.target)} to {grant.base_dp}"
        return ("you may " if optional else "") + text + _period(duration)
    lead = ""
    if grant.per_digivolution_cards is not None:
        n = grant.per_digivolution_cards
        every = "every digivolution card" if n == 1 else f"every {n} digivolution cards"
        lead = f"for {every} this Digimon has, "
        it = True
    subject = _target(grant.target)
    if grant.as_digimon and subject == "this Digimon":
        subject = "this Tamer"  # only a Tamer is treated as a Digimon (15-12-1-4)
    if it and subject == "this Digimon":
        subject = "it"
    singular = _singular(grant.target) and not optional and not have
    if they and grant.target.select == "that":
        subject, singular = "they", False
    base = optional or have
    # A lasting grant quotes its effects after the duration ("... for the turn: "...""), one
    # in force while a condition holds quotes them in place ("it gains "..."").
    inline = duration is None
    predicates = _predicates(grant, singular=singular, base=base, inline=inline)
    text = f"{subject} {_join_and(predicates)}"
    if grant.for_every is not None:
        text += f" for {_count_phrase(grant.for_every)}"
    text += _period(duration)
    if grant.effects and not inline:
        text += f': "{_quoted(grant)}"'
    return lead + ("you may have " if optional else "have " if have else "") + text


def _quoted(grant: Grant) -> str:
    """The effects a grant gives, as their printed text."""
    return " ".join(effect_text(e) for e in grant.effects).replace(_MARK, "")


def _predicates(grant: Grant, *, singular: bool, base: bool, inline: bool = False) -> list[str]:
    """The verb phrases of a grant; `base` gives "get" after "you may have X"; `inline`: the
    effects it gives are quoted in place."""
    s = "s" if singular else ""
    gains = [f"gain{s} {keyword_phrase(g.keyword, g.value)}" for g in grant.gains]
    # "is also treated as a Digimon ..." comes first, its "can't digivolve" before the
    # keywords it gains, as printed (BT13-018)
    out = [f"{'is' if singular else 'are'} also treated as a Digimon with {grant.as_digimon} DP"]
    out = out if grant.as_digimon else gains
    if grant.cant:
        words = " or ".join(CANT_TEXT[what] for what in grant.cant)
        out.append(("be unable to " if base else "can't ") + words)
    if grant.as_digimon:
        out += gains
    if grant.unblockable_by is not None:
        by = _target(Target(select="all", side="opponents", **_filter_fields(grant.unblockable_by)))
        out.append(f"can't be blocked by {by.removeprefix('all of ')}")
    if grant.base_dp is not None:
        out.append(f"{'has' if singular else 'have'} an original DP of {grant.base_dp}")
    if grant.effects:
        out.append(f'gain{s} "{_quoted(grant)}"' if inline else f"gain{s} the following effect")
    if grant.digivolve_into is not None:
        alt = grant.digivolve_into
        into = _cards(Target(select="one", zone="hand", **_filter_fields(alt.into)))
        into = into.removeprefix("1 ")
        into = ("an " if into[:2] in ("[A", "[E", "[I", "[O", "[U") else "a ") + into
        out.append(
            f"can digivolve into {into} in your hand for a memory cost of {alt.cost}, "
            "ignoring its digivolution requirements"
        )
    if grant.dna_level is not None:
        out.append(
            f"can be treated as level {grant.dna_level.level} for DNA digivolution into "
            f"[{grant.dna_level.into}] in your hand"
        )
    if grant.digivolve_only_into is not None:
        only = grant.digivolve_only_into
        into = f"{_adjectives(only)}Digimon{_filter(only, plural=True)}"
        out.append(f"can only digivolve into {into}")
    if grant.unaffected_by:
        kinds = _join([f"{CATEGORY_LABELS[c]}" for c in grant.unaffected_by], "or")
        verb = "isn't" if singular else "aren't"
        out.append(f"{verb} affected by the effects of {kinds} cards")
    if grant.no_de_digivolve:
        verb = "isn't" if singular else "aren't"
        out.append(f"{verb} affected by <De-Digivolve> effects")
    if set(grant.unaffected_by_opponents) == set(get_args(Category)):
        verb = "isn't" if singular else "aren't"
        out.append(f"{verb} affected by your opponent's effects")
    elif grant.unaffected_by_opponents:
        kinds = _join([f"{CATEGORY_LABELS[c]}" for c in grant.unaffected_by_opponents], "or")
        verb = "isn't" if singular else "aren't"
        out.append(f"{verb} affected by your opponent's {kinds} cards")
    if grant.attack_unsuspended:
        out.append("can attack your opponent's unsuspended Digimon")
    if grant.xros_stand_in:
        out.append("can be used in place of one of the DigiXros requirements")
    if grant.attack_unsuspended_with is not None:
        f = _filter_fields(grant.attack_unsuspended_with)
        them = _target(Target(select="all", side="opponents", **f))
        them = them.removeprefix("all of your opponent's ")
        out.append(f"can attack your opponent's unsuspended {them}")
    if grant.also_colors:
        colors = _join_and(list(grant.also_colors))
        out.append(f"{'is' if singular else 'are'} also treated as {colors}")
    if grant.sources_colors:
        out.append("is treated as also having the colors of its digivolution cards")
    if grant.effects_of:
        names = " and ".join(f"[{n}]" for n in grant.effects_of)
        out.append(
            f"gains all effects of cards with {names} in their names in this Digimon's "
            "digivolution cards"
        )
    if grant.no_security_effects:
        verb = "doesn't" if singular else "don't"
        out.append(f"{verb} activate [Security] effects on Option cards it checks")
    if grant.dp or not out:
        dp = f"get{s} {grant.dp:+d} DP"
        # a count multiplies the DP and keyword values; keywords without one come first,
        # so that the count reads as the DP's ("gains <Blocker> and gets +2000 DP for every 4 ...")
        counted_dp_only = (
            grant.for_every is not None
            and grant.gains
            and not any(isinstance(g.value, int) for g in grant.gains)
        )
        out.insert(len(grant.gains) if counted_dp_only else 0, dp)
    return out


def _filter_fields(f: Filter) -> dict:
    return {k: getattr(f, k) for k in f.model_fields_set}


# ---- targets, filters, conditions, triggers --------------------------------------------


def _singular(target: Target) -> bool:
    if target.top is not None or target.bottom is not None:
        return (target.top or target.bottom) == 1
    return target.select in ("this", "that") or (
        target.select not in ("all", "any_number") and target.count == 1
    )


def _whose(side: str) -> str:
    if side == "any":
        return "both players'"
    return "your" if side == "your" else "your opponent's"


def _zone_from(t: Target) -> str:
    if t.zone == "under_digimon":  # "from 1 of your blue Digimon's digivolution cards"
        return f"from 1 of your {_adjectives(t.under or Filter())}Digimon's digivolution cards"
    return _ZONE_FROM[t.zone].format(whose=_whose(t.side))


def _target(target: Target, *, each: bool = False) -> str:
    """ "1 of your opponent's Digimon with 4000 DP or less", "1 purple Digimon card"."""
    if not target.on_field:
        return _cards(target)
    if target.zone == "breeding":  # "1 of your [King Drasil_7D6] in the breeding area"
        text = _target(target.model_copy(update={"zone": "battle"})) + " in the breeding area"
        return text.removeprefix("all of ")  # "your Digimon in the breeding area": the one
    kinds = [_NOUNS[k] for k in target.kinds] or [("card", "cards")]
    conj = " and " if target.select in ("all", "any_number") else " or "
    adjectives = _adjectives(target)
    filt = _filter(target, plural=not _singular(target))
    if target.select == "this":
        return f"this {' or '.join(k[0] for k in kinds)}{filt}"
    if target.suspended_here:
        return f"{_whose(target.side)} cards suspended with this effect"
    if target.select == "that":
        return f"that {' or '.join(k[0] for k in kinds)}"
    whose = _whose(target.side)
    if target.other:
        whose += " other"
    quantity = {
        "one": f"{target.count} of",
        "up_to": f"up to {target.count} of",
        "all": "each of" if each else "all of",
        "any_number": "any number of",
    }[target.select]
    if target.side == "any" and target.select in ("one", "up_to"):  # "suspend 1 Digimon",
        quantity = quantity.removesuffix(" of")  # either side's; "1 other Digimon"
        whose = "other" if target.other else ""
    if target.side == "any" and target.select == "all" and not target.other:
        quantity, whose = "all", ""  # "all Digimon without ...", BT9-110; "all of both
        # players' other Digimon and Tamers" (BT12-057) says whose
    noun = conj.join(k[1] for k in kinds)
    if (digimon := _tamers_or(target)) is not None:  # "Tamers or level 6 or lower Digimon"
        adjectives, noun, filt = "", f"Tamers or {_adjectives(digimon)}Digimon", ""
    if (named := _named_or(target)) is not None:  # "[Leviamon] or Digimon with ..."
        name, digimon = named
        adjectives, noun, filt = "", f"[{name}] or {_adjectives(digimon)}Digimon", _filter(digimon)
    if target.names:
        noun = _join([f"[{n}]" for n in target.names], "or")
    text = f"{' '.join(w for w in (quantity, whose) if w)} {adjectives}{noun}{filt}"
    if target.total_dp is not None:
        text += f" whose total DP adds up to {target.total_dp} or less"
    if target.total_cost is not None:
        text += f" whose play costs add up to {target.total_cost} or less"
    if (f := target.total_cost_of) is not None:
        text += (
            " whose combined play costs are less than or equal to the play cost of 1 of your "
            f"{_adjectives(f)}Digimon{_filter(f)}"
        )
    if target.shares_name_with_that:
        text += " that shares a name with it" if _singular(target) else " that share a name with it"
    if target.level_at_most_played:
        text += " whose level is less than or equal to the played Digimon's level"
    if target.at_most is not None and target.at_most.same:
        text += f" with the same {_MEASURES[target.at_most.measure]} as "
        text += _REFERENCE[target.at_most.of]
    elif target.at_most is not None and target.at_most.of == "digivolution_cards":  # BT7-065
        text += f" with {_MEASURES[target.at_most.measure]}s less than or equal to this Digimon's "
        text += "digivolution cards"
    elif target.at_most is not None and target.at_most.of == "security":  # BT8-042
        text += f" whose {_MEASURES[target.at_most.measure]} is less than or equal to the number "
        text += "of cards in your security stack"
    elif target.at_most is not None:
        text += _COMPARED[target.at_most.measure].format(_REFERENCE[target.at_most.of])
    if target.extreme is not None:
        most, what = target.extreme.split("_", 1)
        text += f"{' and' if filt else ' with'} the {most} {_MEASURES[what]}"
    return text


def _tamers_or(target: Target) -> Filter | None:
    """What the Digimon of "Tamers or level 6 or lower Digimon" must be: a target of both
    kinds whose one filter is "any Tamer, or a Digimon that ..." (BT7-111)."""
    if set(target.kinds) != {"digimon", "tamer"} or len(target.any_of) != 2:
        return None
    tamers, digimon = target.any_of
    if tamers.model_dump(exclude_defaults=True) != {"categories": ("tamer",)}:
        return None
    return digimon


def _named_or(target: Target) -> tuple[str, Filter] | None:
    """The name and the Digimon of "1 of your [Leviamon] or Digimon with [X Antibody] in
    its digivolution cards" (BT15-081): a target whose one filter is "that name, or a
    Digimon that ..."."""
    if target.kinds != ("digimon",) or len(target.any_of) != 2:
        return None
    named, digimon = target.any_of
    if named.model_fields_set != {"names"} or len(named.names) != 1:
        return None
    return named.names[0], digimon


_MEASURES = {"dp": "DP", "level": "level", "cost": "play cost"}
"""What "with the lowest/highest ..." compares."""
_COMPARED = {
    "dp": " with DP less than or equal to {}'s DP",
    "level": " whose level is less than or equal to {}'s level",
    "cost": " with a play cost less than or equal to {}'s play cost",
}
_REFERENCE = {
    "this": "this Digimon",
    "chosen": "the chosen Digimon",
    "deleted": "the deleted Digimon",
    "trashed": "the trashed card",
    "placed": "the placed card",
    "that": "that card",
}


def _cards(t: Target) -> str:
    """A phrase for cards outside the battle area: "1 purple level 3 Digimon card"."""
    if t.select == "this":
        return "this card"
    if t.select == "that":
        return "that card"
    if t.top is not None or t.bottom is not None:
        n = t.top or t.bottom
        end = ("top or bottom" if t.bottom else "top") if t.top else "bottom"
        zone = "deck" if t.zone == "deck" else "security stack"
        if t.select == "up_to":  # "up to 3 cards from the top of your deck"
            cards = "card" if n == 1 else "cards"
            return f"up to {n} {cards} from the top of {_whose(t.side)} {zone}"
        cards = "card" if n == 1 else f"{n} cards"
        if t.side == "any":  # "the top 5 cards of both players' decks"
            return f"the {end} {cards} of both players' {zone}s"
        return f"the {end} {cards} of {_whose(t.side)} {zone}"
    one_each = t.select == "all" and t.different_names  # "1 of each ... and different names"
    plural = not _singular(t) and not one_each
    if _card_or_names(t):  # "1 card with [Hybrid] in its traits, [Susanoomon], or [Takuya ...]"
        first, *named = t.any_of
        return _join([f"{t.count} card{_filter(first)}", *(f"[{n.name}]" for n in named)], "or")
    if _alternatives(t):  # "1 [Huckmon] or 1 Digimon card with [Sistermon] in its name"
        each = [
            _cards(Target(select=t.select, count=t.count, zone=t.zone, **_filter_fields(alt)))
            for alt in t.any_of
        ]
        return (" and " if t.select == "all" else " or ").join(each)
    if t.name is not None:
        noun = f"[{t.name}]"
    elif t.names:
        noun = _join([f"[{n}]" for n in t.names], "or")
    else:
        nouns = [CATEGORY_LABELS[c] for c in t.categories]
        word = "cards" if plural else "card"
        noun = f"{_join(nouns, 'or')} {word}" if nouns else word
    quantity = {
        "one": f"{t.count}",
        "up_to": f"up to {t.count}",
        "all": "1 of each" if one_each else "all",
        "any_number": "any number of",
    }[t.select]
    differently = "differently colored " if t.different_colors else ""
    same = " of the same level" if t.same_level_as_event else ""
    tail = ""  # each bound the target has, none left out
    if t.level_at_most_played:
        tail += " whose level is less than or equal to the played Digimon's level"
    if t.total_cost is not None:
        tail += f" whose play costs add up to {t.total_cost} or less"
    if t.color_of_your_digimon:
        tail += " with the same color as any of your Digimon on the field"
    return f"{quantity} {differently}{_adjectives(t)}{noun}{_filter(t, plural=plural)}{same}{tail}"


def _card_or_names(t: Target) -> bool:
    """A card with some printed part or one of two or more names, said in one list."""
    if len(t.any_of) < 3 or t.model_fields_set & (FILTER_FIELDS - {"any_of"}):
        return False
    first, *named = t.any_of
    return (
        first.name is None
        and not first.categories
        and all(n.model_fields_set == {"name"} for n in named)
    )


def _alternatives(t: Target) -> bool:
    """Cards of different kinds, each said with its own quantity ("1 [Huckmon] or 1
    Digimon card with ..."), not an "or" inside one filter."""
    return bool(t.any_of) and (
        not t.model_fields_set & (FILTER_FIELDS - {"any_of"})
        and any(a.categories or a.name is not None for a in t.any_of)
    )


def _adjectives(f: Filter) -> str:
    """What comes before the noun: "suspended", "yellow or purple", "level 4 or lower"."""
    words = []
    if f.suspended is True:
        words.append("suspended")
    if f.suspended is False:
        words.append("unsuspended")
    if f.color_count is not None:
        words.append(f"{f.color_count}-color")
    if f.all_colors:
        words.append(_join(list(f.all_colors), "and"))
    if f.colors:
        words.append(_join(list(f.colors), "or"))
    words += [f"non-{c}" for c in f.not_colors]
    if f.min_level is not None or f.max_level is not None:
        words.append("level " + _bounds(f.min_level, f.max_level, "{}", "lower", "higher"))
    return "".join(w + " " for w in words)


_SOME = Range(min=1)
""" "with digivolution cards": one or more."""


def _filter(f: Filter, *, plural: bool = False) -> str:
    """What comes after the noun: "with 4000 DP or less", "without <Blocker>"."""
    its = "their" if plural else "its"
    if len(f.any_of) == 2 and f.any_of[0].model_fields_set == {"colors"}:
        colour, printed = f.any_of  # "that's black or has [Legend-Arms] in its traits"
        has = _filter(printed, plural=plural).removeprefix(" with ")
        return f" that's {_join(list(colour.colors), 'or')} or has {has}"
    parts = []
    if f.min_dp is not None or f.max_dp is not None:
        parts.append(_bounds(f.min_dp, f.max_dp, "{} DP"))
    if f.min_colors is not None:
        parts.append(f"{f.min_colors} or more colors")
    if f.min_cost is not None or f.max_cost is not None or f.costs:
        if f.costs:
            parts.append(f"a play cost of {_join([str(c) for c in f.costs], 'or')}")
        else:
            parts.append("a play cost of " + _bounds(f.min_cost, f.max_cost, "{}"))
    if f.digivolution_cards == _SOME:
        parts.append("digivolution cards")
    elif f.digivolution_cards is not None:
        parts.append(_count(f.digivolution_cards, "digivolution card", "digivolution cards"))
    if f.sources_vs_this is not None:
        parts.append(SOURCES_VS_THIS[f.sources_vs_this])
    if f.sources_vs_chosen is not None:
        parts.append(SOURCES_VS_THIS[f.sources_vs_chosen].replace("this", "the chosen"))
    if f.level_vs_security:
        parts.append(LEVEL_VS_SECURITY)
    if f.has:
        parts.append(_join([KEYWORDS[k].label() for k in f.has], "and"))
    if f.has_any:
        parts.append(_join([KEYWORDS[k].label() for k in f.has_any], "or"))
    if f.in_text:
        parts.append(f"{_join([KEYWORDS[k].label() for k in f.in_text], 'and')} in {its} text")
    if f.effect_timing is not None:  # "(other than [X])" after it when no name is said (BT5-072)
        other = "" if f.name_contains else _other_than(f.not_names)
        parts.append(f"an {TIMING_LABELS[f.effect_timing]} effect{other}")
    if f.xros:
        parts.append("DigiXros requirements")
    if f.inherited_effect:
        parts.append("an inherited effect")
    if f.words_in_text:
        names = _join([f"[{n}]" for n in f.words_in_text], "or")
        parts.append(f"{names} in {its} text{'s' if plural else ''}")
    if f.name_contains:
        names = _join([f"[{n}]" for n in f.name_contains], "or")
        parts.append(f"{names} in {its} name{'s' if plural else ''}{_other_than(f.not_names)}")
    if f.traits:
        names = _join([f"[{n}]" for n in f.traits], "or")
        parts.append(f"{names} in {its} traits{_other_than(f.not_traits)}")
    if isinstance(f, Target) and f.different_numbers:
        parts.append("different card numbers")
    if isinstance(f, Target) and f.different_names:
        parts.append("different names")
    if f.in_digivolution_cards is not None:
        parts.append(f"{_a_card(f.in_digivolution_cards)} in {its} digivolution cards")
    if f.any_of:
        either = [
            f"{x.color_count} colors"  # "a card with 2 colors or [Composite] in its traits"
            if x.model_fields_set == {"color_count"}
            else f"a level of {x.min_level} or more"  # "[Gammamon] in its name or a level ..."
            if x.model_fields_set == {"min_level"}
            else _filter(x, plural=plural).removeprefix(
                " " if i and x.model_fields_set == {"has"} else " with "
            )  # "[Xros Heart] in their traits or with <Retaliation>"
            for i, x in enumerate(f.any_of)
        ]
        parts.append(_join(either, "or"))
    if f.same_name_as_this:
        parts.append(SAME_NAME)
    if f.attributes:
        names = _join([f"[{n}]" for n in f.attributes], "or")
        parts.append(f"{names} in {its} attribute")
    out = f" with {_join_and(parts)}" if parts else ""
    if f.lacks:
        out += " without " + _join([KEYWORDS[k].label() for k in f.lacks], "or")
    if f.without is not None:
        out += " without " + _filter(f.without, plural=plural).removeprefix(" with ")
    if isinstance(f, Target) and f.named_unlike:
        areas = _join([_AREAS[a] for a in f.named_unlike], "or")
        out += f" without the same name as the cards in your {areas}"
    if isinstance(f, Target) and f.unlike_event:
        out += " with a different name than the Digimon you digivolved into"
    return out


_AREAS = {"battle": "battle area", "trash": "trash"}


def _other_than(names: tuple[str, ...]) -> str:
    """ " (other than [DoruGreymon] or [BurningGreymon])": the names or traits excluded."""
    return f" (other than {_join([f'[{n}]' for n in names], 'or')})" if names else ""


def _bounds(
    low: int | None, high: int | None, unit: str, less: str = "less", more: str = "more"
) -> str:
    """ "4000 DP or less", "level 3 to 5": the wording for DP, level and cost limits."""
    if low is not None and high is not None:
        return unit.format(low) if low == high else unit.format(f"{low} to {high}")
    if high is not None:
        return unit.format(high) + f" or {less}"
    return unit.format(low) + f" or {more}"


def _count(r: Range, one: str, many: str) -> str:
    """ "4 or more digivolution cards", "no digivolution cards", "3 or fewer security cards"."""
    low = r.min if r.min is not None and r.min > 0 else None
    high = r.max
    if high is not None and high <= 0 and low is None:
        return f"no {many}"
    if low is None and high is None:
        return f"any number of {many}"
    if low == high:
        return f"exactly {low} {one if low == 1 else many}"
    if high is None:
        return f"{low} or more {many}"
    if low is None:
        return f"{high} or fewer {many}"
    return f"{low} to {high} {many}"


def _count_phrase(c: Count) -> str:
    """ "every 3 security cards you have", "each of its colors", "every suspended Digimon
    your opponent has"; a sum, "every ... you have and every Tamer you have in play"."""
    if c.plus is not None:
        first = c.model_copy(update={"plus": None})
        return f"{_count_phrase(first)} and {_count_phrase(c.plus)}"
    if c.of == "colors":
        return "each of that card's colors" if c.that else "each of its colors"
    if c.of == "digimon_colors":
        return "every color your Digimon have"
    if c.of == "source_colors":
        return "every color in this Digimon's digivolution cards"
    if c.of == "deleted":  # "for each of your opponent's Digimon deleted" (BT8-019)
        return (
            "each of your opponent's Digimon deleted"
            if c.side == "opponents"
            else ("every Digimon deleted")
        )
    if c.of == "deleted_by_this":
        return "every Digimon deleted by this effect"
    if c.of == "trashed":
        return "every card trashed by this effect"
    if c.of == "placed":
        return "every card placed"
    if c.of == "added":
        return "every card added to your hand by this effect"
    if c.of == "returned":
        return "every card you return this way"
    if c.of == "memory_paid":
        return "every memory paid"
    if c.of == "revealed":
        cards = _cards(
            Target(select="one", zone="revealed", **_filter_fields(c.filter or Filter()))
        )
        return f"every {cards.removeprefix('1 ')} among them"
    if c.that:
        return "each of that Digimon's digivolution cards"
    if c.differently_colored:  # BT12-083: "every differently colored Tamer you have in play"
        plain = _count_phrase(c.model_copy(update={"differently_colored": False}))
        return plain.replace("every ", "every differently colored ", 1)
    every = "every" if c.per == 1 else f"every {c.per}"
    if c.of in ("trash", "digivolution_cards") and c.filter is not None:
        cards = _cards(Target(select="one", count=c.per, zone="trash", **_filter_fields(c.filter)))
        where = "this Digimon's digivolution cards"
        if c.of == "trash":
            where = "your opponent's trash" if c.side == "opponents" else "your trash"
        named = " with a different name" if c.different_names else ""
        return f"every {cards.removeprefix('1 ')}{named} in {where}"
    if c.of in _COUNTED:
        one, many = _COUNTED[c.of]
        noun = one if c.per == 1 else many
        if c.of == "digivolution_cards":
            return f"{every} {noun} this Digimon has"
        if c.of == "trash" and c.side == "both":
            return f"{every} total {many if c.per > 1 else one} in both players' trashes".replace(
                " in your trash in both", " in both"
            )
        if c.of in ("trash", "hand") and c.side == "opponents":
            zone = "trash" if c.of == "trash" else "hand"
            return f"{every} {noun.removesuffix(' in your ' + zone)} in your opponent's {zone}"
        have = "you have" if c.side == "your" else "your opponent has"
        text = f"{every} {noun} {have}".replace(" in your hand you have", " in your hand")
        return text.replace(" in your trash you have", " in your trash")
    noun = {"digimon": "Digimon", "digimon_and_tamers": "Digimon and Tamer"}.get(c.of, "Tamer")
    noun = noun + "s" if noun.endswith("Tamer") and (c.per > 1 or c.side == "both") else noun
    f = c.filter or Filter()
    has = {"your": " you have", "opponents": " your opponent has", "both": ""}[c.side]
    if c.of == "digimon" and c.per == 1 and f.model_fields_set == {"name"}:
        return f"every [{f.name}]{has}"  # P-016: by name alone
    other = "other " if f.other else ""
    # as the cards print it; both players' are all that are in play (BT12-057)
    where = " in play" if c.of == "tamers" or c.side == "both" else ""
    return f"{every} {other}{_adjectives(f)}{noun}{_filter(f)}{has}{where}"


def _presence(p: m.Presence, *, negated: bool = False) -> str:
    """ "you have a blue Tamer in play"; `negated`: "you don't have ..."."""
    if negated:
        who = "you don't have" if p.side == "your" else "your opponent doesn't have"
    else:
        who = "you have" if p.side == "your" else "your opponent has"
    if p.model_fields_set - {"side", "other"} in ({"kinds", "name"}, {"kinds", "names"}):
        # "you have [Alice McCoy] in play": by name alone; "another [Mother D-Reaper]"
        named = _join([f"[{n}]" for n in (p.names or (p.name,))], "or")
        return f"{who} {'another ' if p.other else ''}{named} in play"
    named_with = p.model_fields_set - {"side", "kinds"} == {"name", "digivolution_cards"}
    if named_with and p.name is not None and p.kinds == ("digimon",):
        # "you have a [Mother D-Reaper] with 6 or more digivolution cards in play" (EX2-054)
        sources = _filter(p.model_copy(update={"name": None}))
        return f"{who} a [{p.name}]{sources} in play"
    noun = " or ".join(_NOUNS[k][0] for k in p.kinds)
    many = " or ".join(_NOUNS[k][1] for k in p.kinds)
    n = p.number
    if n.max == 0:
        amount = "no "
        noun = many
    elif n.max is not None and n.min is None:
        amount = f"{n.max} or fewer "
        noun = many
    elif n.min is not None and n.min > 1:
        amount = f"{n.min} or more {'other ' if p.other else ''}"
        noun = many
    elif p.other:
        amount = "another "
    else:
        amount = "an " if _adjectives(p)[:1] in "aeiou" and _adjectives(p) else "a "
    if p.side == "any" and not negated and amount in ("a ", "an "):  # "there is a Digimon ..."
        return f"there is {amount}{_adjectives(p)}{noun}{_filter(p)}"
    if p.side == "any" and not negated:  # "there are 3 or more Digimon in play" (BT9-110)
        return f"there are {amount}{_adjectives(p)}{noun}{_filter(p)} in play"
    if p.same_name_as_this:  # "another Digimon in play with the same name as this Digimon"
        return f"{who} {amount}{_adjectives(p)}{noun} in play{_filter(p)}"
    return f"{who} {amount}{_adjectives(p)}{noun}{_filter(p)} in play"


def _condition(c: Condition) -> str:
    parts = []
    if c.dna:
        parts.append("DNA digivolving")
    if c.digixrosing:
        parts.append("DigiXrosing")
    if c.from_digivolution_cards:
        parts.append("this Digimon was played from digivolution cards")
    if c.digixrosing_with is not None:
        parts.append(f"DigiXrosing with {c.digixrosing_with} cards")
    if c.played_by_effect:
        parts.append("played by an effect")
    if c.digivolved_by_effect:
        parts.append("digivolved by this effect")
    if c.digivolving_from_trash:
        parts.append("digivolving from the trash")
    if c.attacking == "digimon":
        parts.append("you attack an opponent's Digimon")
    if c.attacking_highest_dp:
        parts.append("you attack an opponent's Digimon with the highest DP")
    if c.attacking == "player":
        parts.append("this Digimon attacks a player")
    if c.attacking == "any":
        parts.append("this Digimon is attacking")
    if c.attacking == "opponents":
        parts.append("an opponent's Digimon is attacking")
    if c.attacked is not None:
        has = _filter(c.attacked).removeprefix(" with ")
        parts.append(f"you attack an opponent's Digimon that has {has}")
    if c.digivolution_cards is not None:
        has = _count(c.digivolution_cards, "digivolution card", "digivolution cards")
        parts.append(f"this Digimon has {has}")
    if c.in_digivolution_cards:
        parts.append(_sought(c.in_digivolution_cards) + IN_SOURCES)
    if c.in_trash:
        parts.append(f"{_sought(c.in_trash)} is in your trash")
    if c.outside_battle is not None:
        where = "outside of a battle" if c.outside_battle else "in battle"
        parts.append(f"deleted {where}")
    if c.deleted_by_effect:
        parts.append("this card was deleted by an effect")
    if c.that_deleted_by_effect:
        parts.append("that Digimon was deleted by an effect")
    if c.had_digivolution_cards is not None:
        parts.append(
            "this card had digivolution cards"
            if c.had_digivolution_cards
            else "this card had no digivolution cards"
        )
    if c.this is not None and c.this.categories == ("tamer",):  # BT8-093
        plain = c.this.model_copy(update={"categories": ()})
        parts.append(f"this Tamer {_state(plain)}")
    elif c.this is not None:
        parts.append(f"this Digimon {_state(c.this)}")
    if c.memory is not None:
        parts.append(f"you have {_bounds(c.memory.min, c.memory.max, '{} memory')}")
    if c.gained_memory is not None:
        r = c.gained_memory
        parts.append(f"you gain {_bounds(r.min, r.max, '{} memory')} by this effect")
    if c.opponent_memory is not None:
        r = c.opponent_memory
        parts.append(f"your opponent has {_bounds(r.min, r.max, '{} memory')}")
    if c.hand is not None:
        parts.append(f"you have {_count(c.hand, 'card', 'cards')} in your hand")
    if c.trash is not None:
        parts.append(f"there are {_count(c.trash, 'card', 'cards')} in your trash")
    if c.trash_counted is not None:
        t = c.trash_counted
        many = _cards(Target(select="one", count=2, zone="trash", **_filter_fields(t.cards)))
        n = _count(t.number, "card", many.removeprefix("2 "))
        parts.append(f"you have {n} in your trash")
    if c.sources_counted is not None:
        t = c.sources_counted
        many = _cards(Target(select="one", count=2, zone="trash", **_filter_fields(t.cards)))
        n = _count(t.number, "card", many.removeprefix("2 "))
        parts.append(f"there are {n} in this Digimon's digivolution cards")
    if c.all_suspended:
        parts.append("all of your Digimon are suspended")
    if c.opponent_hand is not None:
        parts.append(f"your opponent has {_count(c.opponent_hand, 'card', 'cards')} in their hand")
    if c.opponent_trash is not None:
        n = _count(c.opponent_trash, "card", "cards")
        parts.append(f"there are {n} in your opponent's trash")
    if c.turn is not None:
        parts.append("it's your turn" if c.turn == "your" else "it's your opponent's turn")
    if c.your_security is not None:
        parts.append(f"you have {_count(c.your_security, 'security card', 'security cards')}")
    if c.opponent_security is not None:
        n = _count(c.opponent_security, "security card", "security cards")
        parts.append(f"your opponent has {n}")
    if c.security_vs_opponent == "fewer_or_equal":
        parts.append(
            "the number of cards in your security stack is less than or equal to your opponent's"
        )
    if c.security_vs_opponent == "fewer":
        parts.append("you have fewer security cards than your opponent")
    if c.security_vs_opponent == "more":
        parts.append("you have more security cards than your opponent")
    if c.opponent_board_vs_yours is not None:
        more = c.opponent_board_vs_yours.removeprefix("as_many_or_")
        parts.append(f"your opponent has as many or {more} total Digimon and Tamers as you")
    if c.total_security is not None:
        n = _count(c.total_security, "total card", "total cards")
        parts.append(f"there're {n} in both players' security stacks")
    if c.total_trash is not None:
        n = _count(c.total_trash, "card", "cards").removesuffix(" cards").removesuffix(" card")
        parts.append(f"the total number of cards in both players' trashes is {n}")
    parts += [_presence(p) for p in c.in_play]
    if c.battling is not None:
        f = c.battling
        parts.append(f"this Digimon is battling an opponent's {_adjectives(f)}Digimon{_filter(f)}")
    if c.digivolved_this_turn is True:
        parts.append("you've digivolved this turn")
    if c.digivolved_same_level is True:
        parts.append("it digivolved into a Digimon with the same level")
    if c.opponent_attacked_this_turn is False:
        parts.append("your opponent didn't attack with a Digimon this turn")
    if c.that is not None and c.that.model_fields_set <= {"min_cost", "max_cost"}:
        cost = _bounds(c.that.min_cost, c.that.max_cost, "{}")
        parts.append(f"that Digimon's play cost is {cost}")
    elif c.that is not None and c.that.model_fields_set <= {"min_dp", "max_dp"}:
        parts.append(f"that Digimon has {_bounds(c.that.min_dp, c.that.max_dp, '{} DP')}")
    elif c.that is not None and c.that.model_fields_set == {"any_of"}:
        parts.append("that Digimon " + " or ".join(_state(f) for f in c.that.any_of))
    elif c.that is not None:
        parts.append(f"that card {_state(c.that, card=True)}")
    if c.revealed_all is not None:
        parts.append(f"all of the revealed cards are {_join(list(c.revealed_all.colors), 'or')}")
    if c.played is not None:
        parts.append(f"the played card {_state(c.played)}")
    if c.returned is not None:
        parts.append(f"{_count(c.returned, 'card', 'cards')} were returned using this effect")
    if c.placed is not None:
        parts.append(f"you place {c.placed} cards with this effect")
    if c.trashed_count is not None:
        parts.append(f"you trash {_count(c.trashed_count, 'card', 'cards')} with this effect")
    if c.used_option is not None:
        use = "use" if c.used_option else "don't use"
        parts.append(f"you {use} an Option card with this effect")
    if c.trashed is not None:
        parts.append(f"you trash {_a_card(c.trashed)}")
    if c.deleted is not None:
        f = c.deleted
        parts.append(f"one of your {_adjectives(f)}Digimon{_filter(f)} was deleted by this effect")
    if c.deleted_dp is not None:
        dp = _bounds(c.deleted_dp.min, c.deleted_dp.max, "{} DP")
        parts.append(f"a Digimon with {dp} is deleted by this effect")
    if c.done is True:
        parts.append("you do")
    if c.done is False:
        parts.append("nothing was done by this effect")
    if c.any_of:
        parts.append(_join([_condition(x) for x in c.any_of], "or"))
    parts += [_negated(x) for x in c.none_of]
    return " and ".join(parts)


def _sought(filters: tuple[Filter, ...]) -> str:
    """ "[Garurumon] or a card with [X Antibody] in its traits": each card a condition looks
    for."""
    return _join([_a_card(f) for f in filters], "or")


def _a_card(f: Filter) -> str:
    """One card a filter describes: "[Agumon]", "[Agumon] or [Gabumon]", "a card with
    [Hybrid] in its traits", "a card with [Hybrid] in its traits or [Zoe Orimoto]"."""
    if f.name is not None and f.model_fields_set == {"name"}:
        return f"[{f.name}]"
    if f.names and f.model_fields_set == {"names"}:
        return _join([f"[{n}]" for n in f.names], "or")
    if f.model_fields_set == {"any_of"} and len(f.any_of) == 2 and f.any_of[1].name:
        first, named = f.any_of  # "a card with [Hybrid] in its traits or [Zoe Orimoto]"
        return f"a card{_filter(first)} or [{named.name}]"
    card = _cards(Target(select="one", zone="hand", **_filter_fields(f))).removeprefix("1 ")
    return f"{'an' if card[:1].lower() in tuple('aeiou') else 'a'} {card}"


def _negated(c: Condition) -> str:
    """A condition that must not hold, as printed: "you don't have a Tamer in play", "your
    opponent doesn't have ..."; "not ..." for the others."""
    if c.model_fields_set == {"in_play"} and len(c.in_play) == 1:
        return _presence(c.in_play[0], negated=True)
    return f"not {_condition(c)}"


def _state(f: Filter, *, card: bool = False) -> str:
    """What a Digimon or card is: "is level 6 or higher", "is suspended and has <Piercing>",
    "is yellow", "is a green Digimon card" (`card`: the card "that" refers to), "is
    [GreyKnightsmon]" (its name, EX4-020)."""
    words = [] if f.name is None else [f"[{f.name}]"]
    if f.suspended is not None:
        words.append("suspended" if f.suspended else "unsuspended")
    if f.min_level is not None or f.max_level is not None:
        words.append("level " + _bounds(f.min_level, f.max_level, "{}", "lower", "higher"))
    colors = _join(list(f.colors), "or") if f.colors else ""
    if card and f.categories:
        kinds = _join([CATEGORY_LABELS[c] for c in f.categories], "or")
        noun = f"{colors} {kinds} card".strip()
        words.append(("an " if noun[:1] in "aeiouAEIOU" else "a ") + noun)
    elif colors:
        words.append(colors)
    plain = f.model_copy(update={"has": (), "lacks": (), "name": None})
    rest = _filter(plain)
    if card and f.categories and rest:  # "is a Digimon card with [Deva] in its traits"
        words[-1] += rest
        rest = ""
    out = [f"is {_join_and(words)}"] if words else []
    if f.has:
        out.append("has " + _join([KEYWORDS[k].label() for k in f.has], "and"))
    if f.lacks:
        out.append("doesn't have " + _join([KEYWORDS[k].label() for k in f.lacks], "or"))
    if rest:
        out.append("has " + rest.removeprefix(" with "))
    return " and ".join(out)


def _trigger(t: m.Trigger) -> str:
    subject = {
        "this": "this Digimon",
        "your": "one of your Digimon",
        "opponents": "an opponent's Digimon",
        "any": "a Digimon",
    }[t.whose]
    if t.other and (t.event != "played" or t.or_digivolves):
        subject = {"your": "one of your other Digimon", "any": "another Digimon"}.get(
            t.whose, subject
        )
    noun = "Digimon"
    if t.kind == "tamer" and t.whose == "this":
        subject = "this Tamer"
    if t.kind == "tamer" and t.whose != "this":
        noun = "Tamers" if t.whose == "your" else "Tamer"
        subject = subject.replace("Digimon", noun)
    if t.kind == "digimon_or_tamer" and t.event == "suspended":  # BT13-057, BT14-053
        noun = "Digimon or Tamer"
        subject = subject.replace("Digimon", noun)
    if t.filter is not None and t.event not in ("would_digivolve", "digivolves", "would_play"):
        f = t.filter
        subject = subject.replace(
            noun, f"{_adjectives(f)}{noun}{_filter(f, plural=noun == 'Tamers')}"
        )
    if t.extreme is not None:
        most, what = t.extreme.split("_", 1)
        filtered = t.filter is not None and _filter(t.filter)
        subject += f"{' and' if filtered else ' with'} the {most} {_MEASURES[what]}"
    if t.event == "would_digixros" and t.filter is not None:  # EX4-062
        f = t.filter
        card = f"{_adjectives(f)}Digimon card{_filter(f)}"
        return f"when you would play 1 {card} with DigiXros requirements"
    fixed = _WHEN_FIXED.get(t.event)
    if fixed is not None:
        return fixed
    when = _WHEN.get(t.event)
    if when is not None:
        return when(t, subject, noun)
    cause = {
        "zero_dp": " by dropping to 0 DP",
        "battle": " in battle",
        "effect": " by an effect",
        "opponents_effect": " by an opponent's effect",
    }.get(t.cause or "", "")
    if t.removes and t.cause == "not_your_effect":  # BT14-056: a prevention of any leaving
        return f"when {subject} would leave the battle area other than by one of your effects"
    if t.removes and t.cause is None:  # BT11-111: of any leaving, by any effect or battle
        return f"when {subject} would leave the battle area"
    if t.removes:
        return f"when an effect would remove {subject} from the battle area"
    if t.event == "would_be_deleted" and t.returns and t.cause == "opponents_effect":
        return (
            f"if an opponent's effect would delete {subject} or return it to its owner's hand "
            "or deck"
        )
    if t.event == "would_be_deleted" and t.returns:
        return f"when {subject} would be deleted or returned to your hand or deck{cause}"
    if t.event == "would_be_deleted":
        return f"when {subject} would be deleted{cause}"
    if t.event == "would_leave" and t.whose == "your" and t.filter is not None:
        named, them = t.filter.any_of  # BT15-072: a name, or Digimon of a kind
        subject = f"one of your [{named.names[0]}] or {_adjectives(them)}Digimon{_filter(them)}"
    if t.event == "would_leave":
        other = " other than by one of your effects" if t.cause else ""
        return f"when {subject} would leave the battle area{other}"
    return f"when {subject} is {t.event}{cause}"


def _when_played(t: m.Trigger, subject: str, noun: str) -> str:
    if t.or_digivolves:
        return f"when {subject} is played or digivolves"
    who = {"your": "you play", "opponents": "your opponent plays", "any": "a player plays"}.get(
        t.whose, "you play"
    )
    another = " another" if t.other else " a"
    f = t.filter or Filter()
    played = {"tamer": "Tamer", "digimon_or_tamer": "Digimon or Tamer"}.get(t.kind, "Digimon")
    text = f"when{' ' + who}{another} {_adjectives(f)}{played}{_filter(f)}"
    if f.names and t.kind == "digimon_or_tamer":  # "when you play [Hina Kurihara]"
        text = f"when {who} " + _join([f"[{n}]" for n in f.names], "or")
    kinds = [a.categories for a in f.any_of]
    if t.kind == "digimon_or_tamer" and kinds == [("digimon",), ("tamer",)]:
        either = [  # "a Digimon with [Royal Knight] in its traits or a blue Tamer"
            f"a {_adjectives(a)}{noun}{_filter(a)}"
            for a, noun in zip(f.any_of, ("Digimon", "Tamer"), strict=True)
        ]
        text = f"when {who} " + " or ".join(either)
    if t.from_digivolution_cards:
        text += " from one of your Digimon's digivolution cards"
    if t.from_trash:
        text += " from your trash"
    return text + (" using an effect" if t.by_effect else "")


def _when_attacks(t: m.Trigger, subject: str, noun: str) -> str:
    aim = {"player": " a player", "digimon": " a Digimon"}.get(t.target or "", "")
    if t.attacked is not None:  # BT8-087
        f = t.attacked
        aim = f" one of your {_adjectives(f)}Digimon{_filter(f)}"
    return f"when {subject} attacks{aim}"


def _when_suspended(t: m.Trigger, subject: str, noun: str) -> str:
    if t.cause == "alliance":
        return f"when <Alliance> suspends {subject}"
    if t.by_effect:
        return f"when an effect suspends {subject}"
    return f"when {subject} becomes suspended"


def _when_digivolves(t: m.Trigger, subject: str, noun: str) -> str:
    if t.filter is None and not t.same_level:
        return f"when {subject} digivolves"
    f = t.filter or Filter()
    adjectives = ("same-level " if t.same_level else "") + _adjectives(f)
    names = (f.name,) if f.name is not None else f.names
    if names:
        into = _join([f"[{n}]" for n in names], "or")
    else:
        a = "an" if adjectives[:1] in tuple("aeiou") else "a"
        into = f"{a} {adjectives}Digimon{_filter(f)}"
    return f"when {subject} {'DNA ' if t.dna else ''}digivolves into {into}"


def _when_would_play(t: m.Trigger, subject: str, noun: str) -> str:
    assert t.filter is not None
    return f"when you would play {_a_card(t.filter)}{' from your hand' if t.from_hand else ''}"


def _when_unsuspended(t: m.Trigger, subject: str, noun: str) -> str:
    during = {
        "main": " during your main phase",
        "unsuspend": " during your unsuspend phase",
        "any_main": " during a main phase",
    }
    return f"when {subject} becomes unsuspended{during.get(t.phase or '', '')}"


def _when_moved_from_breeding(t: m.Trigger, subject: str, noun: str) -> str:
    return f"when {subject} moves from the breeding area to the battle area"


def _when_deletes_in_battle(t: m.Trigger, subject: str, noun: str) -> str:
    f = t.loser or Filter()
    foe = f"an opponent's {_adjectives(f)}Digimon{_filter(f)}"
    return f"when {subject} deletes {foe} in battle and survives"


def _when_uses_option(t: m.Trigger, subject: str, noun: str) -> str:
    who = {"your": "you use", "opponents": "your opponent uses"}.get(t.whose, "a player uses")
    f = t.filter or Filter()
    a = _adjectives(f)
    cost = (
        ""
        if f.min_cost is None and f.max_cost is None
        else " with a cost of " + _bounds(f.min_cost, f.max_cost, "{}")
    )
    return f"when {who} {'an' if not a or a[0] in 'aeiou' else 'a'} {a}Option card{cost}"


def _when_option_placed(t: m.Trigger, subject: str, noun: str) -> str:
    f = (t.filter or Filter()).model_copy(update={"categories": ()})
    return f"when an Option card{_filter(f)} is placed in the battle area"


def _when_would_digivolve(t: m.Trigger, subject: str, noun: str) -> str:
    if t.into is not None:
        f, goal = t.filter or Filter(), t.into
        mon = f"{_adjectives(f)}Digimon{_filter(f)}"
        noun = (
            f"[{goal.name}]"
            if goal.name
            else _join([CATEGORY_LABELS[c] for c in goal.categories] or ["Digimon"], "or") + " card"
        )
        card = f"{_adjectives(goal)}{noun}"
        a = "an" if card[:1].lower() in "aeiou" else "a"
        plain = goal.model_copy(update={"categories": (), "name": None, "colors": ()})
        plain = plain.model_copy(update={"min_level": None, "max_level": None})
        rest = _filter(plain)
        return f"when digivolving one of your {mon} into {a} {card} in your hand{rest}"
    if t.whose == "your":
        f = t.filter or Filter()
        noun = _join([f"[{n}]" for n in f.names], "or") if f.names else "Digimon"
        mon = f"{_adjectives(f)}{noun}{_filter(f)}"
        return f"when one of your {mon} would digivolve into this card in your hand"
    if t.whose == "opponents":
        f = t.filter or Filter()
        return f"when an opponent's {_adjectives(f)}Digimon{_filter(f)} would digivolve"
    if t.filter is None:
        return "when this Digimon would digivolve"
    f = t.filter or Filter()
    into = _cards(Target(select="one", zone="hand", **_filter_fields(f))).removeprefix("1 ")
    this = "this Tamer" if t.kind == "tamer" else "this Digimon"
    where = " in your hand" if t.from_hand else " from your trash" if t.from_trash else ""
    return f"when {this} would {'DNA ' if t.dna else ''}digivolve into a {into}{where}"


def _when_trashed_from_deck(t: m.Trigger, subject: str, noun: str) -> str:
    deck = "your opponent's" if t.whose == "opponents" else "your"
    card = "this card" if t.whose == "this" else "a card"
    unless = "" if t.not_by is None else f", if it wasn't trashed by [{t.not_by}]'s effect"
    return f"when {card} is trashed from {deck} deck{unless}"


def _when_trashed_from_hand(t: m.Trigger, subject: str, noun: str) -> str:
    if t.cause == "effect":
        return "when a card is trashed from your hand"
    if t.filter is not None:  # each such card, by any effect (BT14-006)
        card = _cards(Target(select="one", zone="hand", **_filter_fields(t.filter)))
        return f"when a {card.removeprefix('1 ')} is trashed from your hand"
    card = "this card" if t.whose == "this" else "a card"
    return f"when one of your effects trashes {card} in your hand"


def _when_removed_from_security(t: m.Trigger, subject: str, noun: str) -> str:
    stack = {"your": "your", "opponents": "your opponent's"}.get(t.whose, "a")
    moved = "removed from" if t.event == "removed_from_security" else "added to"
    return f"when a card is {moved} {stack} security stack"


def _when_digivolution_card_placed(t: m.Trigger, subject: str, noun: str) -> str:
    by = "one of your effects" if t.cause == "your_effect" else "an effect"
    under = "one of your Digimon" if t.whose == "your" else "this Digimon"
    return f"when {by} places a digivolution card under {under}"


def _when_top_card_placed_under(t: m.Trigger, subject: str, noun: str) -> str:
    if t.whose == "your":
        return (
            "when an effect places the top card of one of your Digimon in a Digimon's "
            "digivolution cards"
        )
    return "when an effect places the top card of this Digimon in its digivolution cards"


def _when_attack_target_switched(t: m.Trigger, subject: str, noun: str) -> str:
    if t.whose == "your":  # BT11-017: "targets", as printed
        return "when one of your Digimon's attack targets is switched"
    whose = "this Digimon's" if t.whose == "this" else "an"
    return f"when {whose} attack target is switched"


def _when_added_to_hand(t: m.Trigger, subject: str, noun: str) -> str:
    if t.cause == "your_digimon_effect":
        return "when one of your Digimon's effects adds cards to your hand"
    hand = "your opponent's" if t.whose == "opponents" else "your"
    return f"when an effect adds cards to {hand} hand"


def _when_digivolution_cards_trashed(t: m.Trigger, subject: str, noun: str) -> str:
    whose = "your opponent's" if t.whose == "opponents" else "your"
    return f"when one of {whose} digivolution cards is trashed"


_WHEN: dict[str, Callable[[m.Trigger, str, str], str]] = {
    "played": _when_played,
    "attacks": _when_attacks,
    "suspended": _when_suspended,
    "digivolves": _when_digivolves,
    "unsuspended": _when_unsuspended,
    "deletes_in_battle": _when_deletes_in_battle,
    "uses_option": _when_uses_option,
    "option_placed": _when_option_placed,
    "would_digivolve": _when_would_digivolve,
    "would_play": _when_would_play,
    "trashed_from_deck": _when_trashed_from_deck,
    "trashed_from_hand": _when_trashed_from_hand,
    "removed_from_security": _when_removed_from_security,
    "added_to_security": _when_removed_from_security,
    "digivolution_card_placed": _when_digivolution_card_placed,
    "top_card_placed_under": _when_top_card_placed_under,
    "attack_target_switched": _when_attack_target_switched,
    "added_to_hand": _when_added_to_hand,
    "digivolution_cards_trashed": _when_digivolution_cards_trashed,
    "moved_from_breeding": _when_moved_from_breeding,
}
"""The "when X" phrase of each event whose wording depends on the trigger, by event; the
others read as `_WHEN_FIXED` says, or "when <subject> is <event>" (deleted)."""

_WHEN_FIXED: dict[str, str] = {
    "uses_blocker": "when you use <Blocker> to suspend one of your Digimon",
    "checks_security": "when this Digimon checks an opponent's security",
    "security_checked": "when your security is checked",
    "digisorption_suspends": "when suspending Digimon for a <Digisorption> skill",
    "trashed_from_security": "when an effect trashes this card from the security stack",
    "source_trashed": "when an effect trashes this digivolution card",
    "trashed_by_digi_burst": (
        "when this card is trashed due to activating this Digimon's <Digi-Burst>"
    ),
    "would_be_played": "when you would play this card from your hand",
    "would_be_used": "when you would use this card",
    "would_digixros": "when you play 1 Digimon with DigiXros requirements",
    "gets_linked": "when this Digimon gets linked",
    "returned_from_trash": "when a card is returned from your trash to your deck",
}
"""The "when X" phrase of each event that is always worded the same."""
