"""Phrase rules to definitions: each grammar rule's tree becomes a piece of the effect language.

Noun phrases, filters, counts and conditions become dict fragments that merge (a target is
its quantity, owner, adjectives, noun and "with ..." parts together); steps and effects are
built from them and validated by the card model, so what comes out is exactly what a card
file could have said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, get_args

from lark import Token, Transformer

from digimon_tui.cards import card_specs
from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.selection import Category
from digimon_tui.cards.text import CANT_TEXT, PLAYER_RULE_TEXT

from .errors import CompileError

Fragment = dict[str, Any]

_KEYWORD_NAMES = {kw.name.lower(): key for key, kw in KEYWORDS.items()}
_CANT = {text.lower(): key for key, text in CANT_TEXT.items()}
_PLAYER_RULES = {text.lower(): key for key, text in PLAYER_RULE_TEXT.items()}
_LABEL = re.compile(r"<\s*(.*?)\s*>")
_OVERFLOW = re.compile(r"<overflow -(\d+)>")
_WOULD_LEAVE = {"event": "would_leave", "whose": "this", "cause": "not_your_effect"}
"""When this Digimon would leave the battle area other than by one of your effects."""


@dataclass(frozen=True)
class Kw:
    """A keyword as written: its key and value."""

    key: str
    value: int | str | None


def keyword(label: str) -> Kw:
    """ "<Security A. +1>" → security_attack +1, "<Recovery +1 (Deck)>" → recovery 1."""
    inner = _LABEL.fullmatch(label.strip())
    text = inner.group(1) if inner else label
    for name, key in sorted(_KEYWORD_NAMES.items(), key=lambda kv: -len(kv[0])):
        if text == name:
            return Kw(key, None)
        if text.startswith(name + " "):
            return Kw(key, _keyword_value(key, text[len(name) + 1 :].strip()))
    raise CompileError("unknown keyword", at=label)


def _keyword_value(key: str, rest: str) -> int | str:
    kind = KEYWORDS[key].value
    if kind == "color":  # a colour, or a trait as printed ("[D-Brigade]", EX3-046)
        value = rest.strip("()")
        return value if card_specs.bracketed(value) else value.lower()
    if kind == "cards":
        words = card_specs.canonical(rest.strip().removeprefix("(").removesuffix(")"))
        try:
            card_specs.filters(words)
        except ValueError as e:
            raise CompileError(str(e), at=rest) from None
        return words
    number = re.match(r"\(?([+-]?\d+)", rest)  # "+1 (Deck)", "(3)" of <Fragment (3)>
    if number is None:
        raise CompileError(f"<{KEYWORDS[key].name}> needs a number", at=rest)
    return int(number.group(1))


def merge(*parts: Any) -> Fragment:
    """Fragments together: lists add up, anything else is set once."""
    out: Fragment = {}
    for part in parts:
        if not isinstance(part, dict):
            continue
        for key, value in part.items():
            if value is None:
                continue
            if isinstance(value, list) and isinstance(out.get(key), list):
                out[key] = out[key] + value
            else:
                out[key] = value
    return out


def _place_leading_if(effect: Fragment, steps: list[Fragment]) -> None:
    """Where an effect's leading "if" belongs: the effect's own and its first sentence's
    read alike ("[On Play] If X, A."), so the reading decides (docs/card-compiler.md).

    It is the effect's condition, checked as it activates (15-6-3), unless a later sentence
    starts with an "if" of its own ("If X, gain 1 memory. If Y, gain 1 memory."): then each
    "if" governs its own sentence, and a failed first one leaves the second to be checked.
    A "Then," right after the first sentence is performed whether or not the part before it
    was (1-3-2; ruling Q2411 on BT14-037 MagnaAngemon), so the "if" is that sentence's too,
    unless that "Then," acts on what the first sentence chose (BT10-025).
    An "If you do," depends on the sentence before it and keeps the leading "if" for the
    whole effect."""
    first = steps[0]
    if ("condition" in effect) == ("condition" in first):
        return  # no leading "if", or one of each ("If X, if Y, ...")
    own = any(
        "condition" in step and not step.get("then") and set(step["condition"]) != {"done"}
        for step in steps[1:]
    ) or (len(steps) > 1 and bool(steps[1].get("then")) and not _of_that(steps[1]))
    if own and "condition" in effect:
        first["condition"] = effect.pop("condition")
    elif not own and "condition" in first:
        effect["condition"] = first.pop("condition")


def _of_that(step: Fragment) -> bool:
    """The step acts on what the sentence before it chose ("Then, unsuspend that Digimon."):
    it happens only when that sentence did, so it leaves a leading "if" the effect's."""
    target = step.get("target")
    return isinstance(target, dict) and target.get("select") == "that"


def _ints(children: list[Any]) -> list[int]:
    return [c for c in children if isinstance(c, int) and not isinstance(c, bool)]


def _range(r: Fragment, low: str, high: str) -> Fragment:
    return {low: r.get("min"), high: r.get("max")}


class PhraseRules(Transformer[Token, Any]):
    """Builds definitions bottom-up; method names are the grammar's rule names."""

    # ---- terminals ---------------------------------------------------------------
    def NUMBER(self, tok: Token) -> int:
        return int(tok)

    def SIGNED(self, tok: Token) -> int:
        return int(tok)

    def KEYWORD(self, tok: Token) -> Kw | Fragment:
        overflow = _OVERFLOW.fullmatch(str(tok))
        if overflow:  # the <Overflow -N> line of an ACE card (4-19-1)
            return {"card": {"overflow": int(overflow.group(1))}}
        return keyword(str(tok))

    HELD_KEYWORD = KEYWORD
    """A keyword a card has (not one an effect performs): a keyword effect of its own."""

    def TIMED_KEYWORD(self, tok: Token) -> Kw:
        return keyword(str(tok))

    HEADED_KEYWORD = TIMED_KEYWORD

    def STEP_KEYWORD(self, tok: Token) -> Kw:
        return keyword(str(tok))

    def NAME(self, tok: Token) -> str:
        return str(tok)[1:-1]

    def END(self, tok: Token) -> str:
        return str(tok)

    END_OF = EVENT_PAST = CARD_WORD = END

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if str(data).startswith("timing_"):
            return {"timing": str(data).removeprefix("timing_")}
        return super().__default__(data, children, meta)

    # ---- effects -----------------------------------------------------------------
    def start(self, c: list[Any]) -> list[Fragment]:
        return c

    def dna_effect(self, c: list[Any]) -> Fragment:
        return {"card": {"dna": {"cost": c[0], "top": c[1], "bottom": c[2]}}}

    def xros_line(self, c: list[Any]) -> Fragment:
        """ "<DigiXros -2> [Shoutmon] × [Ballistamon]" (7-2)."""
        reduce, *materials = c
        trash = {"from_trash": True} if materials and materials[-1] == "from_trash" else {}
        materials = materials[: len(materials) - len(trash)]
        return {"card": {"xros": {"reduce": -reduce, "materials": materials, **trash}}}

    def xros_from_trash(self, c: list[Any]) -> str:
        return "from_trash"

    def xros_filter(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def xros_filter_count(self, c: list[Any]) -> Fragment:
        """ "2 red Digimon cards with ..." (a material that may be placed twice, 7-2-2-5)."""
        count, *rest = c
        return merge({"count": count}, *rest)

    def xros_distinct(self, c: list[Any]) -> Fragment:
        """ "5 Digimon cards with different names and with [Dragon] in its traits" (EX3-014)."""
        count, *rest = c
        return merge({"count": count, "different_names": True}, *rest)

    def xros_colored(self, c: list[Any]) -> Fragment:
        """ "Blue [Greymon]": that name in that colour (EX4-020)."""
        return merge(c[0], {"name": c[1]})

    def named_count(self, c: list[Any]) -> Fragment:
        """ "2 [PawnChessmon]" (7-2-2-5)."""
        return {"name": c[1], "count": c[0]}

    def app_fusion_line(self, c: list[Any]) -> Fragment:
        """ "[App Fusion] [Gatchmon] & [Navimon] & [Tweetmon]: Cost 0" (8-4)."""
        *names, cost = c
        return {"card": {"app_fusion": {"names": names, "cost": cost}}}

    def burst_line(self, c: list[Any]) -> Fragment:
        cost, digimon, tamer = c
        return {"card": {"burst": {"cost": cost, "digimon": digimon, "tamer": tamer}}}

    def digivolve_line(self, c: list[Any]) -> Fragment:
        """ "[Digivolve] Lv.4 w/[Leomon] in name: Cost 3": a requirement by name or trait
        (2-3-5-1), one of the card's digivolution requirements."""
        *parts, cost = c
        req = merge({"cost": cost}, *({"color": p} if isinstance(p, str) else p for p in parts))
        return {"card": {"digivolve": [req]}}

    def req_sources(self, c: list[Any]) -> Fragment:
        """ "w/[Ouryumon] in its digivolution cards" (BT9-111)."""
        return {"sources": c[0]}

    def digivolve_words_line(self, c: list[Any]) -> Fragment:
        """ "[Digivolve] [Elecmon]/Lv.3 w/[TS] trait: Cost 2": a Digimon named in ways the
        requirement's fields can't say, kept as the printed words (`card_specs` reads them)."""
        words = card_specs.canonical(str(c[0]))
        try:
            card_specs.filters(words)
        except ValueError as e:
            raise CompileError(str(e), at=str(c[0])) from None
        return {"card": {"digivolve": [{"spec": words, "cost": c[1]}]}}

    def digivolve_effect_line(self, c: list[Any]) -> Fragment:
        """ "Your [Keramon] can digivolve into this card in your hand for a memory cost of
        4, ignoring this card's digivolution requirements" (BT5-067), "While ..., your
        [Impmon] can ..." (BT2-111): the card's effect, read as one of its requirements."""
        *condition, named, cost = c
        req = merge({"cost": cost, "by_effect": True}, named)
        if condition:
            req["condition"] = condition[0]
        return {"card": {"digivolve": [req]}}

    def effect_name_contains(self, c: list[Any]) -> Fragment:
        return {"name_contains": c[0]}

    def tamer_line(self, c: list[Any]) -> Fragment:
        """ "You may digivolve this card from your hand onto one of your red Tamers as if the
        Tamer is a level 3 red Digimon for a digivolution cost of 2" (Hybrid cards)."""
        tamer, *rest = c
        out = merge(tamer, *(x for x in rest if isinstance(x, dict)))
        if isinstance(rest[0], str):
            out["as_color"] = rest[0]
        out["level"] = next(x for x in rest if isinstance(x, int))
        return {"card": {"onto_tamer": out}}

    def tamer_line_by(self, c: list[Any]) -> Fragment:
        """ "You may place 10 Tamer cards and/or ... to digivolve this card from your hand onto
        one of your Tamers as if the Tamer is a level 6 Digimon" (BT7-112, its cost first)."""
        count, *rest = c
        line = self.tamer_line(rest)
        line["card"]["onto_tamer"]["by_placing"] = count
        return line

    def colors_line(self, c: list[Any]) -> Fragment:
        """ "While you have a Tamer in play, you may ignore this card's color requirements";
        without "while ...", the condition that always holds (P-206)."""
        return {"card": {"ignore_colors_while": c[0] if c else {}}}

    def copies_line(self, c: list[Any]) -> Fragment:
        """ "You can include up to 50 copies of cards with this card's card number in your
        deck" (EX2-046): its limit in place of 1-4-1's four."""
        return {"card": {"copies": c[0]}}

    def also_names(self, c: list[Any]) -> Fragment:
        """ "[Rule] Name: Also treated as [Shoutmon]/[Ballistamon]"."""
        return {"card": {"also_names": c}}

    def xros_names(self, c: list[Any]) -> Fragment:
        """ "When you would DigiXros, this card's name is also treated as [Shoutmon]"."""
        return {"card": {"xros_names": c}}

    def also_name_contains(self, c: list[Any]) -> Fragment:
        """ "[Rule] Name: Also treated as having [Leomon]"."""
        return {"card": {"also_name_contains": c}}

    def also_types(self, c: list[Any]) -> Fragment:
        """ "[Rule] Trait: Has [Cyborg] type"."""
        return {"card": {"also_types": c}}

    def tamer_color(self, c: list[Any]) -> Fragment:
        return {"color": c[0]}

    def tamer_names(self, c: list[Any]) -> Fragment:
        return {"names": c}

    def tamer_cost(self, c: list[Any]) -> Fragment:
        return {"cost": c[0]}

    def tamer_any(self, c: list[Any]) -> Fragment:
        return {}

    def req_level(self, c: list[Any]) -> Fragment:
        return {"level": c[0]}

    def req_names(self, c: list[Any]) -> Fragment:
        return {"names": c}

    def req_name_trait(self, c: list[Any]) -> Fragment:
        return {"name_contains": c[0], "traits": c[1] if len(c) > 1 else None}

    def req_trait(self, c: list[Any]) -> Fragment:
        return {"traits": c[0]}

    effect_names = req_names  # "your [Impmon] or [Keramon]": the names, as "[Digivolve] ..."
    effect_traits = req_trait

    def req_text(self, c: list[Kw]) -> Fragment:
        """ "w/<Save> in its text" (2-3-5-1)."""
        return {"in_text": [kw.key for kw in c]}

    def req_list(self, c: list[Any]) -> list[str]:
        return c

    def dna_side(self, c: list[Any]) -> Fragment:
        return {"color": c[0], "level": c[1]}

    def keyword_headed(self, c: list[Any]) -> Fragment:
        """ "[When Digivolving] <Blitz>": the keyword, activated at that timing (4-23-3)."""
        kw: Kw = c[1]
        return {"timing": c[0]["timing"], "keyword": kw.key, "value": kw.value}

    def keyword_headed_if(self, c: list[Any]) -> Fragment:
        """ "[When Digivolving] If X, <Blitz>": the Digimon has the keyword only while X
        holds, so it activates at that timing only if X holds then."""
        kw: Kw = c[2]
        return {"timing": c[0]["timing"], "condition": c[1], "keyword": kw.key, "value": kw.value}

    def keyword_then(self, c: list[Any]) -> Fragment:
        """ "[On Deletion] <Save>. Then, ...": <Save> the effect's first step (16-20-2)."""
        kw: Kw = c[1]
        return self.triggered_effect([c[0], {"steps": [{"do": kw.key}]}, c[2]])

    def keyword_effect(self, c: list[Any]) -> Fragment:
        if len(c) == 2:  # "[On Deletion] <Save>": the header the keyword is printed under
            c = c[1:]
        if isinstance(c[0], dict):
            return c[0]
        kw: Kw = c[0]
        if kw.key == "digisorption" and isinstance(kw.value, int):
            return {"card": {"digisorption": -kw.value}}  # a line of the card, not an effect
        if kw.key == "use_req":  # the Option's own line (16-42), not a Digimon's keyword
            return {"card": {"use_requirement": kw.value}}
        return {"keyword": kw.key, "value": kw.value}

    def once(self, c: list[Any]) -> Fragment:
        return {"once_per_turn": True}

    def twice(self, c: list[Any]) -> Fragment:
        return {"twice_per_turn": True}

    def persistent_effect(self, c: list[Any]) -> Fragment:
        return merge({"timing": "always"}, *c)

    def while_lead(self, c: list[Any]) -> Fragment:
        return {"condition": c[0]}

    if_lead = step_if = while_lead

    def grant_clauses(self, c: list[Any]) -> Fragment:
        return {"grants": c}

    def triggered_effect(self, c: list[Any]) -> Fragment:
        effect = merge({"timing": "always"}, *c)
        steps = effect["steps"]
        first = steps[0]
        if first.pop("_may", False):
            # "You may X. If you don't, Y." (BT6-017): declining X is what lets Y happen, so
            # the step is the choice, not the whole effect
            declined = any(s.get("condition") == {"done": False} for s in steps[1:])
            (first if declined else effect)["optional"] = True
        if "_cost" in first:
            effect["cost"] = first.pop("_cost")
        if first.pop("_then_may", False):
            first["optional"] = True
        for step in steps[1:]:
            if step.pop("_may", False):
                step["optional"] = True
        _place_leading_if(effect, steps)
        trigger = effect.get("trigger")
        if effect["timing"] == "main" and trigger and trigger.get("into"):
            # "[Main] When digivolving one of your Digimon into ...": no [Main] effect is
            # activated in the middle of a digivolution (15-8-4-2), so the header says when the
            # trigger is heard: in its player's main phase (BT5-092)
            effect["timing"] = "your_turn"
            trigger["phase"] = "main"
        this_leaves = (_WOULD_LEAVE, {"event": "would_leave", "whose": "this"})
        if trigger in this_leaves and steps == [{"do": "prevent_deletion"}]:
            # "When this Digimon would leave the battle area (other than by one of your
            # effects), by ..., prevent it from leaving" (BT14-056, BT11-111): a prevention of
            # any way of leaving, returns and removals by effects too (rulings Q2426, Q2427)
            effect["trigger"] = trigger | {"event": "would_be_deleted", "returns": True}
            effect["trigger"]["removes"] = True
        for i in range(len(steps) - 1, 0, -1):
            if "_raise" in steps[i] and isinstance(steps[i - 1].get("target"), dict):
                raised = steps[i - 1]["target"]
                if i == 1 and "max_level" not in raised and effect.get("cost"):
                    # "unsuspend this Digimon by deleting 1 of ... level 3 or lower Digimon.
                    # For every ..., add 1 to the maximum level ...": the cost's (BT14-081)
                    raised = effect["cost"][-1]["target"]
                raised["raise_max"] = steps.pop(i)["_raise"]
        return effect

    def raise_max(self, c: list[Any]) -> Fragment:
        """ "for every ..., add 1 to the maximum level ...": raises the step before's
        target (`triggered_effect` moves it there)."""
        count, amount, of = c
        return {"_raise": {"of": of, "amount": amount, "for_every": count}}

    def lower_max(self, c: list[Any]) -> Fragment:
        """ "for each of your opponent's security cards, remove 2000 from ...": the bound
        lowered instead (BT15-089)."""
        count, amount, of = c
        return {"_raise": {"of": of, "amount": -amount, "for_every": count}}

    def rb_level(self, c: list[Any]) -> str:
        return "level"

    def rb_dp(self, c: list[Any]) -> str:
        return "dp"

    def rb_cost(self, c: list[Any]) -> str:
        return "cost"

    def triggered_grant(self, c: list[Any]) -> Fragment:
        """A triggered DP change printed without its duration: lost with the card whose
        effect it is (15-8-2-3), at the end of the turn at the latest."""
        *leads, grant = c
        step = merge({"do": "modify", "duration": "while_card_stays"}, grant)
        return self.triggered_effect([*leads, {"steps": [step]}])

    def also(self, c: list[Any]) -> Fragment:
        """The further headers of an effect printed under several: "[On Play][When
        Digivolving]" (15-16)."""
        return {"also": [t["timing"] for t in c]}

    def trigger_lead(self, c: list[Any]) -> Fragment:
        return {"trigger": c[0]}

    def digi_burst(self, c: list[Any]) -> Fragment:
        """<Digi-Burst N> or <Delay>, then "・" and the effect they activate."""
        kw: Kw = c[0]
        if kw.key == "delay":
            return {"delay": True}
        if kw.key != "digi_burst":
            raise CompileError(
                "expected <Digi-Burst N> or <Delay>", at=f"<{KEYWORDS[kw.key].name}>"
            )
        return {"digi_burst": kw.value}

    def from_hand(self, c: list[Any]) -> Fragment:
        return {"from_hand": True}

    def from_trash(self, c: list[Any]) -> Fragment:
        return {"from_trash": True}

    def breeding(self, c: list[Any]) -> Fragment:
        return {"breeding": True}

    def return_this_to_deck(self, c: list[Any]) -> Fragment:
        """ "by returning this card to the bottom of your deck": the card, from the trash its
        [Trash] effect works in."""
        target = {"select": "this", "zone": "trash"}
        return {"do": "return_to_deck", "target": target, "where": c[0]}

    def sentences(self, c: list[Any]) -> Fragment:
        return {"steps": c}

    def sentence(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def delete_pooled(self, c: list[Any]) -> Fragment:
        """BT8-070: "If X, choose any number of ... Digimon. If Y, choose any number of ...
        Tamers. The chosen cards' play costs must add up to 6 or less. Delete the chosen
        cards.": one choice among the kinds whose conditions hold, under one bound."""
        *choices, bound = c
        sides = {side for side, _, _ in choices}
        if len(sides) != 1:
            raise CompileError("the pooled choices are of one player's cards", at="choose")
        kinds_if = [{"kind": kind, "condition": cond} for _, kind, cond in choices]
        target = {
            "select": "any_number",
            "side": sides.pop(),
            "kinds": [k["kind"] for k in kinds_if],
            "total_cost": bound,
        }
        return {"do": "delete", "target": target, "kinds_if": kinds_if}

    def pooled_choice(self, c: list[Any]) -> tuple[str, str, Fragment]:
        cond, whose, kind = c
        return whose["side"], kind["kinds"][0], cond

    def then(self, c: list[Any]) -> Fragment:
        return {"then": True}

    def instead(self, c: list[Any]) -> Fragment:
        return {"instead": True}

    def may(self, c: list[Any]) -> Fragment:
        return {**c[0], "_may": True}

    def opponent_may(self, c: list[Any]) -> Fragment:
        return {**c[0], "opponent_may": True}

    def opponent_trashes(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "hand", "side": "opponents"})
        return {"do": "trash", "target": target, "by_opponent": True}

    def opponent_plays(self, c: list[Any]) -> Fragment:
        """ "your opponent plays 1 ... from their trash" (EX5-060): this effect's play, of
        the opponent's cards, chosen by them."""
        return {**self.play(c), "by_opponent": True}

    def may_cost(self, c: list[Any]) -> Fragment:
        return {**c[1], "_may": True, "_cost": c[0]}

    def may_by_cost(self, c: list[Any]) -> Fragment:
        return {**c[0], "_may": True, "_cost": c[1]}

    def by_cost(self, c: list[Any]) -> Fragment:
        return {**c[0], "_cost": c[1]}

    def by_cost_may(self, c: list[Any]) -> Fragment:
        """ "By trashing X, you may Y": X is the cost (15-7), and Y a choice still once it
        is paid (rulings Q5409, Q3448)."""
        return {**c[1], "_cost": c[0], "_then_may": True}

    def cost_steps(self, c: list[Any]) -> list[Fragment]:
        return c

    gerund_steps = option = at_end_steps = cost_steps

    # ---- steps -------------------------------------------------------------------
    def gain_memory(self, c: list[Any]) -> Fragment:
        return merge({"do": "gain_memory", "amount": c[0]}, *c[1:])

    def lose_memory(self, c: list[Any]) -> Fragment:
        return {"do": "lose_memory", "amount": c[0]}

    def pay_up_to(self, c: list[Any]) -> Fragment:
        return {"do": "lose_memory", "amount": c[0], "up_to": True}

    def set_memory(self, c: list[Any]) -> Fragment:
        return {"do": "set_memory", "amount": c[0]}

    def delete(self, c: list[Any]) -> Fragment:
        """ "Delete X", or "Delete X, Y and Z" (all at once)."""
        return {"do": "delete", "target": c[0], **({"also": c[1:]} if len(c) > 1 else {})}

    def delete_spared(self, c: list[Any]) -> Fragment:
        """ "Your opponent chooses 1 of their Digimon. Delete all of their other Digimon."
        (EX3-063): one step, the choice the deletion's own."""
        target = {"select": "all", "side": "opponents"}
        return {"do": "delete", "target": target, "spared_by_opponent": True}

    def delete_spared_but_this(self, c: list[Any]) -> Fragment:
        """ "... Delete all Digimon other than this Digimon and your opponent's chosen
        Digimon." (BT8-019): both players' Digimon but those two."""
        target = {"select": "all", "side": "any", "other": True}
        return {"do": "delete", "target": target, "spared_by_opponent": True}

    def suspend(self, c: list[Any]) -> Fragment:
        """ "Suspend X", or "Suspend X and Y" (BT15-054)."""
        return {"do": "suspend", "target": c[0], **({"also": c[1]} if len(c) > 1 else {})}

    def unsuspend(self, c: list[Any]) -> Fragment:
        """ "Unsuspend X", or "Unsuspend X and Y" (P-048)."""
        return {"do": "unsuspend", "target": c[0], **({"also": c[1]} if len(c) > 1 else {})}

    def end_attack(self, c: list[Any]) -> Fragment:
        return {"do": "end_attack"}

    def trash_top_card(self, c: list[Any]) -> Fragment:
        return {"do": "trash_top_card", "target": c[0]}

    def top_card_to_security(self, c: list[Any]) -> Fragment:
        return {"do": "top_card_to_security", "target": c[0]}

    def top_card_to_bottom(self, c: list[Any]) -> Fragment:
        return {"do": "top_card_to_bottom", "target": c[0]}

    def reveal_to_security(self, c: list[Any]) -> Fragment:
        return {
            "do": "place_in_security",
            "target": {"zone": "hand"},
            "revealed_if": c[0]["colors"],
        }

    def opponent_attacks(self, c: list[Any]) -> Fragment:
        return {"do": "opponent_attacks"}

    def opponent_attacks_chosen(self, c: list[Any]) -> Fragment:
        return {"do": "opponent_attacks", "target": c[0]}

    def attack_player(self, c: list[Any]) -> Fragment:
        return {"do": "attack", "who": c[0]}

    def attack_digimon(self, c: list[Any]) -> Fragment:
        return {"do": "attack", "who": c[0], "aim": "digimon"}

    def attack_any(self, c: list[Any]) -> Fragment:
        """ "1 of your Digimon with [Leomon] in its name may attack": any attack it could
        declare, on a player or a Digimon (EX5-068)."""
        return {"do": "attack", "who": c[0], "aim": "any"}

    def attack_now(self, c: list[Any]) -> Fragment:
        return {"do": "attack", "who": {"select": "this"}, "aim": "any"}

    def attack_forced(self, c: list[Any]) -> Fragment:
        """ "This Digimon attacks.": it must, at a target its player picks (EX5-048)."""
        return {"do": "attack", "who": {"select": "this"}, "aim": "any", "forced": True}

    def attack_unsuspending(self, c: list[Any]) -> Fragment:
        """ "attack with this Digimon without suspending it" (BT12-083): suspended or not."""
        return {"do": "attack", "who": {"select": "this"}, "aim": "any", "without_suspending": True}

    def switch_attack_target(self, c: list[Any]) -> Fragment:
        return {"do": "switch_attack_target", "target": c[0]}

    def trash_all_sources(self, c: list[Any]) -> Fragment:
        return {"do": "trash_digivolution_cards", "target": c[0], "all": True}

    def trash_sources(self, c: list[Any]) -> Fragment:
        return {"do": "trash_digivolution_cards", "count": c[0], "target": c[1]}

    def trash_top_sources(self, c: list[Any]) -> Fragment:
        return merge({**self.trash_sources(c), "where": "top"}, *c[2:])

    def trash_any_sources(self, c: list[Any]) -> Fragment:
        return {**self.trash_sources(c), "where": "any"}

    def trash_pooled_sources(self, c: list[Any]) -> Fragment:
        """ "trash any 2 digivolution cards from your opponent's Digimon": 2 in all, from
        under any of them (BT14-026)."""
        target = merge({"select": "all"}, c[1])
        return {**self.trash_sources([c[0], target]), "where": "any", "pooled": True}

    def trash_up_to_sources(self, c: list[Any]) -> Fragment:
        return {**self.trash_sources(c), "up_to": True}

    def trash_up_to_any_sources(self, c: list[Any]) -> Fragment:
        """ "trash up to 2 digivolution cards of ...": how many, then which (EX4-020)."""
        return {**self.trash_sources(c), "where": "any", "up_to": True}

    def one_source(self, c: list[Any]) -> int:
        return 1

    one_card = one_source

    def n_sources(self, c: list[Any]) -> int:
        return int(c[0])

    n_cards = n_sources

    def return_to_hand(self, c: list[Any]) -> Fragment:
        return {"do": "return_to_hand", "target": c[0]}

    def return_to_deck(self, c: list[Any]) -> Fragment:
        return {"do": "return_to_deck", "target": c[0], "where": c[1]}

    def keyword_step(self, c: list[Any]) -> Fragment:
        kw: Kw = c[0]
        rest = merge(*c[1:])
        if kw.key == "draw":
            return merge({"do": "draw", "amount": kw.value}, rest)
        if kw.key == "recovery" and not rest:
            return {"do": "recovery", "count": kw.value}
        if kw.key in ("blast_digivolve", "mind_link") and not rest:
            return {"do": kw.key}
        raise CompileError("not a keyword an effect can trigger", at=f"<{KEYWORDS[kw.key].name}>")

    def recovery_until(self, c: list[Any]) -> Fragment:
        """ "<Recovery +1 (Deck)> until there are 3 cards in your security stack" (BT7-041)."""
        step = self.keyword_step(c[:1])
        if step["do"] != "recovery" or step["count"] != 1:
            raise CompileError("expected <Recovery +1 (Deck)>", at="until")
        return step | {"until": c[1]}

    def capped_keyword_step(self, c: list[Any]) -> Fragment:
        """ "<Recovery +1 (Deck)>. This effect can't increase the number of cards in your
        security stack to 6 or more" (EX2-018)."""
        step = self.keyword_step(c[:1])
        if step["do"] != "recovery":
            raise CompileError("only <Recovery> is capped", at=f"<{KEYWORDS[c[0].key].name}>")
        return merge(step, {"up_to": c[1] - 1})

    def mind_link_with(self, c: list[Any]) -> Fragment:
        """ "<Mind Link> with 1 of your Digimon with ...": the Digimon it may go under."""
        kw: Kw = c[0]
        if kw.key != "mind_link":
            raise CompileError("expected <Mind Link>", at=f"<{KEYWORDS[kw.key].name}>")
        return {"do": "mind_link", "target": c[1]}

    def de_digivolve(self, c: list[Any]) -> Fragment:
        kw: Kw = c[0]
        if kw.key != "de_digivolve":
            raise CompileError("expected <De-Digivolve N>", at=f"<{KEYWORDS[kw.key].name}>")
        return {"do": "de_digivolve", "amount": kw.value, "target": c[1]}

    def reveal(self, c: list[Any]) -> Fragment:
        return merge({"do": "reveal", "count": c[0]}, *c[1:])

    def reveal_eggs(self, c: list[Any]) -> Fragment:
        return {"do": "reveal", "count": c[0], "pile": "eggs"}

    def reveal_opponents(self, c: list[Any]) -> Fragment:
        return {"do": "reveal", "count": c[0], "side": "opponents"}

    def card_list(self, c: list[Any]) -> list[Fragment]:
        return c

    def _add(self, cards: list[Fragment], zone: Fragment) -> Fragment:
        first, *also = (merge(card, zone) for card in cards)
        return {"do": "add_to_hand", "target": first, "also": also or None}

    def return_from_trash(self, c: list[Any]) -> Fragment:
        return self._add(c[0], {"zone": "trash"})

    def return_from_tamers(self, c: list[Any]) -> Fragment:
        """ "return 1 Digimon card with <Save> in its text from under 1 of your Tamers to
        your hand" (BT12-075)."""
        return self._add([c[0]], {"zone": "under_tamers"})

    def sources_to_deck(self, c: list[Any]) -> Fragment:
        """ "place 1 [X Antibody] or 1 level 6 card from this Digimon's digivolution cards at
        the bottom of its owner's deck" (BT10-086)."""
        target = merge(c[0], {"zone": "digivolution_cards"})
        return {"do": "return_to_deck", "target": target, "where": c[1]}

    def return_trash_to_deck(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "trash"})
        return {"do": "return_to_deck", "target": target, "where": c[1]}

    def return_trash_to_eggs(self, c: list[Any]) -> Fragment:
        """ "return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck"
        (BT4-095): Digi-Egg cards only, which go to that deck (ruling Q1881)."""
        if c[0].get("categories") != ["digi-egg"]:
            raise CompileError("only Digi-Egg cards go to the Digi-Egg deck")
        return self.return_trash_to_deck(c)

    def return_opponent_trash_to_deck(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "trash", "side": "opponents"})
        return {"do": "return_to_deck", "target": target, "where": c[1]}

    def return_opponent_hand_to_deck(self, c: list[Any]) -> Fragment:
        """ "returning cards from your opponent's hand ... without looking until 8 remain"."""
        target = {"select": "all", "zone": "hand", "side": "opponents"}
        return {"do": "return_to_deck", "target": target, "where": c[0], "remain": c[1]}

    def return_trashes_to_deck(self, c: list[Any]) -> Fragment:
        """ "return all cards with [X] in their traits and all Option cards from both players'
        trashes to the bottom of their owners' decks": every card that fits either."""
        cards, where = c
        if len(cards) == 1:
            target = merge(cards[0], {"zone": "trash", "side": "any"})
        else:
            alternatives = [{k: v for k, v in card.items() if k != "select"} for card in cards]
            target = {"select": "all", "zone": "trash", "side": "any", "any_of": alternatives}
        return {"do": "return_to_deck", "target": target, "where": where}

    def reveal_hand_to_deck_top(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "hand"})
        return {"do": "return_to_deck", "target": target, "where": "top", "reveal": True}

    def reveal_hand_to_deck_bottom(self, c: list[Any]) -> Fragment:
        """ "revealing up to 3 Tamer cards from your hand and placing all of the revealed cards
        at the bottom of your deck in any order" (BT12-048): shown, then all returned."""
        target = merge(c[0], {"zone": "hand"})
        return {"do": "return_to_deck", "target": target, "where": "bottom", "reveal": True}

    def return_hand_to_deck(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "hand"})
        return {"do": "return_to_deck", "target": target, "where": c[1]}

    def return_sources_to_deck(self, c: list[Any]) -> Fragment:
        target = merge(c[0], {"zone": "digivolution_cards"})
        return {"do": "return_to_deck", "target": target, "where": c[1]}

    def add_revealed(self, c: list[Any]) -> Fragment:
        return self._add(c[0], {"zone": "revealed"})

    def add_that(self, c: list[Any]) -> Fragment:
        """ "add that card to your hand": a card a step before looked at or chose, outside
        the battle area (its zone says only that: the step before found it)."""
        return {"do": "add_to_hand", "target": merge(c[0], {"zone": "deck"})}

    def add_from(self, c: list[Any]) -> Fragment:
        return self._add([c[0]], c[1])

    def reveal_add_security(self, c: list[Any]) -> Fragment:
        return merge(self._add([c[0]], {"zone": "security"}), {"reveal": True})

    def add_from_pile(self, c: list[Any]) -> Fragment:
        """ "add the top card of your security stack to your hand": no choice, the top N."""
        return self._add([self.card_pile(c)], {})

    def rest_deck_bottom(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "deck_bottom"}

    def rest_deck_top(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "deck_top"}

    def rest_deck_either(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "deck_top_or_bottom"}

    def rest_opponents_deck_either(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "deck_top_or_bottom", "side": "opponents"}

    def rest_trash(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "trash"}

    def rest_hand(self, c: list[Any]) -> Fragment:
        return {"do": "place_rest", "where": "hand"}

    def trash_breeding(self, c: list[Any]) -> Fragment:
        """ "trash your Digimon in the breeding area": the stack, as the deleted go (4-7-8)."""
        return {"do": "trash", "target": merge({"select": "all", "zone": "breeding"}, *c)}

    def trash(self, c: list[Any]) -> Fragment:
        target = dict(c[0])
        zones = target.pop("_zones", None)  # "in your hand or this Digimon's ..."
        unseen = target.pop("_unseen", None)  # "in your opponent's hand without looking"
        step = merge({"do": "trash", "target": target, "unseen": unseen}, *c[1:])
        return {**step, "zones": zones} if zones else step

    def trash_more(self, c: list[Any]) -> Fragment:
        """ "trash the top card of ... Add 1 to the number of cards trashed by this effect for
        every 10 cards in ...": the count added to the cards taken."""
        return {"do": "trash", "target": c[0], "more_for_every": c[1]["for_every"]}

    def trash_until_remain(self, c: list[Any]) -> Fragment:
        """ "trash any number of cards from the top of your security stack until you have 3
        or more remaining": the player says how many, leaving at least that many."""
        target = {"select": "up_to", "zone": "security"}
        return {"do": "trash", "target": target, "remain": c[0]}

    def in_hand(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"zone": "hand"})

    def in_opponents_hand_unseen(self, c: list[Any]) -> Fragment:
        """ "trash 1 card in your opponent's hand without looking" (BT14-075)."""
        return merge(c[0], {"zone": "hand", "side": "opponents", "_unseen": True})

    def in_opponents_hand(self, c: list[Any]) -> Fragment:
        """ "your opponent may trash 1 Digimon card in your opponent's hand" (BT15-074): their
        own card, chosen by them (`opponent_may`)."""
        return merge(c[0], {"zone": "hand", "side": "opponents"})

    def in_hand_or_sources(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"zone": "hand", "_zones": ["hand", "digivolution_cards"]})

    def in_sources(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"zone": "digivolution_cards"})

    def trash_cards(self, c: list[Any]) -> Fragment:
        return c[0]

    def among_revealed(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"zone": "revealed"})

    def place_in_security(self, c: list[Any]) -> Fragment:
        return {"do": "place_in_security", "target": c[0], "where": c[1]}

    def place_card_in_security(self, c: list[Any]) -> Fragment:
        return {"do": "place_in_security", "target": merge(c[0], c[1]), "where": c[2]}

    def place_this_in_security(self, c: list[Any]) -> Fragment:
        """ "place this card on top of your security stack": the card, from the trash."""
        return {
            "do": "place_in_security",
            "target": {"select": "this", "zone": "trash"},
            "where": c[0],
        }

    def sec_top(self, c: list[Any]) -> str:
        return "top"

    def sec_bottom(self, c: list[Any]) -> str:
        return "bottom"

    def sec_top_or_bottom(self, c: list[Any]) -> str:
        return "top_or_bottom"

    def look(self, c: list[Any]) -> Fragment:
        pile = "deck" if c[1] == "deck" else "security"
        return {"do": "look", "count": c[0], "pile": pile}

    def place_under_top(self, c: list[Any]) -> Fragment:
        return self.place_under_onto([c[0], c[1], {"select": "this"}, "top"])

    def place_under_bottom(self, c: list[Any]) -> Fragment:
        """ "... in any order" (BT7-039): as the player picks them."""
        return merge(self.place_under_onto([c[0], c[1], {"select": "this"}, "bottom"]), *c[2:])

    def place_under_bottom_with(self, c: list[Any]) -> Fragment:
        """ "place that card and all of your Digimon with [Royal Knight] in its traits under
        this Digimon as its bottom digivolution cards" (BT13-007): the revealed card, and
        Digimon from the battle area with it."""
        that = merge(c[0], {"zone": "revealed"})
        return {"do": "place_under", "target": that, "also": [c[1]], "where": "bottom"}

    def place_under_onto(self, c: list[Any]) -> Fragment:
        """Cards from a zone (or "from your hand or trash") under this or a chosen Digimon."""
        cards, source, onto, where = c[0], c[1], c[2], c[3]
        zones = source.get("zones")
        # a Digimon in play is chosen apart from the cards of a zone (EX2-007)
        zone = next((z for z in zones if z != "battle"), None) if zones else None
        target = merge(cards, {"zone": zone} if zones else source)
        step: Fragment = {"do": "place_under", "target": target, "where": where}
        if zones:
            step["zones"] = zones
        if source.get("from_each"):
            step["from_each"] = True
        if onto.get("select") != "this" or onto.get("kinds") == ["tamer"]:
            step["onto"] = onto
        return step

    def place_under_played(self, c: list[Any]) -> Fragment:
        """ "placing up to 3 [Dark Masters] trait cards with different names from your battle
        area or trash under it" (BT15-102): under the card being played (15-8-5-1)."""
        target = merge(c[0], {"zone": "trash"})
        return {"do": "place_under", "target": target, "zones": ["battle", "trash"], "played": True}

    def place_under_tamer(self, c: list[Any]) -> Fragment:
        """ "place ... under 1 of your Tamers" (or "this Tamer"): at the bottom of the cards
        already there (4-4-2); they are no digivolution cards (4-8-1). "in any order": as
        the player picks them."""
        if c[2].get("kinds") != ["tamer"]:
            raise CompileError(
                "a card placed under a Digimon goes there as its digivolution card", at="under"
            )
        return merge(self.place_under_onto([*c[:3], "bottom"]), *c[3:])

    def place_both_under_tamer(self, c: list[Any]) -> Fragment:
        """ "place 1 blue [Greymon] and 1 blue [MailBirdramon] from your trash under 1 of
        your Tamers ...": both cards, under the one Tamer chosen (BT11-031)."""
        first, second, source, onto = c
        step = self.place_under_tamer([first, source, onto])
        return merge(step, {"also": [merge(second, source)]})

    def place_both_under_bottom(self, c: list[Any]) -> Fragment:
        """ "place 1 [Kinkakumon] and 1 [Ginkakumon] from your trash under this Digimon as its
        bottom digivolution cards in any order" (BT6-075): each that is there, in the order
        picked."""
        first, second, source, order = c
        step = self.place_under_bottom([first, source])
        return merge(step, {"also": [merge(second, source)]}, order)

    def place_with_this(self, c: list[Any]) -> Fragment:
        """ "place this Tamer and 1 [Growlmon] and 1 [WarGrowlmon] from your trash under 1 of
        your [Guilmon] as its bottom digivolution cards in any order" (BT12-089)."""
        (first, *also), source, onto, order = c
        return {
            "do": "place_under",
            "target": merge(first, source),
            "also": [merge(card, source) for card in also] or None,
            "where": "bottom",
            "onto": onto,
            "with_this": True,
            **order,
        }

    def place_pair_under(self, c: list[Any]) -> Fragment:
        """ "place 1 [Greymon] and 1 [MetalGreymon] from your trash under 1 of your [Agumon] as
        its bottom digivolution cards" (BT14-090): both cards, under the one chosen Digimon."""
        first, second, source, onto = c
        return {
            "do": "place_under",
            "target": merge(first, source),
            "also": [merge(second, source)],
            "where": "bottom",
            "onto": onto,
        }

    def place_digimon_under(self, c: list[Any]) -> Fragment:
        """ "place 1 of your opponent's level 3 or lower Digimon under another of your
        opponent's Digimon as its bottom digivolution card or under an opponent's Tamer"
        (BT12-083): a Digimon in play under another Digimon (or a Tamer) of the same side."""
        target, whose, *parts = c
        tamers = [p for p in parts if "_tamer_side" in p]
        onto = merge(whose, *(p for p in parts if "_tamer_side" not in p))
        if tamers:
            if tamers[0]["_tamer_side"] != onto.get("side"):
                raise CompileError("the Tamer is on the side of the other Digimon", at="or under")
            onto = merge(onto, {"kinds": ["digimon", "tamer"]})
        return {"do": "place_under", "target": target, "where": "bottom", "onto": onto}

    def place_digimon_under_this(self, c: list[Any]) -> Fragment:
        """ "by placing another blue Digimon under this Digimon as its bottom digivolution
        card" (BT12-027): a Digimon of the battle area under this one."""
        return {"do": "place_under", "target": c[0], "where": "bottom"}

    def onto_opponents_tamer(self, c: list[Any]) -> Fragment:
        return {"_tamer_side": "opponents"}

    def onto_your_tamer(self, c: list[Any]) -> Fragment:
        return {"_tamer_side": "your"}

    def any_order(self, c: list[Any]) -> Fragment:
        return {"any_order": True}

    def place_this_under(self, c: list[Any]) -> Fragment:
        return {"do": "place_this_under", "target": c[0]}

    def place_this_tamer_under(self, c: list[Any]) -> Fragment:
        return {"do": "place_this_under", "target": c[0], "tamer": True}

    def place_this_card_under(self, c: list[Any]) -> Fragment:
        """An Option as it is used goes under the Digimon it chooses (BT9-109)."""
        return {"do": "place_this_under", "target": c[0], "card": True}

    def blitz(self, c: list[Any]) -> Fragment:
        """ "Then, <Blitz>." (BT10-112): the keyword as the effect's last step."""
        return {"do": "blitz"}

    def place_in_battle_area(self, c: list[Any]) -> Fragment:
        return {"do": "place_in_battle_area"}

    def play_token(self, c: list[Any]) -> Fragment:
        count, name, facts, *rest = c
        gains = [x for x in rest if "gains" in x]
        flags = [x for x in rest if "gains" not in x]
        token = merge({"name": name}, facts, *gains)
        return merge({"do": "play_token", "count": count, "token": token}, *flags)

    def token_facts(self, c: list[Any]) -> Fragment:
        category, *rest = c
        colors = [x for x in rest if isinstance(x, str)]
        effects = [x["token_effect"] for x in rest if isinstance(x, dict) and "token_effect" in x]
        facts = [x for x in rest if isinstance(x, dict) and "token_effect" not in x]
        return merge({"category": category, "colors": colors}, *facts, {"effects": effects or None})

    def token_effect(self, c: list[Any]) -> Fragment:
        return {"token_effect": c[0]}

    def token_suspended(self, c: list[Any]) -> Fragment:
        return {"suspended": True}

    def token_to_opponent(self, c: list[Any]) -> Fragment:
        return {"to_opponent": True}

    def token_level(self, c: list[Any]) -> Fragment:
        return {"level": c[0]}

    def token_dp(self, c: list[Any]) -> Fragment:
        return {"dp": c[0]}

    def token_cost(self, c: list[Any]) -> Fragment:
        return {"cost": c[0]}

    def token_traits(self, c: list[Any]) -> Fragment:
        """ "[Mega] form/[Unknown] attribute/[Unidentified] type"."""
        form, attribute, *types = c
        return {"form": form, "attribute": attribute, "types": types}

    def token_keywords(self, c: list[Any]) -> Fragment:
        return {"gains": [k.key if k.value is None else {k.key: k.value} for k in c]}

    def delete_all_but_each(self, c: list[Any]) -> Fragment:
        """ "Choose 1 of each player's Digimon with the highest play cost. Delete all other
        Digimon." (EX4-069)."""
        target = {"select": "all", "side": "any"}
        return {"do": "delete", "target": target, "keep_each": c[0]["extreme"]}

    def choose(self, c: list[Any]) -> Fragment:
        return {"do": "choose", "target": c[0]}

    def hatch(self, c: list[Any]) -> Fragment:
        return {"do": "hatch"}

    def move_from_breeding(self, c: list[Any]) -> Fragment:
        return {"do": "move_from_breeding", "filter": merge(*c) or None}

    def reduce_next_digivolution(self, c: list[Any]) -> Fragment:
        *filters, low, high, amount = c
        return {
            "do": "reduce_next_digivolution",
            "digimon": merge(*filters) or None,
            "from_level": low,
            "to_level": high,
            "amount": amount,
        }

    def reduce_next_time(self, c: list[Any]) -> Fragment:
        """ "the next time one of your green Digimon digivolves this turn, [you may ... to]
        reduce the memory cost of the digivolution by 5"."""
        *parts, amount = c
        cost = [p for p in parts if isinstance(p, list)]
        filters = [p for p in parts if isinstance(p, dict)]
        return {
            "do": "reduce_next_digivolution",
            "digimon": merge(*filters) or None,
            "amount": amount,
            "cost": cost[0] if cost else None,
        }

    def reduce_next_time_into(self, c: list[Any]) -> Fragment:
        """ "the next time one of your Digimon digivolves into a Digimon card with [Insectoid]
        in its traits this turn, reduce ..." (EX1-033): the card it digivolves into."""
        *into, amount = c
        return {"do": "reduce_next_digivolution", "into": merge(*into), "amount": amount}

    def next_time_cost(self, c: list[Any]) -> list[Fragment]:
        return c[0]

    def search_security(self, c: list[Any]) -> Fragment:
        cards, paying = c
        first, *also = (merge(card, {"zone": "security"}) for card in cards)
        return merge({"do": "play", "target": first, "also": also or None}, paying)

    def search_security_among(self, c: list[Any]) -> Fragment:
        """BT13-012: the play from the searched stack is a step of its own, so that what
        follows it ("If you did, <Recovery +1 (Deck)>. Then, shuffle ...") comes before the
        shuffle that ends the effect."""
        step = self.search_security(c)
        return merge(step, {"zones": ["security"]})

    def return_sources(self, c: list[Any]) -> Fragment:
        return {"do": "add_to_hand", "target": merge({"zone": "digivolution_cards"}, *c)}

    def shares_name(self, c: list[Any]) -> Fragment:
        return {"shares_name_with_that": True}

    def level_played(self, c: list[Any]) -> Fragment:
        return {"level_at_most_played": True}

    def card_same_level(self, c: list[Any]) -> Fragment:
        """ "1 card of the same level": as the Digimon whose event triggered the effect."""
        return {**self.card_cards(c), "same_level_as_event": True}

    def same_color(self, c: list[Any]) -> Fragment:
        return {"color_of_your_digimon": True}

    def shuffle_security(self, c: list[Any]) -> Fragment:
        return {"do": "shuffle_security"}

    def trash_revealed_security(self, c: list[Any]) -> Fragment:
        """BT10-086: its cost ("by placing ...") moved to the end of its first sentence."""
        step = {"do": "trash_revealed_security", "count": c[0]}
        return {**step, "_cost": c[1]} if len(c) > 1 else step

    def top_revealed_security(self, c: list[Any]) -> Fragment:
        """LM-020: the card picked goes on top of the opponent's deck instead."""
        step = {"do": "trash_revealed_security", "to": "deck_top"}
        return {**step, "_cost": c[0]} if c else step

    def declare_category(self, c: list[Any]) -> Fragment:
        return {"do": "declare_category"}

    def by_gerunds(self, c: list[Any]) -> list[Fragment]:
        return c[0]

    def prevent_deletion(self, c: list[Any]) -> Fragment:
        return {"do": "prevent_deletion"}

    def change_base_dp(self, c: list[Any]) -> Fragment:
        return merge({"do": "modify", "target": c[0], "base_dp": c[1]}, c[2])

    def neither_can(self, c: list[Any]) -> Fragment:
        """ "neither player's Digimon can be deleted in battle for the turn"."""
        cant = [_CANT[str(t.children[0]).lower()] for t in c if not isinstance(t, dict)]
        parts = [x for x in c if isinstance(x, dict)]
        duration = merge(*[x for x in parts if "duration" in x])
        target = merge({"select": "all", "side": "any"}, *[x for x in parts if "duration" not in x])
        return merge({"do": "modify", "target": target, "cant": cant}, duration)

    def neither_grant(self, c: list[Any]) -> Fragment:
        """ "[All Turns] neither player's other Digimon or Tamers can unsuspend" (BT12-057):
        the grant of `neither_can`, lasting while its source is in play."""
        step = self.neither_can(c)
        return {"target": step["target"], "cant": step["cant"]}

    def use_option(self, c: list[Any]) -> Fragment:
        return {"do": "use_option", "target": merge({"zone": "hand"}, c[0])}

    def use_option_revealed(self, c: list[Any]) -> Fragment:
        """ "use 1 Option card with a memory cost of 7 among them ..." (BT6-065)."""
        return {"do": "use_option", "target": merge({"zone": "revealed"}, c[0])}

    def use_option_any_color(self, c: list[Any]) -> Fragment:
        """ "... without meeting its color requirements ..." (BT10-041), and where the card
        goes once used."""
        return merge(self.use_option(c[:1]), {"ignore_colors": True}, *c[1:])

    def option_to_security(self, c: list[Any]) -> Fragment:
        return {"to_security": True}

    def give_dp(self, c: list[Any]) -> Fragment:
        return merge({"do": "modify", "target": c[0], "dp": c[1]}, c[2])

    def give_trashed_dp(self, c: list[Any]) -> Fragment:
        """ "add the trashed card's DP to this Digimon for the turn" (BT5-018)."""
        return merge({"do": "modify", "target": c[0], "dp_of": "trashed"}, c[1])

    def give_trashed_colors(self, c: list[Any]) -> Fragment:
        """ "treat this Digimon as also having the colors of the trashed card for the turn"
        (BT8-040)."""
        return merge({"do": "modify", "target": c[0], "colors_of": "trashed"}, c[1])

    def reduce_play_cost(self, c: list[Any]) -> Fragment:
        return merge({"do": "reduce_cost", "amount": c[0]}, *c[1:])

    def reduce_by_deleted_cost(self, c: list[Any]) -> Fragment:
        return {"do": "reduce_cost", "by_cost_of": "deleted"}

    def reduce_use_cost(self, c: list[Any]) -> Fragment:
        return merge({"do": "reduce_cost", "amount": c[0], "of": "use"}, *c[1:])

    def reduce_hand_cost(self, c: list[Any]) -> Fragment:
        return merge({"do": "reduce_cost", "amount": c[0], "of": "hand"}, *c[1:])

    def increase_digivolution_cost(self, c: list[Any]) -> Fragment:
        return {"do": "reduce_cost", "amount": c[0], "of": "digivolution", "increase": True}

    def reduce_digivolution_cost(self, c: list[Any]) -> Fragment:
        return merge({"do": "reduce_cost", "amount": c[0], "of": "digivolution"}, *c[1:])

    def play(self, c: list[Any]) -> Fragment:
        """ "play that card": the card the event revealed (EX5-053's checked security card)."""
        cards: list[Fragment] = [
            {"select": "that", "zone": "revealed"} if x == {"select": "that"} else x for x in c[0]
        ]
        source = merge(*[x for x in c[1:] if isinstance(x, dict) and "zone" in x])
        zones = [z for x in c[1:] if isinstance(x, dict) for z in x.get("zones", [])]
        if zones:
            source = {"zone": zones[0]}
        flags = merge(*[x for x in c[1:] if isinstance(x, dict) and "zone" not in x])
        flags.pop("zones", None)
        barred = flags.pop("not_names", None)  # "This effect can't play [Omnimon] or ..."
        if barred:
            source = merge(source, {"not_names": barred})
        if cards == [{"select": "this"}] and not zones and not source:
            return merge({"do": "play_this_card"}, flags)
        first, *also = (merge(card, source) for card in cards)
        return merge(
            {"do": "play", "target": first, "also": also or None}, flags, {"zones": zones or None}
        )

    def link_card(self, c: list[Any]) -> Fragment:
        """ "link 1 ... from your hand or this Digimon's digivolution cards to this Digimon
        without paying the cost" (10-1, by an effect)."""
        play = self.play([c[0], c[1]])
        return merge({"do": "link", "target": play["target"], "zones": play.get("zones")}, *c[2:])

    def link_to_target(self, c: list[Any]) -> Fragment:
        """ "to 1 of your Digimon"; "to this Digimon" is the default."""
        return {} if c[0].get("select") == "this" else {"to": c[0]}

    def link_reduced(self, c: list[Any]) -> Fragment:
        return {"free": False, "reduce": c[0]}

    def z_hand(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "hand"})

    def z_trash(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "trash"})

    def z_under_tamers(self, c: list[Any]) -> Fragment:
        return {"zone": "under_tamers"}

    def z_under_digimon(self, c: list[Any]) -> Fragment:
        """ "from 1 of your blue Digimon's digivolution cards" (BT12-032)."""
        return {"zone": "under_digimon", "under": c[0] or None}

    def z_revealed(self, c: list[Any]) -> Fragment:
        return {"zone": "revealed"}

    def z_security(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "security"})

    def z_deck(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "deck"})

    def z_digivolution_cards(self, c: list[Any]) -> Fragment:
        return {"zone": "digivolution_cards"}

    def z_breeding(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "breeding"})

    def z_under_breeding(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "under_breeding"})

    def zones_under_tamers(self, c: list[Any]) -> Fragment:
        return {"zones": [str(c[0].children[0]), "under_tamers"]}

    def zones_play_hand(self, c: list[Any]) -> Fragment:
        """ "from in play or from your hand" (EX2-007): a Digimon of the battle area, or a
        card of the hand."""
        return {"zones": ["battle", "hand"]}

    def zones(self, c: list[Any]) -> Fragment:
        return {
            "zones": [
                str(z.children[0]).removeprefix("this digimon's ").replace(" ", "_") for z in c
            ]
        }

    def zones_each(self, c: list[Any]) -> Fragment:
        """ "from your hand and trash": cards from both together."""
        return {**self.zones(c), "from_each": True}

    def free(self, c: list[Any]) -> Fragment:
        return {"free": True}

    def paid(self, c: list[Any]) -> Fragment:
        return {"free": False}

    def play_reduced(self, c: list[Any]) -> Fragment:
        more = {"reduce_more": c[1], "reduce_for_every": c[2]["for_every"]} if len(c) > 1 else {}
        return {"free": False, "reduce": c[0], **more}

    def no_on_play(self, c: list[Any]) -> Fragment:
        return {"no_on_play": True}

    def cant_play(self, c: list[Any]) -> Fragment:
        return {"not_names": c[0]}

    def play_more(self, c: list[Any]) -> Fragment:
        return {"more_if": c[0], "more": c[1]}

    def play_higher(self, c: list[Any]) -> Fragment:
        return {"higher_if": c[0], "higher": c[1]}

    def play_suspended(self, c: list[Any]) -> Fragment:
        return {"suspended": True}

    def to_breeding(self, c: list[Any]) -> Fragment:
        return {"to_breeding": True}

    def digivolve(self, c: list[Any]) -> Fragment:
        into = merge(c[0], c[1])
        zones = into.pop("_zones", None)
        return merge({"do": "digivolve", "into": into, "free": False, "zones": zones}, *c[2:])

    def digivolve_into_that(self, c: list[Any]) -> Fragment:
        """ "digivolve this Digimon into that card": the card its trigger trashed (BT14-006),
        for the digivolution cost."""
        return {"do": "digivolve", "into": {"select": "that", "zone": "trash"}, "free": False}

    def digivolve_who(self, c: list[Any]) -> Fragment:
        """ "digivolve 1 of your Digimon into ...": another Digimon than this one."""
        who, *rest = c
        step = self.digivolve(rest)
        if who != {"select": "this"}:
            step["who"] = who
        return step

    def digivolve_tamer(self, c: list[Any]) -> Fragment:
        """ "digivolve this Tamer into ... as if this Tamer is a level 5 red Digimon"."""
        *rest, color, level = c
        return {**self.digivolve(rest), "tamer_as": {"color": color, "level": level}}

    def digivolve_into_this(self, c: list[Any]) -> Fragment:
        """A Security Digimon's "1 of your Digimon may digivolve into this card" (ST17-13):
        the flipped card itself, at the end of its battle."""
        return self.digivolve_who([c[0], {"select": "this"}, {"zone": "security"}, *c[1:]])

    def dv_trash(self, c: list[Any]) -> Fragment:
        return {"zone": "trash"}

    def dv_under_tamers(self, c: list[Any]) -> Fragment:
        return {"zone": "under_tamers"}

    def dv_security(self, c: list[Any]) -> Fragment:
        return {"zone": "security"}

    def dv_paid(self, c: list[Any]) -> Fragment:
        return {"free": False}

    def dv_reduced(self, c: list[Any]) -> Fragment:
        return {"free": False, "reduce": c[0]}

    def dv_hand(self, c: list[Any]) -> Fragment:
        return {"zone": "hand"}

    def dv_hand_or_tamers(self, c: list[Any]) -> Fragment:
        """ "in your hand or from under 1 of your Tamers" (BT12-081): the card from either."""
        return {"zone": "hand", "_zones": ["hand", "under_tamers"]}

    def dv_hand_or_trash(self, c: list[Any]) -> Fragment:
        """ "in the hand or trash" (P-232): the card from either."""
        return {"zone": "hand", "_zones": ["hand", "trash"]}

    def dv_revealed(self, c: list[Any]) -> Fragment:
        return {"zone": "revealed"}

    def dv_cost(self, c: list[Any]) -> Fragment:
        return {"cost": c[0]}

    def dv_free(self, c: list[Any]) -> Fragment:
        return {"free": True}

    def ignoring_requirements(self, c: list[Any]) -> Fragment:
        return {"ignore_requirements": True}

    def ignoring_level(self, c: list[Any]) -> Fragment:
        return {"ignore_level": True}

    def dna_digivolve(self, c: list[Any]) -> Fragment:
        other = merge(*c)
        return {"do": "dna_digivolve", **({"other": other} if other else {})}

    def play_this_card(self, c: list[Any]) -> Fragment:
        return merge({"do": "play_this_card"}, c[0])

    def activate_main(self, c: list[Any]) -> Fragment:
        return {"do": "activate_main"}

    def activate_security(self, c: list[Any]) -> Fragment:
        return {"do": "activate_security"}

    def draw_both(self, c: list[Any]) -> Fragment:
        return {"do": "draw", "amount": c[0], "both": True}

    def activate_effect(self, c: list[Any]) -> Fragment:
        return {"do": "activate_effect", "target": c[0], **c[1]}

    def activate_effect_as_this(self, c: list[Any]) -> Fragment:
        """ "activate 1 [On Play] effect on that card as an effect of this Digimon" (BT15-102):
        of the card the effect's cost placed under this Digimon."""
        return {"do": "activate_effect", "target": {"select": "that"}, "as_this": True, **c[0]}

    def owner_named(self, c: list[Any]) -> Fragment:
        """ "your [Rina Shinomiya]'s": a Digimon or Tamer of that name."""
        return {"name": c[0], "kinds": ["digimon", "tamer"]}

    def owner_that(self, c: list[Any]) -> Fragment:
        return {"select": "that"}

    def owner_this(self, c: list[Any]) -> Fragment:
        return {"select": "this"}

    def activate_effect_of(self, c: list[Any]) -> Fragment:
        """ "activate 1 of the [On Deletion] effects of 1 of your red Digimon with [Vaccine] in
        its traits" (BT11-097): the Digimon chosen as the step's target."""
        timing, target = c
        return {"do": "activate_effect", "target": target, **timing}

    def activate_timed(self, c: list[Any]) -> Fragment:
        return {"do": "activate_timed", "timing": c[0]["timing"]}

    def add_this_card_to_hand(self, c: list[Any]) -> Fragment:
        return {"do": "add_this_card_to_hand"}

    def play_digivolution_card(self, c: list[Any]) -> Fragment:
        level = c[0] if isinstance(c[0], int) else None
        target, paying = c[-2], c[-1]
        return merge({"do": "play_digivolution_card", "target": target, "max_level": level}, paying)

    def play_digivolution_card_of(self, c: list[Any]) -> Fragment:
        """ "play 1 blue level 3 Digimon card from under ..." (EX3-022); a level bound alone
        is the step's `max_level`."""
        *card, target, paying = c
        f = merge(*card)
        if set(f) <= {"max_level"}:
            return self.play_digivolution_card([f.get("max_level"), target, paying])
        return merge({"do": "play_digivolution_card", "target": target, "card": f}, paying)

    def level_bound(self, c: list[Any]) -> int:
        return int(c[0])

    def at_end(self, c: list[Any]) -> Fragment:
        return {"do": "at_end", "of": c[0], "steps": c[1]}

    def at_end_opponents_turn(self, c: list[Any]) -> Fragment:
        return {"do": "at_end", "of": "opponents_turn", "steps": c[0]}

    def at_end_then_add(self, c: list[Any]) -> Fragment:
        """A Security Digimon's "At the end of the battle, X. [If ..., Y.] Then, add this
        card to its owner's hand.": every sentence waits for the battle's end (15-8-3), when
        the card has battled and can be taken from the trash."""
        steps, *more = c
        last = {"do": "add_this_card_to_hand", "then": True}
        return {"do": "at_end", "of": "battle", "steps": [*steps, *more, last]}

    def at_end_add_then(self, c: list[Any]) -> Fragment:
        """BT6-111's [Security] "At the end of the battle, add this card to its owner's hand.
        Then, if ..., X.": the sentence after "then" waits for the battle's end too."""
        return {
            "do": "at_end",
            "of": "battle",
            "steps": [{"do": "add_this_card_to_hand"}, {**c[0], "then": True}],
        }

    def at_end_sentence(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def at_end_may_sentence(self, c: list[Any]) -> Fragment:
        """P-070: "... . You may play 1 ... among them ... . Add the remaining cards ...": a
        later sentence the player may decline, still at the battle's end."""
        return {**c[0], "optional": True}

    def at_end_if(self, c: list[Any]) -> list[Fragment]:
        """EX1-027: "At the end of the battle, if you have 3 or fewer security cards, ...": the
        condition read at the battle's end."""
        return [merge(*c)]

    def at_end_may(self, c: list[Any]) -> list[Fragment]:
        """ "At the end of the battle, you may play ...": the step the player may decline."""
        return [{**c[0], "optional": True}]

    def for_every_suspended(self, c: list[Any]) -> Fragment:
        return {"do": "for_every_suspended", "kind": c[0]["kinds"][0], "steps": c[1]}

    def for_every(self, c: list[Any]) -> Fragment:
        """ "for every Tamer you have, delete 1 ...": the steps, once for each."""
        return {"do": "for_every", "count": c[0], "steps": c[1:]}

    def for_every_following(self, c: list[Any]) -> Fragment:
        """ "For every 2 ..., activate the following effect:・1 of your opponent's Digimon gets
        -3000 DP for the turn." (BT12-041): the effect once for each, each choosing anew."""
        return {"do": "for_every", "count": c[0], "steps": c[1:], "following": True}

    def for_every_again(self, c: list[Any]) -> Fragment:
        """ "Activate the effect below. For every X, activate it again.・Y": Y once, then
        once for each X, each time anew."""
        return {"do": "for_every", "count": c[0], "steps": c[1:], "again": True}

    def for_every_may(self, c: list[Any]) -> Fragment:
        return {**c[0], "optional": True}

    def choose_one(self, c: list[Any]) -> Fragment:
        return {"do": "choose_one", "options": c}

    def choose_below(self, c: list[Any]) -> Fragment:
        """ "Activate 1 of the effects below.・A.・B.", and "If ..., activate all of the
        effects below instead." before the list."""
        out: dict[str, Any] = {"do": "choose_one", "below": True, "options": []}
        for part in c:
            if isinstance(part, dict):
                out["all_if"] = part["all_if"]
            else:
                out["options"].append(part)
        return out

    def choose_below_by(self, c: list[Any]) -> Fragment:
        """ "Activate 1 of the effects below by deleting this Digimon.・A.・B." (BT14-102): the
        cost of the effect, paid before the choice (15-7)."""
        cost, *options = c
        return {**self.choose_below(options), "_cost": cost}

    def below_all(self, c: list[Any]) -> Fragment:
        return {"all_if": c[0]}

    def below_option(self, c: list[Any]) -> Any:
        """ "・A. If you do, B.": an option's steps, a later one with its own "if"."""
        return [*c[0], *c[1:]]

    def below_may_option(self, c: list[Any]) -> Any:
        """ "・You may play ...": an option whose step the player may decline once chosen; "・You
        may delete X. If you do, place Y." (BT14-094) with the sentences after it."""
        first, *rest = c[0]
        return [{**first, "optional": True}, *rest, *c[1:]]

    def below_if_may_option(self, c: list[Any]) -> Any:
        """ "・If you have [X] in play, you may digivolve ...": an option whose first step has
        a condition, and the player may decline it once chosen (EX4-066)."""
        condition, steps = c
        first, *rest = self.below_may_option([steps])
        return [merge(condition, first), *rest]

    def choose_same_verb(self, c: list[Any]) -> Fragment:
        """ "suspend 1 ..., or 2 ...": the second option repeats the first one's verb."""
        first, target = c
        if "target" not in first:
            raise CompileError("an option without its verb needs a verb with a target")
        return {"do": "choose_one", "options": [[first], [{**first, "target": target}]]}

    # ---- grants and modify steps -------------------------------------------------
    def modify(self, c: list[Any]) -> Fragment:
        return merge({"do": "modify"}, *c)

    def may_have(self, c: list[Any]) -> Fragment:
        return {"_may": True}

    def quoted(self, c: list[Any]) -> Fragment:
        return c[0]

    def quoted_body(self, c: list[Any]) -> Fragment:
        return {"effects": c}

    def grant_clause(self, c: list[Any]) -> Fragment:
        grant = merge(*c)
        if grant.get("as_digimon") and grant.get("target") == {
            "select": "this",
            "kinds": ["tamer"],
        }:
            grant["target"] = {"select": "this"}  # "this Tamer is also treated as a Digimon"
        return grant

    def same_level_battle(self, c: list[Any]) -> Fragment:
        return {"same_level_save": {"count": c[0], "when": "deleted_in_battle"}}

    def same_level_effects(self, c: list[Any]) -> Fragment:
        return {"same_level_save": {"count": c[0], "when": "leaves_by_effect"}}

    def untrashable_sources(self, c: list[Any]) -> Fragment:
        return {"untrashable_sources": c[0]}

    def players_cant(self, c: list[Any]) -> Fragment:
        return {"players_cant": [_PLAYER_RULES[str(c[0])]]}

    def opponent_cant(self, c: list[Any]) -> Fragment:
        """ "Your opponent can't play Digimon by effects": a rule on the opponent's side."""
        rule = _PLAYER_RULES[str(c[0])]
        return {"opponent_cant": [rule], "target": {"select": "all", "side": "opponents"}}

    def deletion_dp(self, c: list[Any]) -> Fragment:
        return {"deletion_dp": c[0]}

    def turn_end_memory(self, c: list[Any]) -> Fragment:
        return {"turn_end_memory": c[0]}

    def memory_ban(self, c: list[Any]) -> Fragment:
        return {"opponent_memory_only_from": c}

    def subject(self, c: list[Any]) -> Fragment:
        return {"target": c[0]}

    def it(self, c: list[Any]) -> Fragment:
        return {"select": "this"}

    def they(self, c: list[Any]) -> Fragment:
        """ "they": the Digimon the step before chose ("unsuspend all of ... . They get ...")."""
        return {"select": "that"}

    def per_one(self, c: list[Any]) -> Fragment:
        return {"per_digivolution_cards": 1}

    def per_sources(self, c: list[Any]) -> Fragment:
        return {"per_digivolution_cards": c[0]}

    def predicates(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def p_dp(self, c: list[Any]) -> Fragment:
        return {"dp": c[0]}

    def p_gains(self, c: list[Any]) -> Fragment:
        kw: Kw = c[0]
        gained: Any = kw.key if kw.value is None else {kw.key: kw.value}
        return {"gains": [gained]}

    def p_cant(self, c: list[Any]) -> Fragment:
        return {"cant": [_CANT[str(t.children[0]).lower()] for t in c]}

    def p_unblockable(self, c: list[Any]) -> Fragment:
        return {"unblockable_by": merge(*c)}

    def p_attack_unsuspended(self, c: list[Any]) -> Fragment:
        return {"attack_unsuspended": True}

    def p_xros_stand_in(self, c: list[Any]) -> Fragment:
        return {"xros_stand_in": True}

    def p_attack_unsuspended_with(self, c: list[Any]) -> Fragment:
        """ "can attack your opponent's unsuspended level 4 or lower Digimon", "... Digimon with
        no digivolution cards"; without a filter, the plain phrase."""
        which = merge(*c)
        return {"attack_unsuspended_with": which} if which else {"attack_unsuspended": True}

    def p_base_dp(self, c: list[Any]) -> Fragment:
        return {"base_dp": c[0]}

    def p_gains_effect(self, c: list[Any]) -> Fragment:
        return {}

    def p_gains_quoted(self, c: list[Any]) -> Fragment:
        return c[0]

    def p_gains_effects_of(self, c: list[Any]) -> Fragment:
        return {"effects_of": c}

    def p_digivolve_into(self, c: list[Any]) -> Fragment:
        return {"digivolve_into": {"into": merge(c[0], c[1]), "cost": c[2]}}

    def p_digivolve_only_into(self, c: list[Any]) -> Fragment:
        return {"digivolve_only_into": merge(*c)}

    def p_dna_level(self, c: list[Any]) -> Fragment:
        return {"dna_level": {"level": c[0], "into": c[1]}}

    def p_also_colors(self, c: list[Any]) -> Fragment:
        return {"also_colors": c}

    def p_sources_colors(self, c: list[Any]) -> Fragment:
        return {"sources_colors": True}

    def p_as_digimon(self, c: list[Any]) -> Fragment:
        return {"as_digimon": c[0]}

    def p_unaffected_by(self, c: list[Any]) -> Fragment:
        return {"unaffected_by": c}

    def p_no_de_digivolve(self, c: list[Any]) -> Fragment:
        return {"no_de_digivolve": True}

    def p_unaffected_by_opponents(self, c: list[Any]) -> Fragment:
        return {"unaffected_by_opponents": c}

    def p_unaffected_by_opponents_all(self, c: list[Any]) -> Fragment:
        return {"unaffected_by_opponents": list(get_args(Category))}

    def p_no_option_security(self, c: list[Any]) -> Fragment:
        return {"no_security_effects": "option"}

    def turn(self, c: list[Any]) -> Fragment:
        return {"duration": "turn"}

    def opponents_next_turn(self, c: list[Any]) -> Fragment:
        return {"duration": "opponents_next_turn"}

    def opponents_turn(self, c: list[Any]) -> Fragment:
        return {"duration": "opponents_turn"}

    def your_turn(self, c: list[Any]) -> Fragment:
        return {"duration": "your_turn"}

    def your_next_turn(self, c: list[Any]) -> Fragment:
        return {"duration": "your_next_turn"}

    def for_count(self, c: list[Any]) -> Fragment:
        return {"for_every": c[0]}

    # ---- targets and cards -------------------------------------------------------
    def t_this(self, c: list[Any]) -> Fragment:
        return merge({"select": "this"}, *c)

    def t_that(self, c: list[Any]) -> Fragment:
        return merge({"select": "that"}, *c)

    def t_suspended_here(self, c: list[Any]) -> Fragment:
        return merge({"select": "that", "suspended_here": True, "kinds": ["digimon", "tamer"]}, *c)

    def t_chosen(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def t_all(self, c: list[Any]) -> Fragment:
        return merge({"select": "all"}, *c)

    def t_named(self, c: list[Any]) -> Fragment:
        """ "1 of your [Patamon]": a Digimon or Tamer by its name (2-3-1-2); "1 of your purple
        [Cherubimon]" of those colours too (BT8-043)."""
        *parts, names = c  # the quantity, whose, "other" and the colours if they are said
        return merge(*parts, {"names": names, "kinds": ["digimon", "tamer"]})

    def t_named_breeding(self, c: list[Any]) -> Fragment:
        """ "1 of your [King Drasil_7D6] in the breeding area": effects naming the breeding
        area reach it (3-4-7-5)."""
        *parts, names = c
        return merge(*parts, {"names": names, "kinds": ["digimon"], "zone": "breeding"})

    def t_breeding(self, c: list[Any]) -> Fragment:
        return merge(*c, {"zone": "breeding"})

    def t_all_breeding(self, c: list[Any]) -> Fragment:
        return merge({"select": "all"}, *c, {"zone": "breeding"})

    def t_tamers_or_digimon(self, c: list[Any]) -> Fragment:
        """ "1 of your opponent's Tamers or level 6 or lower Digimon" (BT7-111): any Tamer, or
        a Digimon the adjectives describe."""
        quantity, whose, adjectives = c
        either = {"kinds": ["digimon", "tamer"], "any_of": [{"categories": ["tamer"]}, adjectives]}
        return merge(quantity, whose, either)

    def t_named_or_digimon(self, c: list[Any]) -> Fragment:
        """ "1 of your [Leviamon] or Digimon with [X Antibody] in its digivolution cards"
        (BT15-081): a Digimon of that name, or one the adjectives and filter describe."""
        quantity, whose, name, *described = c
        either = {"kinds": ["digimon"], "any_of": [{"names": [str(name)]}, merge(*described)]}
        return merge(quantity, whose, either)

    def t_either_side(self, c: list[Any]) -> Fragment:
        """ "suspend 1 Digimon": chosen among both players' (no "of your")."""
        return merge({"side": "any"}, *c)

    def t_all_either_side(self, c: list[Any]) -> Fragment:
        """ "delete all Digimon without ...": both players' (BT9-110), said only after
        "delete"."""
        return merge({"select": "all", "side": "any"}, *c)

    def q_one(self, c: list[Any]) -> Fragment:
        return {"select": "one", "count": c[0]}

    def q_one_word(self, c: list[Any]) -> Fragment:
        return {"select": "one", "count": 1}

    def q_up_to(self, c: list[Any]) -> Fragment:
        return {"select": "up_to", "count": c[0]}

    def q_all(self, c: list[Any]) -> Fragment:
        return {"select": "all"}

    def q_any_number(self, c: list[Any]) -> Fragment:
        return {"select": "any_number"}

    def side_your(self, c: list[Any]) -> Fragment:
        return {"side": "your"}

    def side_opponents(self, c: list[Any]) -> Fragment:
        return {"side": "opponents"}

    def other(self, c: list[Any]) -> Fragment:
        return {"other": True}

    def kinds(self, c: list[Any]) -> Fragment:
        return {"kinds": [k["kinds"][0] for k in c]}

    presence_kinds = kinds

    def k_digimon(self, c: list[Any]) -> Fragment:
        return {"kinds": ["digimon"]}

    def k_tamer(self, c: list[Any]) -> Fragment:
        return {"kinds": ["tamer"]}

    def k_security_digimon(self, c: list[Any]) -> Fragment:
        return {"kinds": ["security_digimon"]}

    def total_dp(self, c: list[Any]) -> Fragment:
        return {"total_dp": c[0]}

    def total_cost(self, c: list[Any]) -> Fragment:
        return {"total_cost": c[0]}

    def total_cost_of(self, c: list[Any]) -> Fragment:
        return {"total_cost_of": merge(*c)}

    def compared_dp(self, c: list[Any]) -> Fragment:
        return {"at_most": {"measure": "dp", "of": c[0]}}

    def compared_level(self, c: list[Any]) -> Fragment:
        return {"at_most": {"measure": "level", "of": c[0]}}

    def compared_level_security(self, c: list[Any]) -> Fragment:
        return {"at_most": {"measure": "level", "of": "security"}}

    def compared_cost_sources(self, c: list[Any]) -> Fragment:
        """ "with play costs less than or equal to this Digimon's digivolution cards" (BT7-065):
        as many as it has."""
        return {"at_most": {"measure": "cost", "of": "digivolution_cards"}}

    def compared_same_level(self, c: list[Any]) -> Fragment:
        """ "with the same level as that card": the card its cost took (EX5-026)."""
        return {"at_most": {"measure": "level", "of": "that", "same": True}}

    def compared_cost(self, c: list[Any]) -> Fragment:
        return {"at_most": {"measure": "cost", "of": c[0]}}

    def ref_this(self, c: list[Any]) -> str:
        return "this"

    def ref_chosen(self, c: list[Any]) -> str:
        return "chosen"

    def ref_deleted(self, c: list[Any]) -> str:
        return "deleted"

    def ref_trashed(self, c: list[Any]) -> str:
        return "trashed"

    def ref_placed(self, c: list[Any]) -> str:
        return "placed"

    def extreme(self, c: list[Any]) -> Fragment:
        measure = {"dp": "dp", "level": "level", "play cost": "cost"}[str(c[1])]
        return {"extreme": f"{c[0]}_{measure}"}

    def card_this(self, c: list[Any]) -> Fragment:
        return {"select": "this"}

    def card_that(self, c: list[Any]) -> Fragment:
        return {"select": "that"}

    def card_pile(self, c: list[Any]) -> Fragment:
        end, n, side, pile = c
        zone = "deck" if pile == "deck" else "security"
        return merge(side, {"zone": zone, end: n})

    def card_piles_both(self, c: list[Any]) -> Fragment:
        """ "the top 5 cards of both players' decks": each player's top 5 (EX2-012)."""
        return {"side": "any", "zone": "deck", "top": c[0]}

    def card_pile_either(self, c: list[Any]) -> Fragment:
        n, side, pile = c
        zone = "deck" if pile == "deck" else "security"
        return merge(side, {"zone": zone, "top": n, "bottom": n})

    def card_pile_up_to(self, c: list[Any]) -> Fragment:
        """ "up to 3 cards from the top of your deck": as many of the top cards as the
        player chooses, none to all 3."""
        return merge(self.card_pile(["top", *c]), {"select": "up_to"})

    def pile(self, c: list[Any]) -> str:
        return str(c[0])

    def card_cards(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def cards_noun_filtered(self, c: list[Any]) -> Fragment:
        return merge(*c)

    card_kind = cards_noun_filtered

    def card_either(self, c: list[Any]) -> Fragment:
        """ "1 [Huckmon] or 1 Digimon card with [Sistermon] in its name": one card of either
        kind, each said with the same quantity."""
        quantities, kinds = c[0::2], c[1::2]
        if any(q != quantities[0] for q in quantities):
            raise CompileError("each card of an 'or' is said with the same number")
        return merge(quantities[0], {"any_of": kinds})

    def named(self, c: list[Any]) -> Fragment:
        return {"name": c[0]}

    def named_any(self, c: list[Any]) -> Fragment:
        return {"names": c}

    def of_categories(self, c: list[Any]) -> Fragment:
        return {"categories": [x for x in c if x not in ("card", "cards")]}

    def any_card(self, c: list[Any]) -> Fragment:
        return {}

    def category(self, c: list[Any]) -> str:
        return str(c[0])

    def adjectives(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def f_different_colors(self, c: list[Any]) -> Fragment:
        return {"different_colors": True}

    def f_suspended(self, c: list[Any]) -> Fragment:
        return {"suspended": True}

    def f_unsuspended(self, c: list[Any]) -> Fragment:
        return {"suspended": False}

    def colors(self, c: list[Any]) -> Fragment:
        return {"colors": c}

    def f_not_color(self, c: list[Any]) -> Fragment:
        return {"not_colors": [c[0]]}

    def color(self, c: list[Any]) -> str:
        return str(c[0])

    def f_level(self, c: list[Any]) -> Fragment:
        return _range(c[0], "min_level", "max_level")

    def f_color_count(self, c: list[Any]) -> Fragment:
        return {"color_count": c[0]}

    def f_color_count_all(self, c: list[Any]) -> Fragment:
        """ "2-color blue and green": exactly these colours (rulings Q2226, Q2348)."""
        return {"color_count": c[0], "all_colors": c[1:]}

    def f_min_colors(self, c: list[Any]) -> Fragment:
        return {"min_colors": c[0]}

    def filter(self, c: list[Any]) -> Fragment:
        return merge(*c)

    with_parts = filter

    def without(self, c: list[Any]) -> Fragment:
        return {"lacks": [k.key for k in c]}

    f_lacks = without

    def f_without(self, c: list[Any]) -> Fragment:
        """ "without [X Antibody] in its traits": what the card must not meet."""
        return {"without": c[0]}

    def unlike_event(self, c: list[Any]) -> Fragment:
        return {"unlike_event": True}

    def f_different_numbers(self, c: list[Any]) -> Fragment:
        return {"different_numbers": True}

    def f_different_names(self, c: list[Any]) -> Fragment:
        return {"different_names": True}

    def named_unlike(self, c: list[Any]) -> Fragment:
        return {"named_unlike": [{"battle area": "battle", "trash": "trash"}[str(a)] for a in c]}

    def area(self, c: list[Any]) -> str:
        return str(c[0])

    def f_has(self, c: list[Any]) -> Fragment:
        return {"has": [k.key for k in c]}

    def f_xros(self, c: list[Any]) -> Fragment:
        return {"xros": True}

    def f_inherited_effect(self, c: list[Any]) -> Fragment:
        """ "1 Tamer card with an inherited effect" (BT7-080)."""
        return {"inherited_effect": True}

    def f_in_text(self, c: list[Any]) -> Fragment:
        return {"in_text": [c[0].key]}

    def f_words_in_text(self, c: list[Any]) -> Fragment:
        """ "with [Pulsemon] in its text" (ruling Q6051)."""
        return {"words_in_text": c[0]}

    def f_has_effect(self, c: list[Any]) -> Fragment:
        return {"effect_timing": c[0]["timing"], **({"not_names": c[1]} if len(c) > 1 else {})}

    def f_has_any(self, c: list[Any]) -> Fragment:
        return {"has_any": [k.key for k in c]}

    def f_level_at_most(self, c: list[Any]) -> Fragment:
        return {"max_level": c[0]}

    def f_level_at_least(self, c: list[Any]) -> Fragment:
        return {"min_level": c[0]}

    def f_dp(self, c: list[Any]) -> Fragment:
        return _range(c[0], "min_dp", "max_dp")

    def f_cost(self, c: list[Any]) -> Fragment:
        if "costs" in c[0]:
            return c[0]
        return _range(c[0], "min_cost", "max_cost")

    def f_digivolution_cards(self, c: list[Any]) -> Fragment:
        return {"digivolution_cards": c[0]}

    def f_in_digivolution_cards(self, c: list[Any]) -> Fragment:
        return {"in_digivolution_cards": c[0]}

    def f_more_sources(self, c: list[Any]) -> Fragment:
        return {"sources_vs_this": "more"}

    def f_as_many_sources(self, c: list[Any]) -> Fragment:
        return {"sources_vs_this": "as_many_or_fewer"}

    def f_more_sources_chosen(self, c: list[Any]) -> Fragment:
        return {"sources_vs_chosen": "more"}

    def f_as_many_sources_chosen(self, c: list[Any]) -> Fragment:
        return {"sources_vs_chosen": "as_many_or_fewer"}

    def f_as_many_or_more_sources_chosen(self, c: list[Any]) -> Fragment:
        return {"sources_vs_chosen": "as_many_or_more"}

    def f_level_vs_security(self, c: list[Any]) -> Fragment:
        return {"level_vs_security": True}

    def f_as_many_or_more_sources(self, c: list[Any]) -> Fragment:
        return {"sources_vs_this": "as_many_or_more"}

    def f_some_sources(self, c: list[Any]) -> Fragment:
        return {"digivolution_cards": {"min": 1}}

    def names(self, c: list[Any]) -> list[str]:
        return c

    def f_name_contains(self, c: list[Any]) -> Fragment:
        return {"name_contains": c[0], **({"not_names": c[1]} if len(c) > 1 else {})}

    def f_traits(self, c: list[Any]) -> Fragment:
        return {"traits": c[0], **({"not_traits": c[1]} if len(c) > 1 else {})}

    def other_than(self, c: list[Any]) -> list[str]:
        return c[0]

    def f_same_name(self, c: list[Any]) -> Fragment:
        return {"same_name_as_this": True}

    def f_attributes(self, c: list[Any]) -> Fragment:
        return {"attributes": c[0]}

    def f_any_of(self, c: list[Any]) -> Fragment:
        return {"any_of": c}

    def f_part_or_keyword(self, c: list[Any]) -> Fragment:
        """ "with [Xros Heart] in their traits or with <Retaliation>": either suffices."""
        return {"any_of": [c[0], self.f_has(c[1:])]}

    def f_part_or_sources(self, c: list[Any]) -> Fragment:
        """ "with [Jellymon] in its name or [Jellymon] in its digivolution cards": either
        suffices (BT9-096)."""
        return {"any_of": [c[0], {"in_digivolution_cards": c[1]}]}

    def f_color_or_part(self, c: list[Any]) -> Fragment:
        """ "that's black or has [Legend-Arms] in its traits": either suffices."""
        return {"any_of": c}

    # ---- numbers -----------------------------------------------------------------
    def at_most(self, c: list[Any]) -> Fragment:
        return {"max": c[0]}

    def at_least(self, c: list[Any]) -> Fragment:
        return {"min": c[0]}

    def between(self, c: list[Any]) -> Fragment:
        return {"min": c[0], "max": c[1]}

    def exactly(self, c: list[Any]) -> Fragment:
        return {"min": c[0], "max": c[0]}

    def list_of(self, c: list[Any]) -> Fragment:
        return {"costs": c}

    def r_none(self, c: list[Any]) -> Fragment:
        return {"max": 0}

    def r_any(self, c: list[Any]) -> Fragment:
        return {}

    def bounds_lower_higher(self, c: list[Any]) -> Fragment:
        return c[0]

    def _count(self, of: str, c: list[Any]) -> Fragment:
        per = _ints(c)
        rest = [x for x in c if isinstance(x, dict)]
        side = merge(*[x for x in rest if "side" in x])
        filt = merge(*[x for x in rest if "side" not in x])
        return merge({"of": of, "per": per[0] if per else 1, "filter": filt or None}, side)

    def count_phrase(self, c: list[Any]) -> Fragment:
        return c[0]

    def n_plus(self, c: list[Any]) -> Fragment:
        return {**c[0], "plus": c[1]}

    def n_colors(self, c: list[Any]) -> Fragment:
        return {"of": "colors"}

    def n_digimon_colors(self, c: list[Any]) -> Fragment:
        return {"of": "digimon_colors"}

    def n_source_colors(self, c: list[Any]) -> Fragment:
        """ "for each color in this Digimon's digivolution cards" (EX1-022)."""
        return {"of": "source_colors"}

    def n_that_colors(self, c: list[Any]) -> Fragment:
        """ "for each of that card's colors": the card a Digimon would digivolve into; in a
        step, "for each of that Digimon's colors", the Digimon it chose (ST17-13)."""
        return {"of": "colors", "that": True}

    def n_that_sources(self, c: list[Any]) -> Fragment:
        return {"of": "digivolution_cards", "that": True}

    def n_deleted(self, c: list[Any]) -> Fragment:
        return {"of": "deleted"}

    def n_opponents_deleted(self, c: list[Any]) -> Fragment:
        """ "for each of your opponent's Digimon deleted" (BT8-019), after "When an
        opponent's Digimon is deleted": those its trigger heard deleted together."""
        return {"of": "deleted", "side": "opponents"}

    def n_deleted_by_this(self, c: list[Any]) -> Fragment:
        return {"of": "deleted_by_this"}

    def n_trashed(self, c: list[Any]) -> Fragment:
        return {"of": "trashed"}

    def n_placed(self, c: list[Any]) -> Fragment:
        return {"of": "placed"}

    def n_added(self, c: list[Any]) -> Fragment:
        return {"of": "added"}

    def n_returned(self, c: list[Any]) -> Fragment:
        return {"of": "returned"}

    def n_memory_paid(self, c: list[Any]) -> Fragment:
        return {"of": "memory_paid"}

    def n_security(self, c: list[Any]) -> Fragment:
        return self._count("security", c)

    def n_hand(self, c: list[Any]) -> Fragment:
        return self._count("hand", c)

    def n_opponents_hand(self, c: list[Any]) -> Fragment:
        return self._count("hand", [*c, {"side": "opponents"}])

    def n_trash(self, c: list[Any]) -> Fragment:
        return self._count("trash", c)

    def n_trash_names(self, c: list[Any]) -> Fragment:
        """ "every [Deva] trait card with a different name in your trash": each name once."""
        return merge(self._count("trash", c), {"different_names": True})

    def n_opponents_trash(self, c: list[Any]) -> Fragment:
        return self._count("trash", [*c, {"side": "opponents"}])

    def n_both_trashes(self, c: list[Any]) -> Fragment:
        return self._count("trash", [*c, {"side": "both"}])

    def n_digivolution_cards(self, c: list[Any]) -> Fragment:
        return self._count("digivolution_cards", c)

    def n_revealed(self, c: list[Any]) -> Fragment:
        """ "for every Digimon card among them": the revealed cards that fit (BT14-065)."""
        return self._count("revealed", c)

    def n_digimon(self, c: list[Any]) -> Fragment:
        return self._count("digimon", c)

    def n_tamers(self, c: list[Any]) -> Fragment:
        """ "for every Tamer you have in play"; "every differently colored Tamer" counts
        those of different colours (BT12-083), a count's own reading, not a filter."""
        count = self._count("tamers", c)
        filt = count.get("filter") or {}
        if filt.pop("different_colors", None):
            count = {**count, "differently_colored": True, "filter": filt or None}
        return count

    def n_digimon_and_tamers(self, c: list[Any]) -> Fragment:
        return self._count("digimon_and_tamers", c)

    def n_both_digimon_and_tamers(self, c: list[Any]) -> Fragment:
        """ "for every 2 suspended Digimon and Tamers in play": both players' (BT12-057)."""
        return self._count("digimon_and_tamers", [*c, {"side": "both"}])

    def n_named(self, c: list[Any]) -> Fragment:
        """ "for every [Diaboromon] you have": the Digimon of that name (P-016)."""
        return merge({"of": "digimon", "filter": {"name": c[0]}}, c[1])

    # ---- conditions --------------------------------------------------------------
    def condition(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def c_digixrosing(self, c: list[Any]) -> Fragment:
        return {"digixrosing": True}

    def c_from_digivolution_cards(self, c: list[Any]) -> Fragment:
        return {"from_digivolution_cards": True}

    def c_digixrosing_with(self, c: list[Any]) -> Fragment:
        return {"digixrosing_with": c[0]}

    def c_played_by_effect(self, c: list[Any]) -> Fragment:
        return {"played_by_effect": True}

    def c_digivolved_by_effect(self, c: list[Any]) -> Fragment:
        return {"digivolved_by_effect": True}

    def c_digivolving_from_trash(self, c: list[Any]) -> Fragment:
        return {"digivolving_from_trash": True}

    def c_dna(self, c: list[Any]) -> Fragment:
        return {"dna": True}

    def c_attacking_digimon(self, c: list[Any]) -> Fragment:
        return {"attacking": "digimon"}

    def c_attacking_highest_dp(self, c: list[Any]) -> Fragment:
        return {"attacking_highest_dp": True}

    def c_attacking_player(self, c: list[Any]) -> Fragment:
        return {"attacking": "player"}

    def c_attacking_any(self, c: list[Any]) -> Fragment:
        return {"attacking": "any"}

    def c_attacking_opponents(self, c: list[Any]) -> Fragment:
        return {"attacking": "opponents"}

    def c_attacked(self, c: list[Any]) -> Fragment:
        return {"attacked": merge(*c)}

    def c_digivolution_cards(self, c: list[Any]) -> Fragment:
        return {"digivolution_cards": c[0]}

    def c_in_sources(self, c: list[Any]) -> Fragment:
        """ "[A] or a card with [X] in its traits is in this Digimon's digivolution cards":
        one filter for each thing sought."""
        return {"in_digivolution_cards": c}

    def c_sources_counted(self, c: list[Any]) -> Fragment:
        """ "there are 4 or more [Vemmon] in this Digimon's digivolution cards" (BT11-065)."""
        return {"sources_counted": {"cards": c[1], "number": {"min": c[0]}}}

    def c_in_trash(self, c: list[Any]) -> Fragment:
        return {"in_trash": c}

    def sought_card(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def c_outside_battle(self, c: list[Any]) -> Fragment:
        return {"outside_battle": True}

    def c_in_battle(self, c: list[Any]) -> Fragment:
        return {"outside_battle": False}

    def c_deleted_by_effect(self, c: list[Any]) -> Fragment:
        return {"deleted_by_effect": True}

    def c_that_deleted_by_effect(self, c: list[Any]) -> Fragment:
        return {"that_deleted_by_effect": True}

    def c_had_sources(self, c: list[Any]) -> Fragment:
        return {"had_digivolution_cards": True}

    def c_had_no_sources(self, c: list[Any]) -> Fragment:
        return {"had_digivolution_cards": False}

    def c_that_cost(self, c: list[Any]) -> Fragment:
        return {"that": self.f_cost(c)}

    def c_this(self, c: list[Any]) -> Fragment:
        return {"this": c[0]}

    def c_this_tamer(self, c: list[Any]) -> Fragment:
        """ "if this Tamer is suspended" (BT8-093)."""
        return {"this": merge(c[0], {"categories": ["tamer"]})}

    def card_or_names(self, c: list[Any]) -> Fragment:
        """ "1 card with [Hybrid] in its traits, [Susanoomon], or [Takuya Kanbara]": a card
        of any of them."""
        quantity, parts, *names = c
        return merge(quantity, {"any_of": [parts, *({"name": n} for n in names)]})

    def card_or_named(self, c: list[Any]) -> Fragment:
        """ "a card with [Hybrid] in its traits or [Zoe Orimoto]": either card."""
        return {"any_of": [c[0], {"name": c[1]}]}

    def c_memory(self, c: list[Any]) -> Fragment:
        return {"memory": c[0]}

    def c_gained_memory(self, c: list[Any]) -> Fragment:
        return {"gained_memory": c[0]}

    def c_opponent_memory(self, c: list[Any]) -> Fragment:
        return {"opponent_memory": c[0]}

    def memory_bounds(self, c: list[Any]) -> Fragment:
        return c[0]

    def count_sources(self, c: list[Any]) -> Fragment:
        return c[0]

    count_cards = count_security = count_total = memory_bounds

    def c_hand(self, c: list[Any]) -> Fragment:
        return {"hand": c[0]}

    def c_trash(self, c: list[Any]) -> Fragment:
        return {"trash": c[0]}

    def c_trash_counted(self, c: list[Any]) -> Fragment:
        """ "you have 7 or more Digimon cards with [Devimon] in their names in your trash"."""
        cards = merge({"categories": [c[1]]}, *c[2:])
        return {"trash_counted": {"cards": cards, "number": {"min": c[0]}}}

    def c_trash_counted_any(self, c: list[Any]) -> Fragment:
        """ "you have 5 or more cards with [Dex] or [DeathX] in their names in your trash"
        (BT9-081, BT8-083, BT14-038): cards of any category."""
        return {"trash_counted": {"cards": merge(*c[1:]), "number": {"min": c[0]}}}

    def category_cards(self, c: list[Any]) -> str:
        return str(c[0])

    def c_opponent_trash(self, c: list[Any]) -> Fragment:
        return {"opponent_trash": c[0]}

    def c_your_turn(self, c: list[Any]) -> Fragment:
        return {"turn": "your"}

    def c_opponents_turn(self, c: list[Any]) -> Fragment:
        return {"turn": "opponents"}

    def c_your_security(self, c: list[Any]) -> Fragment:
        return {"your_security": c[0]}

    def c_opponent_security(self, c: list[Any]) -> Fragment:
        return {"opponent_security": c[0]}

    def c_security_vs_opponent(self, c: list[Any]) -> Fragment:
        return {"security_vs_opponent": "fewer_or_equal"}

    def c_all_suspended(self, c: list[Any]) -> Fragment:
        return {"all_suspended": True}

    def c_fewer_security(self, c: list[Any]) -> Fragment:
        return {"security_vs_opponent": "fewer"}

    def c_more_security(self, c: list[Any]) -> Fragment:
        return {"security_vs_opponent": "more"}

    def c_board_vs_yours(self, c: list[Any]) -> Fragment:
        return {"opponent_board_vs_yours": f"as_many_or_{c[0]}"}

    def c_total_security(self, c: list[Any]) -> Fragment:
        return {"total_security": c[0]}

    def c_total_trash(self, c: list[Any]) -> Fragment:
        return {"total_trash": c[0]}

    def c_opponent_hand(self, c: list[Any]) -> Fragment:
        return {"opponent_hand": c[0]}

    def c_in_play(self, c: list[Any]) -> Fragment:
        return {"in_play": [merge(*c)]}

    def c_in_play_anywhere(self, c: list[Any]) -> Fragment:
        """ "if there is a Digimon with 13000 DP or more": on either side (P-186)."""
        return {"in_play": [merge({"side": "any"}, *c)]}

    def c_in_play_named(self, c: list[Any]) -> Fragment:
        """ "if you have [Alice McCoy] in play": a Digimon or Tamer of that name."""
        side, names = c
        named = {"name": names[0]} if len(names) == 1 else {"names": names}
        return {"in_play": [{**side, "kinds": ["digimon", "tamer"], **named}]}

    def c_in_play_named_with_sources(self, c: list[Any]) -> Fragment:
        """ "if you have a [Mother D-Reaper] with 6 or more digivolution cards in play"
        (EX2-054): a Digimon of that name, with so many cards under it."""
        side, name, sources = c
        return {
            "in_play": [{**side, "kinds": ["digimon"], "name": name, "digivolution_cards": sources}]
        }

    def c_not_in_play_named(self, c: list[Any]) -> Fragment:
        """ "if you don't have [Nene Amano] in play": no Digimon or Tamer of that name."""
        return {"none_of": [self.c_in_play_named(c)]}

    def c_not_another_in_play_named(self, c: list[Any]) -> Fragment:
        """ "if you don't have another [Mother D-Reaper] in play": none but this one."""
        named = self.c_in_play_named(c)
        named["in_play"][0]["other"] = True
        return {"none_of": [named]}

    def c_not_in_play(self, c: list[Any]) -> Fragment:
        """ "you don't have a Tamer in play": none of that presence."""
        return {"none_of": [{"in_play": [merge(*c)]}]}

    def pa_none(self, c: list[Any]) -> Fragment:
        return {"number": {"max": 0}}

    def pa_one(self, c: list[Any]) -> Fragment:
        return {"number": {"min": 1}}

    def pa_at_least(self, c: list[Any]) -> Fragment:
        return {"number": {"min": c[0]}}

    def pa_at_most(self, c: list[Any]) -> Fragment:
        """ "your opponent has 2 or fewer Digimon in play" (none counts too)."""
        return {"number": {"max": c[0]}}

    def pa_another(self, c: list[Any]) -> Fragment:
        return {"number": {"min": 1}, "other": True}

    def pa_at_least_other(self, c: list[Any]) -> Fragment:
        return {"number": {"min": c[0]}, "other": True}

    def c_battling(self, c: list[Any]) -> Fragment:
        return {"battling": merge(*c)}

    def c_digivolved_this_turn(self, c: list[Any]) -> Fragment:
        return {"digivolved_this_turn": True}

    def c_digivolved_same_level(self, c: list[Any]) -> Fragment:
        return {"digivolved_same_level": True}

    def c_opponent_did_not_attack(self, c: list[Any]) -> Fragment:
        return {"opponent_attacked_this_turn": False}

    def c_that_dp(self, c: list[Any]) -> Fragment:
        """ "if that Digimon has 16000 DP or more": the Digimon the step before chose."""
        return {"that": self.f_dp(c)}

    def c_that(self, c: list[Any]) -> Fragment:
        return {"that": c[0]}

    def c_played(self, c: list[Any]) -> Fragment:
        return {"played": c[0]}

    def c_revealed_all(self, c: list[Any]) -> Fragment:
        return {"revealed_all": c[0]}

    def c_that_any_of(self, c: list[Any]) -> Fragment:
        """ "if that Digimon has [Free] in its traits or is yellow": either suffices."""
        return {"that": {"any_of": c}}

    def c_placed(self, c: list[Any]) -> Fragment:
        return {"placed": c[0]}

    def c_returned(self, c: list[Any]) -> Fragment:
        return {"returned": c[0]}

    def c_trashed_count(self, c: list[Any]) -> Fragment:
        return {"trashed_count": c[0]}

    def c_not_used_option(self, c: list[Any]) -> Fragment:
        """ "If you don't use an Option card with this effect" (BT6-065)."""
        return {"used_option": False}

    def c_trashed(self, c: list[Any]) -> Fragment:
        return {"trashed": merge(*c)}

    def c_done(self, c: list[Any]) -> Fragment:
        return {"done": True}

    def c_not_done(self, c: list[Any]) -> Fragment:
        return {"done": False}

    def c_deleted_yours(self, c: list[Any]) -> Fragment:
        return {"deleted": merge(*c)}

    def c_deleted_dp(self, c: list[Any]) -> Fragment:
        return {"deleted_dp": c[0]}

    def c_any_of(self, c: list[Any]) -> Fragment:
        return {"any_of": c}

    def c_none_of(self, c: list[Any]) -> Fragment:
        return {"none_of": c}

    def state(self, c: list[Any]) -> Fragment:
        return merge(*c)

    s_is = card_state = state

    def s_card_kind(self, c: list[Any]) -> Fragment:
        cats = [x for x in c if isinstance(x, str)]
        return merge({"categories": cats}, *[x for x in c if isinstance(x, dict)])

    # ---- triggers ----------------------------------------------------------------
    def ts_this(self, c: list[Any]) -> Fragment:
        """ "this Digimon", or "this Tamer" (a Tamer's own trigger)."""
        tamer = any(x.get("kinds") == ["tamer"] for x in c)
        return {"whose": "this", "kind": "tamer" if tamer else None}

    def _ts(self, whose: str, c: list[Any]) -> Fragment:
        filt = merge(*[x for x in c if "kinds" not in x and "extreme" not in x])
        tamer = any(x.get("kinds") == ["tamer"] for x in c)
        extreme = next((x["extreme"] for x in c if "extreme" in x), None)
        out = {"whose": whose, "filter": filt or None, "kind": "tamer" if tamer else None}
        return out | ({"extreme": extreme} if extreme else {})

    def ts_your(self, c: list[Any]) -> Fragment:
        other = [x for x in c if x.get("other")]
        rest = [x for x in c if not x.get("other")]
        return merge(self._ts("your", rest), *other)

    def ts_opponents(self, c: list[Any]) -> Fragment:
        return self._ts("opponents", c)

    def ts_any(self, c: list[Any]) -> Fragment:
        return self._ts("any", c)

    def ts_another(self, c: list[Any]) -> Fragment:
        return merge(self._ts("any", c), {"other": True})

    def tr_happened(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": c[1]}, *c[2:])

    def cause(self, c: list[Any]) -> Fragment:
        return {
            "cause": {
                "by dropping to 0 dp": "zero_dp",
                "in battle": "battle",
                "by an effect": "effect",
                "by an opponent's effect": "opponents_effect",
            }[str(c[0])]
        }

    def tr_attacks(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "attacks"}, *c[1:])

    def tr_attacks_yours(self, c: list[Any]) -> Fragment:
        """ "when one of your opponent's Digimon attacks one of your blue Digimon" (BT8-087)."""
        return merge(c[0], {"event": "attacks", "target": "digimon", "attacked": merge(*c[1:])})

    def attack_aim(self, c: list[Any]) -> Fragment:
        return {"target": str(c[0]).removeprefix("a ")}

    def tr_suspended(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "suspended"})

    def side_any(self, c: list[Any]) -> Fragment:
        return {"side": "any"}

    def tr_uses_option(self, c: list[Any]) -> Fragment:
        side, adjectives, *cost = c
        filt = merge(adjectives, *(self.f_cost([b]) for b in cost))
        return {"event": "uses_option", "whose": side["side"], "filter": filt or None}

    def tr_option_placed(self, c: list[Any]) -> Fragment:
        filt = merge({"categories": ["option"]}, *c)
        return {"event": "option_placed", "whose": "any", "filter": filt}

    def tr_unsuspended(self, c: list[Any]) -> Fragment:
        return merge(*c, {"event": "unsuspended"})

    def tr_moved_from_breeding(self, c: list[Any]) -> Fragment:
        return merge(*c, {"event": "moved_from_breeding"})

    def ph_main(self, c: list[Any]) -> Fragment:
        return {"phase": "main"}

    def ph_any_main(self, c: list[Any]) -> Fragment:
        return {"phase": "any_main"}

    def ph_unsuspend(self, c: list[Any]) -> Fragment:
        return {"phase": "unsuspend"}

    def tr_deletes_in_battle(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "deletes_in_battle", "loser": merge(*c[1:]) or None})

    def tr_uses_blocker(self, c: list[Any]) -> Fragment:
        return {"event": "uses_blocker", "whose": "your"}

    def tr_checks_security(self, c: list[Any]) -> Fragment:
        return {"event": "checks_security", "whose": "this"}

    def tr_would_be_deleted(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "would_be_deleted"}, *c[1:])

    def tr_would_leave_by_opponent(self, c: list[Any]) -> Fragment:
        """ "if an opponent's effect would delete this Digimon or return it to its owner's
        hand or deck"."""
        return merge(
            c[0], {"event": "would_be_deleted", "cause": "opponents_effect", "returns": True}
        )

    def tr_would_leave_by_effect(self, c: list[Any]) -> Fragment:
        """ "when this Digimon would be deleted or returned to your hand or deck by an
        effect"."""
        return merge(c[0], {"event": "would_be_deleted", "cause": "effect", "returns": True})

    def tr_would_be_removed(self, c: list[Any]) -> Fragment:
        """ "when an effect would remove this Digimon from the battle area" (BT13-075)."""
        return merge(
            c[0], {"event": "would_be_deleted", "cause": "effect", "returns": True, "removes": True}
        )

    def tr_would_leave_deleted_or_returned(self, c: list[Any]) -> Fragment:
        """ "when this Digimon would be deleted or returned to your hand or deck": deleted in
        any way, or returned by an effect (EX3-013)."""
        return merge(c[0], {"event": "would_be_deleted", "returns": True})

    def tr_would_leave_any(self, c: list[Any]) -> Fragment:
        return {"event": "would_leave", "whose": "this"}

    def tr_would_digixros(self, c: list[Any]) -> Fragment:
        """ "when you play 1 Digimon with DigiXros requirements"; with a filter, "when you
        would play 1 Digimon card with [Blue Flare] ... with DigiXros requirements" (EX4-062)."""
        f = merge(*c)
        return {"event": "would_digixros", "whose": "your", **({"filter": f} if f else {})}

    def xros_from_tamers(self, c: list[Any]) -> Fragment:
        """With numbers: "place 1 card from under your Tamers and 1 card from your trash ..."."""
        return {"do": "xros_from_tamers", **({"count": c[0], "trash": c[1]} if c else {})}

    def xros_from_all_tamers(self, c: list[Any]) -> Fragment:
        return {"do": "xros_from_tamers", "several": True}

    def tr_would_leave(self, c: list[Any]) -> Fragment:
        return dict(_WOULD_LEAVE)

    def tr_security_checked(self, c: list[Any]) -> Fragment:
        return {"event": "security_checked", "whose": "your"}

    def tr_would_leave_yours(self, c: list[Any]) -> Fragment:
        """ "when one of your [Apocalymon] or Digimon with [Dark Masters] in its traits would
        leave the battle area other than by one of your effects" (BT15-072)."""
        name, *rest = c
        other = merge(*rest)
        return {
            "event": "would_leave",
            "whose": "your",
            "cause": "not_your_effect",
            "filter": {"any_of": [{"names": [name]}, other]},
        }

    def tr_digisorption_suspends(self, c: list[Any]) -> Fragment:
        return {"event": "digisorption_suspends", "whose": "this"}

    def tr_played(self, c: list[Any]) -> Fragment:
        side = c[0]["side"]
        rest = c[1:]
        marks = {"other", "by_effect", "from_digivolution_cards", "from_trash"}
        flags = merge(*[x for x in rest if x.keys() & marks])
        filt = merge(*[x for x in rest if not x.keys() & (marks | {"kinds"})])
        kinds = next((x["kinds"] for x in rest if "kinds" in x), ["digimon"])
        kind = "digimon_or_tamer" if len(kinds) > 1 else kinds[0]
        played = {"event": "played", "whose": side, "filter": filt or None}
        return merge(played, flags, {"kind": kind} if kind != "digimon" else {})

    def tr_played_or_digivolves(self, c: list[Any]) -> Fragment:
        """ "when one of your other Digimon is played or digivolves": one trigger, two events."""
        return merge(c[0], {"event": "played", "or_digivolves": True})

    def tr_played_either(self, c: list[Any]) -> Fragment:
        """ "when you play a Digimon with [Royal Knight] in its traits or a blue Tamer": either
        kind, each described on its own."""
        side, d_adj, d_filter, t_adj, t_filter = c
        digimon = merge({"categories": ["digimon"]}, d_adj, d_filter)
        tamer = merge({"categories": ["tamer"]}, t_adj, t_filter)
        return {
            "event": "played",
            "whose": side["side"],
            "kind": "digimon_or_tamer",
            "filter": {"any_of": [digimon, tamer]},
        }

    def tr_played_named(self, c: list[Any]) -> Fragment:
        """ "when you play [Angewomon] or [Mirei Mikagura]": a Digimon or a Tamer by name."""
        names = [str(n) for n in c[1:]]
        return {
            "event": "played",
            "whose": c[0]["side"],
            "kind": "digimon_or_tamer",
            "filter": {"names": names},
        }

    def k_either(self, c: list[Any]) -> Fragment:
        return {"kinds": ["digimon", "tamer"]}

    def another(self, c: list[Any]) -> Fragment:
        return {"other": True}

    def by_effect(self, c: list[Any]) -> Fragment:
        return {"by_effect": True}

    def from_sources_played(self, c: list[Any]) -> Fragment:
        return {"from_digivolution_cards": True}

    def from_trash_played(self, c: list[Any]) -> Fragment:
        return {"from_trash": True}

    def tr_would_digivolve(self, c: list[Any]) -> Fragment:
        return {"event": "would_digivolve", "filter": merge(*c) or None}

    def tr_tamer_would_digivolve(self, c: list[Any]) -> Fragment:
        """ "when this Tamer would digivolve into a green Digimon card" (BT7-089): a Hybrid
        Digimon digivolving onto it from the hand."""
        return self.tr_would_digivolve(c) | {"kind": "tamer"}

    def tr_opponent_would_digivolve(self, c: list[Any]) -> Fragment:
        """ "when an opponent's Digimon with no digivolution cards would digivolve" (EX3-016):
        `filter` on the Digimon that digivolves."""
        return {"event": "would_digivolve", "whose": "opponents", "filter": merge(*c) or None}

    def tr_would_digivolve_from_hand(self, c: list[Any]) -> Fragment:
        """ "when this Digimon would digivolve into a [GroundLocomon] in your hand" (EX2-033)."""
        return merge(self.tr_would_digivolve(c), {"from_hand": True})

    def tr_would_digivolve_from_trash(self, c: list[Any]) -> Fragment:
        """ "when this Digimon would digivolve into a Digimon card from your trash" (BT9-077)."""
        return merge(self.tr_would_digivolve(c), {"from_trash": True})

    def tr_would_dna_digivolve(self, c: list[Any]) -> Fragment:
        return {"event": "would_digivolve", "filter": merge(*c) or None, "dna": True}

    def tr_dna_digivolves(self, c: list[Any]) -> Fragment:
        return {"event": "digivolves", "filter": merge(*c), "dna": True}

    def tr_sources_trashed(self, c: list[Any]) -> Fragment:
        return {"event": "digivolution_cards_trashed", "whose": c[0]["side"]}

    def tr_would_digivolve_into_this(self, c: list[Any]) -> Fragment:
        names = [{"names": x} for x in c if isinstance(x, list)]  # none: "one of your Digimon"
        f = merge(*names, *[x for x in c if isinstance(x, dict)])
        return {"event": "would_digivolve", "whose": "your", "filter": f}

    def tr_digivolving_into(self, c: list[Any]) -> Fragment:
        """ "when digivolving one of your Digimon into a Digimon card in your hand with ...":
        the effect of a card in play on digivolving into such a card."""
        adjectives, filt, *into = c
        return {
            "event": "would_digivolve",
            "whose": "your",
            "filter": merge(adjectives, filt) or None,
            "into": merge(*into),
        }

    def tr_would_be_played(self, c: list[Any]) -> Fragment:
        return {"event": "would_be_played"}

    def tr_would_play(self, c: list[Any]) -> Fragment:
        """ "when you would play a green Tamer card from your hand": a card in play reducing
        its player's play costs; `filter` on the card played."""
        return {"event": "would_play", "whose": "your", "filter": merge(*c[:2])} | (
            {"from_hand": True} if len(c) > 2 else {}
        )

    def from_your_hand(self, c: list[Any]) -> Fragment:
        return {}

    def tr_would_be_used(self, c: list[Any]) -> Fragment:
        return {"event": "would_be_used"}

    def tr_suspended_by_effect(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "suspended", "by_effect": True})

    def tr_suspended_by_alliance(self, c: list[Any]) -> Fragment:
        return merge(c[0], {"event": "suspended", "cause": "alliance"})

    def tr_suspended_either(self, c: list[Any]) -> Fragment:
        """ "when an opponent's Digimon or Tamer becomes suspended" (BT13-057)."""
        filt = merge(*c)
        either = {"event": "suspended", "whose": "opponents", "kind": "digimon_or_tamer"}
        return either | ({"filter": filt} if filt else {})

    def tr_suspended_either_by_effect(self, c: list[Any]) -> Fragment:
        """ "when an effect suspends a Digimon or Tamer" (BT14-053): either player's."""
        filt = merge(*c)
        either = {"event": "suspended", "whose": "any", "kind": "digimon_or_tamer"}
        return either | {"by_effect": True} | ({"filter": filt} if filt else {})

    def tr_digivolves(self, c: list[Any]) -> Fragment:
        if c[0]["whose"] == "this" and c[0]["kind"] == "tamer":  # BT7: not in the language
            raise CompileError('"when this Tamer digivolves" isn\'t in the language yet')
        subject = {k: v for k, v in c[0].items() if k != "filter"}
        into = dict(c[1]) if len(c) > 1 else {}
        same_level = into.pop("_same_level", None)
        return merge(
            subject, {"event": "digivolves", "filter": into or None, "same_level": same_level}
        )

    def digivolved_into(self, c: list[Any]) -> Fragment:
        return merge(*c)

    def same_level_into(self, c: list[Any]) -> Fragment:
        """ "a same-level Digimon": of the level the Digimon had."""
        return merge(*c, {"_same_level": True})

    def tr_returned_from_trash(self, c: list[Any]) -> Fragment:
        return {"event": "returned_from_trash", "whose": "your"}

    def tr_trashed_from_deck(self, c: list[Any]) -> Fragment:
        return {"event": "trashed_from_deck", "whose": c[0]["side"]}

    def tr_trashed_from_hand(self, c: list[Any]) -> Fragment:
        return {"event": "trashed_from_hand", "whose": "your"}

    def tr_hand_trashed(self, c: list[Any]) -> Fragment:
        """ "When a card is trashed from your hand": by any player's effect."""
        return {"event": "trashed_from_hand", "whose": "your", "cause": "effect"}

    def tr_card_trashed_from_hand(self, c: list[Any]) -> Fragment:
        """ "when a Digimon card with [SoC] in its traits is trashed from your hand" (BT14-006):
        each such card, by any effect; "that card" is it. "When a card is trashed from your
        hand" (BT13-084) is `tr_hand_trashed`: once for the cards trashed together."""
        kind = merge(*c)
        if not kind:  # "a card": `tr_hand_trashed`
            raise CompileError("a trashed card of any kind is `tr_hand_trashed`", at="a card")
        return {"event": "trashed_from_hand", "whose": "your", "filter": kind}

    def tr_this_trashed_from_deck(self, c: list[Any]) -> Fragment:
        return merge({"event": "trashed_from_deck", "whose": "this"}, *c)

    def not_by(self, c: list[Any]) -> Fragment:
        """ "if it wasn't trashed by [EX2-039 Impmon]'s effect": the card as printed."""
        return {"not_by": str(c[0])}

    def tr_this_trashed_from_hand(self, c: list[Any]) -> Fragment:
        return {"event": "trashed_from_hand", "whose": "this"}

    def tr_this_trashed_from_security(self, c: list[Any]) -> Fragment:
        return {"event": "trashed_from_security", "whose": "this"}

    def tr_removed_from_security(self, c: list[Any]) -> Fragment:
        return {"event": "removed_from_security", "whose": c[0]["side"]}

    def tr_added_to_security(self, c: list[Any]) -> Fragment:
        return {"event": "added_to_security", "whose": c[0]["side"]}

    def tr_source_placed(self, c: list[Any]) -> Fragment:
        return {"event": "digivolution_card_placed", "whose": c[0].get("whose") or "your"}

    def tr_source_placed_yours(self, c: list[Any]) -> Fragment:
        return merge(self.tr_source_placed(c), {"cause": "your_effect"})

    def tr_source_trashed(self, c: list[Any]) -> Fragment:
        return {"event": "source_trashed", "whose": "this"}

    def tr_target_switched(self, c: list[Any]) -> Fragment:
        return {"event": "attack_target_switched", "whose": "any"}

    def tr_your_target_switched(self, c: list[Any]) -> Fragment:
        return {"event": "attack_target_switched", "whose": "your"}

    def tr_this_target_switched(self, c: list[Any]) -> Fragment:
        return {"event": "attack_target_switched", "whose": "this"}

    def tr_gets_linked(self, c: list[Any]) -> Fragment:
        return {"event": "gets_linked", "whose": "this"}

    def tr_top_placed_this(self, c: list[Any]) -> Fragment:
        return {"event": "top_card_placed_under", "whose": "this"}

    def tr_top_placed_yours(self, c: list[Any]) -> Fragment:
        return {"event": "top_card_placed_under", "whose": "your"}

    def tr_added_to_hand(self, c: list[Any]) -> Fragment:
        return {"event": "added_to_hand", "whose": c[0]["side"]}

    def tr_added_to_hand_by_digimon(self, c: list[Any]) -> Fragment:
        return {"event": "added_to_hand", "whose": "your", "cause": "your_digimon_effect"}

    def tr_trashed_by_digi_burst(self, c: list[Any]) -> Fragment:
        if c[0].key != "digi_burst" or c[0].value is not None:
            raise CompileError("a card is trashed due to activating <Digi-Burst>, no other keyword")
        return {"event": "trashed_by_digi_burst", "whose": "this"}
