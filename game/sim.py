"""Headless play: bots against bots, for the simulator, benchmarks and tests.

Never imports pygame.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from game.ai import Bot, make_bot
from game.core.protocol import Event, GameState, SeatSetup, Setup
from game.core.registry import GameInfo


def bot_setup(info: GameInfo, players: int, seed: int, kinds: Sequence[str]) -> Setup:
    seats = tuple(SeatSetup(f"{k.capitalize()} {i + 1}", info.colours[i % len(info.colours)], k)
                  for i, k in enumerate(kinds))
    return Setup(game=info.id, seats=seats, first_player=seed % players, seed=seed)


def play_out(state: GameState, bots: Sequence[Bot], max_actions: int = 20000,
             on_events: Callable[[list[Event]], Any] | None = None) -> GameState:
    """Let the bots play ``state`` to its end. After every action each other seat
    may answer out of turn (event cards), in seat order after the actor."""
    n = state.num_seats
    done = 0
    while not state.is_over():
        seat = state.current_player()
        assert seat is not None
        acts = state.legal_actions(seat)
        bot = bots[seat]
        a = bot.choose(state.view(seat) if bot.wants_view else {}, acts)
        ev = state.apply(a)
        if on_events:
            on_events(ev)
        done += 1
        if done > max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
        for k in range(1, n + 1):
            other = (seat + k) % n
            if state.is_over() or other == state.current_player():
                continue
            opts = state.legal_actions(other)
            if not opts:
                continue
            ob = bots[other]
            r = ob.react(state.view(other) if ob.wants_view else {}, opts)
            if r is not None:
                ev = state.apply(r)
                if on_events:
                    on_events(ev)
                done += 1
    return state


def simulate(info: GameInfo, games: int, players: int, seed: int, kinds: Sequence[str]) -> dict[str, Any]:
    """Play ``games`` bot games and summarise them (the simulate command's JSON)."""
    if len(kinds) == 1:
        kinds = list(kinds) * players
    if len(kinds) != players:
        raise ValueError(f"--bots names {len(kinds)} kinds for {players} players")
    content = info.load_content()
    wins = [0] * players
    totals = [0.0] * players
    rounds = 0.0
    errors = 0
    first_error = ""
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        gseed = seed + g
        setup = bot_setup(info, players, gseed, kinds)
        bots = [make_bot(k, gseed * 31 + i) for i, k in enumerate(kinds)]
        try:
            state = play_out(info.new_game(setup, content), bots)
        except Exception as e:  # a game that raised is counted, and the run goes on
            errors += 1
            first_error = first_error or f"game {g} (seed {gseed}): {type(e).__name__}: {e}"
            continue
        actions += len(state.action_log)
        sc = state.scores()
        for w in state.winners():
            wins[w] += 1
        for i, v in enumerate(sc):
            totals[i] += v
        rounds += state.round_number()
    secs = time.perf_counter() - t0
    ok = games - errors
    out: dict[str, Any] = {
        "game": info.id, "games": games, "players": players, "seed": seed, "bots": list(kinds),
        "errors": errors, "wins_by_seat": wins,
        "mean_score_by_seat": [round(t / ok, 2) if ok else None for t in totals],
        "mean_rounds": round(rounds / ok, 2) if ok else None,
        "mean_actions": round(actions / ok, 1) if ok else None,
        "seconds": round(secs, 3), "games_per_second": round(games / secs, 1) if secs > 0 else None,
    }
    if first_error:
        out["first_error"] = first_error
    return out
