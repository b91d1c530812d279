"""Digi-Battle under its Arena rules: a second game mode with its own cards and engine."""
