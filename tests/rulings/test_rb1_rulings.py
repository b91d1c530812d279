"""RB1's official rulings (tests/rulings/rb1.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("RB1"))
def test_rb1_ruling(pool, ruling) -> None:
    check(pool, ruling)
