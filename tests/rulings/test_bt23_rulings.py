"""BT23's official rulings (tests/rulings/bt23.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT23"))
def test_bt23_ruling(pool, ruling) -> None:
    check(pool, ruling)
