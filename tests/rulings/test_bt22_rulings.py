"""BT22's official rulings (tests/rulings/bt24.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT22"))
def test_bt24_ruling(pool, ruling) -> None:
    check(pool, ruling)
