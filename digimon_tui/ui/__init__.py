"""The terminal app: a Textual front end that drives the engine by its pending decisions."""
