"""The balance report (`python main.py balance`): a standard set of bot games
for every player count, written to a Markdown file and summarised as JSON.

Every seat gets the same bot kind and the first player moves one seat each
game, so any difference between turn positions is the game's, not the bots'.
Never imports pygame.
"""
from __future__ import annotations

import math
import os
import re
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.registry import GameInfo, get, options_text
from game.sim import simulate

PLAYER_COUNTS = (2, 3, 4, 5, 6)
TUNING_HEADING = "## Tuning"
TUNING_PLACEHOLDER = (TUNING_HEADING + "\n\n"
                      "Before and after: the tuning notes follow, written by hand. Re-running the command "
                      "keeps this section and everything after it.\n")


def ordinal(i: int) -> str:
    """1 -> '1st', 2 -> '2nd', ..."""
    suffix = "th" if 10 <= i % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(i % 10, "th")
    return f"{i}{suffix}"


def _position_figures(out: Mapping[str, Any]) -> dict[str, Any]:
    """Per player count: the win rates by turn position and how far they stray from a fair share."""
    players = out["players"]
    fair = 1 / players
    rates = out["win_rate_by_turn_position"]
    devs: list[float | None] = [None if r is None else (r - fair) * 100 for r in rates]
    known = {i: d for i, d in enumerate(devs) if d is not None}
    worst = max(known, key=lambda i: abs(known[i]), default=None)
    played = out["games"] - out["errors"]
    return {
        "games": out["games"], "errors": out["errors"],
        "win_rate_by_turn_position": rates,
        "mean_score_by_turn_position": out["mean_score_by_turn_position"],
        "fair_share": round(fair, 4),
        "first_player_win_rate": rates[0],
        "largest_deviation_pp": None if worst is None else round(known[worst], 1),
        "largest_deviation_position": None if worst is None else worst + 1,
        # one standard error of a fair win rate over these games: the wobble chance alone gives
        "chance_pp": round(math.sqrt(fair * (1 - fair) / played) * 100, 1) if played else None,
        "mean_score": out["mean_score"], "score_sd": out["score_sd"],
        "mean_rounds": out["mean_rounds"], "stranded_share": out["stranded_share"],
        "seconds": out["seconds"],
    }


def _table(per_count: Mapping[int, Mapping[str, float]]) -> dict[str, dict[str, float]]:
    """{key: {players: mean per game}} over every key any player count names."""
    keys: list[str] = []
    for counts in per_count.values():
        keys.extend(k for k in counts if k not in keys)
    return {k: {str(p): per_count[p].get(k, 0.0) for p in per_count} for k in keys}


def run_balance(game_id: str, games: int = 200, seed: int = 1, bot: str = "normal",
                out: str | None = os.path.join("docs", "balance.md"), processes: int = 2,
                counts: Sequence[int] | None = None,
                progress: Callable[[str], Any] | None = None,
                options: Mapping[str, Any] | None = None, map_path: str | None = None) -> dict[str, Any]:
    """Play the standard set and write the report to ``out`` (None: write nothing).

    ``map_path``: a map file the games are played on instead of the game's own
    (its report gets a block of its own, named after the file).

    ``options`` are the game's setup options (a variant): its report gets a
    block of its own in ``out``, beside the standard one. Returns the JSON
    summary. The figures depend on ``games``, ``seed``, ``bot`` and
    ``options`` only, never on ``processes``."""
    options = dict(options or {})
    info = get(game_id)
    if games < 1:
        raise ValueError("--games must be at least 1")
    if processes < 1:
        raise ValueError("--processes must be at least 1")
    wanted = PLAYER_COUNTS if counts is None else tuple(counts)
    plist = [p for p in wanted if info.min_players <= p <= info.max_players]
    if not plist:
        raise ValueError(f"{info.name} takes {info.min_players} to {info.max_players} players")
    t0 = time.perf_counter()
    runs: dict[int, dict[str, Any]] = {}
    for p in plist:
        runs[p] = simulate(info, games, p, seed, [bot] * p, rotate=True, processes=processes, options=options,
                           map_path=map_path)
        if progress:
            progress(f"{p} players: {games} games in {runs[p]['seconds']:.0f} s")
    from game.maps import content_at
    content = content_at(info, map_path)
    mapname = os.path.basename(map_path) if map_path else None
    tallies = {name: _table({p: r[name] for p, r in runs.items()}) for name in info.tallies}
    summary: dict[str, Any] = {
        "game": info.id, "bots": bot, "games_per_player_count": games, "seed": seed, "options": options,
        "command": command_line(info.id, games, seed, bot, out, options, map_path),
        "map": mapname,
        "out": out, "errors": sum(r["errors"] for r in runs.values()),
        "by_players": {str(p): _position_figures(r) for p, r in runs.items()},
        **tallies,
        # per tally, the cards that never counted in any game
        "never": {name: [k for k, row in t.items() if not any(row.values())] for name, t in tallies.items()},
        "game_stats": _table({p: r.get("game_stats", {}) for p, r in runs.items()}),
        "seconds": round(time.perf_counter() - t0, 1),
    }
    first_errors = [f"{p} players: {r['first_error']}" for p, r in runs.items() if "first_error" in r]
    if first_errors:
        summary["first_errors"] = first_errors
    if out:
        text = render_markdown(info, summary, {name: t.cards(content) for name, t in info.tallies.items()})
        write_report(out, text, report_key(info.id, options, mapname))
    return summary


def report_key(game_id: str, options: Mapping[str, Any] | None = None, map_name: str | None = None) -> str:
    """The name of a report's block in the shared file: the game's id, and its
    options after it for a variant ("chemin-montagneux pyrenees=yes"), and the
    map's file name when it is not the game's own ("ski map=small.tmx")."""
    key = f"{game_id} {options_text(options)}" if options else game_id
    return f"{key} map={map_name}" if map_name else key


def command_line(game_id: str, games: int, seed: int, bot: str, out: str | None,
                 options: Mapping[str, Any] | None = None, map_path: str | None = None) -> str:
    cmd = f"python main.py balance --game {game_id} --games {games} --seed {seed} --bots {bot}"
    for pair in options_text(options or {}).split():
        cmd += f" --option {pair}"
    if map_path:
        cmd += f" --map {map_path}"
    if out and os.path.normpath(out) != os.path.join("docs", "balance.md"):
        cmd += f" --out {out}"
    return cmd


def _pct(v: float | None) -> str:
    return "n/a" if v is None else f"{v * 100:.1f}%"


def _pp(v: float | None) -> str:
    return "n/a" if v is None else f"{v:+.1f} pp"


def _num(v: float | None, nd: int = 2) -> str:
    return "n/a" if v is None else f"{v:.{nd}f}"


def render_markdown(info: GameInfo, summary: Mapping[str, Any],
                    cards: Mapping[str, Mapping[str, Mapping[str, Any]]]) -> str:
    """The game's report; ``cards``: per tally, its cards' titles and copies."""
    """The report, up to (not including) the Tuning section."""
    bot, games = summary["bots"], summary["games_per_player_count"]
    counts = list(summary["by_players"])
    L: list[str] = []
    add = L.append
    variant = options_text(summary.get("options") or {})
    if summary.get("map"):
        variant = f"{variant}, on {summary['map']}" if variant else f"on {summary['map']}"
    add(f"# {info.name}: balance report" + (f" ({variant})" if variant else ""))
    add("")
    add(f"These figures come from bots playing one another, not from people. For each number of "
        f"players ({', '.join(counts)}) the program played {games} games with a `{bot}` bot in every "
        f"seat. The first player moves on one seat each game, so every seat goes first about equally "
        f"often. In a fair game each turn position (the first player, the second, ...) wins the same "
        f"share of games: 1 in the number of players. A win shared by several players counts as an "
        f"equal part of a win for each of them. Even in a perfectly fair game the win rates stray "
        f"from the fair share by chance; the column *Chance* gives the usual size of that stray "
        f"(one standard error, in percentage points, pp). A deviation of more than about twice "
        f"that is unlikely to be chance.")
    add("")
    add("To make this report again (the Tuning notes after it are kept):")
    add("")
    add("```")
    add(summary["command"])
    add("```")
    add("")
    if summary["errors"]:
        add(f"**{summary['errors']} games stopped with an error** and are left out of the figures:")
        add("")
        for line in summary.get("first_errors", []):
            add(f"- {line}")
        add("")
    add("## Summary")
    add("")
    stranded = any(f["stranded_share"] is not None for f in summary["by_players"].values())
    add("| Players | Games | First player wins | Fair share | Largest deviation | Chance | Mean score "
        "| Score spread (SD) | Mean rounds |" + (" Stranded at the end |" if stranded else ""))
    add("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |" + (" ---: |" if stranded else ""))
    for p, f in summary["by_players"].items():
        dev = _pp(f["largest_deviation_pp"])
        if f["largest_deviation_position"]:
            dev += f" ({ordinal(f['largest_deviation_position'])})"
        add(f"| {p} | {f['games'] - f['errors']} | {_pct(f['first_player_win_rate'])} | {_pct(f['fair_share'])} "
            f"| {dev} | ±{_num(f['chance_pp'], 1)} pp | {_num(f['mean_score'])} | {_num(f['score_sd'])} "
            f"| {_num(f['mean_rounds'], 1)} |" + (f" {_pct(f['stranded_share'])} |" if stranded else ""))
    add("")
    if stranded:
        add(f"*Stranded at the end*: {info.stranded_note}")
    add("*Score spread*: the standard deviation of one player's final score.")
    add("")
    for p, f in summary["by_players"].items():
        add(f"## {p} players")
        add("")
        add("| Turn position | Win rate | Fair share | Deviation | Mean score |")
        add("| --- | ---: | ---: | ---: | ---: |")
        for i, r in enumerate(f["win_rate_by_turn_position"]):
            off = None if r is None else (r - f["fair_share"]) * 100
            add(f"| {ordinal(i + 1)}{' (first player)' if i == 0 else ''} | {_pct(r)} | {_pct(f['fair_share'])} "
                f"| {_pp(off)} | {_num(f['mean_score_by_turn_position'][i])} |")
        add("")
        who = f" ({ordinal(f['largest_deviation_position'])} player)" if f["largest_deviation_position"] else ""
        add(f"- Largest deviation from the fair share: {_pp(f['largest_deviation_pp'])}{who}; "
            f"chance alone gives about ±{_num(f['chance_pp'], 1)} pp")
        add(f"- Mean score {_num(f['mean_score'])}, spread (SD) {_num(f['score_sd'])}")
        add(f"- Mean rounds {_num(f['mean_rounds'], 1)}")
        if stranded:
            add(f"- Stranded at the end: {_pct(f['stranded_share'])} of {info.stranded_noun}")
        add("")
    stats = summary.get("game_stats") or {}
    if stats:
        add("## The game in figures")
        add("")
        add("Per game, all players together.")
        add("")
        add("| Figure | " + " | ".join(f"{p} players" for p in counts) + " |")
        add("| --- | " + " | ".join("---:" for _ in counts) + " |")
        for k, row in stats.items():
            add(f"| {info.stat_titles.get(k, k)} | " + " | ".join(f"{row.get(p, 0.0):.2f}" for p in counts) + " |")
        add("")
    for name, t in info.tallies.items():
        _card_table(L, t.heading, t.what, t.never, summary[name], cards.get(name, {}), counts, t.blurb)
    return "\n".join(L)


def _card_table(L: list[str], title: str, what: str, never: str, rows: Mapping[str, Mapping[str, float]],
                info: Mapping[str, Mapping[str, Any]], counts: Sequence[str], blurb: str) -> None:
    if not rows:
        return                      # a game without such cards
    L.append(f"## {title}")
    L.append("")
    dead = [k for k, row in rows.items() if not any(row.values())]
    L.append(blurb + (" Cards in the deck: how many copies of the card the deck holds." if any(
        i.get("copies") is not None for i in info.values()) else ""))
    L.append("")
    if dead:
        L.append(f"**{never.capitalize()}** in any game: " + ", ".join(f"`{k}`" for k in dead) + ".")
    else:
        L.append(f"Every {what.lower()} card was {never.split()[-1]} at least once.")
    L.append("")
    L.append(f"| {what} | Title | Cards in the deck | " + " | ".join(f"{p} players" for p in counts) + " | Note |")
    L.append("| --- | --- | ---: | " + " | ".join("---:" for _ in counts) + " | --- |")
    for k, row in rows.items():
        i = info.get(k, {})
        copies = i.get("copies")
        L.append(f"| `{k}` | {i.get('title', '')} | {'' if copies is None else copies} | "
                 + " | ".join(f"{row.get(p, 0.0):.3f}" for p in counts)
                 + f" | {never if k in dead else ''} |")
    L.append("")


_TUNING_RE = re.compile(r"^" + re.escape(TUNING_HEADING) + r"\b.*$", re.MULTILINE)


def markers(game_id: str) -> tuple[str, str]:
    """The comments around one game's generated report in the shared file
    (``game_id``: a ``report_key``, which names a variant's options too)."""
    return f"<!-- balance:{game_id} -->", f"<!-- /balance:{game_id} -->"


def write_report(path: str, text: str, game_id: str) -> None:
    """Write one game's report into the shared file, between its markers.

    Everything outside the markers (each game's Tuning notes, written by hand,
    and the other games' reports) is kept word for word. A game met for the
    first time gets its block at the end, followed by an empty Tuning section.
    A file from before the markers (one report, then its Tuning section) has
    its report replaced and its Tuning section kept."""
    start, end = markers(game_id)
    block = f"{start}\n{text.strip()}\n{end}\n"
    old = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            old = fh.read()
    if start in old and end in old:
        i, j = old.index(start), old.index(end) + len(end)
        new = old[:i] + block.rstrip("\n") + old[j:]
    elif old and "<!-- balance:" not in old:
        m = _TUNING_RE.search(old)           # the one-report file of before
        new = block + "\n" + (old[m.start():] if m else TUNING_PLACEHOLDER)
    elif old:
        new = old.rstrip("\n") + "\n\n" + block + "\n" + TUNING_PLACEHOLDER
    else:
        new = block + "\n" + TUNING_PLACEHOLDER
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(new.rstrip("\n") + "\n")
