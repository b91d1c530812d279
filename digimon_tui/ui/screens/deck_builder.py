"""The Sealed deck builder: the pool (what is not in the deck: the sideboard) on the
left, the deck on the right. Enter or a click moves a card across; filters and a sort
narrow the pool; bar charts show the deck's level curve and colour balance; the selected
card's generated text and every reason the deck isn't legal yet are shown below.

Used to build before game one and to sideboard between games (Sealed rules, Sideboards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.cards.decks import SEALED_DECK_SIZE, Deck
from digimon_tui.cards.model import Card
from digimon_tui.cards.selection import COLORS
from digimon_tui.cards.text import card_summary, card_text
from digimon_tui.sealed.booster import RARITIES
from digimon_tui.sealed.builder import build_deck
from digimon_tui.sealed.deck_rules import deck_text, load_sealed_deck, sealed_problems
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.pool import Pool, save_pool

from .. import storage
from .opening import RARITY_STYLE

CATEGORIES = ("digimon", "tamer", "option", "digi-egg")
SORTS = ("level", "cost", "colour", "rarity", "number")
BAR = 12
"""The longest bar of a chart, in cells."""


def list_line(count: int, card: Card, name_width: int = 13) -> Text:
    """A card in a list, narrow enough for two lists side by side at 80 columns (names cut
    to 13 characters there, wider on a wider screen): the number and full text are shown
    below for the selected card."""
    what = f"L{card.level}" if card.level else card.category[:3]
    cost = "" if card.cost is None else f" c{card.cost}"
    colours = card.colors[0][:3] if len(card.colors) == 1 else "/".join(c[0] for c in card.colors)
    t = Text(f"{count:>2}× {card.name[:name_width]:<{name_width}} ")
    t.append(f"{card.rarity or '-':<3}", style=RARITY_STYLE.get(card.rarity or "", ""))
    t.append(f" {colours:<5} {what}{cost}")
    return t


def sealed_dir() -> Path:
    return storage.data_home() / "sealed"


def bars(counts: dict[str, int], labels: list[str]) -> Text:
    """A small bar chart, one row a label."""
    top = max([1, *counts.values()])
    t = Text()
    for label in labels:
        n = counts.get(label, 0)
        t.append(f"{label:>7} ")
        t.append("█" * round(BAR * n / top) if n else "", style="green")
        t.append(f" {n}\n")
    return t


class DeckBuilderScreen(Screen[Deck | None]):
    BINDINGS = [
        Binding("ctrl+d", "done", "Done"),
        Binding("b", "build", "Auto-build"),
        Binding("c", "filter('colour')", "Colour"),
        Binding("l", "filter('level')", "Level"),
        Binding("k", "filter('category')", "Kind"),
        Binding("s", "sort", "Sort"),
        Binding("plus", "add", "Add", show=False),
        Binding("minus", "remove", "Remove", show=False),
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+o", "load", "Load"),
    ]

    def __init__(
        self,
        name: str,
        pool: Pool,
        cards: Mapping[str, Card],
        deck: Deck | None = None,
        why: str = "Build your deck",
    ) -> None:
        super().__init__()
        self.player_name = name
        self.pool = pool
        self.cards = cards
        self.why = why
        self.deck: Counter[str] = Counter()
        self.eggs: Counter[str] = Counter()
        if deck is not None:
            self.deck.update(deck.main)
            self.eggs.update(deck.eggs)
        self.filters: dict[str, str | int | None] = {
            "colour": None,
            "level": None,
            "category": None,
        }
        self.sort = "level"
        self.message = ""

    # ---- state ----------------------------------------------------------------------------

    def as_deck(self) -> Deck:
        return Deck(self.player_name, tuple(self.deck.elements()), tuple(self.eggs.elements()))

    def side(self) -> Counter[str]:
        """The sideboard: the pool less the deck."""
        return self.pool.counts() - self.deck - self.eggs

    def problems(self) -> list[str]:
        return sealed_problems(self.as_deck(), self.pool, self.cards)

    def shown_pool(self) -> list[str]:
        """The sideboard's card numbers through the filters, in the chosen order."""
        f = self.filters
        out = []
        for number in self.side():
            card = self.cards[number]
            if f["colour"] is not None and f["colour"] not in card.colors:
                continue
            if f["level"] is not None and card.level != f["level"]:
                continue
            if f["category"] is not None and card.category != f["category"]:
                continue
            out.append(number)
        return sorted(out, key=self.sort_key)

    def sort_key(self, number: str) -> tuple:
        card = self.cards[number]
        by = {
            "level": (card.level or 0,),
            "cost": (card.cost if card.cost is not None else -1,),
            "colour": (COLORS.index(card.colors[0]),),
            "rarity": (-RARITIES.index(card.rarity) if card.rarity in RARITIES else 0,),
            "number": (),
        }[self.sort]
        return (*by, number)

    # ---- drawing --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="builder-head")
        with Horizontal(id="builder-lists"):
            with Vertical(id="builder-pool-box"):
                yield OptionList(id="builder-pool")
            with Vertical(id="builder-deck-box"):
                yield OptionList(id="builder-deck")
        with Horizontal(id="builder-info"):
            yield Static(id="builder-curve")
            yield Static(id="builder-colours")
            yield Static(id="builder-text")
        yield Static(id="builder-problems", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#builder-pool-box").border_title = "Pool / sideboard (enter: add)"
        self.query_one("#builder-deck-box").border_title = "Deck (enter: remove)"
        self.redraw()
        self.query_one("#builder-pool", OptionList).focus()

    def on_resize(self) -> None:
        """Card names get the room a wider screen gives the two lists."""
        self.redraw()

    def redraw(self) -> None:
        side = self.side()
        pool_list = self.query_one("#builder-pool", OptionList)
        deck_list = self.query_one("#builder-deck", OptionList)
        keep_pool, keep_deck = pool_list.highlighted, deck_list.highlighted
        width = max(13, min(30, self.app.size.width // 2 - 28))
        pool_list.set_options(
            Option(list_line(side[n], self.cards[n], width), id=n) for n in self.shown_pool()
        )
        in_deck = sorted({**self.deck, **self.eggs}, key=self.sort_key)
        deck_list.set_options(
            Option(list_line(self.deck[n] + self.eggs[n], self.cards[n], width), id=n)
            for n in in_deck
        )
        for widget, keep in ((pool_list, keep_pool), (deck_list, keep_deck)):
            if widget.option_count:
                widget.highlighted = min(keep or 0, widget.option_count - 1)
        f = self.filters
        shown = ", ".join(f"{k} {v}" for k, v in f.items() if v is not None) or "none"
        head = Text()
        head.append(f"{self.player_name}: {self.why}", style="bold")
        head.append(
            f" · deck {sum(self.deck.values())}/{SEALED_DECK_SIZE}"
            f" · eggs {sum(self.eggs.values())}/5 · sideboard {sum(side.values())}"
            f" · filter {shown} · sort {self.sort}"
        )
        self.query_one("#builder-head", Static).update(head)
        levels = Counter(
            f"Lv{self.cards[n].level}" for n in self.deck.elements() if self.cards[n].level
        )
        colours: Counter[str] = Counter(
            str(c) for n in self.deck.elements() for c in self.cards[n].colors
        )
        curve = Text("Level curve\n", style="bold")
        curve.append_text(bars(levels, [f"Lv{i}" for i in range(3, 8)]))
        balance = Text("Colours\n", style="bold")
        balance.append_text(bars(colours, [c for c in COLORS if colours[c]] or ["-"]))
        self.query_one("#builder-curve", Static).update(curve)
        self.query_one("#builder-colours", Static).update(balance)
        problems = self.problems()
        lines = [self.message] if self.message else []
        lines += [f"✗ {p}" for p in problems] or ["✓ A legal Sealed deck: ctrl+d to play it."]
        self.query_one("#builder-problems", Static).update("\n".join(lines))
        self.show_text()

    def selected(self) -> tuple[str, str] | None:
        """("pool" or "deck", card number) of the highlighted card in the focused list."""
        focused = self.focused
        if not isinstance(focused, OptionList) or focused.highlighted is None:
            return None
        option = focused.get_option_at_index(focused.highlighted)
        which = "deck" if focused.id == "builder-deck" else "pool"
        return (which, option.id) if option.id else None

    def show_text(self) -> None:
        picked = self.selected()
        text = Text()
        if picked is not None:
            card = self.cards[picked[1]]
            text.append(f"{card_summary(card)}\n", style="bold")
            for line in card_text(card):
                text.append(f"{line}\n")
        self.query_one("#builder-text", Static).update(text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_text()

    def on_descendant_focus(self) -> None:
        self.show_text()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        number = event.option.id
        if number is None:
            return
        self.move(number, to_deck=event.option_list.id == "builder-pool")

    # ---- actions --------------------------------------------------------------------------

    def move(self, number: str, to_deck: bool) -> None:
        egg = self.cards[number].category == "digi-egg"
        target = self.eggs if egg else self.deck
        if to_deck:
            if self.side()[number] <= 0:
                return
            target[number] += 1
        elif target[number] > 0:
            target[number] -= 1
            target += Counter()  # drop zero counts
            if egg:
                self.eggs = target
            else:
                self.deck = target
        self.message = ""
        self.redraw()

    def action_add(self) -> None:
        picked = self.selected()
        if picked is not None and picked[0] == "pool":
            self.move(picked[1], to_deck=True)

    def action_remove(self) -> None:
        picked = self.selected()
        if picked is not None and picked[0] == "deck":
            self.move(picked[1], to_deck=False)

    def action_filter(self, kind: str) -> None:
        """Each press moves the filter to its next value; past the last, off."""
        choices: dict[str, list[str | int | None]] = {
            "colour": [None, *COLORS],
            "level": [None, 2, 3, 4, 5, 6, 7],
            "category": [None, *CATEGORIES],
        }
        values = choices[kind]
        now = values.index(self.filters[kind])
        self.filters[kind] = values[(now + 1) % len(values)]
        self.redraw()

    def action_sort(self) -> None:
        self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
        self.redraw()

    def action_build(self) -> None:
        try:
            deck = build_deck(self.pool, self.cards, self.player_name)
        except SealedError as e:
            self.message = f"✗ {e}"
        else:
            self.deck, self.eggs = Counter(deck.main), Counter(deck.eggs)
            self.message = "Built: the two colours with the most cards, a level curve."
        self.redraw()

    def files(self) -> tuple[Path, Path]:
        safe = "".join(ch if ch.isalnum() else "-" for ch in self.player_name)[:40] or "player"
        return sealed_dir() / f"{safe}.pool", sealed_dir() / f"{safe}.deck"

    def action_save(self) -> None:
        pool_path, deck_path = self.files()
        try:
            pool_path.parent.mkdir(parents=True, exist_ok=True)
            save_pool(self.pool, pool_path, self.cards)
            deck_path.write_text(deck_text(self.as_deck(), self.cards), encoding="utf-8")
        except OSError as e:
            self.message = f"✗ Can't save: {e.strerror or e}"
        else:
            self.message = f"Saved {pool_path} and {deck_path}"
        self.redraw()

    def action_load(self) -> None:
        _, deck_path = self.files()
        try:
            deck = load_sealed_deck(deck_path, self.pool, self.cards)
        except SealedError as e:
            self.message = f"✗ {e}"
        else:
            self.deck, self.eggs = Counter(deck.main), Counter(deck.eggs)
            self.message = f"Loaded {deck_path}"
        self.redraw()

    def action_done(self) -> None:
        if self.problems():
            self.message = "The deck isn't legal yet:"
            self.redraw()
            return
        self.dismiss(self.as_deck())
