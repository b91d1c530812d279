"""A card chosen from a hidden zone (a hand, a deck, a security stack) is a secret answer:
the log and the words of a take-back say a card was chosen, never which (hidden information,
15-15-3-9-2), and at a table of two people a question about such cards is asked even when only
one answer is possible, so being asked or not tells the other player nothing."""

from __future__ import annotations

from builders import compiled, digimon, tamer
from games import kind, legal, play, position, with_cards

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


GUARD = tamer(
    "TST-94",
    name="Security Guard",
    security=compiled(
        "[Security] You may play 1 Tamer card from your hand without paying the cost.",
        "security",
    ),
)
ATTACKER = digimon("TST-95", name="Attacker", dp=5000)


def security_checked(pool: dict[str, Card], p2_hand: list[str], *, hidden: bool) -> Game:
    """p1's Attacker checks p2's only security card, Security Guard, whose [Security] effect
    lets p2 play a Tamer from the hand: p2 decides in p1's turn."""
    cards = with_cards(pool, GUARD, ATTACKER, SECRET, OTHER)
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["TST-95"]}]},
        p2={"hand": p2_hand, "security": ["TST-94"]},
        memory=3,
    )
    if hidden:
        g.hide_hands()
    play(g, "attack a player")
    while kind(g) == "optional":  # "Activate ...?": asked whatever the hand holds
        play(g, "yes")
    return g


def test_with_hidden_hands_the_other_player_is_asked_even_with_nothing_to_choose(
    pool: dict[str, Card],
) -> None:
    """p2 has no Tamer in hand: asked all the same, and answers `done`."""
    g = security_checked(pool, ["ST1-16"], hidden=True)
    assert kind(g) == "card" and g.pending is not None and g.pending.player == 1
    assert legal(g) == ["done"]
    play(g, "done")
    assert kind(g) == "main"


def test_with_hidden_hands_a_tamer_in_hand_is_asked_for_the_same_way(
    pool: dict[str, Card],
) -> None:
    g = security_checked(pool, ["TST-92"], hidden=True)
    assert kind(g) == "card" and legal(g) == ["card TST-92"]


def test_without_hidden_hands_nothing_to_choose_asks_nothing(pool: dict[str, Card]) -> None:
    g = security_checked(pool, ["ST1-16"], hidden=False)
    assert kind(g) == "main"


# "By trashing a card in your hand" is paid in private: whether the hand holds a card that
# pays it is the effect's player's to know. At a table of two people, the player whose turn
# it isn't is asked whatever their hand holds, and an answer they can't pay for ends as a
# "no" does, in the same words.

MISER = digimon(
    "TST-94",
    name="Miser",
    dp=1000,
    text="[On Deletion] By trashing 1 Option card in your hand, <Draw 1>.",
)


def miser_deleted(pool: dict[str, Card], hand: list[str], *, hidden: bool) -> Game:
    """Alice's 5000 DP Digimon attacks Bob's suspended Miser, which is deleted in battle."""
    cards = with_cards(pool, MISER)
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"battle": [{"id": "m", "cards": ["TST-94"], "suspended": True}], "hand": hand},
        memory=3,
    )
    if hidden:
        g.hide_hands()
    g = play(g, "attack a m")
    while kind(g) in ("counter", "block"):
        g = play(g, legal(g)[-1])  # no counter, no block
    return g


def test_with_hidden_hands_an_unpayable_hand_cost_is_still_offered(pool: dict[str, Card]) -> None:
    g = miser_deleted(pool, ["ST1-03"], hidden=True)
    assert kind(g) == "optional" and g.pending is not None and g.pending.player == 1
    lines = len(g.log_lines)
    play(g, "yes")
    added = "\n".join(g.log_lines[lines:])
    assert "p2 does not activate it (15-9-2-2)" in added
    assert g.players[1].hand and len(g.players[1].hand) == 1  # nothing trashed, nothing drawn


def test_accepting_what_cannot_be_paid_reads_as_declining(pool: dict[str, Card]) -> None:
    def after(answer: str) -> list[str]:
        g = miser_deleted(pool, ["ST1-03"], hidden=True)
        lines = len(g.log_lines)
        return play(g, answer).log_lines[lines:]

    assert after("yes") == after("no")
    assert "p2: answers (hidden)" in after("yes")


def test_with_hidden_hands_a_payable_hand_cost_is_paid(pool: dict[str, Card]) -> None:
    g = miser_deleted(pool, ["ST1-16"], hidden=True)  # Gaia Force, an Option
    play(g, "yes", "card ST1-16")  # asked even as the only card (hidden hands)
    assert [g.defs[u].number for u in g.players[1].trash if g.defs[u].number == "ST1-16"]
    assert len(g.players[1].hand) == 1  # the Option paid, one card drawn


def test_without_hidden_hands_an_unpayable_hand_cost_asks_nothing(pool: dict[str, Card]) -> None:
    g = miser_deleted(pool, ["ST1-03"], hidden=False)
    assert kind(g) == "main"
    assert any("its cost can't be paid (15-7-4)" in line for line in g.log_lines)
