"""Pictures of a study: the heat map and the card chart are SVG whose names are text,
never markup; a picture that can't be written is refused before any game is played."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from digimon_tui.card_stats import CardStats, Seen, rows
from digimon_tui.charts import card_chart, heat_map
from digimon_tui.cli import main

SVG = "{http://www.w3.org/2000/svg}"


def _texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


def test_the_heat_map_has_a_cell_per_pair_with_the_row_decks_rate():
    wins = {("a", "b"): (3, 4), ("b", "a"): (1, 4)}
    svg = heat_map(["a", "b"], wins)
    assert _texts(svg) == ["a", "b", "a", "75%", "b", "25%"]
    titles = [t.text for t in ET.fromstring(svg).iter(f"{SVG}title")]
    assert titles[0].startswith("a against b: 75.0% of 4")


def test_names_from_files_are_text_in_the_pictures():
    name = '<b>&"Mon"'
    svg = heat_map([name, "x"], {(name, "x"): (1, 2)})
    assert name in _texts(svg)  # parsed back as the same text: escaped, not markup
    stats = CardStats()
    stats.add_game((Seen(frozenset({"C"}), frozenset()), Seen(frozenset(), frozenset())), 0)
    stats.add_game((Seen(frozenset(), frozenset()), Seen(frozenset(), frozenset())), 1)
    chart = card_chart(rows(stats, {0: name, 1: "them"}, {}, {}))
    assert f"{name} C " in _texts(chart)
    assert len(list(ET.fromstring(chart).iter(f"{SVG}circle"))) == 2  # drawn, not drawn


def test_study_draws_both_pictures(tmp_path: Path, capsys):
    study = tmp_path / "s.toml"
    study.write_text('games = 4\nseed = 1\ndecks = ["red", "blue", "yellow"]\n')
    heat, chart = tmp_path / "heat.svg", tmp_path / "cards.svg"
    args = ["study", str(study), "--workers", "1", "--card-stats"]
    assert main([*args, "--heat-map", str(heat), "--card-chart", str(chart)]) == 0
    assert _texts(heat.read_text())[:3] == ["red", "blue", "yellow"]
    assert len(_texts(heat.read_text())) == 3 + 3 * (1 + 2)  # no mirror: no diagonal rate
    drawn = ET.fromstring(chart.read_text()).iter(f"{SVG}circle")
    assert len(list(drawn)) >= 45  # every card of three decks, drawn at least


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--card-chart", "x.svg"], "--card-chart draws the card statistics: add --card-stats"),
        (["--heat-map", "x.png"], "x.png: expected a file name ending in .svg"),
        (["--heat-map", "gone/x.svg"], "gone/x.svg: can't write it: no such folder"),
    ],
)
def test_a_picture_that_cant_be_written_is_refused_first(tmp_path, capsys, args, expected):
    study = tmp_path / "s.toml"
    study.write_text('games = 400\ndecks = ["red", "blue"]\n')  # would take a while
    assert main(["study", str(study), *args]) == 2
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1
