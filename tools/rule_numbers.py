"""Propose the v1.0 -> v4.2 rule-number map (digimon_tui/guide/rule_numbers.toml).

The project cites Comprehensive Rules v1.0 numbers; v2.0 renumbered the document. This
script collects every v1.0 number the project cites, and for each proposes the v4.2 rule
whose wording is closest (word overlap). A proposal is only a starting point: entries keep
``checked = false`` until someone has read both rules and confirmed or corrected them, and
the script never overwrites an entry already marked checked.

    python tools/rule_numbers.py ../shared/rules [--write]
    python tools/rule_numbers.py --rewrite [--write]

``--rewrite`` lists, without changing any file, each citation "(v1.0 number)" it would
rewrite to v4.2 numbers, using checked entries only: a per-place pick of
``rule_citations.toml`` first, then the entry's ``cite``, then its v4.2 numbers. It counts
the citations waiting for unchecked entries, the split numbers with no pick, and by kind the
numbers it doesn't reach (test names, the guide's headings, other bare numbers); "Rule N" in
prose and, in Python, rule numbers that are whole string literals ("8-1-2") are rewritten
too. ``--rewrite --write`` applies it to the tracked files.
"""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "digimon_tui" / "guide" / "rule_numbers.toml"
NUMBER = re.compile(r"(?<![\w-])(\d{1,2}(?:-\d{1,2}){1,5})(?![\w-])")
RULE_LINE = re.compile(r"^(?:- )?(\d+(?:-\d+)+)\.\s+(.*)$")
WORD = re.compile(r"[a-z<>]+")
# The map, its per-place picks, the change list and the map's tests name both versions'
# numbers.
SKIP = {
    "digimon_tui/guide/rule_numbers.toml",
    "digimon_tui/guide/rule_citations.toml",
    "docs/rules-changes.md",
    "tests/test_rule_numbers.py",
    "tools/rule_numbers.py",
}
CITATION = re.compile(r"\((\d{1,2}(?:-\d{1,2})+(?:, \d{1,2}(?:-\d{1,2})+)*)\)")
SUFFIXES = (".py", ".md", ".toml", ".json", ".yaml", ".yml", ".txt")


def rules(path: Path) -> dict[str, str]:
    """Rule number -> its text (wrapped lines joined), from an extracted rules document."""
    found: dict[str, str] = {}
    current = ""
    body = path.read_text("utf-8").split("\nUpdate History\n", 1)[0]
    for line in body.splitlines():
        if m := RULE_LINE.match(line.strip()):
            current = m.group(1)
            found[current] = found.get(current, "") + " " + m.group(2)
        elif current and line.strip():
            found[current] += " " + line.strip()
    return found


def cited(v10: dict[str, str]) -> Counter[str]:
    """Rule numbers the tracked files cite: patterns that are v1.0 rule numbers (dates,
    scores and card numbers such as ST1-03 are not)."""
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    counts: Counter[str] = Counter()
    for name in files:
        if not name.endswith(SUFFIXES) or name in SKIP:
            continue
        text = (ROOT / name).read_text("utf-8", errors="replace")
        counts.update(n for n in NUMBER.findall(text) if n in v10)
    return counts


def _vector(text: str) -> Counter[str]:
    return Counter(WORD.findall(text.lower()))


def propose(v10: dict[str, str], v42: dict[str, str], number: str) -> list[str]:
    """The v4.2 rules closest in wording to v1.0's ``number`` (best first)."""
    df: Counter[str] = Counter(w for t in v42.values() for w in set(WORD.findall(t.lower())))
    n = len(v42)

    def weigh(c: Counter[str]) -> dict[str, float]:
        return {w: k * math.log(n / (1 + df[w])) for w, k in c.items()}

    target = weigh(_vector(v10[number]))
    norm = math.sqrt(sum(x * x for x in target.values())) or 1.0
    scored = []
    for other, text in v42.items():
        vec = weigh(_vector(text))
        dot = sum(target.get(w, 0.0) * x for w, x in vec.items())
        size = math.sqrt(sum(x * x for x in vec.values())) or 1.0
        scored.append((dot / norm / size, other))
    scored.sort(reverse=True)
    return [other for _, other in scored[:3]]


def _key(number: str) -> tuple[int, ...]:
    return tuple(int(p) for p in number.split("-"))


PLACES = ROOT / "digimon_tui" / "guide" / "rule_citations.toml"
# "Rule 5-1" and "Comprehensive Rules 3-4-6:" in prose: rewritten like a citation.
PROSE = re.compile(r"\b([Rr]ules? )(\d{1,2}(?:-\d{1,2}){1,5})(?![\w-])")
# A rule number as a whole string literal in Python ("8-1-2" passed to a helper that cites
# it, match="7-2-4" in a test): rewritten like a citation.
QUOTED = re.compile(r"""(?<=["'])(\d{1,2}(?:-\d{1,2}){1,5})(?=["'])""")
# The guide's lookup and its tests quote the guide's entry numbers, which change by hand with
# its headings (see docs/rules-changes.md).
GUIDE = {
    "digimon_tui/guide/__init__.py",
    "tests/test_guide.py",
    "tests/ui/test_ui_guide_numbers.py",
}
# Rule numbers the rewrite doesn't reach, by kind (counted, left to a person).
KINDS = (
    ("test names", re.compile(r"def test_(\d+(?:_\d+)+)_")),
    ("guide headings", re.compile(r"^#+ (\d+(?:-\d+)+) ", re.M)),
)


def _tracked() -> list[str]:
    names = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return [n for n in names if n.endswith(SUFFIXES) and n not in SKIP]


def _places() -> list[dict]:
    return tomllib.loads(PLACES.read_text("utf-8")).get("place", []) if PLACES.is_file() else []


def _new_numbers(
    name: str, line: str, old: list[str], entries: dict[str, dict], places: list[dict]
) -> tuple[list[str], int]:
    """The v4.2 numbers for one citation, and how many of its split numbers have no pick: a
    per-place pick first, then the entry's `cite`, then its v4.2 numbers."""
    new: list[str] = []
    unpicked = 0
    for n in old:
        place = next(
            (p for p in places if p["file"] == name and p["rule"] == n and p["near"] in line),
            None,
        )
        entry = entries[n]
        if place is not None:
            new += place["cite"]
        elif "cite" in entry:
            new += entry["cite"]
        else:
            new += entry["v42"]
            unpicked += len(entry["v42"]) > 1
    return list(dict.fromkeys(new)), unpicked


def rewrite_text(
    name: str, text: str, entries: dict[str, dict], places: list[dict]
) -> tuple[str, list[str], int, int]:
    """``text`` with each citation "(v1.0 number, ...)", each "Rule N" in prose and, in
    Python, each rule number that is a whole string literal turned into v4.2 numbers: the
    new text, one "line: old -> new" per change, citations waiting for an unchecked entry,
    and split numbers with no pick."""
    changes: list[str] = []
    waiting = unpicked = 0
    lines = text.split("\n")
    for index, line in enumerate(lines):

        def numbers(group: str, line: str = line) -> str | None:
            """The v4.2 form of one group of v1.0 numbers, or None to leave it."""
            nonlocal waiting, unpicked
            old = group.split(", ")
            if not all(n in entries and entries[n].get("checked") for n in old):
                waiting += any(n in entries for n in old)
                return None
            new, missing = _new_numbers(name, line, old, entries, places)
            unpicked += missing
            return ", ".join(new)

        def cite(m: re.Match[str], index: int = index) -> str:
            new = numbers(m.group(1))
            if new is None or new == m.group(1):
                return m.group(0)
            changes.append(f"{index + 1}: {m.group(0)} -> ({new})")
            return f"({new})"

        def prose(m: re.Match[str], index: int = index) -> str:
            new = numbers(m.group(2))
            if new is None or new == m.group(2):
                return m.group(0)
            changes.append(f"{index + 1}: {m.group(0)} -> {m.group(1)}{new}")
            return m.group(1) + new

        def quoted(m: re.Match[str], index: int = index) -> str:
            new = numbers(m.group(1))
            if new is None or new == m.group(1):
                return m.group(0)
            changes.append(f"{index + 1}: '{m.group(1)}' -> '{new}'")
            return new

        lines[index] = PROSE.sub(prose, CITATION.sub(cite, line))
        if name.endswith(".py") and name not in GUIDE:
            lines[index] = QUOTED.sub(quoted, lines[index])
    return "\n".join(lines), changes, waiting, unpicked


def unreached(name: str, text: str, v10: set[str]) -> Counter[str]:
    """Counts, by kind, of v1.0 numbers in ``text`` (before the rewrite) that it leaves."""
    counts: Counter[str] = Counter()
    outside = PROSE.sub("", CITATION.sub("", text))
    if name.endswith(".py") and name not in GUIDE:
        outside = QUOTED.sub("", outside)
    for kind, pattern in KINDS:
        found = [n.replace("_", "-") for n in pattern.findall(outside)]
        counts[kind] += sum(1 for n in found if n in v10)
        outside = pattern.sub("", outside)
    counts["other bare numbers (comments, docstrings, tables)"] += sum(
        1 for n in NUMBER.findall(outside) if n in v10
    )
    return counts


def rewrite(write: bool, names: list[str] | None = None, root: Path = ROOT) -> int:
    """Print every citation the switch to v4.2 numbers rewrites (file:line), and with
    ``write`` rewrite the files; then the counts of what it can't reach."""
    entries = tomllib.loads(MAP.read_text("utf-8"))
    places = _places()
    waiting = unpicked = total = 0
    left: Counter[str] = Counter()
    for name in names if names is not None else _tracked():
        path = root / name
        text = path.read_text("utf-8", errors="replace")
        new, changes, w, u = rewrite_text(name, text, entries, places)
        waiting, unpicked, total = waiting + w, unpicked + u, total + len(changes)
        left += unreached(name, text, set(entries))
        for change in changes:
            print(f"{name}:{change}")
        if write and new != text:
            path.write_text(new, "utf-8")
    print(
        f"{total} citations {'rewritten' if write else 'to rewrite'}; "
        f"{waiting} wait for unchecked entries; {unpicked} need a pick",
        file=sys.stderr,
    )
    for kind, count in sorted(left.items()):
        print(f"not reached: {count} {kind}", file=sys.stderr)
    return 0


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--rewrite" and set(argv[1:]) <= {"--write"}:
        return rewrite("--write" in argv)
    if not argv or not Path(argv[0]).is_dir():
        print("usage: python tools/rule_numbers.py RULES_FOLDER [--write]", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    v10 = rules(folder / "comprehensive-rules-v1.0.txt")
    v42 = rules(folder / "comprehensive-rules-v4.2.txt")
    old = tomllib.loads(MAP.read_text("utf-8")) if MAP.is_file() else {}
    counts = cited(v10)
    out = [
        "# Comprehensive Rules v1.0 rule number -> v4.2 number(s), for every v1.0 number the",
        "# project cites. `checked = true` entries were confirmed by reading both documents;",
        "# the others are proposals of tools/rule_numbers.py (closest wording) to be read.",
        "# `note` says in our words where the meaning changed or the rule is gone (v42 = []).",
        "",
    ]
    for number in sorted(counts, key=_key):
        entry = old.get(number)
        if entry is None or not entry.get("checked"):
            entry = {"v42": propose(v10, v42, number)[:1], "checked": False}
        out.append(f'["{number}"]')
        out.append("v42 = [" + ", ".join(f'"{n}"' for n in entry["v42"]) + "]")
        out.append(f"checked = {'true' if entry.get('checked') else 'false'}")
        if entry.get("note"):
            out.append(f"note = {json.dumps(entry['note'], ensure_ascii=False)}")
        if "cite" in entry:
            out.append("cite = [" + ", ".join(f'"{n}"' for n in entry["cite"]) + "]")
        if entry.get("cite_note"):
            out.append(f"cite_note = {json.dumps(entry['cite_note'], ensure_ascii=False)}")
        out.append("")
    text = "\n".join(out)
    if "--write" in argv:
        MAP.write_text(text, "utf-8")
    print(f"{len(counts)} cited v1.0 numbers", file=sys.stderr)
    if "--write" not in argv:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
