"""The move that ends a turn may be taken back (a misclick at the family table),
while the next seat has not acted: with bots, while the move plays and the bot
has not answered; in hot-seat play, from the hand-off screen, before the next
player takes the screen. Never once something hidden has shown, and never by
anyone else. Play-tests found Undo hardly ever usable: most moves end the turn."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import bot_moves, click, hotseat_table, press

from game.core.match import Match
from game.core.protocol import SeatSetup, Setup
from game.core.registry import get
from game.games.grand_prix.rules.actions import StartBoarder

FILL = (42, 74, 120)            # a button's blue, on the veil


def _start(state, seat: int) -> StartBoarder:
    return next(a for a in state.legal_actions(seat) if isinstance(a, StartBoarder))


def test_the_match_keeps_the_move_that_ended_a_turn_until_the_next_seat_acts():
    info = get("grand-prix")
    m = Match(info.new_game(Setup("grand-prix", tuple(SeatSetup(n, c) for n, c in
                                                      zip(("Anna", "Ben", "Chloe"), info.colours)), seed=2)),
              undo_breakers=("roll",))
    s = m.state
    anna = s.current_player()
    m.act(_start(s, anna))
    ben = m.state.current_player()
    assert ben != anna and m.can_undo() and m.undo_seat == anna
    m.take_back()
    assert m.state.current_player() == anna
    m.act(_start(m.state, anna))
    m.act(_start(m.state, ben))                   # the next seat acts: Anna's move is final
    assert m.undo_seat == ben and len(m.undo) == 1


def _button_on_veil(app, play) -> tuple[int, int]:
    """The centre of the hand-off's take-back button, found from the frame's pixels."""
    app.draw_frame(play, full=True)
    w, h = app.screen.get_size()
    pts = [(x, y) for y in range(h // 2 + app.px(150), h // 2 + app.px(260), 2) for x in range(w // 4, 3 * w // 4, 2)
           if app.screen.get_at((x, y))[:3] == FILL]
    assert pts, "no take-back button drawn on the hand-off"
    return (sum(p[0] for p in pts) // len(pts), sum(p[1] for p in pts) // len(pts))


def test_at_the_hand_off_the_one_who_passed_the_screen_takes_the_move_back(app):
    play = hotseat_table(app, "grand-prix", seed=2)
    app.speed = 0
    s = play.state
    anna = s.current_player()
    if play.seats.handoff_to is not None:
        click(app, (10, 10))                      # Anna takes the screen
    play.act(_start(s, anna))
    play.motions.skip()
    ben = play.state.current_player()
    assert play.seats.handoff_to == ben and play.seats.handoff_from() == anna
    click(app, _button_on_veil(app, play))
    s = play.state
    # handed back to Anna: whoever pressed it sees nothing of hers until she takes the screen
    assert s.current_player() == anna and play.seats.viewer is None and play.seats.handoff_to == anna
    assert play.log[-1] == "A step taken back by Anna."
    click(app, (10, 10))
    assert play.seats.viewer == anna
    # again, and this time Ben takes the screen: the move is final, and nobody takes it back
    play.act(_start(s, anna))
    play.motions.skip()
    assert play.seats.handoff_from() == anna
    click(app, (10, 10))
    assert play.seats.viewer == ben and play.may_take_back() is None
    n = len(play.state.action_log)
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    assert len(play.state.action_log) == n and play.state.current_player() == ben


def test_against_a_bot_the_move_is_taken_back_before_the_bot_answers(app):
    info = get("grand-prix")
    seats = (SeatSetup("Anna", info.colours[0]), SeatSetup("Bot", info.colours[1], "random"),
             SeatSetup("Cy", info.colours[2], "random"))
    from game.scenes.table import play_scene
    play = play_scene(app, Setup("grand-prix", seats, seed=5, first_player=0))
    app.switch(play)
    s = play.state
    assert s.current_player() == 0
    play.act(_start(s, 0))
    play.update(0.0)
    undo = play.button("undo")
    assert undo.visible and undo.is_enabled                 # while the move plays, the bot not yet answered
    press(app, undo)
    assert play.state.current_player() == 0 and not play.state.action_log
    play.act(_start(play.state, 0))
    bot_moves(play)                                         # the bot answers: the move is final
    play.update(0.0)
    assert not play.button("undo").is_enabled and play.may_take_back() is None


def test_in_a_game_that_hides_nothing_the_last_move_is_taken_back_by_whoever_is_at_the_screen(app):
    """Chemin Montagneux shows everything to everyone, so it has no hand-off: the
    move that ended Anna's turn may be taken back at the screen Ben now has,
    until Ben acts (a play-test found no take-back in it at all)."""
    assert get("chemin-montagneux").open_information
    play = hotseat_table(app, "chemin-montagneux", seed=4, names=("Anna", "Ben"))
    app.speed = 0
    rng = __import__("random").Random(3)
    for _ in range(60):                          # Anna plays until a move of hers ends her turn undoably
        s = play.state
        anna = s.current_player()
        if play.seats.recap is not None:
            play.seats.close_recap()
        legal = s.legal_actions(anna)
        play.act(legal[rng.randrange(len(legal))])
        play.motions.skip()
        if play.state.current_player() != anna and play.match.undo_seat == anna and play.undo:
            break
    else:
        raise AssertionError("no turn ended on a move that could be taken back")
    ben = play.state.current_player()
    assert play.seats.viewer == ben and play.may_take_back() == anna
    if play.seats.recap is not None:
        play.seats.close_recap()
    play.update(0.0)
    assert play.button("undo").is_enabled
    press(app, play.button("undo"))
    assert play.state.current_player() == anna and play.seats.viewer == anna


GAMES = [g.id for g in __import__("game.core.registry", fromlist=["all_games"]).all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_a_step_that_may_be_taken_back_showed_the_others_nothing_hidden(app, gid):
    """A step stays undoable only while it has shown nobody anything hidden: the
    mover's view and the public one after it are the same in every world dealt
    again from what the mover knew before it (a deck's order, the others' hands), so taking it back
    un-shows nothing (a play-test took back a move in Ski the Mountain after the
    display had been filled from the deck, and so knew the deck's next card).
    The undo breakers are the play scene's own."""
    from game.core.rng import Rng
    play = hotseat_table(app, gid, seed=1)
    breakers = type(play).UNDO_BREAKERS
    info = get(gid)
    checked = 0
    for seed in (1, 2, 3, 4):
        seats = tuple(SeatSetup(n, c) for n, c in zip(("Anna", "Ben", "Chloe"), info.colours))
        m = Match(info.new_game(Setup(gid, seats[:max(info.min_players, 3)], seed=seed)), undo_breakers=breakers)
        rng = Rng(seed)
        for _ in range(160):
            s = m.state
            if s.is_over() or s.current_player() is None:
                break
            cur = s.current_player()
            legal = s.legal_actions(cur)
            a = legal[rng.below(len(legal))]
            before = s.clone()
            m.act(a)
            if not m.can_undo():
                continue
            # every world dealt again from what the mover knew (the mover's own secrets are his to show)
            for w in (1, 2, 3):
                world = before.determinize(a.seat, 700 + w)
                world.apply(a)
                for o in (a.seat, None):           # what the mover sees, and what everyone sees
                    assert world.view(o) == m.state.view(o), (gid, seed, a, o)
                checked += 1
    assert checked > 20, checked
