"""Lessons: positions with a goal the game checks, the rules they teach, hints and a
solution; checked by searching the position with the engine."""
