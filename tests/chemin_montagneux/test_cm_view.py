"""Chemin Montagneux's landscape on the screen at 1280x720: after Fit, every
place to click on it (a pawn, a grid square, a graded tile) is at least 32
pixels across and deep (a landscape too large for that shows part of it round
the pawn to move, to be panned; zooming out shows it whole), and no pawn is hidden: each one's own pixels are found
in the frame, and a click there is on it, at every quarter turn."""
from __future__ import annotations

import pygame
import pytest

from game.ai import Observation, make_bot
from game.core.interaction import Key
from game.core.protocol import SeatSetup, Setup

MIN_PX = 32
SHOWS = 0.4               # the share of a pawn's pixels that shows, at least


def _game(app, steps: int):
    """A game of four bots part way (the landscape grown), on the play scene."""
    from game.games.chemin_montagneux.scene import CheminScene
    seats = tuple(SeatSetup(n, c, "normal") for n, c in
                  zip(("Anna", "Ben", "Chloe", "David"), ("black", "green", "red", "blue")))
    play = CheminScene(app, Setup("chemin-montagneux", seats, seed=21))
    app.switch(play)
    s = play.state
    bots = [make_bot("normal", 100 + i) for i in range(4)]
    for _ in range(steps):
        seat = s.current_player()
        if seat is None:
            break
        play.show_move(len(s.action_log) + 1, seat, None, s.apply(bots[seat].choose(Observation(s, seat), s.legal_actions(seat))))
    play.motions.skip()
    play.motions.tweens.clear()
    play.motions.flights.clear()
    play._settle()
    play.fit_view()
    return play


def _frame(app, play) -> pygame.Surface:
    play.dirty = True
    play.update(0.0)
    play.draw(app.screen)
    return app.screen.copy()


@pytest.mark.parametrize("steps", [0, 90, 180])
def test_every_place_on_the_landscape_is_at_least_32_pixels_across_after_fit(app, steps):
    from game.games.chemin_montagneux.terrain_view.projection import T, parse
    play = _game(app, steps)
    _frame(app, play)
    lay = play._layout_now()
    v = lay.view
    s = play.presented
    sizes: dict[str, tuple[int, int]] = {}
    for k, pile in s.board.items():
        x, y, _ = parse(k)
        z = len(pile) * T
        if pile[-1][2] == "v":
            r = v.top_rect(x, y, z)
            sizes[Key("place", k)] = r.size
        else:
            for q in range(4):
                r = v.top_rect(x + 0.5 * (q % 2), y + 0.5 * (q // 2), z, 0.5, 0.5)
                sizes[Key("place", f"{k},{q}")] = r.size
    for h in lay.hits:
        if h.kind == "pawn":
            xs, ys = [p[0] for p in h.poly], [p[1] for p in h.poly]
            sizes[Key("pawn", h.key)] = (round(max(xs) - min(xs)), round(max(ys) - min(ys)))
    small = {k: wh for k, wh in sizes.items() if min(wh) < MIN_PX}
    assert sizes and not small, f"smallest {min(min(wh) for wh in sizes.values())} px: {small}"
    for key in (Key("die", "S"), Key("hand", "0")):
        r = play.panel.hot.get(key) or play.panel.rects.get(key)
        if r is not None:
            assert min(r.size) >= MIN_PX, (key, r.size)


def test_a_landscape_too_large_for_the_window_shows_the_pawn_to_move_and_zooms_out_whole(app):
    """A late landscape made longer (eight more tiles in a row, whatever the bots
    built) at Fit: the pawn of the seat to move is in the board's rectangle; the
    zoom-out button as far as it goes shows every pile, and Fit comes back to
    the pawn."""
    from game.games.chemin_montagneux import camera
    from game.games.chemin_montagneux.terrain_view.projection import T, parse, place_point
    play = _game(app, 150)
    s = play.state
    east = max(s.board, key=lambda k: int(k.split(",")[0]))
    x0, y0 = map(int, east.split(","))
    for i in range(1, 9):
        s.board[f"{x0 + i},{y0}"] = [list(s.board[east][0])]
    s._changed(land=True)               # set by hand: what the rules derived is forgotten
    play.state = s                      # (and the screen's copies of it)
    play._settle()
    play.fit_view()
    s = play.presented
    whole, fitted = camera.fit_scales(play.rot, play.frame.board_rect, camera.landscape_box(s.board), 4 * T)
    assert fitted > whole            # this landscape is too large to show whole at 32 pixels

    def on_board(key: str) -> bool:
        x, y, q = parse(key)
        v = play.view()
        return play.frame.board_rect.collidepoint(v.screen(*place_point(x, y, q)))
    seat = s.current_player()
    assert seat is not None
    assert on_board(s.pawns[s.seat_pawns(seat)[0]])
    for _ in range(12):
        play.zoom_by(1 / 1.25)
    assert all(on_board(k) for k in s.board)
    assert play.view().s == pytest.approx(whole)
    play.fit_view()
    assert play.view().s == pytest.approx(fitted)


def _crowded(play) -> None:
    """The four pawns in a file across two tiles, a pile four tiles high in
    front of them and a low one beside it."""
    s = play.state
    rough = list(s.board["0,0"][0])
    s.board["0,2"] = [list(rough) for _ in range(4)]
    s.board["1,2"] = [list(rough)]
    s.pawns.update({"black": "0,0,0", "blue": "0,0,2", "red": "0,1,0", "green": "0,1,2"})
    play._settle()
    play.fit_view()


@pytest.mark.parametrize("steps", [0, 90, 180, -1])
def test_no_pawn_is_hidden_at_any_quarter_turn(app, steps):
    """Each pawn drawn and then left out: the pixels that change are its own, seen
    in the frame; at least 40% of the pawn shows, and a click on one of them
    is on that pawn."""
    play = _game(app, max(0, steps))
    if steps < 0:
        _crowded(play)
    pawns = list(play.presented.pawns)
    assert len(pawns) == 4
    for rot in range(4):
        play.rot = rot
        full = _frame(app, play)
        board = play.frame.board_rect
        for pawn in pawns:
            _frame(app, play)
            real = play._shown
            play._shown = lambda real=real, pawn=pawn: _without(real(), pawn)   # type: ignore[method-assign]
            play._picture = None
            without = _frame(app, play)
            play._shown = real                                                # type: ignore[method-assign]
            play._picture = None
            box = _pawn_box(play, pawn).clip(board)
            seen = [(x, y) for y in range(box.top, box.bottom) for x in range(box.left, box.right)
                    if full.get_at((x, y))[:3] != without.get_at((x, y))[:3]]
            whole = _pawn_pixels(play)
            assert len(seen) >= SHOWS * whole, \
                f"pawn {pawn} at turn {rot}: {len(seen)} of its {whole} pixels show"
            _frame(app, play)
            assert any(play.frame.spot_at(p) == Key("pawn", pawn) for p in seen[::3]), \
                f"pawn {pawn} at turn {rot}: no pixel of it clicks it"


def _pawn_pixels(play) -> int:
    """How many pixels a pawn covers, drawn whole at this zoom."""
    from game.games.chemin_montagneux import style
    from game.games.chemin_montagneux.terrain_view.art import ART
    from game.games.chemin_montagneux.terrain_view.pawns import PAWN_MIN_PX, PAWN_W
    w = max(PAWN_MIN_PX, round(PAWN_W * play._layout_now().view.s))
    img = ART.sprite(style.cm_pawn("black"), (w, round(w * style.CM_PAWN[1] / style.CM_PAWN[0])))
    return pygame.mask.from_surface(img, 60).count()


def _pawn_box(play, pawn: str) -> pygame.Rect:
    """Round where the pawn is drawn (its place on the layout, and more)."""
    polys = [h.poly for h in play._layout_now().hits if h.kind == "pawn" and h.key == pawn]
    assert polys, f"pawn {pawn} is not drawn"
    xs, ys = [p[0] for p in polys[0]], [p[1] for p in polys[0]]
    r = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
    return r.inflate(r.w, r.h // 2)


def _without(sh, pawn: str):
    import dataclasses
    return dataclasses.replace(sh, hidden_pawns=sh.hidden_pawns | {pawn})     # the scene keeps what it shows


def test_a_pawn_the_pawns_in_front_cover_is_drawn_see_through_and_clicked_where_seen(app):
    """Four pawns sharing one tile (as on a graded one): at a quarter turn where one stands
    mostly behind the others, it is drawn again over them, see-through, and a
    click on the middle of its body is on it (a play-test lost a pawn behind
    another)."""
    from game.games.chemin_montagneux.pawn_layer import behind_pawns, standing
    play = _game(app, 0)
    s = play.state
    s.pawns.update({"black": "0,0", "blue": "0,0", "red": "0,0", "green": "0,0"})
    play._settle()
    play.fit_view()
    found = 0
    for rot in range(4):
        play.rot = rot
        _frame(app, play)
        lay = play._layout_now()
        pawns = standing(lay.view, play._shown())
        for p in behind_pawns(pawns):
            found += 1
            assert play.frame.spot_at(p.body.center) == Key("pawn", p.pawn), (rot, p.pawn)
            without = app.screen.copy()
            # its outline is in the frame: the frame differs from one where it is left out
            real = play._shown
            play._shown = lambda real=real, pawn=p.pawn: _without(real(), pawn)   # type: ignore[method-assign]
            play._picture = None
            gone = _frame(app, play)
            play._shown = real                                                    # type: ignore[method-assign]
            play._picture = None
            _frame(app, play)
            assert sum(1 for x in range(p.body.left, p.body.right, 2) for y in range(p.body.top, p.body.bottom, 2)
                       if gone.get_at((x, y))[:3] != without.get_at((x, y))[:3]) > p.body.w * p.body.h / 20
    assert found, "no quarter turn put a pawn behind the others"
