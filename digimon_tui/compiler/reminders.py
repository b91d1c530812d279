"""Parentheses in printed text: which are reminder text, to drop, and which carry meaning.

A printed card explains a keyword in parentheses after it ("<Draw 1> (Draw 1 card from your
deck.)"). Only such a reminder, of the keyword before it, or the reminder of a rule
("(Trash all of the digivolution cards of that Digimon.)" after a return to the hand), says
nothing new and is dropped. Everything else in parentheses is part of the effect: an
exclusion ("(other than [DoruGreymon])") is compiled, "(Rule)" is the [Rule] icon, a token's
facts and a name ("[Sistermon Blanc (Awakened)]") are kept. A parenthesis that is none of
these, or one never closed, is refused: dropping it could drop a clause.
"""

from __future__ import annotations

import re

from digimon_tui.cards.keywords import KEYWORDS

from .errors import CompileError

_N = r"(?:\d+|a)"
_REMINDERS: dict[str, tuple[str, ...]] = {
    "alliance": (r"when this digimon attacks, by suspending \d+ of your other digimon, .*",),
    "armor purge": (
        r"when this digimon would be deleted, you may trash the top card of this digimon to "
        r"prevent that deletion",
    ),
    "barrier": (
        r"when this digimon would be deleted in battle, by trashing the top card of your "
        r"security stack, prevent that deletion",
    ),
    "blast digivolve": (
        r"(?:one of )?your digimon may digivolve into this card without paying the cost",
    ),
    "blitz": (
        r"this digimon can attack when your opponent has \d+ or more memory",
        r"if your opponent has \d+ or more memory, this digimon may attack",
    ),
    "blocker": (
        r"when an opponent's digimon attacks, you may suspend this digimon to force the "
        r"opponent to attack it instead",
        r"at blocker timing, by suspending this digimon, it becomes the attack target",
    ),
    "de-digivolve": (
        rf"trash (?:up to )?{_N} cards? from the top of one of your opponent's digimon\. if it "
        r"has no digivolution cards, or becomes a level \d+ digimon, you can't trash any more "
        r"cards",
        r"trash \d+ cards? from the top of \d+ of your opponent's digimon\. stop trashing when "
        r"you would trash a level \d+ card or the digimon's last card",
        r"trash (?:the top card|up to \d+ cards from the top)\. you can't trash past level \d+ "
        r"cards",
    ),
    "decoy": (
        r"when one of your other [^()]*?digimon(?: with \[[^\]]+\](?: or \[[^\]]+\])? in its "
        r"traits)? would be deleted by an opponent's effect, you may delete this digimon to "
        r"prevent that deletion",
    ),
    "decode": (
        r"when this digimon would leave the battle area other than in battle, you may play 1 "
        r".+? from its digivolution cards without paying the cost",
    ),
    "delay": (
        r"(?:trash this card in your battle area to|by trashing this card in your battle "
        r"area,) activate the effect below\. you can't activate this effect the turn this card "
        r"enters play",
        r"after this card is placed, by trashing it the next turn or later, activate the "
        r"effect below",
    ),
    "digi-burst": (
        r"trash (?:up to )?\d+ of this digimon's digivolution cards to activate the "
        r"effect below",
    ),
    "digisorption": (
        r"when one of your digimon (?:would digivolve|digivolves) into this card from your "
        r"hand, you may suspend \d+ of your digimon to reduce (?:the memory cost of the "
        r"digivolution|the digivolution cost|digivolution cost) by \d+",
    ),
    "draw": (r"draw \d+ cards? from your deck",),
    "evade": (r"when this digimon would be deleted, you may suspend it to prevent that deletion",),
    "scapegoat": (
        r"when this digimon would be deleted other than by your effects, by deleting 1 of your "
        r"other digimon, prevent that deletion",
    ),
    "fortitude": (
        r"when this digimon with digivolution cards is deleted, play this card without paying "
        r"the cost",
    ),
    "iceclad": (
        r"this digimon compares its number of digivolution cards instead of dp in battles "
        r"other than with security digimon",
    ),
    "jamming": (r"this digimon can't be deleted in battles against security digimon",),
    "material save": (
        r"when this digimon (?:is|would be) deleted, you may place \d+ cards? in this "
        r"digimon's digixros (?:conditions|requirements) from this digimon's digivolution "
        r"cards under \d+ of your tamers",
    ),
    "mind link": (
        r"place this tamer as that digimon's bottom digivolution card if there are no tamer "
        r"cards in its digivolution cards",
    ),
    "overflow": (
        r"when this card moves from the (?:battle area|field) or from under a card to another "
        r"area, "
        r"lose \d+ memory",
    ),
    "overclock": (
        r"at the end of your turn, by deleting (?:1|one) of your tokens or (?:(?:1|one) of "
        r"your )?other .+? digimon, this digimon attacks (?:a|the) player without suspending",
    ),
    "use req.": (r"specified cards let you ignore color requirements",),
    "partition": (
        r"when this digimon with each of the specified digivolution cards would leave the "
        r"battle area other than by your (?:own )?effects or (?:by )?(?:a )?battle, you may "
        r"play 1 each of the specified cards without paying the costs",
    ),
    "piercing": (
        r"when this digimon attacks and deletes an opponent's digimon(?: and survives the "
        r"battle)?, it performs any security checks it normally would",
    ),
    "raid": (
        r"when this digimon attacks, you may switch the target of attack to \d+ of your "
        r"opponent's unsuspended digimon with the highest dp",
    ),
    "reboot": (
        r"unsuspend this digimon during your opponent's unsuspend phase",
        r"this digimon also unsuspends during your opponent's unsuspend phase",
    ),
    "recovery": (r"place the top (?:card|\d+ cards) of your deck on top of your security stack",),
    "retaliation": (
        r"when this digimon is deleted after losing a battle, delete the digimon it was "
        r"battling",
        r"when this digimon is deleted in battle, delete the digimon it battled",
    ),
    "rush": (r"this digimon (?:can|may) attack the turn it (?:comes into play|was played)",),
    "save": (r"you (?:may|can) place this card under one of your tamers",),
    "security attack": (r"this digimon checks \d+ (?:additional|fewer) (?:security )?cards?",),
}
"""Each keyword's reminder texts as printed over the years (lower case, no full stop)."""
_REMINDERS["s attack"] = _REMINDERS["security attack"]
_REMINDERS["security a."] = _REMINDERS["security attack"]
_REMINDERS["ice clad"] = _REMINDERS["iceclad"]

_RULE_REMINDERS = (
    r"trash all of (?:the|its|their) digivolution cards(?: of (?:that|those) digimon)?",
)
"""What a rule does anyway, said again: a Digimon's digivolution cards go to the trash as
it leaves the battle area (a return to the hand or the deck)."""

_COMPILED = {k: re.compile("|".join(f"(?:{p})" for p in v)) for k, v in _REMINDERS.items()}
_RULE = re.compile("|".join(f"(?:{p})" for p in _RULE_REMINDERS))
_KEYWORD = re.compile(r"<([^<>]*)>")
_TOKEN = re.compile(r"tokens? $", re.IGNORECASE)


def keyword_name(label: str) -> str:
    """ "Security Attack +1" → "security attack", "De-DigivoLv.e 1" → "de-digivolve",
    "Decoy (Black)" → "decoy": the keyword a label names."""
    name = re.sub(r"\(.*", "", label.lower()).replace("lv.e", "lve")
    return re.sub(r"[\s\d+\-:]+$", "", name).strip()


def is_reminder(inner: str, before: str) -> bool:
    """Whether the text in a parenthesis is the reminder of the last keyword in `before`,
    or of a rule."""
    said = re.sub(r"\s+", " ", inner).strip().rstrip(".").strip().lower()
    if _RULE.fullmatch(said):
        return True
    keywords = _KEYWORD.findall(before)
    if not keywords:
        return False
    name = keyword_name(keywords[-1])
    pattern = _COMPILED.get(name)
    if pattern is not None and pattern.fullmatch(said) is not None:
        return True
    return said in _registry_reminders(name, keywords[-1])


def _registry_reminders(name: str, label: str) -> tuple[str, ...]:
    """The reminder the project's own text gives the keyword (`cards.keywords`): what a
    generated text, read back, has in parentheses."""
    number = re.search(r"[+-]?\d+", label)
    color = re.search(r"\((\w+)\)", label)
    value: int | str | None = int(number[0]) if number else color[1].lower() if color else None
    return tuple(
        kw.reminder(value).lower().rstrip(".")
        for kw in KEYWORDS.values()
        if keyword_name(kw.name) == name
    )


def drop_reminders(text: str) -> str:
    """The text without its reminders; "(Rule)" becomes "[Rule]", exclusions, names, a
    keyword's own parenthesis ("<Recovery +1 (Deck)>") and a token's facts stay. Raises
    `CompileError` on any other parenthesis, and on one never closed."""
    out: list[str] = []
    i = 0
    square = angle = 0
    while i < len(text):
        ch = text[i]
        if ch == "[":
            square += 1
        elif ch == "]" and square:
            square -= 1
        elif ch == "<" and not square:
            angle += 1
        elif ch == ">" and angle:
            angle -= 1
        if ch != "(" or square or angle:
            out.append(ch)
            i += 1
            continue
        end = text.find(")", i)
        if end < 0:
            raise CompileError("a parenthesis is never closed", at=" ".join(text[i:].split()[:6]))
        inner = text[i + 1 : end]
        before = "".join(out)
        if inner.strip().lower() == "rule":
            out.append("[Rule]")
        elif inner.lower().startswith("other than ") or _TOKEN.search(before[-8:]):
            out.append(text[i : end + 1])  # an exclusion, compiled; a token's facts
        elif not is_reminder(inner, before):
            raise CompileError(
                "a parenthesis is neither an exclusion nor the reminder text of the keyword "
                "before it",
                at=" ".join(f"({inner})".split()[:8]),
            )
        elif text[end + 1 : end + 2] == "." and before.rstrip().endswith("."):
            end += 1  # the reminder's full stop printed after it: "<Jamming>. (...)." (BT12-086)
        i = end + 1
    return "".join(out)
