"""Keep widgets in step with the game state, touching only what changed.

The board is refreshed after every move and the selection after every arrow key;
replacing only what changed keeps the selected card focused and a key press cheap
(every content update of an auto-sized widget costs a layout of the whole screen).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from weakref import WeakKeyDictionary

from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static

Child = tuple[str, Callable[[], Widget]]
"""A child's id, and how to make the child when it isn't there yet."""

_WATCHING: list[list[Awaitable[None]]] = []
"""The lists `started` is filling, innermost last."""


@contextmanager
def started() -> Iterator[list[Awaitable[None]]]:
    """Collect the mounts and removals that `sync_children` and `drop` start inside, to
    await them: Textual completes them a message round later, and a screen shown before
    that is painted twice, first without them."""
    found: list[Awaitable[None]] = []
    _WATCHING.append(found)
    try:
        yield found
    finally:
        _WATCHING.remove(found)


def _start(change: Awaitable[None]) -> None:
    if _WATCHING:
        _WATCHING[-1].append(change)


def sync_children(container: Widget, wanted: Sequence[Child]) -> list[Widget]:
    """Make the children exactly the wanted ids, in order; returns them in order.

    A child whose id is wanted is kept; a new one is made with its factory.
    """
    current = {w.id: w for w in container.children}
    ids = [wid for wid, _ in wanted]
    drop(container, [w for wid, w in current.items() if wid not in ids])
    kept = [current[i] for i in ids if i in current]
    if [w for w in container.children if w in kept] != kept:
        for k in kept:  # reordered (rare): put them back in order
            last = container.children[-1]
            if k is not last:
                container.move_child(k, after=last)
    out: list[Widget] = []
    pending: list[Widget] = []
    for wid, make in wanted:
        w = current.get(wid)
        if w is None:
            w = make()
            w.id = wid
            pending.append(w)
        elif pending:
            _start(container.mount_all(pending, before=w))
            pending = []
        out.append(w)
    if pending:
        _start(container.mount_all(pending))
    return out


def drop(container: Widget, widgets: Sequence[Widget]) -> None:
    """Remove widgets; if one has the focus, let go of it first.

    A removed widget that keeps the focus would swallow every key until it is gone.
    """
    if not widgets:
        return
    screen = container.screen
    if screen.focused in widgets:
        screen.set_focus(None)
    for w in widgets:
        _start(w.remove())


_SHOWN: WeakKeyDictionary[Static, VisualType] = WeakKeyDictionary()


def show(widget: Static, content: VisualType, *, layout: bool = False) -> None:
    """Update a Static only when its content changes; `layout` when its size may too."""
    if widget not in _SHOWN or _SHOWN[widget] != content:
        _SHOWN[widget] = content
        widget.update(content, layout=layout)
