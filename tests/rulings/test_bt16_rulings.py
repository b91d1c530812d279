"""BT16's official rulings (tests/rulings/bt16.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("BT16"))
def test_bt16_ruling(pool, ruling) -> None:
    check(pool, ruling)
