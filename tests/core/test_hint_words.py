"""A hint says only what its seat may see: the words every sampled world agrees on."""
from __future__ import annotations

import random

import pytest

from game.ai.hint import QUIET, imperative, shared_words
from game.core.registry import all_games


def test_shared_words_keep_whole_clauses_or_whole_words():
    assert shared_words(["Ben skis down", "Ben skis down"]) == "Ben skis down"
    assert shared_words(["Ben grades the tile, turning up the ace of Moons",
                         "Ben grades the tile, turning up the 3 of Suns"]) == "Ben grades the tile"
    assert shared_words(["Anna rolls ace of Suns, 3 of Moons", "Anna rolls 5 of Suns, 2 of Moons"]) == "Anna rolls"
    assert shared_words(["Anna rolls 2", "Anna rolls 25"]) == "Anna rolls"
    assert shared_words(["Anna rolls", "Anna rolls 4"]) == "Anna rolls"
    assert shared_words(["Anna", "Ben"]) == ""


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_a_hint_never_says_what_does_not_come_true(app, gid):
    """In hot-seat play, every hint's words are how the move really reads once it
    is made: a hint names no die that may not come up, no face-down tile, no
    card under the deck's top (the sampled world's guesses are not said)."""
    from ui_driver import advance_others, again, hotseat_table
    play = hotseat_table(app, gid, seed=5)
    rng = random.Random(2)
    hints = 0
    for step in range(150):
        while advance_others(app, play):
            pass
        if play.state.is_over():
            play = again(app, play, seed=5 + step)          # a short game: the next one
            continue
        seat = play.state.current_player()
        if step % 2 == 0:
            play.hints.show()
            if play.hints.now() is not None:
                move = play.hints.now().move
                said = play.status[len("Hint: "):].split(", because ")[0]
                after = play.state.clone()
                real = next((e.text.rstrip(".") for e in after.apply(move) if e.kind not in QUIET), str(move))
                real = imperative(real, play.state.name(seat))        # as the hint says it to its player
                assert real.startswith(said), f"the hint said {said!r}; the move reads {real!r}"
                hints += 1
        seat = play.state.current_player()
        play.act(rng.choice(play.state.legal_actions(seat)))
    assert hints >= 20


def test_a_hint_speaks_to_its_player():
    assert imperative("Anna chooses Edelweiss", "Anna") == "choose Edelweiss"
    assert imperative("Anna passes", "Anna") == "pass"
    assert imperative("Ben finishes on the podium", "Ben") == "finish on the podium"
    assert imperative("Ben goes bust", "Ben") == "go bust"
    assert imperative("Cy raises the 5 of Moons", "Cy") == "raise the 5 of Moons"
    assert imperative("Cy carries on", "Cy") == "carry on"
    assert imperative("Cy skis down", "Cy") == "ski down"
    assert imperative("Ben's Yeti throws", "Ben") == "Ben's Yeti throws"       # not the player and a verb
    assert imperative("Anna Maria rolls", "Anna") == "Anna Maria rolls"
