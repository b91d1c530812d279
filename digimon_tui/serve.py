"""`digimon-tui serve`: the app in a web browser, for a projector or a remote student.

textual-serve runs a web server; every browser tab that opens the page gets its own app
process, started with the same Python as this one (so a checkout or a virtual
environment serves itself), and its screen drawn in the page's terminal. Each app is
started with `DIGIMON_TUI_SERVED` set: it then opens and saves files only inside the data
folder (`storage.served`), since whoever reaches the port types their names.
"""

from __future__ import annotations

import shlex
import sys

from digimon_tui.ui.storage import SERVED_ENV


def app_command() -> str:
    """The shell command each browser connection runs: the title screen, served."""
    return f"{SERVED_ENV}=1 {shlex.quote(sys.executable)} -m digimon_tui.cli play"


def serve(host: str, port: int, public_url: str | None = None) -> None:
    """Serve until interrupted (ctrl+c)."""
    from textual_serve.server import Server

    Server(app_command(), host=host, port=port, title="digimon-tui", public_url=public_url).serve()
