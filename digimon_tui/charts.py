"""Pictures of a study: a heat map of the decks' win rates against each other, and a chart
of each card's win rate drawn and not drawn. Written as SVG by hand, so they need nothing
installed; every name from a file is escaped, never read as markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from digimon_tui.card_stats import Row as CardRow
from digimon_tui.rates import interval

FONT = 'font-family="sans-serif" font-size="12"'


class ChartError(Exception):
    """A picture that can't be written: one line naming the file."""


def _colour(rate: float) -> str:
    """Red below one half, blue above, white at one half: who the match-up favours."""
    t = max(-1.0, min(1.0, (rate - 0.5) * 2))
    if t < 0:
        return f"rgb(255,{round(255 * (1 + t))},{round(255 * (1 + t))})"
    return f"rgb({round(255 * (1 - t))},{round(255 * (1 - t))},255)"


def heat_map(decks: Sequence[str], wins: dict[tuple[str, str], tuple[int, int]]) -> str:
    """`wins[(a, b)]` is (a's wins, games) of deck a against deck b; a cell per pair, the
    row deck's win rate against the column deck."""
    cell, label = 64, 12 + 8 * max((len(d) for d in decks), default=4)
    width, height = label + cell * len(decks), 24 + cell * len(decks)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">']
    for j, d in enumerate(decks):
        x = label + j * cell + cell / 2
        out.append(f'<text x="{x}" y="16" text-anchor="middle" {FONT}>{escape(d)}</text>')
    for i, a in enumerate(decks):
        y = 24 + i * cell
        out.append(f'<text x="4" y="{y + cell / 2 + 4}" {FONT}>{escape(a)}</text>')
        for j, b in enumerate(decks):
            x = label + j * cell
            won, games = wins.get((a, b), (0, 0))
            if not games:
                out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#eee"/>')
                continue
            rate = won / games
            low, high = interval(won, games)
            out.append(
                f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{_colour(rate)}">'
                f"<title>{escape(a)} against {escape(b)}: {rate:.1%} of {games} "
                f"(95 % interval {low:.1%} to {high:.1%})</title></rect>"
            )
            out.append(
                f'<text x="{x + cell / 2}" y="{y + cell / 2 + 4}" text-anchor="middle" '
                f"{FONT}>{rate * 100:.0f}%</text>"
            )
    out.append("</svg>")
    return "\n".join(out)


def card_chart(rows: Sequence[CardRow]) -> str:
    """A line per card: its deck's win rate when it was not drawn (hollow) and drawn (filled),
    each with its 95 % interval, on one 0-100 % scale; in the table's order."""
    label = 12 + 7 * max((len(f"{r.deck} {r.card} {r.name}") for r in rows), default=10)
    scale, line = 400, 18
    width, height = label + scale + 20, 30 + line * len(rows)

    def x(rate: float) -> float:
        return round(label + rate * scale, 1)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">']
    for tick in (0, 0.25, 0.5, 0.75, 1):
        out.append(f'<line x1="{x(tick)}" y1="20" x2="{x(tick)}" y2="{height}" stroke="#ccc"/>')
        out.append(f'<text x="{x(tick)}" y="14" text-anchor="middle" {FONT}>{tick:.0%}</text>')
    for i, r in enumerate(rows):
        y = 30 + i * line
        name = escape(f"{r.deck} {r.card} {r.name}")
        out.append(f'<text x="4" y="{y + 4}" {FONT}>{name}</text>')
        for wins, games, fill in (
            (r.wins_not_drawn, r.games_not_drawn, "white"),
            (r.wins_drawn, r.games_drawn, "black"),
        ):
            if not games:
                continue
            low, high = interval(wins, games)
            out.append(f'<line x1="{x(low)}" y1="{y}" x2="{x(high)}" y2="{y}" stroke="#888"/>')
            out.append(
                f'<circle cx="{x(wins / games)}" cy="{y}" r="4" fill="{fill}" stroke="black">'
                f"<title>{name}: {wins / games:.1%} of {games}</title></circle>"
            )
    out.append("</svg>")
    return "\n".join(out)


def check(path: str) -> None:
    """Refuse, before any game is played, a picture that couldn't be written."""
    if not path.endswith(".svg"):
        raise ChartError(f"{path}: expected a file name ending in .svg")
    if not Path(path).absolute().parent.is_dir():
        raise ChartError(f"{path}: can't write it: no such folder")


def write(path: str, svg: str) -> None:
    """Write a picture, or one line saying why it can't be."""
    check(path)
    try:
        Path(path).write_text(svg + "\n", encoding="utf-8")
    except OSError as e:
        raise ChartError(f"{path}: can't write it: {e.strerror}") from None
