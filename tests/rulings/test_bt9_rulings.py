"""BT9's official rulings (tests/rulings/bt9.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT9"))
def test_bt9_ruling(pool, ruling) -> None:
    check(pool, ruling)
