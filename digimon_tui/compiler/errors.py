"""What the compiler says when it can't read a phrase."""

from __future__ import annotations


class CompileError(ValueError):
    """Card text the grammar can't read, or that reads as an invalid definition.

    `str()` is one line: the card (when known), the words it stopped at and the nearest
    phrases it knows there, so a designer can fix the wording without reading the grammar.
    """

    def __init__(
        self,
        problem: str,
        *,
        card: str | None = None,
        at: str = "",
        after: str = "",
        expected: tuple[str, ...] = (),
    ) -> None:
        self.problem = problem
        self.card = card
        self.at = at
        self.after = after
        self.expected = expected
        super().__init__(self._message())

    def _message(self) -> str:
        parts = [f"card {self.card}"] if self.card else []
        text = self.problem
        if self.at:
            text += f' at "{self.at}"'
        if self.after:
            text += f' after "{self.after}"'
        if self.expected:
            text += "; expected " + " or ".join(f'"{e}"' for e in self.expected)
        parts.append(text)
        return ": ".join(parts)

    def for_card(self, card: str) -> CompileError:
        """The same error, naming the card it was compiling."""
        return CompileError(
            self.problem, card=card, at=self.at, after=self.after, expected=self.expected
        )
