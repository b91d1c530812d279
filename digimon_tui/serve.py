"""`digimon-tui serve`: the app in a web browser, for a projector or a remote student.

textual-serve runs a web server; every browser tab that opens the page gets its own app
process, started with the same Python as this one (so a checkout or a virtual
environment serves itself), and its screen drawn in the page's terminal.
"""

from __future__ import annotations

import shlex
import sys


def app_command() -> str:
    """The shell command each browser connection runs: the title screen."""
    return f"{shlex.quote(sys.executable)} -m digimon_tui.cli play"


def serve(host: str, port: int, public_url: str | None = None) -> None:
    """Serve until interrupted (ctrl+c)."""
    from textual_serve.server import Server

    Server(app_command(), host=host, port=port, title="digimon-tui", public_url=public_url).serve()
