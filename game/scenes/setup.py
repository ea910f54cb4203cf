"""Setting up a game: its seats (as many as the game takes), each a name, a
colour or team (no two alike) and human or bot; who goes first (unless the
game's rules say); the game's
own options (the Grand Prix's stricter snowballs), yes or no, or a value
picked from a list (a target, a time limit) by pressing its button again."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core.protocol import SeatSetup, Setup
from game.core.registry import flagship, get
from game.view.style import error, look_colour

from .base import CANNOT_START, Scene
from .common import backdrop, backing, text, widgets_box

if TYPE_CHECKING:
    from pygame_gui.elements import UIDropDownMenu

    from game.app import App

KINDS = {"Human": "human", "Easy bot": "easy", "Normal bot": "normal", "Hard bot": "hard"}
#: a game hosted online: a person plays here or is invited to play from elsewhere
HERE, INVITED = "Here", "Invited"
ONLINE_KINDS = {HERE: "human", INVITED: "human", **{k: v for k, v in KINDS.items() if v != "human"}}
DEFAULT_BOT = "Normal bot"
DEFAULT_NAMES = ["Anna", "Ben", "Chloe", "David", "Elsa", "Felix"]
#: the setup's words, the same in every game: the columns' headings (between them
#: "Colour", or "Team" for a game of teams), the first player's label
HEADINGS = ("Name", "Played by")
FIRST_LABEL = "Goes first"
#: the setup after a game saved under an older edition of the rules
RULES_NOW_NOTE = "Your last game kept the older rules it was saved under: this new one plays under today's rules."


class SetupScene(Scene):
    def __init__(self, app: App, seats: int = 3, game: str | None = None) -> None:
        super().__init__(app)
        self.info = get(game) if game else flagship()
        self.count = max(self.info.min_players, min(self.info.max_players, seats))
        self.options = {k: False for k in self.info.options}   # the game's yes-or-no options
        # the options picked from a list (a target, a time limit): the index of each one's value
        self.picks = {k: 0 for k in self.info.choice_table()}
        self.rows: list[dict] = []
        self.status = ""
        self.seed = pygame.time.get_ticks() ^ 0x5EED  # a new deal each game; saved with the game
        colours = list(self.info.colours)
        # each row's name, colour and kind, kept when the window is resized
        self.choices = [(DEFAULT_NAMES[i], colours[i], "Human" if i < 2 else DEFAULT_BOT)
                        for i in range(self.info.max_players)]
        self.first = "1"          # the row that plays first, or "random"
        self.first_menu: pygame_gui.elements.UIDropDownMenu | None = None
        # the mountain (game/maps.py), for a game that may be played on another map
        self.map_ref = ""          # "": the game's own
        self.map_title = ""
        self.map_button: pygame_gui.elements.UIButton | None = None
        # the game before this one was played under an older edition of the rules (a saved game)
        self.after_older = False
        #: a game hosted online: (the server's address here, the address the others type); None: hot-seat
        self.online: tuple[str, str] | None = None

    def room(self) -> tuple[int, int] | None:
        """A row a seat (as many as the game may have: a row's open list has room
        under it), the buttons under them, the
        mountain and the options, and the notes at the foot."""
        options = len(self.picks) + len(self.info.options)
        rows = options if options <= 2 else -(-options // 2)
        return (800, 130 + 48 * self.info.max_players + 130 + (44 if self.info.map_content is not None else 0)
                + 44 * rows + 80)

    def enter(self) -> None:
        ui, u = self.app.ui, self.app.px
        w, h = self.app.screen.get_size()
        x0, y0 = w // 2 - u(330), u(130)
        colours = list(self.info.colours_for(self.count))     # the rules may leave some out at this count
        taken = [c for _, c, _ in self.choices[:self.count] if c in colours]
        self.rows = []
        for i in range(self.info.max_players):
            y = y0 + i * u(48)
            was_name, was_colour, was_kind = self.choices[i]
            offered = colours if i < self.count else list(self.info.colours)   # a hidden row keeps its own
            if was_colour not in offered:       # one not offered now: the first one nobody has
                was_colour = next((c for c in offered if c not in taken), offered[0])
                taken.append(was_colour)
            name = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0 + u(60), y, u(220), u(40)), ui)
            name.set_text(was_name)
            # shown capitalised in every game ("Red", "Beavers"); the game's own word is kept
            colour = pygame_gui.elements.UIDropDownMenu([(shown(c), c) for c in offered],
                                                        (shown(was_colour), was_colour),
                                                        pygame.Rect(x0 + u(290), y, u(160), u(40)), ui)
            kinds = self._kinds()
            if was_kind not in kinds:        # (a person's seat: here, or invited in a game hosted online)
                was_kind = (HERE if i == 0 else INVITED) if self.online else "Human"
            kind = pygame_gui.elements.UIDropDownMenu(list(kinds), was_kind,
                                                      pygame.Rect(x0 + u(460), y, u(200), u(40)), ui)
            self.rows.append({"name": name, "colour": colour, "kind": kind, "y": y})
        yb = y0 + self.info.max_players * u(48) + u(14)
        self.minus = pygame_gui.elements.UIButton(pygame.Rect(x0 + u(60), yb, u(150), u(44)), "One fewer", ui)
        self.plus = pygame_gui.elements.UIButton(pygame.Rect(x0 + u(220), yb, u(150), u(44)), "One more", ui)
        self.back = pygame_gui.elements.UIButton(pygame.Rect(x0 + u(60), yb + u(56), u(150), u(50)), "Back", ui)
        self.start = pygame_gui.elements.UIButton(pygame.Rect(x0 + u(460), yb + u(56), u(200), u(50)), "Start", ui,
                                                  object_id="@title_button")
        self.first_rect = pygame.Rect(x0 + u(520), yb, u(140), u(44))
        self.first_menu = None
        self.option_buttons = {}
        top = yb + u(116)
        self.map_button = None
        if self.info.map_content is not None:       # the mountain: a screen of its own to choose it
            self.map_button = pygame_gui.elements.UIButton(pygame.Rect(x0 + u(60), top, u(600), u(38)),
                                                           self._map_label(), ui)
            top += u(44)
        keys = list(self.picks) + list(self.info.options)
        # one column when there are few options, two side by side when there are more
        cols = 1 if len(keys) <= 2 else 2
        bw = (u(600) - (cols - 1) * u(10)) // cols
        for i, key in enumerate(keys):
            r = pygame.Rect(x0 + u(60) + (i % cols) * (bw + u(10)), top + (i // cols) * u(44), bw, u(38))
            self.option_buttons[key] = pygame_gui.elements.UIButton(
                r, self._option_label(key), ui, tool_tip_text=self.info.option_notes.get(key))
        self._show_rows()

    def _kinds(self) -> dict[str, str]:
        """Who may play a seat: a person or a bot; hosted online, a person here or invited."""
        return ONLINE_KINDS if self.online else KINDS

    def _map_label(self) -> str:
        if not self.map_ref:
            from game.maps import map_path, map_title
            self.map_title = map_title(map_path(self.info.id, self.info.map_file))
        return f"Mountain: {self.map_title}  (choose...)"

    def _option_label(self, key: str) -> str:
        if key in self.picks:
            label, values = self.info.choice_table()[key]
            return f"{label}: {values[self.picks[key]][1]}"
        return f"{self.info.options[key]}: {'yes' if self.options[key] else 'no'}"

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            for key in ("name", "colour", "kind"):
                (row[key].show if i < self.count else row[key].hide)()
        # who goes first: one of the rows shown, or drawn at random
        options = [str(i + 1) for i in range(self.count)] + ["random"]
        if self.first not in options:
            self.first = "1"
        if self.first_menu is not None:
            self.first_menu.kill()
            self.first_menu = None
        if self.info.rules_pick_first:      # the rules say who starts: nothing to choose
            self.dirty = True
            return
        self.first_menu = pygame_gui.elements.UIDropDownMenu([(first_words(o), o) for o in options],
                                                             (first_words(self.first), self.first),
                                                             self.first_rect, self.app.ui)
        self.dirty = True

    def _recount(self, count: int) -> None:
        """Show ``count`` rows; when the colours offered change with the count, the
        rows are made again with the new ones."""
        same = self.info.colours_for(count) == self.info.colours_for(self.count)
        self.count = count
        if same:
            self._show_rows()
        else:
            self.resized(self.app.screen.get_size())

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def _keep_rows(self) -> None:
        """Each row's name, colour and kind, for the widgets made again."""
        self.choices = [(r["name"].get_text(), _selected(r["colour"]), _selected(r["kind"])) for r in self.rows]

    def resized(self, size: tuple[int, int]) -> None:
        self._keep_rows()
        self.app.ui.clear_and_reset()
        self.enter()
        self.dirty = True

    def setup(self) -> Setup | None:
        seats = []
        used = set()
        for i, row in enumerate(self.rows[:self.count]):
            name = row["name"].get_text().strip() or DEFAULT_NAMES[i]
            colour = _selected(row["colour"])
            if colour in used:
                self.status = error(f"Two {self.info.player_noun}s cannot both be {shown(colour)}: "
                               f"pick another {self.info.colour_noun} for {name}.")
                return None
            used.add(colour)
            seats.append(SeatSetup(name[:16], colour, self._kinds()[_selected(row["kind"])]))
        if self.info.rules_pick_first:
            first = 0
        elif self.first == "random":       # drawn from the game's own seed, so a replay agrees
            from game.core.rng import Rng
            first = Rng(self.seed).below(len(seats))
        else:
            first = int(self.first) - 1
        options: dict[str, bool | int] = {k: v for k, v in self.options.items() if v}
        table = self.info.choice_table()
        options.update({k: table[k][1][i][0] for k, i in self.picks.items()})
        setup = Setup(self.info.id, tuple(seats), first_player=first, seed=self.seed, options=options)
        if self.map_ref:
            from game.maps import with_map
            try:
                setup = with_map(self.info, setup, self.map_ref)
            except (OSError, ValueError):
                self.status = error(f"The mountain {self.map_title} cannot be read any more: choose another.")
                return None
        return setup

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.first_menu:
            self.first = getattr(event, "selected_option_id", event.text)    # "2" or "random", shown in words
            self.dirty = True
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.map_button \
                and self.map_button is not None:
            from .map_chooser import MapChooserScene
            self._keep_rows()
            self.app.switch(MapChooserScene(self.app, self))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.option_buttons.values():
            key = next(k for k, b in self.option_buttons.items() if b is event.ui_element)
            if key in self.picks:             # the next value of the list, round and round
                self.picks[key] = (self.picks[key] + 1) % len(self.info.choice_table()[key][1])
            else:
                self.options[key] = not self.options[key]
            event.ui_element.set_text(self._option_label(key))
            self.dirty = True
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.plus and self.count < self.info.max_players:
                self._recount(self.count + 1)
            elif event.ui_element is self.minus and self.count > self.info.min_players:
                self._recount(self.count - 1)
            elif event.ui_element is self.back:
                self.app.to_title()
            elif event.ui_element is self.start and self.online is not None:
                setup = self.setup()
                if setup is not None:
                    self._host(setup)
            elif event.ui_element is self.start:
                setup = self.setup()
                if setup is not None:
                    from game.core.protocol import ContentError

                    from .table import play_scene
                    try:
                        play = play_scene(self.app, setup)
                    except ContentError as e:        # a broken map or YAML file: say which, start nothing
                        self.status = f"{CANNOT_START} {e}"
                        self.dirty = True
                        return
                    self.app.switch(play)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.to_title()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not any(r["name"].is_focused for r in self.rows):
            self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self.start))

    def invited(self) -> list[int]:
        """The seats invited from elsewhere (a game hosted online)."""
        return [i for i, r in enumerate(self.rows[:self.count]) if self.online and _selected(r["kind"]) == INVITED]

    def _host(self, setup: Setup) -> None:
        """Make the match on the server and open it at the table (the invitation
        code in its panel); or say why not."""
        from game.online.remote import Link, ask_once
        from game.online.wire import Refused

        from .online_table import open_online
        assert self.online is not None
        url, address = self.online
        invited = self.invited()
        if not any(s.kind == "human" and i not in invited for i, s in enumerate(setup.seats)):
            self.status = error("Someone plays at this computer: make one seat Here (or watch from Join).")
            self.dirty = True
            return
        try:
            made = ask_once(url, "create", setup=setup.to_dict(), remote=invited)
        except (Refused, OSError, ValueError) as e:
            self.status = error(f"The game could not be made: {e}.")
            self.dirty = True
            return
        link = Link(url, str(made["match"]), setup.game, {int(s): str(k) for s, k in made["secrets"]},
                    str(made["host"]), str(made["code"]), [s.name for s in setup.seats], address)
        from game.online.tickets import keep_ticket
        try:
            keep_ticket(link)
            play = open_online(self.app, link)
        except (OSError, ConnectionError) as e:
            self.status = error(f"The game could not be opened: {e}.")
            self.dirty = True
            return
        play.status = f"Invite the others: the address is {address}, the invitation code \"{link.code}\"."
        self.app.switch(play)

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 170, self.info.id)
        w, h = screen.get_size()
        u = self.app.px
        # the form on a backing of its own, from the heading to its last option and the note under it
        form = widgets_box(self.app.ui)
        top = pygame.Rect(w // 2 - u(380), u(48), u(760), u(1))
        form = top.union(form) if form is not None else top
        backing(screen, form.union(pygame.Rect(form.x, h - u(80), form.w, u(36))).inflate(u(40), u(24)), u)
        text(screen, f"{'New game online' if self.online else 'New game'}: {self.info.name}", (w / 2, u(80)), u(36),
             (255, 255, 255), bold=True, anchor="center")
        if self.after_older:            # which rules a new game plays under, after one under older rules
            text(screen, RULES_NOW_NOTE, (w / 2, u(112)), u(15), (255, 226, 150), bold=True, anchor="center")
        x0 = w // 2 - u(330)
        if self.rows:                 # the same headings in every game
            y = self.rows[0]["y"] - u(14)
            middle = "Team" if self.info.colour_noun == "team" else "Colour"
            for label, left in ((HEADINGS[0], 60), (middle, 290), (HEADINGS[1], 460)):
                text(screen, label, (x0 + u(left + 4), y), u(15), (226, 236, 250), bold=True, anchor="midleft")
        for i, row in enumerate(self.rows[:self.count]):
            text(screen, f"{i + 1}", (x0 + u(30), row["y"] + u(20)), u(22), (255, 255, 255), bold=True, anchor="center")
        if self.first_menu is not None:
            text(screen, FIRST_LABEL, (self.first_rect.x - u(10), self.first_rect.centery), u(16),
                 (255, 255, 255), bold=True, anchor="midright")
        note = self.info.setup_note
        if self.count in self.info.variant_counts:
            note = f"{self.count} {self.info.player_noun}s is a variant of the game (docs: the rules). " + note
        text(screen, note, (w / 2, h - u(60)), u(16), (226, 236, 250), anchor="center")
        if self.status:
            text(screen, self.status, (w / 2, h - u(30)), u(16), look_colour(self.status, dark=True), bold=True,
                 anchor="center")


def _selected(menu: UIDropDownMenu) -> str:
    """The value chosen (a colour's own word, not its capitalised name on screen)."""
    opt = menu.selected_option
    return opt[1] if isinstance(opt, tuple) else opt


def first_words(choice: str) -> str:
    """The first player's choice as the menu shows it: "Seat 2", "At random"."""
    return "At random" if choice == "random" else f"Seat {choice}"


def shown(word: str) -> str:
    """A colour or team as the setup shows it in every game: capitalised."""
    return word[:1].upper() + word[1:]
