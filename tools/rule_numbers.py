"""Write the list of rule numbers of the Comprehensive Rules in force
(digimon_tui/guide/rule_numbers_v4_2.txt).

The project cites v4.2 numbers; the rules guide ships the list of them so it can tell a v4.2
number from a v1.0 one (v1.0's numbers still find their rule through rule_numbers.toml)
without the rules document, which the game doesn't ship. Run it when a new version of the
rules comes in, then update the map and the citations:

    python tools/rule_numbers.py ../shared/rules
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIST = ROOT / "digimon_tui" / "guide" / "rule_numbers_v4_2.txt"
RULE_LINE = re.compile(r"^\s*(?:- )?(\d+(?:-\d+)+)\.\s", re.M)


def numbers(document: Path) -> list[str]:
    """The rule numbers a rules document defines (before its Update History), in order."""
    body = document.read_text("utf-8").split("\nUpdate History\n", 1)[0]
    return list(dict.fromkeys(RULE_LINE.findall(body)))


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not (Path(argv[0]) / "comprehensive-rules-v4.2.txt").is_file():
        print(
            "usage: python tools/rule_numbers.py RULES_FOLDER "
            "(a folder holding comprehensive-rules-v4.2.txt)",
            file=sys.stderr,
        )
        return 2
    found = numbers(Path(argv[0]) / "comprehensive-rules-v4.2.txt")
    LIST.write_text("\n".join(found) + "\n", "utf-8")
    print(f"{len(found)} rule numbers -> {LIST.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
