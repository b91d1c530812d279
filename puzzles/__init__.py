"""The built-in puzzles; installed as the package data `digimon_tui.puzzle_data`."""
