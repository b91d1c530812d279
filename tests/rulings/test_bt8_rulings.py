"""BT8's official rulings (tests/rulings/bt8.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT8"))
def test_bt8_ruling(pool, ruling) -> None:
    check(pool, ruling)
