"""The card game as a PettingZoo AEC environment, for programs that learn to play it.

The game runs on the engine's question loop (`Game.pending`, `Game.apply`), as the
simulations and the computer player drive it: each step answers the pending question,
whichever kind it is, with one action of the fixed action space (`actions`); the agent
that acts next is the player the engine asks next (the same player may act several
times running). The reward is +1 for the winner and -1 for the loser at the end, 0 for a
draw and for every other step. docs/learning-env.md documents the whole interface.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger

from digimon_tui.card_files.loader import card_pool
from digimon_tui.cards.decks import Deck, load_checked_deck
from digimon_tui.engine.game import Game
from digimon_tui.engine.render import board_text
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move
from digimon_tui.simulate import MAX_MOVES

from .actions import SIZE, ActionCoder, card_list, positions
from .observations import HIGH, LENGTH, LOW, Observer

AGENTS = ("player_0", "player_1")
"""The engine's p1 and p2, named as PettingZoo names players."""


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's order checks around it (no step before `reset`,
    no observing a finished game). `raw_env` itself ends the game on an illegal action,
    as PettingZoo's `TerminateIllegalWrapper` would, without a wrapper's cost on every
    step."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class raw_env(AECEnv, EzPickle):  # noqa: N801 (PettingZoo's name for it)
    """A game of the card game between two decks, chosen at construction: built-in decks
    by name (`red`, `blue`, ..., see `cards.decks.DECK_LABELS`), deck files, or `Deck`s;
    `cards` adds card files to the built-in cards, as `--cards` does."""

    metadata = {
        "render_modes": ["ansi"],
        "name": "digimon_card_game_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        decks: Sequence[str | Path | Deck] = ("red", "blue"),
        cards: Sequence[str | Path] = (),
        max_moves: int = MAX_MOVES,
        render_mode: str | None = None,
    ) -> None:
        EzPickle.__init__(self, decks, cards, max_moves, render_mode)
        super().__init__()
        if len(decks) != 2:
            raise ValueError(f"expected two decks, got {len(decks)}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode: expected None or 'ansi', got {render_mode!r}")
        self.pool = card_pool(cards)
        dealt = [d if isinstance(d, Deck) else load_checked_deck(d, self.pool) for d in decks]
        self.decks = tuple((d.main, d.eggs) for d in dealt)
        self.card_numbers = card_list(self.decks)
        """The deck pair's card numbers, sorted: card `i` of the actions, `i + 1` of the
        observations."""
        self.max_moves = max_moves
        self.render_mode = render_mode
        self.coder = ActionCoder(self.card_numbers)
        self.observer = Observer(self.card_numbers)
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        box = spaces.Box(LOW, HIGH, (LENGTH,), np.float32)
        mask = spaces.Box(0, 1, (SIZE,), np.int8)
        self.observation_spaces = {
            a: spaces.Dict({"observation": box, "action_mask": mask}) for a in AGENTS
        }
        self.action_spaces = {a: spaces.Discrete(SIZE) for a in AGENTS}
        self.game: Game | None = None
        self.legal: dict[int, Move[Verb]] = {}
        """The pending question's legal moves, by action."""
        self._mask = np.zeros(SIZE, dtype=np.int8)
        self._no_mask = np.zeros(SIZE, dtype=np.int8)
        self._seed: int | None = None
        self._pos: dict[str, int] = {}
        """The permanents' positions as the deciding player sees them (`positions`)."""

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: the one `Game.new` deals with `seed` (as `simulate --seed`); without
        one, the game after the last (seed + 1), or a random seed at first."""
        if seed is None:
            seed = random.SystemRandom().getrandbits(32) if self._seed is None else self._seed + 1
        self._seed = seed
        g = self.game = Game.new(self.pool, self.decks, seed=seed)
        g.logging = False
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._next()

    def _next(self) -> None:
        """Put the pending question to its player, or end the episode."""
        g = self.game
        assert g is not None
        d = g.pending
        if d is None or len(g.moves) >= self.max_moves:
            self.legal = {}
            if d is None:
                if g.winner in ("p1", "p2"):
                    won = int(g.winner == "p2")
                    self.rewards[AGENTS[won]] = 1.0
                    self.rewards[AGENTS[1 - won]] = -1.0
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                self.truncations = dict.fromkeys(self.agents, True)
            return
        self.agent_selection = AGENTS[d.player]
        pos = self._pos = positions(g, d.player)
        legal = self.legal = self.coder.legal(d, pos)
        mask = self._mask
        mask.fill(0)
        mask[list(legal)] = 1

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None, "reset() first"
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        move = self.legal.get(int(action))
        if move is None:
            self._illegal(agent, action)
        else:
            self.game.apply(move)
            self._next()
        self._accumulate_rewards()

    def _illegal(self, agent: str, action: Any) -> None:
        """An action the mask does not allow: the game ends, lost by its maker (-1, the
        other player 0), as under PettingZoo's `TerminateIllegalWrapper`."""
        if not 0 <= int(action) < SIZE:
            raise ValueError(f"action {action}: expected 0 to {SIZE - 1}")
        EnvLogger.warn_on_illegal_move()
        self.rewards[agent] = -1.0
        self.legal = {}
        self.terminations = dict.fromkeys(self.agents, True)
        self.truncations = dict.fromkeys(self.agents, True)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What `agent` may see; the action mask is theirs only while they decide."""
        assert self.game is not None, "reset() first"
        me = AGENTS.index(agent)
        d = self.game.pending
        deciding = d is not None and d.player == me and bool(self.legal)
        return {
            "observation": self.observer.observe(self.game, me, self._pos if deciding else None),
            "action_mask": (self._mask if deciding else self._no_mask).copy(),
        }

    def action_of(self, move: Move[Verb] | str) -> int:
        """The action that answers the pending question with `move` (a `Move` or its
        text, as the computer player or a saved game gives it)."""
        for action, m in self.legal.items():
            if m == move or str(m) == move:
                return action
        raise ValueError(f"{move} is not a legal answer now")

    def render(self) -> str | None:
        """The table as text, with no hand shown."""
        if self.render_mode is None or self.game is None:
            return None
        return board_text(self.game, show_hands=())

    def close(self) -> None:
        self.game = None
