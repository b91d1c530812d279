"""Card text generated from effect definitions, in the game's standard templating.

What a player reads is built from what the engine runs, so the two can't
drift apart, and a playtester writing a card sees at once how it was
understood. Each step of the effect language renders as one templated phrase
("Delete 1 of your opponent's Digimon with 4000 DP or less."); targets,
filters, conditions and durations have one wording each wherever they appear.
"""

from __future__ import annotations

from collections.abc import Sequence

from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.model import (
    ActivateMain,
    AddThisCardToHand,
    Card,
    Condition,
    Delete,
    Effect,
    Filter,
    GainMemory,
    Grant,
    LoseMemory,
    Modify,
    PlayDigivolutionCard,
    PlayThisCard,
    Range,
    Recovery,
    ReturnToHand,
    Step,
    Suspend,
    Target,
    TrashDigivolutionCards,
    Trigger,
    Unsuspend,
)

TIMING_LABELS = {
    "always": "",
    "on_play": "[On Play]",
    "when_digivolving": "[When Digivolving]",
    "when_attacking": "[When Attacking]",
    "on_deletion": "[On Deletion]",
    "security": "[Security]",
    "main": "[Main]",
    "start_of_your_turn": "[Start of Your Turn]",
    "your_turn": "[Your Turn]",
    "opponents_turn": "[Opponent's Turn]",
    "all_turns": "[All Turns]",
}

DURATION_TEXT = {
    "turn": "for the turn",
    "opponents_next_turn": "until the end of your opponent's next turn",
    "your_next_turn": "until the end of your next turn",
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
    "block": "block",
    "be_blocked": "be blocked",
    "be_deleted": "be deleted",
    "be_deleted_in_battle": "be deleted in battle",
    "digivolve": "digivolve",
    "unsuspend": "unsuspend",
}

_NOUNS = {
    "digimon": ("Digimon", "Digimon"),
    "tamer": ("Tamer", "Tamers"),
    "security_digimon": ("Security Digimon", "Security Digimon"),
}

# Reminder text is carried between these marks until its sentence is finished,
# because where it goes depends on what follows the keyword (see `_finish`).
_MARK = "\x1f"


# ---- public API -----------------------------------------------------------------------


def effect_text(effect: Effect) -> str:
    """One effect as a line of card text, timing labels first."""
    if effect.keyword is not None and effect.condition is None and not effect.once_per_turn:
        return _finish(_keyword(effect), bare=True)
    labels = [TIMING_LABELS[effect.timing]]
    if effect.once_per_turn:
        labels.append("[Once Per Turn]")
    body = _persistent_body(effect) if effect.is_persistent else _triggered_body(effect)
    return " ".join([label for label in labels if label] + [body])


def card_text(card: Card) -> list[str]:
    """The card's text lines: its effects, then `Inherited: ...` lines, then [Security] lines."""
    lines = [effect_text(e) for e in card.effects]
    lines += [f"Inherited: {effect_text(e)}" for e in card.inherited]
    lines += [effect_text(e) for e in card.security]
    return lines


def card_summary(card: Card) -> str:
    """The printed facts on one line: what a deck list or a card browser shows first."""
    parts = [
        f"{card.number} {card.name}",
        CATEGORY_LABELS[card.category],
        "/".join(card.colors),
    ]
    if card.level is not None:
        parts.append(f"Lv.{card.level}")
    if card.cost is not None:
        parts.append(f"{'use' if card.category == 'option' else 'play'} cost {card.cost}")
    if card.dp is not None:
        parts.append(f"{card.dp} DP")
    if card.digivolve:
        parts.append(
            " or ".join(f"from {d.color} Lv.{d.level} for {d.cost}" for d in card.digivolve)
        )
    return " · ".join(parts)


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
    if not bare and not (reminders and not texts[-1]):
        out += "."
    return out[:1].upper() + out[1:]


def _join_and(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _keyword(effect: Effect) -> str:
    assert effect.keyword is not None
    return keyword_phrase(effect.keyword, effect.value)


def keyword_phrase(key: str, value: int | str | None = None) -> str:
    """ "<Security A. +1>" with its reminder text, from the keyword registry."""
    kw = KEYWORDS[key]
    return _reminder(kw.label(value), kw.reminder(value))


def _persistent_body(effect: Effect) -> str:
    lead = ""
    if effect.condition is not None and (cond := _condition(effect.condition)):
        lead = f"while {cond}, "
    clauses = [
        _grant_clause(grant, it=(i == 0 and "this Digimon" in lead))
        for i, grant in enumerate(effect.as_grants())
    ]
    return _finish(lead + _join_and(clauses))


def _triggered_body(effect: Effect) -> str:
    leads = []
    if effect.trigger is not None:
        leads.append(_trigger(effect.trigger))
    if effect.condition is not None and (cond := _condition(effect.condition)):
        leads.append(f"if {cond}")
    lead = "".join(f"{part}, " for part in leads)
    sentences = []
    for i, step in enumerate(effect.steps):
        first = i == 0
        text, bare = _step(
            step, optional=first and effect.optional, it=first and "this Digimon" in lead
        )
        if step.then:
            text = f"then, {text}"
        sentences.append(_finish((lead if first else "") + text, bare=bare))
    return " ".join(sentences)


# ---- steps ----------------------------------------------------------------------------


def _step(step: Step, *, optional: bool, it: bool) -> tuple[str, bool]:
    """A step as a lower-case phrase, and whether it is a bare keyword (no full stop)."""
    if isinstance(step, Modify):
        return _grant_clause(step, it=it, duration=step.duration, optional=optional), False
    if isinstance(step, Recovery):
        keyword = _recovery(step.count)
        return (f"you may trigger {keyword}", False) if optional else (keyword, True)
    text = _imperative(step)
    return (f"you may {text}" if optional else text), False


def _imperative(step: Step) -> str:
    if isinstance(step, GainMemory):
        return f"gain {step.amount} memory"
    if isinstance(step, LoseMemory):
        return f"lose {step.amount} memory"
    if isinstance(step, Delete):
        return f"delete {_target(step.target)}"
    if isinstance(step, TrashDigivolutionCards):
        cards = "digivolution card" if step.count == 1 else f"{step.count} digivolution cards"
        return f"trash the bottom {cards} of {_target(step.target, each=True)}"
    if isinstance(step, Unsuspend):
        return f"unsuspend {_target(step.target)}"
    if isinstance(step, Suspend):
        return f"suspend {_target(step.target)}"
    if isinstance(step, ReturnToHand):
        one = _singular(step.target)
        text = f"return {_target(step.target)} to {'its owner' if one else 'their owners'}'"
        text += "s hand" if one else " hands"
        if "digimon" in step.target.kinds:
            text = _reminder(text, f"Trash all of {'its' if one else 'their'} digivolution cards.")
        return text
    if isinstance(step, PlayThisCard):
        return f"play this card{_paying(step.free)}"
    if isinstance(step, ActivateMain):
        return "activate this card's [Main] effect"
    if isinstance(step, AddThisCardToHand):
        return "add this card to its owner's hand"
    if isinstance(step, PlayDigivolutionCard):
        source = _target(step.target, each=True)
        return f"play 1 Digimon card from under {source} as another Digimon{_paying(step.free)}"
    raise TypeError(f"no text for step {step!r}")  # pragma: no cover - every step is above


def _paying(free: bool) -> str:
    return " without paying its memory cost" if free else ", paying its memory cost"


def _recovery(count: int) -> str:
    cards = "card" if count == 1 else f"{count} cards"
    return _reminder(
        f"<Recovery +{count} (Deck)>",
        f"Place the top {cards} of your deck on top of your security stack.",
    )


def _grant_clause(
    grant: Grant, *, it: bool = False, duration: str | None = None, optional: bool = False
) -> str:
    """ "this Digimon gets +1000 DP", "1 of your Digimon gets +3000 DP for the turn", ..."""
    lead = ""
    if grant.per_digivolution_cards is not None:
        n = grant.per_digivolution_cards
        every = "every digivolution card" if n == 1 else f"every {n} digivolution cards"
        lead = f"for {every} this Digimon has, "
        it = True
    subject = _target(grant.target)
    if it and subject == "this Digimon":
        subject = "it"
    singular = _singular(grant.target) and not optional
    text = f"{subject} {_join_and(_predicates(grant, singular=singular, base=optional))}"
    if duration is not None:
        text += f" {DURATION_TEXT[duration]}"
    return lead + ("you may have " if optional else "") + text


def _predicates(grant: Grant, *, singular: bool, base: bool) -> list[str]:
    """The verb phrases of a grant; `base` gives "get" after "you may have X"."""
    s = "s" if singular else ""
    out = [f"gain{s} {keyword_phrase(g.keyword, g.value)}" for g in grant.gains]
    if grant.cant:
        words = " or ".join(CANT_TEXT[what] for what in grant.cant)
        out.append(("be unable to " if base else "can't ") + words)
    if grant.dp or not out:
        out.insert(0, f"get{s} {grant.dp:+d} DP")
    return out


# ---- targets, filters, conditions, triggers --------------------------------------------


def _singular(target: Target) -> bool:
    return target.select == "this" or (target.select != "all" and target.count == 1)


def _target(target: Target, *, each: bool = False) -> str:
    """ "1 of your opponent's Digimon with 4000 DP or less", "all of your Security Digimon"."""
    kinds = [_NOUNS[k] for k in target.kinds] or [("card", "cards")]
    conj = " and " if target.select == "all" else " or "
    filt = _filter(target)
    if target.select == "this":
        return f"this {' or '.join(k[0] for k in kinds)}{filt}"
    whose = "your" if target.side == "your" else "your opponent's"
    quantity = {
        "one": f"{target.count} of",
        "up_to": f"up to {target.count} of",
        "all": "each of" if each else "all of",
    }[target.select]
    return f"{quantity} {whose} {conj.join(k[1] for k in kinds)}{filt}"


def _filter(f: Filter) -> str:
    parts = []
    if f.min_dp is not None or f.max_dp is not None:
        parts.append(_bounds(f.min_dp, f.max_dp, "{} DP"))
    if f.min_level is not None or f.max_level is not None:
        parts.append("a level of " + _bounds(f.min_level, f.max_level, "{}"))
    if f.digivolution_cards is not None:
        parts.append(_count(f.digivolution_cards, "digivolution card", "digivolution cards"))
    return f" with {_join_and(parts)}" if parts else ""


def _bounds(low: int | None, high: int | None, unit: str) -> str:
    """ "4000 DP or less", "a level of 3 to 5": the wording for DP and level limits."""
    if low is not None and high is not None:
        return unit.format(low) if low == high else unit.format(f"{low} to {high}")
    if high is not None:
        return unit.format(high) + " or less"
    return unit.format(low) + " or more"


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


def _condition(c: Condition) -> str:
    parts = []
    if c.digivolution_cards is not None:
        has = _count(c.digivolution_cards, "digivolution card", "digivolution cards")
        parts.append(f"this Digimon has {has}")
    if c.your_security is not None:
        parts.append(f"you have {_count(c.your_security, 'security card', 'security cards')}")
    if c.opponent_has is not None:
        parts.append(f"your opponent has a Digimon{_filter(c.opponent_has)}")
    if c.battling is not None:
        parts.append(f"this Digimon is battling an opponent's Digimon{_filter(c.battling)}")
    return " and ".join(parts)


def _trigger(t: Trigger) -> str:
    subject = {
        "this": "this Digimon",
        "your": "one of your Digimon",
        "opponents": "an opponent's Digimon",
    }[t.whose]
    cause = " by dropping to 0 DP" if t.cause == "zero_dp" else ""
    return f"when {subject} is {t.event}{cause}"
