"""BT6's official rulings (tests/rulings/bt6.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT6"))
def test_bt6_ruling(pool, ruling) -> None:
    check(pool, ruling)
