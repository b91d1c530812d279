"""`digimon-tui serve` in a real browser: the server starts on a free port, a headless
Chromium (the distribution's package) opens the page, its terminal connects, and the
title screen's text arrives in the page's terminal.

The page's terminal draws on a canvas, so the test reads what the page received: it
drives Chromium over its DevTools protocol, records the frames of the page's own
websocket (the app's screen, as terminal output) and asks the page whether its
terminal has written them (textual-serve marks the page `-first-byte` once it has).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import errno
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

aiohttp = pytest.importorskip("aiohttp", reason="aiohttp comes with textual-serve")

WINDOW = (1280, 900)
"""Chromium's window (`browser`); the page is as wide, a little lower."""

ROOT = Path(__file__).resolve().parents[1]
TITLE_TEXT = ("Play against the computer", "Learn: lessons, rulings drills, puzzles")
"""Two items of the title screen's menu."""


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise AssertionError(f"the server stopped: {proc.communicate()[1]!r}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"nothing listened on port {port} after {seconds} s")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    env = {**os.environ, "DIGIMON_TUI_HOME": str(tmp_path / "home")}
    cmd = [sys.executable, "-m", "digimon_tui.cli", "serve", "--host", "127.0.0.1"]
    proc = subprocess.Popen(
        [*cmd, "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for_port(port, proc, 30)
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(proc)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[int]:
    """A headless Chromium with its DevTools port; yields the port."""
    path = chromium()
    if path is None:
        pytest.skip("no Chromium: install the distribution's package (apt-get install chromium)")
    profile = tmp_path / "chromium"
    proc = subprocess.Popen(
        [
            path,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            f"--window-size={WINDOW[0]},{WINDOW[1]}",
            # The page links a web font; other hosts fail at once instead of timing out.
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        active = profile / "DevToolsActivePort"
        end = time.monotonic() + 30
        while not (active.exists() and active.read_text().strip()):
            if time.monotonic() > end or proc.poll() is not None:
                raise AssertionError("Chromium did not open its DevTools port")
            time.sleep(0.2)
        yield int(active.read_text().split()[0])
    finally:
        stop(proc)


class DevTools:
    """The few DevTools protocol calls the test needs, over one page's websocket."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.next_id = 0
        self.received = bytearray()
        """What the page's own websockets received."""

    async def call(self, method: str, **params) -> dict:
        self.next_id += 1
        mine = self.next_id
        await self.ws.send_json({"id": mine, "method": method, "params": params})
        while True:
            message = await self.read()
            if message.get("id") == mine:
                return message.get("result", {})

    async def read(self) -> dict:
        message = json.loads((await self.ws.receive()).data)
        if message.get("method") == "Network.webSocketFrameReceived":
            response = message["params"]["response"]
            data = response["payloadData"]
            binary = response["opcode"] == 2
            self.received += base64.b64decode(data) if binary else data.encode()
        return message

    async def wait_for(self, texts: tuple[str, ...], seconds: float) -> str:
        """Until every text has arrived over the page's websocket; what arrived."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            got = self.received.decode("utf-8", "replace")
            if all(t in got for t in texts):
                return got
            try:
                await asyncio.wait_for(self.read(), timeout=max(0.1, end - time.monotonic()))
            except TimeoutError:
                break
        return self.received.decode("utf-8", "replace")


KEYS = {
    "down": ("ArrowDown", "ArrowDown", 40, ""),
    "left": ("ArrowLeft", "ArrowLeft", 37, ""),
    "enter": ("Enter", "Enter", 13, "\r"),
}
"""Keys by name: the DOM key, its code, the virtual key code and the text it types."""


@contextlib.asynccontextmanager
async def terminal_page(
    devtools_port: int, url: str, ready: tuple[str, ...]
) -> AsyncIterator[DevTools]:
    """The browser's page opened at `url`, once every text of `ready` has arrived, its
    terminal focused to be typed into."""
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{devtools_port}/json/list") as r:
            pages = [t for t in await r.json() if t["type"] == "page"]
        async with http.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.call("Network.enable")
            await tools.call("Page.enable")
            await tools.call("Page.navigate", url=url)
            await tools.wait_for(ready, 60)
            await asyncio.sleep(0.5)
            focus = "document.querySelector('.xterm-helper-textarea').focus()"
            await tools.call("Runtime.evaluate", expression=focus)
            yield tools


async def press(tools: DevTools, *keys: str) -> None:
    """Type into the page's terminal: named keys (KEYS) or single letters and digits."""
    for name in keys:
        if name in KEYS:
            key, code, vk, text = KEYS[name]
        else:
            key, text, vk = name, name, ord(name.upper())
            code = f"Digit{name}" if name.isdigit() else f"Key{name.upper()}"
        for kind in ("keyDown", "keyUp"):
            await tools.call(
                "Input.dispatchKeyEvent",
                type=kind,
                key=key,
                code=code,
                text=text if kind == "keyDown" else "",
                windowsVirtualKeyCode=vk,
            )
        await asyncio.sleep(0.05)


async def screenshot(tools: DevTools) -> bytes:
    await asyncio.sleep(1)  # the page's terminal draws what arrived
    shot = await tools.call("Page.captureScreenshot", format="png")
    return base64.b64decode(shot["data"])


def check_screenshot(png: bytes) -> None:
    """A PNG of the page (the window less its frame) with something drawn on it."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
    assert width == WINDOW[0] and 0.5 * WINDOW[1] < height <= WINDOW[1]  # less the frame
    assert len(png) > 20_000, "the screenshot is blank"


async def open_page(devtools_port: int, url: str) -> tuple[str, bool, str]:
    """Load `url` in the browser: what its terminal received, whether the page wrote it
    to its terminal, and the page's own text (outside the terminal)."""
    async with terminal_page(devtools_port, url, TITLE_TEXT) as tools:
        got = tools.received.decode("utf-8", "replace")
        shown = await tools.call(
            "Runtime.evaluate",
            expression="document.body.classList.contains('-first-byte')",
            returnByValue=True,
        )
        page = await tools.call(
            "Runtime.evaluate", expression="document.body.textContent", returnByValue=True
        )
        return got, shown["result"]["value"], page["result"]["value"]


def test_served_app_is_drawn_in_a_headless_browser(server: str, browser: int) -> None:
    received, written, page = asyncio.run(open_page(browser, server))
    for text in TITLE_TEXT:
        assert text in received, f"{text!r} never reached the page: {received[-400:]!r}"
    assert written, "the page received the app but its terminal did not write it"
    assert "digimon-tui" in page  # the page names the app it serves


def test_serve_on_a_port_in_use_gets_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        cmd = [sys.executable, "-m", "digimon_tui.cli", "serve", "--host", "127.0.0.1"]
        done = subprocess.run(
            [*cmd, "--port", str(port)], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == (
        f"digimon-tui: can't serve on 127.0.0.1:{port}: {os.strerror(errno.EADDRINUSE)}"
    )


def test_serve_refuses_a_bad_port(capsys: pytest.CaptureFixture[str]) -> None:
    from digimon_tui.cli import main

    assert main(["serve", "--port", "70000"]) == 2
    assert capsys.readouterr().err.startswith("digimon-tui: --port 70000:")


def test_the_apps_serve_starts_know_they_are_served(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each browser tab's app is started with the served marker (through the shell, as
    textual-serve runs it), so its files stay in the data folder; a plain start has none."""
    from digimon_tui.serve import app_command
    from digimon_tui.ui import storage

    monkeypatch.delenv(storage.SERVED_ENV, raising=False)
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    assert not storage.served()
    command = app_command()
    assert command.endswith(" -m digimon_tui.cli play")
    probe = "from digimon_tui.ui.storage import served; print(served())"
    command = command.removesuffix("-m digimon_tui.cli play") + f'-c "{probe}"'
    done = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "True", done.stderr


async def read_until(
    ws: aiohttp.ClientWebSocketResponse, received: bytearray, until: bytes, seconds: float
) -> None:
    """Add to `received` what a browser tab's app sends its terminal, until `until` has
    arrived or `seconds` passed; the tab stays open."""
    end = time.monotonic() + seconds
    while until not in received and time.monotonic() < end:
        try:
            message = await asyncio.wait_for(ws.receive(), timeout=end - time.monotonic())
        except TimeoutError:
            break
        data = message.data
        received += data if isinstance(data, bytes) else str(data).encode()


async def _tab(ws: aiohttp.ClientWebSocketResponse, until: bytes, seconds: float) -> bytes:
    """What a browser tab's app sent its terminal, until `until` arrived (the title
    screen is drawn) or `seconds` passed; the tab stays open."""
    received = bytearray()
    await read_until(ws, received, until, seconds)
    return bytes(received)


def test_each_browser_tab_keeps_its_own_autosave(server: str, tmp_path: Path) -> None:
    """Two tabs are two apps on the server's data folder: each holds an autosave of its
    own, and the second's title screen says which."""
    home = tmp_path / "home"

    async def two_tabs() -> tuple[bytes, bytes]:
        async with aiohttp.ClientSession() as http:
            url = f"{server}ws?width=80&height=24"
            async with http.ws_connect(url) as first:
                # the title is up: the first tab holds the first autosave
                drawn = await _tab(first, b"Card Game", 60)
                async with http.ws_connect(url) as second:
                    return drawn, await _tab(second, b"autosave-2.json", 60)

    first, second = asyncio.run(two_tabs())
    assert b"Card Game" in first and b"autosave-2.json" in second
    pids = {lock.name: lock.read_text() for lock in home.glob("*.lock")}
    assert sorted(pids) == ["autosave-2.lock", "autosave.lock"]
    assert len(set(pids.values())) == 2


def test_an_app_served_by_another_textual_server_counts_as_served(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`textual serve "digimon-tui"` starts the app with Textual's web driver but without
    the marker: its files stay in the data folder all the same."""
    from digimon_tui.ui import storage

    monkeypatch.delenv(storage.SERVED_ENV, raising=False)
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    assert storage.served() and storage.files_root() == storage.data_home()
