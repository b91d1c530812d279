"""Moves of cards that other cards notice: each fires the event it is (15-8-3-1), and
the compound moves (a stack returned, trashed, placed in security) built from `Field`'s.

`Zones` also names what the rules above it provide (`settle`, `delete`, playing and
digivolving, what each step does), so that the steps, keywords and battles below `Game`
can call them without importing it: `Game` (through `Actions`) implements each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar

from digimon_tui.cards.model import Step

from . import queries as q
from . import triggers
from .context import Ctx
from .field import Field
from .state import PLAYER_NAMES, Permanent
from .verbs import Asks


class Zones(Field):
    """A game's cards moving between zones and stacks, with the events they fire."""

    __slots__ = ()

    plain_steps: ClassVar[Mapping[type[Step], Callable[[Zones, Ctx, Any], bool]]]
    """What each step of the effect language that asks nothing does, by type (`steps`)."""
    asking_steps: ClassVar[Mapping[type[Step], Callable[[Zones, Ctx, Any], Asks[bool]]]]
    """What each step that may ask a player does, by type (`steps`)."""

    def lift_from_stack(self, perm: Permanent, uid: int) -> None:
        """A digivolution card leaves from under a stack for another area that is not a zone
        (under another card, or into play as a new Digimon): <Overflow> applies (4-19-1)."""
        self.take_from_stack(perm, (uid,))
        if "overflow" in self.special:
            self.overflow((uid,))

    def trash_from_stack(self, perm: Permanent, uids: Iterable[int]) -> None:
        """Digivolution cards (or the top card, for <De-Digivolve>) to their owner's trash;
        trashing digivolution cards is an event (15-8-3-1)."""
        uids = list(uids)
        under = any(u in perm.cards[:-1] for u in uids)
        self.take_from_stack(perm, uids)
        self.to_zone(self.players[perm.owner].trash, uids)
        self.log(
            "{} trashed from under {}", lambda: ", ".join(self.defs[u].name for u in uids), perm
        )
        if under:
            triggers.fire_event(self, "digivolution_cards_trashed", perm)

    def set_suspended(
        self, perm: Permanent, value: bool, *, by_effect: bool = False, cause: str | None = None
    ) -> None:
        """Suspend or unsuspend; a Digimon or Tamer that "can't suspend" stays as it is
        (15-1-3). `cause` names the effect that suspends, for the triggers that hear only it
        ("alliance", 16-24)."""
        if value and q.held_unsuspended(self, perm):
            self.log("{} can't suspend (15-1-3)", perm)
            return
        perm.suspended = value
        if by_effect:
            self.log("{} is {}", perm, "suspended" if value else "unsuspended")
        if value:
            triggers.fire_event(self, "suspended", perm, cause or ("effect" if by_effect else None))

    def take_card(self, uid: int, *, announce: bool = True) -> None:
        """Take a card out of whatever zone holds it (the caller places it). Out of a security
        stack it triggers "when a card is removed from ..." (15-8-3-1) unless the caller,
        moving several cards together, `announce`s them once itself."""
        pl = self.players[self.owners[uid]]
        for zone in (pl.hand, pl.trash, pl.deck, pl.security, pl.eggs, self.limbo):
            if uid in zone:
                zone.remove(uid)
                if announce and zone is pl.security:
                    triggers.fire_zone(self, "removed_from_security", pl.index)
                return
        for perm in (*pl.battle, *((pl.breeding,) if pl.breeding else ())):
            if uid in perm.cards[:-1]:
                self.take_from_stack(perm, (uid,))
                if "overflow" in self.special:
                    self.overflow((uid,))  # 4-19-1: from under a card to another area
                return

    def put_in_security(self, player: int, uid: int, where: str) -> None:
        """Face down into the security stack; a Digi-Egg card goes to the bottom of the
        Digi-Egg deck instead (3-1-3-9-2)."""
        if self.defs[uid].category == "digi-egg":
            self.players[player].eggs.insert(0, uid)
            self.log(
                "{} goes to the bottom of {}'s Digi-Egg deck, not the security stack (3-1-3-9-2)",
                self.defs[uid].name,
                PLAYER_NAMES[player],
            )
            return
        sec = self.players[player].security
        if where == "bottom":
            sec.insert(0, uid)
        else:
            sec.append(uid)
        self.log("a card is placed at the {} of {}'s security stack", where, PLAYER_NAMES[player])
        triggers.fire_zone(self, "added_to_security", player)

    def recovery(self, player: int, n: int) -> int:
        """<Recovery +N (Deck)> (16-6): as many as the deck has."""
        pl = self.players[player]
        moved = 0
        for _ in range(n):
            if not pl.deck:  # 1-3-2
                break
            pl.security.append(pl.deck.pop())
            moved += 1
        self.log("{} places {} card(s) from the deck on top of security (16-6)", pl.name, moved)
        if moved:
            triggers.fire_zone(self, "added_to_security", player)
        return moved

    def return_to_hand(self, perm: Permanent) -> None:
        """4-7-8: the top card to the hand, the digivolution cards to the trash."""
        self.leave(perm)
        pl = self.players[perm.owner]
        top = perm.cards[-1]
        self.to_zone(pl.trash, perm.cards[:-1])
        if self.defs[top].category == "digi-egg":  # never in the hand (3-1-3-9-2, Q1198)
            pl.eggs.insert(0, top)
            self.log(
                "{} {} goes to the bottom of {}'s Digi-Egg deck, not the hand (3-1-3-9-2)",
                perm.id,
                self.defs[top].name,
                pl.name,
            )
            return
        self.to_zone(pl.hand, (top,))
        self.log("{} {} returns to {}'s hand (4-7-8)", perm.id, self.defs[top].name, pl.name)

    def return_to_deck(self, perm: Permanent, where: str) -> None:
        """The top card to its owner's deck top or bottom, the digivolution cards to the trash
        (as returning to the hand does, 4-7-8)."""
        self.leave(perm)
        pl = self.players[perm.owner]
        top = perm.cards[-1]
        self.to_zone(pl.trash, perm.cards[:-1])
        home = pl.eggs if self.defs[top].category == "digi-egg" else pl.deck
        if "overflow" in self.special:
            self.overflow((top,))
        if self.info[top].token:
            self._vanish(top)  # 4-21-5
        elif where == "bottom":
            home.insert(0, top)
        else:
            home.append(top)
        self.log(
            "{} {} returns to the {} of {}'s deck", perm.id, self.defs[top].name, where, pl.name
        )

    def stack_to_security(self, perm: Permanent, where: str) -> None:
        """The top card face down into its owner's security stack; the rest to the trash."""
        self.leave(perm)
        pl = self.players[perm.owner]
        self.to_zone(pl.trash, perm.cards[:-1])
        if "overflow" in self.special:
            self.overflow(perm.cards[-1:])
        if self.info[perm.cards[-1]].token:
            self._vanish(perm.cards[-1])  # 4-21-5
        else:
            self.put_in_security(perm.owner, perm.cards[-1], where)

    def trash_stack(self, perm: Permanent) -> None:
        """A whole stack to the trash without being deleted."""
        self.leave(perm)
        self.to_zone(self.players[perm.owner].trash, perm.cards)
        self.log("{} is trashed", perm)

    def play_to_breeding(self, uid: int, player: int) -> Permanent:
        """A Digimon played by an effect "to an empty space in your breeding area": its
        effects don't activate there (3-4-7-4), nor does anything see it played (3-4-7-6)."""
        perm = self.new_permanent(player, [uid])
        perm.played_turn = self.turn_number  # 7-1-2-1
        self.to_breeding_area(perm)
        self.log("{} enters the breeding area", perm)
        return perm

    def hatch(self, player: int) -> Permanent | None:
        """The top card of the Digi-Egg deck to an empty breeding area (4-18-1)."""
        pl = self.players[player]
        if pl.breeding is not None or not pl.eggs:
            return None
        perm = self.new_permanent(player, [pl.eggs.pop()])
        self.to_breeding_area(perm)
        self.log("{} hatches {} {} (4-18-1)", pl.name, perm.id, self.defs[perm.cards[-1]].name)
        return perm

    def move_from_breeding(self, player: int) -> None:
        """The Digimon in the breeding area to the battle area (6-4-1-2): its [When Moving]
        effects trigger (15-16-16), as do "when ... moves" effects of others."""
        pl = self.players[player]
        moved = pl.breeding
        assert moved is not None
        self.leave(moved)
        self.to_battle_area(moved)
        self.log("{} moves {} to the battle area (6-4-1-2)", pl.name, moved)
        triggers.collect(self, moved, "when_moving")
        triggers.fire_event(self, "moved_from_breeding", moved)

    def unsuspend(self, perm: Permanent) -> None:
        """Unsuspend, unless a "can't unsuspend" effect holds it (15-1-3)."""
        if (
            perm.suspended
            and "cant_unsuspend" in self.grantable
            and q.cant(self, perm, "cant_unsuspend")
        ):
            self.log("{} can't unsuspend: an effect prevents it (15-1-3)", perm)
            return
        if perm.suspended:
            perm.suspended = False
            triggers.fire_event(self, "unsuspended", perm)

    # ---- what the rules above provide (implemented by `Actions` and `Game`) --------------

    def settle(self) -> Asks | tuple[()]:
        """Rule checks, then pending effects one at a time (`Game.settle`)."""
        raise NotImplementedError

    def run_delayed(self, when: str) -> Asks:
        """Delayed effects waiting for the end of the turn or of the battle (`Game`)."""
        raise NotImplementedError

    def delete(
        self,
        perms: Iterable[Permanent],
        cause: str,
        rule: str,
        by: int | None = None,
        battle: tuple | None = None,
    ) -> Asks[list[Permanent]]:
        """Delete Digimon and Tamers at the same time (`Actions.delete`)."""
        raise NotImplementedError

    def play_from_limbo(
        self,
        uid: int,
        player: int,
        *,
        on_play: bool = True,
        by_effect: bool = False,
        under: Sequence[int] = (),
        suspended: bool = False,
        from_sources: bool = False,
        from_trash: bool = False,
    ) -> Permanent:
        """Place a card as a new Digimon or Tamer (`Actions.play_from_limbo`)."""
        raise NotImplementedError

    def digivolve_by_effect(
        self,
        perm: Permanent,
        uid: int,
        cost: int,
        revealed: Sequence[int] = (),
        from_trash: bool = False,
    ) -> Asks:
        """A card goes on top of a stack for a cost (`Actions.digivolve_by_effect`)."""
        raise NotImplementedError

    def dna_digivolve(self, top: Permanent, bottom: Permanent, uid: int) -> Asks:
        """Two Digimon DNA digivolve (`Actions.dna_digivolve`)."""
        raise NotImplementedError
