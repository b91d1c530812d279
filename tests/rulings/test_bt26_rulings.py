"""BT26's official rulings (tests/rulings/bt26.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT26"))
def test_bt26_ruling(pool, ruling) -> None:
    check(pool, ruling)
