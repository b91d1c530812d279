"""EX3's official rulings (tests/rulings/ex3.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX3"))
def test_ex3_ruling(pool, ruling) -> None:
    check(pool, ruling)
