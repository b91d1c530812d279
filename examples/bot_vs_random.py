"""Evaluate a policy through the learning environment: the built-in computer player
against uniform random play, the seats swapped every other game.

    pip install '.[rl]'
    python examples/bot_vs_random.py --games 200 --decks red,blue --seed 1

Any program that learns plays the same loop: read `last()`, choose an action the
`action_mask` allows, `step()` it. The computer player reads the game itself (only what
its player may know) and answers with a move, which `action_of` turns into an action.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence

import numpy as np

from digimon_tui.bots import card_game_bot
from digimon_tui.cards.decks import DeckError
from digimon_tui.env import env
from digimon_tui.rates import interval

Policy = Callable[[dict[str, np.ndarray]], int]
"""Chooses an action from an observation (its `action_mask` marks the legal ones)."""


def random_policy(seed: int) -> Policy:
    """Uniform among the legal actions."""
    rng = random.Random(seed)

    def choose(observation: dict[str, np.ndarray]) -> int:
        return int(rng.choice(np.flatnonzero(observation["action_mask"])))

    return choose


def bot_policy(game_env, level: int = 2) -> Policy:
    """The built-in computer player, answering through the environment's actions."""
    bot = card_game_bot(level)

    def choose(observation: dict[str, np.ndarray]) -> int:
        raw = game_env.unwrapped
        return raw.action_of(bot.choose(raw.game))

    return choose


def play(game_env, policies: Sequence[Policy], seed: int) -> dict[str, float]:
    """One game from `reset(seed)`, `policies[i]` choosing for player i; each player's
    reward."""
    game_env.reset(seed=seed)
    rewards = dict.fromkeys(game_env.possible_agents, 0.0)
    for agent in game_env.agent_iter():
        observation, reward, terminated, truncated, _ = game_env.last()
        rewards[agent] += reward
        action = None
        if not (terminated or truncated):
            action = policies[game_env.possible_agents.index(agent)](observation)
        game_env.step(action)
    return rewards


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--decks", default="red,blue", help="two built-in decks or deck files")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", type=int, default=2, choices=(1, 2), help="the bot's level")
    args = parser.parse_args(argv)
    decks = args.decks.split(",")
    if len(decks) != 2:
        parser.error("--decks: expected two decks, as red,blue")
    try:
        game_env = env(decks=decks)
    except DeckError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    bot, rand = bot_policy(game_env, args.level), random_policy(args.seed)
    wins = draws = 0
    for i in range(args.games):
        bot_seat = i % 2
        seats = (bot, rand) if bot_seat == 0 else (rand, bot)
        rewards = play(game_env, seats, args.seed + i)
        result = rewards[game_env.possible_agents[bot_seat]]
        wins += result > 0
        draws += result == 0
    low, high = interval(wins, args.games)
    print(f"bot:{args.level} against random, {args.decks}, {args.games} games")
    print(f"bot wins {wins}, random wins {args.games - wins - draws}, draws {draws}")
    print(f"bot win rate {wins / max(1, args.games):.1%} (95 % interval {low:.1%} to {high:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
