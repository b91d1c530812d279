"""ST13's official rulings (tests/rulings/st13.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST13"))
def test_st13_ruling(pool, ruling) -> None:
    check(pool, ruling)
