"""The layers over the board are one stack (game/scenes/table_layers.py): the
top open one takes the keys and the clicks, and they are drawn in the same
order, the tooltip on top of everything."""
from __future__ import annotations

from ui_driver import click, hotseat_table

from game.core.rng import Rng


def _to_a_handoff(app, play) -> None:
    """Moves made until the screen is handed from one human to the next."""
    rng = Rng(3)
    app.speed = 0
    for _ in range(200):
        if play.seats.handoff_to is not None:
            return
        cur = play.state.current_player()
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    raise AssertionError("no hand-off came")


def test_the_open_layers_are_drawn_in_the_order_they_take_input(app):
    play = hotseat_table(app, "ski", seed=5)
    if play.seats.handoff_to is not None:
        click(app, (10, 10))                     # the first player takes the screen
    play.frame.hover = "a tooltip"
    assert play.layers.top() == "board" and play.layers.open_under_widgets() == []
    assert [n for n, _ in play.layers.open_over_widgets()] == ["tooltip"]
    _to_a_handoff(app, play)
    play.motions.skip()
    # the hand-off: over the board, under the widgets; no tooltip over it
    assert play.layers.top() == "hand-off"
    assert [n for n, _ in play.layers.open_under_widgets()] == ["hand-off"]
    assert [n for n, _ in play.layers.open_over_widgets()] == []
    click(app, (10, 10))                         # the next player takes the screen: the strip
    assert play.seats.recap is not None and play.layers.top() == "strip"
    assert [n for n, _ in play.layers.open_under_widgets()] == ["strip"]
    play.files.open_save_dialog()                # Save as over the strip: it takes the keys first
    assert play.layers.top() == "save dialog"
    play.files.close_save_dialog()
    play.frame.hover = "a tooltip"
    names = [n for n, _ in play.layers.open_over_widgets()]
    assert names[-1] == "tooltip"                # the top of everything
    # drawn: the strip's frame is the whole window, with the tooltip over it
    assert play.draw(app.screen) is None
    assert play.draw_over(app.screen)
