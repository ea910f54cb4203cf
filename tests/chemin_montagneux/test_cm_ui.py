"""Chemin Montagneux in the window: what the watchers see while pawns move."""
from __future__ import annotations

from ui_driver import traced_while_it_moves

from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng


def test_a_pawns_hike_is_traced_over_the_places_it_steps_through_and_gone_after(app):
    from game.games.chemin_montagneux import style
    from game.games.chemin_montagneux import terrain_view as tv
    from game.games.chemin_montagneux.actions import Hike
    from game.games.chemin_montagneux.scene import CheminScene, Motion
    seats = tuple(SeatSetup(n, c, "random") for n, c in (("A", "black"), ("B", "green"), ("C", "red")))
    play = CheminScene(app, Setup("chemin-montagneux", seats, seed=7))
    app.switch(play)
    s = play.state
    rng = Rng(3)
    assert play._draw_trace(app.screen) is None                 # nothing moves: nothing traced
    m = None
    for _ in range(3000):
        cur = s.current_player()
        if cur is None:
            break
        legal = s.legal_actions(cur)
        hikes = [a for a in legal if isinstance(a, Hike) and len(a.path) >= 3]
        play.act(hikes[0] if hikes else legal[rng.below(len(legal))])
        m = play.tweens[0] if play.tweens and isinstance(play.tweens[0], Motion) else None
        if hikes and m is not None and m.kind == "hike":
            break
        play.skip_animation()
    assert m is not None and m.kind == "hike"
    path = m.data["path"]
    assert len(path) >= 4                                       # the start and every place stepped through
    heights = m.data["board"]

    def way():
        v = play.view()
        out = []
        for pos in path:
            x, y, q = tv.parse(pos)
            out.append(v.screen(*tv.place_point(x, y, q), heights.get(f"{x},{y}", 0) * tv.T))
        return out
    # early in the hike, so most of the way is still ahead of the pawn
    traced_while_it_moves(app, play, m.total * 0.15, way, style.PAWN_RGB[m.data["pawn"]])
