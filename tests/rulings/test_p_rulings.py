"""P's official rulings (tests/rulings/p.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("P"))
def test_p_ruling(pool, ruling) -> None:
    check(pool, ruling)
