"""EX10's official rulings (tests/rulings/ex10.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX10"))
def test_ex10_ruling(pool, ruling) -> None:
    check(pool, ruling)
