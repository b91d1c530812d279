"""BT4's official rulings (tests/rulings/bt4.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT4"))
def test_bt4_ruling(pool, ruling) -> None:
    check(pool, ruling)
