"""Main-phase moves of the special rules some cards bring (DigiXros, Burst digivolution, Link,
App Fusion, <Digisorption>, <Delay>, [Hand] [Main] effects, digivolving onto a Tamer, <Training>):
looked for only in a game where a card has one (`Game.special`), after the ordinary moves
of `legal.main_moves`, before `pass`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.loop.moves import Move

from . import app_fusion, burst, delay, digisorption, digixros, hand, hybrid, link, training
from .verbs import Verb

if TYPE_CHECKING:
    from .zones import Zones


def main_moves(g: Zones) -> list[Move[Verb]]:
    budget = g.memory + 10
    out: list[Move[Verb]] = []
    if "xros" in g.special:
        out += digixros.moves(g, budget)
    if "burst" in g.special:
        out += burst.moves(g, budget)
    if "link" in g.special:
        out += link.moves(g, budget)
    if "app_fusion" in g.special:
        out += app_fusion.moves(g, budget)
    if "digisorption" in g.special:
        out += digisorption.moves(g, budget)
    if "delay" in g.special:
        out += delay.moves(g)
    if "hand" in g.special:
        out += hand.moves(g)
    if "onto_tamer" in g.special:
        out += hybrid.moves(g, budget)
    if "training" in g.special:
        out += training.moves(g)
    return out
