"""The `digimon-tui` command: play, check cards, run scenarios, simulate.

Bad input (a malformed card, deck or scenario file, an illegal step) gets one line on
stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import datetime
import gc
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from textual.app import App

    from digimon_tui.ui.table import AnyTable


T = TypeVar("T")


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit code 2."""


ARENA_CARDS = "--cards adds card-game cards; the Arena plays its own set (cards/arena)"


def _cards(args: argparse.Namespace):
    """The built-in cards and the designer's own (`--cards`)."""
    from digimon_tui.card_files.loader import CardFileError, card_pool

    try:
        return card_pool(args.cards)
    except CardFileError as e:
        raise UsageError(str(e)) from None


def _card_files(args: argparse.Namespace) -> tuple[str, ...]:
    """The `--cards` files, as a save keeps them."""
    from digimon_tui.card_files.loader import card_files
    from digimon_tui.ui.setup import absolute

    return absolute(card_files(args.cards))


def _deck(spec: str, args: argparse.Namespace):
    from digimon_tui.cards.decks import DeckError, load_checked_deck

    try:
        return load_checked_deck(spec, _cards(args))
    except DeckError as e:
        raise UsageError(str(e)) from None


def _date(text: str) -> datetime.date:
    """An --as-of date; argparse turns the ValueError into a one-line usage error."""
    from digimon_tui.cards.restrictions import as_of

    try:
        return as_of(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def cmd_deck_check(args: argparse.Namespace) -> int:
    """`deck check`: whether a deck may be played in the standard format on a date, and
    every reason it may not (exit 2)."""
    from digimon_tui.cards import restrictions
    from digimon_tui.cards.decks import DeckError, load_deck, validate_deck

    cards = _cards(args)
    try:
        deck = load_deck(args.file, cards)
    except DeckError as e:
        raise UsageError(str(e)) from None
    on = args.as_of or datetime.date.today()
    problems = validate_deck(deck, cards) + restrictions.problems(deck.main + deck.eggs, cards, on)
    for problem in problems:
        print(f"{args.file}: {problem}")
    if problems:
        return 2
    print(f"{args.file}: legal for standard play on {on}")
    return 0


def cmd_deck(args: argparse.Namespace) -> int:
    """`deck import` writes a deck builder's list as a `.deck` file; `deck export` writes
    a deck (any format, or a built-in name) as a deck builder's list."""
    from digimon_tui.cards.deck_lists import write_deck_list
    from digimon_tui.cards.decks import DeckError, load_deck, validate_deck

    cards = _cards(args)
    try:
        deck = load_deck(args.file, cards)
    except DeckError as e:
        raise UsageError(str(e)) from None
    text = write_deck_list(deck, cards, "deck" if args.action == "import" else args.format)
    if args.out:
        _write_out(args.out, text)
    else:
        print(text, end="")
    for problem in validate_deck(deck, cards):  # a half-built deck still converts
        print(f"{args.file}: note: {problem}", file=sys.stderr)
    return 0


def cmd_deck_corpus(args: argparse.Namespace) -> int:
    """`deck corpus`: per era of a folder of real deck lists, how many import and play,
    and the missing cards that block the most lists."""
    from pathlib import Path

    from digimon_tui.deck_corpus import corpus_lists, measure, report
    from digimon_tui.files import is_folder

    if not is_folder(args.folder):
        raise UsageError(f"{args.folder}: expected a folder of era folders of deck lists")
    _at_least(args, "games", 0)
    _at_least(args, "top", 0)
    cards = _cards(args)
    lists = corpus_lists(Path(args.folder))
    if not lists:
        raise UsageError(f"{args.folder}: expected era folders of deck lists, found none")
    measured = (measure(era, path, cards, args.games, args.seed) for era, path in lists)
    for line in report(measured, args.top):
        print(line)
    return 0


def _write_out(path: str, text: str, option: str = "--out") -> None:
    """`--out`: the file written whole or not at all (`write_atomic`), never over a folder
    or a device; a failure is a one-line UsageError."""
    from pathlib import Path

    from digimon_tui.files import write_atomic

    out = Path(path)
    try:
        if out.exists() and not out.is_file():
            what = "expected a file to write, not a folder, device or pipe"
            raise UsageError(f"{option} {path}: {what}")
        write_atomic(out, text)
    except OSError as e:
        raise UsageError(f"{option} {path}: cannot write: {e.strerror or e}") from None


def _scenario_game(path: str, args: argparse.Namespace):
    """Read a scenario and apply its steps; any problem is a one-line UsageError."""
    from digimon_tui.engine.render import pending_text
    from digimon_tui.engine.scenario import ScenarioError, StepError, open_file

    try:
        data, game, _ = open_file(path, args.cards)
        return data, game
    except StepError as e:
        legal = pending_text(e.game).replace("\n", "; ")
        raise UsageError(f"{path}: {e} [{legal}]") from None
    except ScenarioError as e:
        raise UsageError(f"{path}: {e}") from None


def cmd_scenario(args: argparse.Namespace) -> int:
    from digimon_tui.engine.render import board_text, pending_text
    from digimon_tui.engine.scenario import expectations, failed_expectations
    from digimon_tui.engine.serialize import state_json

    data, g = _scenario_game(args.file, args)
    if args.action == "legal":
        print(pending_text(g))
        return 0
    state = state_json(g)
    if args.json:
        print(json.dumps(state, indent=1))
    else:
        print("\n".join(f"· {line}" for line in g.log_lines))
        print(board_text(g))
        print(pending_text(g))
    failures = failed_expectations(state, expectations(data))
    for line in failures:
        print(f"{args.file}: expectation failed: {line}", file=sys.stderr)
    return 1 if failures else 0


def cmd_replay(args: argparse.Namespace) -> int:
    """A saved game at one of its moves: the public view, the state JSON (everything, as
    `scenario run --json` prints it) or a scenario file that reaches the same state."""
    from pathlib import Path

    from digimon_tui.engine.serialize import state_json
    from digimon_tui.ui.replay import Recording, ReplayError, public_summary

    try:
        rec = Recording.open(_cards(args), Path(args.save))
        n = rec.check_move(len(rec.moves) if args.move is None else args.move)
        if args.export_scenario:
            if Path(args.export_scenario).resolve() == Path(args.save).resolve():
                raise UsageError(
                    f"--export-scenario {args.save}: expected a new file, not the save"
                )
            _write_out(args.export_scenario, rec.scenario(n), "--export-scenario")
        if args.json:
            print(json.dumps(state_json(rec.at(n)), indent=1))
        elif not args.export_scenario:
            print(public_summary(rec, n))
    except ReplayError as e:
        raise UsageError(str(e)) from None
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from digimon_tui.card_files.check import main as check_main

    return check_main(args.paths, args.cards)


def cmd_cards_compile(args: argparse.Namespace) -> int:
    from digimon_tui.compiler.catalogue import main as compile_main

    return compile_main(args.catalogues, args.out, exact=args.exact)


def cmd_cards_search(args: argparse.Namespace) -> int:
    from digimon_tui.cards.errata import erratum
    from digimon_tui.cards.search import CardIndex, SearchError
    from digimon_tui.cards.text import card_summary, card_text

    query = " ".join(args.query)
    try:
        found = CardIndex(_cards(args).values()).search(query)
    except SearchError as e:
        raise UsageError(str(e)) from None
    for card in found:
        print(card_summary(card))
        if (changed := erratum(card.number)) is not None:
            print(f"    {changed.line()}")
        if args.text:
            print("".join(f"    {line}\n" for line in card_text(card)), end="")
    print(f"{len(found)} card{'' if len(found) == 1 else 's'} match {query!r}")
    return 0


def cmd_cards_list(args: argparse.Namespace) -> int:
    from digimon_tui.card_files import coverage
    from digimon_tui.cards.printed import printed

    folder = coverage.tests_dir()
    tests = coverage.test_names(folder) if folder is not None else None
    pool = _cards(args)
    report = None
    if args.sweep:
        from digimon_tui.sweep.run import sweep

        report = sweep(pool, list(pool))
    fired = None if report is None else report.by_set()
    table = coverage.table(pool.values(), tests, coverage.compiled_sets(), printed(), fired)
    print("\n".join(table))
    if report is not None:
        for code, unfired in report.unfired().items():
            print(f"never fired, {code}: {', '.join(unfired)}")
    return 0


def cmd_rulings(args: argparse.Namespace) -> int:
    from digimon_tui.card_files import rulings

    folder = rulings.record_dir()
    if folder is None:
        raise UsageError("rulings: the record of rulings is in a source checkout (tests/rulings/)")
    try:
        pool_sets = {number.partition("-")[0] for number in _cards(args)}
        print("\n".join(rulings.table(rulings.read_record(folder, pool_sets))))
    except rulings.RecordError as e:
        raise UsageError(str(e)) from None
    return 0


def _players(args: argparse.Namespace) -> tuple[str, str]:
    """Each seat's player for `simulate`: random or a bot at its level (`bot` is named
    as the level it stands for), from `--p1`/`--p2` or `--policy P1[,P2]`."""
    specs = [args.p1, args.p2]
    if args.policy:
        if args.p1 or args.p2:
            raise UsageError("--policy names both seats' players: leave out --p1/--p2")
        specs = args.policy.split(",")
        if len(specs) == 1:
            specs *= 2
        if len(specs) != 2:
            raise UsageError("--policy takes one player for both seats or two: bot:2,random")
    try:
        return player_names(specs[0] or "random", specs[1] or "random")
    except ValueError as e:
        raise UsageError(f"{'--policy' if args.policy else '--p1/--p2'}: {e}") from None


def player_names(p1: str, p2: str) -> tuple[str, str]:
    """The seats' players as results name them: `random` or `bot:LEVEL`; a spec that
    names no player raises ValueError."""
    from digimon_tui.bots import SpecError, bot_level

    try:
        levels = [bot_level(p) for p in (p1, p2)]
    except SpecError as e:
        raise ValueError(str(e)) from None
    names = ["random" if n is None else f"bot:{n}" for n in levels]
    return names[0], names[1]


def cmd_sealed(args: argparse.Namespace) -> int:
    """`sealed open` prints a pool (a pool file); `sealed build` prints a deck for one."""
    from digimon_tui.sealed.booster import load_booster
    from digimon_tui.sealed.builder import build_deck
    from digimon_tui.sealed.deck_rules import deck_text
    from digimon_tui.sealed.errors import SealedError
    from digimon_tui.sealed.pool import load_pool, open_pool, pool_text

    cards = _cards(args)
    try:
        if args.action == "open":
            text = pool_text(open_pool(load_booster(args.set), cards, args.packs, args.seed), cards)
        else:
            text = deck_text(build_deck(load_pool(args.pool, cards), cards), cards)
    except SealedError as e:
        raise UsageError(str(e)) from None
    if args.out:
        _write_out(args.out, text)
    else:
        print(text, end="")
    return 0


def _simulate_sealed(args: argparse.Namespace, workers: int, bar, players):
    from digimon_tui.sealed.booster import load_booster
    from digimon_tui.sealed.errors import SealedError
    from digimon_tui.simulate_sealed import simulate_sealed

    if args.decks:
        raise UsageError("--format sealed opens its own pools: --decks is not used")
    try:
        booster = load_booster(args.set)
        cards = _cards(args)
        from digimon_tui.sealed.packs import by_rarity

        by_rarity(booster, cards)  # a set that can't be opened is refused before any game
    except SealedError as e:
        raise UsageError(str(e)) from None
    return simulate_sealed(cards, booster, args.packs, args.games, args.seed, bar, workers, players)


def _at_least(args: argparse.Namespace, option: str, least: int) -> None:
    """A count that can't be meant (`--games -3`) is bad input, not an empty run."""
    n = getattr(args, option)
    if n < least:
        raise UsageError(f"--{option} {n}: expected a whole number of {least} or more")


def cmd_simulate(args: argparse.Namespace) -> int:
    _at_least(args, "games", 1)
    _at_least(args, "packs", 1)
    names = (args.decks or ("deck1,deck2" if args.game == "arena" else "red,blue")).split(",")
    if len(names) != 2:
        raise UsageError("--decks takes two decks separated by a comma, e.g. red,blue")
    if args.cards and args.game == "arena":
        raise UsageError(ARENA_CARDS)
    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers takes a number of processes, 1 or more")
    if args.ray and (args.game == "arena" or args.format == "sealed" or args.profile):
        raise UsageError("--ray plays the card game's standard format, without --profile")
    if args.card_stats and (args.game == "arena" or args.format == "sealed"):
        raise UsageError("--card-stats counts the card game's standard format")
    if args.save and (args.game == "arena" or args.format == "sealed" or args.ray):
        raise UsageError("--save keeps the card game's standard games, played here (not --ray)")
    _check_card_rows(args)
    with _starting_up():
        from digimon_tui.simulate import default_workers

        workers = 1 if args.profile else args.workers or default_workers()
        players = _players(args)
        bar = _progress_bar(args.games)
        specs = (names[0], names[1])
        if args.game == "arena":
            from digimon_tui.arena.loader import ArenaFileError
            from digimon_tui.simulate_arena import simulate as simulate_arena
        elif args.format != "sealed":
            from digimon_tui.simulate import simulate

            decks = (_deck(names[0], args), _deck(names[1], args))
            cards = _cards(args)
            keep = _keep(args)
    if args.game == "arena":
        try:
            res = simulate_arena(
                args.games,
                args.seed,
                deck_specs=specs,
                workers=workers,
                progress=bar,
                players=players,
            )
        except ArenaFileError as e:
            raise UsageError(str(e)) from None
    elif args.format == "sealed":
        res = _simulate_sealed(args, workers, bar, players)
    else:
        run = partial(
            simulate,
            cards,
            decks,
            args.games,
            args.seed,
            bar,
            workers,
            specs,
            players,
            args.ray,
            args.card_stats,
            keep,
        )
        if args.profile:
            import cProfile
            import pstats

            prof = cProfile.Profile()
            res = prof.runcall(run)
            pstats.Stats(prof, stream=sys.stderr).sort_stats("tottime").print_stats(15)
        else:
            res = _on_cluster(run)
    if bar is not None:
        print(file=sys.stderr)
    data = {"game": args.game, "seed": args.seed, **res.as_json()}
    text = res.summary("duels" if args.game == "arena" else "turns")
    if args.card_stats:
        from digimon_tui import card_stats
        from digimon_tui.charts import card_chart

        assert res.cards is not None
        rows = card_stats.matchup_rows(res.cards, res.labels(), decks, cards, args.card_sort)
        data["cards"] = card_stats.as_json(rows)
        text += "\n\n" + card_stats.text(rows, args.card_rows)
        _draw(args.card_chart, lambda: card_chart(rows))
    print(json.dumps(data, indent=1) if args.json else text)
    return 0


def _keep(args: argparse.Namespace):
    """`--save DIR`: the folder made (a one-line UsageError when it can't be), each game
    to be saved in it; None without the option."""
    from pathlib import Path

    from digimon_tui.simulate import Keep

    if not args.save:
        return None
    try:
        Path(args.save).mkdir(parents=True, exist_ok=True)
    except OSError as e:
        why = e.strerror or e
        raise UsageError(f"--save {args.save}: expected a folder to write in: {why}") from None
    return Keep(args.save, _card_files(args))


def _check_card_rows(args: argparse.Namespace) -> None:
    """The card statistics' and pictures' options, checked before any game is played."""
    if args.card_rows < 0:
        raise UsageError("--card-rows takes a number of rows, 0 (all) or more")
    if args.card_chart and not args.card_stats:
        raise UsageError("--card-chart draws the card statistics: add --card-stats")
    paths = [p for p in (args.card_chart, getattr(args, "heat_map", None)) if p is not None]
    if paths:  # imported only then: the games' modules load in `_starting_up`
        from digimon_tui.charts import ChartError, check

        for path in paths:
            try:
                check(path)
            except ChartError as e:
                raise UsageError(str(e)) from None


def _draw(path: str | None, svg: Callable[[], str]) -> None:
    """Write a picture asked for, after the games."""
    from digimon_tui.charts import ChartError, write

    if path is not None:
        try:
            write(path, svg())
        except ChartError as e:
            raise UsageError(str(e)) from None


def _card_sort(name: str) -> str:
    """A `--card-sort` name, checked when the option is read: the statistics' module
    loads the engine, which the app's start must not wait for."""
    from digimon_tui.card_stats import SORTS

    if name not in SORTS:
        raise argparse.ArgumentTypeError(f"expected one of {', '.join(SORTS)}, not {name!r}")
    return name


def _card_stat_options(p: argparse.ArgumentParser) -> None:
    """The card statistics' options, the same for `simulate` and `study`."""
    p.add_argument(
        "--card-stats",
        action="store_true",
        help="per card of each deck: win rates in games it was drawn or not, played or not",
    )
    p.add_argument(
        "--card-rows",
        type=int,
        default=20,
        metavar="N",
        help="card statistics: rows shown, half from each end of the sorted list "
        "(default 20; 0 = all; --json has them all)",
    )
    p.add_argument(
        "--card-sort",
        type=_card_sort,
        default="gap",
        metavar="{gap,drawn,played,card}",
        help="card statistics: sort by the gap between drawn and not drawn (default), the "
        "win rate when drawn, when played, or by card",
    )
    p.add_argument(
        "--card-chart",
        metavar="FILE.svg",
        help="card statistics: also draw each card's win rate drawn and not drawn",
    )


@contextmanager
def _starting_up() -> Iterator[None]:
    """Imports and card loading make tens of thousands of objects that live as long as the
    program, and little garbage: the collector waits until they are made and then freezes
    them (`gc.freeze`), so no collection during the games, nor the one at exit, walks them
    again. The little garbage is frozen with them: collecting it first costs more than it
    frees."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def _on_cluster(run: Callable[[], T]) -> T:
    """Run a simulation; Ray's problems (missing, no cluster) as one line."""
    from digimon_tui.cluster import ClusterError

    try:
        return run()
    except ClusterError as e:
        raise UsageError(str(e)) from None


def _progress_bar(games: int) -> Callable[[int], None] | None:
    """A bar on the terminal while games run; nothing when stderr is a file or a pipe."""
    if not sys.stderr.isatty():
        return None
    step = max(1, games // 100)

    def show(done: int) -> None:
        if done % step == 0 or done == games:
            filled = 30 * done // max(1, games)
            bar = "#" * filled + "." * (30 - filled)
            print(f"\r[{bar}] {done}/{games} games", end="", file=sys.stderr, flush=True)

    return show


def cmd_play(args: argparse.Namespace) -> int:
    """The full-screen app (the title screen unless a game is given), or `--plain`.

    The title screen imports neither the engines nor the cards: the app does, later."""
    arena = args.game == "arena"
    given = args.scenario or args.p1 or args.p2 or hasattr(args, "seed") or args.plain or arena
    if arena and args.cards:
        raise UsageError(ARENA_CARDS)
    if arena and args.scenario:
        raise UsageError("--scenario starts a card-game position; Arena games start from decks")
    if args.target is not None and not arena:
        raise UsageError("--target is the Arena's score to win; add --game arena")
    table = _table(args, arena) if given else None
    if args.plain:
        from digimon_tui.console import play_console

        assert table is not None
        return play_console(table)
    import gc

    from digimon_tui.ui.app import DigimonApp

    if args.cards:  # the designer's own cards, for the new-game form and "Open scenario"
        app = DigimonApp(table, _cards(args), _card_files(args), warm=True)
    else:  # the built-in cards, read when first needed
        app = DigimonApp(table, warm=True)
    code = _run_app(app)
    gc.freeze()  # the process ends now: its final collections would keep a quit waiting
    return code


def _run_app(app: App[Any]) -> int:
    """Run the full-screen app; its exit code, non-zero when it crashed (Textual prints
    the error and sets the code, but `run` returns normally)."""
    app.run()
    return app.return_code or 0


def _table(args: argparse.Namespace, arena: bool) -> AnyTable:
    """The game the command line asks for."""
    from pathlib import Path

    from digimon_tui.bots import SpecError, seat
    from digimon_tui.ui.setup import SetupError, new_arena_table, new_table, scenario_table

    defaults = ("deck1", "deck2") if arena else ("red", "blue")
    try:
        seats = [seat(spec) if spec else (None, None) for spec in (args.p1, args.p2)]
    except SpecError as e:
        raise UsageError(f"--p1/--p2: {e}") from None
    decks = (seats[0][1] or defaults[0], seats[1][1] or defaults[1])
    bots = (seats[0][0], seats[1][0])
    if args.scenario and any(b is not None for b in bots):
        raise UsageError("--scenario plays hotseat: the computer plays new games only")
    table: AnyTable
    try:
        if arena:
            table = new_arena_table(
                decks, target=args.target or 1000, seed=getattr(args, "seed", None), bots=bots
            )
        elif args.scenario:
            table = scenario_table(Path(args.scenario), extra=args.cards)
        else:
            seed = getattr(args, "seed", None)
            table = new_table(
                _cards(args),
                decks,
                seed=seed,
                card_files=_card_files(args),
                bots=bots,
                as_of=getattr(args, "as_of", None),
            )
    except SetupError as e:
        raise UsageError(str(e)) from None
    return table


def cmd_lesson(args: argparse.Namespace) -> int:
    """`lesson check` proves lessons; `lesson learn` opens the app at the Learn screen."""
    if args.action == "check":
        from digimon_tui.lessons.check import main as check_main

        return check_main(args.paths)
    from pathlib import Path

    from digimon_tui.files import is_folder
    from digimon_tui.ui.app import DigimonApp

    missing = next((d for d in args.lessons if not is_folder(d)), None)
    if missing is not None:
        raise UsageError(f"--lessons {missing}: expected a folder of lesson files")
    return _run_app(DigimonApp(lessons=tuple(Path(d) for d in args.lessons), learn=True, warm=True))


def cmd_drill(args: argparse.Namespace) -> int:
    """`drill check` plays every drill and checks the outcome its ruling states."""
    from digimon_tui.drills.check import main as check_main

    return check_main(args.paths)


def cmd_puzzles(args: argparse.Namespace) -> int:
    """`puzzles mine` finds "win this turn" puzzles in games between computer players;
    `puzzles check` proves the shipped ones (or the files given) again."""
    if args.action == "check":
        from digimon_tui.puzzles.check import main as check_main

        return check_main(args.paths)
    from pathlib import Path

    from digimon_tui.puzzles.mine import MineError, deck_specs, mine, summary

    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {args.out}: expected a folder to write puzzle files into")
    _at_least(args, "games", 1)
    cards = _cards(args)
    try:
        specs = deck_specs(args.decks, cards)
        found = mine(cards, specs, args.games, args.seed, out, card_files=_card_files(args))
    except MineError as e:
        raise UsageError(str(e)) from None
    print(summary(found))
    return 0


def cmd_watch(args: argparse.Namespace) -> int:
    """The projector seat: the game played in another window, read-only."""
    from digimon_tui.ui.app import DigimonApp

    return _run_app(DigimonApp(watch=True))


def cmd_study(args: argparse.Namespace) -> int:
    """A study file: every match-up it names, as one table (or JSON)."""
    from pathlib import Path

    from digimon_tui.simulate import default_workers
    from digimon_tui.study import StudyError, as_json, card_rows, load_study, run_study, table

    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers takes a number of processes, 1 or more")
    _check_card_rows(args)
    if args.compare and (args.card_stats or args.heat_map):
        raise UsageError("--compare is a run of its own: no --card-stats or --heat-map with it")
    try:
        study = load_study(Path(args.file), player_names)

        def pool(extra: list[str]):
            return _cards(argparse.Namespace(cards=[*args.cards, *study.cards, *extra]))

        cards = pool([])
        workers = args.workers or default_workers()

        def progress(done: int, total: int) -> None:
            if sys.stderr.isatty():
                print(f"\r{done}/{total} match-ups", end="", file=sys.stderr, flush=True)

        if args.compare:
            return _compare(args, study, pool, workers, progress)
        rows = _on_cluster(
            partial(
                run_study,
                study,
                cards,
                player_names,
                workers,
                args.ray,
                progress,
                args.card_stats,
            )
        )
        data, text = as_json(study, rows), table(rows)
        if args.card_stats:
            from digimon_tui import card_stats
            from digimon_tui.charts import card_chart

            per_card = card_rows(study, rows, cards, args.card_sort)
            data["cards"] = card_stats.as_json(per_card)
            text += "\n\n" + card_stats.text(per_card, args.card_rows)
            _draw(args.card_chart, lambda: card_chart(per_card))
        if args.heat_map:
            from digimon_tui.charts import heat_map
            from digimon_tui.study import matchup_wins

            names = [Path(d).stem for d in study.decks]
            _draw(args.heat_map, lambda: heat_map(names, matchup_wins(rows)))
    except StudyError as e:
        raise UsageError(str(e)) from None
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(json.dumps(data, indent=1) if args.json else text)
    return 0


def _compare(args: argparse.Namespace, study, pool, workers: int, progress) -> int:
    """`study --compare OLD NEW`: the match-ups the change touches, played with each."""
    from digimon_tui import compare

    old, new = args.compare
    lines = _on_cluster(
        partial(
            compare.compare_study,
            study,
            old,
            new,
            pool,
            player_names,
            workers,
            args.ray,
            progress,
        )
    )
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(compare.as_json(study, old, new, lines), indent=1))
    else:
        print(compare.table(lines))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """The app in a browser: each tab that opens the page plays in its own process."""
    from digimon_tui.serve import serve

    if not 0 < args.port < 65536:
        raise UsageError(f"--port {args.port}: expected a port number, 1 to 65535")
    try:
        serve(args.host, args.port, args.public_url)
    except OSError as e:  # the port is taken, or the address is not this machine's
        import os

        reason = os.strerror(e.errno) if e.errno else str(e)
        raise UsageError(f"can't serve on {args.host}:{args.port}: {reason}") from None
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from digimon_tui.ui.bench import main as bench_main

    return bench_main(args.runs, args.size)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="digimon-tui", description=__doc__.splitlines()[0])
    p.add_argument("--version", action=_Version, help="print the version and exit")
    sub = p.add_subparsers(dest="command")
    own_cards = argparse.ArgumentParser(add_help=False)
    own_cards.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="PATH",
        help="a card file or folder of your own, added to the built-in cards (repeatable)",
    )

    play = sub.add_parser("play", help="play a hotseat game (the default)", parents=[own_cards])
    play.add_argument("--game", choices=("dcg", "arena"), default="dcg", help="which game")
    play.add_argument(
        "--p1",
        help="deck: built-in name or deck file (default red; Arena: deck1), or the computer: "
        "bot[:LEVEL[:DECK]] (bot = the strongest, bot:1 easier)",
    )
    play.add_argument("--p2", help="as --p1 (default deck blue; Arena: deck2)")
    play.add_argument(
        "--target", type=int, help="Arena: the score that wins, at most 1000 (default 1000)"
    )
    play.add_argument("--seed", type=int, default=argparse.SUPPRESS)
    play.add_argument("--scenario", help="start from a scenario file")
    play.add_argument(
        "--as-of",
        type=_date,
        help="check the decks against the restriction list of this date (YYYY-MM-DD; "
        "default today)",
    )
    play.add_argument("--plain", action="store_true", help="line-by-line play, no full screen")
    play.set_defaults(func=cmd_play)

    cards = sub.add_parser("cards", help="card files")
    cards_sub = cards.add_subparsers(dest="action", required=True)
    check = cards_sub.add_parser(
        "check", help="validate card or deck files, print each card", parents=[own_cards]
    )
    check.add_argument("paths", nargs="*")
    check.set_defaults(func=cmd_cards)
    comp = cards_sub.add_parser(
        "compile",
        help="compile a printed catalogue (JSON) into card files; print a table per set",
    )
    comp.add_argument("catalogues", nargs="+", metavar="CATALOGUE.json")
    comp.add_argument("--out", help="write the compiled cards of a one-set catalogue here")
    comp.add_argument(
        "--exact", action="store_true", help="write only the cards whose round trip is exact"
    )
    comp.set_defaults(func=cmd_cards_compile)
    search = cards_sub.add_parser(
        "search",
        help="find cards by name, number, colour, level, keyword, category or text",
        parents=[own_cards],
    )
    search.add_argument(
        "query",
        nargs="+",
        help="words and filters, all of which a card must match: color:red level:5 "
        'keyword:blocker category:tamer cost:<=3 dp:>=6000 type:dragon set:bt1 "delete"',
    )
    search.add_argument("--text", action="store_true", help="print each card's text too")
    search.set_defaults(func=cmd_cards_search)
    listing = cards_sub.add_parser(
        "list",
        help="the card pool by set, and the cards whose every effect has a test",
        parents=[own_cards],
    )
    listing.add_argument(
        "--sweep",
        action="store_true",
        help="also play the card sweep (a minute or two): each set's effects, how many "
        "fired, and those that never did",
    )
    listing.set_defaults(func=cmd_cards_list)
    rul = sub.add_parser(
        "rulings",
        help="official rulings on the card pool by set: about play, tested, passing",
        parents=[own_cards],
    )
    rul.set_defaults(func=cmd_rulings)

    deck = sub.add_parser("deck", help="deck lists: import, export, check for standard play")
    deck_sub = deck.add_subparsers(dest="action", required=True)
    dimport = deck_sub.add_parser(
        "import",
        help="read a deck builder's list (text or Tabletop Simulator) and write a .deck file",
        parents=[own_cards],
    )
    dimport.add_argument("file", help="the deck list")
    dimport.add_argument("--out", help="write the .deck file here instead of printing it")
    dimport.set_defaults(func=cmd_deck)
    dcheck = deck_sub.add_parser(
        "check",
        help="is a deck legal for standard play? (rule 5-1 and the restriction list)",
        parents=[own_cards],
    )
    dcheck.add_argument("file", help="a deck file in any format, or a built-in deck's name")
    dcheck.add_argument(
        "--as-of", type=_date, help="the restriction list of this date (default today)"
    )
    dcheck.set_defaults(func=cmd_deck_check)
    dexport = deck_sub.add_parser(
        "export", help="write a deck as a deck builder's list", parents=[own_cards]
    )
    dexport.add_argument("file", help="a deck file in any format, or a built-in deck's name")
    dexport.add_argument(
        "--format",
        choices=("text", "tts"),
        default="text",
        help="text: '4 Agumon ST1-03' lines; tts: a Tabletop Simulator list (default text)",
    )
    dexport.add_argument("--out", help="write the list here instead of printing it")
    dexport.set_defaults(func=cmd_deck)
    dcorpus = deck_sub.add_parser(
        "corpus",
        help="per era of a folder of deck lists: how many import and play, what they miss",
        parents=[own_cards],
    )
    dcorpus.add_argument("folder", help="a folder with one folder of deck lists per era")
    dcorpus.add_argument(
        "--games", type=int, default=2, help="games per importable list (default 2)"
    )
    dcorpus.add_argument("--seed", type=int, default=1, help="the first game's seed")
    dcorpus.add_argument("--top", type=int, default=40, help="missing cards to list (default 40)")
    dcorpus.set_defaults(func=cmd_deck_corpus)

    sc = sub.add_parser("scenario", help="scenario files")
    sc_sub = sc.add_subparsers(dest="action", required=True)
    run = sc_sub.add_parser(
        "run", help="apply the steps, print the state, check [expect]", parents=[own_cards]
    )
    run.add_argument("file")
    run.add_argument("--json", action="store_true")
    run.set_defaults(func=cmd_scenario)
    leg = sc_sub.add_parser(
        "legal", help="print the pending decision and its legal moves", parents=[own_cards]
    )
    leg.add_argument("file")
    leg.set_defaults(func=cmd_scenario, json=False)

    rep = sub.add_parser(
        "replay",
        help="a saved game at one of its moves: view, state JSON, scenario",
        parents=[own_cards],
    )
    rep.add_argument("save", help="a saved game or autosave (.json)")
    rep.add_argument("--move", type=int, help="after this many moves (default: all; 0: the start)")
    rep.add_argument("--json", action="store_true", help="the state JSON, hidden cards included")
    rep.add_argument(
        "--export-scenario", metavar="FILE", help="write a scenario file that reaches this state"
    )
    rep.set_defaults(func=cmd_replay)

    sim = sub.add_parser("simulate", help="play random games; the benchmark", parents=[own_cards])
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--decks", help="two decks, p1's and p2's (default red,blue; Arena deck1,deck2)"
    )
    sim.add_argument(
        "--workers", type=int, help="processes to play on (default: every core; 1 = one core)"
    )
    sim.add_argument("--p1", help="p1's player: random (the default), bot (the strongest), bot:1")
    sim.add_argument("--p2", help="p2's player, as --p1")
    sim.add_argument(
        "--policy",
        metavar="P1[,P2]",
        help="the seats' players at once: bot:2 (both seats) or bot:2,random (p1, p2)",
    )
    sim.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="play on a Ray cluster (pip install '.[cluster]'): its address, auto for one "
        "started here with `ray start`, local for a new one on this machine",
    )
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.add_argument(
        "--save", metavar="DIR", help="keep every game as a save file (`replay` opens it)"
    )
    sim.add_argument("--profile", action="store_true", help="print the hottest functions")
    sim.add_argument("--game", choices=("dcg", "arena"), default="dcg", help="which game")
    sim.add_argument(
        "--format",
        choices=("standard", "sealed"),
        default="standard",
        help="the card game's format",
    )
    sim.add_argument("--set", default="BT1", help="sealed: the set whose packs are opened")
    sim.add_argument("--packs", type=int, default=6, help="sealed: packs a player (default 6)")
    _card_stat_options(sim)
    sim.set_defaults(func=cmd_simulate)

    sealed = sub.add_parser("sealed", help="Sealed play: open packs, build a deck")
    sealed_sub = sealed.add_subparsers(dest="action", required=True)
    sopen = sealed_sub.add_parser(
        "open", help="open packs and print the pool (a pool file)", parents=[own_cards]
    )
    sopen.add_argument("--set", default="BT1", help="the set (default BT1)")
    sopen.add_argument("--packs", type=int, default=6, help="how many packs (default 6)")
    sopen.add_argument("--seed", type=int, default=None, help="the same seed opens the same packs")
    sopen.add_argument("--out", help="write the pool to this file instead of printing it")
    sopen.set_defaults(func=cmd_sealed)
    sbuild = sealed_sub.add_parser(
        "build", help="build a Sealed deck from a pool file and print it", parents=[own_cards]
    )
    sbuild.add_argument("pool", help="a pool file (from sealed open)")
    sbuild.add_argument("--out", help="write the deck to this file instead of printing it")
    sbuild.set_defaults(func=cmd_sealed)

    lesson = sub.add_parser("lesson", help="lessons: check them, or learn")
    lesson_sub = lesson.add_subparsers(dest="action", required=True)
    lcheck = lesson_sub.add_parser("check", help="validate lessons and prove them solvable")
    lcheck.add_argument("paths", nargs="+", metavar="FILE", help="lesson files or folders")
    lcheck.set_defaults(func=cmd_lesson)
    learn = lesson_sub.add_parser("learn", help="open the Learn screen")
    learn.add_argument(
        "--lessons",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of your own lessons (drills in its drills/, puzzles in its "
        "puzzles/), listed after the built-in ones (repeatable)",
    )
    learn.set_defaults(func=cmd_lesson)

    drill = sub.add_parser("drill", help="rulings drills: check them")
    drill_sub = drill.add_subparsers(dest="action", required=True)
    dcheck = drill_sub.add_parser(
        "check",
        help="play each drill and check its ruling's outcome (all built-in ones by default)",
    )
    dcheck.add_argument("paths", nargs="*", metavar="FILE", help="drill files or folders")
    dcheck.set_defaults(func=cmd_drill)

    study = sub.add_parser(
        "study", help="a balance study: decks x decks x players x games", parents=[own_cards]
    )
    study.add_argument("file", help="a study file (TOML; see docs/studies.md)")
    study.add_argument("--json", action="store_true", help="print the results as JSON")
    study.add_argument(
        "--workers", type=int, help="processes to play on (default: every core; 1 = one core)"
    )
    study.add_argument("--ray", metavar="ADDRESS", help="play on a Ray cluster, as simulate")
    _card_stat_options(study)
    study.add_argument(
        "--heat-map",
        metavar="FILE.svg",
        help="also draw each deck's win rate against each other deck",
    )
    study.add_argument(
        "--compare",
        nargs=2,
        metavar=("OLD", "NEW"),
        help="paired comparison: play the match-ups a change touches with each version on "
        "the same seeds (two card files, or two decks, OLD one of the study's)",
    )
    study.set_defaults(func=cmd_study)

    puzzles = sub.add_parser("puzzles", help="puzzles: mine them from games, or check them")
    puzzles_sub = puzzles.add_subparsers(dest="action", required=True)
    pmine = puzzles_sub.add_parser(
        "mine", help="find 'win this turn' puzzles in computer games", parents=[own_cards]
    )
    pmine.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    pmine.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    pmine.add_argument(
        "--decks",
        help="decks to pair at random: built-in names, deck files, or 'pool' for decks "
        "drawn from the whole card pool, separated by commas (default: every built-in "
        "deck and pool)",
    )
    pmine.add_argument("--out", required=True, metavar="DIR", help="folder for the puzzle files")
    pmine.set_defaults(func=cmd_puzzles)
    pcheck = puzzles_sub.add_parser(
        "check", help="prove every shipped puzzle (or the files given) and its grade again"
    )
    pcheck.add_argument("paths", nargs="*", metavar="FILE", help="puzzle files or folders")
    pcheck.set_defaults(func=cmd_puzzles)

    watch = sub.add_parser(
        "watch", help="the projector seat: follow the game played on this machine, read-only"
    )
    watch.set_defaults(func=cmd_watch)

    srv = sub.add_parser("serve", help="serve the app in a web browser (projector, remote)")
    srv.add_argument(
        "--host",
        default="localhost",
        help="address to listen on (default localhost; "
        "0.0.0.0 for every network: anyone who can reach it can play)",
    )
    srv.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    srv.add_argument(
        "--public-url",
        help="the address browsers use, when behind a proxy (default http://HOST:PORT)",
    )
    srv.set_defaults(func=cmd_serve)

    bench = sub.add_parser("bench", help="how quick the app feels: its figures and targets")
    bench_sub = bench.add_subparsers(dest="action", required=True)
    app = bench_sub.add_parser("app", help="time the app in a pseudo-terminal")
    app.add_argument("--runs", type=int, default=5, help="runs of each measure (default 5)")
    app.add_argument("--size", default="120x40", help="the terminal, COLSxROWS (default 120x40)")
    app.set_defaults(func=cmd_bench)
    return p


class _Version(argparse.Action):
    """`--version`: the installed package's version, looked up only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help=str(kwargs.get("help", "")))

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("digimon-tui")
        except PackageNotFoundError:
            number = "unknown (not installed)"
        print(f"digimon-tui {number}")
        parser.exit()


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command is None:
        args = parser().parse_args(["play", *(argv or [])])
    if getattr(args, "seed", 0) is None:
        import random

        args.seed = random.randrange(1 << 30)
    try:
        return args.func(args)
    except UsageError as e:
        print(f"digimon-tui: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader stopped reading (`| head`): no traceback, and nothing more to flush at
        # exit; 141 is what a shell reports for a program ended by SIGPIPE.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
