"""ST24's official rulings (tests/rulings/st24.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST24"))
def test_st24_ruling(pool, ruling) -> None:
    check(pool, ruling)
