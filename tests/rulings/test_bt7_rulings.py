"""BT7's official rulings (tests/rulings/bt7.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT7"))
def test_bt7_ruling(pool, ruling) -> None:
    check(pool, ruling)
