"""Arena moves in words: what each answer does, said the way a player at the table would.

The engine's moves are short ("place ST-28 ST-59"); a new player needs the card names,
what will be paid and what is lost. Declining answers (pass, place nothing, done, keep)
are listed under the key `e`, never a number, as in the main game.
"""

from __future__ import annotations

from typing import assert_never

from digimon_tui.arena import legal
from digimon_tui.arena import queries as q
from digimon_tui.arena.cards import DigimonCard, PowerOption
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.text import effect_text
from digimon_tui.arena.verbs import ArenaVerb
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move

HINTS = {
    "rookie": "A.1: your Rookie starts face down; both are turned over together.",
    "place": "B: secretly place a next-level card (it must name your Digimon). "
    "The other player can't see it until it is turned over.",
    "digivolve": "B.5-B.8: digivolve and pay now, or pass and lose the face-down card "
    "(use it or lose it).",
    "pay": "B.6 / C: choose which card of your hand goes Offline to pay.",
    "battle": "C: one Power Option a turn, then the other player. Once you pass you "
    "play no more this duel.",
    "downgrade": "C: choose whose Digimon drops back a level.",
    "discard": "E: discard as many cards as you like, then refill to 10 from Online.",
    "change-rookie": "E: you may put a new Rookie face down on the Rookie showing; you turn "
    "it over on your digivolve turn.",
}


def public_prompt(d: Decision[ArenaVerb]) -> str:
    """The question as the other player may read it too (on the hand-over screen, or the
    computer's on the status line): the digivolve question names the face-down card, so
    it is asked without the name."""
    if d.kind == "digivolve":
        return "B.5: digivolve into the face-down card, or pass?"
    return d.prompt


POWER_ROW_KEY = (
    "R G Y: a Digimon's power against a RED, GREEN or YELLOW opponent; the opponent's"
    " type decides which counts (A.3)."
)
POWER_ROW_SHORT = "R G Y: power vs a red, green, yellow foe"


def power_row(card: DigimonCard) -> str:
    p = card.power
    return f"R{p.red} G{p.green} Y{p.yellow}"


def short(card: DigimonCard | PowerOption) -> str:
    """One line: a Digimon's level, type and power row; an option's first effect."""
    if isinstance(card, DigimonCard):
        return f"{card.name} · {card.level.title()} {card.type.upper()} · {power_row(card)}"
    return f"{card.name}: {effect_text(card.effects[0])}"


def cost(card: DigimonCard | PowerOption) -> str:
    """What using an option takes besides the card: a new player must see it before."""
    if not isinstance(card, PowerOption):
        return ""
    u, bits = card.use, []
    if u.hand_cards:
        bits.append(f"pays {u.hand_cards} card{'s' * (u.hand_cards != 1)}")
    if u.rest_of_hand:
        bits.append("the rest of your hand goes Offline")
    if u.online_cards:
        bits.append(f"{u.online_cards} Online cards go Offline")
    return "".join(f" · {b}" for b in bits)


def against(g: ArenaGame, p: int, card: DigimonCard | PowerOption) -> str:
    """The printed power a Digimon would have against the opponent's Digimon now. Against
    a Rookie still face down only the power row: its name and type are not known yet."""
    assert isinstance(card, DigimonCard)
    if g.sides[1 - p].rookie_face_down:
        return f"{power_row(card)} vs a face-down Rookie"
    foe = q.top(g, 1 - p)
    return f"{getattr(card.power, foe.type)} vs {foe.name}"


def brief(card: DigimonCard | PowerOption) -> str:
    """Just enough to tell hand cards apart when choosing one to give up."""
    if isinstance(card, DigimonCard):
        return f"{card.name} · {card.level.title()} {card.type.upper()}"
    return f"{card.name} ({'Power Blast' if card.kind == 'power_blast' else 'Digivolve option'})"


def label(g: ArenaGame, m: Move[ArenaVerb], names: tuple[str, str]) -> str:
    """The words for one legal move of the pending decision."""
    d = g.pending
    p = d.player if d is not None else 0
    card = g.cards[m.args[0]] if m.args and m.args[0] in g.cards else None
    match m.verb:
        case ArenaVerb.ROOKIE if card is not None:
            return short(card)
        case ArenaVerb.PLACE if isinstance(card, DigimonCard):
            text = f"{card.name} · {card.level.title()} {card.type.upper()} · {against(g, p, card)}"
            if len(m.args) > 1:
                return text + f" · with {g.cards[m.args[1]].name}" + cost(g.cards[m.args[1]])
            req = legal.tribute_for(card, q.top(g, p))
            return text + (f" · pays {req.cards} card{'s' * (req.cards != 1)}" if req else "")
        case ArenaVerb.NO_PLACE:
            return "Place nothing this duel"
        case ArenaVerb.DIGIVOLVE:
            zone = g.sides[p].digivolve_zone
            into = g.cards[zone].name if zone else "the next level"
            power = f" ({against(g, p, g.cards[zone])})" if zone else ""
            if card is not None:
                return f"DNA digivolve into {into}{power}, {card.name} face up on the Power Port"
            return f"Digivolve into {into}{power}"
        case ArenaVerb.PASS if d is not None and d.kind == "digivolve":
            return "Pass: the face-down card goes Offline"
        case ArenaVerb.PASS:
            return "Pass: play no more Power Options this duel"
        case ArenaVerb.PAY if card is not None:
            return brief(card)
        case ArenaVerb.OPTION if card is not None:
            now, then = q.power(g, p), q.power(g, p, (m.args[0],))
            change = f" · power {now} → {then}" if then != now else ""
            return f"Play {short(card)}{change}{cost(card)}"
        case ArenaVerb.DOWNGRADE:
            who = int(m.args[0][1]) - 1
            return f"Downgrade {names[who]}'s {q.top(g, who).name}"
        case ArenaVerb.DISCARD if card is not None:
            return f"Discard {brief(card)}"
        case ArenaVerb.DONE:
            return "Done: refill the hand to 10 from Online"
        case ArenaVerb.CHANGE_ROOKIE if card is not None:
            return f"New Rookie: {short(card)}"
        case ArenaVerb.KEEP_ROOKIE:
            return "Keep the Rookie"
        case (
            ArenaVerb.ROOKIE
            | ArenaVerb.PLACE
            | ArenaVerb.PAY
            | ArenaVerb.OPTION
            | ArenaVerb.DISCARD
            | ArenaVerb.CHANGE_ROOKIE
        ):
            return str(m)
        case _:
            assert_never(m.verb)
