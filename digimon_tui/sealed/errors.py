"""The one error type of Sealed's files and sets."""

from __future__ import annotations


class SealedError(Exception):
    """A booster, pool, deck or match that can't be used; `str()` is one line naming the
    file (or the set) and what is wrong."""
