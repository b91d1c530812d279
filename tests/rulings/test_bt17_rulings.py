"""BT17's official rulings (tests/rulings/bt17.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT17"))
def test_bt17_ruling(pool, ruling) -> None:
    check(pool, ruling)
