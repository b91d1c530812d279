"""EX9's official rulings (tests/rulings/ex9.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX9"))
def test_ex9_ruling(pool, ruling) -> None:
    check(pool, ruling)
