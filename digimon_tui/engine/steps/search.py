"""Steps that look at or reveal cards of a deck or security stack (15-15-3, 15-15-3-9) and put the
rest back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.loop.moves import mv

from ..perform import (
    Does,
    amount_of,
    chosen_order,
    hands_grew,
)
from ..verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _reveal(g: Zones, ctx: Ctx, step: m.Reveal) -> bool:
    """Reveal the top cards of the deck, or of the Digi-Egg deck (15-15-3); the opponent's deck
    after "your opponent reveals" (BT14-065)."""
    pl = g.players[ctx.player if step.side == "your" else 1 - ctx.player]
    n = step.count
    if step.for_every is not None:
        n *= amount_of(g, ctx, step.for_every)
    pile = pl.eggs if step.pile == "eggs" else pl.deck
    shown = list(reversed(pile[-n:])) if n else []
    ctx.revealed = shown
    ctx.chosen = list(shown)
    g.log(
        "{} reveals the top {} card(s) of the {}: {} (15-15-3)",
        pl.name,
        len(shown),
        "Digi-Egg deck" if step.pile == "eggs" else "deck",
        lambda: ", ".join(f"{g.defs[u].number} {g.defs[u].name}" for u in shown) or "nothing",
    )
    return bool(shown)


def _place_rest(g: Zones, ctx: Ctx, step: m.PlaceRest) -> Does:
    """The revealed cards left go to the deck's top or bottom, in an order chosen, the trash
    or the hand. It ends the reveal: an "if you do" after it ("If you added cards, trash 1
    card in your hand", EX5-015) asks whether the reveal's choice was made, so it leaves what
    the step before did. The cards go back to the deck they came from, the effect's player
    choosing the end and the order (the opponent's deck, ruling Q2438)."""
    owner = ctx.player if step.side == "your" else 1 - ctx.player
    pl = g.players[owner]
    rest = [u for u in ctx.revealed if u in pl.deck]
    if step.where in ("trash", "hand"):
        for uid in rest:
            pl.deck.remove(uid)
        (pl.trash if step.where == "trash" else pl.hand).extend(rest)
        if step.where == "hand":
            hands_grew(g, {owner} if rest else set(), ctx)
    else:
        bottom = step.where == "deck_bottom"
        if step.where == "deck_top_or_bottom" and rest:  # one end for all of them
            answer = yield from g.ask(
                ctx.player,
                Ask.WHERE,
                (mv(Verb.TOP), mv(Verb.BOTTOM)),
                "The remaining cards: top or bottom of the deck?",
            )
            bottom = answer.verb is Verb.BOTTOM
        yield from _in_order(g, ctx.player, rest, bottom, owner)
    ctx.revealed = []
    if rest:
        g.log("{} revealed card(s) go to the {}", len(rest), step.where.replace("_", " "))
    return ctx.done


def _look(g: Zones, ctx: Ctx, step: m.Look) -> bool:
    """Look at the top cards of the deck or security stack: only the player sees them
    (15-15-3-9)."""
    pl = g.players[ctx.player]
    pile = pl.security if step.pile == "security" else pl.deck
    seen = list(reversed(pile[-step.count :]))
    ctx.chosen = list(seen)
    # the log is public: which cards they are stays with the player (15-15-3-9-2)
    where = "security stack" if step.pile == "security" else "deck"
    g.log("{} looks at the top {} card(s) of the {} (15-15-3-9)", pl.name, len(seen), where)
    return bool(seen)


def _in_order(g: Zones, player: int, cards: list[int], bottom: bool, owner: int) -> Asks[None]:
    """ "Place the remaining cards at the bottom of (on top of) your deck in any order": the
    player moving them chooses the order (3-1-3-4), each under (on top of) the ones before
    it, in `owner`'s deck. The cards are revealed ones
    (15-15-3-8-1), in the deck until moved."""
    deck = g.players[owner].deck
    where = "to the bottom of" if bottom else "on top of"
    where += " your" if owner == player else " your opponent's"
    ordered = yield from chosen_order(
        g,
        player,
        cards,
        lambda u: mv(Verb.CARD, g.defs[u].number),
        Ask.CARD,
        f"Which revealed card goes {where} deck next? (3-1-3-4)",
    )
    for uid in ordered:
        deck.remove(uid)
        if bottom:
            deck.insert(0, uid)
        else:
            deck.append(uid)


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.Reveal: _reveal,
    m.Look: _look,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.PlaceRest: _place_rest,
}


"""The steps of this family that may ask a player, by type."""
