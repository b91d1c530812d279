"""Screens: the title, the new-game form, the table, its questions and overlays."""
