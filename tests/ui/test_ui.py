"""The real scenes, driven by synthesized mouse events under the dummy video
driver (no window): title -> setup -> play -> choosing towns -> a lift ride,
checked against the rules model; and a bot-only smoke game to the results."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest
from locations import ROOT  # noqa: E402
from ui_driver import advance_others, bot_moves, click, press, take_screen  # noqa: E402

from game.core.interaction import Key
from game.core.registry import all_games


def test_title_setup_play_by_clicks(app):
    from game.games.ski.rules.actions import RideLift
    from game.games.ski.scene import PlayScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))
    new = next(b for b, k in app.scene.buttons.items() if k == "new")
    press(app, new)
    assert isinstance(app.scene, SetupScene)
    press(app, app.scene.start)
    play = app.scene
    assert isinstance(play, PlayScene)
    s = play.state
    assert s.phase == "start" and play.seats.handoff_to == 0 and play.seats.viewer is None
    play.draw(app.screen)
    assert "hand:" not in " ".join(play.panel.hot), "no private card may be clickable behind the hand-off screen"
    take_screen(app)                       # Anna takes the screen
    assert play.seats.viewer == 0
    saun = s.c.board.by_name["Saun"]
    click(app, play.to_screen(play.spot_xy(saun)))
    assert s.pos[0] == saun
    take_screen(app)                       # pass to Ben
    puilent = s.c.board.by_name["Puilent"]
    click(app, play.to_screen(play.spot_xy(puilent)))
    assert s.pos[1] == puilent
    # the bot chooses its town in the frame loop
    for _ in range(200):
        if s.phase == "play":
            break
        play.update(0.1)
    assert s.phase == "play" and s.current_player() == 0
    play.motions.tweens.clear()
    take_screen(app)                       # Anna again
    ride = next(a for a in s.legal_actions(0) if isinstance(a, RideLift))
    top = s.c.board.lifts[ride.lift].top
    click(app, play.to_screen(play.spot_xy(top)))
    assert s.pos[0] == top
    assert s.current_player() == 1
    # an illegal click explains itself and changes nothing
    play.motions.tweens.clear()
    take_screen(app)                       # Ben takes the screen
    before = s.state_hash()
    click(app, play.to_screen(play.spot_xy(s.c.board.by_name["Marignan"])))
    assert s.state_hash() == before and play.status


def test_smoke_command_reaches_the_results():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "smoke", "--seconds", "180"],
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "results screen reached" in r.stdout


def test_out_of_turn_event_with_privacy_prompt_and_board_target(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import PlayEvent
    from game.games.ski.scene import PlayScene
    setup = Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green"), SeatSetup("Cy", "Red", "random")),
                  seed=5)
    play = PlayScene(app, setup)
    app.switch(play)
    s = play.state
    towns = sorted(s.c.board.towns())
    for seat in range(3):
        from game.games.ski.rules.actions import ChooseStart
        s.apply(ChooseStart(seat, towns[0]))
    play.seats.viewer, play.seats.handoff_to = 0, None                 # Anna's turn, Anna has the screen
    winds = next(i for i, e in enumerate(s.c.events) if e.key == "high_winds")
    for h in s.ev_hands:                                  # give Ben the High Winds card
        if winds in h:
            h.remove(winds)
    s.ev_deck = [x for x in s.ev_deck if x != winds]
    s.ev_hands[1].append(winds)
    play.draw(app.screen)
    assert {Key("oot", "0"), Key("oot", "1")} <= set(play.panel.hot) and Key("oot", "2") not in play.panel.hot   # every human, none for the bot
    click(app, play.panel.hot[Key("oot", "1")].center)
    assert play.seats.viewer is None and play.seats.handoff_to == 1    # Anna's cards are hidden before Ben looks
    take_screen(app)
    assert play.seats.viewer == 1 and play.seats.oot == 1
    play.draw(app.screen)
    click(app, play.panel.hot[Key("event", winds)].center)
    assert play.touch.picked == (Key("event", winds),)        # the card waits for where to play it
    opts = [a for a in s.legal_actions(1) if isinstance(a, PlayEvent) and s.c.events[a.card].key == "high_winds"]
    assert opts and all(a.target.startswith("lift:") for a in opts)
    lift = s.c.board.lifts[int(opts[0].target[5:])]
    assert Key("spot", lift.top) in play.touch.lit()          # lit on the board
    click(app, play.to_screen(play.spot_xy(lift.top)))
    assert s.markers["lift"] == [lift.id]
    assert play.seats.oot is None and s.current_player() == 0
    assert play.seats.handoff_to == 0 and play.seats.viewer is None    # the screen goes back to Anna through the prompt


def test_undo_a_walk_and_the_step_that_passed_the_turn_till_the_next_seat_acts_and_zoom(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import ChooseStart, Walk
    from game.games.ski.scene import PlayScene
    setup = Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=3)
    play = PlayScene(app, setup)
    app.switch(play)
    s = play.state
    b = s.c.board
    # a lift station with a walkway: start Anna in a town that has one, or walk from a touching pair
    town = b.towns()[0]
    s.apply(ChooseStart(0, town))
    s.apply(ChooseStart(1, town))
    start = next(sp for sp in sorted(b.spots) if b.spots[sp].kind == "lift" and b.walk_adj[sp])
    s.pos[0] = start  # Anna stands at a lift station joined to another by a walkway
    play.seats.viewer = 0
    walk = next(a for a in s.legal_actions(0) if isinstance(a, Walk))
    click(app, play.to_screen(play.spot_xy(walk.to)))
    assert s.pos[0] == walk.to and s.turn == 0
    play.motions.tweens.clear()
    walked_line = play.log[-1] if not play.motions.log_waiting else play.motions.log_waiting[-1]
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    s = play.state
    assert s.pos[0] == start and s.walked == []
    # the step taken back loses its line: one says it was taken back, by whom, and nothing of what it was
    assert play.log[-1] == "A step taken back by Anna." and not play.motions.log_waiting
    assert walked_line not in play.log
    # the step that passed the turn may be taken back until the next seat acts, not after
    from game.games.ski.rules.actions import Discard, TakeCards
    play.act(TakeCards(0, (), 1))
    play.act(Discard(0, s.hands[0][0]))       # back down to seven: the turn passes
    assert s.turn == 1 and play.may_take_back() == 0
    bot_moves(play)                            # Cy acts: Anna's step is final
    assert play.state.action_log[-1].seat == 1 and not play.undo and play.may_take_back() is None
    # zoom in on a point and back to the whole board
    before = play.scale
    play.set_view(zoom=2.0, centre=(400, 400))
    assert play.scale > before and abs(play.to_world(play.frame.board_rect.center)[0] - 400) < 1
    play.set_view(zoom=1.0)
    assert play.scale == before


def test_privacy_across_a_whole_hot_seat_game(app, monkeypatch):
    """Whatever the screen shows while one seat has it, no other seat's hand,
    event cards or target is among what the scene draws: the card faces it
    asks for are exactly the public ones and the viewer's own."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.rng import Rng
    from game.games.ski.scene import PlayScene
    setup = Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green"), SeatSetup("Cy", "Red", "random")),
                  seed=11)
    play = PlayScene(app, setup)
    app.switch(play)
    rng = Rng(4)
    s = play.state
    checked = 0
    import collections

    from game.games.ski import style
    from game.scenes import common
    drawn: list[str] = []
    real = common.image

    def spy(path, size=None):
        drawn.append(path)
        return real(path, size)

    for module in ("scene", "panel_view", "scoreboard"):      # the play scene and the modules it draws with
        monkeypatch.setattr(f"game.games.ski.{module}.image", spy)
    monkeypatch.setattr("game.scenes.common.image", spy)        # the panel's pictures (panel_items.sprite)
    for _ in range(3000):
        if s.is_over():
            break
        play.motions.tweens.clear()
        play.motions.flights.clear()
        drawn.clear()
        play.repaint = True
        play.redraw()
        play.draw(app.screen)
        # every card face the scene asked for: the display, the discard pile's top, and the viewer's own cards
        c = s.c
        faces = collections.Counter(p for p in drawn if "/piste_" in p.replace("\\", "/") and "cards" in p)
        public = [c.piste[k] for k in s.display if k is not None] + ([c.piste[s.discard[-1]]] if s.discard else [])
        mine = [c.piste[k] for k in s.hands[play.seats.viewer]] if play.seats.viewer is not None else []
        assert faces == collections.Counter(style.piste_card(p.colour, p.value) for p in public + mine)
        events = {p for p in drawn if "event_" in p}
        targets = {p for p in drawn if "target_" in p}
        if play.seats.viewer is None:
            assert not events and not targets
        else:
            assert events == {style.event_card(c.events[k].key) for k in s.ev_hands[play.seats.viewer]}
            tg = s.target[play.seats.viewer]
            assert targets == ({style.target_card(c.targets[tg].key)} if tg is not None else set())
        shown_hand = {int(k[5:]) for k in play.panel.hot if k.startswith("hand:")}
        shown_events = {int(k[6:]) for k in play.panel.hot if k.startswith("event:")}
        if play.seats.viewer is None:
            assert not shown_hand and not shown_events
        else:
            assert shown_hand == set(s.hands[play.seats.viewer])
            assert shown_events == set(s.ev_hands[play.seats.viewer])
        checked += 1
        if advance_others(app, play):
            continue
        cur = s.current_player()
        assert play.seats.viewer == cur
        acts = s.legal_actions(cur)
        play.act(acts[rng.below(len(acts))])
    assert s.is_over() and checked > 100


def test_rules_and_settings_screens(app, tmp_path, monkeypatch):
    from game import settings as st
    from game.scenes.rules_scene import RulesScene, rules_html
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    app.switch(TitleScene(app))
    press(app, next(b for b, k in app.scene.buttons.items() if k == "rules"))
    assert isinstance(app.scene, RulesScene)
    app.scene.draw(app.screen)
    press(app, app.scene.done)
    assert isinstance(app.scene, TitleScene)
    press(app, next(b for b, k in app.scene.buttons.items() if k == "settings"))
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    press(app, scene.hl)
    assert app.settings.highlight_moves is False
    assert st.load().highlight_moves is False          # saved at once
    html = rules_html("# Title\n\nSome **bold** words.\n\n- one\n- two\n")
    assert "<b>Title</b>" in html and "<b>bold</b>" in html and "\u2022 one<br>" in html


def test_tooltips_name_what_is_under_the_mouse_and_hide_during_hand_off(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green")), seed=2))
    app.switch(play)
    saun = play.board.by_name["Saun"]
    pos = play.to_screen(play.spot_xy(saun))
    assert play.tooltip_at(pos) is None                 # the hand-off screen is up
    take_screen(app)
    play.draw(app.screen)
    assert play.tooltip_at(pos).startswith("Saun (town)")
    card = next(int(k[5:]) for k in play.panel.hot if k.startswith("hand:"))
    p = play.content.piste[card]
    tip = play.tooltip_at(play.panel.hot[Key("hand", card)].center)
    assert tip.startswith(f"{p.colour} {p.value}")


def test_sounds_follow_the_game_and_the_mute_setting(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import ChooseStart, TakeCards
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=2))
    app.switch(play)
    s = play.state
    for seat in range(2):
        s.apply(ChooseStart(seat, s.c.board.towns()[0]))
    app.sounds.played.clear()
    play.act(TakeCards(0, (), 1))
    assert "card" in app.sounds.played
    play.act(TakeCards(0, (), 1))                       # not Anna's turn any more: refused
    assert app.sounds.played[-1] == "bump"
    app.sounds.enabled = False
    app.sounds.played.clear()
    play.act(TakeCards(1, (), 1))
    assert app.sounds.played == []


def test_sound_files_regenerate_byte_for_byte(tmp_path):
    import hashlib
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "make_sounds.py"), "--out-dir", str(tmp_path)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    from game.view.sound import NAMES
    for name in NAMES:
        mine = hashlib.sha256((tmp_path / f"{name}.wav").read_bytes()).hexdigest()
        with open(os.path.join(ROOT, "sprites", "sounds", f"{name}.wav"), "rb") as f:
            assert mine == hashlib.sha256(f.read()).hexdigest(), name


def test_cards_drawn_from_the_deck_fly_face_down(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski import style
    from game.games.ski.rules.actions import ChooseStart, TakeCards
    from game.games.ski.scene import PlayScene
    from game.scenes.common import image
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=2))
    app.switch(play)
    s = play.state
    for seat in range(2):
        s.apply(ChooseStart(seat, s.c.board.towns()[0]))
    play.seats.viewer, play.seats.handoff_to = 0, None
    play.draw(app.screen)
    shown = s.display[0]
    play.act(TakeCards(0, (0,), 2))
    pics = [fl.pic for fl in play.motions.flights]
    back = image(style.card_back("piste"), (62, 87))
    p = s.c.piste[shown]
    assert pics.count(back) == 2
    assert image(style.piste_card(p.colour, p.value), (62, 87)) in pics
    for _ in range(100):
        play.update(0.05)
    assert not play.motions.flights


def test_menu_rules_and_back_to_the_same_game(app, tmp_path, monkeypatch):
    from game import settings as st
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import ChooseStart
    from game.games.ski.scene import PlayScene
    from game.scenes.pause import PauseScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=2))
    app.switch(play)
    play.state.apply(ChooseStart(0, play.board.towns()[0]))
    before = play.state.state_hash()
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    pause = app.scene
    assert isinstance(pause, PauseScene)
    press(app, next(b for b, k in pause.buttons.items() if k == "rules"))
    assert isinstance(app.scene, RulesScene)
    press(app, app.scene.done)
    assert isinstance(app.scene, PauseScene)
    press(app, next(b for b, k in app.scene.buttons.items() if k == "resume"))
    assert app.scene is play and play.state.state_hash() == before
    # to the title screen and back: Continue picks up the same game
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    press(app, next(b for b, k in app.scene.buttons.items() if k == "leave"))
    assert isinstance(app.scene, TitleScene) and app.game is play
    app.scene.draw(app.screen)
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    assert app.scene is play and play.state.state_hash() == before


def test_title_offers_continue_only_while_a_game_is_in_progress(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))
    assert "continue" not in app.scene.buttons.values()
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=2))
    app.switch(play)
    app.switch(TitleScene(app))
    assert "continue" in app.scene.buttons.values()
    assert play.summary() == "Anna and Cy, choosing starting towns, Anna to play"
    # a finished game is not offered again
    while not play.state.is_over():
        seat = play.state.current_player()
        play.state.apply(play.state.legal_actions(seat)[0])
    app.switch(play)
    assert app.game is None


def test_score_board_overlay_shows_every_marker_and_snowflake(app):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green")), seed=2))
    app.switch(play)
    run = play.board.numbered_runs()[0].name
    play.state.snowflakes[1].append(run)
    press(app, play.button("scores"))
    assert play.show_scores
    play.draw(app.screen)               # draws without error, over the board
    press(app, play.button("scores"))
    assert not play.show_scores


def test_each_game_shows_its_own_name_and_board_behind_its_menus(app):
    from game.core.registry import all_games
    from game.scenes import common
    from game.scenes.title import TitleScene
    common.mountain_content()                          # the flagship's board, read as at the start
    title = TitleScene(app)
    app.switch(title)
    title.fade = 1.0
    size = app.screen.get_size()
    flagship = all_games()[0]

    def picture(game):
        surf = pygame.Surface(size)
        common.backdrop(surf, 160, game)
        return pygame.image.tobytes(surf, "RGB")
    mountain = picture(None)
    for g in all_games():
        app.chosen_game = g.id
        title.draw(app.screen)
        assert title._backdrop_game() == (g.id if g.id != flagship.id else None)
        own = g.id != flagship.id and g.screens().scenery is not None
        assert (picture(g.id) != mountain) == own      # its own board, or the mountain when it has none


def test_a_take_and_its_discards_read_as_one_line(app):
    from game.games.ski.ui import join_log
    from game.scenes.game_ui import joined_log
    raw = ["Chloe takes red 3 from the display and 2 from the deck", "Chloe discards blue 4",
           "Chloe discards red 2", "Ben discards green 1", "Ben takes 1 from the deck",
           "A step taken back by Ben.", "Ben discards red 5"]
    assert joined_log(raw, join_log) == [
        "Chloe takes red 3 from the display and 2 from the deck and discards blue 4, red 2",
        "Ben discards green 1", "Ben takes 1 from the deck", "A step taken back by Ben.", "Ben discards red 5"]
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.actions import Discard, TakeCards
    from game.games.ski.scene import PlayScene
    app.settings.animation = "instant"                 # nothing moves: every line logged at once
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red")), seed=3))
    app.switch(play)
    s = play.state
    while not any(isinstance(a, TakeCards) for a in s.legal_actions(s.current_player())):
        play.act(s.legal_actions(s.current_player())[0])
    seat = s.current_player()
    take = max((a for a in s.legal_actions(seat) if isinstance(a, TakeCards)), key=lambda a: a.deck + len(a.display))
    while len(s.hands[seat]) + take.deck + len(take.display) <= s.c.hand_limit:
        s.hands[seat].append(s.deck.pop())             # a full hand: the take forces a discard
    assert play.act(take)
    discard = next(a for a in s.legal_actions(seat) if isinstance(a, Discard))
    assert play.act(discard), play.status
    name = s.name(seat)
    at = max(i for i, line in enumerate(play.log) if line.startswith(f"{name} takes "))
    assert play.log[at + 1].startswith(f"{name} discards ")                     # the log keeps both lines
    shown = [line for line in play.shown_log() if line.startswith(f"{name} takes ")][-1]
    assert shown == f"{play.log[at]} and discards {play.log[at + 1][len(name) + 10:]}"   # the screen joins them


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_each_game_has_a_players_rulebook_on_its_rules_screen(app, gid):
    """The Rules screen shows a rulebook written for players, not the document
    for the people working on the game (which cites files, tests and code)."""
    import re

    from game import paths
    from game.core.registry import get
    from game.scenes.rules_scene import RulesScene
    from game.scenes.title import TitleScene
    info = get(gid)
    assert info.player_rules and info.rules_file().startswith("play/")
    with open(paths.resource("docs", "play", info.player_rules), encoding="utf-8") as f:
        text = f.read()
    # a rulebook, however short the game: its title, and sections of its own
    assert text.startswith(f"# {info.name}") and sum(line.startswith("## ") for line in text.splitlines()) >= 2
    for word in ("config/", "tests/", ".py", ".yaml", "scenario", "Choice", "developer", "anyone changing", "`"):
        assert word not in text, word
    from game.scenes.rules_scene import PICTURE_LINE
    prose = "\n".join(line for line in text.splitlines() if not PICTURE_LINE.match(line))
    assert not re.search(r"\]\(|<[a-z]", prose)                   # no links, no HTML (pictures aside)
    scene = RulesScene(app, TitleScene, gid)
    app.switch(scene)
    scene.draw(app.screen)
    assert info.name.split()[0] in scene.box.html_text


def test_continue_names_the_game_it_resumes_whichever_game_is_chosen(app):
    """Continue on Ski's title resumed a Grand Prix game without saying so: its
    label names the game, at a size that fits the button."""
    from ui_driver import hotseat_table

    from game.core.registry import all_games, get
    from game.scenes.title import TitleScene
    from game.view.text import fonts
    for info in all_games():
        play = hotseat_table(app, info.id, seed=3)
        app.switch(TitleScene(app))
        for chosen in all_games():
            app.chosen_game = chosen.id
            app.switch(TitleScene(app))
            button = next(b for b, k in app.scene.buttons.items() if k == "continue")
            assert button.label == f"Continue {get(play.state.setup.game).name}"
            width = fonts().get(app.px(button.size), True).size(button.label)[0]
            assert width <= button.rect.w - app.px(16), (button.label, width, button.rect.w)
        app.game = None


def test_a_hinted_ski_move_is_made_by_clicking_the_spot_the_hint_lights(app):
    """The hint selects the card it rings: the next click, on the spot it lights on
    the board (found from the frame's pixels), skis there."""
    import random

    from ui_driver import advance_others, click, hotseat_table

    from game.games.ski.rules.actions import MovePiste
    from game.scenes.table import HINT_RGB
    play = hotseat_table(app, "ski", seed=5)
    rng = random.Random(3)
    for _ in range(200):
        while advance_others(app, play):
            pass
        if play.seats.recap is not None:
            play.seats.close_recap()
        play.hints.show()
        if play.hints.now() is not None and isinstance(play.hints.now().move, MovePiste):
            break
        play.act(rng.choice(play.state.legal_actions(play.state.current_player())))
    move = play.hints.now().move
    assert play.touch.picked == (Key("hand", move.card),)
    play.update(0.0)
    app.draw_frame(play, full=True)
    board = play.frame.board_rect
    lit = [(x, y) for x in range(board.left, board.right, 2) for y in range(board.top, board.bottom, 2)
           if tuple(app.screen.get_at((x, y)))[:3] == HINT_RGB]
    assert lit, "the hinted spot is not drawn"
    xs, ys = sorted(p[0] for p in lit), sorted(p[1] for p in lit)
    before = len(play.state.action_log)
    click(app, (xs[len(xs) // 2], ys[len(ys) // 2]))
    assert len(play.state.action_log) == before + 1 and play.state.action_log[-1] == move


def test_cards_to_take_are_clicked_a_right_click_takes_one_fewer_and_done_gives_the_screen_back(app):
    """Two clicks on the deck and a right click take one card from it (Space
    takes it); an Event button pressed and Done hands the screen back unplayed."""
    from ui_driver import hotseat_table

    from game.games.ski.rules.actions import TakeCards
    play = hotseat_table(app, "ski", seed=5, names=("Anna", "Ben"))
    s = play.state
    while s.phase == "start":
        advance_others(app, play)
        s.apply(s.legal_actions(s.current_player())[0])
    advance_others(app, play)
    seat = s.current_player()
    assert play.seats.mine() == seat and TakeCards(seat, (), 1) in s.legal_actions(seat)
    for button in (1, 1, 3):
        click(app, play.panel.hot["deck"].center, button)
    assert play.touch.picked == ("deck",)
    n = len(s.hands[seat])
    play.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert s.action_log[-1] == TakeCards(seat, (), 1) and len(s.hands[seat]) == n + 1
    advance_others(app, play)
    other = 1 - s.current_player()
    click(app, play.panel.hot[Key("oot", other)].center)
    assert play.seats.handoff_to == other and play.seats.oot == other
    take_screen(app)
    assert play.seats.viewer == other and play.button("wait").text == "Done" and play.button("wait").is_enabled
    before = len(s.action_log)
    press(app, play.button("wait"))
    assert play.seats.oot is None and len(s.action_log) == before and play.button("wait").text == "Let go"


def test_a_game_going_on_shows_the_sun_where_it_stands(app):
    """A Ski the Mountain game loaded or continued at midday draws the sun at
    midday from its first frame (the hand-off's too), never at dawn easing on."""
    from game.ai import Observation, make_bot
    from game.core.registry import get
    from game.scenes.table import play_scene
    from game.sim import bot_setup
    info = get("ski")
    state = info.new_game(bot_setup(info, 3, 5, ["random"] * 3))
    bot = make_bot("random", 5)
    while state.sun < 3 and not state.is_over():
        seat = state.current_player()
        state.apply(bot.choose(Observation(state, seat), state.legal_actions(seat)))
    assert state.sun >= 3
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    assert play.sun_shown == state.sun and not play._easing()


def test_a_completed_targets_points_fly_from_under_its_card_not_over_its_words(app):
    """Ski the Mountain: a completed target is shown large, then its points fly
    home from under the card (the "+4" once sat on the card's caption)."""
    from ui_driver import hotseat_table

    from game.core.protocol import Event
    play = hotseat_table(app, "ski", seed=3)
    play.draw(app.screen)                           # laid out: the panel's places are known
    play._animate(Event("target", "Anna completes a target.", 0, {"target": 0, "points": 4}))
    card, points = play.motions.flights[-2], play.motions.flights[-1]
    assert card.pic is not None and points.label == "+4"
    shown = card.pic.get_rect(center=card.start)
    assert points.start[1] > shown.bottom and shown.left <= points.start[0] <= shown.right


def test_a_shorter_day_is_chosen_at_setup_and_the_heading_counts_its_rounds(app):
    """Ski the Mountain's shorter day (our variant): offered at setup with words
    saying what it changes, and the panel's heading says "Round 1 of 8"."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.games.ski.scene import PlayScene
    info = get("ski")
    label, values = info.choice_table()["day"]
    assert values[0] == (0, "the whole day (16 rounds)") and (8, "a shorter day, 8 rounds") in values
    assert "faster" in info.option_notes["day"]
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red")), seed=4,
                                options={"day": 8}))
    app.switch(play)
    s = play.state
    while s.phase == "start":
        s.apply(s.legal_actions(s.current_player())[0])
    play.state = s
    assert play.heading().startswith("Round 1 of 8: ")


def test_a_step_taken_back_leaves_no_word_of_a_card_now_hidden_again(app):
    """Ben played his secret event card, then took it back: the log said "Ben
    plays High Winds (taken back).", and every player after him read which card
    Ben holds. Now the line says only that Ben took a step back."""
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Red")), seed=11))
    app.switch(play)
    s = play.state
    rng = __import__("random").Random(3)
    for _ in range(400):
        cur = s.current_player()
        plays = [a for a in s.legal_actions(cur) if a.kind == "play_event" and a.seat == cur
                 and s.c.events[a.card].timing == "anytime"] if s.phase == "play" else []
        if plays:
            break
        s.apply(rng.choice([a for a in s.legal_actions(cur) if a.kind != "play_event"]))
    assert plays, "no event card could be played"
    play.state = s
    play.seats.viewer, play.seats.handoff_to = cur, None
    play.undo.clear()
    card = s.c.events[plays[0].card]
    play.act(plays[0])
    play.motions.skip()
    assert play.undo, "the card's play can be taken back"
    title = card.title
    assert any(title in line for line in play.log)
    play.take_back()
    assert not any(title in line for line in play.log), play.log[-3:]
    assert play.log[-1] == f"A step taken back by {s.name(cur)}."


def test_every_button_of_every_table_says_what_it_does(app):
    """The table's buttons and each game's own carry words of what they do
    (a family asked what "Let go", Rest and Pass were for)."""
    from ui_driver import hotseat_table

    from game.core.registry import all_games
    for info in all_games():
        play = hotseat_table(app, info.id, seed=2)
        play.draw(app.screen)
        names = [b.name for b in play.touch.presenter.buttons] + ["undo", "hint", "log", "menu"]
        for name in names:
            tip = play.button(name).tool_tip_text
            assert tip and len(tip) > 15, (info.id, name)
