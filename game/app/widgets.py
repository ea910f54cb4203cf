"""The interface at the window's size: the scale the 1280x720 layout is drawn
at (``ui_scale``), and pygame_gui, the widget toolkit (buttons, lists, text
fields), themed at that scale with the font we ship (``ui_manager``). The
toolkit is imported only when a screen first asks for a widget, after the
first frame: nothing here imports it before.
"""
from __future__ import annotations

import sys
from typing import Any

from game.view import style

MIN_SIZE = (1280, 720)


def ui_scale(size: tuple[int, int], percent: int = 100) -> float:
    """How much bigger than at 1280x720 text and panels are drawn: the layout
    grows with the window (up to 4K at 3x) so text stays legible, times the
    player's interface scale (Settings: ``percent``, 75 to 150). At 100 the
    1280x720 layout fills the window; below it, more room for the board and
    smaller text; above it, larger text in a layout of less room (at 150% a
    1280x720 window holds a layout of 853x480)."""
    w, h = size
    k = max(1.0, min(3.0, round(min(w / MIN_SIZE[0], h / MIN_SIZE[1]) * 4) / 4))
    return round(k * max(50, min(150, percent)) / 100, 3)


def screen_scale(size: tuple[int, int], percent: int, room: tuple[int, int] | None) -> float:
    """The scale one screen is drawn at. A screen whose layout flows into any
    room (``room`` None: the table) takes the player's scale whole. A screen of
    a set layout says the ``room`` it needs at 100%, and is drawn at the
    player's scale where that fits the window, else at the largest that does
    (never smaller than 100% or the player's scale, if that is smaller; and
    every layout fits 1280x720 at 100%): larger text than the player asked
    for is never drawn, and nothing ever falls off the window."""
    k = ui_scale(size, percent)
    if room is None:
        return k
    least = min(k, ui_scale(size, 100))
    fits = min(size[0] / max(1, room[0]), size[1] / max(1, room[1]))
    return round(max(least, min(k, int(fits * 40) / 40)), 3)


def ui_button_pressed() -> int:
    """pygame_gui's button event type, or -1 while the toolkit is not loaded."""
    gui = sys.modules.get("pygame_gui")
    return gui.UI_BUTTON_PRESSED if gui is not None else -1


def _rows_follow_the_theme() -> None:
    """pygame_gui's lists (and the lists drop-down menus open) make every row 20
    pixels high whatever the font, so at a larger UI scale the rows overlapped.
    Its lists are made here to take their rows' height from the theme's
    ``list_item_height`` (``ui_theme`` scales it); done once per process."""
    from pygame_gui.elements import ui_drop_down_menu, ui_selection_list
    base = ui_selection_list.UISelectionList
    if getattr(base, "_rows_themed", False):
        return

    class ThemedRows(base):                         # type: ignore[misc, valid-type]
        _rows_themed = True

        def __init__(self, *args: Any, **kw: Any) -> None:
            super().__init__(*args, **kw)
            try:
                height = int(self.ui_theme.get_misc_data("list_item_height", self.combined_element_ids))
            except (LookupError, ValueError, TypeError):
                return
            if height != int(self.list_item_height):
                self.list_item_height: int = height
                self.set_item_list(self._raw_item_list)
                self._set_default_selection()

    import pygame_gui.elements as elements
    for module in (ui_selection_list, ui_drop_down_menu, elements):
        module.UISelectionList = ThemedRows    # type: ignore[attr-defined]  # every place it makes a list


def ui_theme(k: float = 1.0) -> dict:
    """pygame_gui's theme, using our own font by path, its sizes times ``k``."""
    def pt(n: int) -> str:
        return str(round(n * k))

    body = {"name": "dejavu", "size": pt(16), "bold": "0"}
    theme = {
        "defaults": {
            "colours": {
                "normal_bg": "#2a4a78", "hovered_bg": "#3a64a0", "active_bg": "#1d3558",
                "disabled_bg": "#5a6270", "normal_text": "#ffffff", "hovered_text": "#ffffff",
                "active_text": "#ffffff", "disabled_text": "#c8ccd4", "dark_bg": "#1c2636",
                "normal_border": "#0e1622", "text_cursor": "#ffffff", "selected_bg": "#3a64a0",
            },
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": pt(8), "border_width": "1"},
        },
        "@title_button": {"font": {"name": "dejavu", "size": pt(22), "bold": "1"}},
        "@small_button": {"font": {"name": "dejavu", "size": pt(13), "bold": "1"}},
        "label": {"colours": {"normal_text": "#1c2636", "dark_bg": "#00000000"},
                  "misc": {"border_width": "0"}},
        "@big_label": {"font": {"name": "dejavu", "size": pt(26), "bold": "1"}},
        # a label on a dark dialog (the save dialog's prompt): light text, as the dialog's entry has
        "@dialog_label": {"colours": {"normal_text": "#f0f4fa", "dark_bg": "#00000000"}},
        # a dialog's title (the save dialog's "Save the game"): large, bold, light
        "@dialog_title": {"font": {"name": "dejavu", "size": pt(22), "bold": "1"},
                          "colours": {"normal_text": "#ffffff", "dark_bg": "#00000000"}},
        # the log and the rules: opaque, a backing of their own (a frame redraws only what
        # moved, so a see-through box would darken, frame on frame, where nothing moved)
        "text_box": {"font": {"name": "dejavu", "size": pt(15)},
                     "colours": {"dark_bg": "#1c2636", "normal_text": "#f0f4fa"}},
    }
    # a widget's tooltip as wide as the table's own (pygame_gui's is 170 pixels whatever the
    # font: at a larger scale its words broke in the middle, "equipme-nt"), in our font
    theme["tool_tip"] = {"misc": {"rect_width": pt(340)}, "font": {"name": "dejavu", "size": pt(14)}}
    # list rows as high as the font needs (see _rows_follow_the_theme)
    for kind in ("selection_list", "drop_down_menu", "drop_down_menu.#drop_down_options_list"):
        theme.setdefault(kind, {}).setdefault("misc", {})["list_item_height"] = pt(20)
    # list items read from the left, like a list
    # on the list's own dark ground, only the chosen row lit (every row drawn as a blue button
    # once read as all of them chosen)
    theme["selection_list.#item_list_item"] = {"misc": {"text_horiz_alignment": "left",
                                                        "text_horiz_alignment_padding": pt(10)},
                                               "colours": {"normal_bg": "#1c2636", "hovered_bg": "#2c4266",
                                                           "selected_bg": "#3a64a0", "active_bg": "#3a64a0",
                                                           "normal_text": "#e8eef8", "selected_text": "#ffffff",
                                                           "normal_border": "#1c2636"}}
    # pygame_gui takes no font from "defaults": name it for each kind of widget we use
    for kind in ("button", "label", "text_entry_line", "drop_down_menu", "selection_list",
                 "drop_down_menu.#drop_down_options_list", "drop_down_menu.#selected_option"):
        theme.setdefault(kind, {}).setdefault("font", dict(body))
    return theme


def ui_manager(size: tuple[int, int], k: float) -> Any:
    """pygame_gui's manager for a window of ``size``, themed at the UI scale ``k``."""
    import pygame_gui
    _rows_follow_the_theme()
    ui = pygame_gui.UIManager(size)
    # the font has no italic cut: italic text uses the regular face
    ui.add_font_paths("dejavu", style.font(), style.font(bold=True), style.font(), style.font(bold=True))
    ui.get_theme().load_theme(ui_theme(k))  # after the font paths, so the theme finds our font
    return ui
