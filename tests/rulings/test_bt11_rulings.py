"""BT11's official rulings (tests/rulings/bt11.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT11"))
def test_bt11_ruling(pool, ruling) -> None:
    check(pool, ruling)
