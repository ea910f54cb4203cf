"""The play scene's layout at every window size, its frame drawing (only what
moved, yet the same picture as a full redraw), the game log, the sliding score
markers, zoom buttons and colour-blind symbols (the window itself:
test_window.py)."""
from __future__ import annotations

import itertools

import pygame
import pygame_gui
import pytest
from ui_driver import click, hotseat_table, press, take_screen

from game.core.interaction import Key
from game.core.registry import all_games, get
from game.core.rng import Rng


def six_seat_game(app, seed: int = 5):
    """A 6-seat game well under way, with the first seat (human) holding the screen
    and a full hand."""
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    names = ["Anna", "Bartholomew", "Chloe", "David", "Elsa", "Felix"]
    colours = ["Blue", "Green", "Red", "Yellow", "Purple", "Orange"]
    seats = tuple(SeatSetup(n, c, "human" if i < 2 else "random") for i, (n, c) in enumerate(zip(names, colours)))
    play = PlayScene(app, Setup("ski", seats, seed=seed))
    app.switch(play)
    s = play.state
    bots = [make_bot("random", 50 + i) for i in range(6)]
    for _ in range(80):
        seat = s.current_player()
        play.act(bots[seat].choose({}, s.legal_actions(seat)))
    play.motions.skip()
    play.seats.viewer, play.seats.handoff_to = 0, None
    # the most a hand can hold at once: seven plus a take of three
    while len(s.hands[0]) < 10 and s.deck:
        s.hands[0].append(s.deck.pop())
    play.state = s                                    # the table goes on from the changed game
    return play


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_panel_never_overlaps_at_any_size(make_app, size):
    from game.app.widgets import ui_scale
    app = make_app(size)
    play = six_seat_game(app)
    play.draw(app.screen)
    w, h = size
    assert app.k == ui_scale(size) and play.panel.w == round(400 * app.k)
    panel = pygame.Rect(w - play.panel.w, 0, play.panel.w, h)
    assert not play.frame.board_rect.colliderect(panel) and play.frame.board_rect.w > play.panel.w
    buttons = {k: b.rect for k, b in play.buttons().items()}
    for key, r in itertools.chain(play.panel.hot.items(), buttons.items()):
        assert app.screen.get_rect().contains(r), key
    on_panel = {k: r for k, r in play.panel.hot.items() if not k.startswith(("seat:", "oot:"))}
    on_panel.update({k: r for k, r in buttons.items() if not k.startswith(("zoom", "fit"))})
    for (a, ra), (b, rb) in itertools.combinations(on_panel.items(), 2):
        assert not ra.colliderect(rb), (a, b, ra, rb)
    for key in ("zoom_in", "zoom_out", "fit"):      # the zoom buttons sit on the board's corner
        assert play.frame.board_rect.contains(buttons[key])
    # text grows with the window: the seat rows are taller at 4K than at 720p
    assert play.panel.hot[Key("seat", "0")].h >= round(21 * app.k)
    assert app.ui.get_theme().get_font_info(["button"])["size"] == round(16 * app.k)


def test_a_frame_redraws_only_what_moved_and_matches_a_full_redraw(app):
    from game.games.ski.scene import Flight, Tween
    play = six_seat_game(app)
    s = play.state
    assert play.draw(app.screen) is None            # the first frame is the whole window
    seat = next(i for i, p in enumerate(s.pos) if p is not None)
    run = max(s.c.board.runs.values(), key=lambda r: len(r.spots))
    play.motions.tweens.append(Tween(seat, [play.spot_xy(x) for x in run.spots], 300.0))
    play.motions.flights.append(Flight(None, (100, 100), (600, 300), 1.0, label="+5"))
    for _ in range(5):
        play.motions.tweens[0].step(0.1)
        play.motions.flights[0].step(0.1)
        rects = play.draw(app.screen)
        assert rects, "a moving skier must be redrawn"
        area = sum(r.w * r.h for r in rects)
        assert area < app.screen.get_width() * app.screen.get_height() / 10
        partial = app.screen.copy()
        play.repaint = True
        assert play.draw(app.screen) is None
        assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    # nothing moving, nothing to update
    play.motions.tweens.clear()
    play.motions.flights.clear()
    play.draw(app.screen)
    rects = play.draw(app.screen)
    assert all(r.w * r.h <= 64 * 64 for r in rects)    # the still skiers and the sun put back as they were


def test_changing_the_game_redraws_the_still_layer(app):
    play = six_seat_game(app)
    play.draw(app.screen)
    before = app.screen.copy()
    hand = sorted(play.state.hands[0])
    play.touch.picked = (Key("hand", hand[0]),)
    assert play.draw(app.screen) is None                   # the panel changed: a whole frame
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_score_markers_slide_to_the_new_score(app):
    play = six_seat_game(app)
    s = play.state
    real = s.scores()[0]
    play.motions.score_shown[0] = real - 10.0
    assert play.animating()
    seen = []
    for _ in range(200):
        play.update(0.05)
        seen.append(play.motions.score_shown[0])
        if play.motions.score_shown[0] == real:
            break
    assert seen[-1] == real and len(seen) > 3
    assert all(a <= b for a, b in zip(seen, seen[1:]))     # it only climbs, never jumps back
    play.motions.score_shown[1] -= 7
    play.motions.skip()                                  # a click skips it
    assert play.motions.score_shown == [float(v) for v in s.scores()]


def test_score_markers_at_the_same_score_never_hide_one_another():
    from game.games.ski.scene import SCORE_MARKER, SCORE_STACK, stack_levels
    assert stack_levels([5, 5, 7, 5, 7, 0]) == [0, 1, 0, 2, 1, 0]
    assert SCORE_STACK >= SCORE_MARKER


def test_the_game_log_opens_scrolls_and_holds_only_public_lines(app):
    play = six_seat_game(app)
    press(app, play.button("log"))
    box = play.files.log_box
    assert box is not None and play.button("log").text == "Close"
    html = play.files.log_html()
    assert len(play.log) > 40 and all(line.split()[0] in html for line in play.log[-5:])
    # the log is what the events say in public: no secret part of any event
    for line in play.log:
        assert "secret" not in line.lower()
    # a click on the log does not reach the board under it
    before = play.state.state_hash()
    click(app, box.rect.center)
    assert play.state.state_hash() == before
    n = len(play.log)
    play.act(play.state.legal_actions(0)[0])
    play.motions.skip()                             # its lines come as its moves arrive
    assert len(play.log) > n and play.log[-1].split()[0] in box.html_text
    press(app, play.button("log"))
    assert play.files.log_box is None and not box.alive()
    # the lines on the panel open it too (once the discarded card has landed)
    play.motions.skip()
    click(app, play.panel.hot["log"].center)
    assert play.files.log_box is not None
    # over the board it is opaque: frames that redraw only what moved never darken or show through it
    assert app.ui.get_theme().get_colour_or_gradient("dark_bg", ["text_box"]).a == 255
    inside = (box := play.files.log_box).rect.inflate(-40, -40).bottomright
    app.draw_frame(play, full=True)
    first = tuple(app.screen.get_at(inside))
    for _ in range(4):
        app.draw_frame(play)
    assert tuple(app.screen.get_at(inside)) == first


def test_zoom_buttons(app):
    play = six_seat_game(app)
    press(app, play.button("zoom_in"))
    assert play.zoom == 1.25
    press(app, play.button("zoom_in"))
    press(app, play.button("zoom_out"))
    assert play.zoom == pytest.approx(1.25)
    press(app, play.button("fit"))
    assert play.zoom == 1.0
    press(app, play.button("zoom_out"))              # never smaller than the whole board
    assert play.zoom == 1.0


def test_colour_blind_symbols_setting(app, tmp_path, monkeypatch):
    from game import settings as st
    from game.games.ski import style
    from game.scenes import common
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    assert app.settings.symbols
    app.switch(SettingsScene(app, TitleScene))
    press(app, app.scene.sym)
    assert not app.settings.symbols and st.load().symbols is False
    play = six_seat_game(app)
    drawn = []
    real = common.image

    def spy(path, size=None):
        drawn.append(path)
        return real(path, size)

    for module in ("scene", "panel_view", "scoreboard"):      # the play scene and the modules it draws with
        monkeypatch.setattr(f"game.games.ski.{module}.image", spy)
    monkeypatch.setattr("game.scenes.common.image", spy)        # the panel's pictures (panel_items.sprite)
    play.draw(app.screen)
    assert not play.renderer.symbols
    colours = [seat.colour for seat in play.state.setup.seats]
    assert any(p == style.skier(colours[0], False) for p in drawn)
    assert not any(p == style.skier(c) for c in colours for p in drawn)
    app.settings.symbols = True
    drawn.clear()
    play.repaint = True
    play.draw(app.screen)
    assert play.renderer.symbols and any(p == style.skier(colours[0]) for p in drawn)


def test_space_and_enter_confirm(app):
    from game.games.ski.rules.actions import TakeCards
    from game.games.ski.scene import Tween
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene

    def key(k):
        app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))

    app.switch(TitleScene(app))
    key(pygame.K_RETURN)
    assert isinstance(app.scene, SetupScene)
    key(pygame.K_RETURN)
    play = app.scene
    assert play.state.setup.seats[0].name == "Anna" and play.seats.handoff_to == 0
    key(pygame.K_SPACE)                                   # takes the screen at the hand-off
    assert play.seats.viewer == 0 and play.seats.handoff_to is None
    s = play.state
    while s.phase == "start":
        seat = s.current_player()
        s.apply(s.legal_actions(seat)[0])
    play.seats.viewer, play.seats.handoff_to = s.current_player(), None
    seat = play.seats.viewer
    opts = [a for a in s.legal_actions(seat) if isinstance(a, TakeCards) and a.display and a.deck == 0]
    play.touch.picked = tuple(Key("display", i) for i in opts[0].display)
    n = len(s.hands[seat])
    key(pygame.K_KP_ENTER)                                # takes the cards chosen
    assert len(s.hands[seat]) == n + len(opts[0].display) and s.log[-1] == opts[0]
    play.motions.tweens.append(Tween(seat, [(0, 0), (500, 500)], 10.0))
    key(pygame.K_SPACE)                                   # skips the animation
    assert not play.motions.tweens


def test_left_drag_on_empty_snow_pans_when_zoomed(app):
    play = six_seat_game(app)
    play.set_view(zoom=2.0)
    before = play.to_world(play.frame.board_rect.center)
    snow = next((x, y) for x in range(200, 800, 7) for y in range(200, 600, 7) if play.grabs_snow((x, y)))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=snow))
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(snow[0] + 50, snow[1]), rel=(50, 0), buttons=(1, 0, 0)))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(snow[0] + 50, snow[1])))
    after = play.to_world(play.frame.board_rect.center)
    assert after[0] < before[0] - 10 and abs(after[1] - before[1]) < 1
    # a press on a spot is a click, never a drag
    shown = [sp for sp in play.board.spots.values()
             if play.frame.board_rect.inflate(-100, -100).collidepoint(play.to_screen((sp.x, sp.y)))]
    assert shown
    for sp in shown:
        assert not play.grabs_snow(tuple(round(v) for v in play.to_screen((sp.x, sp.y))))


def test_setup_chooses_who_goes_first(app):
    from game.scenes.setup import SetupScene
    setup = SetupScene(app)
    app.switch(setup)
    assert setup.setup().first_player == 0
    setup.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=setup.first_menu, text="3"))
    play_setup = setup.setup()
    assert play_setup.first_player == 2
    press(app, setup.minus)                            # row 3 is gone: back to the first row
    assert setup.setup().first_player == 0 and "3" not in [o[1] for o in setup.first_menu.options_list]
    assert [o[0] for o in setup.first_menu.options_list] == ["Seat 1", "Seat 2", "At random"]
    setup.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=setup.first_menu,
                                    text="random"))
    firsts = set()
    for seed in range(12):
        setup.seed = seed
        firsts.add(setup.setup().first_player)
    assert firsts == {0, 1}                             # drawn from the seed: either skier
    press(app, setup.plus)
    setup.first = "2"
    press(app, setup.start)
    play = app.scene
    assert play.state.current_player() == 1 and play.seats.handoff_to == 1


@pytest.mark.parametrize("gid", [g.id for g in all_games() if g.rules_pick_first])
def test_where_the_rules_say_who_starts_setup_offers_no_choice(app, gid):
    from game.scenes.setup import SetupScene
    setup = SetupScene(app, game=gid)
    app.switch(setup)
    assert setup.first_menu is None
    setup.first = "2"                                  # even a stale choice is not read
    assert setup.setup().first_player == 0
    app.step([], 0.016)                                # draws without the "Goes first" label


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_the_hand_over_veil_shows_only_where_something_is_secret(app, gid):
    info = get(gid)
    play = hotseat_table(app, gid, seed=5, names=("Anna", "Ben"))
    app.speed = 0
    rng = Rng(3)
    veils = 0
    for _ in range(60):
        if play.state.is_over():
            break
        if play.seats.handoff_to is not None:
            veils += 1
            take_screen(app, play)
            continue
        cur = play.state.current_player()
        assert play.seats.viewer == cur or not play.seats.is_human(cur) or \
            (play.state.public_move(cur) and play.seats.viewer is None)     # a move in everyone's sight
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    assert (veils == 0) == info.open_information, veils


def test_the_panel_says_what_the_player_may_do(app):
    from game.games.ski.rules.actions import ChooseStart
    play = six_seat_game(app)
    s = play.state
    play.seats.viewer = play.seats.acting()
    if play.seats.viewer in play.bots:
        assert play.panel.you_may().endswith("is thinking...")
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=2))
    app.switch(play)
    assert play.panel.you_may() == "Click a lit town to start there."
    s = play.state
    s.apply(ChooseStart(0, s.c.board.towns()[0]))
    s.apply(ChooseStart(1, s.c.board.towns()[1]))
    hint = play.panel.you_may()
    most = s.c.take_limits["town"]                    # the numbers that matter now: the take limit here
    assert hint.startswith("You may ") and f"take up to {most} cards here" in hint and "ride a lift" in hint


def test_played_and_discarded_cards_fly_face_up_to_the_discard_pile(app):
    from game.games.ski import style
    from game.games.ski.rules.actions import MovePiste
    from game.scenes.common import image
    play = six_seat_game(app, seed=9)
    s = play.state
    for _ in range(400):
        play.motions.skip()
        seat = s.current_player()
        play.seats.viewer = seat
        play.draw(app.screen)
        legal = s.legal_actions(seat)
        move = next((a for a in legal if isinstance(a, MovePiste)), None)
        if move is not None:
            break
        play.act(legal[0])
    p = s.c.piste[move.card]
    src = play.panel.hot[Key("hand", move.card)].center
    play.act(move)
    face = image(style.piste_card(p.colour, p.value), (62, 87))
    fl = next(f for f in play.motions.flights if f.pic is face)
    assert fl.start == src and fl.end == play.panel.rects["discard"].center
    play.motions.skip()
    play.seats.handoff_to = None
    play.draw(app.screen)
    assert s.discard[-1] == move.card and "discard" in play.panel.hot
    assert play.tooltip_at(play.panel.hot["discard"].center).startswith("The discard pile")


def test_the_bus_hops_from_stop_to_stop():
    from game.games.ski.scene import Tween
    flat = Tween(0, [(0, 100), (200, 100)], 100.0)
    hop = Tween(0, [(0, 100), (200, 100)], 100.0, hop=28.0)
    for tw in (flat, hop):
        tw.step(1.0)                                    # half way
    assert flat.pos() == (100.0, 100.0)
    assert hop.pos()[0] == 100.0 and hop.pos()[1] == pytest.approx(72.0)
    hop.step(1.0)
    assert hop.pos() == (200, 100)                      # and lands on the stop


def test_a_played_event_card_is_shown_big_over_the_board(app):
    from game.games.ski import style
    from game.games.ski.rules.actions import PlayEvent
    from game.scenes.common import image
    play = six_seat_game(app, seed=3)
    s = play.state
    found = None
    for _ in range(2000):
        play.motions.skip()
        for seat in range(s.num_seats):
            found = next((a for a in s.legal_actions(seat) if isinstance(a, PlayEvent)), None)
            if found:
                break
        if found:
            break
        seat = s.current_player()
        play.act(s.legal_actions(seat)[-1])
    assert found is not None
    play.draw(app.screen)
    play.act(found)
    big = image(style.event_card(s.c.events[found.card].key), (200, 280))
    ends = [f.end for f in play.motions.flights if f.pic is big]
    assert ends and ends[-1] == play.frame.board_rect.center


def test_the_hint_shows_the_normal_bots_move_with_a_reason(app):
    from game.ai import GreedyBot, Observation
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "normal")), seed=4))
    app.switch(play)
    s = play.state
    while s.phase == "start" or s.current_player() != 0:
        seat = s.current_player()
        s.apply(s.legal_actions(seat)[0])
    play.seats.viewer, play.seats.handoff_to = 0, None
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    assert play.hints.now() is not None and play.status.startswith("Hint: ")
    assert not play.status.startswith("Hint: Anna ")           # said to the player: "take", not "Anna takes"
    assert ", because " in play.status
    move = play.hints.now().move
    assert move in s.legal_actions(0)
    # the same move the normal bot picks, seeing only what Anna sees
    again, _, _ = GreedyBot(s.setup.seed ^ len(s.log)).explain(Observation(s, 0), s.legal_actions(0))
    assert again == move
    play.draw(app.screen)
    assert play.hints.now().places or play.hints.now().keys                  # shown somewhere: a spot or a card
    play.act(move)                                       # playing on clears it
    assert play.hints.now() is None
    # not for someone else's turn
    play.seats.viewer = 1
    play.hints.show()
    assert play.hints.now() is None


def test_setup_offers_the_three_bots_and_a_hard_bot_thinks_in_slices(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    from game.scenes.setup import KINDS
    assert set(KINDS.values()) == {"human", "easy", "normal", "hard"}
    play = PlayScene(app, Setup("ski", (SeatSetup("Hal", "Blue", "hard"), SeatSetup("Cy", "Red", "hard")), seed=8))
    app.switch(play)
    s = play.state
    while s.phase == "start":
        seat = s.current_player()
        s.apply(s.legal_actions(seat)[0])
    seat = s.current_player()
    play.update(0.001)                                   # one frame: a slice of thinking, no move yet
    assert play.thinking.busy and len(s.log) == 2
    frames = 1
    while len(s.log) == 2 and frames < 5000:
        play.update(0.05)
        frames += 1
    assert len(s.log) > 2 and s.log[2].seat == seat and frames > 2


def test_tooltips_never_name_a_card_that_is_gone_or_not_the_viewers(app):
    """Found by the monkey: a tooltip asked for before the next frame named a card
    no longer there. The panel is laid out for the game as it stands, drawn or
    not: right after a discard, the card's old place names no discarded card;
    when another seat takes the screen, a hand's place names that seat's own
    card, never the first seat's."""
    from game.games.ski.rules.actions import Discard
    play = six_seat_game(app)
    s = play.state
    play.draw(app.screen)
    hand = sorted((k for k in play.panel.hot if k.startswith("hand:")), key=lambda k: play.panel.hot[k].x)
    gone = int(hand[-1][5:])
    at = play.panel.hot[hand[-1]].center
    name = f"{s.c.piste[gone].colour} {s.c.piste[gone].value}"
    assert play.tooltip_at(at).startswith(name)
    assert play.act(Discard(0, gone))                # no frame is drawn after it
    tip = play.tooltip_at(at)
    assert Key("hand", gone) not in play.panel.hot and (tip is None or not tip.startswith(name) or
                                               any(s.c.piste[k].colour + " " + str(s.c.piste[k].value) == name
                                                   for k in s.hands[0]))
    first = {int(k[5:]) for k in play.panel.hot if k.startswith("hand:")}
    assert first == set(s.hands[0])
    play.seats.viewer = 1                                   # another player has the screen now
    assert {int(k[5:]) for k in play.panel.hot if k.startswith("hand:")} == set(s.hands[1])
    for k, r in play.panel.hot.items():
        tip = play.tooltip_at(r.center)
        if k.startswith("hand:") and tip is not None:
            card = s.c.piste[int(k[5:])]
            assert tip.startswith(f"{card.colour} {card.value}") and int(k[5:]) in s.hands[1]


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_a_log_line_waits_for_the_animation_that_shows_it(app, gid):
    play = hotseat_table(app, gid, seed=8)
    app.speed = 1.0
    rng = Rng(2)
    for _ in range(200):
        if play.seats.handoff_to is not None:
            play.layers.confirm()
        while play.motions.on_the_way():
            play.update(0.05)
        cur = play.state.current_player()
        if cur is None:
            break
        legal = play.state.legal_actions(cur)
        shown = len(play.log)
        play.act(legal[rng.below(len(legal))])
        if play.motions.on_the_way() and play.motions.log_waiting:
            assert len(play.log) <= shown + 1 and play.motions.log_waiting      # not yet: the board is still moving
            waiting = list(play.motions.log_waiting)
            for _ in range(2000):
                if not play.motions.on_the_way():
                    break
                play.update(0.05)
            play.update(0.0)
            assert play.log[-len(waiting):] == waiting and not play.motions.log_waiting
            return
    raise AssertionError("no action of this game was animated")


@pytest.mark.parametrize("pace", ["slow", "instant"])
def test_bots_play_on_at_every_pace(app, pace):
    """With nothing moving (instant) a bot once waited for ever for a pause that never ran out."""
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.table import play_scene
    app.settings.animation = pace
    app.speed = 0.0
    info = all_games()[0]
    seats = tuple(SeatSetup(f"Bot {i}", info.colours[i], "random") for i in range(2))
    play = play_scene(app, Setup(info.id, seats, seed=3))
    app.switch(play)
    for _ in range(400):
        play.update(0.05)
        if len(play.state.action_log) >= 3:
            break
    assert len(play.state.action_log) >= 3


def test_lines_come_as_their_own_moves_arrive_not_when_everything_stops(app):
    """Bots moving one after another (the next thinks while a piece moves) never
    hold the log back until the whole table is still: each action's lines come
    once its own moves have arrived, while later moves are still on the way."""
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.table import play_scene
    info = all_games()[0]
    seats = tuple(SeatSetup(f"Bot {i}", info.colours[i], "random") for i in range(4))
    play = play_scene(app, Setup(info.id, seats, seed=6))
    app.switch(play)
    app.speed = 4.0
    partial = 0
    for _ in range(6000):
        shown = len(play.log)
        play.update(0.02)
        if len(play.log) > shown and play.motions.log_waiting:
            partial += 1                              # some lines came, others still wait for their moves
        if play.state.is_over() or partial >= 3:
            break
    assert partial >= 3


def test_a_moving_skiers_way_is_traced_on_the_board(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import MovePiste, RideLift
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red")), seed=3))
    app.switch(play)
    app.speed = 1.0
    s = play.state
    rng = Rng(2)
    assert play._draw_trace(app.screen) == []                 # nothing moves: nothing traced
    for _ in range(400):
        cur = s.current_player()
        acts = s.legal_actions(cur) if cur is not None else []
        if not acts:
            break
        moves = [a for a in acts if isinstance(a, MovePiste)]
        rides = [a for a in acts if isinstance(a, RideLift)]
        if moves:
            play.act(max(moves, key=lambda a: len(a.path)))         # ski as far as the card goes
            if play.motions.tweens and len(play.motions.tweens[0].points) >= 3:
                break
        else:
            play.act(rides[0] if rides and rng.below(10) < 7 else acts[rng.below(len(acts))])
        play.motions.skip()
    tw = play.motions.tweens[0]
    before = app.screen.copy()
    rects = play._draw_trace(app.screen)
    assert rects
    for p in tw.points:
        x, y = play.to_screen(p)
        assert any(r.collidepoint(round(x), round(y)) for r in rects)
    mid = play.to_screen(tw.points[len(tw.points) // 2])
    assert app.screen.get_at((round(mid[0]), round(mid[1]))) != before.get_at((round(mid[0]), round(mid[1])))


def test_a_trace_is_outlined_to_stand_out_and_says_where_it_drew():
    import pygame

    from game.view.motion import TRACE_DARK, TRACE_LIGHT, draw_trace
    surf = pygame.Surface((100, 60))
    assert draw_trace(surf, [(10, 10)], (200, 40, 40), 4) == []              # one point is no way
    surf.fill((255, 255, 255))
    rects = draw_trace(surf, [(10, 10), (50, 10), (50, 50)], (200, 40, 40), 4, dots=True)
    assert any(r.collidepoint(10, 10) for r in rects) and any(r.collidepoint(50, 50) for r in rects)
    assert tuple(surf.get_at((30, 10)))[:3] == (200, 40, 40)                  # the line in the colour
    assert tuple(surf.get_at((30, 13)))[:3] == TRACE_DARK                     # outlined on snow
    assert tuple(surf.get_at((50, 30)))[:3] == (200, 40, 40)
    assert not any(r.collidepoint(80, 30) for r in rects)
    surf.fill((255, 255, 255))
    draw_trace(surf, [(10, 10), (50, 10)], (40, 40, 48), 4)                   # a black pawn's way
    assert tuple(surf.get_at((30, 13)))[:3] == TRACE_LIGHT


@pytest.mark.parametrize("dots", [False, True])
@pytest.mark.parametrize("width", [3, 4, 8])
def test_a_traces_rectangles_cover_every_pixel_it_drew_and_little_else(width, dots):
    """The next frame puts the still layer back over the rectangles a trace
    returns: every pixel it changed must be in one (else a trail is left on
    the board); a long diagonal way's pieces cover far less than its box (else
    each frame of a long move costs a large part of a full redraw), and a
    straight run down is one rectangle (each costs a blit)."""
    import pygame

    from game.view.motion import draw_trace
    surf = pygame.Surface((800, 600))
    ways = [[(24, 30), (760, 580)], [(780, 16), (60, 500), (400, 520), (410, 40)], [(100, 100), (106, 104), (600, 280)],
            [(200, 20), (200, 300), (200, 580)]]
    for i, way in enumerate(ways):
        surf.fill((255, 255, 255))
        rects = draw_trace(surf, way, (200, 40, 40), width, dots)
        drawn = pygame.mask.from_threshold(surf, (255, 255, 255), (1, 1, 1, 255))
        drawn.invert()
        assert drawn.count()
        covered = pygame.Mask(surf.get_size())
        for r in rects:
            covered.draw(pygame.Mask(r.size, fill=True), r.topleft)
        covered.invert()
        assert drawn.overlap_area(covered, (0, 0)) == 0                          # nothing drawn outside them
        box = rects[0].unionall(rects[1:])
        area = sum(r.w * r.h for r in rects)
        if i < 2:
            assert area < box.w * box.h * 0.6, (area, box)
        if i == 3:
            assert len(rects) == 1
    surf.set_clip(pygame.Rect(100, 100, 100, 100))                              # within the screen's clip
    rects = draw_trace(surf, ways[0], (200, 40, 40), width, dots)
    assert rects and all(surf.get_clip().contains(r) for r in rects)


def test_a_frame_puts_back_rectangles_whose_rows_start_off_a_16_byte_boundary(app):
    """SDL copies rows that start on a 16-byte boundary with stores that skip
    the cache (the pieces drawn next over them are slow to draw), so each
    rectangle a frame puts back is widened a little to the left: it still
    holds the one asked for, stays in the window, and its rows start one
    pixel past a boundary (or at the window's left edge)."""
    from game.scenes.table_frame import unaligned
    screen = app.screen
    phase = screen._pixels_address % 16 // 4
    asked = [pygame.Rect(x, y, w, h) for x in range(0, 40)
             for y, w, h in ((5, 30, 30), (screen.get_height() // 2, 1, 7), (0, 64, 1))]
    asked += [pygame.Rect(screen.get_width() - 10, 20, 30, 30), pygame.Rect(-5, -5, 20, 20)]
    got = unaligned(asked, screen)
    assert len(got) == len(asked)
    for a, g in zip(asked, got, strict=True):
        a = a.clip(screen.get_rect())
        assert g.contains(a) and screen.get_rect().contains(g)
        assert g.x == 0 or (g.x + phase) % 4 == 1, (a, g)
        assert a.x - g.x <= 3 and g.y == a.y and g.bottom == a.bottom and g.right == a.right


@pytest.mark.parametrize("gid", [g.id for g in all_games() if g.ui is not None and g.screens().bench_frames is not None])
def test_no_picture_is_loaded_while_the_pieces_move(app, gid, monkeypatch):
    """Every picture a move draws is made before its first frame (a token at
    its moving size, each captain's snowboarders): loading one while pieces
    glide was a frame three times as long as the others."""
    ui = get(gid).screens()
    assert ui.bench_frames is not None
    loads: list[str] = []
    timing = [False]
    real_load, real_frame = pygame.image.load, app.draw_frame

    def load(path, *args):
        if timing[0]:
            loads.append(str(path))
        return real_load(path, *args)

    def frame(scene, full=False):
        timing[0] = True
        return real_frame(scene, full)
    monkeypatch.setattr(pygame.image, "load", load)
    monkeypatch.setattr(app, "draw_frame", frame)
    assert len(ui.bench_frames(app, 300)) == 300
    assert loads == []


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_the_replays_hand_rows_stay_inside_its_panel(app, gid):
    """Every seat's open hand in the replay (event cards too) fits the row the
    panel gives it: nothing is cut at the window's right edge."""
    from game.ai import Observation, make_bot
    from game.scenes.miniature import open_hand
    from game.scenes.replay import HAND_ROW
    from game.sim import bot_setup
    info = get(gid)
    state = info.new_game(bot_setup(info, info.max_players, 8, ["random"] * info.max_players))
    bot = make_bot("random", 8)
    widest = 0
    for step in range(400):
        if state.is_over():
            break
        seat = state.current_player()
        state.apply(bot.choose(Observation(state, seat), state.legal_actions(seat)))
        if step % 20:
            continue
        for s in range(state.num_seats):
            surf = pygame.Surface((app.px(900), app.px(200)))
            surf.fill((1, 2, 3))
            open_hand(surf, state, s, 0, 0, app.px)
            mask = pygame.mask.from_threshold(surf, (1, 2, 3), (1, 1, 1, 255))
            mask.invert()
            rects = mask.get_bounding_rects()
            if rects:
                widest = max(widest, max(r.right for r in rects))
    assert widest <= app.px(HAND_ROW), (widest, app.px(HAND_ROW))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_each_rules_legend_stays_in_its_column(make_app, gid, size):
    """"What you see" beside the rules never runs under the rules' text box."""
    from game.scenes.rules_scene import LEGEND_W
    app = make_app(size)
    u = app.px
    surf = pygame.Surface((u(900), u(900)))
    surf.fill((1, 2, 3))
    get(gid).screens().legend(surf, u(20), u(60), u)
    mask = pygame.mask.from_threshold(surf, (1, 2, 3), (1, 1, 1, 255))
    mask.invert()
    right = max(r.right for r in mask.get_bounding_rects())
    assert right <= u(20) + u(LEGEND_W), (right, u(20) + u(LEGEND_W))


def test_the_panel_names_what_each_skier_holds_and_fades_the_cards_that_cannot_be_played(make_app):
    """Each human row holding an event card has a Play event button a mouse hits easily
    (none without one); the hand's cards
    the player cannot play now are drawn faded, the playable ones as printed; every
    event card of the hand has a line of its own, wide enough to hold its name."""
    from game.games.ski import style
    from game.scenes.common import image
    app = make_app((1280, 720))
    play = six_seat_game(app)
    s = play.state
    for _ in range(300):                      # on to a turn of the first seat where some card skis and some not
        play.motions.skip()
        seat = s.current_player()
        play.seats.viewer, play.seats.handoff_to = seat, None
        play.draw(app.screen)
        lit = play.touch.lit()
        hand = [Key("hand", c) for c in s.hands[seat]]
        if seat == 0 and any(k in lit for k in hand) and any(k not in lit for k in hand) and s.ev_hands[0]:
            break
        play.act(s.legal_actions(seat)[0])
    else:
        pytest.skip("no such turn in this game")
    for seat in (0, 1):                       # a human holding an event card has the button; one holding none not
        if s.ev_hands[seat]:
            r = play.panel.hot[Key("oot", seat)]
            assert r.w >= 64 and r.h >= 21
        else:
            assert Key("oot", seat) not in play.panel.hot
    for key in hand:
        card = s.c.piste[int(key[5:])]
        r = play.panel.hot[key]
        drawn = app.screen.get_at((r.x + 3, r.centery))[:3]
        printed = image(style.piste_card(card.colour, card.value), (r.h * 5 // 7, r.h)).get_at((3, r.h // 2))[:3]
        assert (drawn == printed) == (key in lit), key
    for card in s.ev_hands[0]:
        assert play.panel.hot[Key("event", card)].w >= 200


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_each_rules_legend_stays_on_its_backing(make_app, gid, size):
    """"What you see" is drawn whole on its backing: where it is taller than the
    window leaves room for, it is drawn smaller, never past the backing's foot."""
    from game.scenes.rules_scene import RulesScene
    from game.scenes.title import TitleScene
    app = make_app(size)
    u = app.px
    scene = RulesScene(app, TitleScene, gid)
    app.switch(scene)
    scene.draw(app.screen)
    foot = u(10) + (size[1] - u(90))                  # the backing's foot
    top = u(20) + u(40)                               # where the legend starts
    pic = scene._legend_pic
    assert pic.get_height() > u(40) and top + pic.get_height() <= foot - u(8)
    full = pygame.Surface((u(305), u(1600)), pygame.SRCALPHA)
    get(gid).screens().legend(full, 0, 0, u)
    if full.get_bounding_rect().bottom > foot - u(8) - top:      # too tall: drawn smaller, whole
        assert pic.get_height() == foot - u(8) - top


def test_while_a_move_plays_the_panel_names_it_before_the_bot_that_thinks(app):
    """The heading names the turn whose move is still playing; the line under it
    says so before the next bot's thinking (a play-test read "Ben's turn" over
    "Chloe is thinking..." as the heading lagging)."""
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.table import play_scene
    info = get("chemin-montagneux")
    seats = (SeatSetup("Anna", info.colours[0]), SeatSetup("Ben", info.colours[1], "normal"))
    play = play_scene(app, Setup(info.id, seats, seed=3))
    app.switch(play)
    s = play.state
    for _ in range(10):                               # Anna's turn: roll, then the first move offered
        if s.current_player() != 0:
            break
        play.act(s.legal_actions(0)[-1] if s.legal_actions(0)[0].kind == "roll" else s.legal_actions(0)[0])
    assert s.current_player() == 1 and play.motions.tweens, "no move of Anna's still playing"
    assert play.presented.current_player() == 0
    assert play.panel.you_may() == "Anna's move plays; Ben is thinking..."
    play.motions.skip()
    assert play.panel.you_may() == "Ben is thinking..."
