"""The text of Digi-Battle cards, generated from their definitions so that what a card
says is what the Arena engine does."""

from __future__ import annotations

from .cards import (
    LEVELS,
    AddPower,
    DigimonCard,
    Digivice,
    DoublePower,
    DoubleScore,
    Downgrade,
    Effect,
    PowerOption,
    Requirement,
    ScorePoints,
    SendDigimonOffline,
    SendOnlineOffline,
)

_WHEN = {
    "played": "",
    "wins": "If you win the duel, ",
    "loses": "If you lose the duel, ",
    "tie": "If the duel ends in a tie, ",
    "digivolved_to": "When you digivolve to this Digimon, ",
}


def _body(e: Effect) -> str:
    if isinstance(e, AddPower):
        return f"add {e.amount} to your Digimon Power"
    if isinstance(e, DoublePower):
        return "double your Digimon Power until the end of the duel against a higher level"
    if isinstance(e, SendOnlineOffline):
        whose = "your" if e.whose == "yours" else "your opponent's"
        cards = "card" if e.count == 1 else "cards"
        return f"send the top {e.count} {cards} of {whose} Online Offline"
    if isinstance(e, SendDigimonOffline):
        return "send your opponent's Digimon Offline, all but the Rookie"
    if isinstance(e, Downgrade):
        return f"send your or your opponent's {e.level.title()} Offline, leaving its Rookie"
    if isinstance(e, ScorePoints):
        return f"score {e.amount}"
    if isinstance(e, DoubleScore):
        return "double your score for the duel"
    if isinstance(e, Digivice):
        types = " or ".join(t.upper() for t in e.types)
        return f"meet a Digivice requirement to digivolve to an Ultimate or Mega of type {types}"
    return "digivolve your Digimon to the next level regardless of its requirements"


def effect_text(e: Effect) -> str:
    text = _WHEN[e.when] + _body(e)
    return text[0].upper() + text[1:] + "."


def requirement_text(r: Requirement) -> str:
    if r.kind == "tribute":
        cards = "card" if r.cards == 1 else "cards"
        return f"from {r.digimon[0]}, sending {r.cards} {cards} from your hand Offline"
    if r.kind == "digivice":
        return f"from {r.digimon[0]} with a DIGIVICE"
    partner = r.digimon[1] if len(r.digimon) == 2 else f"any {str(r.partner_level).title()}"
    return f"DNA: {r.digimon[0]} + {partner}"


def card_text(card: DigimonCard | PowerOption) -> list[str]:
    """The card's lines as a card browser or the detail screen shows them."""
    if isinstance(card, DigimonCard):
        p = card.power
        lines = [
            f"{card.number} {card.name} · {card.level.title()} · {card.type.upper()}",
            f"Power vs RED {p.red} · GREEN {p.green} · YELLOW {p.yellow}",
            "Score: " + ", ".join(f"{lv.title()} {getattr(card.score, lv)}" for lv in LEVELS),
        ]
        lines += [f"Digivolve {requirement_text(r)}" for r in card.requirements]
        lines += [effect_text(e) for e in card.effects]
        return lines
    kind = "Power Blast" if card.kind == "power_blast" else "Digivolve option"
    lines = [f"{card.number} {card.name} · {kind}"]
    lines += [effect_text(e) for e in card.effects]
    cost = card.cost
    if cost.hand_cards:
        lines.append(f"To use: send {cost.hand_cards} card(s) from your hand Offline.")
    if cost.rest_of_hand:
        lines.append("To use: send the rest of your hand Offline.")
    if cost.online_cards:
        lines.append(f"To use: send {cost.online_cards} of your Online cards Offline.")
    if card.kind == "digivolve":
        lines.append("Use only in the digivolve phase.")
    if card.not_with_rookie:
        lines.append("Not with a Rookie on your Duel Zone.")
    if card.once_per_duel:
        lines.append("Only one of these per duel.")
    if card.not_after_opponent_passes:
        lines.append("Not after your opponent passes.")
    lines.append(
        "Stays on the Power Port." if card.keep_on_port else "Goes Offline at the end of the duel."
    )
    return lines
