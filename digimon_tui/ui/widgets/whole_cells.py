"""A scrollbar thumb drawn in whole cells.

Textual ends a thumb in partial block glyphs (▂ … ▇) to place it to an eighth of a
cell; beside a list of text lines, in the list's own dim colours, those two end cells
read as stray marks rather than as the ends of a thumb.
"""

from __future__ import annotations

from textual.scrollbar import ScrollBarRender


class WholeCells(ScrollBarRender):
    """The thumb from the cell it starts in to the cell it ends in, no partial glyph
    (set as a scrollbar's `renderer`)."""

    VERTICAL_BARS = [" "] * len(ScrollBarRender.VERTICAL_BARS)
    HORIZONTAL_BARS = [" "] * len(ScrollBarRender.HORIZONTAL_BARS)
