"""BT5's official rulings (tests/rulings/bt5.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT5"))
def test_bt5_ruling(pool, ruling) -> None:
    check(pool, ruling)
