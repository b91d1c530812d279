"""The title screen: continue, new game, load, replay, scenario, cards, study, rules guide,
help, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from .. import storage

LOGO = r"""
 ___  _      _
|   \(_)__ _(_)_ __  ___ _ _
| |) | / _` | | '  \/ _ \ ' \
|___/|_\__, |_|_|_|_\___/_||_|
       |___/   Card Game · hotseat
"""

ITEMS = (
    ("continue", "Continue the last game"),
    ("new", "New game"),
    ("computer", "Play against the computer"),
    ("sealed", "Sealed: open packs, build a deck"),
    ("arena", "New Digi-Battle Arena game (1999 rules)"),
    ("load", "Load a saved game"),
    ("replay", "Replay a saved game or the autosave"),
    ("scenario", "Open a scenario file"),
    ("learn", "Learn: lessons, rulings drills, puzzles"),
    ("watch", "Watch the game played in another window"),
    ("cards", "Cards: search and read every card"),
    ("study", "Study: which cards pull their weight"),
    ("guide", "Rules guide"),
    ("help", "How to play (keys)"),
    ("quit", "Quit"),
)


class TitleScreen(Screen[None]):
    class Chosen(Message):
        """A menu item was chosen; the app routes it."""

        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    BINDINGS = [
        Binding("n", "menu('new')", "New game"),
        Binding("c", "menu('computer')", "Computer"),
        Binding("e", "menu('sealed')", "Sealed"),
        Binding("a", "menu('arena')", "Arena"),
        Binding("l", "menu('load')", "Load"),
        Binding("r", "menu('replay')", "Replay"),
        Binding("s", "menu('scenario')", "Scenario"),
        Binding("L", "menu('learn')", "Learn"),
        Binding("b", "menu('cards')", "Cards"),
        Binding("t", "menu('study')", "Study"),
        Binding("w", "menu('watch')", "Watch"),
        Binding("g", "menu('guide')", "Guide"),
        Binding("q", "menu('quit')", "Quit"),
    ]

    def __init__(self, note: str = "") -> None:
        super().__init__()
        self.note = note
        """A line to read before choosing (which autosave this app writes)."""

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="title-box"):
            yield Static(Text(LOGO.strip("\n"), style="bold"), id="logo")
            if self.note:
                yield Static(self.note, id="title-note", markup=False)
            yield OptionList(id="menu")
        yield Footer()

    def on_screen_resume(self) -> None:
        """Offer "continue" only when there is an autosave to continue."""
        menu = self.query_one("#menu", OptionList)
        have = storage.autosave_path().exists()
        menu.set_options(Option(text, id=key) for key, text in ITEMS if key != "continue" or have)
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        assert event.option.id is not None
        self.action_menu(event.option.id)

    def action_menu(self, key: str) -> None:
        self.post_message(self.Chosen(key))
