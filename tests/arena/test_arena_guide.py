"""The Arena rules guide: one entry for every step the game cites, found from the citations
its log and refusals really write, and written in the project's own words."""

from __future__ import annotations

import random
import re
from importlib import resources
from pathlib import Path

import pytest

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.guide import CITE, CITES, _parse, entries, find, last_cite
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.loop.moves import IllegalMove

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "digi-battle-arena-rules.txt"
ORDER = ["A.1", "A.2", "A.3", "B", "B.4", "B.5", "B.6", "B.6a", "B.6b", "B.7", "B.8", "C", "D", "E"]
IN_BRACKETS = re.compile(r"\(([A-E](?:\.\d+[ab]?)?)\)")
"""What a log line cites, found independently of guide.CITE."""


def _game(seed: int) -> ArenaGame:
    cards = arena_cards()
    return ArenaGame(cards, [load_deck("deck1", cards), load_deck("deck2", cards)], seed=seed)


def test_every_cited_step_has_an_entry_in_the_rules_order() -> None:
    assert list(CITES) == ORDER
    assert [e.cite for e in entries()] == ORDER
    assert entries() is entries()  # parsed once


def test_the_guide_file_opens_with_its_title_and_one_heading_per_entry() -> None:
    text = resources.files("digimon_tui.arena").joinpath("guide.md").read_text("utf-8")
    assert text.splitlines()[0] == "# Digi-Battle Arena"
    headings = re.findall(r"^## (\S+) ", text, flags=re.MULTILINE)
    assert headings == ORDER


def test_every_entry_is_a_few_sentences_of_plain_text() -> None:
    for e in entries():
        assert e.title.strip() and e.text.strip(), e.cite
        sentences = len(re.findall(r"[.!?]['\")]?(?:\s|$)", e.text))
        assert 2 <= sentences <= 6, (e.cite, sentences)
        assert len(e.text.split()) <= 125, (e.cite, "too long to read at the table")
        assert all(p and "\n" not in p for p in e.text.split("\n\n")), e.cite
        assert "`" not in e.text and "**" not in e.text, e.cite  # the screen shows it raw


def test_the_guide_names_what_a_new_player_meets() -> None:
    text = " ".join(e.text for e in entries())
    for words in (
        "Digimon Power",
        "battle type",
        "score row",
        "Online",
        "Offline",
        "Power Port",
        "10",
        "1,000",
        "lower target agreed",
        "Tip:",
    ):
        assert words in text, words


@pytest.mark.parametrize(
    ("cite", "found"),
    [
        ("B.6a", "B.6a"),
        ("B.6b", "B.6b"),
        ("B.2", "B"),
        ("B", "B"),
        ("A", "A.1"),
        ("A.9", "A.1"),
        ("E", "E"),
        ("D", "D"),
        ("B.6c", "B.6"),
        ("B.8", "B.8"),
        (" C ", "C"),
    ],
)
def test_find_gives_the_nearest_entry(cite: str, found: str) -> None:
    entry = find(cite)
    assert entry is not None and entry.cite == found


@pytest.mark.parametrize("cite", ["Z", "F.1", "", "ST-01"])
def test_find_knows_no_other_step(cite: str) -> None:
    assert find(cite) is None


def test_citations_in_the_log_of_a_seeded_game_open_their_own_entries() -> None:
    g = _game(seed=7)
    for _ in range(50):
        assert g.pending is not None
        g.apply(g.pending.moves[0])
    cited = [c for line in g.log_lines for c in IN_BRACKETS.findall(line)]
    assert {"A.1", "A.2", "A.3", "B", "B.5", "C", "D", "E"} <= set(cited)
    for c in cited:
        entry = find(c)
        assert entry is not None and entry.cite == c
    assert last_cite(g.log_lines) == cited[-1]
    assert [m.group(1) for line in g.log_lines if (m := CITE.search(line))] == cited


def test_every_citation_of_whole_random_games_opens_its_entry() -> None:
    cited: set[str] = set()
    for seed in range(20):
        g = _game(seed)
        rng = random.Random(seed)
        while g.pending is not None:
            g.apply(rng.choice(g.pending.moves))
        for line in g.log_lines:
            cited.update(IN_BRACKETS.findall(line))
    assert {"A.1", "A.2", "A.3", "B", "B.4", "B.5", "B.8", "C", "D", "E"} <= cited
    assert all((e := find(c)) is not None and e.cite == c for c in cited)


def test_last_cite_reads_the_newest_line_first() -> None:
    lines = [
        "p1 turns over Agumon (ST-01) (A.3)",
        "p2 passes: Greymon and Digivice Red to Offline (B.8)",
        "p2: pass (the only choice)",
        "power: p1 300, p2 150",
    ]
    assert last_cite(lines) == "B.8"
    assert last_cite(["p1 plays Metal Attack (ST-53) on the Power Port (C)"]) == "C"
    assert (
        last_cite(["p1's Rockmon (300) defeats p2's Rookie Gabumon (150): 100 points (D)"]) == "D"
    )
    assert last_cite(["p1 turns over Digivice Red (ST-59) on the Power Port (B.6a)"]) == "B.6a"
    assert last_cite(["Downgrade: Angemon (ST-14) goes Offline; Gabumon duels on"]) is None
    assert last_cite(["no citation (ST-01)", "DNA: Gekomon goes face up"]) is None
    assert last_cite([]) is None


def test_a_refusal_is_cited_by_its_reason_not_by_the_question_it_quotes() -> None:
    g = _game(seed=3)
    with pytest.raises(IllegalMove) as refused:
        g.apply("option ST-53")
    reason = str(refused.value)
    assert "A.1" in reason  # the question still waiting is quoted after the reason
    assert last_cite([*g.log_lines, reason]) == "C"
    assert last_cite(["B.6a: Zudomon needs a DIGIVICE placed with it: place ST-38 ST-NN"]) == (
        "B.6a"
    )


def test_a_move_refused_in_a_real_game_opens_an_entry() -> None:
    g = _game(seed=3)
    reasons = []
    for _ in range(40):
        assert g.pending is not None
        for bad in ("option ST-53", "place ST-99", "digivolve ST-27", "change-rookie ST-02"):
            try:
                g.apply(bad)
            except IllegalMove as e:
                reasons.append(str(e))
        g.apply(g.pending.moves[0])
    assert reasons
    for reason in reasons:
        cite = last_cite([reason])
        assert cite is not None and find(cite) is not None, reason


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("## A.1 Rookie\n", "entry A.1 has no text"),
        ("## A.1 Rookie\n\n\n## A.2 Deal\nwords\n", "entry A.1 has no text"),
        ("## Z.9 Other\nwords\n", "entry Z.9: not a step the game cites"),
        ("## A.1 One\nwords\n## A.1 Again\nwords\n", "entry A.1: written twice"),
        ("## A.2 Two\nwords\n## A.1 One\nwords\n", "entry A.1: out of order, after A.2"),
        ("## A.1 One\nwords\n### more\nwords\n", "entry A.1: a heading the guide doesn't use"),
        ("## A.1\nwords\n", "heading '## A.1' needs a step and a title"),
        ("## A.1 One\nwords\n", "no entry for A.2"),
    ],
)
def test_a_malformed_guide_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"guide.md: {message}")):
        _parse(text)


def test_paragraphs_become_single_lines() -> None:
    body = "".join(f"## {c} Title {c}\nfirst line\nsecond line\n\nnext one\n" for c in ORDER)
    parsed = _parse("# Digi-Battle Arena\n\nan intro that is no entry\n\n" + body)
    assert [e.cite for e in parsed] == ORDER
    assert parsed[0].title == "Title A.1"
    assert parsed[0].text == "first line second line\n\nnext one"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("\u2019", "").replace("'", ""))


def _copied_runs(mine: str, theirs: str, n: int = 12) -> list[str]:
    """Every run of `n` consecutive words of `mine` that also appears in `theirs`."""
    a, b = _words(mine), _words(theirs)
    runs = {tuple(b[i : i + n]) for i in range(len(b) - n + 1)}
    return [" ".join(a[i : i + n]) for i in range(len(a) - n + 1) if tuple(a[i : i + n]) in runs]


def test_no_run_of_twelve_words_is_copied_from_the_rules_text() -> None:
    if not RULES.is_file():
        pytest.skip(f"no-copying check skipped: the Arena rules text is not at {RULES}")
    rules = RULES.read_text(encoding="utf-8")
    sentence = next(s for s in re.split(r"(?<=[.)])\s+", rules) if len(_words(s)) >= 12)
    assert _copied_runs(f"A tip. {sentence} More.", rules)  # the check does find a copy
    guide = resources.files("digimon_tui.arena").joinpath("guide.md").read_text("utf-8")
    copied = _copied_runs(guide, rules)
    assert not copied, copied
