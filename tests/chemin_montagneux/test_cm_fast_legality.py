"""Chemin Montagneux's legal moves, made fast, are the moves the slow way
listed, in the same order: ``slow_legal_actions`` is the algorithm as it was
(every candidate move asked of ``why_illegal``, every hike path searched
depth first), kept here as the oracle. Seeded random games of 2, 3 and 4
players under each variant compare the two at every position, on a copy of
the game made afresh (so nothing the game keeps between moves can go stale
unseen), and every move listed is one ``why_illegal`` passes."""
from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.core.protocol import Action, SeatSetup, Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.rules.actions import Done, End, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll
from game.games.chemin_montagneux.rules.pieces import ACTIVITY, DIRS, Pos, key, parse_pos, pos_text, tile_code
from game.games.chemin_montagneux.rules.state import CMState, colours_for

# -- the oracle: legal_actions as it was before it was made fast -------------------------------


def slow_legal_actions(s: CMState, seat: int) -> list[Action]:
    """Every legal move of ``seat``: each candidate ``why_illegal`` passes, with the
    coins it may be made with (Coin Counters: the moves that fail last)."""
    out = [v for a in _candidates(s, seat) if s.why_illegal(a) is None for v in s.choice_variants(a)]
    return sorted(out, key=lambda a: s.fails(a) is not None) if s.counters else out


def _candidates(s: CMState, seat: int) -> list[Action]:
    if s.current_player() != seat:
        return []
    if s.phase == "roll":
        return [Roll(seat), End(seat)]          # (End only when the game is stuck: why_illegal says)
    acts: list[Action] = _trailblaze_candidates(s, seat)
    if s.phase == "more":
        return acts + [Done(seat)]
    hikes = [h for h in _hike_candidates(s, seat) if s.why_illegal(h) is None]
    return acts + hikes + ([] if any(s.fails(h) is None for h in hikes) else [Pass(seat)])


def _trailblaze_candidates(s: CMState, seat: int) -> list[Action]:
    acts = {ACTIVITY[x] for x in s.usable_suits()}
    out: list[Action] = []
    for activity in ("extend", "grade", "raise", "lower"):
        if activity in acts:
            out += _activity_candidates(s, seat, activity)
    return out


def _activity_candidates(s: CMState, seat: int, activity: str) -> Iterator[Action]:
    codes = sorted({tile_code(t) for t in s.stock[seat]})
    if activity == "extend":
        spots = set()
        for k in s.board:
            x, y = map(int, k.split(","))
            for dx, dy in DIRS:
                if key(x + dx, y + dy) not in s.board:
                    spots.add((x + dx, y + dy))
        for x, y in sorted(spots):
            for code in codes:
                yield Extend(seat, key(x, y), code)
    elif activity == "raise":
        for k in sorted(s.board):
            for code in codes:
                yield Raise(seat, k, code)
    else:
        make = Grade if activity == "grade" else Lower
        for k in sorted(s.board):
            yield make(seat, k)


def _hike_candidates(s: CMState, seat: int) -> list[Action]:
    out: list[Action] = [Rest(seat)]
    for pawn in s.seat_pawns(seat):
        paths = slow_hike_paths(s, seat, pawn)
        start = parse_pos(s.pawns[pawn])
        by_end: dict[Pos, list[int]] = {}
        for (end, cost) in paths:
            if end != start:
                by_end.setdefault(end, []).append(cost)
        for end in sorted(by_end, key=pos_text):
            hikes = [Hike(seat, pawn, tuple(pos_text(p) for p in paths[(end, c)])) for c in sorted(by_end[end])]
            out.append(next((h for h in hikes if not isinstance(s.hike_terms(h), str)),
                            next((h for h in hikes if s.why_illegal(h) is None), hikes[0])))
    return out


def slow_hike_paths(s: CMState, seat: int, pawn: str) -> dict[tuple[Pos, int], list[Pos]]:
    """Every (end, steps) a hike of ``pawn`` can make, with one path of the fewest
    places each (the first such found depth first)."""
    start = parse_pos(s.pawns[pawn])
    assert start is not None
    blocked = s.blocked_for(pawn)
    most = s.budget(pawn)
    seen: dict[tuple[Pos, int], list[Pos]] = {(start, 0): []}
    if s.walks:                                  # the first rules: breadth first over (place, steps)
        layers: list[list[Pos]] = [[] for _ in range(most + 1)]
        layers[0].append(start)
        for c in range(most + 1):
            for p in layers[c]:
                if c and s.wins_at(seat, pawn, p):
                    continue
                for t, k in s.moves(pawn, p, blocked):
                    if c + k <= most and (t, c + k) not in seen:
                        seen[(t, c + k)] = seen[(p, c)] + [t]
                        layers[c + k].append(t)
        return seen
    path: list[Pos] = []

    def walk(p: Pos, c: int) -> None:
        if path and s.wins_at(seat, pawn, p):
            return
        for t, k in s.moves(pawn, p, blocked):
            if c + k > most or t == start or t in path:
                continue
            path.append(t)
            known = seen.get((t, c + k))
            if known is None or len(known) > len(path):
                seen[(t, c + k)] = list(path)
            walk(t, c + k)
            path.pop()
    walk(start, 0)
    return seen


# -- the games ---------------------------------------------------------------------------------

#: (options, how many actions at most) for each game played under each number of players
CONFIGS: list[tuple[dict[str, Any], int]] = [
    ({}, 200),
    ({"super_engineers": 2}, 120),
    ({"super_engineers": 3}, 120),
    ({"pyrenees": True}, 120),
    ({"coin_counters": True}, 140),
    ({"super_hikers": True}, 140),
    ({"peak_to_peak": True}, 140),
    ({"hikes_double_back": True}, 120),
    ({"round_limit": 6}, 140),
    ({"coin_counters": True, "peak_to_peak": True, "super_engineers": 3}, 120),
    ({"super_hikers": True, "pyrenees": True, "peak_to_peak": True}, 120),
]
#: the cells next to the centre where ``_mountains`` raises its peaks
PEAK_CELLS = ("2,0", "-1,1", "0,2", "1,-1")


def _game(players: int, seed: int, options: dict[str, Any]) -> CMState:
    seats = tuple(SeatSetup(f"P{i + 1}", c, "human") for i, c in enumerate(colours_for(players)[:players]))
    return CMState(Setup(INFO.id, seats, seed=seed, options=options), default_content())


def _mountains(s: CMState, peaks: int) -> None:
    """The new game ``s`` dealt again with ``peaks`` aces already peaks, two high,
    next to the centre (the tiles beneath them shown), so its moves soon climb
    them, close them and race to them: every tile stays in the game."""
    tiles = [t for k in sorted(s.board) for t in s.board[k]] + [t for st in s.stock for t in st]
    aces = [t for t in tiles if t[1] == 1]
    rest = [t for t in tiles if t[1] != 1]
    for k in sorted(s.board):
        s.board[k] = [rest.pop()]
        s.board[k][0][2] = "g"
    for cell, ace in zip(PEAK_CELLS, aces[:peaks]):
        under = rest.pop()
        under[2] = ace[2] = "v"
        s.board[cell] = [under, ace]
    left = aces[peaks:] + rest
    for st in s.stock:
        st.clear()
    for i, t in enumerate(left):
        t[2] = "g"
        s.stock[i % s.num_seats].append(t)


def _weight(a: Action, builder: bool) -> int:
    """A builder raises, grades and hikes far more than it does anything else,
    so mountains, peaks and the race to them come soon in its games."""
    if not builder:
        return 1
    return 12 if isinstance(a, (Raise, Grade)) else 6 if isinstance(a, Hike) else 1


def _compare(players: int, options: dict[str, Any], most: int, seed: int, peaks: int | None) -> CMState:
    """Play a seeded random game (``peaks``: from ``_mountains``, by a builder),
    comparing the moves listed with the oracle's at every position."""
    s = _game(players, seed, options)
    if peaks is not None:
        _mountains(s, peaks)
    rng = random.Random(seed)
    content = default_content()
    while not s.is_over() and len(s.log) < most:
        seat = s.current_player()
        assert seat is not None
        fresh = CMState.from_dict(s.to_dict(), content)
        fast = s.legal_actions(seat)
        assert fast == slow_legal_actions(fresh, seat), (players, options, seed, len(s.log))
        for a in fast:
            assert s.why_illegal(a) is None, (a, s.why_illegal(a))
        other = (seat + 1) % players
        assert s.legal_actions(other) == [] == slow_legal_actions(fresh, other)
        s.apply(rng.choices(fast, [_weight(x, peaks is not None) for x in fast])[0])
    return s


@pytest.mark.parametrize("options,most", CONFIGS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "basic"
                                                       for o, _ in CONFIGS])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_actions_are_the_slow_algorithms_in_the_same_order(players: int, options: dict[str, Any],
                                                                  most: int) -> None:
    seed = 1000 + 10 * players + len(options)
    assert _compare(players, options, most, seed, None).log
    assert _compare(players, options, most // 2, seed + 1, 3 + seed % 2).log


def test_the_builders_games_climb_peaks_and_race_to_them() -> None:
    """The comparison sees peaks closed to their own pawns, the race once all four
    are peaks, and games won on a peak."""
    ends = [_compare(2, {}, 150, seed, 4).ended for seed in range(3)]
    assert "peak" in ends, ends


def test_a_clone_and_the_game_it_was_made_from_keep_nothing_in_common() -> None:
    """What a game keeps between moves is its own (but what is kept for the whole
    game, each entry under all it hangs on, which they share): a clone played on
    (and a game dealt again for a seat's eyes) lists its own moves, the original
    still its own."""
    s = _game(2, 5, {"super_hikers": True})
    _mountains(s, 3)
    rng = random.Random(5)
    while not s.is_over() and len(s.log) < 120:
        seat = s.current_player()
        assert seat is not None
        before = s.legal_actions(seat)
        twin = s.clone()                          # (it starts with what the game derived: kept in copies)
        assert twin.legal_actions(seat) == before
        assert all(twin.why_illegal(a) is None for a in before)
        twin.apply(rng.choice(before))
        nxt = twin.current_player()
        if nxt is not None:
            assert twin.legal_actions(nxt) == slow_legal_actions(CMState.from_dict(twin.to_dict(), default_content()),
                                                                 nxt)
        near = s._near_known()                    # the moves from each place the game keeps: still its own
        assert all(near[p] == s._find_steps(p) for p in list(near))
        assert s.legal_actions(seat) == before == slow_legal_actions(CMState.from_dict(s.to_dict(), default_content()),
                                                                     seat)
        assert s.masked(seat).legal_actions(seat) == before
        s.apply(rng.choice(before))


def test_a_clone_reshaping_the_landscape_leaves_the_games_kept_moves_as_they_were() -> None:
    """A clone starts with what its game derived (a bot weighs each move on a
    copy), in copies of its own: every trailblazing move made on a clone, and
    the clone's moves listed after it, leave the game's kept moves from each
    place equal to the moves worked out afresh."""
    s = _game(4, 7, {})
    rng = random.Random(7)
    tried = 0
    while not s.is_over() and len(s.log) < 160:
        seat = s.current_player()
        assert seat is not None
        before = s.legal_actions(seat)
        for a in [a for a in before if a.kind in ("extend", "grade", "raise", "lower")][:6]:
            twin = s.clone()
            twin.apply(a)
            nxt = twin.current_player()
            if nxt is not None:
                twin.legal_actions(nxt)
            near = s._near_known()
            assert near and all(near[p] == s._find_steps(p) for p in list(near)), a
            assert s.legal_actions(seat) == before
            tried += 1
        s.apply(rng.choice(before))
    assert tried > 50


def test_a_world_dealt_again_keeps_what_its_game_derived_and_it_holds_there() -> None:
    """Dealing the rough tiles' faces again (a bot's sampled world) keeps what
    the game derived, since nothing derived reads a rough tile's face: at every
    step of seeded random games, the world's moves, its kept moves from each
    place and the bots' table equal those of the same world worked out afresh."""
    from game.games.chemin_montagneux.rules.ai import _Table
    s = _game(4, 11, {})
    rng = random.Random(11)
    content = default_content()
    kept = 0
    while not s.is_over() and len(s.log) < 160:
        seat = s.current_player()
        assert seat is not None
        before = s.legal_actions(seat)
        _Table(s)
        world = s.determinize(seat, len(s.log))
        fresh = CMState.from_dict(world.to_dict(), content)
        assert world.legal_actions(seat) == fresh.legal_actions(seat) == before
        near = world._near_known()
        assert all(near[p] == fresh._find_steps(p) for p in list(near))
        kept += len(near)
        mine, theirs = _Table(world), _Table(fresh)
        assert (mine.work, mine.status, mine.peaks, mine.terrain) == (theirs.work, theirs.status, theirs.peaks,
                                                                     theirs.terrain)
        s.apply(rng.choice(before))
    assert kept > 100


@pytest.mark.parametrize("seed", [2, 3])
def test_cells_written_otherwise_than_the_game_writes_them_are_listed_as_before(seed: int) -> None:
    """A landscape holding cells written "+2,0" (as a move made by hand may lay
    them) lists the moves the slow way did, beside the cells written "2,0"."""
    s = _game(2 + seed % 3, seed, {"super_engineers": 3} if seed % 2 else {})
    s.board["+2,0"] = [["S", 3, "g"]]
    s.board["-2,1"] = [["S", 4, "g"]]
    rng = random.Random(seed)
    while not s.is_over() and len(s.log) < 100:
        seat = s.current_player()
        assert seat is not None
        legal = s.legal_actions(seat)
        assert legal == slow_legal_actions(CMState.from_dict(s.to_dict(), default_content()), seat)
        s.apply(rng.choice(legal))


def test_a_move_listed_for_another_position_is_checked_again() -> None:
    """A move ``legal_actions`` listed is made without its check being asked
    again; once the position has changed, the same object is checked like any
    other (a roll listed at the turn's start is refused once the dice are
    rolled and the new moves listed), and a move written anew, equal to a
    listed one, is checked and does the same."""
    from game.core.protocol import IllegalAction
    from game.games.chemin_montagneux.rules.actions import decode_action
    rng = random.Random(5)
    refused = 0
    for seed in range(4):
        s, twin = _game(4, 40 + seed, {"super_engineers": True}), _game(4, 40 + seed, {"super_engineers": True})
        for _ in range(300):
            if s.is_over():
                break
            seat = s.current_player()
            assert seat is not None
            acts = s.legal_actions(seat)
            a = rng.choice(acts)
            s.apply(a)
            twin.apply(decode_action(a.to_dict()))          # (equal, not the same object)
            assert s.state_hash() == twin.state_hash()
            now = s.current_player()
            if now is not None:
                s.legal_actions(now)                         # (the new position's moves listed)
            for b in acts:
                if b is not a and s.why_illegal(b) is not None:
                    with pytest.raises(IllegalAction):
                        s.clone().apply(b)
                    with pytest.raises(IllegalAction):
                        s.apply(b)
                    refused += 1
    assert refused > 100
