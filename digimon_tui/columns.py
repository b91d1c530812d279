"""Plain-text tables for the command line: every report's columns line up the same way."""

from __future__ import annotations

from collections.abc import Sequence


def lined_up(rows: Sequence[Sequence[str]], left: int) -> list[str]:
    """Each row as one line, its cells padded to their column's width: the first `left`
    columns (names) flush left, the rest (figures) flush right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            c.ljust(w) if i < left else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in rows
    ]
