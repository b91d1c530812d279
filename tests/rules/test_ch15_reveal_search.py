"""Reveal and deck steps in the current templating, as the engine performs them (15-15-3):
"add ... among them to the hand. Return the rest to the bottom (top) of the deck.", "add
the top card of your security stack to the hand", "return ... to the bottom of the deck",
and trashing a revealed card, which isn't trashing from the deck (15-15-3-1).

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

from typing import Any

import builders
from games import kind, legal, play, position, state, with_cards


def _mon(number: str, **more: Any) -> dict[str, Any]:
    """A level 3 Digimon `Card <number>` of 2000 DP costing 0, without digivolution
    requirements."""
    return builders.digimon(
        number, name=f"Card {number}", level=3, dp=2000, cost=0, digivolve=(), **more
    )


def _tamer(number: str, **more: Any) -> dict[str, Any]:
    """A Tamer `Card <number>` costing 0."""
    return builders.tamer(number, name=f"Card {number}", cost=0, **more)


REVEAL = "[On Play] Reveal the top 3 cards of your deck. "


def _pool(pool):
    return with_cards(
        pool,
        _mon(
            "RV-01",
            text=REVEAL + "Add 1 yellow card among them to the hand. Return the rest to the "
            "bottom of the deck.",
        ),
        _mon(
            "RV-02",
            text=REVEAL + "Add 1 yellow card among them to the hand. Return the rest to the top of "
            "the deck.",
        ),
        _mon("RV-03", text="[On Play] Add the top card of your security stack to the hand."),
        _mon(
            "RV-04",
            text="[On Play] Return 1 of your opponent's Digimon with 4000 DP or less to the "
            "bottom of the deck.",
        ),
        _mon("RV-05", text=REVEAL + "Trash 1 Tamer card among them. Trash the rest."),
        _tamer("RV-06", text="[Your Turn] When a card is trashed from your deck, gain 1 memory."),
        _mon(
            "RV-07", text=REVEAL + "Add 1 2-color red card among them to the hand. Trash the rest."
        ),
        _mon(
            "RV-08",
            text="[On Play] You may search your security stack for 1 yellow card, reveal it, and "
            "add it to your hand. If you added a card, <Recovery +1 (Deck)> Then, shuffle your "
            "security stack.",
        ),
        _mon(
            "RV-09",
            text="[On Play] Search your security stack, reveal 1 card from it, and add it to your "
            "hand. If it's a yellow card, <Recovery +1 (Deck)> Then, shuffle your security stack.",
        ),
        _mon(
            "RV-10",
            text=REVEAL + "Add 1 yellow card among them to your hand, and place 1 Tamer card among "
            "them under this Digimon as its bottom digivolution card. Trash the rest.",
        ),
        _mon(
            "RV-11",
            text="[On Play] Place all of your opponent's suspended Digimon at the bottom of their "
            "owners' decks in any order.",
        ),
        _tamer("RV-90"),
        _mon("RV-91", colors=("yellow",)),
        _mon("RV-92", colors=("red", "yellow")),
        _mon("RV-93", colors=("red", "yellow", "blue")),
    )


def _deck(g, player: int = 0) -> list[str]:
    """The deck, top first (as a position lists it)."""
    return [g.defs[u].number for u in reversed(g.players[player].deck)]


def _hand(g, player: int = 0) -> list[str]:
    return [g.defs[u].number for u in g.players[player].hand]


def _choose_all(g) -> None:
    while kind(g) == "card":
        play(g, next(str(m) for m in g.legal_moves()))


def test_the_rest_returns_to_the_bottom_of_the_deck(pool) -> None:
    deck = ["TST-1000", "RV-91", "TST-2000", "TST-3000", "TST-4000"]
    g = position(_pool(pool), p1={"hand": ["RV-01"], "deck": deck}, memory=3)
    play(g, "play RV-01")
    _choose_all(g)
    assert _hand(g) == ["RV-91"]
    assert _deck(g)[:2] == ["TST-3000", "TST-4000"]
    assert sorted(_deck(g)[2:]) == ["TST-1000", "TST-2000"]


def test_the_rest_returns_to_the_top_of_the_deck(pool) -> None:
    deck = ["TST-1000", "RV-91", "TST-2000", "TST-3000", "TST-4000"]
    g = position(_pool(pool), p1={"hand": ["RV-02"], "deck": deck}, memory=3)
    play(g, "play RV-02")
    _choose_all(g)
    assert _hand(g) == ["RV-91"]
    assert sorted(_deck(g)[:2]) == ["TST-1000", "TST-2000"]
    assert _deck(g)[2:] == ["TST-3000", "TST-4000"]


def test_the_top_security_card_goes_to_the_hand_unseen_by_the_log(pool) -> None:
    g = position(_pool(pool), p1={"hand": ["RV-03"], "security": ["RV-91", "TST-1000"]}, memory=3)
    play(g, "play RV-03")
    assert _hand(g) == ["RV-91"]
    assert [g.defs[u].number for u in g.players[0].security] == ["TST-1000"]
    assert not any("Card RV-91" in line for line in state(g)["log"])  # 15-15-3-9-2


def test_an_opponents_digimon_returns_to_the_bottom_of_its_owners_deck(pool) -> None:
    g = position(
        _pool(pool),
        p1={"hand": ["RV-04"]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-3000"]}], "deck": ["TST-9000"]},
        memory=3,
    )
    play(g, "play RV-04")
    assert state(g)["players"]["p2"]["battle"] == {}
    assert _deck(g, 1) == ["TST-9000", "TST-3000"]  # its digivolution card to the trash
    assert state(g)["players"]["p2"]["trash"] == ["TST-1000"]


def test_trashing_a_revealed_card_is_not_trashing_from_the_deck(pool) -> None:
    """15-15-3-1: a revealed card trashed doesn't trigger "when a card is trashed from your
    deck"; the rest trashed with it don't either."""
    deck = ["RV-90", "TST-1000", "TST-2000", "TST-3000"]
    g = position(
        _pool(pool),
        p1={"hand": ["RV-05"], "deck": deck, "battle": [{"id": "t", "cards": ["RV-06"]}]},
        memory=3,
    )
    play(g, "play RV-05")
    _choose_all(g)
    assert _deck(g) == ["TST-3000"]
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["RV-90", "TST-1000", "TST-2000"]
    assert state(g)["memory"] == 3


def test_a_two_color_card_has_exactly_two_colours(pool) -> None:
    """ "1 2-color red card": a red card of one colour or of three doesn't fit."""
    deck = ["TST-1000", "RV-93", "RV-92", "TST-2000"]
    g = position(_pool(pool), p1={"hand": ["RV-07"], "deck": deck}, memory=3)
    play(g, "play RV-07")
    _choose_all(g)
    assert _hand(g) == ["RV-92"]
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["RV-93", "TST-1000"]


def _security(g) -> list[str]:
    return sorted(g.defs[u].number for u in g.players[0].security)


def test_a_search_adds_the_card_it_finds_then_recovers(pool) -> None:
    """15-15-3-9: "search your security stack for 1 yellow card, reveal it, and add it to your
    hand. If you added a card, <Recovery +1 (Deck)>"; the deck's top card replaces it."""
    g = position(
        _pool(pool),
        p1={
            "hand": ["RV-08"],
            "security": ["TST-1000", "RV-91", "TST-2000"],
            "deck": ["TST-5000", "TST-6000"],
        },
        memory=3,
    )
    play(g, "play RV-08", "yes")
    _choose_all(g)
    assert _hand(g) == ["RV-91"]
    assert _security(g) == ["TST-1000", "TST-2000", "TST-5000"]
    assert _deck(g) == ["TST-6000"]


def test_a_card_chosen_from_the_security_stack_for_what_it_is_is_shown(pool) -> None:
    """A card a condition picks out of a hidden zone ("1 yellow card") is shown before it
    goes to the hand, so the opponent can check it meets the condition (EX5-027 Liollmon,
    ruling Q3591); the top card taken unseen stays unnamed (above)."""
    g = position(
        _pool(pool),
        p1={"hand": ["RV-08"], "security": ["TST-1000", "RV-91"], "deck": ["TST-5000"]},
        memory=3,
    )
    play(g, "play RV-08", "yes")
    _choose_all(g)
    assert "p1 shows RV-91 Card RV-91 and adds it to the hand" in state(g)["log"]


def test_a_search_that_finds_nothing_recovers_nothing(pool) -> None:
    g = position(
        _pool(pool),
        p1={"hand": ["RV-08"], "security": ["TST-1000", "TST-2000"], "deck": ["TST-5000"]},
        memory=3,
    )
    play(g, "play RV-08", "yes")
    assert _hand(g) == []
    assert _security(g) == ["TST-1000", "TST-2000"]
    assert _deck(g) == ["TST-5000"]


def test_the_card_a_search_added_decides_the_recovery(pool) -> None:
    """ "If it's a yellow card": the card added, not any card of the stack."""
    for pick, recovered in (("RV-91", True), ("TST-1000", False)):
        g = position(
            _pool(pool),
            p1={"hand": ["RV-09"], "security": ["TST-1000", "RV-91"], "deck": ["TST-5000"]},
            memory=3,
        )
        play(g, "play RV-09", f"card {pick}")
        assert _hand(g) == [pick]
        assert ("TST-5000" in _security(g)) is recovered


def test_a_revealed_card_goes_under_this_digimon_as_its_bottom_digivolution_card(pool) -> None:
    deck = ["RV-90", "TST-1000", "RV-91", "TST-2000"]
    g = position(_pool(pool), p1={"hand": ["RV-10"], "deck": deck}, memory=3)
    play(g, "play RV-10")
    _choose_all(g)
    assert _hand(g) == ["RV-91"]
    (stack,) = state(g)["players"]["p1"]["battle"].values()
    assert stack["cards"] == ["RV-90", "RV-10"]  # bottom first
    assert state(g)["players"]["p1"]["trash"] == ["TST-1000"]
    assert _deck(g) == ["TST-2000"]


def test_suspended_digimon_are_placed_at_the_bottom_of_their_owners_deck(pool) -> None:
    g = position(
        _pool(pool),
        p1={"hand": ["RV-11"]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"], "suspended": True},
                {"id": "y", "cards": ["TST-2000"], "suspended": True},
                {"id": "z", "cards": ["TST-3000"]},
            ],
            "deck": ["TST-9000"],
        },
        memory=3,
    )
    play(g, "play RV-11")
    assert legal(g) == ["target x", "target y"]  # their order is the effect's player's (3-1-3-4)
    play(g, "target y")
    assert list(state(g)["players"]["p2"]["battle"]) == ["z"]
    assert _deck(g, 1) == ["TST-9000", "TST-2000", "TST-1000"]
