"""ST19's official rulings (tests/rulings/st19.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST19"))
def test_st19_ruling(pool, ruling) -> None:
    check(pool, ruling)
