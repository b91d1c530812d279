"""ST14's official rulings (tests/rulings/st14.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST14"))
def test_st14_ruling(pool, ruling) -> None:
    check(pool, ruling)
