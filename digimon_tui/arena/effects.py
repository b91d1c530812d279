"""Carrying out the one-shot effects of the effect language: sending cards Offline,
downgrading, scoring. Power changes are not carried out here: they last while their card
is on the Power Port and are read by `queries.power`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from digimon_tui.loop.moves import mv

from . import legal
from . import queries as q
from .cards import DigimonCard, Downgrade, Effect, PowerOption, ScorePoints, SendOnlineOffline
from .state import PLAYERS
from .text import label
from .verbs import ArenaVerb, Asks

if TYPE_CHECKING:
    from .game import ArenaGame


def moment(g: ArenaGame, p: int, when: str) -> Iterator[tuple[str, Effect]]:
    """`p`'s effects that happen at `when`, with the name of the card each is printed on:
    the dueling Digimon's, then the Power Port's."""
    cards: list[DigimonCard | PowerOption] = [q.top(g, p)]
    cards += [o for n in g.sides[p].port if (o := q.option(g, n)) is not None]
    for card in cards:
        for e in card.effects:
            if e.when == when:
                yield card.name, e


def resolve(g: ArenaGame, p: int, e: Effect, source: str) -> Asks:
    """Carry out effect `e` of player `p`, printed on `source`."""
    if isinstance(e, SendOnlineOffline):
        t = p if e.whose == "yours" else 1 - p
        online = g.sides[t].online
        sent = [online.pop() for _ in range(min(e.count, len(online)))]
        g.sides[t].offline += sent
        g.log("{}: {} card(s) of {}'s Online go Offline", source, len(sent), PLAYERS[t])
        g.check_online(t)
    elif e.do == "send_digimon_offline":
        g.log("{}: {}'s Digimon go Offline, all but the Rookie", source, PLAYERS[1 - p])
        g.drop_to_rookie(1 - p)
    elif isinstance(e, Downgrade):
        targets = legal.downgrade_targets(g, p, e.level)
        if not targets:
            g.log("{}: no {} to downgrade", source, e.level.title())
            return
        answer = yield from g.ask(
            p,
            "downgrade",
            [mv(ArenaVerb.DOWNGRADE, PLAYERS[t]) for t in targets],
            f"{source}: whose {e.level.title()} goes Offline?",
        )
        t = PLAYERS.index(answer.args[0])
        side = g.sides[t]
        gone = side.duel.pop()
        side.offline.append(gone)
        g.log(
            "{}: {} goes Offline; {} duels on",
            source,
            lambda: label(g.cards[gone]),
            lambda: q.top(g, t).name,
        )
    elif isinstance(e, ScorePoints):
        g.log("{}: {} scores {}", source, PLAYERS[p], e.amount)
        g.add_score(p, e.amount)
