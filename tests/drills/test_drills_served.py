"""A drill through `digimon-tui serve`: a browser tab's app, driven over the page's own
websocket as the page's terminal drives it (keys in, the screen out), as test_serve's
tabs are: Learn, `d`, the first drill, the right answer, and its ruling's Q number."""

from __future__ import annotations

import asyncio
import json

import pytest
from test_serve import read_until, server  # noqa: F401  (the served app, on a free port)

aiohttp = pytest.importorskip("aiohttp", reason="aiohttp comes with textual-serve")

DOWN = "\x1b[B"
LEARN_AT = 7
"""The title menu's "Learn" entry, counted from the top (test_ui_drills finds it by id)."""


async def keys(ws, *pressed: str) -> None:
    for key in pressed:
        await ws.send_str(json.dumps(["stdin", key]))
        await asyncio.sleep(0.05)


def test_a_drill_is_answered_in_a_served_tab(server: str) -> None:  # noqa: F811
    async def drill() -> bytes:
        received = bytearray()
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"{server}ws?width=120&height=40") as ws:
                await read_until(ws, received, b"Card Game", 60)
                await keys(ws, *[DOWN] * LEARN_AT, "\r")
                await read_until(ws, received, b"Drills", 30)
                await keys(ws, "d", "\r")
                await read_until(ws, received, b"small Digimon alone", 30)
                await keys(ws, "2")
                await read_until(ws, received, b"Q690", 30)
        return bytes(received)

    received = asyncio.run(drill())
    assert b"Learn: lessons with a goal" in received
    assert b"Gallantmon attacks the player" in received
    assert b"Right: " in received and b"ST7-09 Q690" in received
