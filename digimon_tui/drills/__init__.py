"""Rulings drills: positions from official rulings with a question, the outcomes to
choose from and why, played out by the engine (docs/drills.md)."""
