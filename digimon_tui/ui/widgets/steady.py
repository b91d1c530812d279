"""Widgets that repaint only when something about them changed.

Textual hands every scrolling widget the size its layout gives it as a "virtual size";
a ScrollView (the log, a list of moves) keeps its own, from its content, so the two never
match and each layout of the screen refreshes its scrollbars, a second frame a moment
after the first on every key. Here the widget's own virtual size is the one compared.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Self

from textual import events
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.widgets import OptionList, Static

from .whole_cells import WholeCells

if TYPE_CHECKING:
    from textual.widget import Widget as _Widget
else:
    _Widget = object  # a mixin: Textual's CSS follows a widget's first DOM base class


class PaintsInLayout(_Widget):
    """Mixed in before a widget whose change, made while the screen is laid out, is
    painted in that layout's frame: Textual would paint it in a frame of its own a moment
    later (a change made then asks for a repaint the layout's frame has already missed)."""

    in_layout = False
    """True while the screen's layout hands out sizes (`laid_out`)."""

    @contextmanager
    def laid_out(self) -> Iterator[None]:
        self.in_layout = True
        try:
            yield
        finally:
            self.in_layout = False

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> Self:
        if self.in_layout and repaint and not (layout or recompose) and self.is_mounted:
            self._set_dirty(*regions)
            self.screen._compositor.update_widgets({self})
            return self
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)


class SteadyScrollBar(PaintsInLayout, ScrollBar):
    """A scrollbar whose new length (its list grew or shrank beside a note) asks for no
    second layout: Textual would lay the screen out once more for its "virtual size",
    which a scrollbar has no use for. Its new thumb, set while the screen is laid out, is
    painted in that layout's frame. Its thumb fills whole cells (`WholeCells`)."""

    renderer = WholeCells

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class SteadyScroll(ScrollView):
    """Mixed in after a ScrollView subclass (RichLog, OptionList), whose own handlers and
    component classes come first."""

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        bar = self._vertical_scrollbar
        if not isinstance(bar, SteadyScrollBar):
            return super()._size_updated(size, self.virtual_size, container_size, layout)
        with bar.laid_out():
            return super()._size_updated(size, self.virtual_size, container_size, layout)

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        """Textual's own, made steady (`SteadyScrollBar`)."""
        if self._vertical_scrollbar is None:
            bar = SteadyScrollBar(
                vertical=True, name="vertical", thickness=self.scrollbar_size_vertical
            )
            bar.display = False
            self._vertical_scrollbar = bar
            self.app._start_widget(self, bar)
        return self._vertical_scrollbar


class SteadyOptionList(OptionList, SteadyScroll):
    """An OptionList that keeps its wrapped lines when only its height changes (a longer
    or shorter note above it): they depend on the width alone, and wrapping them again
    costs another frame after every selection."""

    wrapped_at: int | None = None
    """The width the options were last wrapped to."""

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed:
            self.sized()
        return changed

    def sized(self) -> None:
        """Its size (or content's) changed in a layout of the screen, before its frame is
        painted: what depends on it can be brought up to date in that frame."""

    def settle(self) -> None:
        """Measure new options now: Textual measures them as it paints them, and the
        scrollbar that comes, goes or changes then costs a second layout and frame."""
        self._update_lines()

    def _on_resize(self, event: events.Resize | None = None) -> None:
        """Textual passes the event (the default only matches OptionList's signature)."""
        if event is None:
            return
        if event.size.width == self.wrapped_at:
            event.prevent_default()  # OptionList's own handler would clear its caches
        self.wrapped_at = event.size.width


class SteadyStatic(Static):
    """A Static whose new size (a new one's first, or an automatic height's), found by a
    layout of the screen, is drawn in that layout's frame: Textual would lay the screen
    out once more for it (as for a scrolling widget's new content size, which a Static
    has not) and draw it again in a second frame."""

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)
