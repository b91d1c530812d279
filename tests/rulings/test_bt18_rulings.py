"""BT18's official rulings (tests/rulings/bt18.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT18"))
def test_bt18_ruling(pool, ruling) -> None:
    check(pool, ruling)
