"""The corpus of real deck lists (tests/decks/corpus/<era>/): each list whole and sourced,
the figures per era never falling, and `deck corpus` counting lists, imports and plays."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_random_play import check_invariants

from digimon_tui.cards.deck_lists import write_deck_list
from digimon_tui.cards.decks import load_deck
from digimon_tui.cli import main
from digimon_tui.deck_corpus import corpus_lists, measure, report
from digimon_tui.engine.game import Game

CORPUS = Path(__file__).parent / "corpus"

PLAYS = frozenset(
    {
        "bt1-bt5/bt4-dgo-2021-06-26-1-security-control.txt",
        "bt6-bt10/bt7-red-jesmon.txt",
        "bt6-bt10/bt10-dgo-2022-11-19-1-wargreymon.txt",
        "bt6-bt10/bt9-dgo-2022-10-01-2-security-control.txt",
        "bt11-bt15/bt11-dgo-2023-03-11-1-blue-flare.txt",
        "bt6-bt10/ex2-gallantmon-eto.txt",
        "bt11-bt15/bt11-dgo-2023-03-12-1-bloomlordmon.txt",
        "bt11-bt15/bt11-dgo-2023-03-12-2-machinedramon.txt",
        "bt11-bt15/bt12-dgo-2023-05-13-1-blue-flare.txt",
        "bt11-bt15/bt11-dgo-2023-03-18-1-ulforceveedramon.txt",
        "bt11-bt15/bt11-dgo-2023-03-25-2-yellow-hybrid.txt",
        "bt11-bt15/bt12-dgo-2023-05-13-1-beelzemon.txt",
        "bt11-bt15/bt12-dgo-2023-05-21-1-security-control.txt",
        "bt11-bt15/bt12-dgo-2023-05-27-1-red-hybrid.txt",
        "bt11-bt15/bt12-mrcrash-ukge-2023.txt",
        "bt11-bt15/bt12-red-hybrid-saf-ukge-2023.txt",
        "bt11-bt15/bt12-svnusmon-ukge-2023.txt",
        "bt11-bt15/bt12-tj-ukge-2023.txt",
        "bt11-bt15/bt12-arresterdramon-bandai.txt",
        "bt11-bt15/bt12-djdragoon-ukge-2023.txt",
        "bt11-bt15/bt12-nin10joe-ukge-2023.txt",
        "bt11-bt15/bt12-sabbath91-ukge-2023.txt",
        "bt11-bt15/bt12-dgo-2023-05-21-2-hunters.txt",
        "bt11-bt15/bt12-justkeqing-ukge-2023.txt",
        "bt11-bt15/bt13-dgo-2023-07-29-1-belphemon.txt",
        "bt11-bt15/bt15-dgo-2024-03-24-1-four-sovereigns.txt",
        "bt11-bt15/bt15-wrekitrex-2024-05-12.txt",
        "bt11-bt15/bt15-megadramon-bandai.txt",
        "bt11-bt15/ex4-lt-2023-07-01-1-purple-arresterdramon.txt",
        "bt11-bt15/bt12-cameronm-ukge-2023.txt",
        "bt11-bt15/bt13-dgo-2023-08-05-1-hunters.txt",
        "bt11-bt15/bt15-novaboltah-2024-05-12.txt",
        "bt16-later/rb1-dgo-2023-11-12-1-hunters.txt",
        "bt11-bt15/bt13-dgo-2023-09-02-1-red-hybrid.txt",
        "bt11-bt15/bt13-dgo-2023-08-06-1-miragegaogamon.txt",
        "bt11-bt15/bt14-dgo-2023-12-02-1-miragegaogamon.txt",
        "bt11-bt15/bt15-dgo-2024-03-23-1-miragegaogamon.txt",
        "bt11-bt15/bt14-dgo-2023-11-18-1-bloomlordmon.txt",
        "bt11-bt15/bt14-dgo-2024-01-07-1-zudomon-ace.txt",
        "bt11-bt15/bt14-dgo-2023-11-18-2-wargreymon.txt",
        "bt11-bt15/bt14-red-hybrid-saf-ope-2024.txt",
        "bt11-bt15/bt15-dgo-2024-02-25-1-anubismon.txt",
        "bt11-bt15/bt15-dgo-2024-03-16-1-gallantmon.txt",
        "bt11-bt15/ex4-dgo-2022-06-25-4-gallantmon.txt",
        "bt11-bt15/bt15-dgo-2024-03-16-1-red-hybrid.txt",
        "bt11-bt15/bt15-xtitan24-2024-05-12.txt",
        "bt11-bt15/ex3-dgo-2022-12-10-1-security-control.txt",
        "bt11-bt15/ex3-dgo-2022-11-26-2-metalgarurumon.txt",
        "bt11-bt15/ex3-dgo-2022-12-10-5-imperialdramon.txt",
        "bt11-bt15/ex4-dgo-2022-06-25-2-beelzemon.txt",
        "bt11-bt15/ex4-dgo-2022-06-25-3-bloomlordmon.txt",
        "bt11-bt15/ex4-lt-2023-06-24-1-red-hybrid.txt",
        "bt11-bt15/ex4-lt-2023-07-15-3-purple-beelzemon.txt",
        "bt16-later/rb1-dgo-2023-10-22-1-beelzemon.txt",
        "bt11-bt15/ex5-dgo-2024-01-26-1-anubismon.txt",
        "bt11-bt15/ex4-lt-2023-07-01-1-green-bloomlordmon.txt",
        "bt11-bt15/ex5-dgo-2024-01-27-2-security-control.txt",
        "bt11-bt15/bt15-dgo-2024-03-03-1-security-control.txt",
        "bt11-bt15/bt14-dgo-2023-11-18-2-blackwargreymon.txt",
        "bt16-later/rb1-dgo-2023-11-04-2-wargreymon.txt",
        "bt11-bt15/bt11-dgo-2023-02-26-1-blackwargreymon-x.txt",
        "bt11-bt15/bt12-dbrigaming-ukge-2023.txt",
        "bt11-bt15/bt12-gudgey-ukge-2023.txt",
        "bt11-bt15/bt12-shirovm-ukge-2023.txt",
        "bt11-bt15/bt13-dgo-2023-08-06-1-blackwargreymon.txt",
        "bt11-bt15/ex4-lt-2023-07-11-2-red-wargreymon-x-antibody.txt",
        "bt16-later/rb1-dgo-2023-10-22-2-blackwargreymon.txt",
        "bt6-bt10/bt9-dgo-2022-10-01-1-gaiomon.txt",
        "bt11-bt15/bt15-dgo-2024-02-25-1-numemon.txt",
        "bt11-bt15/bt11-dgo-2023-02-26-1-grandiskuwagamon.txt",
        "bt11-bt15/ex3-dgo-2022-12-10-3-grandiskuwagamon.txt",
        "bt11-bt15/ex3-dgo-2022-11-26-4-bloom-hydra.txt",
        "bt11-bt15/bt12-dgo-2023-05-07-1-bloomlordmon.txt",
        "bt11-bt15/bt15-sid-2024-05-12.txt",
        "bt6-bt10/bt8-mastemon.txt",
        "bt6-bt10/bt10-dgo-2022-11-19-2-yellow-hybrid.txt",
        "bt11-bt15/bt12-minervai-ukge-2023.txt",
        "bt11-bt15/ex3-dgo-2022-11-26-1-examon.txt",
        "bt11-bt15/ex4-dgo-2022-06-25-1-ulforceveedramon.txt",
        "bt11-bt15/ex5-dgo-2024-01-27-4-metalgarurumon.txt",
        "bt11-bt15/bt13-dgo-2023-08-05-1-blue-flare.txt",
        "bt11-bt15/ex4-lt-2023-07-04-1-blue-flare.txt",
        "bt16-later/rb1-dgo-2023-10-14-1-blue-flare.txt",
        "bt11-bt15/bt11-dgo-2023-02-26-1-xros-heart.txt",
        "bt11-bt15/bt13-dgo-2023-07-23-1-shinegreymon.txt",
        "bt11-bt15/bt14-dgo-2023-11-26-1-shinegreymon.txt",
        "bt16-later/rb1-dgo-2023-10-21-1-shinegreymon.txt",
        "bt16-later/bt18-dgo-2024-11-09-3-shinegreymon.txt",
        "bt16-later/ex6-dgo-2024-07-21-1-shinegreymon.txt",
        "bt16-later/bt17-dgo-2024-08-18-1-miragegaogamon.txt",
        "bt16-later/bt17-dgo-2024-10-05-1-miragegaogamon.txt",
        "bt16-later/ex7-dgo-2024-10-20-1-miragegaogamon.txt",
        "bt16-later/bt16-dgo-2024-06-01-1-numemon.txt",
        "bt16-later/bt16-dgo-2024-06-01-3-blue-flare.txt",
        "bt16-later/bt16-dgo-2024-06-29-1-miragegaogamon.txt",
        "bt16-later/bt16-numemon-brandon-playtcg-2024.txt",
        "bt16-later/ex6-lectro-2024-07-20.txt",
        "bt6-bt10/bt8-blackwargreymon.txt",
        "bt11-bt15/bt15-comkid-2024-05-12.txt",
        "bt11-bt15/bt15-kbeeds-2024-05-12.txt",
        "bt11-bt15/bt15-zeollis-2024-05-12.txt",
        "bt16-later/bt16-dgo-2024-06-29-1-leviamon.txt",
        "bt16-later/ex7-dgo-2024-10-05-1-leviamon.txt",
        "bt11-bt15/bt12-cob-ukge-2023.txt",
        "bt11-bt15/bt12-dgo-2023-05-07-2-machinedramon.txt",
        "bt11-bt15/ex3-dgo-2022-12-10-6-dorbickmon.txt",
        "bt11-bt15/bt13-dgo-2023-08-13-1-royal-knights.txt",
        "bt16-later/rb1-dgo-2023-10-21-2-royal-knights.txt",
        "bt11-bt15/bt15-dgo-2024-04-13-1-yellow-vaccine.txt",
        "bt11-bt15/bt14-loogamon-bandai.txt",
        "bt11-bt15/bt14-dgo-2023-12-02-1-plesiomon.txt",
        "bt11-bt15/bt14-dgo-2023-12-03-1-d-brigade.txt",
        "bt11-bt15/ex5-dgo-2024-02-18-2-d-brigade.txt",
        "bt11-bt15/bt15-thatdude-2024-05-12.txt",
        "bt11-bt15/ex5-dgo-2024-01-26-2-beelstarmon.txt",
        "bt11-bt15/ex5-dgo-2024-01-27-1-four-sovereigns.txt",
        "bt11-bt15/ex3-dgo-2022-12-10-2-alphamon.txt",
    }
)
"""The corpus lists (era/file) that import and play today: each must keep playing. Add a
list here when the pool grows to play it."""

FLOOR = {"bt1-bt5": 1, "bt6-bt10": 8, "bt11-bt15": 89, "bt16-later": 19}
"""Lists per era that import today: the count may only go up (unless a card is removed)."""

_COUNTED = re.compile(r"^([0-9]+) .*\S$")


@pytest.mark.parametrize("era, path", corpus_lists(CORPUS), ids=lambda x: getattr(x, "name", x))
def test_corpus_list_is_whole_and_says_where_it_came_from(era: str, path: Path) -> None:
    """50 main cards and 0-5 Digi-Eggs as the source printed them, and the source named."""
    lines = path.read_text(encoding="utf-8").splitlines()
    assert any(line.startswith("# source: ") for line in lines)
    egg_header = lines.index("// Egg Deck") if "// Egg Deck" in lines else len(lines)
    counts = [(i, int(m[1])) for i, line in enumerate(lines) if (m := _COUNTED.match(line))]
    assert sum(n for i, n in counts if i < egg_header) == 50
    assert sum(n for i, n in counts if i > egg_header) <= 5


def test_corpus_covers_every_era_in_the_sets_order() -> None:
    eras = list(dict.fromkeys(era for era, _ in corpus_lists(CORPUS)))
    assert eras == list(FLOOR)


def test_corpus_figures_never_fall(cards) -> None:
    """Every list that played keeps playing (its seeded games against the red deck end
    without an error, the invariants of the random-play tests holding after every move),
    and no era imports fewer lists than it did."""
    measured = [
        measure(era, path, cards, games=2, check=check_invariants)
        for era, path in corpus_lists(CORPUS)
    ]
    playing = {f"{m.era}/{m.path.name}" for m in measured if m.plays}
    assert PLAYS <= playing, sorted(PLAYS - playing)
    for era, floor in FLOOR.items():
        assert sum(m.imports for m in measured if m.era == era) >= floor, era


def _corpus(tmp_path: Path, cards) -> Path:
    """Two eras: one with the red starter deck as a deck builder exports it, the other
    with a list naming two cards the pool doesn't have."""
    (tmp_path / "early").mkdir()
    (tmp_path / "late").mkdir()
    red = write_deck_list(load_deck("red", cards), cards, "text")
    (tmp_path / "early" / "red.txt").write_text(red, encoding="utf-8")
    unknown = red.replace("ST1-03", "ZZ9-901").replace("ST1-07", "ZZ9-902")
    (tmp_path / "late" / "a.txt").write_text(unknown, encoding="utf-8")
    (tmp_path / "late" / "b.txt").write_text(red.replace("ST1-03", "ZZ9-901"), encoding="utf-8")
    return tmp_path


def test_deck_corpus_counts_lists_imports_plays_and_ranks_missing_cards(
    tmp_path, cards, capsys
) -> None:
    root = _corpus(tmp_path, cards)
    assert main(["deck", "corpus", str(root), "--games", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].split() == ["early", "1", "1", "1"]
    assert out[2].split() == ["late", "2", "0", "0"]
    assert out[3].split() == ["total", "3", "1", "1"]
    assert out[4:9] == [
        "closest to importing (top 10):",
        "  late/b.txt",
        "      1 missing: ZZ9-901",
        "  late/a.txt",
        "      2 missing: ZZ9-901, ZZ9-902",
    ]
    assert out[9].startswith("missing cards by lists blocked (2 cards")
    assert out[10].split() == ["2", "ZZ9-901", "Agumon"]
    assert out[11].split() == ["1", "ZZ9-902", "Greymon"]


def test_deck_corpus_names_a_list_whose_game_fails(tmp_path, cards) -> None:
    """A list that imports but whose game raises is counted as not playing, with why."""
    root = _corpus(tmp_path, cards)

    def broken(g: Game) -> None:
        raise AssertionError("a card was lost")

    m = measure("early", root / "early" / "red.txt", cards, games=1, check=broken)
    assert measure("early", root / "early" / "red.txt", cards, 2, check=check_invariants).plays
    assert m.imports and not m.plays
    assert "AssertionError: a card was lost" in m.problem
    assert any("early/red.txt: game 1 (seed 1)" in line for line in report([m]))


def test_deck_corpus_counts_a_list_the_reader_refuses_as_not_imported(tmp_path, cards) -> None:
    root = _corpus(tmp_path, cards)
    (root / "early" / "bad.txt").write_text("four Agumon\n", encoding="utf-8")
    m = measure("early", root / "early" / "bad.txt", cards)
    assert not m.imports and not m.plays and "line 1: expected a count" in m.refused
    lines = report([m])
    assert lines[1].split() == ["early", "1", "0", "0"]
    assert lines[3] == "not imported, the reader refused them:"


def test_deck_corpus_refuses_a_missing_folder_in_one_line(tmp_path, capsys) -> None:
    assert main(["deck", "corpus", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nowhere: expected a folder" in err[0]
