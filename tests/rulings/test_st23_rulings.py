"""ST23's official rulings (tests/rulings/st23.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST23"))
def test_st23_ruling(pool, ruling) -> None:
    check(pool, ruling)
