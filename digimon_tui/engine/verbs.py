"""The card game's kinds of move: one member per word of the move notation
(docs/notation.md), and what the engine and the table need to know of each.

Code that handles moves dispatches on `Verb` with `match` and `assert_never`, so a new kind
of move is one member here and mypy names every place that must handle it."""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from enum import StrEnum, unique
from types import MappingProxyType
from typing import Final, Literal, TypeGuard, TypeVar

from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move


@unique
class Verb(StrEnum):
    """A kind of move; its value is the move's first word in the notation."""

    KEEP = "keep"
    REDRAW = "redraw"
    HATCH = "hatch"
    MOVE = "move"
    SKIP = "skip"
    PLACE = "place"
    PLAY = "play"
    DIGIVOLVE = "digivolve"
    DNA = "dna"
    BURST_DIGIVOLVE = "burst-digivolve"
    APP_FUSE = "app-fuse"
    LINK = "link"
    DELAY = "delay"
    OPTION = "option"
    ATTACK = "attack"
    ACTIVATE = "activate"
    TRAIN = "train"
    HAND = "hand"
    PASS = "pass"
    BLAST = "blast"
    COUNTER = "counter"
    NO_COUNTER = "no-counter"
    BLOCK = "block"
    NO_BLOCK = "no-block"
    YES = "yes"
    NO = "no"
    TARGET = "target"
    MODE = "mode"
    TOP = "top"
    BOTTOM = "bottom"
    COUNT = "count"
    DONE = "done"
    FIRST = "first"
    XROS = "xros"
    NO_XROS = "no-xros"
    CARD = "card"
    EVADE = "evade"
    ARMOR_PURGE = "armor-purge"
    BARRIER = "barrier"
    DECOY = "decoy"
    SCAPEGOAT = "scapegoat"
    FRAGMENT = "fragment"
    MATERIAL_SAVE = "material-save"
    PREVENT = "prevent"
    NO_PREVENT = "no-prevent"
    TAMER = "tamer"
    SAVE = "save"
    NO_SAVE = "no-save"
    RAID = "raid"
    NO_RAID = "no-raid"
    ALLIANCE = "alliance"
    NO_ALLIANCE = "no-alliance"
    NO_BLITZ = "no-blitz"
    NO_EXECUTE = "no-execute"
    NO_VORTEX = "no-vortex"
    NO_ATTACK = "no-attack"
    FORFEIT = "forfeit"


class V:
    """The verbs the engine reads on every move, as plain class attributes.

    On Python 3.11 reading an enum member (`Verb.PASS`) goes through
    `EnumType.__getattr__` and costs about ten times a plain class attribute; the phase
    loops, the move lists and the common questions read `V.PASS` instead. Each is the
    `Verb` member of the same name (tests/test_verbs.py), so `match` on them is still
    checked for exhaustiveness.
    """

    PASS: Final = Verb.PASS
    ATTACK: Final = Verb.ATTACK
    PLAY: Final = Verb.PLAY
    DIGIVOLVE: Final = Verb.DIGIVOLVE
    OPTION: Final = Verb.OPTION
    ACTIVATE: Final = Verb.ACTIVATE
    DELAY: Final = Verb.DELAY
    HAND: Final = Verb.HAND
    BURST_DIGIVOLVE: Final = Verb.BURST_DIGIVOLVE
    APP_FUSE: Final = Verb.APP_FUSE
    DNA: Final = Verb.DNA
    HATCH: Final = Verb.HATCH
    MOVE: Final = Verb.MOVE
    SKIP: Final = Verb.SKIP
    PLACE: Final = Verb.PLACE
    TARGET: Final = Verb.TARGET
    DONE: Final = Verb.DONE
    BLOCK: Final = Verb.BLOCK
    NO_BLOCK: Final = Verb.NO_BLOCK
    YES: Final = Verb.YES
    NO: Final = Verb.NO
    FIRST: Final = Verb.FIRST


@dataclass(frozen=True, slots=True)
class MainAction:
    """A kind of move that is a main-phase action (6-5-1)."""

    arity: int
    """How many arguments its plain form takes."""
    action: Verb
    """The action it is a form of, as the table's keys name them: `option` is a play,
    `dna` a digivolution, `hand` an activation."""
    from_hand: str | None = None
    """The rule that makes it take its card from the hand, if it does."""


MainVerb = Literal[
    Verb.PLAY,
    Verb.OPTION,
    Verb.DIGIVOLVE,
    Verb.DNA,
    Verb.BURST_DIGIVOLVE,
    Verb.APP_FUSE,
    Verb.LINK,
    Verb.DELAY,
    Verb.HAND,
    Verb.ATTACK,
    Verb.ACTIVATE,
    Verb.TRAIN,
    Verb.PASS,
]
"""The kinds of move that are main-phase actions (6-5-1); every other one answers a question."""

MAIN: Mapping[MainVerb, MainAction] = MappingProxyType(
    {
        Verb.PLAY: MainAction(1, Verb.PLAY, "7-1-1"),
        Verb.OPTION: MainAction(1, Verb.PLAY, "6-5-1-3"),
        Verb.DIGIVOLVE: MainAction(2, Verb.DIGIVOLVE, "8-1-1"),
        Verb.DNA: MainAction(3, Verb.DIGIVOLVE),
        Verb.BURST_DIGIVOLVE: MainAction(3, Verb.DIGIVOLVE),
        Verb.APP_FUSE: MainAction(3, Verb.DIGIVOLVE, "8-4-3-1"),
        Verb.LINK: MainAction(2, Verb.LINK, "6-5-1-4"),
        Verb.DELAY: MainAction(1, Verb.DELAY),
        Verb.HAND: MainAction(1, Verb.ACTIVATE),
        Verb.ATTACK: MainAction(2, Verb.ATTACK),
        Verb.ACTIVATE: MainAction(1, Verb.ACTIVATE),
        Verb.TRAIN: MainAction(1, Verb.ACTIVATE),
        Verb.PASS: MainAction(0, Verb.PASS),
    }
)
"""What the engine and the table need to know of each main-phase action."""


def is_main(verb: Verb) -> TypeGuard[MainVerb]:
    return verb in MAIN


def forms(action: Verb) -> frozenset[Verb]:
    """The kinds of move that are forms of a main-phase action (`play`: play, option)."""
    return frozenset(v for v, a in MAIN.items() if a.action is action)


@unique
class Ask(StrEnum):
    """A kind of question the card game asks (`Game.ask`): the computer player's rules and
    the table's rule hints are keyed by it, and its value is what the state JSON and
    `scenario legal` print."""

    REDRAW = "redraw"
    BREEDING = "breeding"
    MAIN = "main"
    BLOCK = "block"
    COUNTER = "counter"
    TARGET = "target"
    CARD = "card"
    OPTIONAL = "optional"
    MODE = "mode"
    COUNT = "count"
    ORDER = "order"
    WHERE = "where"
    DNA = "dna"
    XROS = "xros"
    PREVENT = "prevent"
    SAVE = "save"
    TAMER = "tamer"
    BLITZ = "blitz"
    EXECUTE = "execute"
    VORTEX = "vortex"
    ATTACK = "attack"
    RAID = "raid"
    ALLIANCE = "alliance"


R = TypeVar("R")

Asks = Generator[Decision[Verb], Move[Verb], R]
"""The card game's rules, or a part of them, as a question loop (`loop.machine`) whose
result is an `R` (bare `Asks`: any)."""


FROM_TRASH = "trash:"
"""Before a card number in a move, that card in the trash rather than the hand ("card
trash:BT7-008"): a DigiXros material (BT11-086), a card a cost places (BT7-112)."""
