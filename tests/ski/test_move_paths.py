"""Property tests of piste movement on the real mountain (hypothesis)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.registry import get
from game.games.ski.board import COLOURS, DIFFICULTY
from game.games.ski.state import move_paths

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
