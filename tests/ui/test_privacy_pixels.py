"""A screen shows only what its viewer may see, for every game: dealing again
everything the seat at the screen cannot see (``determinize``: the other
hands, the deck's order, secret targets) changes no pixel of its screen, with
the mouse resting on each of its own cards (tooltips) and at the hand-off."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import again, bot_moves, hotseat_table, take_screen

from game.core.registry import all_games, get
from game.core.rng import Rng

GAMES = [g.id for g in all_games()]


def _frame(app, play, mouse: tuple[int, int] | None) -> bytes:
    play.motions.skip()
    if mouse is None:
        play.frame.mouse = None                    # (no tooltip left from an earlier frame, shown in one frame only)
    else:
        play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=mouse, rel=(0, 0), buttons=(0, 0, 0)))
    play.update(0.0)
    app.draw_frame(play, full=True)
    return pygame.image.tobytes(app.screen, "RGB")


def _same_screen_after_redeal(app, play, seed: int, seat: int | None = None) -> int:
    """Compare the screen before and after everything ``seat`` (default: the
    viewer) cannot see is dealt again, with the mouse at rest on the board and
    on each clickable thing of the panel; returns how many screens were compared."""
    viewer = play.seats.viewer if seat is None else seat
    play.draw(app.screen)
    spots = [None] + [r.center for r in list(play.panel.hot.values())[:40]]
    real = play.match.state
    twin = real.determinize(viewer, seed)
    assert twin.view(viewer) == real.view(viewer)
    compared = 0
    for mouse in spots:
        play.match.state = real
        play.frame.hover = None
        a = _frame(app, play, mouse)
        play.match.state = twin
        play.frame.hover = None
        b = _frame(app, play, mouse)
        who = "the public" if viewer is None else play.state.name(viewer)
        assert a == b, f"{play.state.game_id}: the screen of {who} changes when what " \
                       f"they cannot see is dealt again (mouse at {mouse})"
        compared += 1
    play.match.state = real
    return compared


@pytest.mark.parametrize("gid", GAMES)
def test_redealing_what_the_viewer_cannot_see_changes_no_pixel(app, gid):
    play = hotseat_table(app, gid, seed=17)
    app.speed = 0                                   # no animation in flight when the screens are compared
    rng = Rng(9)
    compared = 0
    for step in range(400):
        if play.state.is_over():
            if compared > 20:
                break
            play = again(app, play, seed=17 + step)       # a short game: the next one
        if play.seats.handoff_to is not None:
            # the hand-off screen shows nobody's secrets, not even the next player's
            if step % 7 == 0:
                for seat in range(play.state.num_seats):
                    compared += _same_screen_after_redeal(app, play, seed=step, seat=seat)
            take_screen(app, play)
            continue
        cur = play.state.current_player()
        if play.seats.viewer == cur and step % 9 == 0:
            compared += _same_screen_after_redeal(app, play, seed=step)
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    assert compared > 20


def _screen_that_also_writes(app, monkeypatch, what) -> object:
    """A hot-seat game whose play scene also writes ``what(scene)`` in a corner
    of every frame, on a ground of its own; the first human holds the screen."""
    from game.scenes.common import text
    play = hotseat_table(app, all_games()[0].id, seed=17)
    app.speed = 0
    cls = type(play)
    drawn = cls.draw

    def writing(self, screen):
        out = drawn(self, screen)
        screen.fill((0, 0, 0), (0, 0, 220, 24))       # drawn afresh each frame
        text(screen, what(self), (4, 4), 14)
        return out

    monkeypatch.setattr(cls, "draw", writing)
    for _ in range(6):
        if play.seats.handoff_to is not None:
            take_screen(app, play)
    assert play.seats.viewer is not None
    return play


def test_the_check_catches_a_screen_that_shows_a_secret(app, monkeypatch):
    """A scene made to leak (it writes the whole game's hash, secrets included,
    in a corner) is caught by the comparison above."""
    play = _screen_that_also_writes(app, monkeypatch, lambda scene: scene.state.state_hash())
    with pytest.raises(AssertionError, match="changes when what they cannot see is dealt again"):
        _same_screen_after_redeal(app, play, seed=1)


def test_a_careless_scene_cannot_leak_through_the_game_it_draws_from(app, monkeypatch):
    """Privacy is not each scene's care: a scene that writes everything it draws
    from (the whole ``seen`` game, hash and all) in a corner still shows nothing
    its viewer may not see, because ``seen`` holds no secret of anyone else."""
    play = _screen_that_also_writes(app, monkeypatch, lambda scene: scene.seen.state_hash())
    assert _same_screen_after_redeal(app, play, seed=1) > 1


def _reads_of(path: str, names: tuple[str, ...]) -> list[str]:
    """Where a module reads ``self.<name>`` for one of ``names`` (line: name)."""
    import ast
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    return [f"{path}:{n.lineno}: self.{n.attr}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr in names
            and isinstance(n.value, ast.Name) and n.value.id == "self"]


@pytest.mark.parametrize("gid", GAMES)
def test_a_games_screens_read_only_the_game_as_its_viewer_sees_it(gid):
    """Every module of a game's folder that draws (imports pygame) reads the
    game through ``seen`` or ``presented`` (the masked game), never through
    ``self.state`` or the match behind it; it acts only through ``act``. So does
    the generic scene a game declares its board to (``DeclaredScene``)."""
    import os
    import sys
    folder = os.path.dirname(sys.modules[get(gid).ui.__module__].__file__ or "")
    found = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".py") and "pygame" in open(path, encoding="utf-8").read():
            found.append(name)
            assert _reads_of(path, ("state", "match")) == []
    assert found
    scene = sys.modules[get(gid).screens().scene.__module__].__file__ or ""
    if os.path.dirname(scene) != folder:                  # a generic scene: it reads the masked game too
        assert _reads_of(scene, ("state", "match")) == []


def test_the_tables_drawing_reads_only_the_game_as_its_viewer_sees_it():
    """The table's own drawing (the frame, the panel's frame, the hand-off, the
    tooltip) reads the masked game too: only ``seen`` itself reads the game."""
    import ast
    import inspect

    from game.scenes import table
    tree = ast.parse(inspect.getsource(table.TableScene))
    cls = tree.body[0]
    assert isinstance(cls, ast.ClassDef)
    drawing = [f for f in cls.body if isinstance(f, ast.FunctionDef)
               and (f.name.startswith(("_draw", "_panel", "_tooltip")) or f.name in ("draw", "presented"))]
    assert len(drawing) > 6
    for f in drawing:
        reads = [n for n in ast.walk(f) if isinstance(n, ast.Attribute) and n.attr in ("state", "match")
                 and isinstance(n.value, ast.Name) and n.value.id == "self"]
        assert not reads, f"TableScene.{f.name} reads the whole game (line {reads[0].lineno})"


def _two_humans_and_a_bot(app, gid: str, seed: int):
    """Two humans and a bot (more humans if the game seats more at least; a
    human and a bot in a game for two)."""
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.table import play_scene
    info = get(gid)
    kinds = ("human", "random", "human") + ("human",) * max(0, info.min_players - 3)
    names = ("Anna", "Ben", "Chloe", "David", "Elsa", "Felix")
    n = min(max(3, info.min_players), info.max_players)
    seats = tuple(SeatSetup(names[i], info.colours[i], kinds[i]) for i in range(n))
    play = play_scene(app, Setup(gid, seats, seed=seed))
    app.switch(play)
    return play


@pytest.mark.parametrize("gid", GAMES)
def test_the_moment_a_humans_turn_ends_the_screen_shows_the_public_view(app, gid):
    """Two humans and a bot: during the bot's turns nobody's secrets are drawn
    (the next human may be at the screen already): no pixel changes when every
    hidden thing of every seat is dealt again; each human's own things show only
    after that human has taken the screen. (With nothing secret, or one human
    alone against the bot, the screen stays that human's.) A move made in
    everyone's sight (``public_move``: Ski Gammon's roll for who starts) is
    made from the public view, with no hand-off, and no pixel of it changes
    either."""
    play = _two_humans_and_a_bot(app, gid, seed=23)
    app.speed = 0
    rng = Rng(4)
    bot_turns = human_turns = public_moves = 0
    for step in range(300):
        if play.state.is_over():
            if bot_turns >= 3 and human_turns >= 6:
                break
            play = again(app, play, seed=23 + step)       # a short game: the next one
        if play.seats.handoff_to is not None:
            assert play.seats.viewer is None
            take_screen(app)
            continue
        cur = play.state.current_player()
        if cur in play.bots:
            if play.seats.shared_screen() and play.state.turn_holder() != play.seats.viewer:
                assert play.seats.viewer is None, f"{play.state.name(play.seats.viewer)}'s things stay on screen in a bot's turn"
            if bot_turns < 6 and play.seats.viewer is None:
                play.thinking.wait = 1e9                  # the bot waits while the screens are compared
                _same_screen_after_redeal(app, play, seed=step, seat=None)
            bot_turns += 1
            bot_moves(play)
            continue
        if play.state.public_move(cur):                   # a roll for who starts: in everyone's sight
            assert play.seats.viewer is None and play.seats.mine() == cur
            if public_moves < 2:
                _same_screen_after_redeal(app, play, seed=step, seat=None)
            public_moves += 1
        else:
            assert play.seats.viewer == cur                # a human acts only once holding the screen
        human_turns += 1
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    assert bot_turns >= 3 and human_turns >= 6


@pytest.mark.parametrize("gid", GAMES)
def test_a_replay_of_an_unfinished_game_shows_only_the_public_view(app, gid):
    """Anyone can open Load and replay a game in the middle: while it is under
    way no pixel of the replay changes when every secret is dealt again; once
    it is over, the replay may show every hand."""
    from game.ai import Observation, make_bot
    from game.scenes.replay import ReplayScene
    from game.sim import bot_setup
    info = get(gid)
    n = max(info.min_players, min(3, info.max_players))
    state = info.new_game(bot_setup(info, n, 8, ["random"] * n))
    bot = make_bot("random", 8)
    for _ in range(30):
        seat = state.current_player()
        move = bot.choose(Observation(state, seat), state.legal_actions(seat))
        after = state.clone()
        after.apply(move)
        if after.is_over():
            break                      # a short game: the replay stops one move before its end
        state.apply(move)
    assert not state.is_over()
    replay = ReplayScene(app, state)
    app.switch(replay)
    assert replay.public
    done = len(state.action_log)
    for at in (done // 3, 2 * done // 3, done):
        replay.go(at)
        real = replay.states[at]
        replay._shown = None
        replay.draw(app.screen)
        a = pygame.image.tobytes(app.screen, "RGB")
        replay.states[at] = real.determinize(None, at)
        replay._shown = None
        replay.draw(app.screen)
        b = pygame.image.tobytes(app.screen, "RGB")
        replay.states[at] = real
        assert a == b, f"{gid}: the replay of an unfinished game shows a secret at action {at}"
    while not state.is_over():
        seat = state.current_player()
        state.apply(bot.choose(Observation(state, seat), state.legal_actions(seat)))
    assert not ReplayScene(app, state).public


def _frame_of(app, scene) -> bytes:
    scene.draw(app.screen)
    app.ui.update(0.0)
    app.ui.draw_ui(app.screen)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("gid", GAMES)
def test_the_replay_and_the_load_preview_of_an_unfinished_game_show_nothing_secret(app, gid, monkeypatch):
    """The replay of a game still under way, and the Load screen's preview of it,
    draw no hidden thing, real or made up: dealing every secret again (the hands,
    the decks), and dealing what the public cannot see another way where a
    screen asks for the game as the public sees it (``masked``: its one fixed
    deal, ``MASK_SEED``, changed), changes no pixel, at several moments of the
    game. (Once, the replay drew a masked game's made-up hands face up.)"""
    import os

    from game import saves
    from game.core import protocol
    from game.saves.folder import saves_dir
    from game.scenes.load import LoadScene
    from game.scenes.replay import ReplayScene
    play = hotseat_table(app, gid, seed=31)
    rng = Rng(2)
    while len(play.state.action_log) < 24:
        legal = play.state.legal_actions(play.state.current_player())
        after = play.state.clone()
        after.apply(legal[rng.below(len(legal))])
        if after.is_over():
            break
        play.state.apply(after.action_log[-1])
    state = play.state
    assert not state.is_over()
    replay = ReplayScene(app, state)
    app.switch(replay)
    compared = 0
    for at in (len(replay.actions), len(replay.actions) // 2, 3):
        replay.go(at)
        real = replay.states[at]
        a = _frame_of(app, replay)
        replay.states[at] = real.determinize(None, 1000 + at)
        replay._shown = None
        monkeypatch.setattr(protocol, "MASK_SEED", protocol.MASK_SEED + 1 + at)
        b = _frame_of(app, replay)
        monkeypatch.undo()
        replay.states[at] = real
        replay._shown = None
        assert a == b, f"{gid}: the replay at action {at} shows a secret, or makes one up"
        compared += 1
    # the Load screen's preview of the same game, saved, and of the game with its secrets dealt again
    folder = saves_dir()
    saves.save_game(state, os.path.join(folder, "under way.json"))
    load = LoadScene(app)
    app.switch(load)
    import pygame_gui
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list,
                                   text=load.labels[0]))
    real = load.preview[1]
    a = _frame_of(app, load)
    load.preview = (load.preview[0], real.determinize(None, 77), "")
    monkeypatch.setattr(protocol, "MASK_SEED", protocol.MASK_SEED + 99)
    b = _frame_of(app, load)
    assert a == b, f"{gid}: the Load screen's preview shows a secret, or makes one up"
    assert compared == 3


def test_a_bot_answering_within_a_humans_turn_keeps_the_screen_with_that_human(app):
    """Ski Gammon: a trade offered to a bot is answered by the bot inside the
    offering skier's turn; the screen stays with that skier, with no second
    hand-off to the player who never left it."""
    from game.games.ski_gammon.rules.actions import Offer
    play = _two_humans_and_a_bot(app, "ski-gammon", seed=23)
    app.speed = 0
    rng = Rng(6)
    for _ in range(400):
        s = play.state
        if s.is_over():
            break
        if play.seats.handoff_to is not None:
            take_screen(app)
            continue
        cur = s.current_player()
        if cur in play.bots:
            bot_moves(play)
            continue
        bot = next(iter(play.bots))
        wanted = [k for k in sorted(s.items[bot]) if k != "skis"]
        offers = [a for a in (Offer(cur, bot, give_groschen=10, get=(k,)) for k in wanted)
                  if s.turn_holder() == cur and s.why_illegal(a) is None]
        if offers and play.seats.viewer == cur:
            play.act(offers[0])
            assert play.state.current_player() in play.bots
            assert play.seats.viewer == cur and play.seats.handoff_to is None      # while the bot thinks
            bot_moves(play)
            if play.state.current_player() == cur:
                assert play.seats.viewer == cur and play.seats.handoff_to is None  # the answer: no hand-off
            return
        legal = [a for a in s.legal_actions(cur) if a.kind != "offer"] or s.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    raise AssertionError("no trade was offered to the bot")
