#!/usr/bin/env python3
"""Pictures of the real scenes for the docs: docs/img/<scene>_1280.png and
<scene>_1920.png for the title, setup, play (and play_early, play_late: a few
moves in, and near the end), pause, rules, settings, the save dialog (save)
and results,
for Himalaya Grand Prix a race (gp_play) and its results (gp_results),
with the empty course as gp_course.png, and for Ski Gammon a game (sg_play),
its results (sg_results) and the empty board (sg_board.png), and for
Chemin Montagneux a game (cm_play), its results (cm_results) and the table at
the start (cm_board.png); every game's title, setup and tutorial, and its
play early and late (gp_play_early, sg_play_late...).

    python tools/scene_shots.py [--out DIR] [--sizes 1280x720,3840x2160] [--only play,results] [--scale 150]

At another interface scale than 100% the names end in _scale<N>: the
README's play_1280_scale150.png is ``--scale 150 --sizes 1280x720 --only play``.

A seeded game is played part way by random bots, then drawn by the real play
scene with the first seat holding the screen (headless, dummy video driver).
"""
from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

OUT = os.path.join(ROOT, "docs", "img")


def shoot(size, name, make, out: str = OUT, scale: int = 100) -> None:
    from game.app import App
    from game.settings import Settings
    app = App(size, settings=Settings(scale=scale))
    scene = make(app)
    app.switch(scene)
    if getattr(scene, "fade", 1.0) < 1.0:        # the title once the mountain has faded in
        from game.scenes.common import mountain_content
        mountain_content()
        scene.fade = 1.0
    flush = getattr(scene, "_flush_log", None)
    if flush is not None:                        # a still picture: every line of what it shows
        flush()
    scene.update(0.0)
    scene.draw(app.screen)
    app.ui.update(0.01)
    app.ui.draw_ui(app.screen)
    pygame.image.save(app.screen, os.path.join(out, name))
    print(os.path.relpath(os.path.join(out, name), ROOT))
    pygame.quit()


def _moves(play, choose, steps: int, until) -> None:
    """``steps`` moves by ``choose(seat)``, then on until ``until(state)``; a move
    that would end the game is not made (a late picture is still of a game under way)."""
    s = play.state

    def move() -> bool:
        seat = s.current_player()
        a = choose(seat)
        trial = s.clone()
        trial.apply(a)
        if trial.is_over():
            return False
        play.show_move(len(s.action_log) + 1, a.seat, a, s.apply(a))
        return True
    for _ in range(steps):
        if not move():
            return
    while not until(s):
        if not move():
            return


def mid_game(app, steps: int = 60):
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    setup = Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green", "random"),
                          SeatSetup("Chloe", "Red", "random"), SeatSetup("David", "Yellow", "random")), seed=21)
    play = PlayScene(app, setup)
    bots = [make_bot("random", 100 + i) for i in range(4)]
    s = play.state
    _moves(play, lambda seat: bots[seat].choose({}, s.legal_actions(seat)), steps, lambda s: s.current_player() == 0)
    play.motions.tweens.clear()
    play.motions.flights.clear()
    play.sun_shown = float(s.sun)
    play.motions.score_shown = [float(v) for v in s.scores()]
    play.seats.viewer, play.seats.handoff_to = 0, None
    play.selected = next((c for c in s.hands[0] if any(getattr(a, "card", None) == c for a in s.legal_actions(0))),
                         None)
    return play


def finished(app):
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.scenes.results import ResultsScene
    from game.sim import play_out
    setup = Setup("ski", tuple(SeatSetup(n, c, "random") for n, c in
                               zip(("Anna", "Ben", "Chloe", "David"), ("Blue", "Green", "Red", "Yellow"))), seed=4)
    state = play_out(get("ski").new_game(setup), [make_bot("random", i) for i in range(4)])
    return ResultsScene(app, state)


def gp_mid_race(app, steps: int = 40):
    """A Grand Prix race part way, four captains, Anna (human) at the screen with
    one of her snowboarders chosen and its moves lit."""
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.games.grand_prix.scene import GrandPrixScene
    seats = (SeatSetup("Anna", "Beavers"), SeatSetup("Ben", "Crocodiles", "normal"),
             SeatSetup("Chloe", "Kangaroos", "normal"), SeatSetup("David", "Giraffes", "normal"))
    play = GrandPrixScene(app, Setup("grand-prix", seats, seed=21))
    s = play.state
    bots = [make_bot("normal", 100 + i) for i in range(4)]
    from game.ai import Observation
    _moves(play, lambda seat: bots[seat].choose(Observation(s, seat), s.legal_actions(seat)), steps,
           lambda s: s.current_player() == 0)
    play.motions.tweens.clear()
    play.motions.flights.clear()
    play._settle()
    play.motions.score_shown = [float(v) for v in s.scores()]
    play.seats.viewer, play.seats.handoff_to = 0, None
    mine = [i for i, b in enumerate(s.cells) if b and b[0] == 0]
    play.selected = ("space", mine[0]) if mine else None
    return play


def gp_finished(app):
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.scenes.results import ResultsScene
    from game.sim import play_out
    seats = tuple(SeatSetup(n, t, "normal") for n, t in
                  zip(("Anna", "Ben", "Chloe", "David"), ("Beavers", "Crocodiles", "Kangaroos", "Giraffes")))
    state = play_out(get("grand-prix").new_game(Setup("grand-prix", seats, seed=4)),
                     [make_bot("normal", i) for i in range(4)])
    return ResultsScene(app, state)


def gp_course(out: str) -> None:
    """The empty course as the game draws it: docs/img/gp_course.png."""
    from game.app import App
    from game.games.grand_prix import default_content
    from game.games.grand_prix.course_view import CourseRenderer
    App((640, 480))
    r = CourseRenderer(default_content())
    img = r.render(0.6)
    pygame.image.save(img, os.path.join(out, "gp_course.png"))
    print(os.path.relpath(os.path.join(out, "gp_course.png"), ROOT))
    pygame.quit()


NAMES = ("Anna", "Ben", "Chloe", "David")


def bots_mid_game(app, scene_cls, game: str, colours, steps: int, seed: int, turn_phase: str):
    """A game part way in its play scene: four players, Anna (human) at the screen,
    normal bots making ``steps`` moves and then the rest until it is Anna's turn in
    ``turn_phase``."""
    from game.ai import Observation, make_bot
    from game.core.protocol import SeatSetup, Setup
    seats = tuple(SeatSetup(n, c, "human" if i == 0 else "normal") for i, (n, c) in enumerate(zip(NAMES, colours)))
    play = scene_cls(app, Setup(game, seats, seed=seed))
    s = play.state
    bots = [make_bot("normal", 100 + i) for i in range(4)]

    _moves(play, lambda seat: bots[seat].choose(Observation(s, seat), s.legal_actions(seat)), steps,
           lambda s: s.current_player() == 0 and s.phase == turn_phase)
    play.motions.tweens.clear()
    play.motions.flights.clear()
    play._settle()
    play.seats.viewer, play.seats.handoff_to = 0, None
    return play


def bots_finished(app, game: str, colours, seed: int):
    """The results of a four-player game of normal bots."""
    from game.ai import make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.scenes.results import ResultsScene
    from game.sim import play_out
    seats = tuple(SeatSetup(n, c, "normal") for n, c in zip(NAMES, colours))
    state = play_out(get(game).new_game(Setup(game, seats, seed=seed)), [make_bot("normal", i) for i in range(4)])
    return ResultsScene(app, state)


def sg_mid_game(app, steps: int = 70):
    """A Ski Gammon game part way, four skiers, Anna (human) at the screen to roll."""
    from game.games.ski_gammon.scene import SkiGammonScene
    return bots_mid_game(app, SkiGammonScene, "ski-gammon", ("red", "blue", "green", "yellow"), steps, 21, "turn")


def sg_finished(app):
    return bots_finished(app, "ski-gammon", ("red", "blue", "green", "yellow"), 4)


def sg_board(out: str) -> None:
    """Ski Gammon's empty board as the game draws it: docs/img/sg_board.png."""
    from game.app import App
    from game.games.ski_gammon import default_content
    from game.games.ski_gammon.board_view import BoardRenderer
    App((640, 480))
    img = BoardRenderer(default_content()).render(0.5)
    pygame.image.save(img, os.path.join(out, "sg_board.png"))
    print(os.path.relpath(os.path.join(out, "sg_board.png"), ROOT))
    pygame.quit()


def cm_mid_game(app, steps: int = 90):
    """A Chemin Montagneux game part way, four engineers, Anna (human) at the screen to roll."""
    from game.games.chemin_montagneux.scene import CheminScene
    return bots_mid_game(app, CheminScene, "chemin-montagneux", ("black", "green", "red", "blue"), steps, 21, "roll")


def cm_finished(app):
    return bots_finished(app, "chemin-montagneux", ("black", "green", "red", "blue"), 6)


def cm_board(out: str) -> None:
    """Chemin Montagneux's table at the start of a four-engineer game: docs/img/cm_board.png."""
    from game.app import App
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.games.chemin_montagneux.ui import miniature
    App((640, 480))
    seats = tuple(SeatSetup(n, c) for n, c in
                  zip(("Anna", "Ben", "Chloe", "David"), ("black", "green", "red", "blue")))
    state = get("chemin-montagneux").new_game(Setup("chemin-montagneux", seats, seed=21))
    img = pygame.Surface((900, 620), pygame.SRCALPHA)
    box = miniature(img, state, img.get_rect(), centred=True)
    pygame.image.save(img.subsurface(box), os.path.join(out, "cm_board.png"))
    print(os.path.relpath(os.path.join(out, "cm_board.png"), ROOT))
    pygame.quit()


def replay_of(app):
    """The replay viewer on a finished game of Ski the Mountain, half way through."""
    from game.scenes.replay import ReplayScene
    scene = ReplayScene(app, finished(app).state)
    scene.at = len(scene.actions) // 2              # the slider starts there when the screen opens
    return scene


def save_dialog_over(app):
    """The save dialog (Ctrl+S) over a game of Ski the Mountain part way."""
    play = mid_game(app)
    enter = play.enter

    def enter_and_open() -> None:
        enter()
        play.files.save_dialog = None
        play.files.open_save_dialog()
    play.enter = enter_and_open
    return play


def load_with_saves(app):
    """The Load screen over a folder of its own (never the player's): two saves,
    the first chosen, its preview drawn."""
    import tempfile

    from game import saves
    from game.scenes.load import LoadScene
    folder = tempfile.mkdtemp(prefix="shots-saves-")
    play = mid_game(app)
    saves.save_game(play.state, os.path.join(folder, "Sunday on the mountain.json"), "Sunday on the mountain", 1260)
    race = gp_mid_race(app)
    saves.save_game(race.state, os.path.join(folder, "Yeti race.json"), "Yeti race", 540)
    scene = LoadScene(app, folder)
    app.switch(scene)
    scene._choose(scene.labels[0])
    return scene


def tutorial_at(app, game: str, step: int):
    """The game's tutorial at its step ``step`` (counted from 1), its recorded game
    played up to there, the coach's move lit."""
    from game.scenes.table import tutorial_scene
    play = tutorial_scene(app, game)
    coach = play.coach.coach
    app.switch(play)
    for _ in range(2000):
        s = play.state
        if coach.at >= step - 1 and coach.learners_turn(s):
            break
        if coach.learners_turn(s) and coach.step is not None and not coach.step.do:
            coach.next()
            continue
        move = coach.recorded(s)
        if move is None:
            break
        play.act(move)
        play.motions.tweens.clear()
        play.motions.flights.clear()
        play._settle()
    play.motions.skip()
    play.coach.update()
    return play


def _title_of(app, game: str):
    """The title screen with ``game`` chosen."""
    from game.scenes.common import mountain_content
    from game.scenes.title import TitleScene
    mountain_content()                           # the games are read: the chooser shows
    app.chosen_game = game
    return TitleScene(app)


def main(argv=None) -> int:
    import argparse
    ap = argparse.ArgumentParser(description="pictures of every scene")
    ap.add_argument("--out", default=OUT, help="folder for the PNGs (default docs/img)")
    ap.add_argument("--sizes", default="1280x720,1920x1080", help="window sizes, comma separated")
    ap.add_argument("--only", default="", help="scene names, comma separated (default all)")
    ap.add_argument("--scale", type=int, default=100, help="the interface scale, in percent (Settings)")
    args = ap.parse_args(argv)
    import game.games  # noqa: F401  (the bootstrap: the bots and every game register)
    from game.scenes.map_chooser import MapChooserScene
    from game.scenes.pause import PauseScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    os.makedirs(args.out, exist_ok=True)
    scenes = {
        "title": TitleScene, "setup": SetupScene, "play": mid_game, "results": finished,
        "mountains": lambda app: MapChooserScene(app, SetupScene(app)),
        "rules": lambda app: RulesScene(app, TitleScene), "settings": lambda app: SettingsScene(app, TitleScene),
        "pause": lambda app: PauseScene(app, mid_game(app)),
        "load": load_with_saves, "replay": replay_of, "save": save_dialog_over,
        "gp_play": gp_mid_race, "gp_results": gp_finished,
        "sg_play": sg_mid_game, "sg_results": sg_finished,
        "cm_play": cm_mid_game, "cm_results": cm_finished,
    }
    # each game early (a few moves in) and late (near its end, never over), beside play (the middle)
    for pre, play, early, late in (("", mid_game, 4, 170), ("gp_", gp_mid_race, 4, 110),
                                   ("sg_", sg_mid_game, 8, 220), ("cm_", cm_mid_game, 8, 260)):
        scenes[f"{pre}play_early"] = lambda app, play=play, n=early: play(app, n)
        scenes[f"{pre}play_late"] = lambda app, play=play, n=late: play(app, n)
    # every other game's own title, setup, rules and pause screens
    for pre, gid, play in (("gp", "grand-prix", gp_mid_race), ("sg", "ski-gammon", sg_mid_game),
                           ("cm", "chemin-montagneux", cm_mid_game)):
        scenes[f"{pre}_title"] = lambda app, gid=gid: _title_of(app, gid)
        scenes[f"{pre}_setup"] = lambda app, gid=gid: SetupScene(app, game=gid)
        scenes[f"{pre}_rules"] = lambda app, gid=gid: RulesScene(app, TitleScene, gid)
        scenes[f"{pre}_pause"] = lambda app, play=play: PauseScene(app, play(app))
    # each game's tutorial at a step that asks for a move
    for name, gid, step in (("tutorial", "ski", 8), ("gp_tutorial", "grand-prix", 4),
                            ("sg_tutorial", "ski-gammon", 5), ("cm_tutorial", "chemin-montagneux", 6)):
        scenes[name] = lambda app, gid=gid, step=step: tutorial_at(app, gid, step)
    sizes = [tuple(int(v) for v in sz.split("x")) for sz in args.sizes.split(",")]
    only = set(filter(None, args.only.split(",")))
    for size in sizes:
        for name, make in scenes.items():
            if not only or name in only:
                scaled = "" if args.scale == 100 else f"_scale{args.scale}"
                shoot(size, f"{name}_{size[0]}{scaled}.png", make, args.out, args.scale)
    if not only or "gp_course" in only:
        gp_course(args.out)
    if not only or "sg_board" in only:
        sg_board(args.out)
    if not only or "cm_board" in only:
        cm_board(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
