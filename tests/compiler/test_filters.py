"""Filters and target phrases: "or" between filters, "with the lowest DP", "with DP less than
or equal to this Digimon's DP", "[X] is in this Digimon's digivolution cards", "no Digimon with
digivolution cards", and the trait wordings, each compiled from its printed wording and
back from its generated text."""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def _one(text: str, kind: str = "effects") -> Effect:
    (effect,) = compile_effects(text, kind)
    assert compile_effects(effect_text(effect), kind) == (effect,)
    assert normalise(effect_text(effect)) == normalise(text)
    return effect


def test_or_between_a_name_and_a_trait_is_one_filter() -> None:
    e = _one(
        "[All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in "
        "their traits get +2000 DP."
    )
    (alternative_a, alternative_b) = e.grants[0].target.any_of  # type: ignore[union-attr]
    assert alternative_a.name_contains == ("Huckmon",)
    assert alternative_b.traits == ("Royal Knight",)


def test_this_digimon_has_a_trait_or_a_name_in_a_condition() -> None:
    e = _one(
        "[All Turns] While this Digimon has [Huckmon] in its name or [Royal Knight] in its "
        "traits, it gets +1000 DP.",
        "inherited",
    )
    assert e.condition is not None and e.condition.this is not None
    assert [f.model_dump(exclude_defaults=True) for f in e.condition.this.any_of] == [
        {"name_contains": ("Huckmon",)},
        {"traits": ("Royal Knight",)},
    ]
    e = _one("[Your Turn] While this Digimon has [Insectoid] in its traits, it gets +1000 DP.")
    assert e.condition is not None and e.condition.this is not None
    assert e.condition.this.traits == ("Insectoid",)


def test_a_digimon_that_is_a_color_or_has_a_trait_is_one_filter() -> None:
    e = _one(
        "[Opponent's Turn] While you have a Digimon that's red or has [Legend-Arms] in its "
        "traits in play, this Digimon gains <Blocker>.",
        "inherited",
    )
    assert e.condition is not None
    (wanted,) = e.condition.in_play
    assert [f.model_dump(exclude_defaults=True) for f in wanted.any_of] == [
        {"colors": ("red",)},
        {"traits": ("Legend-Arms",)},
    ]


def test_an_alternative_must_be_printed() -> None:
    from pydantic import ValidationError

    from digimon_tui.cards.selection import Filter

    with pytest.raises(ValidationError, match="printed"):
        Filter.model_validate({"any_of": [{"suspended": True}]})


def test_a_dp_in_an_alternative() -> None:
    """ "1 Tamer card or 1 Digimon card with 4000 DP or less" from the hand reads the printed
    DP (P-109); "1 of your opponent's Digimon with [Three Musketeers] in its traits or 8000 DP
    or less" (BT7-015) reads the DP the Digimon has in play (tests/cards)."""
    from digimon_tui.cards.selection import Target

    either = [{"categories": ["tamer"]}, {"categories": ["digimon"], "max_dp": 4000}]
    assert Target.model_validate({"zone": "hand", "any_of": either}).any_of[1].max_dp == 4000
    e = _one(
        "[On Play] Delete 1 of your opponent's Digimon with [Three Musketeers] in its traits "
        "or 8000 DP or less."
    )
    target = e.steps[0].target  # type: ignore[union-attr]
    assert [a.max_dp for a in target.any_of] == [None, 8000]


@pytest.mark.parametrize(
    ("phrase", "extreme"),
    [
        ("with the lowest DP", "lowest_dp"),
        ("with the highest DP", "highest_dp"),
        ("with the lowest level", "lowest_level"),
        ("with the highest level", "highest_level"),
        ("with the lowest play cost", "lowest_cost"),
        ("with the highest play cost", "highest_cost"),
    ],
)
def test_the_lowest_or_highest(phrase: str, extreme: str) -> None:
    e = _one(f"[Main] Delete 1 of your opponent's Digimon {phrase}.")
    assert e.steps[0].target.extreme == extreme  # type: ignore[union-attr]
    e = _one(f"[When Digivolving] Delete all of your opponent's Digimon {phrase}.")
    assert e.steps[0].target.select == "all"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("printed", "measure", "of"),
    [
        ("with DP less than or equal to this Digimon's DP", "dp", "this"),
        ("with DP less than or equal to this Digimon", "dp", "this"),
        ("with DP less than or equal to the chosen Digimon's DP", "dp", "chosen"),
        ("with DP less than or equal to the DP of the chosen Digimon", "dp", "chosen"),
        ("whose level is less than or equal to this Digimon's level", "level", "this"),
        ("with a play cost less than or equal to this Digimon's play cost", "cost", "this"),
        (
            "with a level less than or equal to the deleted Digimon's level",
            "level",
            "deleted",
        ),
        ("whose level is less than or equal to the trashed card", "level", "trashed"),
    ],
)
def test_compared_with_another(printed: str, measure: str, of: str) -> None:
    e = _one(f"[When Attacking] Delete 1 of your opponent's Digimon {printed}.")
    compared = e.steps[0].target.at_most  # type: ignore[union-attr]
    assert compared is not None and (compared.measure, compared.of) == (measure, of)


@pytest.mark.parametrize(
    ("printed", "sought"),
    [
        ("[Agumon] is in this Digimon's digivolution cards", [{"name": "Agumon"}]),
        ("this Digimon has [Agumon] in its digivolution cards", [{"name": "Agumon"}]),
        (
            "[Agumon] or [Gabumon] is in this Digimon's digivolution cards",
            [{"name": "Agumon"}, {"name": "Gabumon"}],
        ),
        (
            "a card with [Hybrid] in its traits is in this Digimon's digivolution cards",
            [{"traits": ("Hybrid",)}],
        ),
        (
            "a Digimon card with [MetalGreymon] in its name is in this Digimon's digivolution "
            "cards",
            [{"categories": ("digimon",), "name_contains": ("MetalGreymon",)}],
        ),
        ("a blue card is in this Digimon's digivolution cards", [{"colors": ("blue",)}]),
        (
            "a card with [Hybrid] in its traits or [Zoe Orimoto] is in this Digimon's "
            "digivolution cards",
            [{"traits": ("Hybrid",)}, {"name": "Zoe Orimoto"}],
        ),
    ],
)
def test_a_card_in_this_digimons_digivolution_cards(printed: str, sought: list[dict]) -> None:
    """One filter for each card sought: a card under this Digimon meets one of them."""
    e = _one(f"[When Digivolving] If {printed}, gain 1 memory.")
    assert e.condition is not None
    got = [f.model_dump(exclude_defaults=True) for f in e.condition.in_digivolution_cards]
    assert got == sought


def test_a_lead_about_a_digivolution_card_calls_this_digimon_by_name() -> None:
    """ "if [X] is in this Digimon's digivolution cards, this Digimon gets ...": the lead is
    about a card under this Digimon, so the sentence after it doesn't say "it"."""
    text = (
        "[Your Turn] While a Digimon card with [WereGarurumon] in its name is in this Digimon's "
        "digivolution cards, this Digimon gains <Jamming>."
    )
    assert "digivolution cards, this Digimon gains <Jamming>." in effect_text(_one(text))


@pytest.mark.parametrize(
    "printed",
    [
        "[Your Turn] While your opponent has no Digimon with digivolution cards in play, this "
        "Digimon gets +2000 DP.",
        "[All Turns] While your opponent has no Digimon with digivolution cards, this Digimon "
        "gets +1000 DP.",
    ],
)
def test_no_digimon_with_digivolution_cards(printed: str) -> None:
    e = _one(printed, "inherited")
    assert e.condition is not None
    (presence,) = e.condition.in_play
    assert presence.side == "opponents" and presence.number.max == 0
    assert presence.digivolution_cards is not None and presence.digivolution_cards.min == 1


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        ("with [Insect] in one of its traits", "with [Insect] in its traits"),
        ("with a [Cyborg] trait", "with [Cyborg] in its traits"),
        (
            "has the [Four Sovereigns]/[God Beast] trait",
            "has [Four Sovereigns] or [God Beast] in its traits",
        ),
    ],
)
def test_trait_wordings(printed: str, plain: str) -> None:
    assert normalise(printed) == normalise(plain)


def test_one_card_of_either_kind() -> None:
    """ "1 [Huckmon] or 1 Digimon card with [Sistermon] in its name": each kind with its own
    quantity and filter."""
    e = _one(
        "[When Digivolving] You may play 1 [Huckmon] or 1 Digimon card with [Sistermon] in its "
        "name from your trash without paying its memory cost."
    )
    target = e.steps[0].target  # type: ignore[union-attr]
    assert (target.select, target.count, target.zone) == ("one", 1, "trash")
    assert [a.model_dump(exclude_defaults=True) for a in target.any_of] == [
        {"name": "Huckmon"},
        {"categories": ("digimon",), "name_contains": ("Sistermon",)},
    ]
    _one(
        "[On Play] Reveal the top 3 cards of your deck. Add 1 Tamer card or 1 Digimon card with "
        "[Agumon] in its name among them to your hand. Place the remaining cards at the bottom "
        "of your deck in any order."
    )


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        ("with [A]/[B]/[C] in its traits", "with [A], [B], or [C] in its traits"),
        ("1 [Numemon] or level 3 Digimon card", "1 [Numemon] or 1 level 3 Digimon card"),
        (
            "1 of your opponent's play cost 3 or lower Digimon",
            "1 of your opponent's Digimon with a play cost of 3 or less",
        ),
        ("1 of their 6000 DP or lower Digimon", "1 of their Digimon with 6000 DP or less"),
        ("Digimon with play costs of 3 or less", "Digimon with a play cost of 3 or less"),
        (
            "with [Imperialdramon] in its name or a [Free] trait",
            "with [Imperialdramon] in its name or [Free] in its traits",
        ),
    ],
)
def test_list_and_bound_wordings(printed: str, plain: str) -> None:
    assert normalise(printed) == normalise(plain)


def test_a_digimon_card_unlike_the_cards_in_play_to_the_breeding_area() -> None:
    e = _one(
        "[On Play] <Draw 1>. Then, you may play 1 [Deva] trait Digimon card without the same "
        "name as the cards in your battle area or trash from your hand to an empty space in "
        "your breeding area without paying the cost."
    )
    play = e.steps[1]
    assert play.to_breeding  # type: ignore[union-attr]
    assert play.target.named_unlike == ("battle", "trash")  # type: ignore[union-attr]
    assert play.target.traits == ("Deva",)  # type: ignore[union-attr]


def test_a_digimon_with_a_card_in_its_digivolution_cards() -> None:
    e = _one(
        "When you would use this card, if you have a Digimon with [X Antibody] in its "
        "digivolution cards in play, reduce its memory cost by 2."
    )
    assert e.condition is not None
    (presence,) = e.condition.in_play
    assert presence.in_digivolution_cards is not None
    assert presence.in_digivolution_cards.name == "X Antibody"
    e = _one(
        "[All Turns] [Once Per Turn] When one of your Digimon with a Tamer card in its "
        "digivolution cards is deleted, you may play 1 Tamer card from your trash without paying "
        "its memory cost."
    )
    assert e.trigger is not None and e.trigger.filter is not None
    sources = e.trigger.filter.in_digivolution_cards
    assert sources is not None and sources.categories == ("tamer",)


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        ("with [A], [B] or [C] in its traits", "with [A], [B], or [C] in its traits"),
        (
            "2 cards with [Lucemon] in their names or the [Royal Knight] trait",
            "2 cards with [Lucemon] in their names or [Royal Knight] in their traits",
        ),
    ],
)
def test_more_list_wordings(printed: str, plain: str) -> None:
    assert normalise(printed) == normalise(plain)


@pytest.mark.parametrize(
    ("printed", "where"),
    [
        # BT12-005: a trigger's filter
        (
            "[Your Turn] [Once Per Turn] When you play a Digimon with <Save> in its text, "
            "<Draw 1>.",
            lambda e: e.trigger.filter,
        ),
        # BT12-006: a condition on this Digimon
        (
            "[On Deletion] If this Digimon has <Save> in its text, <Draw 1>.",
            lambda e: e.condition.this,
        ),
    ],
)
def test_save_in_its_text_is_a_printed_keyword(printed: str, where) -> None:
    """4-23-2: "with <Save> in its text" is `in_text`, what is printed, not `has`."""
    f = where(_one(printed))
    assert f.in_text == ("save",)
    assert f.has == ()
