"""The rules engine: a state machine that asks questions and never calls a UI."""
