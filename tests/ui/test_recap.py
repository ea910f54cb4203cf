"""What happened since your last turn: with several humans at one screen, a
human who takes the screen steps through the moves made since their last
turn, each in the log's words and lit on the board, before acting; the strip
owns the keyboard and the mouse while it is open. The same in every game."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import bot_moves, click, press

from game.core.protocol import SeatSetup, Setup
from game.core.registry import all_games, get
from game.core.rng import Rng
from game.scenes import recap

#: the games where a screen shared by several humans hides something (the strip's games)
GAMES = [g.id for g in all_games() if not g.open_information]


def _table(app, gid: str, kinds: tuple[str, ...]):
    """A table of these kinds of seat, as many as the game seats (humans added up to its least)."""
    from game.scenes.table import play_scene
    info = get(gid)
    n = min(max(len(kinds), info.min_players), info.max_players)
    kinds = kinds[:n]
    kinds = kinds + ("human",) * (n - len(kinds))
    names = ("Anna", "Ben", "Chloe", "David")
    seats = tuple(SeatSetup(names[i], info.colours[i], kinds[i]) for i in range(n))
    play = play_scene(app, Setup(gid, seats, seed=31))
    app.switch(play)
    app.speed = 0
    return play


def _move(play, rng: Rng) -> None:
    """The seat to act moves: a bot as bots do, a human at random."""
    cur = play.state.current_player()
    if cur in play.bots:
        bot_moves(play)
    else:
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])


def _humans_and_a_bot(app, gid: str):
    """Two humans and a bot between them; two humans in a game for two."""
    return _table(app, gid, ("human", "random", "human") if get(gid).max_players > 2 else ("human", "human"))


def _key(app, key: int, char: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)], 0.0)


@pytest.mark.parametrize("gid", GAMES)
def test_a_human_taking_the_screen_steps_through_what_happened(app, gid):
    play = _humans_and_a_bot(app, gid)
    rng = Rng(6)
    recaps = 0
    for _ in range(400):
        if play.state.is_over() or recaps >= 3:
            break
        play.motions.tweens.clear()
        play.motions.flights.clear()
        if play.seats.handoff_to is not None:
            seat = play.seats.handoff_to
            upto = play.seats.seen_upto.get(seat, 0)
            others = [a for a in play.state.action_log[upto:] if a.seat != seat]
            click(app, (10, 10))
            if not others:
                continue
            strip = play.seats.recap
            assert strip is not None and strip.seat == seat
            assert [s.action for s in strip.moves][-1] == others[-1]      # up to the newest move
            for said in strip.moves:                                       # in the log's own words
                assert said.seat != seat and said.words
            assert play.hints.now() is not None and play.hints.now().move == strip.moves[0].action   # lit like a hint
            before = (play.state.state_hash(), len(play.state.action_log))
            for key, char in ((pygame.K_h, "h"), (pygame.K_z, "z"), (pygame.K_s, "s")):
                _key(app, key, char)                 # the strip owns the keys
            click(app, (play.frame.board_rect.centerx, play.frame.board_rect.bottom - 20))
            assert play.seats.recap is strip and (play.state.state_hash(), len(play.state.action_log)) == before
            assert play.status == recap.GOT_IT_FIRST and strip.nudged    # the click beneath is answered
            play.status = ""
            play.update(0.0)
            greyed = [k for k, b in play.buttons().items() if k != "menu" and b.visible and b.is_enabled]
            assert not greyed and play.button("menu").is_enabled, f"lit beneath the strip: {greyed}"
            press(app, play.button("hint"))                  # a button waits for Got it too, and says so
            assert play.seats.recap is strip and play.hints.now().move == strip.moves[0].action
            assert play.status == recap.GOT_IT_FIRST
            app.draw_frame(play, full=True)           # drawn, its arrows and Got it placed
            strip_box = recap.draw(play, strip, app.screen.copy())
            covered = [k for k, b in play.buttons().items() if b.visible and b.rect.colliderect(strip_box)]
            assert not covered, f"the strip lies under the buttons {covered}"
            if len(strip.moves) > 1:
                _key(app, pygame.K_RIGHT)
                assert strip.at == 1 and play.hints.now().move == strip.moves[1].action
                click(app, strip.places["back"].center)
                assert strip.at == 0
            click(app, strip.places["done"].center)
            assert play.seats.recap is None and play.hints.now() is None
            play.update(0.0)
            assert play.button("log").is_enabled            # the table's buttons wake again
            recaps += 1
            continue
        _move(play, rng)
    assert recaps >= 3


def test_the_menu_opens_while_the_strip_is_open(app):
    """Menu is the one button the strip lets through: the game can always be left
    or saved; back from the menu, the strip is still there."""
    from game.scenes.pause import PauseScene
    play = _humans_and_a_bot(app, GAMES[0])
    rng = Rng(6)
    for _ in range(400):
        play.motions.tweens.clear()
        play.motions.flights.clear()
        if play.seats.handoff_to is not None:
            click(app, (10, 10))
            if play.seats.recap is not None:
                break
            continue
        _move(play, rng)
    strip = play.seats.recap
    assert strip is not None
    press(app, play.button("menu"))
    assert isinstance(app.scene, PauseScene)
    app.switch(play)
    assert play.seats.recap is strip


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_one_human_against_bots_watches_them_and_gets_no_strip(app, gid):
    play = _table(app, gid, ("human", "random", "random"))
    rng = Rng(7)
    for _ in range(120):
        if play.state.is_over():
            break
        assert play.seats.recap is None and play.seats.handoff_to is None
        _move(play, rng)


def test_the_strip_moves_on_by_itself_at_the_tables_pace(app):
    from game.scenes import recap
    strip = recap.Recap(0, [recap.Said(i, 1, f"Ben moves {i}", None) for i in range(1, 4)])  # type: ignore[arg-type]
    assert not recap.update(strip, recap.STEP_S / 2, 1.0) and strip.at == 0
    assert recap.update(strip, recap.STEP_S / 2, 1.0) and strip.at == 1
    assert recap.update(strip, recap.STEP_S / 4, 4.0) and strip.at == 2    # four times as fast
    assert not recap.update(strip, 99, 1.0) and strip.at == 2             # it stops at the newest
    strip.at, strip.stepped = 0, True
    assert not recap.update(strip, 99, 1.0) and strip.at == 0             # stepped by hand: it waits


@pytest.mark.parametrize("gid", [g.id for g in all_games() if g.open_information])
def test_with_nothing_secret_several_humans_still_get_the_strip(app, gid):
    """Chemin Montagneux hides nothing, so the screen is never handed over; with
    two humans and a bot at it, each human's turn still begins with the strip of
    what the others did since (and a click beneath it says "Got it first")."""
    play = _table(app, gid, ("human", "random", "human") if get(gid).max_players > 2 else ("human", "human"))
    rng = Rng(8)
    strips = 0
    for _ in range(300):
        if play.state.is_over() or strips >= 3:
            break
        play.motions.tweens.clear()
        play.motions.flights.clear()
        assert play.seats.handoff_to is None
        if play.seats.recap is not None:
            strip = play.seats.recap
            assert strip.seat == play.state.current_player() == play.seats.viewer
            assert all(s.seat != strip.seat and s.words for s in strip.moves)
            before = len(play.state.action_log)
            click(app, (play.frame.board_rect.centerx, play.frame.board_rect.bottom - 20))
            assert play.seats.recap is strip and len(play.state.action_log) == before
            assert play.status == recap.GOT_IT_FIRST
            app.draw_frame(play, full=True)
            click(app, strip.places["done"].center)
            assert play.seats.recap is None and play.status != recap.GOT_IT_FIRST
            strips += 1
            continue
        _move(play, rng)
    assert strips >= 3


@pytest.mark.parametrize("gid", GAMES)
def test_a_game_continued_shows_each_human_the_moves_since_their_last(app, gid):
    """The program closed (or killed) and the game continued: the human taking the
    screen still gets the strip of the moves since their last one (a play-test
    found none after Continue)."""
    from game.scenes.table import play_scene
    play = _humans_and_a_bot(app, gid)
    rng = Rng(8)
    for _ in range(300):                 # until a human has moved and others have moved after
        s = play.state
        if s.is_over():
            break
        if play.seats.handoff_to is not None:
            seat = play.seats.handoff_to
            mine = [i for i, a in enumerate(s.action_log) if a.seat == seat]
            if mine and any(a.seat != seat for a in s.action_log[mine[-1] + 1:]):
                break
            click(app, (10, 10))
            if play.seats.recap is not None:
                play.seats.close_recap()
            continue
        play.motions.tweens.clear()
        play.motions.flights.clear()
        _move(play, rng)
    seat = play.seats.handoff_to
    assert seat is not None, "no hand-off came up"
    log = play.state.action_log
    last = max(i for i, a in enumerate(log) if a.seat == seat)
    expected = [a for a in log[last + 1:] if a.seat != seat]
    # the program stops here; the game is continued from its save
    saved = play.info.state_from_dict(play.state.to_dict(), play.content)
    again = play_scene(app, saved.setup, saved)
    app.switch(again)
    app.speed = 0
    assert again.seats.handoff_to == seat or again.seats.viewer is None
    if again.seats.handoff_to is None:
        again.seats.handoff_to = seat
    click(app, (10, 10))
    strip = again.seats.recap
    assert strip is not None and strip.seat == seat, "no strip after the game was continued"
    assert [m.action for m in strip.moves] == expected[-recap.MOST:]
    assert all(m.words for m in strip.moves)
