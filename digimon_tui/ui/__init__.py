"""The terminal app: a Textual front end that drives the engine by its pending decisions.

Textual gathers a screen's changes and draws them on a timer, at most `TEXTUAL_FPS` times a
second (60 unless set). A key that brings up a new screen waits for two or three of its
ticks (the layout, then the paint), so the app asks for 120: up to 25 ms sooner at a
hand-over, and nothing more is drawn while nothing changes. Set before Textual is imported,
and a player's own setting wins."""

import os

os.environ.setdefault("TEXTUAL_FPS", "120")
