"""Simulations on Ray: the same games, the same totals as a local run for a seed. The
test starts a local Ray instance of two CPUs; without Ray installed (it is an optional
extra) it is skipped, and `--ray` then answers with one line."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator

import pytest

from digimon_tui.cards.decks import load_deck
from digimon_tui.cli import main
from digimon_tui.simulate import Results, simulate

TIMING = ("seconds", "games_per_second", "workers", "cluster")
"""What differs between two runs of the same games: where and how fast they ran."""


def same_games(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in TIMING}


@pytest.fixture(scope="module")
def ray_instance() -> Iterator[object]:
    ray = pytest.importorskip("ray", reason="Ray is not installed: pip install '.[cluster]'")
    ray.init(num_cpus=2, log_to_driver=False, include_dashboard=False)
    try:
        yield ray
    finally:
        ray.shutdown()


def test_ray_run_matches_the_local_run(ray_instance, cards) -> None:
    decks = (load_deck("red"), load_deck("yellow"))
    local = simulate(cards, decks, 30, seed=5, workers=1, players=("bot:1", "random"))
    on_ray: Results = simulate(
        cards, decks, 30, seed=5, players=("bot:1", "random"), cluster="local"
    )
    assert on_ray.cluster == "local" and on_ray.workers == 2  # the instance's two CPUs
    assert same_games(on_ray.as_json()) == same_games(local.as_json())
    assert on_ray.games == 30 and sum(on_ray.wins) + on_ray.draws == 30


def test_simulate_ray_on_the_command_line(ray_instance, capsys) -> None:
    args = ["simulate", "--games", "12", "--seed", "2", "--decks", "blue,red", "--json"]
    assert main([*args, "--workers", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert main([*args, "--ray", "local"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    assert on_ray["cluster"] == "local"
    assert same_games(on_ray) == same_games(local)


def test_card_statistics_on_ray_are_the_local_ones(ray_instance, capsys) -> None:
    args = ["simulate", "--games", "12", "--seed", "2", "--json", "--card-stats"]
    assert main([*args, "--workers", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert main([*args, "--ray", "local"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    assert on_ray["cards"] == local["cards"] and len(local["cards"]) == 30


def test_a_paired_comparison_on_ray_is_the_local_one(ray_instance, cards) -> None:
    from digimon_tui.compare import compare

    red, blue = load_deck("red"), load_deck("blue")
    old, new = (cards, (red, blue)), (cards, (red, load_deck("yellow")))
    local = compare(old, new, 10, seed=4, workers=1)
    on_ray = compare(old, new, 10, seed=4, cluster="local")
    assert on_ray.pairs == local.pairs and local.pairs is not None and local.pairs.games == 10


def test_without_ray_the_option_says_how_to_install_it(monkeypatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if it were not installed
    assert main(["simulate", "--games", "2", "--ray", "auto"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("digimon-tui: Ray is not installed: pip install") and err.count("\n") == 1


def test_ray_is_for_the_standard_card_game(capsys) -> None:
    assert main(["simulate", "--game", "arena", "--games", "2", "--ray", "auto"]) == 2
    assert "--ray plays the card game's standard format" in capsys.readouterr().err
