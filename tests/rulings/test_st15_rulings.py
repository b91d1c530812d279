"""ST15's official rulings (tests/rulings/st15.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST15"))
def test_st15_ruling(pool, ruling) -> None:
    check(pool, ruling)
