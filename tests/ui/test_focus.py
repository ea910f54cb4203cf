"""A dialog owns the keyboard and the mouse until it closes: keys typed into
the save dialog never play the game beneath, in every game, at every phase."""
from __future__ import annotations

import string

import pygame
import pytest
from ui_driver import advance_others, hotseat_table, move_short_of_end

from game.core.registry import all_games

GAMES = [g.id for g in all_games()]
#: how far into the game the dialog is opened (actions taken first)
PHASES = (0, 3, 12, 40)


def _type(app, key: int, char: str = "", mod: int = 0) -> None:
    """One key as a keyboard sends it, through the window's loop (the UI first)."""
    events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
    if char and not mod:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=char))
    events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0))
    app.step(events, 0.0)


def _phase(app, play, n: int, seed: int) -> None:
    """``n`` actions in, by any seat (each a human here), through the table; in a
    game shorter than that, as far as it goes short of its end."""
    import random
    rng = random.Random(seed)
    for _ in range(n):
        while advance_others(app, play):
            pass
        if not move_short_of_end(play, rng):
            break
    while advance_others(app, play):
        pass


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("phase", PHASES)
def test_keys_typed_into_the_save_dialog_never_reach_the_game(app, gid, phase):
    play = hotseat_table(app, gid, seed=11 + phase)
    _phase(app, play, phase, phase)
    assert not play.state.is_over()
    if play.seats.recap is not None:                 # what happened since the last turn: read, then Got it
        play.seats.close_recap()
    before = (play.state.state_hash(), len(play.state.action_log), play.seats.viewer)
    keys = [(ord(c), c, 0) for c in string.printable if c.isprintable()]
    keys += [(pygame.K_SPACE, " ", 0), (pygame.K_h, "h", 0), (pygame.K_z, "z", 0), (pygame.K_z, "", pygame.KMOD_CTRL),
             (pygame.K_s, "", pygame.KMOD_CTRL), (pygame.K_q, "q", 0), (pygame.K_e, "e", 0),
             (pygame.K_RETURN, "\r", 0), (pygame.K_ESCAPE, "", 0)]
    play.files.open_save_dialog()
    for key, char, mod in keys:
        if play.files.save_dialog is None:           # Enter saved it, Esc closed it: open it again
            play.files.open_save_dialog()
        assert play.files.save_dialog is not None
        _type(app, key, char, mod)
        assert app.scene is play, f"{pygame.key.name(key)} left the table"
        assert play.hints.now() is None, f"{pygame.key.name(key)} asked for a hint"
    # a click on the board behind the dialog is the dialog's too
    if play.files.save_dialog is None:
        play.files.open_save_dialog()
    frame = play.files.save_dialog[3].rect
    for pos in ((play.frame.board_rect.x + 5, play.frame.board_rect.y + 5), (frame.right + 20, frame.centery)):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], 0.0)
    assert (play.state.state_hash(), len(play.state.action_log), play.seats.viewer) == before


def _drawn(app, play) -> pygame.Surface:
    """The frame as the window shows it: the table, then the widgets over it."""
    app.step([], 0.0)
    play.draw(app.screen)
    app.ui.draw_ui(app.screen)
    return app.screen


def test_the_save_dialogs_prompt_can_be_read(app):
    """Its words are drawn in a colour that stands out from the dialog's own."""
    play = hotseat_table(app, GAMES[0], seed=3)
    take = play.seats.handoff_to is not None
    if take:
        play.seats.take_screen()
    play.files.open_save_dialog()
    prompt = play.files.save_dialog[4]
    screen = _drawn(app, play)
    box = prompt.rect
    lum = [sum(screen.get_at((x, y))[:3]) for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2)]
    assert max(lum) > 600 and min(lum) < 200               # light letters on the dark dialog


def test_each_letter_typed_shows_in_the_save_dialog_at_once(app):
    """A letter that comes as text alone (an accent typed with a dead key, another
    keyboard layout) is drawn in the frame after it: a play-test typed "Zoë",
    saw "Z", typed "oë" again and saved "Zoëoë". The window is idle in between
    (no frame asked for but by the typing)."""
    play = hotseat_table(app, GAMES[0], seed=3)
    if play.seats.handoff_to is not None:
        play.seats.take_screen()
    play.files.open_save_dialog()
    entry = play.files.save_dialog[0]
    app.step([], 0.05)
    assert entry in (app.ui.get_focus_set() or ()), "the name field has the keys"

    def drawn() -> bytes:
        return pygame.image.tobytes(app.screen.subsurface(entry.rect), "RGB")

    for _ in range(3):
        app.step([], 0.4)
    for ch in "Zoë":
        before = drawn()
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch)], 0.01)
        app.step([], 0.4)                                  # the next idle pass
        assert drawn() != before, f"{ch!r} typed, nothing new drawn"
    assert entry.get_text().endswith("Zoë")


@pytest.mark.parametrize("gid", [g.id for g in all_games() if not g.open_information])
def test_saving_at_a_hand_off_leaves_its_words_readable(app, gid):
    play = hotseat_table(app, gid, seed=5)              # (a game with secrets: the screen is handed over)
    while play.seats.handoff_to is None and play.state.public_move(play.state.current_player()):
        cur = play.state.current_player()               # (a roll for who starts, made in everyone's sight)
        play.act(play.state.legal_actions(cur)[0])
    assert play.seats.handoff_to is not None
    play.files.open_save_dialog()
    frame = play.files.save_dialog[3].rect
    assert app.screen.get_rect().contains(frame)
    play.update(0.0)
    app.draw_frame(play, full=True)
    # "Pass to ..." and its line are drawn above the dialog, where they stay readable
    band = pygame.Rect(0, max(0, frame.top - app.px(110)), app.screen.get_width(), min(frame.top, app.px(110)))
    white = sum(1 for x in range(band.left, band.right, 2) for y in range(band.top, band.bottom, 2)
                if app.screen.get_at((x, y))[:3] == (255, 255, 255))
    assert white > 200, white


def test_no_tooltip_stays_once_the_pointer_leaves_the_window(app):
    play = hotseat_table(app, GAMES[0], seed=4)
    if play.seats.handoff_to is not None:
        play.seats.take_screen()
    play.seats.close_recap()
    w, h = play.frame.board_rect.size
    spots = [(x, y) for x in range(8, w, 24) for y in range(8, h, 24)]
    at = next((p for p in spots if play.tooltip_at(p)), None)
    assert at is not None
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    play.update(0.0)
    assert play.frame.hover
    play.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    play.update(0.0)
    assert play.frame.hover is None
