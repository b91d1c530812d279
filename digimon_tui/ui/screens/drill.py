"""A rulings drill: the position as the learner's seat sees it, the question, and the
outcomes to choose from (or `p`, play it yourself); then the engine plays the ruling's
moves and the screen shows what happened, whether the answer was right, why, and the
rules and official Q number behind it. `n` goes on to the next drill, `r` asks again.

Only the learner's seat is drawn: their own hand, the other hand, security and decks as
counts, and the log, which is public. The drill's texts are shown as text, never markup.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui import guide
from digimon_tui.drills.drill import Drill, DrillError
from digimon_tui.drills.session import DrillRun
from digimon_tui.engine.game import Game
from digimon_tui.engine.render import board_text
from digimon_tui.engine.state import PLAYER_NAMES

from .. import progress
from ..move_labels import label
from ..widgets.sync import show

CHOICE_KEYS = "123456789"


def position_text(g: Game, learner: int) -> Text:
    """The board as the learner's seat sees it: their hand only, the rest as counts."""
    text = board_text(g, show_hands=(learner,))
    for player, name in enumerate(PLAYER_NAMES):
        who = "You" if player == learner else "Opponent"
        text = text.replace(f"[{name}]", f"{who} ({name}):")
    return Text(text)


def rules_text(drill: Drill) -> Text:
    """Each rule the drill cites with its title in the guide, and the official ruling."""
    t = Text()
    for rule in drill.rules:
        entry = guide.find(rule)
        title = entry.title if entry is not None else ""
        t.append(f"{rule}", style="bold cyan")
        t.append(f" {title}\n")
    if drill.ruling:
        t.append("Official ruling: ", style="bold")
        t.append(f"{drill.ruling}\n")
    return t


class DrillScreen(Screen[None]):
    BINDINGS = [
        Binding("p", "play", "Play it"),
        Binding("r", "retry", "Again"),
        Binding("n", "next", "Next drill"),
        Binding("g", "guide", "Rules guide"),
        Binding("escape,b", "app.pop_screen", "Drills"),
        *(Binding(k, f"choose({i})", show=False) for i, k in enumerate(CHOICE_KEYS)),
    ]
    HELP_TOPIC = "drill"

    def __init__(self, drills: Sequence[Drill], at: int) -> None:
        super().__init__(classes="drill")
        self.drills = list(drills)
        self.at = at
        self.run = DrillRun(drills[at])
        self.playing = False
        self.note = ""
        """One line about the last key, such as why a move can't be made."""

    def compose(self) -> ComposeResult:
        yield Static(id="drill-head")
        with Vertical(id="drill-body"):
            with VerticalScroll(id="drill-board-box"):
                yield Static(id="drill-board")
            with VerticalScroll(id="drill-panel"):
                yield Static(id="drill-question")
                yield OptionList(id="drill-choices")
                yield Static(id="drill-result")
        yield Footer()

    def on_mount(self) -> None:
        self.draw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":
            return not self.playing and not self.run.answered
        if action == "next":
            return self.at + 1 < len(self.drills)
        return True

    # ---- drawing ------------------------------------------------------------------------

    def draw(self) -> None:
        run, drill = self.run, self.run.drill
        head = Text(f" Drill {self.at + 1}/{len(self.drills)} ", style="reverse bold")
        head.append(f" {drill.group}: ", style="bold")
        head.append(drill.title)
        show(self.query_one("#drill-head", Static), head, layout=True)
        box = self.query_one("#drill-board-box")
        box.border_title = (
            "The position"
            if not run.answered
            else "After the engine's play"
            if run.right or run.chosen is not None
            else "After your moves (the ruling's line is played below)"
        )
        show(
            self.query_one("#drill-board", Static),
            position_text(run.game, run.learner),
            layout=True,
        )
        question = Text(drill.question + "\n", style="bold")
        if self.note:
            question.append(self.note + "\n", style="yellow")
        show(self.query_one("#drill-question", Static), question, layout=True)
        menu = self.query_one("#drill-choices", OptionList)
        menu.display = not run.answered
        if not run.answered:
            menu.set_options(self._options())
            menu.highlighted = 0
            menu.focus()
        result = self.query_one("#drill-result", Static)
        show(result, self._result() if run.answered else self._keys_note(), layout=True)
        if run.answered:
            self.query_one("#drill-panel", VerticalScroll).focus()
        self.refresh_bindings()

    def _options(self) -> list[Option]:
        if self.playing:
            g = self.run.game
            return [
                Option(Text(f"{CHOICE_KEYS[i]}  {label(g, m)}" if i < 9 else label(g, m)))
                for i, m in enumerate(self.run.choices())
            ]
        return [
            Option(Text(f"{CHOICE_KEYS[i]}  {c}")) for i, c in enumerate(self.run.drill.choices)
        ]

    def _keys_note(self) -> Text:
        if self.playing:
            d = self.run.game.pending
            t = Text(f"Your move: {d.prompt}\n" if d is not None else "", style="bold")
            t.append("The other player answers as the ruling says.", style="dim")
            return t
        return Text("Choose what happens (1-9 or Enter), or p to play it yourself.", style="dim")

    def _result(self) -> Text:
        run, drill = self.run, self.run.drill
        out = run.outcome
        assert out is not None
        t = Text()
        right = drill.choices[drill.answer]
        if run.chosen is not None:
            if run.right:
                t.append("Right: ", style="bold green")
            else:
                t.append(f"Not quite: the answer is {drill.answer + 1}: ", style="bold yellow")
            t.append(right + "\n\n")
        else:
            t.append("Moves played: ", style="bold")
            t.append(", ".join(m for m, _ in run.played) or "nothing", style="italic")
            t.append("\n")
            if not run.right:
                t.append("The ruling is about another line: ", style="bold yellow")
                t.append(", ".join(run.line), style="italic")
                t.append(" (played out below).\n")
            t.append("What happens: ", style="bold")
            t.append(right + "\n\n")
        t.append("Why\n", style="bold underline")
        t.append(drill.why + "\n\n")
        t.append_text(rules_text(drill))
        moves = run.played if run.chosen is None and run.right else out.moves
        if moves or out.refused:
            t.append("\nWhat the engine played\n", style="bold underline")
        for move, lines in moves:
            t.append(f"{move}\n", style="bold")
            for line in lines:
                t.append(f"  · {line}\n")
        for move, reason in out.refused:
            t.append(f"{move}", style="bold")
            t.append(f" is refused: {reason}\n")
        return t

    # ---- keys ---------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option_index)

    def action_choose(self, i: int) -> None:
        run = self.run
        if run.answered:
            return
        try:
            if self.playing:
                moves = run.choices()
                if i >= len(moves):
                    return
                run.play(str(moves[i]))
            elif i < len(run.drill.choices):
                run.choose(i)
            else:
                return
        except DrillError as e:  # a teacher's drill whose steps the rules refuse
            self.note = f"This drill can't be played out: {e}"
            self.draw()
            return
        if run.answered and run.right:
            self.note = progress.mark_done(run.drill.key) or ""
        self.draw()

    def action_play(self) -> None:
        if self.run.answered or self.playing:
            return
        self.playing = True
        self.run.begin_play()
        self.draw()

    def action_retry(self) -> None:
        self.open(self.at)

    def action_next(self) -> None:
        if self.at + 1 < len(self.drills):
            self.open(self.at + 1)

    def open(self, at: int) -> None:
        try:
            run = DrillRun(self.drills[at])
        except DrillError as e:
            self.notify(f"{self.drills[at].title}: {e}", severity="error", markup=False)
            return
        self.at = at
        self.run = run
        self.playing = False
        self.note = ""
        self.query_one("#drill-panel", VerticalScroll).scroll_home(animate=False)
        self.draw()

    def action_guide(self) -> None:
        from .guide import GuideScreen

        self.app.push_screen(GuideScreen(self.run.drill.rules[0]))

    DEFAULT_CSS = """
    DrillScreen #drill-head { height: auto; }
    DrillScreen #drill-body { height: 1fr; }
    DrillScreen #drill-board-box {
        height: auto; max-height: 50%; border: round $primary; padding: 0 1;
    }
    DrillScreen #drill-panel { height: 1fr; padding: 0 1; }
    DrillScreen #drill-choices { height: auto; max-height: 12; border: none; padding: 0; }
    """
