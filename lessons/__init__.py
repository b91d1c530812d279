"""The built-in lessons; installed as the package data `digimon_tui.lesson_data`."""
