"""Computer players: they answer every question legally from what their player may know,
never touch the game's random generator, and beat random play clearly."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import builders
import pytest
from games import position, with_cards
from hidden_cards import hidden_zones, redeal, restore_hidden
from soak import setup

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.bots import SpecError, arena_bot, bot_level, card_game_bot, is_bot
from digimon_tui.bots.card_game import ANSWERS
from digimon_tui.cards.decks import load_deck as load_card_deck
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Ask
from digimon_tui.simulate import simulate


def _redeal_arena(g: ArenaGame, me: int, rng: random.Random) -> None:
    """Re-deal what `me` can't see: both Online orders, the other hand and the other
    player's face-down card, swapped with their Online cards."""
    for p, side in enumerate(g.sides):
        if p != me and side.online:
            pool = side.hand + side.online
            if side.digivolve_zone is not None:
                pool.append(side.digivolve_zone)
            rng.shuffle(pool)
            side.hand[:] = pool[: len(side.hand)]
            rest = pool[len(side.hand) :]
            if side.digivolve_zone is not None:
                side.digivolve_zone = rest.pop()
            side.online[:] = rest
        rng.shuffle(side.online)


def _snapshot_arena(g: ArenaGame) -> list[Any]:
    return [(list(s.hand), list(s.online), s.digivolve_zone) for s in g.sides]


def _restore_arena(g: ArenaGame, saved: list[Any]) -> None:
    for side, (hand, online, zone) in zip(g.sides, saved, strict=True):
        side.hand[:], side.online[:], side.digivolve_zone = hand, online, zone


def _check_blind(
    g: Any,
    bot: Any,
    redeal: Callable[[Any, int, random.Random], None],
    snapshot: Callable[[Any], Any],
    restore: Callable[[Any, Any], None],
    rng: random.Random,
) -> Any:
    """The bot's answer, checked to be legal, to leave the game's generator alone and to
    stay the same however the cards its player can't see are dealt."""
    state = g.rng.getstate()
    choice = bot.choose(g)
    assert g.rng.getstate() == state, "a bot thought with the game's random generator"
    assert choice in g.pending.moves
    me = g.pending.player
    saved = snapshot(g)
    for _ in range(3):
        redeal(g, me, rng)
        again = bot.choose(g)
        assert again == choice, f"{g.pending.kind}: {choice} became {again} after a re-deal"
    restore(g, saved)
    return choice


@pytest.mark.parametrize("level", [1, 2])
def test_card_game_bots_answer_from_what_their_player_may_know(cards, level):
    bot = card_game_bot(level)
    decks = [load_card_deck(n) for n in ("red", "blue", "yellow")]
    kinds: set[str] = set()
    checked = 0
    for seed in range(24):
        pair = (decks[seed % 3], decks[(seed + 1) % 3])
        g = Game.new(cards, [(d.main, d.eggs) for d in pair], seed=seed)
        g.logging = False
        chooser, rng = random.Random(seed), random.Random(~seed)
        seat = seed % 2
        while g.pending is not None and len(g.moves) < 2000:
            d = g.pending
            if d.player == seat:
                kinds.add(d.kind)
                move = _check_blind(g, bot, redeal, hidden_zones, restore_hidden, rng)
                checked += 1
            else:
                move = d.moves[chooser.randrange(len(d.moves))]
            g.apply(move)
    assert checked > 500
    assert {"redraw", "breeding", "main", "block", "target"} <= kinds


def test_card_game_bots_answer_from_what_their_player_may_know_with_any_cards(cards):
    """The same over random decks from the whole card pool and Sealed decks (the soak's
    games), where the bot meets the questions of many more cards."""
    wanted = {"redraw", "breeding", "main", "target", "card", "optional", "order"}
    kinds: set[str] = set()
    for i in range(100):  # at least 8 games, and until each kind of question has come up
        if i >= 8 and wanted <= kinds:
            break
        level = 1 + i % 2
        s = setup(cards, 9, i, sealed=i % 4 == 3)
        g = Game.new(cards, [(d.main, d.eggs) for d in s.decks], seed=s.seed, format=s.format)
        g.logging = False
        bot, chooser, rng = card_game_bot(level), random.Random(i), random.Random(~i)
        while g.pending is not None and len(g.moves) < 2000:
            d = g.pending
            if d.player == i % 2:
                kinds.add(d.kind)
                move = _check_blind(g, bot, redeal, hidden_zones, restore_hidden, rng)
            else:
                move = d.moves[chooser.randrange(len(d.moves))]
            g.apply(move)
    assert wanted <= kinds, kinds


@pytest.mark.parametrize("level", [1, 2])
def test_arena_bots_answer_from_what_their_player_may_know(level):
    bot = arena_bot(level)
    cards = arena_cards()
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))
    kinds: set[str] = set()
    for seed in range(12):
        g = ArenaGame(cards, decks, seed=seed, target=600)
        chooser, rng = random.Random(seed), random.Random(~seed)
        seat = seed % 2
        while g.pending is not None and g.duel < 200:
            d = g.pending
            if d.player == seat:
                kinds.add(d.kind)
                move = _check_blind(g, bot, _redeal_arena, _snapshot_arena, _restore_arena, rng)
            else:
                move = d.moves[chooser.randrange(len(d.moves))]
            g.apply(move)
    assert {"rookie", "place", "digivolve", "pay", "battle", "discard"} <= kinds


def test_bot_two_beats_random_play_clearly(cards):
    decks = (load_card_deck("red"), load_card_deck("blue"))
    res = simulate(cards, decks, 100, seed=11, players=("bot:2", "random"))
    assert res.seat_wins[0] >= 85, res.summary()
    assert res.wins[0] + res.wins[1] + res.draws == 100


def test_bot_two_beats_bot_one(cards):
    decks = (load_card_deck("yellow"), load_card_deck("red"))
    res = simulate(cards, decks, 60, seed=5, players=("bot:1", "bot:2"))
    assert res.seat_wins[1] > res.seat_wins[0], res.summary()


def test_arena_bot_two_beats_random_play_clearly():
    from digimon_tui.simulate_arena import simulate as simulate_arena

    res = simulate_arena(60, seed=3, target=600, players=("random", "bot:2"))
    assert res.seat_wins[1] >= 48, res.summary()


@pytest.mark.parametrize(
    ("spec", "level"), [("random", None), ("bot", 2), ("bot:1", 1), ("BOT:2", 2)]
)
def test_player_names(spec, level):
    assert bot_level(spec) == level
    assert is_bot(spec) == (level is not None)


@pytest.mark.parametrize("spec", ["bot:3", "bot:x", "robot", "random:1", "red"])
def test_a_player_name_that_is_no_player_is_refused(spec):
    with pytest.raises(SpecError, match="random, bot"):
        bot_level(spec)


# ---- every kind of question has an answer ----------------------------------------------


def test_the_card_game_bot_has_a_rule_for_every_kind_of_question():
    """The engine asks only `Ask` kinds (`Game.ask` takes an `Ask`, and mypy checks every
    call), so a rule per member answers everything it can ask."""
    assert set(Ask) - ANSWERS.keys() == set(), "the bot has no rule for these questions"
    assert ANSWERS.keys() <= set(Ask), "a rule for a question the engine never asks"


# ---- the card game bot's judgement, position by position ----------------------------------


def _answer(g: Game, level: int = 2) -> str:
    return str(card_game_bot(level).choose(g))


@pytest.mark.parametrize(
    ("attacker", "security", "answer"),
    [
        (["ST1-04"], 3, "block wall"),  # Unimon 6000 survives Dracomon 4000
        (["ST1-04", "ST1-08"], 3, "no-block"),  # Garudamon 7000 would delete it: take the check
        (["ST1-04", "ST1-08"], 0, "block wall"),  # no security left: the attack would win
    ],
)
def test_blocks_when_the_blocker_survives_or_the_attack_would_win(
    cards, attacker, security, answer
):
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": attacker}]},
        p2={"security": ["ST1-02"] * security, "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
        memory=3,
    )
    g.apply("attack a player")
    assert g.pending.kind == "block" and _answer(g) == answer


def test_does_not_attack_into_a_blocker_that_would_delete_the_attacker(cards):
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST1-04"]}]},
        p2={"security": ["ST1-02"] * 4, "battle": [{"id": "wall", "cards": ["ST3-07"]}]},
    )
    assert "attack a player" in [str(m) for m in g.pending.moves]
    assert _answer(g) == "pass"
    assert _answer(g, level=1) == "attack a player"  # the easier bot attacks anyway


def test_attacks_a_suspended_digimon_it_beats(cards):
    g = position(
        cards,
        p1={"battle": [{"id": "big", "cards": ["ST1-04", "ST1-08"]}]},
        p2={
            "security": ["ST1-02"] * 4,
            "battle": [{"id": "tired", "cards": ["ST3-07"], "suspended": True}],
        },
    )
    assert _answer(g) == "attack big tired"


@pytest.mark.parametrize(
    ("hand", "answer"),
    [
        (["ST1-02"], "play ST1-02"),  # costs 2: leaves the opponent 2, less than a pass's 3
        (["ST1-08"], "pass"),  # costs 6: the opponent would get 6
    ],
)
def test_spends_past_zero_only_when_it_leaves_no_more_than_a_pass(cards, hand, answer):
    g = position(cards, p1={"hand": hand}, p2={"security": ["ST1-02"] * 4}, memory=0)
    assert _answer(g) == answer


def test_an_effect_deletes_the_strongest_digimon(cards):
    g = position(
        cards,
        p1={"hand": ["ST1-16"], "battle": [{"id": "mine", "cards": ["ST1-03"]}]},
        p2={
            "security": ["ST1-02"] * 4,
            "battle": [
                {"id": "small", "cards": ["ST3-04"]},
                {"id": "strong", "cards": ["ST3-07"]},
                {"id": "middle", "cards": ["ST3-03"]},
            ],
        },
        memory=8,
    )
    assert _answer(g) == "option ST1-16"
    g.apply("option ST1-16")
    assert g.pending.kind == "target" and _answer(g) == "target strong"


def test_arena_bot_passes_when_ahead_and_blasts_ahead_when_it_can():
    """Over whole games against the easier bot: ahead, it passes; behind with an option
    that puts it ahead, it plays one that does."""
    from digimon_tui.arena import queries as aq

    bot, other, cards = arena_bot(2), arena_bot(1), arena_cards()
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))
    behind_and_blasted = 0
    for seed in range(20):
        g = ArenaGame(cards, decks, seed=seed, target=1000)
        while g.pending is not None and g.duel < 100:
            d = g.pending
            if d.player == 0 and d.kind == "battle":
                mine, theirs = aq.power(g, 0), aq.power(g, 1)
                move = bot.choose(g)
                power_ups = [
                    m for m in d.moves if m.verb == "option" and aq.power(g, 0, m.args) > theirs
                ]
                if mine > theirs:
                    assert move.verb == "pass"
                elif power_ups:
                    assert aq.power(g, 0, move.args) > theirs, (move, power_ups)
                    behind_and_blasted += 1
            else:
                move = (bot if d.player == 0 else other).choose(g)
            g.apply(move)
    assert behind_and_blasted > 5


def test_the_bot_answers_a_choose_a_card_or_done_question_bt1_078_jagamon(cards):
    """BT1-078 Jagamon reveals 3 when it attacks and may digivolve into a revealed level 6:
    `card NUMBER` or `done`. The bot digivolves, and takes `done` only when no card is left."""
    g = position(
        cards,
        p1={"battle": [{"id": "jaga", "cards": ["BT1-078"]}], "deck": ["BT1-082"] * 10},
        p2={"security": ["ST1-02"] * 4},
        memory=3,
    )
    g.apply("attack jaga player")
    while g.pending.kind != "card":
        g.apply(card_game_bot(2).choose(g))
    assert [str(m) for m in g.pending.moves] == ["card BT1-082", "done"]
    assert _answer(g) == "card BT1-082"
    assert _answer(g, level=1) == "card BT1-082"


def test_the_bot_answers_an_attack_on_the_player_or_a_digimon_ex5_068(cards):
    """EX5-068 Flashy Boss Punch lets a [Leomon] attack a player or a Digimon: `target player`
    is among the answers (it used to stop the bot). It goes at the opponent's Digimon."""
    g = position(
        cards,
        p1={"hand": ["EX5-068"], "battle": [{"id": "l", "cards": ["BT1-035"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}, {"id": "y", "cards": ["ST2-03"]}]},
        memory=8,
    )
    for move in ("option EX5-068", "target x", "target y", "target l"):
        g.apply(move)
    assert [str(m) for m in g.pending.moves] == ["target player", "target x"]
    assert _answer(g) == "target x"
    assert _answer(g, level=1) == "target player"


def _keyword_cards(cards: dict[str, Card]) -> dict[str, Card]:
    """BOT-1: 6000 DP with <Raid>; BOT-2: 3000 DP with <Barrier>; BOT-<dp>: plain."""
    plain = [builders.digimon(f"BOT-{dp}", dp=dp) for dp in (3000, 5000, 7000)]
    return with_cards(
        cards,
        builders.digimon("BOT-1", dp=6000, text=[{"keyword": "raid"}]),
        builders.digimon("BOT-2", dp=3000, text=[{"keyword": "barrier"}]),
        *plain,
    )


@pytest.mark.parametrize(("strongest", "answer"), [(5000, "raid y"), (7000, "no-raid")])
def test_raids_a_digimon_the_attacker_beats(cards, strongest, answer):
    """16-23: <Raid> switches to the strongest unsuspended Digimon only when it beats it."""
    g = position(
        _keyword_cards(cards),
        p1={"battle": [{"id": "a", "cards": ["BOT-1"]}]},
        p2={
            "security": ["ST1-02"] * 3,
            "battle": [
                {"id": "x", "cards": ["BOT-3000"]},
                {"id": "y", "cards": [f"BOT-{strongest}"]},
            ],
        },
        memory=3,
    )
    g.apply("attack a player")
    assert g.pending.kind == "raid" and _answer(g) == answer


@pytest.mark.parametrize(("security", "answer"), [(3, "barrier a"), (2, "no-prevent")])
def test_spends_a_security_card_on_barrier_only_with_more_than_two(cards, security, answer):
    """16-25: losing to a Security Digimon, <Barrier> keeps the Digimon for a security card."""
    g = position(
        _keyword_cards(cards),
        p1={"security": ["ST1-02"] * security, "battle": [{"id": "a", "cards": ["BOT-2"]}]},
        p2={"security": ["BOT-7000"]},
        memory=3,
    )
    g.apply("attack a player")
    assert g.pending.kind == "prevent" and _answer(g) == answer
