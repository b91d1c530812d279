"""Cards as data: the models, the effect language, loading, text and decks."""
