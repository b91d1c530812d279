"""BT3's official rulings (tests/rulings/bt3.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT3"))
def test_bt3_ruling(pool, ruling) -> None:
    check(pool, ruling)
