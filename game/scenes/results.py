"""The final scores, with each player's breakdown, the winner, and what next."""
from __future__ import annotations

import pygame
import pygame_gui

from game.app import Scene

from game.view import style

from .common import backdrop, image, text


class ResultsScene(Scene):
    def __init__(self, app, state) -> None:
        super().__init__(app)
        self.state = state

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        self.again = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(230), h - u(90), u(200), u(50)), "New game", ui)
        self.title = pygame_gui.elements.UIButton(pygame.Rect(w // 2 + u(30), h - u(90), u(200), u(50)), "Title", ui)
        self.replay = pygame_gui.elements.UIButton(pygame.Rect(w // 2 + u(250), h - u(90), u(200), u(50)), "Replay",
                                                   ui)

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                from .setup import SetupScene
                self.app.switch(SetupScene(self.app, self.state.num_seats, self.state.game_id))
            elif event.ui_element is self.title:
                from .title import TitleScene
                self.app.switch(TitleScene(self.app))
            elif event.ui_element is self.replay:
                from .replay import ReplayScene
                state = self.state
                self.app.switch(ReplayScene(self.app, state, back=lambda app: ResultsScene(app, state)))

    def _routes(self, screen: pygame.Surface, area: pygame.Rect) -> None:
        """The board, small, with each stranded skier's way down to a town at night."""
        from .common import renderer_for
        board = self.state.c.board
        r = renderer_for(board)
        r.set_symbols(self.app.settings.symbols)
        u = self.app.px
        k = round(min(area.w / board.width, area.h / board.height), 3)
        img = r.render(k)
        ox, oy = area.x + (area.w - img.get_width()) // 2, area.y
        screen.blit(img, (ox, oy))
        pygame.draw.rect(screen, (255, 255, 255), (ox, oy, img.get_width(), img.get_height()), 2)
        for seat in range(self.state.num_seats):
            start = self.state.pos[seat]
            if start is None:
                continue
            colour = self.state.setup.seats[seat].colour
            route = [start] + self.state.score_breakdown(seat)["night_route"]
            pts = [(ox + board.spots[x].x * k, oy + board.spots[x].y * k) for x in route]
            if len(pts) > 1:
                pygame.draw.lines(screen, (255, 255, 255), False, pts, u(7))
                pygame.draw.lines(screen, style.PLAYER_RGB[colour], False, pts, u(4))
            pic = image(style.skier(colour, self.app.settings.symbols), (u(24), u(24)))
            screen.blit(pic, pic.get_rect(center=pts[0]))

    def _podium(self, screen: pygame.Surface, area: pygame.Rect) -> None:
        """Himalaya Grand Prix: the finishing spaces with their snowboarders, and
        each captain's captures."""
        s = self.state
        u = self.app.px
        c = s.c
        text(screen, "The podium", (area.centerx, area.y), u(16), (255, 236, 160), bold=True, anchor="midtop")
        bw = u(120)
        x0 = area.centerx - (bw * len(c.podium) + u(12) * (len(c.podium) - 1)) // 2
        for i, mult in enumerate(c.podium):
            r = pygame.Rect(x0 + i * (bw + u(12)), area.y + u(30), bw, u(96))
            pygame.draw.rect(screen, (255, 246, 214), r, border_radius=u(10))
            pygame.draw.rect(screen, (200, 160, 60), r, u(3), border_radius=u(10))
            text(screen, f"{i + 1}   x{mult}", (r.centerx, r.y + u(6)), u(15), (150, 110, 30), bold=True,
                 anchor="midtop")
            if i < len(s.podium):
                owner, value = s.podium[i]
                pic = image(style.gp_boarder(s.team(owner), value), (u(52), u(52)))
                screen.blit(pic, pic.get_rect(midbottom=(r.centerx, r.bottom - u(6))))
        y = area.y + u(146)
        text(screen, "Knocked off by each captain's Yetis", (area.centerx, y), u(16), (255, 236, 160), bold=True,
             anchor="midtop")
        y += u(30)
        for seat in range(s.num_seats):
            text(screen, s.name(seat), (area.x + u(40), y + u(6)), u(15), (255, 255, 255), bold=True)
            cx = area.x + u(180)
            for owner, value in s.captured[seat]:
                screen.blit(image(style.gp_boarder(s.team(owner), value), (u(30), u(30))), (cx, y))
                cx += u(33)
            if not s.captured[seat]:
                text(screen, "none", (cx, y + u(6)), u(14), (200, 210, 226))
            y += u(36)

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 190)
        s = self.state
        w, h = screen.get_size()
        u = self.app.px
        ski = s.game_id == "ski"
        top = u(150) + u(34) * (s.num_seats + 1) + u(14)
        area = pygame.Rect(w // 2 - u(300), top + u(14), u(600), h - u(110) - (top + u(14)))
        if ski:
            text(screen, "Night: the way down for skiers still on the mountain", (w / 2, top), u(14),
                 (220, 230, 245), anchor="center")
            self._routes(screen, area)
        else:
            self._podium(screen, pygame.Rect(w // 2 - u(330), top, u(660), area.h))
        names = [s.name(i) for i in s.winners()]
        winners = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        text(screen, f"{winners} win{'s' if len(s.winners()) == 1 else ''}!", (w / 2, u(60)), u(40), (255, 255, 255),
             bold=True, anchor="center")
        why = f"The game ends: {s.end_reason}." if ski else "The last snowboarder has left the course."
        text(screen, why, (w / 2, u(104)), u(18), (220, 230, 245), anchor="center")
        if ski:
            cols = ["runs", "numbered_runs", "targets", "events", "bonuses", "town_return", "night_penalty",
                    "final_total"]
            heads = ["Runs", "Named", "Targets", "Events", "Bonuses", "Town", "Night", "Total"]
        else:
            cols = ["podium_points", "late_points", "capture_points", "final_total"]
            heads = ["Podium", "Later", "Captures", "Total"]
        span = u(85) * (len(cols) - 1)
        x0, y = w / 2 - u(230) - span / 2, u(150)
        for i, hd in enumerate(heads):
            text(screen, hd, (x0 + u(200) + i * u(85), y), u(15), (255, 236, 160), bold=True, anchor="midtop")
        order = sorted(range(s.num_seats), key=lambda i: -s.scores()[i])
        for row, seat in enumerate(order):
            bd = s.score_breakdown(seat)
            yy = y + u(34) + row * u(34)
            colour = s.setup.seats[seat].colour
            pic = image(style.skier(colour, self.app.settings.symbols) if ski else style.gp_team(colour),
                        (u(24), u(24)))
            screen.blit(pic, (x0 - u(32), yy - u(2)))
            text(screen, s.name(seat), (x0, yy), u(18), (255, 255, 255), bold=True)
            for i, col in enumerate(cols):
                v = bd[col]
                if col == "bonuses":
                    v = sum(b["points"] for b in v)
                text(screen, str(v), (x0 + u(200) + i * u(85), yy), u(18), (255, 255, 255), anchor="midtop",
                     bold=col == "final_total")
