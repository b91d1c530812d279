"""The card statistics drawn in the terminal: a line per card, its deck's win rate in the
games it was drawn (● with its 95 % interval ━) and not drawn (○) on one 0-100 % track,
the `--card-chart` picture in text. Where the terminal is too narrow for a track, the
figures alone. Names come from card files: they are text, never markup."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from digimon_tui.card_stats import Row
from digimon_tui.rates import interval

TRACK = 20
"""The narrowest track worth drawing; below it only the figures are shown."""

NAME = 18
"""Characters of a card's name shown at most: the rest of the line is the track's."""

DRAWN, NOT_DRAWN = "green", "yellow"

LEGEND = "● won when drawn (━ its 95 % interval)  ○ won when not drawn  gap: ● minus ○"


def _percent(rate: float | None) -> str:
    return "  -" if rate is None else f"{rate * 100:3.0f}"


def _gap(row: Row) -> str:
    return "    -" if row.gap is None else f"{round(row.gap * 100):+5d}"  # no "-0"


def card_chart(rows: Sequence[Row], width: int) -> Text:
    """The rows, in their order, in `width` columns: label, figures and, when it fits,
    the track."""
    deck_w = max(len("deck"), *(len(r.deck) for r in rows))
    card_w = max(len("card"), *(len(r.card) for r in rows))
    figures = "drawn ●won ○won   gap"
    fixed = deck_w + 1 + card_w + 1 + 1 + len(figures)
    longest = min(NAME, max((len(r.name) for r in rows), default=0))
    name_w = max(0, min(longest, width - fixed - TRACK - 2))
    track = width - fixed - name_w - 2
    out = Text(no_wrap=True, overflow="ellipsis")
    head = f"{'deck':<{deck_w}} {'card':<{card_w}} {'':<{name_w}} {figures}"
    out.append(head, style="bold")
    if track >= TRACK:
        out.append("  " + _scale(track), style="bold")
    for r in rows:
        out.append("\n")
        out.append(f"{r.deck:<{deck_w}} {r.card:<{card_w}} ")
        out.append(f"{r.name[:name_w]:<{name_w}} ")
        out.append(f"{r.games_drawn:5} ")
        out.append(f"{_percent(r.win_rate_drawn)}%", style=DRAWN)
        out.append(" ")
        out.append(f"{_percent(r.win_rate_not_drawn)}%", style=NOT_DRAWN)
        out.append(f" {_gap(r)}")
        if track >= TRACK:
            out.append("  ")
            out.append_text(_track(r, track))
    out.append("\n")
    out.append(LEGEND, style="dim")
    return out


def _scale(width: int) -> str:
    """The track's heading: 0 % at its left end, 50 % over its middle, 100 % at the right."""
    cells = [" "] * width
    middle = (width - 1) // 2 - 1
    for at, label in ((0, "0%"), (middle, "50%"), (width - 4, "100%")):
        cells[at : at + len(label)] = label
    return "".join(cells)


def _track(r: Row, width: int) -> Text:
    """One card's track: a cell per 1/width of the scale, the middle marked."""
    cells = ["·"] * width
    styles = ["dim"] * width
    cells[(width - 1) // 2] = "┆"

    def at(rate: float) -> int:
        return min(width - 1, round(rate * (width - 1)))

    if r.games_drawn:
        low, high = interval(r.wins_drawn, r.games_drawn)
        for i in range(at(low), at(high) + 1):
            cells[i], styles[i] = "━", DRAWN
    if r.win_rate_not_drawn is not None:
        i = at(r.win_rate_not_drawn)
        cells[i], styles[i] = "○", NOT_DRAWN
    if r.win_rate_drawn is not None:  # drawn last: it wins a shared cell
        i = at(r.win_rate_drawn)
        cells[i], styles[i] = "●", DRAWN
    out = Text()
    for cell, style in zip(cells, styles, strict=True):
        out.append(cell, style=style)
    return out
