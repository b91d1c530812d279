"""What an effect being activated knows: whose it is, from which card, and what its steps
have chosen or revealed so far. Every layer of the rules passes it along."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from digimon_tui.cards.model import Effect

from .state import Permanent


@dataclass(slots=True)
class Ctx:
    """Who is activating an effect, from which Digimon or card, and what its steps have
    chosen or revealed so far ("that Digimon", "the revealed cards", "if you do")."""

    player: int
    source: Permanent | None
    card: int
    effect: Effect
    chosen: list[Any] = field(default_factory=list)
    """What the last step chose: Digimon (`Permanent`) or cards (uids)."""
    revealed: list[int] = field(default_factory=list)
    done: bool = True
    """Whether the last step did something."""
    dna: bool = False
    """The effect triggered as its Digimon DNA digivolved."""
    event: Permanent | None = None
    """The Digimon whose "when X" event triggered the effect ("the played Digimon")."""
    suspended: list[Permanent] = field(default_factory=list)
    """What the last "suspend" step suspended ("for every Tamer you suspend this way", "your
    opponent's cards suspended with this effect")."""
    paid: list[Any] = field(default_factory=list)
    """What the effect's cost chose ("the deleted Digimon", "the trashed card", 15-7)."""
    together: int = 1
    """How many Digimon that event happened to at once ("for every Digimon deleted")."""
    prevented: bool = False
    """A "prevent that deletion" step was done (`keywords.interrupt_deletion` reads it)."""
    trashed: list[int] = field(default_factory=list)
    """The cards this effect's steps have trashed ("if you trash a purple card")."""
    gained: int = 0
    """How much memory the effect's steps have gained so far ("if you gain 2 or more memory
    by this effect")."""
    memory_paid: int = 0
    """How much memory a "pay up to 5 memory" step of the effect paid ("for every memory
    paid")."""
    deleted: list[int] = field(default_factory=list)
    """The top cards of the player's own Digimon this effect has deleted, by its cost or its
    steps ("if one of your Digimon with [Ravemon] in its name was deleted by this effect")."""
    deleted_dp: list[int] = field(default_factory=list)
    """The DP of each Digimon the last "delete" step deleted, as it left the battle area."""
    digivolved: Permanent | None = None
    """The Digimon a step of this effect digivolved ("if digivolved by this effect"; "delete
    that Digimon at the end of the turn" once other steps have come between, BT6-088)."""
    event_level: int | None = None
    """The level of `event` as the effect triggered ("a level less than or equal to it")."""
    used: list[int] = field(default_factory=list)
    """The Option cards this effect's steps have used ("if you don't use an Option card with
    this effect")."""

    def copy(self) -> Ctx:
        return Ctx(
            self.player,
            self.source,
            self.card,
            self.effect,
            list(self.chosen),
            list(self.revealed),
            self.done,
            self.dna,
            self.event,
            list(self.suspended),
            list(self.paid),
            self.together,
            self.prevented,
            list(self.trashed),
            self.gained,
            self.memory_paid,
            list(self.deleted),
            list(self.deleted_dp),
            self.digivolved,
            self.event_level,
            list(self.used),
        )
