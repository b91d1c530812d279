"""BT21's official rulings (tests/rulings/bt21.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT21"))
def test_bt21_ruling(pool, ruling) -> None:
    check(pool, ruling)
