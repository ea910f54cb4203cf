"""A whole 3-seat game (2 humans, 1 bot) played by clicks alone, from the title
screen to the results screen, through the real scenes (dummy video driver).
Each human turn picks one of the rules' legal actions at random and performs
it the way a player would: cards, spots, buttons. After every step the scene
must have changed the game exactly through the rules model."""
from __future__ import annotations

import collections

import pygame
from ui_driver import advance_others, click, press, take_screen  # noqa: E402

from game.core.rng import Rng
from game.games.ski.rules import actions as A
from game.scenes.panel_items import Cards


def perform(app, play, a) -> None:
    """Do action ``a`` with clicks, as a player would."""
    play.layers.click_through(a)


def features(s, a, out_of_turn: bool) -> list[str]:
    """The finer kinds of play the issue names, recognised in an action."""
    out = []
    if isinstance(a, A.TakeCards):
        out += ["take_display"] * bool(a.display) + ["take_deck"] * bool(a.deck)
    if isinstance(a, A.MovePiste):
        colour = s.c.piste[a.card].colour
        if any(s.c.board.spots[x].kind == "piste" and s.c.board.spots[x].colour != colour for x in a.path):
            out.append("carry_over")         # the card's points went on down an easier run
    if isinstance(a, A.PlayEvent):
        if a.target.startswith(("spot:", "lift:", "seat:", "marker:")):
            out.append("event_board_target")
        if out_of_turn:
            out.append("event_out_of_turn")
    return out


def play_by_clicks(app, seed: int) -> collections.Counter:
    """One whole game by clicks; returns how often each kind of action was clicked."""
    from game.games.ski.scene import PlayScene
    from game.scenes.results import ResultsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))
    press(app, next(b for b, k in app.scene.buttons.items() if k == "new"))
    assert isinstance(app.scene, SetupScene) and app.scene.count == 3
    app.scene.seed = seed                      # the deal; normally new every game
    press(app, app.scene.start)
    play = app.scene
    assert isinstance(play, PlayScene)
    s = play.state
    assert [st_.kind for st_ in s.setup.seats] == ["human", "human", "normal"]
    rng = Rng(2024 + seed)
    done = collections.Counter()
    for step in range(4000):
        if isinstance(app.scene, ResultsScene):
            break
        if s.is_over():
            play.update(0.1)                   # the scene moves on to the results
            continue
        if advance_others(app, play):
            continue
        cur = s.current_player()
        assert play.seats.viewer == cur
        # now and then the other human plays an event card out of turn
        other = 1 - cur if cur in (0, 1) else 0
        opts = [x for x in s.legal_actions(other) if isinstance(x, A.PlayEvent)] if other != cur else []
        if opts and rng.random() < 0.3:
            play.draw(app.screen)
            click(app, play.panel.hot[f"oot:{other}"].center)
            take_screen(app)
            assert play.seats.viewer == other
            # the hand shown says whose it is (the heading still names the turn's player)
            assert f"{s.name(other)}'s hand" in _card_titles(play._panel_items())
            pick, who = opts[rng.below(len(opts))], other
        else:
            legal = s.legal_actions(cur)
            # pick a kind of action first, so every kind gets its turn; end the day only late on
            by_kind = collections.defaultdict(list)
            for x in legal:
                if not isinstance(x, A.EndDay) or s.round >= 14:
                    by_kind[type(x).__name__].append(x)
            kinds = sorted(by_kind) or sorted({type(x).__name__ for x in legal})
            kind = kinds[rng.below(len(kinds))]
            if "EndDay" in by_kind and s.round >= 15:
                kind = "EndDay"                # in a town at the end of the day: call it a day
            group = by_kind.get(kind) or [x for x in legal if type(x).__name__ == kind]
            pick, who = group[rng.below(len(group))], cur
            # steer toward a kind of play not clicked yet (a carry-over, an event on the board ...)
            fresh = [x for x in legal if any(done[f] == 0 for f in features(s, x, False))]
            if fresh and rng.random() < 0.7:
                pick = fresh[rng.below(len(fresh))]
        before = s.state_hash()
        perform(app, play, pick)
        assert s.state_hash() != before, f"step {step}: clicking for {pick} changed nothing: {play.status}"
        done[type(pick).__name__] += 1
        done.update(features(s, pick, who != cur))
        if isinstance(pick, A.Walk) and rng.random() < 0.5 and play.undo:
            app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
            s = play.state
            done["undo"] += 1
        s = play.state
    assert isinstance(app.scene, ResultsScene), f"seed {seed}: the game did not reach the results screen"
    return done


def test_whole_games_by_clicks(make_app, tmp_path, monkeypatch):
    from game import settings as st
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    done: collections.Counter = collections.Counter()
    for seed in (1, 2, 3, 4):
        done += play_by_clicks(make_app(), seed)
    # together the games clicked every kind of action
    for kind in ("ChooseStart", "TakeCards", "Discard", "MovePiste", "RideLift", "RideBus", "Walk", "PlayEvent",
                 "EndDay", "take_display", "take_deck", "carry_over", "event_board_target", "event_out_of_turn",
                 "undo"):
        assert done[kind] > 0, (kind, dict(done))


def _card_titles(items) -> list[str]:
    """The titles of every row of cards among the panel's items, nested ones too."""
    out: list[str] = []
    for it in items:
        if isinstance(it, Cards):
            out.append(it.title)
        for inner in (getattr(it, "items", None), *getattr(it, "columns", ())):
            if inner:
                out += _card_titles(inner)
    return out

