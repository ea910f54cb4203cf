"""The moves a seat elsewhere receives whole besides its own (``public_action``)
name nothing hidden: each was allowed in every world the other seats could
imagine (everything hidden from them dealt again) when it was made."""
from __future__ import annotations

import pytest

from game.ai import bot_setup
from game.core.registry import all_games, get
from game.core.rng import Rng

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_a_public_move_is_allowed_in_every_world_the_others_can_imagine(gid):
    info = get(gid)
    n = min(3, info.max_players)
    public = 0
    for seed in (1, 2):
        s = info.new_game(bot_setup(info, n, seed, ["random"] * n))
        rng = Rng(seed)
        for step in range(400):
            cur = s.current_player()
            if cur is None:
                break
            acts = s.legal_actions(cur)
            a = acts[rng.below(len(acts))]
            if s.public_action(a):
                public += 1
                for other in range(n):
                    if other != cur:
                        for k in (1, 2):
                            world = s.determinize(other, 900 + k + step)
                            assert world.why_illegal(a) is None, (seed, step, a, other)
            s.apply(a)
    assert public > 0 or gid != "grand-prix", "the Grand Prix's steps are public moves: none was checked"
