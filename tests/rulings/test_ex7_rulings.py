"""EX7's official rulings (tests/rulings/ex7.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX7"))
def test_ex7_ruling(pool, ruling) -> None:
    check(pool, ruling)
