"""The card sweep: every card put where its effects trigger, then random play, counting
the effects that changed the state (`run`). `digimon-tui cards list --sweep` reports it set
by set; the tests run it over the whole pool with the random-play invariants checked."""
