"""LM's official rulings (tests/rulings/lm.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("LM"))
def test_lm_ruling(pool, ruling) -> None:
    check(pool, ruling)
