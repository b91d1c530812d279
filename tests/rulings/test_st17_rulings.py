"""ST17's official rulings (tests/rulings/st17.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST17"))
def test_st17_ruling(pool, ruling) -> None:
    check(pool, ruling)
