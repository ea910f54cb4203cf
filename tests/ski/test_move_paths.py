"""Property tests of piste movement on the real mountain (hypothesis)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.registry import get
from game.games.ski.rules.board import COLOURS, DIFFICULTY
from game.games.ski.rules.runs import move_paths

CONTENT = get("ski").load_content()
BOARD = CONTENT.board
SPOTS = sorted(BOARD.spots)


@settings(max_examples=300, deadline=None)
@given(start=st.sampled_from(SPOTS), colour=st.sampled_from(COLOURS), points=st.integers(1, 8),
       closed=st.sets(st.sampled_from(SPOTS), max_size=4))
def test_every_path_obeys_the_skiing_rules(start, colour, points, closed):
    paths = move_paths(CONTENT, start, colour, points, frozenset(closed))
    here = BOARD.spots[start]
    if here.kind in ("town", "bus_stop") or (here.kind == "piste" and here.colour != colour):
        assert paths == []
    for path in paths:
        assert 1 <= len(path) <= points                     # one point a spot entered
        assert not set(path) & closed                       # closed spots are never entered
        assert path[:-1] in paths or len(path) == 1          # every prefix is a legal stop too
        prev = start
        card = DIFFICULTY[colour]                              # the card is the measure of "harder"
        at_station = here.kind != "piste"
        for i, s in enumerate(path):
            assert s in BOARD.piste_out[prev]                  # only downhill along drawn pistes
            spot = BOARD.spots[s]
            if spot.kind == "piste":
                d = DIFFICULTY[spot.colour]
                if i == 0 and here.kind != "piste":
                    assert spot.colour == colour               # off a station: the card's colour
                elif at_station:
                    assert d <= card                           # through a station: no run harder than the card
                elif d > card:
                    assert i == len(path) - 1                  # onto a run harder than the card: stop there
                at_station = False
            else:
                assert spot.kind != "town" or i == len(path) - 1  # a town ends the move
                at_station = True
            prev = s


@settings(max_examples=200, deadline=None)
@given(start=st.sampled_from(SPOTS), colour=st.sampled_from(COLOURS), points=st.integers(1, 8),
       closed=st.sets(st.sampled_from(SPOTS), max_size=6))
def test_the_ways_down_are_the_same_when_cached_by_the_closed_spots_within_reach(start, colour, points, closed):
    """The caches key the ways down by the closed spots within reach alone
    (``closed_within``): worked out afresh with every closed spot, on a content
    with nothing cached, they are the same."""
    from game.games.ski.rules.runs import closed_within
    shut = frozenset(closed)
    near = closed_within(CONTENT, start, points, shut)
    assert near <= shut
    CONTENT.cache.clear()
    fresh = move_paths(CONTENT, start, colour, points, shut)
    CONTENT.cache.clear()
    assert move_paths(CONTENT, start, colour, points, near) == fresh
    entered = {s for path in fresh for s in path}
    assert all(s not in shut - near for s in entered)
    for s in shut - near:                                     # a spot out of reach would never be entered
        assert s not in {t for path in move_paths(CONTENT, start, colour, points, frozenset()) for t in path}
