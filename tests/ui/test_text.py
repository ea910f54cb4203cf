"""Fitting text to a width takes a few measures however long the text is
(a 100,000-letter name once froze the window for over a minute)."""
from __future__ import annotations

import pygame

from game.view.text import fit_text


class CountingFont:
    """A font that counts how often it is asked to measure."""

    def __init__(self, font: pygame.font.Font) -> None:
        self.font, self.calls = font, 0

    def size(self, s: str) -> tuple[int, int]:
        self.calls += 1
        return self.font.size(s)


def test_fit_text_is_the_longest_prefix_that_fits_in_a_few_measures(app):
    from game.scenes.common import fonts
    font = CountingFont(fonts().get(16))
    for s in ("Anna", "Bartholomew the Long-Named " * 3, "B" * 100_000):
        font.calls = 0
        out = fit_text(font, s, 200)                   # type: ignore[arg-type]
        assert font.calls <= 16
        assert font.font.size(out)[0] <= 200
        if out != s:
            assert out.endswith("\u2026") and s.startswith(out[:-1])
            longer = s[:len(out)] + "\u2026"           # one letter more no longer fits
            assert font.font.size(longer)[0] > 200


def test_a_status_line_keeps_its_first_words(app):
    """The panel's message is wrapped from its first word (a smaller size before
    anything is cut, and then only its end): a long hint still says which card."""
    from game.scenes.table_panel import fitted_rows
    from game.view.text import fonts
    def font(size):
        return fonts().get(app.px(size), True)
    msg = ("Hint: play blue 4 from Sapins Chair Top to the blue run Sentier du Lac, then on down to Arvenne, "
           "because it scores the run you hold the most cards for and heads for your secret target")
    f, rows = fitted_rows(font, msg, 360, 3, (13, 12, 11))
    assert 1 <= len(rows) <= 3 and rows[0].startswith("Hint: play blue 4")
    assert all(f.size(r)[0] <= 360 for r in rows)
    short = 'Saved as "Sunday".'
    f, rows = fitted_rows(font, short, 360, 3, (13, 12, 11))
    assert rows == [short] and f is font(13)
    long = " ".join(["word"] * 400)
    f, rows = fitted_rows(font, long, 360, 3, (13, 12, 11))
    assert len(rows) == 3 and rows[0].startswith("word word") and rows[-1].endswith("\u2026") and f is font(11)


def test_log_lines_wrap_rather_than_end_in_an_ellipsis(app):
    from ui_driver import hotseat_table
    play = hotseat_table(app, "ski", seed=3)
    play.log = ["Anna takes 3 from the deck and discards green 3, black 6 and red 2, keeping the blue 4 for later"]
    play.motions.flush_log()
    play.panel.forget()
    app.draw_frame(play, full=True)
    log = play.panel.hot["log"]
    assert log.h >= 2 * fonts_line(app)              # two rows at least: wrapped, not cut


def fonts_line(app) -> int:
    from game.view.text import fonts
    return fonts().get(app.px(12)).get_linesize()


def test_fit_words_cuts_at_a_words_end(app):
    from game.view.text import fit_words, fonts
    font = fonts().get(16)
    s = "Ski the Mountain - Anna, Ben, Chloe - round 7 (unfinished) with a very long tail of words"
    out = fit_words(font, s, 260)
    assert out.endswith(" \u2026") and font.size(out)[0] <= 260
    assert s.startswith(out[:-2]) and s[len(out) - 2] in " ,"     # whole words only
    assert fit_words(font, "short", 260) == "short"
    assert fit_words(font, "B" * 500, 100).endswith("\u2026")


def test_the_load_list_cuts_long_names_at_whole_words_and_keeps_the_round(app):
    from game import saves
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.saves.folder import saves_dir
    from game.scenes.load import LoadScene
    info = get("ski")
    state = info.new_game(Setup("ski", (SeatSetup("Anna", info.colours[0]), SeatSetup("Ben", info.colours[1])), seed=3))
    long = "Our long winter holiday game at the chalet with the whole family and friends"
    saves.save_game(state, saves_dir() + "/long.json", long)
    load = LoadScene(app)
    app.switch(load)
    label = load.labels[0]
    assert label.endswith("  -  Ski the Mountain  -  Anna, Ben  -  setting up")      # its game, players and round
    assert "\u2026" in label and long.startswith(label.split(" \u2026")[0])


def test_in_a_list_only_the_chosen_row_is_lit(app):
    """Every row of the Load list was drawn as a blue button, and read as chosen:
    rows lie on the list's dark ground, and only the chosen one is lit."""
    from game import saves
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.saves.folder import saves_dir
    from game.scenes.load import LoadScene
    info = get("ski")
    state = info.new_game(Setup("ski", (SeatSetup("Anna", info.colours[0]), SeatSetup("Ben", info.colours[1])), seed=3))
    for name in ("one", "two"):
        saves.save_game(state, f"{saves_dir()}/{name}.json", name)
    load = LoadScene(app)
    app.switch(load)

    def row_colours():
        app.ui.update(0.01)
        load.draw(app.screen)
        app.ui.draw_ui(app.screen)
        items = load.list.item_list_container.elements
        return [tuple(app.screen.get_at((r.rect.right - 8, r.rect.centery)))[:3] for r in items[:2]]
    first, second = row_colours()
    assert first == second and max(first) < 60                        # nothing chosen: both on the dark ground
    load.list.item_list[1]["selected"] = True
    load.list.item_list[1]["button_element"].select()
    first, second = row_colours()
    assert second != first and second[2] > 120                         # the chosen one lit blue


def test_the_panel_log_shows_whole_lines_never_the_end_of_one():
    from game.scenes.table_panel import newest_rows

    def wrap(line: str) -> list[str]:
        words = line.split()
        return [" ".join(words[i:i + 3]) for i in range(0, len(words), 3)]
    lines = ["Anna rides the Saun Gondola to the Saun Gondola Top", "Ben rolls", "Chloe takes two cards"]
    rows = newest_rows(wrap, lines, 4, 10)
    assert rows == [(0, "Ben rolls"), (0, "Chloe takes two"), (10, "cards")]       # not "... Top" alone
    assert newest_rows(wrap, lines, 7, 10)[0] == (0, "Anna rides the")
    assert newest_rows(wrap, lines, 1, 10) == [(0, "Chloe takes two")]              # the newest's start


def test_a_long_hint_takes_a_fourth_smaller_row_before_it_is_cut(app):
    """The status line: three rows at its size; a message longer than that takes
    four smaller ones where they fit under the buttons (a Grand Prix hint's reason
    was cut at three), and only a longer one still is cut."""
    from game.scenes.table_panel import status_rows
    from game.view.text import fonts
    msg = ("Hint: move the Crocodiles' 2 down to row 3, column 1, because it brings your 2 nearer the "
           "finish, where a Yeti needs 3 or more to hit it, and the others are further from the Yetis")
    f, rows = status_rows(msg, 360, app.px)
    assert " ".join(rows) == msg and len(rows) == 4 and f is fonts().get(app.px(11), True)
    assert 4 * f.get_linesize() <= app.px(54)
    f, rows = status_rows('Saved as "Sunday".', 360, app.px)
    assert rows == ['Saved as "Sunday".'] and f is fonts().get(app.px(13), True)
    f, rows = status_rows(" ".join(["word"] * 400), 360, app.px)
    assert len(rows) == 4 and rows[-1].endswith("\u2026")
