"""EX2's official rulings (tests/rulings/ex2.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX2"))
def test_ex2_ruling(pool, ruling) -> None:
    check(pool, ruling)
