"""BT19's official rulings (tests/rulings/bt19.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT19"))
def test_bt19_ruling(pool, ruling) -> None:
    check(pool, ruling)
