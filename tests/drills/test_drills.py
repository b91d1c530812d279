"""The rulings drills (drills/*.toml): each one plays its ruling's outcome, their positions
are the rulings record's, `drill check` proves them and refuses a broken one in one line,
and a drill answered by choosing or by playing says what the engine did."""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from games import dummy
from positions import named_rulings, positions_text, record_positions

from digimon_tui.cli import main
from digimon_tui.drills import drill as drill_files
from digimon_tui.drills.drill import DrillError, builtin_dir, library, read_group
from digimon_tui.drills.play import check
from digimon_tui.drills.session import DrillRun

ROOT = Path(__file__).resolve().parents[2]
DRILLS, PROBLEMS = library()
REFERENCE = ROOT / ".." / "shared" / "reference" / "dcg" / "rulings.json"


def by_ruling(ruling: str):
    return next(d for d in DRILLS if d.ruling == ruling)


def test_the_built_in_drills_are_the_checkout_s_drills_folder() -> None:
    assert builtin_dir() == ROOT / "drills"
    assert PROBLEMS == []


def test_there_are_at_least_60_drills_across_keywords_and_timings() -> None:
    groups = Counter(d.group for d in DRILLS)
    assert len(DRILLS) >= 60
    assert len(groups) >= 8
    assert min(groups.values()) >= 4


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: f"{d.ruling} {d.title}")
def test_each_drill_plays_its_ruling_s_outcome(drill) -> None:
    out = check(drill)
    assert out.failed == []
    assert out.moves or out.refused


def test_drill_check_proves_every_built_in_drill(capsys) -> None:
    assert main(["drill", "check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len({d.group for d in DRILLS})
    assert all(": OK: " in line for line in out)


def test_the_positions_file_is_made_from_the_rulings_record() -> None:
    """`python tests/drills/positions.py` writes it; a drill's position is never hand-made."""
    shipped = (ROOT / "drills" / "positions.json").read_text(encoding="utf-8")
    assert shipped == positions_text(), "out of date: run python tests/drills/positions.py"


def test_every_drill_names_a_ruling_the_engine_plays_as_recorded() -> None:
    """Each built-in drill comes from a tested, passing ruling of the record: one the
    engine disagrees with is no drill."""
    named = named_rulings()
    assert named == {d.ruling for d in DRILLS}
    assert named <= set(record_positions())
    assert len(named) == len(DRILLS)


def test_the_plain_digimon_are_the_tests_plain_digimon() -> None:
    with (ROOT / "drills" / "plain-digimon.cards.toml").open("rb") as f:
        shipped = tomllib.load(f)["cards"]
    assert shipped == [dummy(dp) for dp in range(1000, 16000, 1000)]


def _runs(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def test_no_drill_is_written_in_the_official_ruling_s_words() -> None:
    """A drill's question, answers and why share no run of eight words with the official
    question or answer of its ruling."""
    if not REFERENCE.is_file():
        pytest.skip("../shared/reference is not beside the checkout")
    reference = json.loads(REFERENCE.read_text(encoding="utf-8"))
    official = {
        f"{number} {r['qno']}": r["question"] + " " + r["answer"]
        for number, found in reference.items()
        for r in found
    }
    copied = [
        d.ruling
        for d in DRILLS
        if _runs(" ".join([d.question, *d.choices, d.why]), 8)
        & _runs(official.get(d.ruling, ""), 8)
    ]
    assert copied == []


# ---- answering ------------------------------------------------------------------------


def test_choosing_the_right_outcome_plays_the_ruling_and_is_right() -> None:
    run = DrillRun(by_ruling("ST7-09 Q690"))
    out = run.choose(run.drill.answer)
    assert run.right and out.failed == []
    assert [m for m, _ in out.moves] == ["attack a player"]
    assert any("Dummy 4000 is deleted" in line for _, lines in out.moves for line in lines)


def test_choosing_a_wrong_outcome_still_shows_what_the_engine_does() -> None:
    run = DrillRun(by_ruling("ST7-09 Q690"))
    wrong = next(i for i in range(len(run.drill.choices)) if i != run.drill.answer)
    out = run.choose(wrong)
    assert not run.right
    assert out.failed == [] and out.moves


def test_playing_the_ruling_s_line_is_right_and_checked_on_the_learner_s_game() -> None:
    """Gallantmon attacks: the learner makes the attack; the [When Attacking] target is
    forced, the rest is the engine's."""
    run = DrillRun(by_ruling("ST7-09 Q690"))
    run.begin_play()
    assert "attack a player" in [str(m) for m in run.choices()]
    run.play("attack a player")
    assert run.answered and run.right and run.chosen is None
    assert run.outcome is not None and run.outcome.failed == []
    assert [m for m, _ in run.played] == ["attack a player"]


def test_playing_another_line_plays_the_ruling_s_line_beside_it() -> None:
    run = DrillRun(by_ruling("ST7-09 Q690"))
    run.begin_play()
    run.play("pass")
    assert run.answered and not run.right
    assert run.outcome is not None
    assert run.outcome.failed == []
    assert [m for m, _ in run.outcome.moves] == ["attack a player"]


def test_the_other_seat_answers_as_the_ruling_says() -> None:
    """Agumon's +2000 and a block: the learner attacks, the opponent's block is the
    ruling's."""
    run = DrillRun(by_ruling("ST7-02 Q680"))
    run.begin_play()
    run.play("attack a player")
    assert [m for m, _ in run.played] == ["attack a player", "block b"]
    assert run.right and run.outcome is not None and run.outcome.failed == []


def test_a_refused_move_is_shown_with_the_engine_s_reason() -> None:
    run = DrillRun(by_ruling("EX5-011 Q3546"))
    out = run.choose(run.drill.answer)
    assert [m for m, _ in out.refused] == ["attack p1-2 player"]
    assert re.search(r"\d+-\d+", out.refused[0][1])


# ---- bad drill files ------------------------------------------------------------------

GOOD = """
group = "Mine"

[[drills]]
title = "A plain attack"
question = "Your 5000 DP Digimon attacks a suspended 3000. What happens?"
choices = ["Yours is deleted.", "Theirs is deleted."]
answer = 2
why = "The higher DP wins the battle."
rules = ["14-2-1"]
steps = ["attack a x"]
p1.battle = [{ id = "a", cards = ["TST-5000"] }]
p2.battle = [{ id = "x", cards = ["TST-3000"], suspended = true }]
expect = { "players.p2.trash" = ["TST-3000"] }
"""


def test_a_teacher_s_drill_carries_its_own_position(tmp_path, capsys) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD)
    assert main(["drill", "check", str(path)]) == 0
    assert "OK: Mine (1 drills)" in capsys.readouterr().out
    found, problems = library([tmp_path])
    assert problems == [] and found[-1].title == "A plain attack"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("answer = 2", "answer = 3"), "answer: expected the right choice's number, 1 to 2"),
        (('rules = ["14-2-1"]', 'rules = ["99-1"]'), "'99-1' is not a rule"),
        (("answer = 2", "answer = 2\nhint = 1"), "unknown key 'hint'"),
        (
            ('"players.p2.trash" = ["TST-3000"]', '"players.p2.trash" = []'),
            "the engine doesn't play it so",
        ),
        (('steps = ["attack a x"]', 'steps = ["attack x a"]'), "steps: move 1 'attack x a'"),
        (('group = "Mine"', 'group = "Mine'), "invalid TOML"),
        (("expect = {", "refused = 'x'\nexpect = {"), "refused: expected a list of moves"),
        (("expect = {", "logged = [3]\nexpect = {"), "logged: expected a list of words"),
        (("expect = {", "offered = 5\nexpect = {"), "offered: expected a list of moves"),
        (('p1.battle = [{ id = "a", cards = ["TST-5000"] }]', "p1 = 3"), "p1: expected a table"),
        (('expect = { "players.p2.trash" = ["TST-3000"] }', "expect = 3"), "expect: expected a"),
        (('steps = ["attack a x"]', 'steps = "attack a x"'), "steps: expected a list of moves"),
        (
            (
                'p1.battle = [{ id = "a", cards = ["TST-5000"] }]',
                'p1.battle = [{ id = "a", cards = ["NOPE-1"] }]',
            ),
            "NOPE-1",
        ),
    ],
)
def test_a_broken_drill_is_one_line_naming_the_file_and_exit_2(
    tmp_path, capsys, change, words
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace(*change))
    before = path.read_bytes()
    code = main(["drill", "check", str(path)])
    err = capsys.readouterr().err
    if not words:  # a drill that names a ruling but carries its own position: fine
        assert code == 0
        return
    assert code == 2
    assert err.count("\n") == 1 and err.startswith(f"digimon-tui: {path}: ")
    assert words in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_a_drill_naming_an_unknown_ruling_without_a_position_is_refused(tmp_path) -> None:
    body = GOOD.split('steps = ["attack a x"]')[0] + 'ruling = "ST7-09 Q9"\n'
    path = tmp_path / "bad.toml"
    path.write_text(body)
    with pytest.raises(DrillError, match="no position for 'ST7-09 Q9'"):
        read_group(path)


def test_a_teacher_s_drill_may_ask_its_own_question_about_a_built_in_position(
    tmp_path,
) -> None:
    body = GOOD.split('steps = ["attack a x"]')[0] + 'ruling = "ST7-09 Q690"\n'
    path = tmp_path / "mine.toml"
    path.write_text(body)
    (mine,) = read_group(path)
    assert mine.position == by_ruling("ST7-09 Q690").position
    assert check(mine).failed == []


def test_a_damaged_positions_file_is_named(tmp_path) -> None:
    (tmp_path / drill_files.POSITIONS).write_text("[1, 2]")
    path = tmp_path / "mine.toml"
    path.write_text(GOOD)
    with pytest.raises(DrillError, match="positions.json: expected a table"):
        read_group(path)


def test_drill_check_with_no_files_says_so(tmp_path, capsys) -> None:
    assert main(["drill", "check", str(tmp_path)]) == 2
    assert "no drill files given" in capsys.readouterr().err


PAGE = (ROOT / "docs" / "drills.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"^```toml\n(.*?)^```$", PAGE, re.DOTALL | re.MULTILINE)


@pytest.mark.parametrize("text", EXAMPLES, ids=lambda t: t.splitlines()[0])
def test_each_example_of_docs_drills_checks(text: str, tmp_path: Path, capsys) -> None:
    assert EXAMPLES
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["drill", "check", str(path)]) == 0, capsys.readouterr().err


def test_a_teacher_s_folder_lists_its_drills_subfolder_on_the_learn_screen(tmp_path) -> None:
    from digimon_tui.ui.screens.learn import LearnScreen

    (tmp_path / "drills").mkdir()
    (tmp_path / "drills" / "mine.toml").write_text(GOOD)
    screen = LearnScreen([tmp_path])
    assert [d.title for d in screen.drills][-1] == "A plain attack"
    assert len(screen.drills) == len(DRILLS) + 1


def test_the_readme_gives_the_number_of_drills_and_the_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"{len(DRILLS)} rulings drills" in readme
    assert "| `digimon-tui drill check [FILE...]` |" in readme
