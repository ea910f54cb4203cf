#!/usr/bin/env python3
"""Write real saves with the program as it stood at an earlier commit, for the
corpus of every release's saves (tests/saves/releases/), or check that today's
program opens the saves of many commits (``--scan``).

    python tools/make_release_saves.py --commit 91d6630          # one release into the corpus
    python tools/make_release_saves.py --releases                # every release in RELEASES.txt
    python tools/make_release_saves.py --scan --since e5690d5    # every commit that touched rules,
                                                                 # saves written and read back today
    python tools/make_release_saves.py --editions                # which edition each save plays under

The commit is checked out in a temporary git worktree and the saves are made by
that program's own code (its registry, its bots, its ``saves.save_game``): bot
games of every game it hosts, at several seat counts, with its options, played
to the end or stopped part way. Nothing of today's program writes them. Each
release gets a folder ``<date>-<commit>/`` with the saves and ``index.json``
(the commit, and for each file its game, seats, options, actions, whether it
is over and its recorded hash); ``tests/core/test_release_saves.py`` replays
every one with today's rules. ``--editions`` (run after adding a release)
writes ``editions.json``: the edition of its game's rules each save plays on
under, as today's program finds it, which the test holds every save to (an
older edition keeps its number when the rules change again).

The worktree is removed afterwards; the run needs git and this repository's
history.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Any

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
OUT = os.path.join(ROOT, "tests", "saves", "releases")
#: the commits of the corpus, one a line (``#`` starts a comment): releases of the program
RELEASES = os.path.join(OUT, "RELEASES.txt")
#: the files whose change may change a game's rules (the scan visits every commit touching them)
RULES_PATHS = ("config", "maps", "game/games", "game/core/protocol.py", "game/core/rng.py",
               "game/core/registry.py", "game/saves/__init__.py", "game/saves.py",   # (the format; before its package)
               # a game's screens, art and bots never change what a move does (a module, or a package)
               *(f":(exclude)game/games/*/{m}{tail}" for tail in (".py", "/*") for m in (
                   "ai", "scene", "panel", "panel_view", "presenter", "ui", "style", "board_view", "course_view",
                   "course_art", "terrain_view", "tile_art", "pawn_layer", "camera", "motions", "journey",
                   "faces", "map_viewer", "scoreboard", "fit", "terrain", "tileset", "grid", "parts")))


#: a scan's saves: a game stopped part way stops at a fixed count (no whole game played first)
QUICK = bool(os.environ.get("RELEASE_SAVES_QUICK"))


# ---------------------------------------------------------------- inside the old program
def _configs(info: Any) -> list[dict[str, Any]]:
    """The games to save for one game: seat counts from its least to its most,
    its options (each on alone where it has one or two, all of them together),
    the last value of each list choice, bots of two kinds, some played to the
    end and some stopped part way."""
    lo, hi = info.min_players, info.max_players
    mid = (lo + hi + 1) // 2
    yes_no = list(getattr(info, "options", {}) or {})
    choices = {}
    try:
        choices = dict(info.choices()) if getattr(info, "choices", None) is not None else {}
    except Exception:  # an older registry's shape: no list choices
        choices = {}
    out: list[dict[str, Any]] = [
        {"players": lo, "bots": "normal", "stop": None, "options": {}},
        {"players": mid, "bots": "random", "stop": 0.5, "options": {}},
        {"players": hi, "bots": "random", "stop": None, "options": {}},
        {"players": hi, "bots": "normal", "stop": 0.4, "options": {}},
    ]
    if lo + 1 <= hi:
        out.append({"players": lo + 1, "bots": "normal", "stop": 0.7, "options": {}, "colours": "shifted"})
    if len(yes_no) <= 2:
        for i, key in enumerate(yes_no):
            out.append({"players": (lo, hi)[i % 2], "bots": "random", "stop": None, "options": {key: True}})
    if len(yes_no) > 1:
        out.append({"players": mid, "bots": "random", "stop": None, "options": {k: True for k in yes_no}})
        out.append({"players": hi, "bots": "normal", "stop": 0.5, "options": {k: True for k in yes_no}})
    for j, (key, (_, values)) in enumerate(choices.items()):
        if key in ("minutes",) or len(values) < 2:      # a clock on the wall: a bot game plays no minutes
            continue
        out.append({"players": (mid, lo)[j % 2], "bots": ("normal", "random")[j % 2],
                    "stop": (None, 0.5)[j % 2], "options": {key: values[-1][0]}})
    for m in getattr(info, "map_files", ())[1:]:
        out.append({"players": lo, "bots": "normal", "stop": None, "options": {}, "map": m})
    return out


def _setup(info: Any, cfg: dict[str, Any], seed: int) -> Any:
    from game.core.protocol import SeatSetup, Setup
    n = cfg["players"]
    colours = list(info.colours)
    if cfg.get("colours") == "shifted":                 # the last colours, not the first
        colours = colours[::-1]
    seats = tuple(SeatSetup(f"{cfg['bots'].capitalize()} {i + 1}", colours[i % len(colours)], cfg["bots"])
                  for i in range(n))
    kw: dict[str, Any] = {"game": info.id, "seats": seats, "first_player": seed % n, "seed": seed,
                          "options": dict(cfg["options"])}
    setup = Setup(**kw)
    if cfg.get("map"):                                  # as the setup screen chooses a mountain
        from game.maps import with_map
        setup = with_map(info, setup, cfg["map"])
    return setup


def _new_game(info: Any, setup: Any) -> Any:
    """The game ``setup`` begins, as that program's window began it (on another map
    with that map's content)."""
    if getattr(setup, "map", ""):
        import game.maps as maps
        if hasattr(maps, "new_game"):
            return maps.new_game(info, setup)
        return info.new_game(setup, maps.content_for(info, setup))
    return info.new_game(setup)


def _play(state: Any, kinds: list[str], seed: int, max_actions: int) -> None:
    """The bots play ``state`` on (in place) until it ends or ``max_actions`` are made."""
    from game.ai import make_bot
    from game.sim import play_out
    bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
    try:
        play_out(state, bots, max_actions=max_actions)
    except RuntimeError:
        pass                                            # stopped part way, as asked


def make_saves(out: str, commit: str, only: str | None = None) -> dict[str, Any]:
    """Inside the old program (its ``game`` package on sys.path): every game's saves into ``out``."""
    import game.games  # noqa: F401  (the bootstrap)
    from game import saves
    from game.core.registry import all_games
    os.makedirs(out, exist_ok=True)
    files: dict[str, Any] = {}
    problems: list[str] = []
    for info in all_games():
        if only and info.id != only:
            continue
        for k, cfg in enumerate(_configs(info)):
            seed = 1000 + 37 * k + len(info.id)
            try:
                setup = _setup(info, cfg, seed)
                state = _new_game(info, setup)
            except Exception as e:                      # this program refuses the setup: not one of its games
                problems.append(f"{info.id} #{k}: not made ({e.__class__.__name__}: {str(e)[:100]})")
                continue
            kinds = [s.kind for s in setup.seats]
            limit = 2000                                # (a game without a round limit may not end)
            if cfg["stop"] is not None and QUICK:
                limit = max(3, int(300 * cfg["stop"]))  # (a scan: part way by a fixed count)
            elif cfg["stop"] is not None:
                whole = _new_game(info, setup)          # how long the game runs, to stop it part way
                _play(whole, kinds, seed, limit)
                limit = max(3, int(len(whole.action_log) * cfg["stop"]))
            t0 = time.time()
            _play(state, kinds, seed, limit)
            over = bool(state.is_over())
            name = f"{info.id}-{k:02d}-{len(setup.seats)}p-{cfg['bots']}-{'over' if over else 'unfinished'}.json"
            saves.save_game(state, os.path.join(out, name), f"{info.name} at {commit}")
            files[name] = {"game": info.id, "players": len(setup.seats),
                           "colours": [s.colour for s in setup.seats], "bots": cfg["bots"],
                           "options": dict(cfg["options"]), "map": cfg.get("map", ""),
                           "actions": len(state.action_log), "over": over, "state_hash": state.state_hash(),
                           "seconds": round(time.time() - t0, 2)}
    return {"files": files, "problems": problems}


def _inside(args: argparse.Namespace) -> int:
    sys.path.insert(0, args.program)
    os.chdir(args.program)
    result = make_saves(args.out, args.commit, args.game)
    print(json.dumps(result))
    return 0


# ---------------------------------------------------------------- around it
def _git(*a: str) -> str:
    return subprocess.run(["git", *a], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


class NotAProgram(Exception):
    """A commit whose program does not run (it was never a release: a file came in a later commit)."""


def write_release(commit: str, out_root: str = OUT, game: str | None = None, quiet: bool = False,
                  quick: bool = False) -> str:
    """Saves made by the program at ``commit`` into ``out_root/<date>-<commit>/``; the folder."""
    full = _git("rev-parse", commit)
    short = full[:7]
    date = _git("show", "-s", "--format=%cd", "--date=format:%Y-%m-%d-%H%M", full)
    folder = os.path.join(out_root, f"{date}-{short}")
    work = tempfile.mkdtemp(prefix="release-")
    tree = os.path.join(work, "program")
    try:
        _git("worktree", "add", "--detach", tree, full)
        raw = os.path.join(work, "saves")
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", **({"RELEASE_SAVES_QUICK": "1"} if quick else {}), "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": tree, "XDG_DATA_HOME": os.path.join(work, "data"),
               "XDG_CONFIG_HOME": os.path.join(work, "config")}
        cmd = [sys.executable, os.path.abspath(__file__), "--inside", "--program", tree, "--out", raw,
               "--commit", short] + (["--game", game] if game else [])
        run = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=3600)
        if run.returncode != 0:
            raise NotAProgram(f"{short}: the program of that commit does not run:\n{run.stderr[-2000:]}")
        result = json.loads(run.stdout.strip().splitlines()[-1])
        os.makedirs(folder, exist_ok=True)
        for fn in result["files"]:
            shutil.copyfile(os.path.join(raw, fn), os.path.join(folder, fn))
        save_version = None
        for fn in result["files"]:
            with open(os.path.join(folder, fn), encoding="utf-8") as f:
                save_version = json.load(f).get("save_version")
            break
        index = {"commit": full, "date": date, "save_version": save_version,
                 "subject": _git("show", "-s", "--format=%s", full)[:200],
                 "files": result["files"], "not_made": result["problems"]}
        with open(os.path.join(folder, "index.json"), "w", encoding="utf-8") as f:
            json.dump(index, f, indent=1, sort_keys=True)
            f.write("\n")
        if not quiet:
            print(f"{folder}: {len(result['files'])} saves" +
                  (f"; not made: {len(result['problems'])}" if result["problems"] else ""))
        return folder
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def releases() -> list[str]:
    """The commits listed in RELEASES.txt, oldest first."""
    with open(RELEASES, encoding="utf-8") as f:
        return [line.split("#")[0].split()[0] for line in f if line.split("#")[0].strip()]


def _scan_one(job: tuple[str, str]) -> str:
    """One commit of a scan: its saves made in ``scratch`` and opened by today's program."""
    c, scratch = job
    from game import saves
    try:
        folder = write_release(c, scratch, quiet=True, quick=True)
    except NotAProgram as e:
        return f"{c[:7]} does not run: {str(e).splitlines()[-1][:160]}"
    with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    failed = []
    for fn in sorted(index["files"]):
        try:
            saves.load_game(os.path.join(folder, fn))
        except saves.SaveError as e:
            failed.append(f"{fn}: {str(e).split(': ', 1)[-1][:200]}")
    shutil.rmtree(folder, ignore_errors=True)
    return (f"{c[:7]} {index['date']} {len(index['files'])} saves, {len(failed)} fail"
            + "".join(f"\n    {x}" for x in failed))


def scan(since: str, until: str = "HEAD", jobs: int = 1) -> int:
    """Every commit from ``since`` to ``until`` that touched the rules: its saves made
    in a scratch folder and opened by today's program. Prints one line a commit; 1 if
    any save does not open."""
    import multiprocessing
    sys.path.insert(0, ROOT)
    import game.games  # noqa: F401
    commits = _git("rev-list", "--reverse", f"{since}^..{until}", "--", *RULES_PATHS).split()
    bad = 0
    scratch = tempfile.mkdtemp(prefix="scan-")
    try:
        with multiprocessing.Pool(jobs) as pool:
            for line in pool.imap(_scan_one, [(c, scratch) for c in commits]):
                bad += " 0 fail" not in line and "does not run" not in line
                print(line, flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if bad else 0


EDITIONS = os.path.join(OUT, "editions.json")


def write_editions() -> int:
    """``editions.json``: for each save of the corpus (``folder/file``), the number of
    the edition of its game's rules it opens under with today's program."""
    sys.path.insert(0, ROOT)
    import game.games  # noqa: F401
    from game import saves
    from game.core.registry import get
    out: dict[str, int] = {}
    for folder in sorted(os.listdir(OUT)):
        index = os.path.join(OUT, folder, "index.json")
        if not os.path.isfile(index):
            continue
        with open(index, encoding="utf-8") as f:
            names = sorted(json.load(f)["files"])
        for fn in names:
            state = saves.load_game(os.path.join(OUT, folder, fn))
            out[f"{folder}/{fn}"] = get(state.setup.game).edition_of(state.setup.options)
    with open(EDITIONS, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{EDITIONS}: {len(out)} saves")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--commit", help="one commit's saves into the corpus")
    p.add_argument("--releases", action="store_true", help="every commit in RELEASES.txt")
    p.add_argument("--scan", action="store_true", help="open today the saves of every commit touching the rules")
    p.add_argument("--editions", action="store_true", help="write editions.json: each save's edition today")
    p.add_argument("--since", default="e5690d5", help="with --scan: the first commit (the first with saves)")
    p.add_argument("--until", default="HEAD", help="with --scan: the last commit")
    p.add_argument("--game", default=None, help="one game only")
    p.add_argument("--jobs", type=int, default=1, help="with --scan: commits made at once")
    p.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--program", help=argparse.SUPPRESS)
    p.add_argument("--out", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.inside:
        return _inside(args)
    if args.scan:
        return scan(args.since, args.until, args.jobs)
    if args.editions:
        return write_editions()
    if args.releases:
        for c in releases():
            write_release(c, game=args.game)
        return 0
    if args.commit:
        write_release(args.commit, game=args.game)
        return 0
    p.print_help()
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
