"""`digimon-tui cards list`: the card pool set by set, and how much of it the tests prove.

Every hand-written card has a test of each of its effects, named after the card and the effect:
`test_st4_03_tentomon_on_play_...`, `test_st1_06_coredramon_blocker_...`,
`test_bt1_085_tai_kamiya_inherited_...`. In a source checkout the test files beside the
package are read as text (never imported) to count, per card, the effects whose words
appear in some test named after it: the timing ("on_play", "when_attacking", "main",
"your_turn", ...), "inherited", "security", or the keyword ("blocker"). A card without
effects needs one test (the vanilla checks). Installed from a wheel there are no tests,
and the table says so. Cards of a file compiled from printed text (`compiled = true`) are
proven instead by the round trip, the printed-text check and the card sweep.
"""

from __future__ import annotations

import re
import tomllib
from collections import defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path

from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.paths import CARDS_DIR

_TEST_NAME = re.compile(r"^def (test_([a-z]+\d*)_(\d+)_\w*)\(", re.MULTILINE)


def tests_dir() -> Path | None:
    """The checkout's tests, if this is a checkout (the same test as for `cards/`)."""
    root = CARDS_DIR.parent
    tests = root / "tests" / "cards"
    return tests if (root / "pyproject.toml").is_file() and tests.is_dir() else None


def compiled_sets(folder: Path = CARDS_DIR) -> frozenset[str]:
    """The sets of the built-in files written by `cards compile` (`compiled = true`)."""
    out = set()
    for path in sorted(folder.glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        if data.get("compiled") is True:
            out.add(str(data.get("set", path.stem.upper())))
    return frozenset(out)


def test_names(folder: Path) -> dict[str, list[str]]:
    """Test function names by the card number they name ("ST4-03")."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted(folder.glob("test_*.py")):
        for name, set_code, number in _TEST_NAME.findall(path.read_text(encoding="utf-8")):
            out[f"{set_code.upper()}-{number}"].append(name)
    return out


def _words(effect: Effect, where: str) -> set[str]:
    """The words a test of this effect may be named with."""
    words = {where} if where != "effects" else set()
    if effect.keyword is not None:
        words.add(effect.keyword)
    else:
        words.update(effect.timings)
    if effect.digi_burst:
        words.add("digi_burst")
    return words


def _names(card: Card, tests: dict[str, list[str]]) -> list[str]:
    """Tests naming the card, whatever zero-padding the card number has in the name."""
    code, _, number = card.number.partition("-")
    found: list[str] = []
    for key, names in tests.items():
        k_code, _, k_number = key.partition("-")
        if k_code == code.upper() and k_number.lstrip("0") == number.lstrip("0"):
            found += names
    return found


def tested(card: Card, tests: dict[str, list[str]]) -> bool:
    """Every effect of the card has a test named after the card and the effect."""
    names = _names(card, tests)
    effects = [
        (e, where)
        for where, group in (
            ("effects", card.effects),
            ("inherited", card.inherited),
            ("security", card.security),
        )
        for e in group
    ]
    if not effects:
        return bool(names)
    return all(any(w in n for w in _words(e, where) for n in names) for e, where in effects)


FIRST_SETS = frozenset(
    [f"ST{n}" for n in range(1, 17) if n != 11]
    + [f"BT{n}" for n in range(1, 16)]
    + [f"EX{n}" for n in range(1, 6)]
)
"""The sets of the game's first rules (Comprehensive Rules v1.0): ST1-ST16 (there is no
ST11), BT1-BT15 and EX1-EX5, the range the pool is first to cover."""


def table(
    cards: Iterable[Card],
    tests: dict[str, list[str]] | None,
    compiled: frozenset[str] = frozenset(),
    counts: dict[str, int] | None = None,
    fired: Mapping[str, tuple[int, int]] | None = None,
) -> list[str]:
    """One line per set: cards printed, in the pool, with effects, with every effect
    tested, hand-written and compiled from printed text (proven by the round trip and the
    sweep); with `fired` (per set: effects that do something, and how many fired in the
    card sweep), those two; the sets printed but not in the pool yet; and the totals."""
    counts = counts or {}
    by_set: dict[str, list[Card]] = defaultdict(list)
    for card in cards:
        by_set[card.number.partition("-")[0]].append(card)
    lines = [
        f"{'set':<6} {'printed':>7} {'in pool':>7} {'with effects':>12} "
        f"{'every effect tested':>20} {'hand-written':>12} {'compiled':>8}"
        + (f" {'effects':>7} {'fired':>11}" if fired is not None else "")
    ]
    for code in sorted(by_set.keys() | counts.keys(), key=set_order):
        group = by_set.get(code, [])
        with_effects = sum(1 for c in group if c.effects or c.inherited or c.security)
        proved = "-" if tests is None else str(sum(1 for c in group if tested(c, tests)))
        made = len(group) if code in compiled else 0
        line = (
            f"{code:<6} {counts.get(code, '-'):>7} {len(group):>7} {with_effects:>12} "
            f"{proved:>20} {len(group) - made:>12} {made:>8}"
        )
        if fired is not None:
            line += f" {_fired(*fired.get(code, (0, 0)))}"
        lines.append(line)
    if counts:
        for what, codes in (("every set", counts), ("up to BT15 and EX5", FIRST_SETS)):
            total = sum(counts.get(c, 0) for c in codes)
            pooled = sum(min(len(by_set.get(c, [])), counts.get(c, 0)) for c in codes)
            lines.append(f"in the pool, {what}: {pooled:,} of {total:,} ({pooled / total:.1%})")
    if fired:
        line = _fired(*map(sum, zip(*fired.values(), strict=True)))
        lines.append(f"card sweep, every set: effects, fired {line}")
    if tests is None:
        lines.append(
            "(no tests beside this copy: the 'every effect tested' column needs a source checkout)"
        )
    if compiled:
        lines.append(
            "compiled: from printed text by `cards compile`, proven by the round trip, the "
            "printed-text check and the card sweep"
        )
    return lines


def _fired(effects: int, fired: int) -> str:
    """The sweep's columns: "  120    114 (95%)"."""
    share = f"{fired:>5} ({fired / effects:.0%})" if effects else f"{fired:>5}"
    return f"{effects:>7} {share:>11}"


def set_order(code: str) -> tuple[str, int]:
    """A set code's place in listings: BT2 before BT10."""
    m = re.match(r"([A-Z]+)(\d*)", code)
    return (m.group(1), int(m.group(2) or 0)) if m else (code, 0)
