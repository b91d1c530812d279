"""ST20's official rulings (tests/rulings/st20.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST20"))
def test_st20_ruling(pool, ruling) -> None:
    check(pool, ruling)
