"""EX6's official rulings (tests/rulings/ex6.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX6"))
def test_ex6_ruling(pool, ruling) -> None:
    check(pool, ruling)
