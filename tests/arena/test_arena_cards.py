"""The Starter Set as data: its printed facts, the models' checks, the generated text,
and the two starter decks with their substitutions."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from digimon_tui.arena.cards import DigimonCard, PowerOption, Requirement
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.arena.text import card_text

REFERENCE = Path("/work/shared/reference/digibattle/starter-set.json")


@pytest.fixture(scope="module")
def cards():
    return arena_cards()


def test_the_starter_set_has_its_58_known_cards(cards):
    assert len(cards) == 58
    assert {"ST-49", "ST-50", "ST-51", "ST-55"}.isdisjoint(cards)
    digimon = [c for c in cards.values() if isinstance(c, DigimonCard)]
    options = [c for c in cards.values() if isinstance(c, PowerOption)]
    assert (len(digimon), len(options)) == (48, 10)
    levels = Counter(c.level for c in digimon)
    assert levels == {"rookie": 12, "champion": 22, "ultimate": 11, "mega": 3}


@pytest.mark.skipif(not REFERENCE.exists(), reason="the card reference is not on this machine")
def test_every_digimon_matches_the_reference(cards):
    for ref in json.loads(REFERENCE.read_text()):
        card = cards[ref["serial_code"]]
        assert card.name == ref["name"]
        if ref["card_type"] != "Digimon":
            continue
        assert (card.level, card.type) == (ref["level"].lower(), ref["battle_type"].lower())
        power = (ref["attack_red_power"], ref["attack_green_power"], ref["attack_yellow_power"])
        assert (card.power.red, card.power.green, card.power.yellow) == power
        levels = ("rookie", "champion", "ultimate", "mega")
        assert [getattr(card.score, lv) for lv in levels] == [ref[f"score_{lv}"] for lv in levels]
        kinds = {"Tribute": "tribute", "Standard": "digivice", "DNA": "dna"}
        reqs = ref["digivolution_requirements"] or []
        assert [r.kind for r in card.requirements] == [kinds[r["type"]] for r in reqs]
        assert [r.digimon[0] for r in card.requirements] == [r["criteria1"] for r in reqs]
        assert (card.ability or None) == ((ref["special_ability"] or "").lower() or None)


def test_printed_facts(cards):
    agumon = cards["ST-01"]
    assert (agumon.type, agumon.power.red, agumon.power.green, agumon.power.yellow) == (
        "red",
        140,
        230,
        380,
    )
    assert agumon.score.mega == 400 and agumon.requirements == []
    garurumon = cards["ST-06"]
    assert [(r.kind, r.digimon, r.cards) for r in garurumon.requirements] == [
        ("tribute", ["Gabumon"], 2),
        ("tribute", ["Tapirmon"], 1),
    ]
    assert [r.digimon for r in cards["ST-30"].requirements][0] == ["Tortomon", "Gekomon"]
    pukumon = cards["ST-40"].requirements[0]
    assert (pukumon.digimon, pukumon.partner_level) == (["MarineDevimon"], "ultimate")
    assert cards["ST-28"].requirements[0].kind == "digivice"


@pytest.mark.parametrize(
    "data, message",
    [
        ({"kind": "dna", "digimon": ["A"]}, "two Digimon"),
        ({"kind": "tribute", "digimon": ["A"]}, "tribute"),
        ({"kind": "digivice", "digimon": ["A"], "cards": 1}, "tribute"),
        ({"kind": "tribute", "digimon": ["A"], "cards": 4}, "less than or equal to 3"),
    ],
)
def test_requirements_must_make_sense(data, message):
    with pytest.raises(ValidationError, match=message):
        Requirement.model_validate(data)


OPTION = {"number": "TS-01", "name": "X", "category": "power_option", "kind": "power_blast"}


@pytest.mark.parametrize(
    "changes, message",
    [
        ({"effects": []}, "at least 1 item"),
        ({"effects": [{"do": "digivice", "types": ["red"]}]}, "belongs on a digivolve option"),
        ({"kind": "digivolve", "effects": [{"do": "score", "amount": 5}]}, "one effect"),
        ({"effects": [{"do": "add_power", "amount": 5, "when": "wins"}]}, "when the card is"),
        ({"effects": [{"do": "double_score"}]}, "double_score happens when you win"),
        ({"effects": [{"do": "add_power", "amount": "5"}]}, "valid integer"),
        ({"effects": [{"do": "fly"}]}, "does not match any of the expected tags"),
    ],
)
def test_power_options_must_be_playable(changes, message):
    with pytest.raises(ValidationError, match=message):
        PowerOption.model_validate({**OPTION, **changes})


def test_a_digimon_effect_happens_at_a_moment_and_needs_no_choice(cards):
    data = cards["ST-15"].model_dump()
    data["effects"] = [{"do": "downgrade"}]
    with pytest.raises(ValidationError, match="can't downgrade"):
        DigimonCard.model_validate(data)
    data["effects"] = [{"do": "score", "amount": 10}]
    with pytest.raises(ValidationError, match="at a result or 'digivolved_to'"):
        DigimonCard.model_validate(data)


EXPECTED_TEXT = {
    "ST-01": [
        "ST-01 Agumon · Rookie · RED",
        "Digimon Power vs RED 140 · GREEN 230 · YELLOW 380",
        "Score for defeating: Rookie 100 · Champion 200 · Ultimate 300 · Mega 400",
    ],
    "ST-15": [
        "ST-15 Nanimon · Champion · YELLOW",
        "Digimon Power vs RED 100 · GREEN 220 · YELLOW 300",
        "Score for defeating: Rookie 100 · Champion 200 · Ultimate 300 · Mega 400",
        "Digivolve from Biyomon: send 1 card from your hand Offline.",
        "Digivolve from Palmon: send 1 card from your hand Offline.",
        "When this Digimon wins the duel, send the top card of your opponent's Online Offline.",
    ],
    "ST-28": [
        "Digivolve from Kabuterimon with a DIGIVICE for RED.",
        "Digivolve from Tortomon with a DIGIVICE for RED.",
        "Digivolve from Birdramon with a DIGIVICE for RED.",
    ],
    "ST-40": [
        "ST-40 Pukumon · Mega · YELLOW · Swim",
        "Digimon Power vs RED 340 · GREEN 480 · YELLOW 430",
        "Score for defeating: Rookie 100 · Champion 100 · Ultimate 100 · Mega 100",
        "DNA digivolve from MarineDevimon and any Ultimate: the one not on the Duel Zone goes "
        "face up on the Power Port.",
        "DNA digivolve from Dragomon and any Ultimate: the one not on the Duel Zone goes "
        "face up on the Power Port.",
        "When you digivolve to this Digimon, score 300.",
    ],
    "ST-45": [
        "When the duel ends in a tie, send your opponent's Digimon Offline, all but the Rookie."
    ],
    "ST-52": [
        "ST-52 Blitz · Power Blast: play it in the battle phase.",
        "If you lose the duel, send the top 3 cards of your opponent's Online Offline.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-53": [
        "ST-53 Metal Attack · Power Blast: play it in the battle phase.",
        "Add 50 to your Digimon Power.",
        "To use: send 1 other card from your hand Offline.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-54": [
        "ST-54 Counter Attack · Power Blast: play it in the battle phase.",
        "Double your Digimon Power against an opponent of a higher level.",
        "Use only against such an opponent.",
        "Not with a Rookie on your Duel Zone.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-56": [
        "ST-56 Ultra Digivolve · Digivolve option: place it face down on the Power Port with "
        "the face-down next-level Digimon.",
        "Digivolve to the next level regardless of digivolve requirements.",
        "To use: send the rest of your hand Offline.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-57": [
        "ST-57 Downgrade · Power Blast: play it in the battle phase.",
        "Send a Champion on top of either Duel Zone Offline, showing the Digimon under it.",
        "To use: send 1 other card from your hand Offline.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-58": [
        "ST-58 Digi-Duel · Power Blast: play it in the battle phase.",
        "If you win the duel, double the points you score for the duel.",
        "To use: send the top 3 cards of your Online Offline.",
        "Not with a Rookie on your Duel Zone.",
        "Only one of these per duel.",
        "Not after your opponent passes.",
        "It goes Offline at the end of the duel.",
    ],
    "ST-60": [
        "ST-60 Digivice Green & Yellow · Digivolve option: place it face down on the Power Port "
        "with the face-down next-level Digimon.",
        "Counts as a DIGIVICE to digivolve to a GREEN or YELLOW Ultimate or Mega.",
        "It goes Offline at the end of the duel.",
    ],
}


@pytest.mark.parametrize("number", sorted(EXPECTED_TEXT))
def test_generated_text(cards, number):
    lines = card_text(cards[number])
    want = EXPECTED_TEXT[number]
    if want[0].startswith(number):
        assert lines == want
    else:  # only the last lines are given
        assert lines[-len(want) :] == want


def test_every_card_has_text_with_a_line_per_requirement_and_effect(cards):
    for card in cards.values():
        lines = card_text(card)
        assert lines[0].startswith(f"{card.number} {card.name} · ")
        if isinstance(card, DigimonCard):
            assert len(lines) == 3 + len(card.requirements) + len(card.effects)


def test_the_starter_decks_with_their_substitutions(cards):
    one, two = load_deck("deck1", cards), load_deck("deck2", cards)
    assert len(one) == len(two) == 30
    assert Counter(one)["ST-53"] == 1 and {"ST-18", "ST-40"} <= set(one)
    assert Counter(two)["ST-52"] == 1
    assert not {"ST-49", "ST-50", "ST-51", "ST-55"} & set(one + two)
    readme = Path(__file__).parents[2].joinpath("cards", "arena", "README.md").read_text()
    for number in ("ST-49", "ST-50", "ST-51", "ST-55", "ST-18", "ST-40", "ST-53", "ST-52"):
        assert number in readme
