"""Command line: `python main.py [command]`. Headless commands never import pygame."""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game import NAME, VERSION

if TYPE_CHECKING:
    from game.core.registry import GameInfo

# the packages the program needs (module: package to install)
REQUIRED = {"pygame": "pygame-ce", "pygame_gui": "pygame_gui", "yaml": "PyYAML", "pytmx": "pytmx",
            "platformdirs": "platformdirs", "websockets": "websockets"}
WINDOW_NEEDS = ("pygame", "pygame_gui", "yaml", "pytmx", "platformdirs")


def install_hint(package: str) -> str:
    """One line: what is missing and the command that installs it."""
    from game import paths
    req = os.path.join(paths.resource_root(), "requirements.txt")
    return (f"{NAME} needs the package {package}: install it with "
            f"\"{sys.executable}\" -m pip install -r \"{req}\"")


def missing_package(modules: Sequence[str] = WINDOW_NEEDS) -> str | None:
    """The first required package that cannot be imported (checked without importing it)."""
    import importlib.util
    for mod in modules:
        try:
            found = importlib.util.find_spec(mod) is not None
        except (ImportError, ValueError):     # ValueError: blocked in sys.modules
            found = False
        if not found:
            return REQUIRED[mod]
    return None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py", description=f"{NAME}: mountain board games.")
    p.add_argument("--version", action="store_true", help="print the program's name and version")
    sub = p.add_subparsers(dest="command")

    s = sub.add_parser("simulate", help="play bot games headless and print a summary")
    s.add_argument("--game", default=None, help="the game (see: games; default: the first listed)")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bots", default="random", help="one bot kind for all seats, or a comma-separated list")
    s.add_argument("--rotate", action="store_true",
                   help="turn the bot kinds round the seats from game to game, so each kind sits in each seat")
    s.add_argument("--processes", type=int, default=1, help="play the games in this many processes")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a setup option of the game, e.g. --option KEY=yes (may be given more than once; "
                        "yes-or-no options take yes or no, the others one of their values)")
    s.add_argument("--map", default=None, metavar="FILE",
                   help="play on this Tiled map instead of the game's own (a game that offers a choice)")
    s.add_argument("--most-rounds", type=int, default=0, metavar="N",
                   help="stop a game not over after N rounds and count it unfinished (0: play every game out)")

    bl = sub.add_parser("balance", help="play the standard bot games for 2 to 6 players and write a balance report")
    bl.add_argument("--game", default=None, help="the game (see: games; default: the first listed)")
    bl.add_argument("--games", type=int, default=200, help="games per player count")
    bl.add_argument("--seed", type=int, default=1)
    bl.add_argument("--bots", default="normal", help="the bot kind in every seat")
    bl.add_argument("--out", default=os.path.join("docs", "balance.md"), help="the Markdown report to write")
    bl.add_argument("--processes", type=int, default=2, help="play the games in this many processes")
    bl.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    bl.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a setup option of the game, as for simulate: its report gets a block of its own")
    bl.add_argument("--map", default=None, metavar="FILE",
                    help="play on this Tiled map instead of the game's own: its report gets a block of its own")

    v = sub.add_parser("validate-map", help="check a Tiled map and list every problem")
    v.add_argument("file")
    v.add_argument("--game", default=None, help="the game the map is for (default: the first listed)")

    b = sub.add_parser("bench", help="measure speed and print the numbers")
    b.add_argument("--json", action="store_true")
    b.add_argument("--games", type=int, default=200)
    b.add_argument("--no-ui", action="store_true", help="skip the window benchmarks")
    b.add_argument("--no-bots", action="store_true", help="skip timing the bots' decisions")
    b.add_argument("--no-startup", action="store_true",
                   help="skip the start-up times (fresh processes: the game, a minimal pygame window, the build)")
    b.add_argument("--startup-runs", type=int, default=7, help="starts of each program (the median counts)")
    b.add_argument("--server", action="store_true",
                   help="only the match server: many bot matches at once through one server on 127.0.0.1")
    b.add_argument("--matches", type=int, default=200, help="with --server: matches played at once")
    b.add_argument("--seconds", type=float, default=20.0, help="with --server: how long to play them")
    b.add_argument("--think", type=float, default=0.5,
                   help="with --server: the seconds each seat takes over a move on average, each time "
                        "from half of it to half again (0: at once)")

    st = sub.add_parser("strength", help="win rates of the bots against each other (4 seats, seats rotated)")
    st.add_argument("--games", type=int, default=100, help="games per pairing")
    st.add_argument("--seed", type=int, default=7000)
    st.add_argument("--processes", type=int, default=2)
    st.add_argument("--game", default=None, help="the game (see: games; default: the first listed)")
    st.add_argument("--pair", action="append", default=None, metavar="HERO,RIVAL",
                    help="a pairing to play, e.g. hard,normal (may be given more than once; "
                         "default: normal,easy and hard,normal)")
    st.add_argument("--json", action="store_true")

    m = sub.add_parser("view-map", help="show a map as the game draws it")
    m.add_argument("file", nargs="?", default=None, help="a .tmx file (default: the game's shipped map)")
    m.add_argument("--game", default=None, help="the game the map is for (default: the first listed)")
    m.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")
    m.add_argument("--zoom", type=float, default=1.0, help="1 fits the whole board")
    m.add_argument("--centre", default=None, help="world point X,Y to centre on")
    m.add_argument("--screenshot", default=None, help="save one frame to this PNG and exit")

    gl = sub.add_parser("games", help="list the games this program hosts")
    gl.add_argument("--ids", action="store_true", help="only their ids, one a line")

    rp = sub.add_parser("replay", help="replay a saved game headless and report on it")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true", help="print one JSON object")

    mk = sub.add_parser("monkey", help="throw random clicks, keys and resizes at the real scenes")
    mk.add_argument("--events", type=int, default=20000)
    mk.add_argument("--seed", type=int, default=1)
    mk.add_argument("--json", action="store_true")
    mk.add_argument("--game", default=None, help="keep to one game (see: games); default: whichever the clicks choose")

    pl = sub.add_parser("play", help="open the game (the same as no command)")
    pl.add_argument("--load", default=None, metavar="FILE", help="open straight into this saved game")
    pl.add_argument("--map", default=None, metavar="FILE",
                    help="open the setup of a new game on this Tiled map (copied into your own maps "
                         "folder when it is not in one)")
    pl.add_argument("--game", default=None, help="the game the map is for (default: the first listed)")

    sv = sub.add_parser("serve", help="run a match server for games played from several computers")
    sv.add_argument("--host", default="127.0.0.1",
                    help="the address to listen on (default 127.0.0.1, this computer only; 0.0.0.0: every network)")
    sv.add_argument("--port", type=int, default=8765, help="the port to listen on (default 8765)")
    sv.add_argument("--db", default=None, metavar="FILE",
                    help="the SQLite file that keeps the matches (default: matches.sqlite3 in the data folder)")
    sv.add_argument("--cert", default=None, metavar="FILE", help="a TLS certificate (PEM), to serve wss://")
    sv.add_argument("--key", default=None, metavar="FILE", help="the certificate's private key (PEM)")
    sv.add_argument("--sync", choices=("normal", "full"), default="normal",
                    help="full: every move survives the machine losing power too, not only the server stopping")

    os_ = sub.add_parser("online-smoke", help="a match server and remote clients on loopback play one game to "
                                              "the end")
    os_.add_argument("--game", default=None, help="the game to play (see: games; default: the first listed)")
    os_.add_argument("--seed", type=int, default=1)

    sm = sub.add_parser("smoke", help="play a bot-only game through the real scenes and exit")
    sm.add_argument("--seconds", type=float, default=20.0)
    sm.add_argument("--players", type=int, default=4)
    sm.add_argument("--autosave", default=None, metavar="FILE", help="save the game there after every action")
    sm.add_argument("--seed", type=int, default=7)
    sm.add_argument("--bots", default="random", help="the bot kind in every seat")
    sm.add_argument("--game", default=None, help="the game to play (see: games; default: the first listed)")
    sm.add_argument("--tutorial", action="store_true",
                    help="click the game's tutorial through to its end instead, as a learner would")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.version:
        print(f"{NAME} {VERSION}")
        return 0
    if args.command is not None:
        # the bootstrap: the bots and every hosted game register (game/games/); the bare
        # window has its registry do it after its first frame (game/app/)
        import game.games  # noqa: F401
    if getattr(args, "game", "") is None:
        from game.core.registry import flagship
        args.game = flagship().id
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "balance":
        return _balance(args)
    if args.command == "validate-map":
        return _validate_map(args.file, args.game)
    if args.command == "bench":
        return _bench(args)
    if args.command == "strength":
        from game.bench import run_strength
        pairs = _pairs(args.pair) if args.pair else (("normal", "easy"), ("hard", "normal"))
        if pairs is None:
            return 2
        out = run_strength(games=args.games, seed=args.seed, processes=args.processes, game=args.game,
                           pairs=pairs)
        _report(out, args.json)
        return 0
    if args.command == "view-map":
        return _view_map(args)
    if args.command == "games":
        from game.core.registry import all_games
        for g in all_games():
            print(g.id if args.ids else f"{g.id:11} {g.name} ({g.players_text()}): {g.summary}")
        return 0
    if args.command == "smoke":
        from game.core.protocol import ContentError
        from game.smoke import run_smoke, run_tutorial_smoke
        try:
            if args.tutorial:
                return run_tutorial_smoke(args.game, args.seconds if args.seconds != 20.0 else 120.0)
            return run_smoke(args.seconds, args.players, args.autosave, args.seed, args.bots, args.game)
        except (ContentError, KeyError) as e:        # a broken tutorial or content file, an unknown game
            print(f"smoke: {e.args[0] if e.args else e}", file=sys.stderr)
            return 1
    if args.command == "replay":
        return _replay(args)
    if args.command in ("serve", "online-smoke") and missing_package(("websockets",)):
        print(install_hint("websockets"), file=sys.stderr)
        return 1
    if args.command == "serve":
        from game.online.command import serve
        return serve(args.host, args.port, args.db, args.cert, args.key, args.sync)
    if args.command == "online-smoke":
        if _game("online-smoke", args.game) is None:
            return 2
        from game.online.command import online_smoke
        return online_smoke(args.game, args.seed)
    if args.command == "monkey":
        import warnings
        warnings.simplefilter("ignore")          # pygame_gui's notes about fonts it loads late
        from game.core.registry import get
        from game.monkey import run_monkey
        if args.game is not None:
            try:
                get(args.game)
            except KeyError as e:
                print(f"{NAME}: {e.args[0]}", file=sys.stderr)
                return 2
        out = run_monkey(args.events, args.seed, progress=lambda line: print(line, file=sys.stderr, flush=True),
                         game=args.game)
        _report(out, args.json)
        return 0
    return _play(getattr(args, "load", None), getattr(args, "map", None), getattr(args, "game", None))


def _pairs(given: list[str]) -> tuple[tuple[str, str], ...] | None:
    """``--pair hero,rival`` options as pairs of bot kinds (None, said on stderr, when one is wrong)."""
    from game.ai import BOT_KINDS
    out: list[tuple[str, str]] = []
    for text in given:
        kinds = [k.strip() for k in text.split(",")]
        if len(kinds) != 2 or any(k not in BOT_KINDS for k in kinds):
            print(f"strength: --pair {text!r}: give two bot kinds, hero first "
                  f"(known: {', '.join(BOT_KINDS)})", file=sys.stderr)
            return None
        out.append((kinds[0], kinds[1]))
    return tuple(out)


def _report(out: dict, as_json: bool) -> None:
    """A command's result: one JSON object, or one "name value" line per entry."""
    if as_json:
        print(json.dumps(out))
    else:
        width = max((len(k) for k in out), default=0) + 2
        for k, v in out.items():
            print(f"{k:{width}} {v}")


def _play(load: str | None = None, map_file: str | None = None, game: str | None = None) -> int:
    missing = missing_package()
    if missing:
        print(install_hint(missing), file=sys.stderr)
        return 1
    from game.app.display import no_display
    why = no_display()
    if why is not None:
        print(f"play: {why}", file=sys.stderr)
        return 1
    state, played = None, 0
    chosen: tuple[str, str] | None = None
    if map_file:
        if load:
            print("play: give --load or --map, not both", file=sys.stderr)
            return 2
        from game.core.registry import flagship
        from game.maps import adopt_map
        gid = game or flagship().id
        try:
            ref, note = adopt_map(gid, map_file)
        except (KeyError, ValueError, OSError) as e:
            print(f"play: {e.args[0] if e.args else e}", file=sys.stderr)
            return 2
        if note:
            print(note)
        chosen = (gid, ref)
    if load:
        from game.saves import SaveError, load_save
        try:
            state, played = load_save(load)
        except SaveError as e:
            print(f"play: {e}", file=sys.stderr)
            return 2
    from game.app.display import NoWindow
    from game.app.start import start
    try:
        return start(state, played, chosen)
    except NoWindow as e:
        print(f"play: {e}", file=sys.stderr)
        return 1


def _replay(args: argparse.Namespace) -> int:
    """Replay a save through the rules; one line on stderr and status 2 if it is bad."""
    from game.saves import SaveError, load_game
    try:
        state = load_game(args.file)
    except SaveError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 2
    out = {"game": state.setup.game, "actions": len(state.action_log), "over": state.is_over(),
           "scores": state.scores(), "state_hash": state.state_hash()}
    _report(out, args.json)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from game.core.protocol import ContentError
    from game.core.registry import get
    from game.sim import simulate
    try:
        info = get(args.game)
        kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
        if not info.min_players <= args.players <= info.max_players:
            raise ValueError(f"{info.name} takes {info.min_players} to {info.max_players} players")
        if args.processes < 1:
            raise ValueError("--processes must be at least 1")
        if not 0 <= args.most_rounds <= 100_000:
            raise ValueError("--most-rounds must be from 0 (none) to 100000")
        options = info.options_from_text(args.option)
        out = simulate(info, args.games, args.players, args.seed, kinds, rotate=args.rotate,
                       processes=args.processes, options=options, map_path=args.map, most_rounds=args.most_rounds)
    except (KeyError, ValueError, ContentError) as e:
        print(f"simulate: {e.args[0] if e.args else e}", file=sys.stderr)
        return 2
    _report(out, args.json)
    return 0 if out["errors"] == 0 else 1


def _balance(args: argparse.Namespace) -> int:
    from game.balance import run_balance
    from game.core.protocol import ContentError
    from game.core.registry import get
    try:
        options = get(args.game).options_from_text(args.option)
        summary = run_balance(args.game, games=args.games, seed=args.seed, bot=args.bots.strip(),
                              out=args.out, processes=args.processes, options=options, map_path=args.map,
                              progress=lambda line: print(line, file=sys.stderr if args.json else sys.stdout,
                                                          flush=True))
    except (KeyError, ValueError, ContentError) as e:
        print(f"balance: {e.args[0] if e.args else e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"wrote {summary['out']}")
    return 0 if summary["errors"] == 0 else 1


def _game(command: str, game_id: str) -> GameInfo | None:
    """The registered game, or None after one line on stderr."""
    from game.core.registry import get
    try:
        return get(game_id)
    except KeyError as e:
        print(f"{command}: {e.args[0]}", file=sys.stderr)
        return None


#: the longest line validate-map prints (a game's own lines are far shorter)
LINE_LIMIT = 1000


def _validate_map(path: str, game_id: str) -> int:
    info = _game("validate-map", game_id)
    if info is None:
        return 2
    if info.check_map is None:
        print(f"validate-map: {info.name} has no map to check", file=sys.stderr)
        return 2
    from game.core.quote import printable
    summary, lines = info.check_map(path)
    # one line each, whatever the file held: control characters escaped, a runaway line cut
    lines = [printable(line, LINE_LIMIT) for line in lines]
    if summary is None:
        for line in lines:
            print(line)
        print(f"{os.path.basename(path)}: {len(lines)} problem{'s' if len(lines) != 1 else ''}",
              file=sys.stderr)
        return 1
    for line in lines:
        print(f"warning: {line}")
    print(f"{os.path.basename(path)}: good: {summary}")
    return 0


def _view_map(args: argparse.Namespace) -> int:
    info = _game("view-map", args.game)
    if info is None:
        return 2
    viewer = info.screens().view_map if info.ui is not None else None
    if viewer is None:
        print(f"view-map: {info.name} has no map viewer", file=sys.stderr)
        return 2
    w, h = (int(v) for v in args.size.lower().split("x"))
    centre = tuple(float(v) for v in args.centre.split(",")) if args.centre else None
    return int(viewer(args.file, (w, h), args.zoom, centre, args.screenshot))


def _bench(args: argparse.Namespace) -> int:
    if args.server:
        if not 1 <= args.matches <= 5000 or not 1 <= args.seconds <= 3600 or not 0 <= args.think <= 60:
            print("bench: --matches is from 1 to 5000, --seconds from 1 to 3600, --think from 0 to 60",
                  file=sys.stderr)
            return 2
        from game.online.bench import run_server_bench
        from game.online.server import settle_memory
        settle_memory()       # this process is the load's clients: their long collections are not the server's
        _report(run_server_bench(args.matches, args.seconds, args.think), args.json)
        return 0
    from game.bench import run_bench
    out = run_bench(games=args.games)
    if not args.no_bots:
        from game.bench import run_bot_bench
        out.update(run_bot_bench())
    if not args.no_startup:
        from game.bench_startup import run_startup_bench
        out.update(run_startup_bench(args.startup_runs))
    if not args.no_ui:
        from game.bench_ui import run_ui_bench
        out.update(run_ui_bench())
    _report(out, args.json)
    return 0
