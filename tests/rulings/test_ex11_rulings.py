"""EX11's official rulings (tests/rulings/ex11.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("EX11"))
def test_ex11_ruling(pool, ruling) -> None:
    check(pool, ruling)
