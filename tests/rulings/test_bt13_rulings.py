"""BT13's official rulings (tests/rulings/bt13.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT13"))
def test_bt13_ruling(pool, ruling) -> None:
    check(pool, ruling)
