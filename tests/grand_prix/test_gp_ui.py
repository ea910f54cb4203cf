"""Himalaya Grand Prix in the window: a whole race by clicks, hot-seat privacy,
the layout at every size, frames, the title's game chooser, setup options,
the results, saving and continuing."""
from __future__ import annotations

import collections
import os

import pygame
import pytest
from ui_driver import advance_others, press

from game import saves
from game.ai import Observation, make_bot
from game.core.interaction import Key
from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]




def race(app, seats, seed=5, options=None):
    from game.games.grand_prix.scene import GrandPrixScene
    play = GrandPrixScene(app, Setup("grand-prix", seats, seed=seed, options=options or {}))
    app.switch(play)
    return play


def test_a_whole_race_by_clicks(app):
    """Three human captains; every move is clicked the way a player clicks it, and
    each click does exactly that move."""
    seats = tuple(SeatSetup(n, t) for n, t in (("Anna", "Beavers"), ("Ben", "Rhinos"), ("Cy", "Giraffes")))
    play = race(app, seats)
    bot = make_bot("normal", 3)
    rng = Rng(8)
    kinds = collections.Counter()
    for _ in range(600):
        if play.state.is_over():
            break
        while advance_others(app, play):
            pass
        if play.state.is_over():
            break
        seat = play.state.current_player()
        legal = play.state.legal_actions(seat)
        a = legal[rng.below(len(legal))] if rng.random() < 0.3 else bot.choose(Observation(play.state, seat), legal)
        twin = play.state.clone()
        twin.apply(a)
        before = len(play.state.action_log)
        play.layers.click_through(a)
        assert len(play.state.action_log) == before + 1 and play.state.action_log[-1] == a, a
        # (the die comes from the game's own RNG: the click and the clone roll the same)
        assert play.state.state_hash() == twin.state_hash()
        kinds[a.kind] += 1
        play.update(0.05)
    assert play.state.is_over()
    for kind in ("start", "move", "finish", "yeti", "roll"):
        assert kinds[kind] > 0, kinds
    play.update(0.05)
    from game.scenes.results import ResultsScene
    for _ in range(100):
        if isinstance(app.scene, ResultsScene):
            break
        app.scene.motions.skip() if hasattr(app.scene, "motions") else None
        app.scene.update(0.1)
    assert isinstance(app.scene, ResultsScene)
    app.scene.draw(app.screen)                          # the podium and the captures


def test_snowball_keep_and_pass_by_buttons(app):
    from scenario_grand_prix import GPScenario as Scenario

    from game.games.grand_prix.rules.actions import KeepRoll, Pass, RollDie, Snowball
    seats = tuple(SeatSetup(n, t) for n, t in (("Ann", "Beavers"), ("Ben", "Crocodiles"), ("Cat", "Kangaroos")))
    play = race(app, seats)
    sc = Scenario({"name": "ui", "setup": {"hands": {"Ann": ["chilly/green"]}, "snowballs": {"Ann": 2},
                                           "course": {"r4c1": "Ben 2", "r4c3": "Cat 3", "r4c4": "Ben 4"},
                                           "die": [3, 1, 4]}}, "ui")
    play.state = sc.s
    play.seats.viewer, play.seats.handoff_to = 0, None
    play.layers.click_through(next(a for a in play.state.legal_actions(0) if a.kind == "yeti"))
    assert play.state.pending is not None
    assert play.undo                                    # hiring the Yeti can be taken back...
    play.layers.click_through(RollDie(0))
    assert play.state.pending["rolls"] == [3]
    assert not play.undo                                # ...the roll cannot
    play.update(0)
    assert play.button("snowball").is_enabled and play.button("keep").is_enabled
    assert not play.button("roll").is_enabled
    play.layers.click_through(Snowball(0))
    play.layers.click_through(RollDie(0))
    play.layers.click_through(KeepRoll(0))
    assert play.state.captured[0] == [[1, 2]] and play.state.snowballs[0] == 1     # best of 3 and 1
    # a captain with nothing to start or move passes with the button
    sc2 = Scenario({"name": "pass", "setup": {"podium": ["Ann 1", "Ann 2"], "captured": {"Ben": ["Ann 3", "Ann 4"]},
                                              "hands": {"Ann": ["bashful/green"]}}}, "pass")
    play.state = sc2.s
    play.seats.viewer, play.seats.handoff_to = 0, None
    play.update(0)
    assert play.button("pass").is_enabled
    play.layers.click_through(Pass(0))
    assert play.state.current_player() == 1


def test_hot_seat_shows_only_the_viewers_cards(app, monkeypatch):
    from game.games.grand_prix import style
    from game.scenes import common
    seats = tuple(SeatSetup(*x) for x in (("Anna", "Beavers"), ("Ben", "Rhinos"), ("Cy", "Giraffes", "random")))
    play = race(app, seats, seed=9)
    drawn: list[str] = []
    real = common.image

    def spy(path, size=None):
        drawn.append(path)
        return real(path, size)
    monkeypatch.setattr("game.games.grand_prix.scene.image", spy)
    monkeypatch.setattr("game.scenes.common.image", spy)          # the panel's pictures
    s = play.state
    rng = Rng(2)
    checked = 0
    for _ in range(400):
        if s.is_over():
            break
        play.motions.tweens.clear()
        play.motions.flights.clear()
        drawn.clear()
        play.repaint = True
        play.redraw()
        play.draw(app.screen)
        faces = {p for p in drawn if "/yeti_" in p.replace("\\", "/")}
        if play.seats.viewer is None or play.seats.handoff_to is not None:
            assert not faces and not any(k.startswith("card:") for k in play.panel.hot)
        else:
            assert faces == {style.gp_yeti_card(*k.split("/")) for k in s.hand_keys(play.seats.viewer)}
            checked += 1
        if not advance_others(app, play):
            seat = play.seats.mine()
            if seat is None:
                continue
            legal = s.legal_actions(seat)
            play.act(legal[rng.below(len(legal))])
            s = play.state
    assert checked > 20


@pytest.mark.parametrize("size", SIZES)
def test_the_layout_fits_at_every_size(app, size):
    seats = tuple(SeatSetup(n, t) for n, t in zip(("Anna", "Ben", "Cy", "Dee", "Eve"),
                                                 ("Beavers", "Crocodiles", "Kangaroos", "Rhinos", "Giraffes")))
    app.resize(size)
    play = race(app, seats, seed=4)
    play.seats.viewer, play.seats.handoff_to = 0, None
    play.draw(app.screen)
    w, h = size
    panel = pygame.Rect(w - play.panel.w, 0, play.panel.w, h)
    buttons = [b.rect for k, b in play.buttons().items()]
    for r in buttons:
        assert panel.contains(r), r
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.colliderect(b)
    for key, r in play.panel.hot.items():
        if key.startswith(("card:", "wait:", "die")):
            assert panel.contains(r) and not any(r.colliderect(b) for b in buttons), key
    course = play.screen_rect(play.renderer.course_rect())
    assert play.frame.board_rect.contains(course)


def test_a_frame_of_moving_pieces_equals_a_full_redraw(app):
    seats = tuple(SeatSetup(n, t, "random") for n, t in (("A", "Beavers"), ("B", "Rhinos"), ("C", "Giraffes")))
    play = race(app, seats, seed=2)
    s = play.state
    for _ in range(12):
        play.act(s.legal_actions(s.current_player())[0])
    play.motions.skip()
    play.draw(app.screen)
    mover = next(a for a in s.legal_actions(s.current_player()) if a.kind in ("move", "start"))
    play.act(mover)
    play.motions.tweens[0].step(0.2)
    play.draw(app.screen)
    play.motions.tweens[0].step(0.1)
    rects = play.draw(app.screen)
    assert rects is not None                             # only what moved went to the display
    partial = app.screen.copy()
    play.repaint = True
    play.draw(app.screen)
    assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_the_title_chooses_the_game_and_setup_offers_its_options(app):
    from game.games.grand_prix.scene import GrandPrixScene
    from game.scenes.common import mountain_content
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))
    mountain_content()                                   # the registry and the mountain, loaded
    app.step([], 0.0)
    title = app.scene
    assert title.games() and title.chosen() == "ski"
    title.draw(app.screen)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=title.arrows[1].center))
    app.step(pygame.event.get(), 0.0)
    assert title.chosen() == "grand-prix"
    press(app, next(b for b, k in title.buttons.items() if k == "new"))
    setup = app.scene
    assert isinstance(setup, SetupScene) and setup.info.id == "grand-prix" and setup.count == 3
    assert setup.rows[0]["colour"].selected_option[0] == "Beavers" if isinstance(
        setup.rows[0]["colour"].selected_option, tuple) else setup.rows[0]["colour"].selected_option == "Beavers"
    press(app, setup.option_buttons["strict_snowballs"])
    assert "yes" in setup.option_buttons["strict_snowballs"].text
    made = setup.setup()
    assert made.game == "grand-prix" and made.options == {"strict_snowballs": True}
    press(app, setup.start)
    assert isinstance(app.scene, GrandPrixScene) and app.scene.state.strict
    # back at the title, the choice is kept
    app.switch(TitleScene(app))
    assert app.scene.chosen() == "grand-prix"


def test_a_race_is_autosaved_and_continued_after_a_restart(app, make_app):
    from game.games.grand_prix.scene import GrandPrixScene
    from game.scenes.title import TitleScene
    seats = tuple(SeatSetup(*x) for x in (("Anna", "Beavers"), ("Ben", "Rhinos"), ("Cy", "Giraffes", "easy")))
    play = race(app, seats, seed=12)
    s = play.state
    for _ in range(20):
        play.act(s.legal_actions(s.current_player())[0])
    expected = play.state.state_hash()
    assert saves.load_game(app.autosave).state_hash() == expected
    path = play.files.save_as("Grand Prix evening")
    assert saves.load_game(path).game_id == "grand-prix"
    pygame.quit()
    app2 = make_app()                                # the same user folder, so the same autosave
    assert app2.autosave == app.autosave
    app2.switch(TitleScene(app2))
    assert "continue" in app2.scene.buttons.values() and "Anna, Ben and Cy" in app2.scene.resume
    press(app2, next(b for b, k in app2.scene.buttons.items() if k == "continue"))
    assert isinstance(app2.scene, GrandPrixScene) and app2.scene.state.state_hash() == expected
    assert app2.scene.log


def test_the_rules_screen_shows_the_grand_prix_rules(app):
    from game.scenes.rules_scene import RulesScene
    from game.scenes.title import TitleScene
    app.switch(RulesScene(app, TitleScene, game="grand-prix"))
    assert "Yeti" in app.scene.box.html_text and "Ski the Mountain" not in app.scene.box.html_text[:400]
    app.scene.draw(app.screen)


def test_smoke_plays_a_race_to_the_results(tmp_path):
    import subprocess
    import sys

    from locations import ROOT as root
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"))
    r = subprocess.run([sys.executable, os.path.join(root, "main.py"), "smoke", "--game", "grand-prix",
                        "--players", "4", "--seconds", "180"], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "results screen reached" in r.stdout


def test_the_load_screen_previews_a_race_and_the_replay_viewer_steps_through_it(app):
    import pygame_gui

    from game.games.grand_prix.scene import GrandPrixScene
    from game.scenes.load import LoadScene
    from game.scenes.replay import ReplayScene
    seats = tuple(SeatSetup(*x) for x in (("Anna", "Beavers"), ("Ben", "Rhinos", "random"), ("Cy", "Giraffes", "random")))
    play = race(app, seats, seed=14)
    s = play.state
    bots = [make_bot("random", i) for i in range(3)]
    for _ in range(60):
        if s.is_over():
            break
        play.act(bots[s.current_player()].choose(Observation(s, s.current_player()), s.legal_actions(s.current_player())))
    play.files.save_as("Yeti night")
    load = LoadScene(app)
    app.switch(load)
    label = next(lb for lb in load.labels if lb.startswith("Yeti night"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    load.draw(app.screen)                              # the course, small, with its snowboarders
    assert load.preview[1].state_hash() == s.state_hash()
    press(app, load.replay)
    viewer = app.scene
    assert isinstance(viewer, ReplayScene)
    for _ in range(5):
        viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        viewer.draw(app.screen)                        # every hand open: Yeti and snowball cards
    viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    viewer.draw(app.screen)
    assert viewer.states[viewer.at].state_hash() == s.state_hash()
    app.switch(load.__class__(app))
    load = app.scene
    label = next(lb for lb in load.labels if lb.startswith("Yeti night"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    press(app, load.open)
    assert isinstance(app.scene, GrandPrixScene)


def test_the_hint_shows_a_grand_prix_move(app):
    seats = tuple(SeatSetup(*x) for x in (("Anna", "Beavers"), ("Ben", "Rhinos", "random"), ("Cy", "Giraffes", "random")))
    play = race(app, seats, seed=6)
    assert play.seats.viewer == 0 and play.seats.handoff_to is None      # one human: the screen is Anna's
    play.hints.show()
    assert play.status.startswith("Hint: ") and play.hints.now() is not None
    move, places, keys = play.hints.now().move, play.hints.now().places, play.hints.now().keys
    assert move in play.state.legal_actions(0)
    assert places or keys                                    # shown on the course or the panel
    play.draw(app.screen)


def test_a_hinted_move_shows_where_the_coach_keeps_clear_of_it_and_snowball_or_keep_on_its_button(app):
    from game.games.grand_prix.rules.actions import KeepRoll, MoveBoarder, PlaceYeti, RollDie, Snowball, StartBoarder
    seats = tuple(SeatSetup(*x) for x in (("Anna", "Beavers"), ("Ben", "Rhinos", "random"), ("Cy", "Giraffes", "random")))
    play = race(app, seats, seed=6)
    s, c = play.state, play.content

    def hint(a):
        play.hints.light(a, play.hints.places(a), play.hints.places(a))
        play.draw(app.screen)
        return sorted(map(tuple, play.hints.rects()))

    def drawn(*keys):                                        # where each key's thing is drawn, grown
        return sorted(tuple(r.inflate(app.px(14), app.px(14))) for k in keys for r in play.frame.outline(k))

    assert play.hints.rects() == []                           # nothing hinted, nobody on the podium
    start = next(a for a in s.legal_actions(0) if isinstance(a, StartBoarder))
    assert hint(start) == drawn(Key("wait", start.value), Key("space", start.space))   # the clicks that make it
    assert play.frame.outline(Key("space", start.space)) == [play.screen_rect(play.renderer.space_rect(start.space))]
    yeti = next(a for a in s.legal_actions(0) if isinstance(a, PlaceYeti))
    assert hint(yeti) == drawn(Key("card", f"{yeti.yeti}/{yeti.colour}")) and len(hint(yeti)) == 1   # its card
    # Ben's 4 waits on the row that Yeti watches; Anna's 1 races on the last row
    row = c.yeti_spaces[f"{yeti.yeti}/{yeti.colour}"].row
    s.cells[c.space_at(row, 3).id] = [1, 4]
    s.reserve[1].remove(4)
    s.cells[c.space_at(c.rows, 3).id] = [0, 1]
    s.reserve[0].remove(1)
    move = next(a for a in s.legal_actions(0) if isinstance(a, MoveBoarder))
    assert len(hint(move)) == 2                              # where it stands and where it goes
    assert play.act(yeti) and play.act(RollDie(0, 1))        # a miss, with snowballs in hand: a choice
    assert s.pending is not None and s.current_player() == 0
    for a, key in ((Snowball(0), "snowball"), (KeepRoll(0), "keep")):
        assert hint(a) == drawn(Key("button", key)) and play.hints.now().keys == {Key("button", key)}
        assert play.frame.outline(Key("button", key)) == [play._buttons[key].rect]
    # with nothing hinted, the finishing spaces taken (a tutorial's farewell keeps clear of a finish)
    s.reserve[2].remove(3)
    s.podium.append([2, 3])
    assert play.act(KeepRoll(0)) and play.hints.now() is None
    assert play.hints.rects() == [play.screen_rect(play.renderer.finish_rect(1))]


@pytest.mark.parametrize("kind", ["start", "move", "finish"])
def test_a_sliding_snowboarders_way_is_traced_and_gone_after(app, kind):
    from ui_driver import traced_while_it_moves
    seats = tuple(SeatSetup(n, t, "random") for n, t in (("A", "Kangaroos"), ("B", "Rhinos"), ("C", "Beavers")))
    play = race(app, seats, seed=4)
    s = play.state
    rng = Rng(7)
    assert play._draw_trace(app.screen) == []                 # nothing moves: nothing traced
    for _ in range(600):
        cur = s.current_player()
        legal = s.legal_actions(cur)
        mine = [a for a in legal if a.kind == kind]
        play.act(mine[0] if mine else legal[rng.below(len(legal))])
        if mine and play.motions.tweens and play.motions.tweens[0].piece is not None:
            break
        play.motions.skip()
    assert mine, f"no {kind} in the race"
    tw = play.motions.tweens[0]
    team = next(t for t in play.content.teams if t.id == s.team(tw.seat))
    top = play.renderer.course_rect().y

    def way():
        (x, y), rest = tw.points[0], tw.points[1:]
        return [play.to_screen(p) for p in [(x, max(y, top)), *rest]]
    # early in the slide, so most of the way is still ahead of the snowboarder
    traced_while_it_moves(app, play, tw.total * 0.2, way, team.rgb)


def test_the_course_is_drawn_once_per_scale_and_a_yetis_aim_shows_under_the_mouse(app):
    """The still course is a cached picture; pointing at a Yeti, or at a Yeti card
    of the hand, lights that Yeti's row (its aim) and nothing else changes."""
    seats = tuple(SeatSetup(n, t) for n, t in (("Anna", "Beavers"), ("Ben", "Rhinos"), ("Cy", "Giraffes")))
    play = race(app, seats)
    while advance_others(app, play):
        pass
    r = play.renderer
    assert r.render(play.scale) is r.render(play.scale)
    play.draw(app.screen)
    assert play._aimed() is None
    key = next(iter(play.content.yeti_spaces))
    play.frame.mouse = tuple(round(v) for v in play.to_screen(play._yeti_centre(key)))
    assert play._aimed() == key
    seat = play.state.current_player()
    card = next(k for k in play.panel.hot if k.startswith("card:"))
    play.frame.mouse = play.panel.hot[card].center
    assert play._aimed() == card.partition(":")[2] and card.partition(":")[2] in play.state.hand_keys(seat)
    before = app.screen.copy()
    play.draw(app.screen)
    row = play.screen_rect(aim_row(play, card.partition(":")[2]))
    assert pygame.Rect(row).colliderect(play.frame.board_rect)
    changed = sum(before.get_at((x, row.centery)) != app.screen.get_at((x, row.centery))
                  for x in range(row.x, row.right, 4))
    assert changed > 0


def aim_row(play, key):
    from game.games.grand_prix.pieces import aim
    return aim(play.renderer, key, play.scale)[1]


def test_while_the_die_waits_the_course_shows_the_hired_yetis_row_whatever_the_mouse_is_on(app):
    """After hiring a Yeti the hand closes up and the mouse may rest on another
    card: the row lit is still the hired Yeti's, the one the die is for."""
    from game.games.grand_prix.rules.actions import PlaceYeti
    seats = tuple(SeatSetup(n, t) for n, t in (("Anna", "Beavers"), ("Ben", "Rhinos"), ("Cy", "Giraffes")))
    play = race(app, seats)
    rng = __import__("random").Random(3)
    for _ in range(200):
        while advance_others(app, play):
            pass
        seat = play.state.current_player()
        hires = [a for a in play.state.legal_actions(seat) if isinstance(a, PlaceYeti)]
        if hires and len(play.state.hand_keys(seat)) >= 2:
            break
        legal = play.state.legal_actions(seat)
        play.act(legal[rng.randrange(len(legal))])
    hired = hires[0]
    play.act(hired)
    play.motions.skip()
    key = f"{hired.yeti}/{hired.colour}"
    assert play.state.pending is not None and str(play.state.pending["key"]) == key
    other = next(k for k in play.panel.hot if k.startswith("card:") and k.partition(":")[2] != key)
    play.frame.mouse = play.panel.hot[other].center
    assert play._aimed() == key


def test_two_matching_yeti_cards_lie_as_one_marked_x2_and_either_hires(app):
    """A hand with both cards of one Yeti once showed one lit and the other
    silently dead (one place for both): now they lie as one card marked "x2",
    whose tooltip says one is played a turn, and a click on it hires the Yeti."""
    seats = (SeatSetup("Anna", "Beavers"), SeatSetup("Ben", "Rhinos"))
    play = race(app, seats, seed=3)
    s = play.state
    v = s.current_player()
    by_key = collections.defaultdict(list)
    for i, card in enumerate(s.c.cards):
        by_key[card.key].append(i)
    key, pair = next((k, ix) for k, ix in by_key.items() if len(ix) >= 2)
    s.hands[v] = list(pair[:2])
    play.seats.viewer, play.seats.handoff_to = v, None
    play.state = s
    play.redraw()
    play.draw(app.screen)
    assert [k for k in play.panel.hot if k.kind == "card"] == [Key("card", key)]
    r = play.panel.hot[Key("card", key)]
    badge = app.screen.get_at((r.right - 16, r.top + 17))[:3]
    assert badge[0] > 150 and badge[2] < 120                              # the orange count on its corner
    assert "You hold both its cards" in (play.tooltip_at(r.center) or "")
    from ui_driver import click
    click(app, r.center)
    assert play.state.action_log[-1].kind == "yeti" and play.state.pending["key"] == key


def test_the_snowball_hints_reason_counts_the_odds():
    """The hint kept a roll "as good as a snowball is likely to make it" when
    another roll had a 1 in 3 chance to hit: the reason now counts how many the
    roll hits and in how many faces of six another roll would hit more."""
    from game.games.grand_prix.presenter import GrandPrixPresenter
    from game.games.grand_prix.rules.actions import KeepRoll, Snowball
    P = GrandPrixPresenter()
    from game.core.registry import get
    info = get("grand-prix")
    rng = Rng(7)
    met = 0
    for seed in range(1, 40):
        s = info.new_game(Setup("grand-prix", (SeatSetup("Ann", "Beavers"), SeatSetup("Ben", "Rhinos"),
                                               SeatSetup("Cy", "Giraffes")), seed=seed))
        for _ in range(300):
            if s.is_over():
                break
            seat = s.current_player()
            legal = s.legal_actions(seat)
            keep = next((a for a in legal if isinstance(a, KeepRoll)), None)
            if keep is not None:
                p = s.pending
                now = len(s.hits(p["key"], s.roll_result(), p["rerolled"], seat))
                better = sum(1 for d in range(1, 7)
                             if len(s.hits(p["key"], d if s.strict else max(s.roll_result(), d), True, seat)) > now)
                words = P.reason(s.masked(seat), keep)
                assert words is not None and words.startswith(f"this roll hits {now} rival")
                assert (f"more {better} time" in words) if better else words.endswith("no roll would hit more")
                assert f"more {better} time" in (P.reason(s.masked(seat), Snowball(seat)) or "")
                met += 1
            s.apply(legal[rng.below(len(legal))])
        if met >= 5:
            break
    assert met >= 5


def test_the_die_says_what_a_throw_hits_as_the_rules_count_it():
    """The die's words (its tooltip, and the panel with no throw under way): a
    Yeti hits each rival on its row whose space shows the roll or less, and
    nobody below the first number that hits. Checked on the rules themselves."""
    from game.core.registry import get
    from game.games.grand_prix.presenter import die_words
    info = get("grand-prix")
    s = info.new_game(Setup("grand-prix", (SeatSetup("A", "Beavers"), SeatSetup("B", "Rhinos"),
                                          SeatSetup("C", "Giraffes")), seed=3))
    c = s.c
    said = die_words(c.hit_from)
    assert "the roll or less" in said and f"below {c.hit_from} it hits nobody" in said
    key, ys = next(iter(c.yeti_spaces.items()))
    space = next(sp for sp in c.row_spaces[ys.row] if sp.number(ys.colour) >= c.hit_from)
    n = space.number(ys.colour)
    s.cells[space.id] = (1, 2)                        # a rival's snowboarder there
    assert space.id in s.hits(key, n, False, 0) and space.id in s.hits(key, 6, False, 0)
    assert space.id not in s.hits(key, n - 1, False, 0)
    assert s.hits(key, c.hit_from - 1, False, 0) == []
