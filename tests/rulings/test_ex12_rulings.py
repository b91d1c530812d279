"""EX12's official rulings (tests/rulings/ex12.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX12"))
def test_ex12_ruling(pool, ruling) -> None:
    check(pool, ruling)
