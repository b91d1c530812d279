"""The Sealed commands: `sealed open`, `sealed build`, `simulate --format sealed`, and
one-line errors with exit code 2."""

from __future__ import annotations

import pytest
from sealed_helpers import sample_cards, write_booster, write_card_file
from test_random_play import check_invariants

from digimon_tui.cli import main
from digimon_tui.sealed.booster import load_booster
from digimon_tui.sealed.builder import build_deck
from digimon_tui.sealed.deck_rules import load_sealed_deck
from digimon_tui.sealed.match import open_pools
from digimon_tui.sealed.pool import load_pool
from digimon_tui.simulate import random_game


@pytest.fixture
def ts(tmp_path):
    """The test set's booster file and card file."""
    return str(write_booster(tmp_path)), str(write_card_file(tmp_path))


def test_open_prints_a_pool_the_same_for_the_same_seed(ts, tmp_path, capsys):
    booster, card_file = ts
    args = ["sealed", "open", "--set", booster, "--cards", card_file, "--packs", "6"]
    assert main([*args, "--seed", "4"]) == 0
    first = capsys.readouterr().out
    assert main([*args, "--seed", "4", "--out", str(tmp_path / "me.pool")]) == 0
    assert (tmp_path / "me.pool").read_text(encoding="utf-8") == first
    assert main([*args, "--seed", "5"]) == 0
    assert capsys.readouterr().out != first
    pool = load_pool(tmp_path / "me.pool", sample_cards())
    assert len(pool.packs) == 6 and all(len(p) == 12 for p in pool.packs)


def test_build_prints_a_legal_deck_for_the_pool(ts, tmp_path, capsys):
    booster, card_file = ts
    pool_path = str(tmp_path / "me.pool")
    main(
        [
            "sealed",
            "open",
            "--set",
            booster,
            "--cards",
            card_file,
            "--seed",
            "2",
            "--out",
            pool_path,
        ]
    )
    assert (
        main(
            ["sealed", "build", pool_path, "--cards", card_file, "--out", str(tmp_path / "me.deck")]
        )
        == 0
    )
    cards = sample_cards()
    deck = load_sealed_deck(tmp_path / "me.deck", load_pool(pool_path, cards), cards)
    assert len(deck.main) == 40


def test_a_bad_pool_file_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.pool"
    bad.write_text('set = "BT1"\nseed = "x"\npacks = []\n', encoding="utf-8")
    assert main(["sealed", "build", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.pool" in err and "seed" in err


def test_a_set_with_missing_cards_is_refused_by_every_command(ts, tmp_path, capsys):
    booster, _ = ts
    cards = sample_cards()
    partial = write_card_file(tmp_path)
    text = partial.read_text(encoding="utf-8")
    cut = text.index('number = "TS-030"')
    partial.write_text(text[: text.rindex("[[cards]]", 0, cut)], encoding="utf-8")
    assert len(cards) == 30
    for args in (
        ["sealed", "open", "--set", booster],
        ["simulate", "--format", "sealed", "--set", booster, "--games", "2"],
    ):
        assert main([*args, "--cards", str(partial)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "(TS-030)" in err


def test_simulate_sealed_plays_games(ts, capsys):
    booster, card_file = ts
    args = ["simulate", "--format", "sealed", "--set", booster, "--cards", card_file]
    assert main([*args, "--games", "12", "--workers", "1", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"games": 12' in out


def test_sealed_games_keep_the_invariants_after_every_move(ts):
    """Opened pools, built decks, Sealed rules: every card in one place after each move,
    and the Sealed breeding placement actually happens."""
    booster = load_booster(ts[0])
    cards = sample_cards()
    placed = 0
    for seed in range(6):
        pools = open_pools(booster, cards, 6, seed)
        decks = (build_deck(pools[0], cards), build_deck(pools[1], cards))
        g = random_game(cards, decks, seed, check=check_invariants, format="sealed")
        placed += sum(m.startswith("place ") for m in g.moves)
        assert g.winner is not None
    assert placed > 0
