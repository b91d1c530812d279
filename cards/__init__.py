"""The built-in card files; installed as the package data `digimon_tui.card_data`."""
