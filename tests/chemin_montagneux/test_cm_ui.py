"""Chemin Montagneux in the window: what the watchers see while pawns move;
picking a die, a tile and a pawn by clicking where they are drawn, a lit place
making the move; the camera turned and fitted to click what it hides."""
from __future__ import annotations

import pygame
from ui_driver import click, hotseat_table, press, traced_while_it_moves

from game.core.interaction import Key
from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng


def test_a_pawns_hike_is_traced_over_the_places_it_steps_through_and_gone_after(app):
    from game.games.chemin_montagneux import style
    from game.games.chemin_montagneux.motions import Motion
    from game.games.chemin_montagneux.rules.actions import Hike
    from game.games.chemin_montagneux.scene import CheminScene
    from game.games.chemin_montagneux.terrain_view.projection import T, parse, place_point
    seats = tuple(SeatSetup(n, c, "random") for n, c in (("A", "black"), ("B", "green"), ("C", "red")))
    play = CheminScene(app, Setup("chemin-montagneux", seats, seed=7))
    app.switch(play)
    s = play.state
    rng = Rng(3)
    assert play._draw_trace(app.screen) == []                 # nothing moves: nothing traced
    m = None
    for _ in range(3000):
        cur = s.current_player()
        if cur is None:
            break
        legal = s.legal_actions(cur)
        hikes = [a for a in legal if isinstance(a, Hike) and len(a.path) >= 3]
        play.act(hikes[0] if hikes else legal[rng.below(len(legal))])
        m = play.motions.tweens[0] if play.motions.tweens and isinstance(play.motions.tweens[0], Motion) else None
        if hikes and m is not None and m.kind == "hike":
            break
        play.motions.skip()
    assert m is not None and m.kind == "hike"
    path = m.data["path"]
    assert len(path) >= 4                                       # the start and every place stepped through
    heights = m.data["board"]

    def way():
        v = play.view()
        out = []
        for pos in path:
            x, y, q = parse(pos)
            out.append(v.screen(*place_point(x, y, q), heights.get(f"{x},{y}", 0) * T))
        return out
    # early in the hike, so most of the way is still ahead of the pawn
    traced_while_it_moves(app, play, m.total * 0.15, way, style.PAWN_RGB[m.data["pawn"]])


def _rest(play, pos) -> None:
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    play.update(0.0)


def test_a_die_a_tile_and_a_pawn_are_picked_where_they_are_drawn_and_a_lit_place_makes_the_move(app):
    from game.games.chemin_montagneux.rules.actions import Hike
    play = hotseat_table(app, "chemin-montagneux", seed=5)
    app.speed = 0
    assert play.touch.lit() == {Key("button", "roll")}
    press(app, play.button("roll"))
    play.motions.skip()
    dice = sorted(k for k in play.touch.lit() if k.startswith("die:"))
    assert dice == [Key("die", "C")]                                    # the highest die: Crowns, extend
    click(app, play.panel.hot[Key("die", "C")].center)
    assert play.touch.picked == (Key("die", "C"), Key("hand", "0"))            # its first tile: a rough one
    assert "rough tile" in play.tooltip_at(play.panel.hot[Key("hand", "0")].center)
    cells = sorted(k for k in play.touch.lit() if k.startswith("cell:"))
    assert cells and all(play.frame.outline(k) for k in cells)        # each empty place with its ghost tile
    click(app, play.panel.hot[Key("die", "C")].center)
    assert play.touch.picked == ()                              # clicked again: put down
    click(app, play.panel.hot[Key("hand", "2")].center)                       # a tile first picks the die that lays it
    assert play.touch.picked == (Key("die", "C"), Key("hand", "2"))
    # a pawn, then a lit place: the path under the mouse, its words, and the hike
    pawn = next(k for k in sorted(play.touch.lit()) if k.startswith("pawn:"))
    at = play.point_for(pawn)
    assert at is not None and play.frame.spot_at(at) == pawn
    click(app, at)
    assert play.touch.picked == (pawn,)
    place = next(k for k in sorted(play.touch.lit()) if k.startswith("place:"))
    at = play.point_for(place)
    _rest(play, at)
    assert play.frame.hover is not None and play.frame.hover.startswith(f"Hike the {pawn[5:]} pawn here")
    click(app, at)
    made = play.state.action_log[-1]
    assert isinstance(made, Hike) and made.pawn == pawn[5:] and Key("place", made.path[-1]) == place
    assert play.touch.picked == ()


def test_a_click_made_for_a_player_fits_and_turns_the_camera_to_what_it_hides(app):
    play = hotseat_table(app, "chemin-montagneux", seed=5)
    app.speed = 0
    press(app, play.button("roll"))
    play.motions.skip()
    pawn = next(k for k in sorted(play.touch.lit()) if k.startswith("pawn:"))
    corner = (play.frame.board_rect.x + 5, play.frame.board_rect.y + play.frame.board_rect.h // 2)
    for _ in range(8):
        play.zoom_by(1.25, corner)                               # zoomed in far from the centre
    assert play.zoom > 1.0 and not play.frame.outline(pawn)
    at = play.point_for(pawn)
    assert play.zoom == 1.0 and at is not None and play.frame.spot_at(at) == pawn


def test_the_setup_screen_offers_no_blue_pawn_to_three_players_and_blue_again_to_four(app):
    """With three players the rulebook discards Blue: its rows offer Black,
    Green and Red only; a fourth row brings Blue back."""
    import pygame
    import pygame_gui

    from game.scenes.setup import SetupScene
    scene = SetupScene(app, seats=4, game="chemin-montagneux")
    app.switch(scene)
    scene.rows[0]["colour"].selected_option = ("blue", "blue")

    def press(button: object) -> None:
        scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button}))
    scene._keep_rows()
    scene.resized(app.screen.get_size())
    press(scene.minus)
    assert scene.count == 3
    for row in scene.rows[:3]:
        assert [o[1] for o in row["colour"].options_list] == ["black", "green", "red"]
    setup = scene.setup()
    assert setup is not None and sorted(s.colour for s in setup.seats) == ["black", "green", "red"]
    press(scene.plus)
    assert [o[1] for o in scene.rows[0]["colour"].options_list] == ["black", "green", "red", "blue"]


def test_the_setup_screen_offers_super_engineers_activities_and_the_round_limit(app):
    """Super Engineers is chosen as off, two or three activities and the round
    limit from a list (the shipped 80 first, none among them); each button's
    words fit it, and the setup carries what was chosen."""
    import pygame_gui

    from game.scenes.setup import SetupScene
    scene = SetupScene(app, seats=4, game="chemin-montagneux")
    app.switch(scene)
    b = scene.option_buttons
    assert b["super_engineers"].text == "Super Engineers: off"
    assert b["round_limit"].text == "Round limit: 80 rounds"
    setup = scene.setup()
    assert setup is not None and setup.options["super_engineers"] == 0 and setup.options["round_limit"] == 80

    def press(button: object) -> None:
        scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button}))
    seen = []
    for _ in range(3):
        press(b["super_engineers"])
        seen.append(b["super_engineers"].text)
    assert seen == ["Super Engineers: two activities", "Super Engineers: three activities", "Super Engineers: off"]
    press(b["super_engineers"])
    press(b["super_engineers"])
    press(b["round_limit"])
    assert b["round_limit"].text == "Round limit: none"
    setup = scene.setup()
    assert setup is not None and setup.options["super_engineers"] == 3 and setup.options["round_limit"] == 0
    from game.games.chemin_montagneux import INFO
    assert INFO.check_setup(setup) is None and INFO.new_game(setup).round_limit == 0
    for key, label in (("super_engineers", "Super Engineers: three activities"), ("round_limit", "Round limit: 120 rounds")):
        assert b[key].font.size(label)[0] < b[key].rect.width - 8, label


def test_a_stuck_game_is_said_on_the_panel_and_ended_with_the_button_drawn_there(app, monkeypatch):
    """Nobody has come nearer a win for 40 rounds: the panel says so and offers
    End game; clicked where it is drawn (found from the frame's pixels), the
    game ends, decided as at the round limit, and the results say why."""
    from ui_driver import click_move

    from game.games.chemin_montagneux import INFO, ui
    from game.games.chemin_montagneux.rules.actions import End
    from game.scenes import table_panel
    from game.scenes.results import ResultsScene
    from game.scenes.table import play_scene
    seats = tuple(SeatSetup(n, c) for n, c in (("Anna", "black"), ("Ben", "green")))
    setup = Setup("chemin-montagneux", seats, seed=11, options={"round_limit": 0})
    state = INFO.new_game(setup)
    state.calm = 40                                   # (as 40 rounds without anyone nearer a win leave it)
    said: list[str] = []
    real = table_panel.fitted_rows
    monkeypatch.setattr(table_panel, "fitted_rows", lambda f, msg, *a: (said.append(msg), real(f, msg, *a))[1])
    play = play_scene(app, setup, state=state)
    app.switch(play)
    play.motions.skip()
    if play.seats.recap is not None:
        play.seats.close_recap()
    app.scene.draw(app.screen)
    assert End(0) in play.state.legal_actions(0)
    assert any(m.startswith("Nobody has come nearer a win for 40 rounds: you may end the game") for m in said)
    click_move(app, play, End(0))
    assert play.state.is_over() and play.state.ended == "stuck" and play.state.action_log[-1] == End(0)
    assert "Nobody came nearer a win for 40 rounds" in ui.end_line(play.state)
    play.motions.skip()
    for _ in range(20):
        play.update(1.0)
        if isinstance(app.scene, ResultsScene):
            break
    assert isinstance(app.scene, ResultsScene)
