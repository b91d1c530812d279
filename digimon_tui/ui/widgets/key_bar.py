"""A one-line footer of the screen's keys, each clickable.

Textual's Footer rebuilds itself whenever the focus moves, which on the table is
every arrow key; this bar is drawn once from the bindings, so selecting a card
stays quick. In a narrow terminal it breaks between keys, never inside one.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.markup import escape
from textual.widgets import Static

KEY_NAMES = {"question_mark": "?", "escape": "esc", "enter": "⏎"}


def key_text(key: str) -> str:
    first = key.split(",")[0]
    if first.startswith("ctrl+"):
        return "^" + first.removeprefix("ctrl+")
    return KEY_NAMES.get(first, first)


class KeyBar(Static):
    def __init__(self, *bindings: Binding, **kw) -> None:
        super().__init__(**kw)
        self.extra = bindings
        self.parts: list[tuple[str, int]] = []
        """Each key as markup, with its width on screen."""

    def on_mount(self) -> None:
        self.collect()

    def collect(self) -> None:
        """The given bindings, then the screen's and the app's shown ones, less those the
        screen doesn't offer now (its `check_action` says False)."""
        found = [
            *self.extra,
            *(b for b in self.screen.BINDINGS if isinstance(b, Binding)),
            *(b for b in self.app.BINDINGS if isinstance(b, Binding)),
        ]
        parts = self.parts = []
        seen: set[str] = set()
        for b in found:
            keys = set(b.key.split(","))
            offered = self.screen.check_action(b.action.split("(")[0], ()) is not False
            if b.show and b.description and offered and not keys & seen:
                action = b.action if "." in b.action else f"screen.{b.action}"
                if b in self.app.BINDINGS:
                    action = f"app.{b.action}"
                key, words = key_text(b.key), b.description
                markup = f"[@click={action}][b]{escape(key)}[/b] {escape(words)}[/]"
                parts.append((markup, len(key) + 1 + len(words)))
            seen |= keys  # a screen's key, shown or not, hides the app's binding of it
        parts.append(("[@click=app.command_palette][b]^p[/b] palette[/]", 10))
        self.lay_out()

    def on_resize(self) -> None:
        self.lay_out()

    def lay_out(self) -> None:
        """The keys two spaces apart (one if that saves a line), a new line where the next
        one would not fit."""
        if not self.size.width:
            return
        lines = min((self.pack(gap) for gap in (2, 1)), key=len)
        self.update("\n".join(lines))
        self.styles.height = len(lines)

    def pack(self, gap: int) -> list[str]:
        lines: list[str] = []
        text, used = "", 0
        for markup, width in self.parts:
            if used and used + gap + width > self.size.width:
                lines.append(text)
                text, used = "", 0
            elif used:
                text, used = text + " " * gap, used + gap
            text, used = text + markup, used + width
        return [*lines, text]
