"""BT10's official rulings (tests/rulings/bt10.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT10"))
def test_bt10_ruling(pool, ruling) -> None:
    check(pool, ruling)
