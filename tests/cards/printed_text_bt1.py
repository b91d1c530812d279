"""How BT1's printed wording maps to the current templating the text generator writes.

BT1 is the oldest printing: "recycle bin" for the trash, "Trigger <Draw 1>", "skills" for
effects, full-width brackets and commas, typos, and reminder texts punctuated at random.
`normalise` rewrites a printed text into the generator's wording, rule by rule, so that
the comparison test can demand the rest match exactly. Each rule says which wording it
maps; the rules for a single card name it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Rule = tuple[str, Callable[[str], str]]


def _sub(pattern: str, replacement: str) -> Callable[[str], str]:
    compiled = re.compile(pattern)
    return lambda text: compiled.sub(replacement, text)


def _duration_last(text: str) -> str:
    """ "Until the end of your opponent's next turn, X gains <K>. (R.)" is written
    "X gains <K> (R.) until the end of your opponent's next turn." today."""
    lead = re.compile(
        r"Until the end of your opponent's next turn, (?P<what>[^.(]*?)"
        r"(?:\.(?P<reminder> \([^()]*\))|\.)"
    )

    def move(m: re.Match[str]) -> str:
        what = m["what"][:1].upper() + m["what"][1:]
        return f"{what}{m['reminder'] or ''} until the end of your opponent's next turn."

    return lead.sub(move, text)


RULES: list[Rule] = [
    # Full-width brackets and commas of the Japanese-made layout.
    (
        "full-width ＜＞ and ，",
        lambda t: t.replace("＜", "<").replace("＞", ">").replace("，", ","),
    ),
    # Curly quotes, as the old cards print them.
    ("curly quotes", lambda t: t.replace("“", '"').replace("”", '"')),
    # The old name of the trash.
    ("recycle bin -> trash", _sub(r"recycle bin", "trash")),
    # Effects were called skills.
    ("skills -> effects", _sub(r"\bskills\b", "effects")),
    # A typo of the reference.
    ("digivoLv.e -> digivolve", _sub(r"digivoLv\.e", "digivolve")),
    # The keyword's old long name.
    ("Security Attack -> Security A.", _sub(r"Security Attack", "Security A.")),
    # Action keywords were "triggered".
    ("Trigger <Draw 1> -> <Draw 1>", _sub(r"[Tt]rigger <", "<")),
    # An action keyword takes its reminder without a full stop between them.
    ("<Draw 1>. (...) -> <Draw 1> (...)", _sub(r"(<(?:Draw|Recovery)[^<>]*>)\. \(", r"\1 (")),
    # A gained keyword that ends its sentence takes the full stop before its reminder.
    (
        "gain <K> (R). -> gain <K>. (R.)",
        _sub(r"(gains? <[^<>]*>) \(([^()]* [^()]*?)\.?\)\.", r"\1. (\2.)"),
    ),
    # Reminder texts end with a full stop inside the brackets, none after.
    ("(R). / (R) -> (R.)", _sub(r"\(([^()]* [^()]*?)\.?\)\.?", r"(\1.)")),
    # Effects run together: one space between labels and after a reminder.
    ("][ -> ] [", _sub(r"(?<=[^\s\"])\[", " [")),
    # Sentence-joining "Then" takes a comma.
    ("Then X -> Then, X", _sub(r"\bThen (?!,)", "Then, ")),
    # "with a level of"/"or less" counts of cards are "or fewer".
    ("N or less cards -> N or fewer cards", _sub(r"(\d+) or less cards", r"\1 or fewer cards")),
    # Memory amounts are written "3 memory or more".
    ("N or more/less memory", _sub(r"(\d+) or (more|less) memory", r"\1 memory or \2")),
    # Colour before level: "a yellow level 3 Digimon".
    (
        "level N colour -> colour level N",
        _sub(
            r"(level \d+(?: or (?:higher|lower))?) (red|blue|yellow|green|black|purple|white) ",
            r"\2 \1 ",
        ),
    ),
    # "Reveal 3 cards from the top of your deck" is "Reveal the top 3 cards of your deck".
    (
        "Reveal N cards from the top",
        _sub(
            r"Reveal (\d+) cards from the top of your deck",
            r"Reveal the top \1 cards of your deck",
        ),
    ),
    # "At end of turn" is "At the end of the turn".
    ("At end of turn", _sub(r"At end of turn", "At the end of the turn")),
    # Trashing digivolution cards "under" a Digimon: from the bottom, "of" it.
    (
        "Trash N digivolution cards under",
        _sub(r"Trash (\d+) digivolution cards under", r"Trash the bottom \1 digivolution cards of"),
    ),
    (
        "Trash all digivolution cards under all of",
        _sub(
            r"Trash all digivolution cards under all of",
            "Trash all of the digivolution cards of each of",
        ),
    ),
    (
        "Trash all digivolution cards under",
        _sub(r"Trash all digivolution cards under", "Trash all of the digivolution cards of"),
    ),
    # "you can" for an optional effect is "you may".
    ("you can -> you may", _sub(r"\b([Yy])ou can\b", r"\1ou may")),
    # A cost paid "by" doing something is written "you may <cost> to <effect>".
    (
        "You may unsuspend this Digimon by trashing 3 cards (BT1-039)",
        _sub(
            r"You may unsuspend this Digimon by trashing 3 cards in your hand\.",
            "You may trash 3 cards in your hand to unsuspend this Digimon.",
        ),
    ),
    (
        "... by decreasing your memory by 3 (BT1-081)",
        _sub(
            r"You may unsuspend this Digimon by decreasing your memory by 3\.",
            "You may lose 3 memory to unsuspend this Digimon.",
        ),
    ),
    (
        "... by returning 1 of this Digimon's level 6 digivolution cards (BT1-084)",
        _sub(
            r"You may unsuspend this Digimon by returning (.*?) to your hand\.",
            r"You may return \1 to your hand to unsuspend this Digimon.",
        ),
    ),
    # Digivolving by an effect: "this Digimon", "without paying the cost" (BT1-078).
    (
        "digivolve this card ... without paying its memory cost",
        _sub(
            r"digivolve this card into (.*?) among them without paying its memory cost",
            r"digivolve this Digimon into \1 among them without paying the cost",
        ),
    ),
    # "When you attack an opponent's Digimon" inside [When Attacking] is an "if" (BT1-001).
    ("When you attack -> If you attack", _sub(r"When (you attack an opponent's)", r"If \1")),
    # The printing leaves out the duration the game reads as "for the turn" (BT1-012).
    (
        "when blocked, it gets +2000 DP (BT1-012)",
        _sub(r"is blocked, it gets \+2000 DP\.", "is blocked, it gets +2000 DP for the turn."),
    ),
    # Playing a digivolution card: "Digimon card from under this Digimon" (BT1-044).
    (
        "digivolution card under this card",
        _sub(r"digivolution card under this card", "Digimon card from under this Digimon"),
    ),
    # Counting Digimon in play: "in play" (BT1-076).
    (
        "2 or more suspended Digimon, (BT1-076)",
        _sub(r"2 or more suspended Digimon, gain", "2 or more suspended Digimon in play, gain"),
    ),
    # A +DP and a keyword in one sentence: "gets +2000 DP and gains <K>" (BT1-093).
    ("DP and <K> -> DP and gains <K>", _sub(r"DP and <", "DP and gains <")),
    # A missing "to" of the reference (BT1-108), and "your hand" for its owner's (BT1-103).
    ("add this card its owner's", _sub(r"add this card its", "add this card to its")),
    (
        "add this card to your hand",
        _sub(r"this card to your hand", "this card to its owner's hand"),
    ),
    # The duration at the end of its sentence (BT1-095, 100, 103, 113).
    ("Until the end of your opponent's next turn, X. -> X until ...", _duration_last),
    # "their Digimon" / "Your opponent's Digimon" with a filter are all of them (BT1-100).
    (
        "their Digimon / Your opponent's Digimon -> All of your opponent's Digimon",
        _sub(r"\b(?:[Tt]heir|Your opponent's) Digimon with", "All of your opponent's Digimon with"),
    ),
    # "Change the original DP of X to N" is "X has an original DP of N" (BT1-105).
    (
        "Change the original DP of X to N",
        _sub(r"Change the original DP of (.*?) to (\d+)", r"\1 has an original DP of \2"),
    ),
    # A gained effect names its Digimon (BT1-112).
    (
        "and survives, unsuspend it",
        _sub(r"survives, unsuspend it\.", "survives, unsuspend this Digimon."),
    ),
    # Choosing one of two: both options spelt out (BT1-111).
    ("X, or 2 of -> X or suspend 2 of", _sub(r"Digimon, or 2 of", "Digimon or suspend 2 of")),
    # Choosing one of two: no comma before "or" (BT1-089).
    ("area, or move -> area or move", _sub(r"breeding area, or move", "breeding area or move")),
    # "decrease the cost" is "reduce the cost" (BT1-109).
    (
        "decrease the digivolution cost",
        _sub(r"decrease the digivolution", "reduce the digivolution"),
    ),
    # Skipping the next unsuspend phase (BT1-113).
    (
        "don't unsuspend during their next unsuspend phase",
        _sub(
            r"Your opponent's Digimon don't unsuspend during their next unsuspend phase\.",
            "All of your opponent's Digimon can't unsuspend in the unsuspend phase "
            "until the end of your opponent's next turn.",
        ),
    ),
    # Revealing one card and keeping it if it is a Digimon card (BT1-088).
    (
        "If that card is a Digimon card, add it ... Otherwise ...",
        _sub(
            r"If that card is a Digimon card, add it to your hand\. "
            r"Otherwise place it at the bottom of your deck\.",
            "Add 1 Digimon card among them to your hand. "
            "Place the remaining cards at the bottom of your deck in any order.",
        ),
    ),
    # Taking a chosen security card into the hand (BT1-087).
    (
        "Look at your security stack, then reveal 1 card in it and add it to your hand",
        _sub(
            r"Look at your security stack, then reveal 1 card in it and add it to your hand\.",
            "Add 1 card from your security stack to your hand.",
        ),
    ),
    # An action keyword after its step's own "if" ends that sentence before its reminder,
    # as printed: the rule above that drops the full stop doesn't apply (BT1-087).
    (
        "If that card is X, <Recovery +1 (Deck)>. (R.)",
        _sub(r"(If that card is \w+, <Recovery [^<>]*>) \(", r"\1. ("),
    ),
    # One space between words.
    ("spaces", lambda t: " ".join(t.split())),
]


def normalise(text: str) -> str:
    """The printed text in the generator's wording."""
    for _, rule in RULES:
        text = rule(text)
    return text
