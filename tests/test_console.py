"""The --plain console: at each hand-over the scrollback is cleared too, a line typed at
the hand-over prompt is the player's answer, and undo follows the undo policy."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from digimon_tui.cards.model import Card
from digimon_tui.console import CLEAR, play_console
from digimon_tui.ui.setup import scenario_table

ATTACK = Path(__file__).parent / "ui" / "scenarios" / "attack-security.toml"


def run(cards: dict[str, Card], monkeypatch, answers: list[str]):
    table = scenario_table(ATTACK, ("Alice", "Bob"))
    prompts: list[str] = []
    feed = iter(answers)

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    assert play_console(table) == 0
    return table, prompts


def test_each_hand_over_clears_the_scrollback(cards, monkeypatch, capsys) -> None:
    table, prompts = run(cards, monkeypatch, ["", "pass", ""])
    out = capsys.readouterr().out
    hand_overs = [p for p in prompts if p.startswith("Hand the keyboard")]
    assert hand_overs == [
        "Hand the keyboard to Alice (p1) and press Enter... ",
        "Hand the keyboard to Bob (p2) and press Enter... ",
    ]
    assert out.count(CLEAR) == 2 and CLEAR.endswith("\033[3J")  # the scrollback cleared last
    assert out.split(CLEAR)[-1].count("Starlight Explosion") == 0  # Alice's hand is gone


def test_a_move_typed_at_the_hand_over_prompt_is_the_answer(cards, monkeypatch, capsys) -> None:
    table, prompts = run(cards, monkeypatch, ["play ST1-03"])
    assert table.game.moves == ["play ST1-03"]
    assert "> play ST1-03" in capsys.readouterr().out


@pytest.mark.parametrize(("answer", "moves"), [("n", ["attack garuda player"]), ("y", [])])
def test_undo_of_a_security_check_asks_the_other_player(
    cards, monkeypatch, capsys, answer: str, moves: list[str]
) -> None:
    table, prompts = run(cards, monkeypatch, ["attack garuda player", "undo", answer, ""])
    asked = [p for p in prompts if "asks to take back" in p]
    assert asked == [
        "Alice (p1) asks to take back 'attack garuda player' (it may have shown what was "
        "hidden: p2's security). Bob (p2), allow it? [y/N] "
    ]
    assert table.game.moves == moves
    out = capsys.readouterr().out
    assert out.count(CLEAR) == 3  # the first hand-over, the question, the hand-back
    assert out.endswith(CLEAR) or "Starlight Explosion" not in out.split(CLEAR)[2]


def test_undo_of_a_play_is_free_and_of_the_others_move_refused(cards, monkeypatch, capsys) -> None:
    table, prompts = run(cards, monkeypatch, ["play ST1-03", "undo", "pass", "", "undo"])
    assert not any("asks to take back" in p for p in prompts)
    assert table.game.moves == ["pass"]
    out = capsys.readouterr().out
    assert "Alice (p1) took back 'play ST1-03'" in out
    assert "! Can't undo: the last move was Alice (p1)'s" in out


def test_against_the_computer_no_hand_over_and_its_moves_in_the_log(
    cards, monkeypatch, capsys
) -> None:
    """Alice passes every turn; the computer (p2) answers by itself, its hand unprinted."""
    from digimon_tui.ui.setup import new_table

    table = new_table(cards, ("red", "blue"), ("Alice", "Computer"), seed=4, bots=(None, 2))
    prompts: list[str] = []

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        d = table.game.pending
        if d is None or len(prompts) > 40:
            raise EOFError
        return "pass" if d.kind == "main" else str(d.moves[0])

    monkeypatch.setattr("builtins.input", fake_input)
    assert play_console(table) == 0
    out = capsys.readouterr().out
    assert not [p for p in prompts if p.startswith("Hand the keyboard")]
    assert CLEAR not in out
    assert table.game.winner == "p2"
    playing = out.rsplit("Turn ", 1)[0]  # the last board, after the game, shows both hands
    assert playing.count("  hand: ") == playing.count("[p1] security") > 5  # Alice's alone
    assert "p2 decides" not in out  # the computer's questions and answers stay its own
    assert sum("· p2: " in line for line in out.splitlines()) > 5  # its moves, in the log


def test_undo_against_the_computer_takes_back_its_answers_too(cards, monkeypatch) -> None:
    from digimon_tui.ui.setup import new_table

    table = new_table(cards, ("red", "blue"), seed=6, first=0, bots=(None, 2))
    script = iter(["keep", "skip", "pass", "undo"])
    moves: list[list[str]] = []

    def fake_input(prompt: str = "") -> str:
        moves.append(list(table.game.moves))
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    assert play_console(table) == 0
    before_pass, after_computer, after_undo = moves[2], moves[3], moves[4]
    assert len(after_computer) > len(before_pass) + 2
    assert after_undo == before_pass


class Tmux:
    """A detached tmux session on its own server, read as a player scrolling back sees it."""

    def __init__(self, command: str, width: int, height: int) -> None:
        self.tmux = ["tmux", "-L", f"digimon-test-{uuid.uuid4().hex}", "-f", "/dev/null"]
        size = ["-x", str(width), "-y", str(height)]
        subprocess.run([*self.tmux, "new-session", "-d", *size, command], check=True)

    def history(self) -> str:
        """Everything the pane holds: the scrollback, then the screen."""
        cmd = [*self.tmux, "capture-pane", "-p", "-S", "-"]
        return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout

    def wait_for(self, seen: Callable[[str], bool]) -> str:
        deadline = time.monotonic() + 30
        while not seen(text := self.history()):
            assert time.monotonic() < deadline, f"timed out; the pane holds:\n{text}"
            time.sleep(0.1)
        return text

    def type(self, line: str) -> None:
        subprocess.run([*self.tmux, "send-keys", "-l", line], check=True)
        subprocess.run([*self.tmux, "send-keys", "Enter"], check=True)

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], check=False, capture_output=True)


def asking(text: str) -> bool:
    """The console waits for a move (tmux drops the prompt's trailing space)."""
    return text.rstrip().endswith("\n>")


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux to read a real scrollback")
@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 40)])
def test_a_hand_over_leaves_no_hand_in_the_tmux_scrollback(
    tmp_path: Path, width: int, height: int
) -> None:
    """p1's hand (Agumon, Starlight Explosion) is on p1's screen; after p1's turn the
    hand-over to p2 leaves none of it in tmux's history, and p2's (Sorrow Blue) none at
    the hand-over back to p1."""
    root = Path(__file__).parent.parent
    play = (
        f"{sys.executable} -c 'import sys; from digimon_tui.cli import main; sys.exit(main())'"
        f" play --plain --scenario {ATTACK}"
    )
    command = f"cd {root} && PYTHONPATH={root} DIGIMON_TUI_HOME={tmp_path} {play}; sleep 60"
    pane = Tmux(command, width, height)
    try:
        pane.wait_for(lambda text: "Hand the keyboard to Player 1" in text)
        pane.type("")
        assert "Starlight Explosion" in pane.wait_for(asking)
        pane.type("pass")
        to_p2 = pane.wait_for(lambda text: "Hand the keyboard to Player 2" in text)
        assert "Starlight Explosion" not in to_p2 and "Agumon" not in to_p2
        pane.type("")
        assert "Sorrow Blue" in pane.wait_for(asking)
        pane.type("pass")
        to_p1 = pane.wait_for(lambda text: "Hand the keyboard to Player 1" in text)
        assert "Sorrow Blue" not in to_p1 and "Gomamon" not in to_p1
    finally:
        pane.close()


def test_a_line_typed_before_the_hand_over_prompt_is_not_the_next_player_s(monkeypatch) -> None:
    """At a terminal, what the player handing over typed ahead (an extra Enter, a move) is
    thrown away: the next player's own line, typed at the prompt, is the one read."""
    import os
    import pty
    import threading

    from digimon_tui.console import hand_over

    master, slave = pty.openpty()
    with os.fdopen(slave, "r", encoding="utf-8") as terminal:
        monkeypatch.setattr(sys, "stdin", terminal)
        os.write(master, b"pass\n")  # typed ahead by the player handing over
        time.sleep(0.1)
        later = threading.Timer(0.3, os.write, (master, b"attack grizz player\n"))
        later.start()
        table = scenario_table(ATTACK, ("Alice", "Bob"))
        try:
            assert hand_over(table, 1) == "attack grizz player"
        finally:
            later.join()
            os.close(master)
