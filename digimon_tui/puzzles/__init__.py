"""Puzzles: "win this turn" positions mined from simulated games, proved by the lessons'
search and graded by how long and how branching their solution is (docs/teaching.md)."""
