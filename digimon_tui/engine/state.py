"""The pieces of game state: players' zones, permanents, lasting effects, decisions.

Cards are ints (card instances, "uids") indexing `Game.defs`; zones are lists of
uids. Lists that have a top keep it at the end, so drawing is a `pop()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum, unique

from digimon_tui.cards.model import Effect, Grant, Target

PLAYER_NAMES = ("p1", "p2")


@unique
class Format(StrEnum):
    """The rules a game is played by: the standard game's, or the Sealed format's (colour
    ignored when digivolving, level 3 Digimon placed in the breeding area). The value is
    what saves and scenario files write."""

    STANDARD = "standard"
    SEALED = "sealed"


@dataclass(slots=True, eq=False)
class Permanent:
    """A Digimon or Tamer in the battle or breeding area: a stack of cards, top last."""

    id: str
    owner: int
    cards: list[int]
    suspended: bool = False
    played_turn: int = 0
    """Turn number in which it was played (7-1-2-1); 0 when it was not played this game."""
    deleted_in_battle: bool = False
    """It was deleted in battle (14-2-2): what its [On Deletion] effects read as "if
    deleted outside of a battle" once it has left."""
    deleted_by_effect: bool = False
    """An effect deleted it (not a battle, not 0 DP): what its [On Deletion] effects read
    as "if this card was deleted by an effect" (BT5-071)."""
    digixrossed: int = 0
    """How many cards it was played with by DigiXros (7-2), 0 once it has digivolved: what
    its [On Play] effects read as "if DigiXrosing (with 2 cards)"."""
    from_sources_turn: int = 0
    """The turn it was played from under a Digimon (its [On Play] effects read "if this
    Digimon was played from digivolution cards", EX3-015); 0 when it wasn't."""
    from_trash_turn: int = 0
    """The turn it was played from the trash ("when you play a Digimon from your trash",
    EX1-060); 0 when it wasn't."""
    played_by_effect: bool = False
    """It was played by an effect and hasn't digivolved since: what its [On Play] effects
    read as "if played by an effect" (BT15-022)."""
    digivolved_from_trash: bool = False
    """Its top card came from the trash when it digivolved: what its [When Digivolving]
    effects read as "if digivolving from the trash" (BT10-080)."""
    colors_as_it_left: tuple[str, ...] = ()
    """The colours effects gave it besides its printed ones when it was deleted: its [On
    Deletion] effects read it as it was (15-8-3-9-4, ruling Q1870)."""
    links: list[int] = field(default_factory=list)
    """Its link cards, oldest first (4-9): not stacked cards (4-9-2) and not on the field
    (4-9-4), yet their link DP and link effects are its own (4-3-4, 4-3-5). Kept as they
    were once it has left, as `cards` is, for what reads it as it was."""


@dataclass(slots=True)
class Player:
    index: int
    deck: list[int] = field(default_factory=list)  # top last
    eggs: list[int] = field(default_factory=list)  # top last
    hand: list[int] = field(default_factory=list)
    security: list[int] = field(default_factory=list)  # top last
    trash: list[int] = field(default_factory=list)  # newest last
    breeding: Permanent | None = None
    battle: list[Permanent] = field(default_factory=list)

    @property
    def name(self) -> str:
        return PLAYER_NAMES[self.index]


@dataclass(slots=True, eq=False)
class Modifier:
    """A change an effect made that lasts for a while (15-11-2-2).

    Bound to one permanent (`perm` set: it follows the Digimon through digivolution
    and ends when it leaves play, 3-1-3-1-1), or granted to the player (`target` set:
    it applies to every card matching the target while it lasts, including ones
    played later).
    """

    player: int
    grant: Grant
    expires: int
    """The turn number at whose end it ends."""
    perm: str | None = None
    target: Target | None = None
    for_attack: bool = False
    """It ends with the attack under way (<Alliance>, 16-24-1), if not sooner."""
    by: str = ""
    """The category of the card whose effect made it, for "isn't affected by the effects of
    X" (15-15-5); empty for a keyword's."""
    card: int | None = None
    """For a change printed with no period, the card whose effect made it: it is lost when
    that card leaves the stack (15-8-2-3)."""


@dataclass(slots=True, eq=False)
class SecurityDigimon:
    """A Digimon card flipped by a security check (4-5): not a Digimon, not in an area."""

    owner: int
    uid: int


@dataclass(slots=True, eq=False)
class Triggered:
    """An effect that triggered and waits to activate (15-4)."""

    player: int
    effect: Effect
    card: int
    """The card the effect is printed on."""
    source: Permanent | None
    """The Digimon or Tamer the effect belongs to, if any."""
    key: tuple
    """Identifies the effect for [Once Per Turn] (15-14-1-4)."""
    dna: bool = False
    """It triggered as its Digimon DNA digivolved (8-2)."""
    aim: Permanent | None = None
    """What a triggered keyword acts on (the Digimon <Retaliation> battled), or the Digimon
    a "when X" event happened to (the played Digimon)."""
    timing: str = ""
    """The timing it triggered at: one of several for an effect printed under more than one
    header ("[On Play][On Deletion]", 15-16)."""
    together: int = 1
    """How many Digimon its "when X" event happened to at once (deleted together): it
    triggers once for them all ("for every Digimon deleted" counts them)."""
    aim_level: int | None = None
    """The level of `aim` as the effect triggered: "a level less than or equal to it" reads
    the played Digimon as it was then (ruling Q3658 on EX5-060)."""
    cards: tuple[int, ...] = ()
    """The cards its "when X" event moved or showed, "that card" to its steps (the card
    trashed from the hand, BT14-006; the card a security check revealed, EX5-053)."""
    delayed: tuple | None = None
    """A delayed "at the end of the turn" effect now due (15-8-3): the activation that made
    it and its steps, done with what that activation had chosen ("delete that Digimon")."""
