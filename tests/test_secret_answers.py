"""A card chosen from a hidden zone (a hand, a deck, a security stack) is a secret answer:
the log and the words of a take-back say a card was chosen, never which (hidden information,
11-10-1), and at a table of two people a question about such cards is asked even when only
one answer is possible, so being asked or not tells the other player nothing."""

from __future__ import annotations

from builders import digimon, tamer
from conftest import kind, legal, play, position, with_cards

from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.ui.table import Table

HIDER = digimon(
    "TST-91",
    name="Hider",
    colors=("yellow",),
    text="[On Play] You may place 1 Tamer card from your hand on top of your security stack"
    " face down.",
)
SECRET = tamer("TST-92", name="Keeper of Secrets")
OTHER = tamer("TST-93", name="Plain Tamer")


def hider_played(pool: dict[str, Card], hand: list[str], *, hidden: bool = False) -> Game:
    cards = with_cards(pool, HIDER, SECRET, OTHER)
    g = position(cards, p1={"hand": ["TST-91", *hand]}, memory=5)
    if hidden:
        g.hide_hands()
    return play(g, "play TST-91", "yes")


def test_the_card_placed_face_down_is_never_named_in_the_log(pool: dict[str, Card]) -> None:
    g = hider_played(pool, ["TST-92", "TST-93"])
    lines = len(g.log_lines)
    play(g, "card TST-92")
    added = "\n".join(g.log_lines[lines:])
    assert "TST-92" not in added and "Keeper of Secrets" not in added
    assert "p1: card (hidden)" in added


def test_an_only_choice_from_the_hand_is_not_named_either(pool: dict[str, Card]) -> None:
    lines = len(position(with_cards(pool, HIDER), p1={"hand": ["TST-91"]}).log_lines)
    g = hider_played(pool, ["TST-92"])
    added = "\n".join(g.log_lines[lines:])
    assert kind(g) == "main"  # the only Tamer was taken without asking
    assert "TST-92" not in added and "Keeper of Secrets" not in added


def test_with_hidden_hands_the_only_card_is_still_asked_for(pool: dict[str, Card]) -> None:
    g = hider_played(pool, ["TST-92"], hidden=True)
    assert kind(g) == "card" and legal(g) == ["card TST-92"]


def test_taking_back_a_secret_answer_does_not_name_the_card(pool: dict[str, Card]) -> None:
    g = hider_played(pool, ["TST-92", "TST-93"], hidden=True)
    table = Table(g, ("Alice", "Bob"))
    table.apply("card TST-92")
    verdict = table.undo_check(1)
    assert "TST-92" not in verdict.words and "hidden" in verdict.words
