"""Simulation for playtesters: seats swap, results per deck with an interval, the same
totals on any number of worker processes, JSON for tools."""

from __future__ import annotations

import json

import pytest

from digimon_tui import simulate_arena as arena_sim
from digimon_tui.cards.decks import load_deck
from digimon_tui.cli import main
from digimon_tui.engine.game import Game
from digimon_tui.rates import interval
from digimon_tui.simulate import Outcome, Results, seats, simulate


def _same(res: Results) -> dict:
    data = res.as_json()
    for key in ("seconds", "games_per_second", "workers"):
        data.pop(key)
    return data


def test_decks_swap_seats_every_other_game():
    assert [seats(i) for i in range(4)] == [(0, 1), (1, 0), (0, 1), (1, 0)]


def test_a_deck_against_itself_wins_about_half_whatever_its_seat(cards):
    """With seats swapping, a mirror match credits each copy with the games it won."""
    red = load_deck("red")
    res = simulate(cards, (red, red), 40, seed=3, names=("red", "red"))
    assert sum(res.wins) + res.draws == 40
    assert res.labels() == ("red (1)", "red (2)")
    assert 0 < res.wins[0] < 40 and 0 < res.wins[1] < 40


def test_the_seat_swap_credits_the_right_deck(cards, monkeypatch):
    """Game 1 seats the second deck as p1: a p1 win there is the second deck's."""
    from digimon_tui import simulate as sim

    class Fake:
        def __init__(self, p1_deck):
            self.winner, self.first_player, self.turn_number, self.moves = "p1", 0, 1, []

    monkeypatch.setattr(sim, "random_game", lambda cards, decks, seed, **_: Fake(decks[0]))
    res = simulate(cards, (load_deck("red"), load_deck("blue")), 2)
    assert res.wins == [1, 1] and res.first_wins == 2 and res.first_games == 2


@pytest.mark.parametrize("workers", [2, 3, 24])
def test_workers_give_the_same_totals_as_one_process(cards, workers):
    """However the games are cut into batches (more workers than cores, a worker a game),
    the totals are the one process's."""
    decks = (load_deck("yellow"), load_deck("blue"))
    one = simulate(cards, decks, 24, seed=7, workers=1)
    many = simulate(cards, decks, 24, seed=7, workers=workers)
    assert many.workers == workers and _same(one) == _same(many)
    assert one.first_games == 24  # every card game has a first player


def test_arena_workers_give_the_same_totals_as_one_process():
    one = arena_sim.simulate(12, seed=2, workers=1)
    two = arena_sim.simulate(12, seed=2, workers=2)
    assert _same(one) == _same(two) and one.first_games == 0


@pytest.mark.parametrize(
    ("wins", "games"), [(0, 10), (10, 10), (5, 10), (512, 1000), (1, 1), (0, 0)]
)
def test_the_interval_holds_the_rate_and_stays_in_0_to_1(wins, games):
    low, high = interval(wins, games)
    assert 0.0 <= low <= high <= 1.0
    if games:
        assert low <= wins / games <= high
        assert high - low < (0.07 if games >= 1000 else 1.0)


def test_results_add_up_outcomes():
    res = Results(decks=("a", "b"))
    for o in (Outcome(0, 0, 10, 50), Outcome(1, 0, 12, 60), Outcome(None, 1, 5000, 9)):
        res.add(o)
    assert res.wins == [1, 1] and res.draws == 1
    assert (res.first_wins, res.first_games) == (1, 3)
    assert res.turns == 5022 and res.moves == 119


def test_one_worker_reports_the_time_a_move_takes():
    """The benchmark's figure per decision: the run's time over its moves, in µs."""
    res = Results(decks=("a", "b"), games=2, moves=400, seconds=0.01)
    assert res.summary().splitlines()[-1].endswith("200 games/s on 1 worker, 25.0 µs a move")
    res.workers = 2
    assert "µs" not in res.summary()


def test_simulate_json_for_tools(capsys):
    args = ["simulate", "--games", "6", "--seed", "2", "--json", "--workers", "1"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "dcg" and data["games"] == 6
    assert [d["deck"] for d in data["decks"]] == ["red", "blue"]
    assert sum(d["wins"] for d in data["decks"]) + data["draws"] == 6
    assert data["first_player"]["games"] == 6


def test_simulate_refuses_zero_workers(capsys):
    assert main(["simulate", "--games", "2", "--workers", "0"]) == 2
    assert "--workers" in capsys.readouterr().err


def test_progress_bar_only_on_a_terminal(capsys, monkeypatch):
    monkeypatch.setattr("sys.stderr.isatty", lambda: True, raising=False)
    assert main(["simulate", "--games", "4", "--workers", "1"]) == 0
    err = capsys.readouterr().err
    assert "[" + "#" * 30 + "] 4/4 games" in err


def test_simulate_names_each_seats_player_and_counts_its_wins(capsys):
    args = ["simulate", "--games", "8", "--seed", "4", "--workers", "1", "--p1", "bot", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    players = data["players"]
    assert [(p["seat"], p["player"]) for p in players] == [("p1", "bot:2"), ("p2", "random")]
    assert sum(p["wins"] for p in players) == sum(d["wins"] for d in data["decks"])
    assert main(["simulate", "--games", "4", "--workers", "1", "--p2", "bot:1"]) == 0
    out = capsys.readouterr().out
    assert "p1 random" in out and "p2 bot:1" in out


def test_simulate_refuses_a_player_that_is_no_player(capsys):
    assert main(["simulate", "--games", "2", "--p2", "smart"]) == 2
    assert "--p1/--p2" in capsys.readouterr().err


def test_bots_give_the_same_totals_on_any_number_of_workers(cards):
    decks = (load_deck("red"), load_deck("yellow"))
    one = simulate(cards, decks, 12, seed=9, workers=1, players=("bot:1", "bot:2"))
    two = simulate(cards, decks, 12, seed=9, workers=2, players=("bot:1", "bot:2"))
    assert _same(one) == _same(two) and one.seat_wins == two.seat_wins


def test_policy_names_each_seats_player(capsys):
    """`--policy P1,P2` is `--p1 P1 --p2 P2`; one name seats it in both."""

    def run(*args: str) -> dict:
        assert main(["simulate", "--games", "4", "--seed", "6", "--json", *args]) == 0
        data = json.loads(capsys.readouterr().out)
        return {k: v for k, v in data.items() if k not in ("seconds", "games_per_second")}

    both = run("--policy", "bot:1,random")
    assert both == run("--p1", "bot:1", "--p2", "random")
    assert [p["player"] for p in both["players"]] == ["bot:1", "random"]
    assert [p["player"] for p in run("--policy", "bot")["players"]] == ["bot:2", "bot:2"]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--policy", "bot:1", "--p1", "random"], "leave out --p1/--p2"),
        (["--policy", "a,b,c"], "one player for both seats or two"),
        (["--policy", "bot:7"], "--policy: 'bot:7' is not a player"),
    ],
)
def test_a_bad_policy_gets_one_line(capsys, args, expected):
    assert main(["simulate", "--games", "2", *args]) == 2
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1


def test_a_deck_dealt_again_from_the_built_in_pool_has_the_same_cards(cards):
    red = load_deck("red")
    decks = [(red.main, red.eggs), (red.main, red.eggs)]
    first, second = Game.new(cards, decks, seed=1), Game.new(cards, decks, seed=2)
    assert first.defs == second.defs and first.info == second.info
    assert [c.number for c in first.defs[: len(red.main)]] == list(red.main)
    assert first.grantable == second.grantable and first.special == second.special


def test_a_changed_card_is_dealt_as_changed(cards):
    """Only a `CardPool`'s deals are remembered: a plain mapping may change between games."""
    red = load_deck("red")
    pool = dict(cards)
    decks = [(red.main, red.eggs), (red.main, red.eggs)]
    Game.new(pool, decks, seed=1)
    number = red.main[0]
    pool[number] = pool[number].model_copy(update={"dp": 12345})
    again = Game.new(pool, decks, seed=1)
    assert again.defs[0].dp == 12345
    assert again.info[0].card is pool[number]
