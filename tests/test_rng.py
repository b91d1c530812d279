"""The games' random draws: a seed deals and plays the same game it always has."""

import random

import pytest

from digimon_tui.loop.rng import Rng


def test_a_seed_shuffles_and_chooses_as_it_always_has():
    r = Rng(2024)
    x = list(range(10))
    r.shuffle(x)
    assert x == [6, 0, 9, 8, 3, 5, 1, 4, 2, 7]
    assert r.choice("abcdefg") == "f"
    assert r.choice(range(100)) == 94


@pytest.mark.parametrize("seed", range(40))
def test_draws_match_the_standard_librarys(seed):
    """The same algorithm as the standard library's `random.Random`, draw for draw."""
    ours, theirs = Rng(seed), random.Random(seed)
    for n in (1, 2, 3, 7, 8, 9, 33, 50, 64, 65):
        a, b = list(range(n)), list(range(n))
        ours.shuffle(a)
        theirs.shuffle(b)
        assert a == b
        assert ours.choice(a) == theirs.choice(b)
        assert ours.randrange(5) == theirs.randrange(5)


def test_choosing_from_nothing_is_an_error():
    with pytest.raises(IndexError):
        Rng(0).choice([])
