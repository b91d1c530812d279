"""ST22's official rulings (tests/rulings/st22.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST22"))
def test_st22_ruling(pool, ruling) -> None:
    check(pool, ruling)
