"""Widgets of the table: they read the game state and post messages upward."""
