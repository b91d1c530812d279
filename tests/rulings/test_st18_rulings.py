"""ST18's official rulings (tests/rulings/st18.toml), each played from its position."""

from __future__ import annotations

import pytest
from ruling_cases import cases, check


@pytest.mark.parametrize("ruling", cases("ST18"))
def test_st18_ruling(pool, ruling) -> None:
    check(pool, ruling)
