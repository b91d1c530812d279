"""Card text, generated from the card definitions, so that what a card says is what the
Arena engine does. The wording is this project's own."""

from __future__ import annotations

from .cards import (
    LEVELS,
    POWER,
    AddPower,
    Against,
    DigimonCard,
    Digivice,
    DoublePower,
    Downgrade,
    Effect,
    PowerOption,
    Requirement,
    ScorePoints,
    SendOnlineOffline,
)

_IF_YOU = {
    "played": "",
    "wins": "if you win the duel, ",
    "loses": "if you lose the duel, ",
    "tie": "if the duel ends in a tie, ",
}
_IF_THIS = {
    "wins": "when this Digimon wins the duel, ",
    "loses": "when this Digimon loses the duel, ",
    "tie": "when the duel ends in a tie, ",
    "digivolved_to": "when you digivolve to this Digimon, ",
}


def _cards(n: int) -> str:
    return "the top card" if n == 1 else f"the top {n} cards"


def _against(against: Against | None) -> str:
    if against is None:
        return ""
    if against == "higher_level":
        return " against an opponent of a higher level"
    return f" against a {against.upper()} opponent"


def _body(e: Effect) -> str:
    if isinstance(e, AddPower):
        return f"add {e.amount} to your Digimon Power{_against(e.against)}"
    if isinstance(e, DoublePower):
        return f"double your Digimon Power{_against(e.against)}"
    if isinstance(e, SendOnlineOffline):
        whose = "your" if e.whose == "yours" else "your opponent's"
        return f"send {_cards(e.count)} of {whose} Online Offline"
    if isinstance(e, Downgrade):
        return (
            f"send a {e.level.title()} on top of either Duel Zone Offline, "
            "showing the Digimon under it"
        )
    if isinstance(e, ScorePoints):
        return f"score {e.amount}"
    if isinstance(e, Digivice):
        types = " or ".join(t.upper() for t in e.types)
        return f"counts as a DIGIVICE to digivolve to a {types} Ultimate or Mega"
    if e.do == "send_digimon_offline":
        return "send your opponent's Digimon Offline, all but the Rookie"
    if e.do == "double_score":
        return "double the points you score for the duel"
    return "digivolve to the next level regardless of digivolve requirements"


def effect_text(e: Effect, on_digimon: bool = False) -> str:
    """One sentence for one effect; a Digimon's effects speak of "this Digimon"."""
    text = (_IF_THIS if on_digimon else _IF_YOU)[e.when] + _body(e)
    return text[0].upper() + text[1:] + "."


def requirement_text(r: Requirement, card: DigimonCard) -> str:
    if r.kind == "tribute":
        cards = "1 card" if r.cards == 1 else f"{r.cards} cards"
        return f"Digivolve from {r.digimon[0]}: send {cards} from your hand Offline."
    if r.kind == "digivice":
        return f"Digivolve from {r.digimon[0]} with a DIGIVICE for {card.type.upper()}."
    partner = r.digimon[1] if len(r.digimon) == 2 else f"any {str(r.partner_level).title()}"
    return (
        f"DNA digivolve from {r.digimon[0]} and {partner}: the one not on the Duel Zone "
        "goes face up on the Power Port."
    )


def label(card: DigimonCard | PowerOption) -> str:
    """How logs and the board name a card."""
    return f"{card.name} ({card.number})"


def _use_lines(card: PowerOption) -> list[str]:
    u = card.use
    lines = []
    if u.hand_cards:
        cards = "1 other card" if u.hand_cards == 1 else f"{u.hand_cards} other cards"
        lines.append(f"To use: send {cards} from your hand Offline.")
    if u.rest_of_hand:
        lines.append("To use: send the rest of your hand Offline.")
    if u.online_cards:
        lines.append(f"To use: send {_cards(u.online_cards)} of your Online Offline.")
    if all(isinstance(e, POWER) and e.against for e in card.effects):
        lines.append("Use only against such an opponent.")
    if u.not_with_rookie:
        lines.append("Not with a Rookie on your Duel Zone.")
    if u.once_per_duel:
        lines.append("Only one of these per duel.")
    if u.not_after_opponent_passes:
        lines.append("Not after your opponent passes.")
    return lines


def card_text(card: DigimonCard | PowerOption) -> list[str]:
    """The card's lines, as a card browser or a detail screen shows them."""
    if isinstance(card, DigimonCard):
        p = card.power
        head = f"{card.number} {card.name} · {card.level.title()} · {card.type.upper()}"
        lines = [
            head + (f" · {card.ability.title()}" if card.ability else ""),
            f"Digimon Power vs RED {p.red} · GREEN {p.green} · YELLOW {p.yellow}",
            "Score for defeating: "
            + " · ".join(f"{lv.title()} {getattr(card.score, lv)}" for lv in LEVELS),
        ]
        lines += [requirement_text(r, card) for r in card.requirements]
        lines += [effect_text(e, on_digimon=True) for e in card.effects]
        return lines
    if card.kind == "power_blast":
        lines = [f"{card.number} {card.name} · Power Blast: play it in the battle phase."]
    else:
        lines = [
            f"{card.number} {card.name} · Digivolve option: place it face down on the Power "
            "Port with the face-down next-level Digimon."
        ]
    lines += [effect_text(e) for e in card.effects]
    lines += _use_lines(card)
    lines.append(
        "Keep this card on the Power Port."
        if card.keep_on_port
        else "It goes Offline at the end of the duel."
    )
    return lines
