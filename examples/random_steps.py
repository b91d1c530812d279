"""How fast random play runs through the learning environment, beside random play on the
engine alone, on one core: the steps (decisions) a second of each.

    pip install '.[rl]'
    python examples/random_steps.py --steps 50000 --decks red,blue

Both play whole games from seeds 0, 1, 2, ... until the steps are made; a step through the
environment is `last()`, a uniform choice among the actions its mask allows and `step()`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence

import numpy as np

from digimon_tui.cards.decks import DeckError
from digimon_tui.engine.game import Game
from digimon_tui.env import env
from digimon_tui.simulate import MAX_MOVES


def engine_steps(game_env, steps: int) -> float:
    """Steps a second of random play on the engine alone (`Game.apply`)."""
    raw, chooser = game_env.unwrapped, random.Random(0)
    made, seed = 0, 0
    start = time.process_time()
    while made < steps:
        g = Game.new(raw.pool, raw.decks, seed=seed)
        g.logging = False
        seed += 1
        while g.pending is not None and len(g.moves) < MAX_MOVES:
            g.apply(chooser.choice(g.pending.moves))
            made += 1
    return made / (time.process_time() - start)


def env_steps(game_env, steps: int) -> float:
    """Steps a second of random play through the environment."""
    chooser = random.Random(0)
    made, seed = 0, 0
    start = time.process_time()
    while made < steps:
        game_env.reset(seed=seed)
        seed += 1
        for _ in game_env.agent_iter():
            observation, _, terminated, truncated, _ = game_env.last()
            action = None
            if not (terminated or truncated):
                action = chooser.choice(np.flatnonzero(observation["action_mask"]))
                made += 1
            game_env.step(action)
    return made / (time.process_time() - start)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=50_000)
    parser.add_argument("--decks", default="red,blue", help="two built-in decks or deck files")
    args = parser.parse_args(argv)
    decks = args.decks.split(",")
    if len(decks) != 2:
        parser.error("--decks: expected two decks, as red,blue")
    try:
        game_env = env(decks=decks)
    except DeckError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    engine = engine_steps(game_env, args.steps)
    through = env_steps(game_env, args.steps)
    print(f"random play, {args.decks}, {args.steps} steps, CPU time of one core")
    print(f"engine alone:          {engine:8.0f} steps/s")
    print(f"through the env:       {through:8.0f} steps/s ({engine / through:.1f} times slower)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
