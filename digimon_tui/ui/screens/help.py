"""How to play at this table, the Arena's or a replay's: what happens there and every key.

Each screen that has keys of its own names its topic (`HELP_TOPIC`); the help opened over
it explains that screen."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.key_bar import KeyBar
from .settling import Settling

HOTSEAT = """\
Two people share this keyboard. When the player who must decide changes, a hand-over \
screen covers the table: the other player looks away, the next player presses a key, and \
only then is their hand shown. Your side is always at the bottom.
"""

MOVES = """
Main phase: select a card in your hand or on the field (arrow keys, Tab or a click). The \
panel on the right lists what it can do: press the key beside a move (1-9, then 0 and \
letters) or click it. Or press an action \
key; if the card can't do that, you are told why, with the rule.

Questions (keep or redraw, breeding, block, targets, "you may", which effect first) open \
in a box: press an answer's key, or arrows and Enter; i shows the card an answer is about.
"""

INTRO = (
    HOTSEAT
    + MOVES
    + """
The game is saved after every move (autosave.json in the data folder); the title \
screen's Continue picks it up.
"""
)

KEYS = (
    ("arrows, Tab", "select a card"),
    ("Esc", "back to the full list of legal moves"),
    ("1-9, 0, c f j ...", "make the move with that key (shown beside it)"),
    ("PgUp, PgDn", "page a list of moves longer than its panel (a small terminal's)"),
    ("p", "play the selected card, or use an Option"),
    ("d", "digivolve (from a hand card, or onto the selected Digimon)"),
    ("a", "attack with the selected Digimon"),
    ("m", "use the [Main] effect of the selected Digimon or Tamer"),
    ("e", "end the turn (pass)"),
    ("i, Enter", "the selected card up close, with its digivolution cards"),
    ("t", "your trash (click a Trash count for either player's)"),
    ("ctrl+z", "undo the last move"),
    ("ctrl+s", "save the game"),
    ("g", "rules guide"),
    ("ctrl+p", "command palette: open hands, forfeit, title screen..."),
    ("w", "open hands: why the other moves are refused, with the rules (PgUp/PgDn scroll)"),
    ("?", "this help"),
    ("ctrl+q, ctrl+c", "quit (the game is already saved)"),
)

SELECT_AND_MOVE = KEYS[:11]
"""The table's keys from selecting a card to its trash: a lesson's and a puzzle's too."""

LESSON_INTRO = (
    """\
A lesson: a position and a goal, written beside the board, that the game checks after \
every move. You play your side; the opponent answers by itself, so no hand-over screen \
comes, and nothing is saved but which lessons you have done (the game you left on the \
title screen stays as it was). A move that is refused, or after which the goal can't be \
reached any more, says why, with the rule.
"""
    + MOVES
)

PUZZLE_INTRO = (
    """\
A puzzle: win the game this turn, whatever the opponent does. By the puzzle rule the \
opponent holds no cards and their security is face up, top first, beside the board; the \
decks and your own security stay face down, and the win never depends on them. The \
opponent answers by itself, so no hand-over screen comes, and nothing is saved but which \
puzzles you have solved. A move after which the win can no longer be forced says so at \
once ("The win slipped away"), with why.
"""
    + MOVES
)


def learning_keys(solved: str, back: str, done: str) -> tuple[tuple[str, str], ...]:
    """A lesson's or a puzzle's keys: its own, then the table's for making moves."""
    return (
        ("h", "a hint; each press shows the next one"),
        ("s", f"the solution from where you are (the moves that {solved})"),
        ("r", "retry from the start (the hints shown stay shown)"),
        ("ctrl+z", "take your last move back, with the opponent's answers"),
        ("b", f"back to the list of {back}"),
        ("o", "the whole text beside the board in a box (a small terminal shows its start)"),
        *SELECT_AND_MOVE,
        ("g", "rules guide"),
        ("?", "this help"),
        ("ctrl+q, ctrl+c", f"quit (the {back} you have {done} are kept)"),
    )


ARENA_INTRO = """\
Digi-Battle Arena (the 1999 game): every decision is a question, and its answers are \
listed on the right beside the board, so you can see both Digimon's power while you \
choose. Secret choices (your Rookie, the card you place face down) are made behind the \
hand-over screen; the other player sees only the card's back until it is turned over.

A Digimon's power row, such as R140 G230 Y380, is its power against a RED, GREEN or \
YELLOW opponent: the opponent's type decides which number counts (A.3).
"""

ARENA_KEYS = (
    ("1-9, 0, c f j ...", "choose the answer with that key (or arrows and Enter)"),
    ("e", "decline: pass, place nothing, done discarding, keep the Rookie"),
    ("i", "the card you selected or the answer names, up close"),
    ("Tab, click", "select a card on the Mat or in your hand"),
    ("o", "your Offline pile (click an Offline count for either player's)"),
    ("r, g", "the Arena rules, at the step just cited"),
    ("ctrl+z, ctrl+s", "undo, save"),
)


REPLAY_INTRO = """\
A saved game, move by move: the board after the move shown, the log as it was then, and \
the list of moves. The public view draws no hand, and the moves still to come are listed \
only by who made them. A player's view, with their hand, is offered once the game is \
over, at a teaching table, or when both players agree.
"""

REPLAY_KEYS = (
    ("←, → (or , .)", "one move back, one forward"),
    ("Home, End", "the start, the last move"),
    ("↑↓, Enter", "in the move list (or a click): the position after that move"),
    ("t", "jump to the start of a turn"),
    ("v", "the view: public, or a player's"),
    ("f", "play on from here: a new game, saved as a new file"),
    ("x", "export this position as a scenario file"),
    ("g", "rules guide at the rule last cited at this move"),
    ("?", "this help"),
    ("Esc, q", "leave the replay"),
)

LEARN_INTRO = """\
The lessons come first, by topic in teaching order: each a position with a goal the game \
checks. Below them the rulings drills, grouped by keyword and timing: a position from an \
official ruling and a question, what happens when ...? Then the puzzles, easiest first: \
win this turn. What you have finished is marked done; it is kept in the data folder.
"""

LEARN_KEYS = (
    ("↑↓, Enter", "choose a lesson, a drill or a puzzle (or a click)"),
    ("d", "the drills"),
    ("p", "the puzzles"),
    ("g", "rules guide"),
    ("?", "this help"),
    ("Esc, b", "back to the title screen"),
)

DRILL_INTRO = """\
A drill: a position from an official ruling, in the project's own words, and a question \
about it. Choose what happens, or play the moves yourself (p) while the other player \
answers as the ruling does. Then the engine plays it out: whether you were right, why, \
the rules and the ruling's Q number, and every move played with the lines it wrote in the \
log; the board shows the position afterwards. Only your seat is drawn: the other hand, \
the security stacks and the decks are counts.
"""

DRILL_KEYS = (
    ("1-9, Enter", "choose an outcome (or a move, when you play it)"),
    ("p", "play it yourself"),
    ("↑↓, PgUp, PgDn", "scroll the answer"),
    ("r", "ask it again"),
    ("n", "the next drill"),
    ("g", "rules guide at the drill's rule"),
    ("?", "this help"),
    ("Esc, b", "back to the list"),
)

TOPICS: dict[str, tuple[str, str, tuple[tuple[str, str], ...]]] = {
    "table": ("How to play", INTRO, KEYS),
    "arena": ("How to play", ARENA_INTRO, ARENA_KEYS),
    "replay": ("How to replay", REPLAY_INTRO, REPLAY_KEYS),
    "lesson": (
        "How a lesson works",
        LESSON_INTRO,
        learning_keys("reach the goal", "lessons", "done"),
    ),
    "puzzle": ("How a puzzle works", PUZZLE_INTRO, learning_keys("win", "puzzles", "solved")),
    "learn": ("Learn", LEARN_INTRO, LEARN_KEYS),
    "drill": ("How a drill works", DRILL_INTRO, DRILL_KEYS),
}
"""Each topic's title, introduction and keys."""


def _keys(t: Text, keys: tuple[tuple[str, str], ...]) -> None:
    """One key a line, what it does in a column after the longest key."""
    width = max(len(key) for key, _ in keys) + 2
    for key, does in keys:
        t.append(f"  {key:<{width}}", style="bold")
        t.append(does + "\n")


def help_text(topic: str = "table") -> Text:
    _, intro, keys = TOPICS[topic]
    t = Text(intro)
    t.append("\nKeys\n", style="bold")
    _keys(t, keys)
    return t


class TextDialog(Settling, ModalScreen[None]):
    """A long text in a box over the screen, scrolled with the arrow keys and PgUp/PgDn."""

    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, title: str, text: Text) -> None:
        super().__init__(classes="detail")
        self.title_text = title
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"), VerticalScroll(id="detail-text"):
            yield Static(self.text)
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = self.title_text

    def action_close(self) -> None:
        self.dismiss(None)


class HelpScreen(TextDialog):
    BINDINGS = [Binding("escape,q,question_mark", "close", "Close")]

    def __init__(self, topic: str = "table") -> None:
        super().__init__(TOPICS[topic][0], help_text(topic))
        self.topic = topic
