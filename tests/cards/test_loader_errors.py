"""A bad card file gives one line naming the file, the card and the field, never a traceback,
and loading never changes the author's file."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.card_files import check
from digimon_tui.card_files.loader import CardFileError, load_card_file, load_cards

GOOD = """\
set = "ST9"

[[cards]]
number = "ZZ9-04"
name = "Testmon"
category = "digimon"
colors = ["red"]
level = 3
cost = 3
dp = 2000
"""

MAIN_DELETE = """
[[cards.effects]]
timing = "main"
steps = [{ do = "delete", target = { side = "opponents", max_dp = 4000 } }]
"""


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Work inside tmp_path so errors show the short relative path an author would type."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cards").mkdir()
    return tmp_path


def write(text: str, name: str = "st9.toml") -> Path:
    path = Path("cards") / name
    path.write_text(text, encoding="utf-8")
    return path


def error_for(text: str) -> str:
    path = write(text)
    with pytest.raises(CardFileError) as info:
        load_card_file(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("cards/st9.toml: ")
    return message


def test_good_file_loads(in_tmp: Path) -> None:
    (card,) = load_card_file(write(GOOD + MAIN_DELETE))
    assert card.number == "ZZ9-04"


def test_wrong_type_names_file_card_field_and_expectation(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("dp = 2000", 'dp = "lots"'))
    assert (
        message
        == "cards/st9.toml: card ZZ9-04: field dp: expected an integer from 0 to 30000, got 'lots'"
    )


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("dp = 2000", 'dp = "3000"', "field dp: expected an integer from 0 to 30000, got '3000'"),
        ("cost = 3", "cost = true", "field cost: expected an integer from 0 to 20, got true"),
        ("cost = 3", "cost = -1", "field cost: expected an integer from 0 to 20, got -1"),
        ("level = 3", "level = 3.5", "field level: expected an integer from 2 to 7, got 3.5"),
        ('["red"]', '["Red"]', "field colors[0]: expected one of 'red', 'blue',"),
        ('["red"]', "[]", "field colors: expected a list of at least 1 item"),
        ('"digimon"', '"monster"', "field category: expected one of 'digi-egg', 'digimon',"),
    ],
)
def test_values_are_checked_strictly(in_tmp: Path, old: str, new: str, expected: str) -> None:
    assert f"card ZZ9-04: {expected}" in error_for(GOOD.replace(old, new))


def test_invalid_toml_gives_the_line(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("dp = 2000", "dp = "))
    assert message.startswith("cards/st9.toml: invalid TOML: ")
    assert "line 10" in message


def test_unknown_field_suggests_the_right_one(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("dp = 2000", "dp = 2000\ndpp = 1"))
    assert message.startswith("cards/st9.toml: card ZZ9-04: field dpp: unknown field")
    assert "did you mean 'dp'?" in message


def test_unknown_top_level_table(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("[[cards]]", "[[card]]"))
    assert message.startswith("cards/st9.toml: field card: unknown field (did you mean 'cards'?")


def test_missing_field(in_tmp: Path) -> None:
    message = error_for(GOOD.replace('name = "Testmon"\n', ""))
    assert message == "cards/st9.toml: card ZZ9-04: field name: missing (expected non-empty text)"


def test_missing_field_required_by_category(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("dp = 2000\n", ""))
    assert message == "cards/st9.toml: card ZZ9-04: field dp: a digimon card needs `dp`"


def test_card_without_a_valid_number_is_named_by_position(in_tmp: Path) -> None:
    message = error_for(GOOD.replace('"ZZ9-04"', '"st9"'))
    assert message.startswith("cards/st9.toml: card cards[0]: field number: expected a card number")
    message = error_for(GOOD.replace('number = "ZZ9-04"\n', "").replace("dp = 2000", "dp = -5"))
    assert message.startswith("cards/st9.toml: card cards[0]: ")


def test_nested_effect_field_path(in_tmp: Path) -> None:
    text = GOOD + MAIN_DELETE.replace("max_dp = 4000", 'max_dp = "x"')
    text = text.replace(
        "[[cards.effects]]", '[[cards.effects]]\nkeyword = "blocker"\n\n[[cards.effects]]'
    )
    message = error_for(text)
    assert message == (
        "cards/st9.toml: card ZZ9-04: field effects[1].steps[0].target.max_dp: "
        "expected an integer, got 'x'"
    )


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('do = "delete"', 'do = "destroy"', "field effects[0].steps[0].do: expected one of"),
        ('do = "delete", ', "", "field effects[0].steps[0].do: missing"),
        ('timing = "main"', 'timing = "mian"', "field effects[0].timing: expected one of"),
        (
            "steps = [",
            "grants = [{ dp = 1 }]\nsteps = [",
            "field effects[0]: only persistent effects have `grants`",
        ),
        (
            'target = { side = "opponents", max_dp = 4000 }',
            'target = "those"',
            'field effects[0].steps[0].target: expected a table, "this" or "that", got \'those\'',
        ),
        ("max_dp = 4000", "max_dp = 4000, colour = 1", "field effects[0].steps[0].target.colour"),
    ],
)
def test_bad_effect_shapes(in_tmp: Path, old: str, new: str, expected: str) -> None:
    text = GOOD + MAIN_DELETE.replace(old, new, 1)
    assert f"card ZZ9-04: {expected}" in error_for(text)


def test_persistent_effect_without_grants(in_tmp: Path) -> None:
    text = GOOD + '\n[[cards.effects]]\ntiming = "your_turn"\n'
    message = error_for(text)
    assert message == (
        "cards/st9.toml: card ZZ9-04: field effects[0]: "
        "a persistent your_turn effect needs `grants`"
    )


def test_security_effect_errors_are_strict_too(in_tmp: Path) -> None:
    text = GOOD + '\n[[cards.security]]\nsteps = [{ do = "gain_memory", amount = "2" }]\n'
    message = error_for(text)
    assert message == (
        "cards/st9.toml: card ZZ9-04: field security[0].steps[0].amount: "
        "expected an integer >= 1, got '2'"
    )


def test_several_problems_are_counted_on_the_one_line(in_tmp: Path) -> None:
    message = error_for(GOOD.replace("dp = 2000", 'dp = "lots"').replace("cost = 3", "cost = -1"))
    assert message.endswith("(and 1 more problem in this file)")


def test_duplicate_number_in_one_file(in_tmp: Path) -> None:
    message = error_for(GOOD + GOOD.split("\n", 2)[2])
    assert message == (
        "cards/st9.toml: card ZZ9-04: field number: duplicate card number (also cards[0])"
    )


def test_duplicate_number_across_files(in_tmp: Path) -> None:
    first = write(GOOD, "a.toml")
    second = write(GOOD.replace('name = "Testmon"', 'name = "Othermon"'), "b.toml")
    with pytest.raises(CardFileError) as info:
        load_cards([first, second])
    assert str(info.value) == (
        "cards/b.toml: card ZZ9-04: field number: duplicate card number, already in cards/a.toml"
    )
    with pytest.raises(CardFileError):
        load_cards([Path("cards")])


def test_unreadable_files(in_tmp: Path) -> None:
    with pytest.raises(CardFileError, match=r"^cards/none\.toml: cannot read file: "):
        load_card_file(Path("cards/none.toml"))
    Path("cards/latin1.toml").write_bytes(GOOD.replace("Testmon", "Testm\xf6n").encode("latin-1"))
    with pytest.raises(CardFileError, match=r"^cards/latin1\.toml: not UTF-8 text"):
        load_card_file(Path("cards/latin1.toml"))


def test_card_files_are_data_not_code(in_tmp: Path) -> None:
    text = GOOD.replace('name = "Testmon"', "name = \"__import__('os').remove('x')\"")
    Path("x").write_text("keep me")
    (card,) = load_card_file(write(text))
    assert card.name.startswith("__import__")
    assert Path("x").read_text() == "keep me"


def test_check_reports_one_line_and_exit_code_2(
    in_tmp: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(GOOD.replace("dp = 2000", 'dp = "lots"'))
    before = path.read_bytes(), path.stat().st_mtime_ns
    assert check.main([str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "digimon-tui: cards/st9.toml: card ZZ9-04: field dp: "
        "expected an integer from 0 to 30000, got 'lots'\n"
    )
    assert "Traceback" not in err
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.parametrize("text", ["set = ", "set = 'X'\ncards = 3\n", GOOD + "[[cards]]\n"])
def test_check_never_shows_a_traceback(
    in_tmp: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    path = write(text)
    assert check.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("digimon-tui: cards/st9.toml: ")


def test_check_a_folder_without_card_files(
    in_tmp: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert check.main(["cards"]) == 2
    assert capsys.readouterr().err == "digimon-tui: cards: no card files (*.toml) in this folder\n"


def test_check_a_good_file(in_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(GOOD + MAIN_DELETE)
    assert check.main(["cards"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "ZZ9-04 Testmon · Digimon · red · Lv.3 · play cost 3 · 2000 DP",
        "    [Main] Delete 1 of your opponent's Digimon with 4000 DP or less.",
        "1 card in 1 file: OK",
    ]
