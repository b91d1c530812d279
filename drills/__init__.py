"""The built-in drills; installed as the package data `digimon_tui.drill_data`."""
