"""A name in the phrase grammar is one thing: a tree node named after a rule is built either
by that rule or by an alias that reads the very same phrase. Otherwise the transformer's
method of that name turns two different phrases into one value (a card description read as
the count "1", say) as soon as one of the rule's alternatives loses its own alias."""

from __future__ import annotations

from digimon_tui.compiler.compile import _parser


def _words(expansion) -> tuple[str, ...]:
    return tuple(s.name for s in expansion)


def test_an_alias_named_after_a_rule_reads_that_rules_phrase() -> None:
    rules = _parser().rules
    phrases: dict[str, set[tuple[str, ...]]] = {}
    for r in rules:
        phrases.setdefault(str(r.origin.name), set()).add(_words(r.expansion))
    clashes = [
        f"{r.origin.name}: -> {r.alias}"
        for r in rules
        if r.alias
        and str(r.alias) != str(r.origin.name)
        and str(r.alias) in phrases
        and _words(r.expansion) not in phrases[str(r.alias)]
    ]
    assert clashes == []
