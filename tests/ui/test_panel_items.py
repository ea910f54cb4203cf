"""The side panel, declared (game/scenes/panel_items.py): every game's panel is
a list of items the table lays out; no game lays out its own."""
from __future__ import annotations

import os
import re

import pygame
import pytest
from locations import ROOT

from game.core.interaction import Key
from game.core.registry import all_games
from game.scenes import panel_items as P
from game.scenes.panel_layout import Layout
from game.scenes.table import TableScene


def _face(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill((200, 40, 40))
    return surf


@pytest.fixture()
def screen():
    from game.view import text
    pygame.init()
    text.reset()                    # fonts of this pygame, not of an earlier test's
    yield pygame.Surface((400, 900))
    pygame.quit()
    text.reset()


def _lay(screen, items, width=300):
    out = Layout(screen, lambda n: round(n))
    bottom = out.lay(items, 10, 10, width)
    return out, bottom


def test_every_keyed_item_is_noted_where_it_is_laid(screen):
    items = [
        P.Sub("First to 40", key=Key("goal")),
        P.Row("Anna", "3 pts", icons=(_face,), key=Key("row", 0), place=Key("seat", 0),
              bits=(P.Pic(_face, "2", key=Key("item", "skis")),), button=P.Button(Key("oot", 0), "Shop")),
        P.Cards((P.Card(Key("hand", 1), _face), P.Card(Key("hand", 2), _face)), (40, 56)),
        P.Cards((P.Card(Key("sun", 0), _face),), (20, 20), how="spread", least=4, places=True),
        P.Slots((P.Slot(Key("die"), hot=True), P.Slot(Key("die2"))), 40, beside=("Roll",)),
        P.Box(("Take it?",), buttons=(P.Button(Key("branch", "take"), "Take it"),)),
        P.Entry(_face, "Fresh Powder", "At any time", key=Key("event", 3)),
        P.Choices("Pay:", (P.Option(Key("coin", "M3"), _face, "3", chosen=True),)),
        P.Framed((P.Stepper(P.Pic(_face, "1 of 2"), (P.Button(Key("give", "skis/-"), "-"),)),), tone="ask"),
    ]
    out, bottom = _lay(screen, items)
    hot = {Key("goal"), Key("row", 0), Key("item", "skis"), Key("oot", 0), Key("hand", 1), Key("hand", 2),
           Key("die"), Key("branch", "take"), Key("event", 3), Key("coin", "M3"), Key("give", "skis/-")}
    assert hot <= set(out.hot)
    assert {Key("seat", 0), Key("sun", 0), Key("die"), Key("die2")} <= set(out.rects)
    assert Key("sun", 0) not in out.hot and Key("die2") not in out.hot      # places only: no click lands there
    tops = [out.hot[Key("goal")].y, out.hot[Key("row", 0)].y, out.hot[Key("hand", 1)].y, out.rects[Key("die")].y,
            out.hot[Key("branch", "take")].y, out.hot[Key("event", 3)].y, out.hot[Key("coin", "M3")].y]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)           # one under the other, in order
    assert all(r.right <= 310 + 1 for r in out.hot.values())               # within the panel's width
    assert bottom >= out.hot[Key("give", "skis/-")].bottom


def test_a_hand_short_of_room_overlaps_and_each_card_is_clicked_where_it_shows(screen):
    cards = tuple(P.Card(Key("hand", i), _face) for i in range(9))
    out, _ = _lay(screen, [P.Cards(cards, (60, 84))], width=300)
    rects = [out.hot[Key("hand", i)] for i in range(9)]
    assert rects[-1].right <= 311
    assert all(a.right <= b.x for a, b in zip(rects, rects[1:]))          # the part that shows: no two overlap
    assert rects[-1].w == 60


def test_words_are_wrapped_never_cut(screen):
    long = "The lift runs at half speed and every skier on it waits one more turn before the top " * 2
    out, bottom = _lay(screen, [P.Line(long, key=Key("l")), P.Box((long,), title="Heavy Snow", key=Key("b"))])
    assert out.hot[Key("l")].h > 40 and out.hot[Key("b")].h > 40         # several rows, whole
    assert bottom > out.hot[Key("b")].bottom


def test_a_dimmed_card_is_drawn_faded(screen):
    out, _ = _lay(screen, [P.Cards((P.Card(Key("a"), _face), P.Card(Key("b"), _face, dim=True)), (40, 56),
                                   how="rows")])
    a, b = out.hot[Key("a")], out.hot[Key("b")]
    assert screen.get_at(a.center)[:3] == (200, 40, 40)
    assert screen.get_at(b.center)[:3] != (200, 40, 40)


def test_no_game_lays_out_its_own_panel():
    """Every game's play scene leaves the panel to the table (it declares its
    items), and no game's module notes a panel place by hand."""
    for info in all_games():
        scene = info.screens().scene
        assert scene._draw_panel is TableScene._draw_panel, f"{info.id} draws its own panel"
    hand = re.compile(r"panel\.(hot|rects)\[[^\]]+\]\s*=|panel\.card_row\(|_panel_heading\(")
    found = []
    for folder, dirs, names in os.walk(os.path.join(ROOT, "game", "games")):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for n in names:
            if n.endswith(".py"):
                path = os.path.join(folder, n)
                with open(path, encoding="utf-8") as f:
                    found += [f"{os.path.relpath(path, ROOT)}:{i}" for i, line in enumerate(f, 1) if hand.search(line)]
    assert not found, found


def test_a_rows_name_comes_before_its_tails_words(screen, monkeypatch):
    """A seat's row short of room: the tail's words shorten to their counts ("4
    events," to "4") before the name is cut (at 125% "Anna" read "An...")."""
    said: list[tuple[str, int]] = []
    real = Layout.words

    def words(self, s, at, size, tone="ink", bold=False, anchor="topleft", width=0):
        said.append((s, width))
        return real(self, s, at, size, tone, bold, anchor, width)
    monkeypatch.setattr(Layout, "words", words)
    tail = (P.Pic(_face, "4 events,", size=(13, 18)), P.Pic(_face, "7 cards,", size=(13, 18)))
    row = P.Row("Annabelle", "12 pts", icons=(_face,), tail=tail, button=P.Button(Key("oot", 0), "Play event"))
    _lay(screen, [row], width=330)
    from game.view.text import fonts
    name = next(w for s, w in said if s == "Annabelle")
    assert name >= fonts().get(15).size("Annabelle")[0], said
    assert ("4", 0) in said and ("7", 0) in said
    said.clear()
    _lay(screen, [row], width=900)                     # room enough: the words whole
    assert ("4 events,", 0) in said and ("7 cards,", 0) in said
