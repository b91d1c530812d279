"""EX8's official rulings (tests/rulings/ex8.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX8"))
def test_ex8_ruling(pool, ruling) -> None:
    check(pool, ruling)
