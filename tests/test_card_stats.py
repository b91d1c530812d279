"""Card statistics: what a game notes as drawn and played is what happened in it, checked
against the zones seen move by move; the win rates per card add up; the command line
shows them sorted with both ends' outliers, and JSON carries every card."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping

import pytest
from builders import digimon
from games import play, position, with_cards

from digimon_tui import simulate as sim
from digimon_tui.card_stats import CardStats, Seen, TalliedGame, rows, text
from digimon_tui.cards.decks import BUILTIN_DECKS, load_deck
from digimon_tui.cards.model import Card
from digimon_tui.cli import main
from digimon_tui.engine import scenario
from digimon_tui.engine.game import Game
from digimon_tui.loop.rng import Rng
from digimon_tui.simulate import simulate

DECKS = tuple(BUILTIN_DECKS)
"""Every built-in deck, so that the games hold draws, searches, DNA, DigiXros ..."""


def _zones(g: Game) -> dict[int, str]:
    """Where each card is: a zone's name, `stack` for a Digimon or Tamer, `limbo`."""
    where = {u: "limbo" for u in g.limbo}
    for pl in g.players:
        for zone in ("deck", "hand", "security", "trash", "eggs"):
            where.update((u, zone) for u in getattr(pl, zone))
        for perm in (*pl.battle, *((pl.breeding,) if pl.breeding else ())):
            where.update((u, "stack") for u in perm.cards)
    return where


def _watched(cards: Mapping[str, Card], names: tuple[str, str], seed: int):
    """A game played as `random_game` plays it, and what a watcher of the zones saw: the
    opening hands as kept and each card that went from a deck to a hand between two
    moves (drawn), and each card that went from a hand into a stack, or was used as an
    Option by a move (played)."""
    decks = [load_deck(n) for n in names]
    chooser = Rng(seed ^ 0x5EED)
    g = TalliedGame.new(cards, [(d.main, d.eggs) for d in decks], seed=seed)
    g.logging = False
    drawn: set[int] = set()
    played: set[int] = set()
    while g.pending is not None and len(g.moves) < sim.MAX_MOVES:
        before = _zones(g)
        setup = g.phase == "setup"
        move = chooser.choice(g.pending.moves)
        g.apply(move)
        after = _zones(g)
        if setup and g.phase != "setup":
            drawn |= {u for pl in g.players for u in pl.hand}
            continue
        for u, was in before.items():
            now = after.get(u)
            if was == "deck" and now == "hand":
                drawn.add(u)
            if was == "hand" and now == "stack":
                played.add(u)
            used = move.verb.name == "OPTION" and now in ("trash", "limbo")
            if was == "hand" and g.defs[u].category == "option" and used:
                played.add(u)
    return g, drawn, played


@pytest.mark.parametrize("seed", range(24))
def test_drawn_and_played_are_what_a_watcher_of_the_zones_sees(cards, seed):
    names = (DECKS[seed % len(DECKS)], DECKS[(seed * 3 + 1) % len(DECKS)])
    g, drawn, played = _watched(cards, names, seed)
    assert g.drawn == drawn
    assert g.played == played
    assert g.played, "a random game plays some card"


def test_a_card_from_security_into_the_hand_is_not_drawn(cards):
    """Seed 2 (yellow against blue): a [Security] effect puts Heaven's Gate into the hand,
    and it is used from there: played, never drawn."""
    g, _, _ = _watched(cards, ("yellow", "blue"), 2)
    gate = [u for u in range(len(g.defs)) if g.defs[u].number == "ST3-13" and u in g.played]
    assert gate and not set(gate) & g.drawn


def test_tallied_games_are_the_same_games(cards):
    decks = (load_deck("green"), load_deck("black"))
    plain = simulate(cards, decks, 6, seed=5)
    tallied = simulate(cards, decks, 6, seed=5, card_stats=True)
    assert (plain.wins, plain.turns, plain.moves) == (tallied.wins, tallied.turns, tallied.moves)
    assert plain.cards is None and tallied.cards is not None


def test_card_statistics_are_the_same_on_any_number_of_workers(cards):
    decks = (load_deck("yellow"), load_deck("purple"))
    one = simulate(cards, decks, 16, seed=7, workers=1, card_stats=True)
    two = simulate(cards, decks, 16, seed=7, workers=2, card_stats=True)
    assert one.cards == two.cards and one.cards is not None


def test_a_card_that_is_not_drawn_in_a_short_game_has_no_drawn_games(cards, monkeypatch):
    """Games cut after the opening hands are kept: drawn is exactly the opening hands,
    and a card in neither has no games drawn, every game not drawn."""
    monkeypatch.setattr(sim, "MAX_MOVES", 2)  # the two keep-or-redraw answers
    decks = (load_deck("red"), load_deck("blue"))
    res = simulate(cards, decks, 8, seed=3, card_stats=True, names=("red", "blue"))
    assert res.cards is not None
    in_hand = Counter()
    for i in range(8):
        order = sim.seats(i)
        g = sim.random_game(cards, (decks[order[0]], decks[order[1]]), 3 + i)
        for seat, place in enumerate(order):
            in_hand.update((place, n) for n in {g.defs[u].number for u in g.players[seat].hand})
    for (place, number), t in res.cards.cards.items():
        assert t.drawn == in_hand[(place, number)], number
        assert t.played == 0
    never = [k for k, t in res.cards.cards.items() if t.drawn == 0]
    assert never, "8 opening hands of 5 miss some of a deck's cards"
    table = rows(res.cards, {0: "red", 1: "blue"}, cards, {})
    row = next(r for r in table if (0 if r.deck == "red" else 1, r.card) == never[0])
    assert row.games_not_drawn == 8 and row.win_rate_drawn is None and row.gap is None
    assert table[-1].gap is None  # no figure to sort by: last


def _stats() -> CardStats:
    """Ten games: deck 0 wins the first six; card A is drawn in exactly those, B in all
    ten, C in none; A is played in four of them."""
    stats = CardStats()
    stats.include(0, ["A", "B", "C"])
    for game in range(10):
        won = game < 6
        drawn = {"B", "A"} if won else {"B"}
        played = {"A"} if game < 4 else set()
        stats.add_game(
            (Seen(frozenset(drawn), frozenset(played)), Seen(frozenset(), frozenset())),
            0 if won else 1,
        )
    return stats


def test_a_card_drawn_in_every_won_game_wins_whenever_drawn():
    table = rows(_stats(), {0: "mine", 1: "theirs"}, {}, {0: {"A": 2, "B": 1, "C": 3}})
    a, b, c = (next(r for r in table if r.card == x) for x in "ABC")
    assert (a.games_drawn, a.win_rate_drawn, a.games_not_drawn, a.win_rate_not_drawn) == (
        6,
        1.0,
        4,
        0.0,
    )
    assert a.gap == 1.0 and table[0] is a  # the biggest gap first
    assert (a.games_played, a.win_rate_played, a.games_not_played) == (4, 1.0, 6)
    assert a.win_rate_not_played == pytest.approx(2 / 6)
    assert (b.win_rate_drawn, b.games_not_drawn, b.gap) == (0.6, 0, None)
    assert (c.games_drawn, c.games_not_drawn, c.win_rate_not_drawn) == (0, 10, 0.6)
    assert (a.copies, b.copies, c.copies) == (2, 1, 3)


def test_card_statistics_add_up_from_parts():
    whole, part1, part2 = _stats(), _stats(), _stats()
    part1.merge(part2)
    assert part1.games[0] == 2 * whole.games[0] and part1.cards[(0, "A")].drawn == 12


def test_the_table_shows_both_ends_of_the_sort():
    stats = CardStats()
    for game in range(20):
        drawn = frozenset(f"C{k}" for k in range(8) if (game >> (k % 4)) & 1 or k == game % 8)
        stats.add_game((Seen(drawn, frozenset()), Seen(frozenset(), frozenset())), game % 2)
    table = rows(stats, {0: "mine"}, {}, {})
    shown = text(table, 4).splitlines()
    listed = [line.split()[1] for line in shown[1:] if line.startswith("mine")]
    assert listed == [r.card for r in (*table[:2], *table[-2:])]
    assert any("4 more cards" in line for line in shown)
    assert len([x for x in text(table, 0).splitlines() if x.startswith("mine")]) == 8


def test_simulate_card_stats_json_carries_every_card(capsys):
    args = ["simulate", "--games", "4", "--seed", "2", "--workers", "1", "--json"]
    assert main([*args, "--card-stats"]) == 0
    data = json.loads(capsys.readouterr().out)
    red, blue = load_deck("red"), load_deck("blue")
    assert {(c["deck"], c["card"]) for c in data["cards"]} == {
        *(("red", n) for n in red.main),
        *(("blue", n) for n in blue.main),
    }
    for c in data["cards"]:
        assert c["games"] == 4 and 0 <= c["games_drawn"] <= 4
        assert c["games_drawn"] + c["games_not_drawn"] == 4
        assert {"win_rate_drawn", "win_rate_not_drawn", "interval_drawn"} <= set(c)
    assert main(args) == 0
    assert "cards" not in json.loads(capsys.readouterr().out)


def test_simulate_card_stats_table_is_sorted_by_the_gap(capsys):
    args = ["simulate", "--games", "6", "--seed", "2", "--workers", "1", "--card-stats"]
    assert main([*args, "--card-rows", "0"]) == 0
    out = capsys.readouterr().out
    lines = [x for x in out.splitlines() if x.split()[1:2] and x.split()[1].startswith("ST")]
    assert len(lines) == len(set(load_deck("red").main)) + len(set(load_deck("blue").main))
    gaps = [float(x.split()[-6]) for x in lines if x.split()[-6] != "-"]
    assert gaps == sorted(gaps, reverse=True)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--card-rows", "-1"], "--card-rows takes a number of rows, 0 (all) or more"),
        (["--game", "arena"], "--card-stats counts the card game's standard format"),
    ],
)
def test_bad_card_stats_options_get_one_line(capsys, args, expected):
    assert main(["simulate", "--games", "2", "--card-stats", *args]) == 2
    assert expected in capsys.readouterr().err


def test_a_blast_digivolve_from_the_hand_is_played(pool, monkeypatch):
    """16-26: <Blast Digivolve> digivolves from the hand at the counter timing: the card
    is played, as any digivolution from the hand."""
    blast = {"timing": "counter", "from_hand": True, "steps": [{"do": "blast_digivolve"}]}
    cc = with_cards(pool, digimon("BL-5", text=[blast], level=5), digimon("BL-4"))
    monkeypatch.setattr(scenario, "Game", TalliedGame)
    p2 = {"hand": ["BL-5"], "battle": [{"id": "d", "cards": ["BL-4"]}], "security": ["ST1-02"]}
    g = position(cc, p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]}, p2=p2, memory=3)
    assert isinstance(g, TalliedGame)
    play(g, "attack a player")
    play(g, "blast d BL-5")
    assert [g.defs[u].number for u in g.played] == ["BL-5"]
