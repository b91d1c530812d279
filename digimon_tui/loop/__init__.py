"""What both games share: moves as values, the decisions a game waits on, the question
loop that runs a game's rules as a generator, and replaying a save's moves."""
