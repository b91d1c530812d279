"""digimon-tui: the Digimon Card Game in the terminal."""
