"""Steps that play cards (7-1, 15-16-10): from the hand, trash, security or deck, this card,
tokens (4-21), <Delay> cards placed; and Option cards used from the hand (6-5-1-3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m

from .. import choose, digixros, legal
from .. import queries as q
from ..delay import place
from ..effects import use_option
from ..perform import (
    Does,
    amount_of,
    no_digimon_plays,
    shuffle_security,
    source_name,
)
from ..state import PLAYER_NAMES

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _play_this_card(g: Zones, ctx: Ctx, step: m.PlayThisCard) -> bool:
    """Play this card from the trash ([On Deletion], 15-4-4-3) or as a security check flips it."""
    uid = ctx.card
    pl = g.players[g.owner_of(uid)]
    on_deletion = ctx.effect.timing == "on_deletion"  # 15-4-4-3: it is in the trash
    self_trigger = ctx.source is None and ctx.effect.trigger is not None
    from_trash = uid in pl.trash and (
        (on_deletion and g.defs[uid].category in ("digimon", "tamer")) or self_trigger
    )  # "when this card is trashed ..., play this card"
    if uid not in g.limbo and not from_trash:
        return False
    if g.defs[uid].category == "digimon" and no_digimon_plays(g, ctx.player):
        g.log("{} isn't played: Digimon can't be played by effects now", g.defs[uid].name)
        return False  # a flipped security card goes to the trash after its battle (13-1-8-4)
    if from_trash:  # [On Deletion] "play this card" (15-4-4-3: it is in the trash)
        pl.trash.remove(uid)
        g.limbo.append(uid)
    # from the trash or flipped by a security check, an effect plays it (15-16-10)
    g.play_from_limbo(
        uid, ctx.player, on_play=not step.no_on_play, by_effect=True, from_trash=from_trash
    )
    if ctx.source is None:  # a [Security] play: "this Digimon" after it is the one played
        ctx.source = next((p for p in pl.battle if p.cards[-1] == uid), None)  # (EX4-013)
    return True


def _play_token(g: Zones, ctx: Ctx, step: m.PlayToken) -> bool:
    """Play tokens (4-21-1), as many as the player's token cards allow (1-4-4-1)."""
    played = []
    if step.token.category == "digimon" and no_digimon_plays(g, ctx.player):
        g.log("{} can't play Digimon by effects", PLAYER_NAMES[ctx.player])
        return False
    for _ in range(step.count):
        if not g.token_cards[ctx.player]:
            g.log("{} has no token cards left (1-4-4-1)", PLAYER_NAMES[ctx.player])
            break
        g.token_cards[ctx.player] -= 1
        # one of the player's tokens, played as the opponent's Digimon (ruling Q3651)
        owner = 1 - ctx.player if step.to_opponent else ctx.player
        uid = g.new_token(step.token, owner)
        g.limbo.append(uid)
        g.log("{} plays a {} Token (4-21-1)", PLAYER_NAMES[ctx.player], step.token.name)
        played.append(g.play_from_limbo(uid, owner, by_effect=True, suspended=step.suspended))
    ctx.chosen = list(played)
    return bool(played)


def _place_in_battle_area(g: Zones, ctx: Ctx, step: m.PlaceInBattleArea) -> bool:
    """Place this <Delay> card in the battle area (16-17): the Option being used, or one
    whose own trigger finds it in the trash ("when this card is trashed from your deck, you
    may place it in the battle area")."""
    trash = g.players[g.owner_of(ctx.card)].trash
    if ctx.source is None and ctx.effect.trigger is not None and ctx.card in trash:
        trash.remove(ctx.card)
        g.limbo.append(ctx.card)
    return place(g, ctx.player, ctx.card)


def _play(g: Zones, ctx: Ctx, step: m.Play) -> Does:
    """Play cards by an effect from where the step says, free unless it says otherwise."""
    what = source_name(g, ctx)
    chooser, owner = ctx, ctx.player
    if step.by_opponent:  # they choose among their own cards, which enter their battle area
        chooser = ctx.copy()
        chooser.player = owner = 1 - ctx.player
        step = step.as_opponent
    zones = step.zones or (step.target.zone,)
    picked: list[int] = []
    first = step.target
    if step.more_if is not None and q.condition_holds(
        g, step.more_if, ctx.player, ctx.source, ctx
    ):  # "add 1 to the number of cards you play with this effect"
        first = first.model_copy(update={"count": first.count + step.more})
    if (
        step.higher_if is not None
        and first.max_level is not None
        and q.condition_holds(g, step.higher_if, ctx.player, ctx.source, ctx)
    ):  # "add 1 to the maximum level of the Digimon you may choose with this effect"
        first = first.model_copy(update={"max_level": first.max_level + step.higher})
    for target in (first, *step.also):
        if target.select == "all":
            for zone in zones:
                t = target.model_copy(update={"zone": zone})
                picked += yield from choose.cards(g, chooser, t, what, taken=picked)
        else:  # from one of the zones, the player's choice
            picked += yield from choose.cards_in_zones(g, chooser, target, zones, what, picked)
    if "security" in zones:  # the player looked through it (a search)
        shuffle_security(g, ctx.player)
    played = []
    banned = no_digimon_plays(g, ctx.player)
    for uid in picked:
        card = g.defs[uid]
        if card.category not in ("digimon", "tamer"):
            continue
        if banned and card.category == "digimon":
            g.log("{} isn't played: Digimon can't be played by effects now", card.name)
            continue
        if step.to_breeding:
            if card.category != "digimon" or g.players[ctx.player].breeding is not None:
                continue  # 3-4-7-2: one Digimon, in an empty breeding area
            g.take_card(uid)
            played.append(g.play_to_breeding(uid, ctx.player))
            continue
        cost = 0 if step.free else card.cost or 0
        if (step.reduce or step.reduce_for_every) and not q.players_cant(g, "reduce_play_costs"):
            more = 0 if step.reduce_for_every is None else amount_of(g, ctx, step.reduce_for_every)
            cost = max(0, cost - step.reduce - step.reduce_more * more)
        from_sources = any(  # under a Digimon, not a Tamer (4-8-1)
            uid in p.cards[:-1] and g.info[p.cards[-1]].is_digimon
            for pl in g.players
            for p in pl.battle
        )
        from_trash = any(uid in pl.trash for pl in g.players)
        g.take_card(uid)
        g.limbo.append(uid)
        under: list[int] = []
        if card.xros is not None:  # 7-2-1
            under = yield from digixros.by_effect(g, ctx.player, uid, what)
            if not q.players_cant(g, "reduce_play_costs"):
                cost = max(0, cost - card.xros.reduce * len(under))  # 1-3-9, 7-2-1
        g.pay(cost) if ctx.player == g.turn_player else None
        perm = g.play_from_limbo(
            uid,
            owner,
            on_play=not step.no_on_play,
            by_effect=True,
            under=under[::-1],
            suspended=step.suspended,
            from_sources=from_sources,
            from_trash=from_trash,
        )
        played.append(perm)
    ctx.chosen = list(played)
    return bool(played)


def _use_option(g: Zones, ctx: Ctx, step: m.UseOption) -> Does:
    """Use an Option card of the hand by an effect, without paying for it (6-5-1-3); one whose
    colours aren't among the player's Digimon and Tamers can't be chosen (4-22) unless the
    step ignores them."""
    if legal.options_closed(g, ctx.player):
        return False
    unusable = [
        u
        for u in choose.zone_cards(g, ctx, step.target)
        if not step.ignore_colors and not legal.option_usable(g, ctx.player, g.defs[u])
    ]
    picked = yield from choose.cards(
        g, ctx, step.target, source_name(g, ctx), taken=unusable, seen=_costs_in_hand(g, ctx)
    )
    for uid in picked:
        if g.defs[uid].category != "option":
            continue
        g.take_card(uid)
        ctx.used.append(uid)
        cost = g.defs[uid].cost or 0
        yield from use_option(g, ctx.player, uid, cost, free=True, to_security=step.to_security)
    return bool(picked)


def _costs_in_hand(g: Zones, ctx: Ctx) -> dict[int, m.Card]:
    """The player's Option cards whose own text reduces their cost while in the hand
    ("Reduce the memory cost of this card in your hand by 1 for each ...", BT2-099), as
    that cost: an effect using an Option of a given cost sees the reduced one (ruling Q1501).
    A reduction made only as the card would be used isn't seen (the same ruling)."""
    seen = {}
    for uid in g.players[ctx.player].hand:
        card = g.defs[uid]
        if any(s.of == "hand" for s in legal.own_cost_reductions(card)):
            seen[uid] = card.model_copy(update={"cost": legal.play_cost(g, ctx.player, card)})
    return seen


def _xros_from_tamers(g: Zones, ctx: Ctx, step: m.XrosFromTamers) -> bool:
    """Applied as a DigiXros's materials are chosen (`digixros.placements`), not performed."""
    return False


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.PlayThisCard: _play_this_card,
    m.XrosFromTamers: _xros_from_tamers,
    m.PlayToken: _play_token,
    m.PlaceInBattleArea: _place_in_battle_area,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.Play: _play,
    m.UseOption: _use_option,
}


"""The steps of this family that may ask a player, by type."""
