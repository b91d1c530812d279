"""Every answer the Arena asks for is put in words, names its cards, and warns of costs."""

from __future__ import annotations

import random

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.arena.verbs import DECLINE
from digimon_tui.ui.arena_labels import label

NAMES = ("Alice", "Bob")


def decisions(games: int = 40):
    cards = arena_cards()
    decks = [load_deck("deck1", cards), load_deck("deck2", cards)]
    for seed in range(games):
        g = ArenaGame(cards, decks, seed=seed, target=1000)
        rng = random.Random(seed)
        while g.pending is not None:
            yield g
            g.apply(rng.choice(g.pending.moves))


def test_every_move_of_random_games_gets_words_naming_its_cards() -> None:
    seen: dict[str, str] = {}
    for g in decisions(60):
        for m in g.pending.moves:
            text = label(g, m, NAMES)
            assert text != str(m), m
            for number in m.args:
                if number in g.cards:
                    assert g.cards[number].name in text, (m, text)
            seen.setdefault(f"{g.pending.kind}:{m.verb}:{len(m.args)}", text)
    kinds = {key.rsplit(":", 1)[0] for key in seen}
    assert {
        "rookie:rookie",
        "place:place",
        "place:no-place",
        "digivolve:digivolve",
        "digivolve:pass",
        "pay:pay",
        "battle:option",
        "battle:pass",
        "downgrade:downgrade",
        "discard:discard",
        "discard:done",
        "change-rookie:change-rookie",
        "change-rookie:keep-rookie",
    } <= kinds
    assert "place:place:2" in seen and "digivolve:digivolve:1" in seen  # Digivice and DNA
    assert seen["digivolve:pass:0"] == "Pass: the face-down card goes Offline"


def test_costs_a_new_player_must_see_before_choosing() -> None:
    found = {"rest": False, "pays": False}
    for g in decisions(20):
        for m in g.pending.moves:
            text = label(g, m, NAMES)
            if m.verb == "place" and len(m.args) == 2 and g.cards[m.args[1]].use.rest_of_hand:
                assert "the rest of your hand goes Offline" in text
                found["rest"] = True
            if m.verb == "option" and g.cards[m.args[0]].use.hand_cards == 1:
                assert text.endswith("· pays 1 card")
                found["pays"] = True
    assert all(found.values())


def test_declining_answers_are_the_ones_on_the_e_key() -> None:
    for g in decisions(5):
        declines = [m for m in g.pending.moves if m.verb in DECLINE]
        assert len(declines) <= 1


def test_a_power_blast_says_what_it_would_make_the_power() -> None:
    from digimon_tui.arena import queries as q

    checked = 0
    for g in decisions(10):
        for m in g.pending.moves:
            if m.verb == "option" and m.args[0] == "ST-53":  # Metal Attack: +50
                now = q.power(g, g.pending.player)
                assert f"· power {now} → {now + 50} ·" in label(g, m, NAMES)
                assert q.power(g, g.pending.player) == now  # asking changes nothing
                checked += 1
    assert checked >= 5


def test_labels_against_a_face_down_rookie_tell_nothing_of_it() -> None:
    """The other player's new Rookie is face down: an answer names it nowhere and shows
    the same words whichever Rookie it is (reading 14)."""
    from digimon_tui.arena.state import Side

    def p2_answers(rookie: str) -> list[str]:
        p1 = Side(duel=["ST-01", rookie], online=["ST-34"] * 9, rookie_face_down=True)
        p2 = Side(duel=["ST-05"], hand=["ST-06", "ST-17", "ST-17"], online=["ST-34"] * 9)
        g = ArenaGame(arena_cards(), ((), ()), seed=1, sides=(p1, p2), first=1)
        g.apply("no-place")
        assert g.pending is not None and g.pending.player == 1
        answers = [label(g, m, NAMES) for m in g.pending.moves]
        g.apply("place ST-06")
        assert g.sides[0].rookie_face_down and g.pending.kind == "digivolve"
        return answers + [label(g, m, NAMES) for m in g.pending.moves]

    patamon, biyomon = p2_answers("ST-13"), p2_answers("ST-03")
    assert patamon == biyomon
    assert "Garurumon · Champion GREEN · R410 G330 Y180 vs a face-down Rookie" in patamon[0]
    assert not any("Patamon" in text for text in patamon)
