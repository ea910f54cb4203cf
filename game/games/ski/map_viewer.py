"""`python main.py view-map [FILE]`: look at a mountain map as the game draws it.

A small window for map authors (and for checking the art): the board fitted
to the window, mouse wheel or +/- to zoom, drag or arrow keys to pan, R to
reset, Esc to close. With --screenshot it saves one frame and exits.
"""
from __future__ import annotations

import os


def run(map_path: str, size: tuple[int, int], zoom: float = 1.0, centre: tuple[float, float] | None = None,
        screenshot: str | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.games.ski.rules.board import MapError, load_board

    from .board_view import BoardRenderer

    try:
        board = load_board(map_path)
    except MapError as e:
        for line in e.problems:
            print(line)
        return 1
    pygame.display.init()  # no audio needed to look at a map
    pygame.font.init()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(f"{board.title} - Ski the Mountain map viewer")
    renderer = BoardRenderer(map_path, board)
    fit = min(size[0] / board.width, size[1] / board.height)
    scale = fit * zoom
    cx, cy = centre if centre else (board.width / 2, board.height / 2)
    clock = pygame.time.Clock()
    dragging = None
    hover = None
    running = True
    while running:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                running = False
            elif ev.type == pygame.MOUSEWHEEL:
                scale = max(fit * 0.5, min(3.0, scale * (1.15 ** ev.y)))
            elif ev.type == pygame.KEYDOWN:
                if ev.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                    scale = min(3.0, scale * 1.25)
                elif ev.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                    scale = max(fit * 0.5, scale / 1.25)
                elif ev.key == pygame.K_r:
                    scale, cx, cy = fit, board.width / 2, board.height / 2
                step = 80 / scale
                cx += {pygame.K_LEFT: -step, pygame.K_RIGHT: step}.get(ev.key, 0)
                cy += {pygame.K_UP: -step, pygame.K_DOWN: step}.get(ev.key, 0)
            elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                dragging = ev.pos
            elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
                dragging = None
            elif ev.type == pygame.MOUSEMOTION:
                if dragging:
                    cx -= (ev.pos[0] - dragging[0]) / scale
                    cy -= (ev.pos[1] - dragging[1]) / scale
                    dragging = ev.pos
            elif ev.type == pygame.VIDEORESIZE:
                size = (ev.w, ev.h)
                fit = min(size[0] / board.width, size[1] / board.height)
        sw, sh = screen.get_size()
        img = renderer.render(scale)
        screen.fill((30, 40, 60))
        ox, oy = sw / 2 - cx * scale, sh / 2 - cy * scale
        screen.blit(img, (round(ox), round(oy)))
        mx, my = pygame.mouse.get_pos()
        spot = renderer.spot_at(((mx - ox) / scale, (my - oy) / scale), scale)
        if spot is not None:
            s = board.spots[spot]
            hover = f"{s.label} ({s.kind.replace('_', ' ')}, object {s.id})"
            f = renderer.fonts.get(16, bold=True)
            t = f.render(hover, True, (255, 255, 255))
            pygame.draw.rect(screen, (20, 30, 50), t.get_rect(topleft=(10, 10)).inflate(12, 8), border_radius=6)
            screen.blit(t, (10, 10))
        pygame.display.flip()
        if screenshot:
            pygame.image.save(screen, screenshot)
            running = False
        clock.tick(30)
    pygame.quit()
    return 0
