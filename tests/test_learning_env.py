"""The learning environment (`digimon_tui.env`, the `rl` extra): PettingZoo's own API test,
what each player's observation holds (and what it never holds), the action space that
names every answer the engine can ask for, determinism, and the example."""

from __future__ import annotations

import random
import runpy
import warnings
from pathlib import Path

import pytest

pytest.importorskip(
    "pettingzoo", reason="the learning environment needs the rl extra: pip install -e '.[rl]'"
)

import numpy as np  # noqa: E402  (after the skip: numpy comes with the extra)
from hidden_cards import hidden_zones, redeal, restore_hidden  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402
from soak import setup  # noqa: E402

from digimon_tui.bots import card_game_bot  # noqa: E402
from digimon_tui.bots.card_game import ANSWERS  # noqa: E402
from digimon_tui.cards.decks import BUILTIN_DECKS, load_deck  # noqa: E402
from digimon_tui.engine.verbs import Verb  # noqa: E402
from digimon_tui.env import env, raw_env  # noqa: E402
from digimon_tui.env.actions import BLOCKS, SIZE, positions  # noqa: E402
from digimon_tui.env.observations import LAYOUT  # noqa: E402
from digimon_tui.loop.decision import Decision  # noqa: E402
from digimon_tui.loop.moves import mv  # noqa: E402
from digimon_tui.simulate import random_game  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
EXAMPLE = EXAMPLES / "bot_vs_random.py"

DICT_OBSERVATION = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
)
"""What PettingZoo's API test says of every environment whose observation is a dict with
an action mask (its own board games are on a list it keeps): advice, not a failure."""


def _play_randomly(e, seed: int, every=None, limit: int = 3000):
    """Random legal actions from `reset(seed)`; `every(e)` is called before each one."""
    e.reset(seed=seed)
    rng = random.Random(seed)
    raw = e.unwrapped
    steps = 0
    while raw.legal and steps < limit:
        if every is not None:
            every(raw)
        e.step(rng.choice(sorted(raw.legal)))
        steps += 1
    return steps


@pytest.mark.parametrize("decks", [("red", "blue"), ("bt1-red-blue", "parallel-world")])
def test_pettingzoo_api_test_passes(decks):
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        api_test(env(decks=decks), num_cycles=1000)
    advice = {str(w.message) for w in said}
    assert [a for a in advice if not a.startswith(DICT_OBSERVATION)] == []


def _observations(raw):
    return [raw.observe(agent) for agent in raw.possible_agents]


def test_an_observation_holds_nothing_its_player_may_not_see():
    """The other hand, both security stacks and both decks re-dealt (the counts kept):
    each player's observation, action mask included, stays exactly the same."""
    rng = random.Random(5)
    checked = hidden_moved = 0

    def check(raw):
        nonlocal checked, hidden_moved
        g = raw.game
        for me, agent in enumerate(raw.possible_agents):
            before = raw.observe(agent)
            saved = hidden_zones(g)
            other_hand = sorted(g.defs[u].number for u in g.players[1 - me].hand)
            redeal(g, me, rng)
            hidden_moved += other_hand != sorted(g.defs[u].number for u in g.players[1 - me].hand)
            after = raw.observe(agent)
            restore_hidden(g, saved)
            for key in before:
                assert np.array_equal(before[key], after[key]), (agent, key, g.pending.kind)
            checked += 1

    pairs = [("red", "blue"), ("yellow", "purple"), ("bt1-yellow-green", "black")]
    for i, decks in enumerate(pairs):
        _play_randomly(raw_env(decks=decks), i, check)
    assert checked > 300
    assert hidden_moved > 100  # the re-deal put other cards in the other hand


def test_the_privacy_check_sees_a_change_in_the_players_own_hand():
    """The same comparison fails when a card the player may see changes: their hand."""
    raw = raw_env(decks=("red", "blue"))
    raw.reset(seed=3)
    g = raw.game
    me = g.pending.player
    hand, deck = g.players[me].hand, g.players[me].deck
    other = next(i for i, u in enumerate(deck) if g.defs[u].number != g.defs[hand[0]].number)
    before = raw.observe(raw.possible_agents[me])["observation"]
    hand[0], deck[other] = deck[other], hand[0]
    after = raw.observe(raw.possible_agents[me])["observation"]
    assert not np.array_equal(before, after)


def test_the_other_player_is_shown_no_question_and_no_legal_action():
    raw = raw_env(decks=("red", "blue"))
    seen = 0

    def check(raw):
        nonlocal seen
        d = raw.game.pending
        waiting = raw.possible_agents[1 - d.player]
        obs = raw.observe(waiting)
        assert not obs["action_mask"].any()
        question = obs["observation"][LAYOUT["question"] : LAYOUT["attacker"]]
        assert not question.any()
        mine = raw.observe(raw.possible_agents[d.player])
        assert mine["action_mask"].sum() == len(d.moves)
        assert mine["observation"][LAYOUT["question"] : LAYOUT["attacker"]].sum() == 1
        seen += 1

    _play_randomly(raw, 1, check)
    assert seen > 20


def _every_answer_has_its_action(raw):
    d = raw.game.pending
    legal = raw.legal
    assert sorted(map(str, legal.values())) == sorted(map(str, d.moves)), d.kind
    for action, move in legal.items():
        assert raw.action_of(move) == action


@pytest.mark.parametrize("first", BUILTIN_DECKS)
def test_every_legal_answer_has_exactly_one_action_with_the_built_in_decks(first):
    for i, second in enumerate(BUILTIN_DECKS):
        _play_randomly(raw_env(decks=(first, second)), i, _every_answer_has_its_action)


def test_every_legal_answer_has_exactly_one_action_with_random_decks(cards):
    """Decks of random cards from the whole pool meet DigiXros, <Digisorption>, DNA
    digivolution and the keywords' questions."""
    for i in range(12):
        s = setup(cards, 9, i, sealed=False)
        _play_randomly(raw_env(decks=s.decks), s.seed, _every_answer_has_its_action)


def _question(raw, kind, moves):
    return Decision(raw.game.pending.player, kind, tuple(moves), "?")


def test_every_kind_of_question_has_its_answers_in_the_action_space():
    """Each kind the engine asks (the computer player's `ANSWERS`), with the forms its
    answers take: each answer its own action, named by a block, except the moves of
    several cards or Digimon at once, which take the question's extra numbers."""
    raw = raw_env(decks=("red", "blue"))
    raw.reset(seed=2)
    g, rng = raw.game, random.Random(2)
    while len(g.players[g.pending.player].battle) < 2 or not g.players[1 - g.pending.player].battle:
        raw.step(rng.choice(sorted(raw.legal)))
    me = g.pending.player
    a, b = (p.id for p in g.players[me].battle[:2])
    foe = g.players[1 - me].battle[0].id
    card, other = raw.card_numbers[0], raw.card_numbers[1]
    V = Verb
    answers = {
        "redraw": [mv(V.KEEP), mv(V.REDRAW)],
        "breeding": [mv(V.HATCH), mv(V.MOVE), mv(V.SKIP), mv(V.PLACE, card)],
        "main": [
            mv(V.PLAY, card),
            mv(V.OPTION, other),
            mv(V.DIGIVOLVE, a, card),
            mv(V.ATTACK, a, "player"),
            mv(V.ATTACK, a, foe),
            mv(V.ACTIVATE, a),
            mv(V.DELAY, b),
            mv(V.HAND, card),
            mv(V.TRAIN, a),
            mv(V.PASS),
        ],
        "block": [mv(V.BLOCK, a), mv(V.NO_BLOCK)],
        "target": [mv(V.TARGET, a), mv(V.TARGET, foe), mv(V.DONE)],
        "card": [mv(V.CARD, card), mv(V.CARD, a, card), mv(V.DONE)],
        "optional": [mv(V.YES), mv(V.NO)],
        "counter": [mv(V.COUNTER, card), mv(V.COUNTER, a), mv(V.BLAST, a, card), mv(V.NO_COUNTER)],
        "save": [mv(V.SAVE, a), mv(V.NO_SAVE)],
        "dna": [mv(V.DONE)],
        "prevent": [
            mv(V.EVADE, a),
            mv(V.ARMOR_PURGE, a),
            mv(V.BARRIER, a),
            mv(V.DECOY, b),
            mv(V.MATERIAL_SAVE, a),
            mv(V.NO_PREVENT),
        ],
        "blitz": [mv(V.ATTACK, a, "player"), mv(V.NO_BLITZ)],
        "vortex": [mv(V.ATTACK, a, foe), mv(V.NO_VORTEX)],
        "attack": [mv(V.ATTACK, a, "player"), mv(V.ATTACK, a, foe), mv(V.NO_ATTACK)],
        "execute": [mv(V.ATTACK, a, "player"), mv(V.ATTACK, a, foe), mv(V.NO_EXECUTE)],
        "raid": [mv(V.RAID, foe), mv(V.NO_RAID)],
        "alliance": [mv(V.ALLIANCE, b), mv(V.NO_ALLIANCE)],
        "xros": [mv(V.NO_XROS)],
        "count": [mv(V.COUNT, str(n)) for n in range(4)],
        "order": [mv(V.FIRST, str(n)) for n in range(1, 4)],
        "mode": [mv(V.MODE, "1"), mv(V.MODE, "2")],
        "tamer": [mv(V.TAMER, a), mv(V.TAMER, b)],
        "where": [mv(V.TOP), mv(V.BOTTOM)],
    }
    several = {
        "main": [
            mv(V.PLAY, card, "xros", a, b),
            mv(V.DIGIVOLVE, a, card, "digisorption", b),
            mv(V.DNA, a, b, card),
            mv(V.BURST_DIGIVOLVE, a, card, b),
        ],
        "dna": [mv(V.DNA, a, b, card)],
        "xros": [mv(V.XROS, a, b)],
    }
    assert set(answers) == set(ANSWERS)
    pos = positions(g, me)
    for kind, named in answers.items():
        moves = named + several.get(kind, [])
        legal = raw.coder.legal(_question(raw, kind, moves), pos)
        assert sorted(map(str, legal.values())) == sorted(map(str, moves)), kind
        extra = {str(m) for action, m in legal.items() if action >= BLOCKS["extra"]}
        assert extra == {str(m) for m in several.get(kind, [])}, kind


def test_reset_with_a_seed_plays_the_same_game():
    def run(seed):
        e = env(decks=("green", "yellow"))
        e.reset(seed=seed)
        chooser = random.Random(0)
        seen = []
        for agent in e.agent_iter(400):
            obs, reward, terminated, truncated, _ = e.last()
            seen.append((agent, obs["observation"], obs["action_mask"], reward))
            legal = np.flatnonzero(obs["action_mask"])
            e.step(None if terminated or truncated else int(chooser.choice(legal)))
        return seen

    first, again, other = run(8), run(8), run(9)
    assert len(first) == len(again) > 100
    for x, y in zip(first, again, strict=True):
        assert x[0] == y[0] and x[3] == y[3]
        assert np.array_equal(x[1], y[1]) and np.array_equal(x[2], y[2])
    assert any(not np.array_equal(x[1], y[1]) for x, y in zip(first, other, strict=False))


def test_the_computer_players_game_through_the_environment_is_the_game_simulate_plays(cards):
    """Answers turned into actions and back lose nothing: bot against bot through the
    environment plays, move for move, the game `simulate` plays with the same seed."""
    decks = (load_deck("red"), load_deck("yellow"))
    for seed in (4, 5):
        e = env(decks=decks)
        e.reset(seed=seed)
        bots = (card_game_bot(2), card_game_bot(1))
        raw = e.unwrapped
        for agent in e.agent_iter():
            _, _, terminated, truncated, _ = e.last()
            bot = bots[raw.possible_agents.index(agent)]
            e.step(None if terminated or truncated else raw.action_of(bot.choose(raw.game)))
        expected = random_game(cards, decks, seed, players=("bot:2", "bot:1"))
        assert raw.game.moves == expected.moves
        assert raw.game.winner == expected.winner


def test_the_winner_gets_1_and_the_loser_minus_1():
    e = env(decks=("red", "blue"))
    rng = random.Random(2)
    e.reset(seed=2)
    total = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        total[agent] += reward
        legal = np.flatnonzero(obs["action_mask"])
        e.step(None if terminated or truncated else int(rng.choice(legal)))
    winner = e.unwrapped.game.winner
    assert winner in ("p1", "p2")
    won = e.possible_agents[int(winner == "p2")]
    assert total == {a: 1.0 if a == won else -1.0 for a in e.possible_agents}


def test_an_illegal_action_ends_the_game_lost_by_its_maker():
    e = env(decks=("red", "blue"))
    e.reset(seed=1)
    agent = e.agent_selection
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        e.step(illegal)
    assert all(e.terminations.values())
    assert e.rewards[agent] == -1.0 and sum(e.rewards.values()) == -1.0


def test_an_action_outside_the_space_is_an_error():
    e = raw_env(decks=("red", "blue"))
    e.reset(seed=1)
    with pytest.raises(ValueError, match=f"expected 0 to {SIZE - 1}"):
        e.step(SIZE)


def test_the_example_evaluates_the_bot_against_random_play(capsys):
    main = runpy.run_path(str(EXAMPLE))["main"]
    assert main(["--games", "4", "--decks", "red,blue", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "bot:2 against random, red,blue, 4 games"
    words = out[1].replace(",", "").split()
    bot, rand, draws = int(words[2]), int(words[5]), int(words[7])
    assert bot + rand + draws == 4
    assert bot > rand


def test_the_example_refuses_an_unknown_deck_in_one_line(capsys):
    main = runpy.run_path(str(EXAMPLE))["main"]
    assert main(["--games", "1", "--decks", "red,nosuchdeck"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nosuchdeck" in err


def test_the_speed_example_measures_both_ways_of_playing(capsys):
    main = runpy.run_path(str(EXAMPLES / "random_steps.py"))["main"]
    assert main(["--steps", "300"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("engine alone:") and out[1].endswith("steps/s")
    assert out[2].startswith("through the env:") and "times slower" in out[2]


def test_the_documented_action_blocks_are_the_ones_the_environment_uses() -> None:
    """docs/learning-env.md tells a learning program where each block starts: it must
    follow the verbs the engine adds."""
    from digimon_tui.env import actions

    doc = (Path(__file__).resolve().parents[1] / "docs" / "learning-env.md").read_text()
    blocks = actions._blocks()
    assert f"`Discrete({blocks['size']})`" in doc
    names = list(blocks)
    for name, nxt in zip(names, names[1:], strict=False):
        assert f"| {blocks[name]} - {blocks[nxt] - 1} |" in doc, name
    for verb in actions.OF_A_PERMANENT:
        assert f"`{verb.value}`" in doc
