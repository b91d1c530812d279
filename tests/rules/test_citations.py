"""Every rule the game cites leads somewhere: log lines and refusals name a rule number that
the rules guide explains, and every refusal of a main-phase action says which rule refuses it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from games import play, position

from digimon_tui import guide
from digimon_tui.cards.decks import BUILTIN_DECKS, load_deck
from digimon_tui.engine import refusals
from digimon_tui.engine.game import Game
from digimon_tui.loop.moves import Move

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "comprehensive-rules-v4.2.txt"
CITED = re.compile(r"\((\d+(?:-\d+)+(?:, \d+(?:-\d+)+)*)\)")


def _cited(text: str) -> list[str]:
    return [n for group in CITED.findall(text) for n in group.split(", ")]


def _games(cards, count: int = 6) -> list[Game]:
    """Seeded random games with the log on, one per pair of built-in decks in turn."""
    names = sorted(BUILTIN_DECKS)
    out = []
    for seed in range(count):
        decks = [load_deck(names[seed % len(names)]), load_deck(names[(seed + 1) % len(names)])]
        g = Game.new(cards, [(d.main, d.eggs) for d in decks], seed=seed)
        chooser = random.Random(seed)
        while g.pending is not None and len(g.moves) < 400:
            g.apply(chooser.choice(g.pending.moves))
        out.append(g)
    return out


def test_every_rule_the_log_cites_has_a_guide_entry(cards):
    """The `g` key opens the guide at the last rule cited: each must lead to an entry."""
    cited = {n for g in _games(cards) for line in g.log_lines for n in _cited(line)}
    assert len(cited) > 15  # the games did cite rules
    missing = sorted(n for n in cited if guide.find(n) is None)
    assert missing == []


def test_every_rule_the_log_cites_exists_in_the_comprehensive_rules(cards):
    if not RULES.is_file():
        pytest.skip(f"Comprehensive Rules not found at {RULES}; skipping checks against it")
    numbers = set(re.findall(r"^(?:- )?(\d+(?:-\d+)+)\.", RULES.read_text("utf-8"), re.M))
    cited = {n for g in _games(cards) for line in g.log_lines for n in _cited(line)}
    assert sorted(cited - numbers) == []


def test_7_1_playing_a_tamer_or_a_digimon_cites_playing_a_card(cards):
    """The log cites 7-1 for a Tamer and for a Digimon (v1.0 had a rule for each), and the
    guide's entry for it explains both."""
    g = position(cards, p1={"hand": ["ST1-12", "ST1-03"]}, memory=5)
    play(g, "play ST1-12", "play ST1-03")
    tamer = next(line for line in g.log_lines if "plays Tai Kamiya" in line)
    digimon = next(line for line in g.log_lines if "plays Agumon" in line)
    assert _cited(tamer) == _cited(digimon) == ["7-1"]
    assert guide.find("7-1").title == "Playing a Digimon or a Tamer"


def _tries(g: Game) -> list[Move]:
    """Main-phase actions a person might ask for: every card and Digimon in the game in
    every role, the listed legal moves excepted."""
    numbers = sorted({c.number for c in g.defs})
    ids = [p.id for pl in g.players for p in ([pl.breeding] if pl.breeding else []) + pl.battle]
    tries = [Move(v, (n,)) for n in numbers for v in ("play", "option")]
    tries += [Move("digivolve", (i, n)) for i in ids for n in numbers]
    tries += [Move("attack", (i, t)) for i in ids for t in [*ids, "player"]]
    tries += [Move("activate", (i,)) for i in ids]
    allowed = set(g.pending.moves)
    return [m for m in tries if m not in allowed]


def test_every_refused_main_phase_action_cites_its_rule(cards):
    """A refusal explains itself with a rule number, in plain words (no doubled spaces or
    blank names), at every main-phase decision of seeded random games."""
    checked = 0
    for seed in range(3):
        names = sorted(BUILTIN_DECKS)
        decks = [load_deck(names[seed % 3]), load_deck(names[(seed + 2) % 3])]
        g = Game.new(cards, [(d.main, d.eggs) for d in decks], seed=seed)
        chooser = random.Random(seed)
        while g.pending is not None and len(g.moves) < 120:
            if g.pending.kind == "main" and len(g.moves) % 5 == 0:
                for m in _tries(g):
                    reason = refusals.why_illegal(g, m)
                    assert _cited(reason), f"{m}: {reason}"
                    assert "  " not in reason and guide.find(_cited(reason)[-1]), reason
                    checked += 1
            g.apply(chooser.choice(g.pending.moves))
    assert checked > 1000


def test_acting_with_the_opponents_card_says_whose_it_is(cards):
    """6-5-1-6-1, 8-1-3, 11-2-8-1: only your own cards act for you; the refusal says so."""
    g = position(
        cards,
        p1={"hand": ["ST1-06"], "battle": [{"id": "mine", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "theirs", "cards": ["ST1-12"]}, {"id": "b", "cards": ["ST1-03"]}]},
        memory=3,
        turn_number=3,
    )
    theirs = refusals.why_illegal(g, Move("activate", ("theirs",)))
    assert "not one of your Digimon or Tamers" in theirs and "(6-5-1-6-1)" in theirs
    assert "(11-2-1)" in refusals.why_illegal(g, Move("attack", ("b", "player")))
    assert "(8-1-3)" in refusals.why_illegal(g, Move("digivolve", ("b", "ST1-06")))
