"""The tables of move kinds: every kind is a word of its game's documented notation,
reads back from its text, and has its facts."""

import re
from pathlib import Path
from typing import get_args

import pytest

from digimon_tui.arena.verbs import FACTS, ArenaVerb
from digimon_tui.engine.verbs import MAIN, MainVerb, V, Verb, forms
from digimon_tui.loop.moves import TEXTS, IllegalMove, MoveTable, UnknownVerb, mv, parse

ROOT = Path(__file__).resolve().parent.parent


def _documented(path: Path) -> set[str]:
    """The first word of every move in the first column of the doc's move table."""
    rows = [line for line in path.read_text().splitlines() if line.startswith("| `")]
    cells = [row.split("|")[1] for row in rows]
    return {m.split()[0] for cell in cells for m in re.findall(r"`([^`]+)`", cell)}


def test_every_card_game_verb_is_a_documented_word_and_every_documented_move_a_verb():
    assert {v.value for v in Verb} == _documented(ROOT / "docs" / "notation.md")


def test_every_arena_verb_is_a_documented_word_and_has_its_facts():
    documented = _documented(ROOT / "digimon_tui" / "arena" / "NOTATION.md")
    assert {v.value for v in ArenaVerb} == documented
    assert set(FACTS) == set(ArenaVerb)


@pytest.mark.parametrize("verbs", [Verb, ArenaVerb])
def test_a_move_reads_back_from_its_text_as_its_kind(verbs):
    for verb in verbs:
        m = mv(verb, "ST1-01", "p1-2")
        back = parse(f"  {str(m).upper().split()[0]}   ST1-01 p1-2 ", verbs)
        assert back == m and back.verb is verb


def test_a_word_that_is_no_verb_is_refused_naming_the_move():
    with pytest.raises(UnknownVerb, match="'fly away' is not a move"):
        parse("fly  away", Verb)
    with pytest.raises(IllegalMove, match="an empty move"):
        parse("   ", ArenaVerb)


def test_a_move_made_with_a_plain_word_reads_as_its_kind():
    assert parse(mv("attack", "a", "player"), Verb).verb is Verb.ATTACK  # type: ignore[type-var]


def test_the_main_phase_actions_are_the_literal_type_and_each_is_a_form_of_one_key():
    assert set(get_args(MainVerb)) == set(MAIN)
    assert forms(Verb.PLAY) == {Verb.PLAY, Verb.OPTION}
    assert forms(Verb.DIGIVOLVE) == {Verb.DIGIVOLVE, Verb.DNA, Verb.BURST_DIGIVOLVE, Verb.APP_FUSE}
    assert forms(Verb.ACTIVATE) == {Verb.ACTIVATE, Verb.HAND, Verb.TRAIN}


def test_the_fast_verb_names_are_the_verbs_of_the_same_name():
    fast = {k: v for k, v in vars(V).items() if not k.startswith("_")}
    assert fast, "V names no verb"
    for name, verb in fast.items():
        assert verb is Verb[name], name


def test_a_move_table_hands_out_the_move_it_made_before():
    table = MoveTable(V.ATTACK)
    first = table["p1-2"]["player"]
    assert first == mv(V.ATTACK, "p1-2", "player") and type(first) is type(mv(V.PASS))
    assert table["p1-2"]["player"] is first
    assert table["p1-2"]["p2-1"] == mv(V.ATTACK, "p1-2", "p2-1")
    assert table["p1-3"]["player"] == mv(V.ATTACK, "p1-3", "player")


def test_a_moves_recorded_text_is_its_text():
    for m in (mv(V.PASS), mv(V.DIGIVOLVE, "p1-2", "ST1-07"), mv(ArenaVerb.PASS)):
        assert TEXTS[m] == str(m)
        assert TEXTS[m] is TEXTS[m]
