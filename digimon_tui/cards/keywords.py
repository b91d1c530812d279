"""The keyword effects of the Comprehensive Rules (chapter 12), each defined once.

The card model validates keyword names against this table, the text generator writes
each keyword and its reminder text from it, the card-detail screen and the rules guide
show it, and the engine looks up what a keyword does by its key. A new keyword is one
entry here and its rule code in the engine.

`kind` says how a keyword appears on a card:
- "grant": a property a Digimon has, printed or gained from an effect ("gains <Piercing>");
- "action": something an effect does ("trigger <Draw 1>"), written as a step;
- "special": a keyword with its own structure on the card (<Digi-Burst>, <Delay>, ...).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

Value = Literal["none", "count", "signed", "color", "cards"]
"""`cards`: the cards it names, as printed ("Red/Black Lv.3", "[A] & [B]": `card_specs`)."""


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _decoy_whom(value: str) -> str:
    """Whom <Decoy> shields: "black Digimon", or "Digimon with [D-Brigade] in its traits"
    (EX3-046; "Digimon with [Deva] or [Four Sovereigns] in its traits", EX5-050)."""
    if value.startswith("["):
        return f"Digimon with {value} in its traits"
    return f"{value.lower().replace('/', ' or ')} Digimon"


@dataclass(frozen=True, slots=True)
class Keyword:
    key: str
    """How card files name it: `keyword = "security_attack"`."""
    name: str
    """How card text writes it, without the value: "Security A."."""
    rule: str
    """Its section of the Comprehensive Rules."""
    kind: Literal["grant", "action", "special"]
    value: Value
    """What the number or word after the name is, if any."""
    reminder: Callable[[int | str | None], str]
    """The reminder text printed after it, given its value."""
    stacks: bool = False
    """Several instances add up (<Security A.>) rather than count once (16-5-3, 16-7-5...)."""
    shape: str = ""
    """How the value is printed when it isn't just "<Name N>": "+{} (Deck)" for <Recovery>."""
    timing: str | None = None
    """The timing header it is printed under, as a timing key: <Save> is an [On Deletion]
    effect, triggering with the others (15-4-4-3)."""
    acts: Literal["before_deletion", "on_deletion", "on_attack"] | None = None
    """When the engine looks for it: as its Digimon would be deleted (it may stop or change
    the deletion), once its Digimon is deleted, or as its Digimon attacks (15-16-5-1)."""
    headers: tuple[str, ...] = ()
    """Timing headers it may be printed under, as timing keys: "[When Digivolving] <Blitz>"
    has <Blitz> and activates it only at that timing (4-23-3, 16-16-1)."""

    def label(self, value: int | str | None = None) -> str:
        """ "<Blocker>", "<Security A. +1>", "<De-Digivolve 2>", "<Decoy (Black)>"."""
        if self.shape and value is not None:
            return f"<{self.name} {self.shape.format(value)}>"
        if self.value == "none" or value is None:
            return f"<{self.name}>"
        if self.value == "signed":
            assert isinstance(value, int)
            return f"<{self.name} {value:+d}>"
        if self.value == "color":  # or a trait, as printed: "<Decoy ([D-Brigade])>"
            shown = str(value) if str(value).startswith("[") else str(value).title()
            return f"<{self.name} ({shown})>"
        return f"<{self.name} {value}>"


def _security_attack(v: int | str | None) -> str:
    n = int(v or 0)
    more = "additional" if n > 0 else "fewer"
    word = "card" if abs(n) == 1 else "cards"
    return f"This Digimon checks {abs(n)} {more} security {word}."


KEYWORDS: dict[str, Keyword] = {
    k.key: k
    for k in (
        Keyword(
            "security_attack", "Security A.", "16-4", "grant", "signed", _security_attack, True
        ),
        Keyword(
            "blocker",
            "Blocker",
            "16-5",
            "grant",
            "none",
            lambda v: (
                "When an opponent's Digimon attacks, you may suspend this Digimon "
                "to force the opponent to attack it instead."
            ),
        ),
        Keyword(
            "recovery",
            "Recovery",
            "16-6",
            "action",
            "count",
            lambda v: (
                f"Place the top {'card' if v == 1 else f'{v} cards'} of your deck "
                "on top of your security stack."
            ),
            shape="+{} (Deck)",
        ),
        Keyword(
            "piercing",
            "Piercing",
            "16-7",
            "grant",
            "none",
            lambda v: (
                "When this Digimon attacks and deletes an opponent's Digimon and "
                "survives the battle, it performs any security checks it normally would."
            ),
        ),
        Keyword(
            "draw",
            "Draw",
            "16-8",
            "action",
            "count",
            lambda v: f"Draw {_cards(int(v or 1))} from your deck.",
        ),
        Keyword(
            "jamming",
            "Jamming",
            "16-9",
            "grant",
            "none",
            lambda v: "This Digimon can't be deleted in battles against Security Digimon.",
            acts="before_deletion",
        ),
        Keyword(
            "digisorption",
            "Digisorption",
            "16-10",
            "special",
            "signed",
            lambda v: (
                "When one of your Digimon digivolves into this card from your hand, "
                f"you may suspend 1 of your Digimon to reduce the memory cost of the "
                f"digivolution by {abs(int(v or 0))}."
            ),
        ),
        Keyword(
            "reboot",
            "Reboot",
            "16-11",
            "grant",
            "none",
            lambda v: "Unsuspend this Digimon during your opponent's unsuspend phase.",
        ),
        Keyword(
            "de_digivolve",
            "De-Digivolve",
            "16-12",
            "action",
            "count",
            lambda v: (
                f"Trash up to {v} card{'s' if v != 1 else ''} from the top of one of your "
                "opponent's Digimon. If it has no digivolution cards, or becomes a level 3 "
                "Digimon, you can't trash any more cards."
            ),
        ),
        Keyword(
            "retaliation",
            "Retaliation",
            "16-13",
            "grant",
            "none",
            lambda v: (
                "When this Digimon is deleted after losing a battle, delete the "
                "Digimon it was battling."
            ),
            acts="on_deletion",
        ),
        Keyword(
            "digi_burst",
            "Digi-Burst",
            "16-14",
            "special",
            "count",
            lambda v: (
                f"Trash {v} of this Digimon's digivolution cards to activate the effect below."
            ),
        ),
        Keyword(
            "rush",
            "Rush",
            "16-15",
            "grant",
            "none",
            lambda v: "This Digimon can attack the turn it comes into play.",
        ),
        Keyword(
            "blitz",
            "Blitz",
            "16-16",
            "grant",
            "none",
            lambda v: "This Digimon can attack when your opponent has 1 or more memory.",
            headers=("on_play", "when_digivolving"),
        ),
        Keyword(
            "delay",
            "Delay",
            "16-17",
            "special",
            "none",
            lambda v: (
                "Trash this card in your battle area to activate the effect below. "
                "You can't activate this effect the turn this card enters play."
            ),
        ),
        Keyword(
            "decoy",
            "Decoy",
            "16-18",
            "grant",
            "color",
            lambda v: (
                f"When one of your other {_decoy_whom(str(v))} would be deleted by an opponent's "
                "effect, you may delete this Digimon to prevent that deletion."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "armor_purge",
            "Armor Purge",
            "16-19",
            "grant",
            "none",
            lambda v: (
                "When this Digimon would be deleted, you may trash the top card of this "
                "Digimon to prevent that deletion."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "save",
            "Save",
            "16-20",
            "grant",
            "none",
            lambda v: "You can place this card under one of your Tamers.",
            timing="on_deletion",
            acts="on_deletion",
        ),
        Keyword(
            "material_save",
            "Material Save",
            "16-21",
            "grant",
            "count",
            lambda v: (
                f"When this Digimon would be deleted, you may place {v} card"
                f"{'s' if v != 1 else ''} in its DigiXros requirements from its digivolution "
                "cards under 1 of your Tamers."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "evade",
            "Evade",
            "16-22",
            "grant",
            "none",
            lambda v: (
                "When this Digimon would be deleted, you may suspend it to prevent that deletion."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "raid",
            "Raid",
            "16-23",
            "grant",
            "none",
            lambda v: (
                "When this Digimon attacks, you may switch the target of attack to 1 "
                "of your opponent's unsuspended Digimon with the highest DP."
            ),
            acts="on_attack",
        ),
        Keyword(
            "alliance",
            "Alliance",
            "16-24",
            "grant",
            "none",
            lambda v: (
                "When this Digimon attacks, by suspending 1 of your other Digimon, add "
                "the suspended Digimon's DP to this Digimon and it gains <Security A. +1> for "
                "the attack."
            ),
            acts="on_attack",
        ),
        Keyword(
            "barrier",
            "Barrier",
            "16-25",
            "grant",
            "none",
            lambda v: (
                "When this Digimon would be deleted in battle, by trashing the top card "
                "of your security stack, prevent that deletion."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "blast_digivolve",
            "Blast Digivolve",
            "16-26",
            "special",
            "none",
            lambda v: "One of your Digimon may digivolve into this card without paying the cost.",
        ),
        Keyword(
            "fortitude",
            "Fortitude",
            "16-27",
            "grant",
            "none",
            lambda v: (
                "When this Digimon with digivolution cards is deleted, play this card "
                "without paying the cost."
            ),
            acts="on_deletion",
        ),
        Keyword(
            "collision",
            "Collision",
            "16-30",
            "grant",
            "none",
            lambda v: (
                "During this Digimon's attack, all of your opponent's Digimon gain <Blocker>, "
                "and must block if possible."
            ),
        ),
        Keyword(
            "vortex",
            "Vortex",
            "16-33",
            "grant",
            "none",
            lambda v: (
                "At the end of your turn, this Digimon may attack an opponent's Digimon. With "
                "this effect, it can attack the turn it was played."
            ),
        ),
        Keyword(
            "execute",
            "Execute",
            "16-38",
            "grant",
            "none",
            lambda v: (
                "At the end of your turn, this Digimon may attack, your opponent's unsuspended "
                "Digimon included. At the end of that attack, delete this Digimon."
            ),
        ),
        Keyword(
            "training",
            "Training",
            "16-41",
            "grant",
            "none",
            lambda v: (
                "By suspending this Digimon in your main phase, place the top card of your deck "
                "as its bottom digivolution card. This effect also activates in the breeding area."
            ),
        ),
        Keyword(
            "scapegoat",
            "Scapegoat",
            "16-32",
            "grant",
            "none",
            lambda v: (
                "When this Digimon would be deleted other than by your effects, by deleting 1 "
                "of your other Digimon, prevent that deletion."
            ),
            acts="before_deletion",
        ),
        Keyword(
            "overclock",
            "Overclock",
            "16-34",
            "grant",
            "cards",
            lambda v: (
                "At the end of your turn, by deleting 1 of your Tokens or 1 of your other "
                f"{v} Digimon, this Digimon attacks a player without suspending."
            ),
            shape="({})",
        ),
        Keyword(
            "iceclad",
            "Iceclad",
            "16-35",
            "grant",
            "none",
            lambda v: (
                "In battles other than against Security Digimon, this Digimon's battles "
                "compare numbers of digivolution cards instead of DP."
            ),
        ),
        Keyword(
            "fragment",
            "Fragment",
            "16-37",
            "grant",
            "count",
            lambda v: (
                f"When this Digimon would be deleted, you may choose {_cards(int(v or 1))} "
                "of its digivolution cards and trash them to prevent that deletion."
            ),
            shape="({})",
            acts="before_deletion",
        ),
        Keyword(
            "progress",
            "Progress",
            "16-39",
            "grant",
            "none",
            lambda v: "While attacking, this Digimon isn't affected by your opponent's effects.",
        ),
        Keyword(
            "partition",
            "Partition",
            "16-29",
            "grant",
            "cards",
            lambda v: (
                "When this Digimon with 1 of each of the named cards among its digivolution "
                "cards would leave the battle area other than by your effects or in battle, you "
                "may play 1 of each of them from its digivolution cards without paying the costs."
            ),
            shape="({})",
        ),
        Keyword(
            "use_req",
            "Use Req.",
            "16-42",
            "special",
            "cards",
            lambda v: "Specified cards let you ignore color requirements.",
            shape="({})",
        ),
        Keyword(
            "decode",
            "Decode",
            "16-36",
            "grant",
            "cards",
            lambda v: (
                "When this Digimon would leave the battle area other than in battle, you may "
                f"play 1 {v} Digimon card from its digivolution cards without paying the cost."
            ),
            shape="({})",
        ),
        Keyword(
            "mind_link",
            "Mind Link",
            "16-28",
            "special",
            "none",
            lambda v: (
                "Place this Tamer as the bottom digivolution card of 1 of your Digimon "
                "with no Tamer cards in its digivolution cards."
            ),
        ),
        Keyword(
            "link_plus",
            "Link",
            "16-40",
            "grant",
            "signed",
            lambda v: f"Add {int(v or 0)} to this Digimon's maximum links.",
            True,
        ),
    )
}

GRANTABLE = tuple(k for k, kw in KEYWORDS.items() if kw.kind == "grant")
"""Keywords a Digimon can have or gain."""
