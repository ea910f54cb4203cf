"""Flag Race's interaction (no pygame): a click on one of the pile's last
flags, or on a Take chip, takes that many flags. Keys: ``flag:J`` (the pile's
flag J, the bottom one 0), ``take:N`` (the panel's chip Take N)."""
from __future__ import annotations

from game.core.interaction import ButtonSpec, Key, Outcome, Picked
from game.core.protocol import Action, GameState

from .actions import TakeFlags
from .state import FRState


def race(view: GameState) -> FRState:
    if not isinstance(view, FRState):
        raise TypeError(f"Flag Race's presenter was given {type(view).__name__}")
    return view


class FlagRacePresenter:
    buttons: tuple[ButtonSpec, ...] = ()

    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        s = race(view)
        counts = [a.count for a in s.legal_actions(seat) if isinstance(a, TakeFlags)]
        return frozenset([Key("take", n) for n in counts] + [Key("flag", s.pile - n) for n in counts])

    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        s = race(view)
        n = 0
        if key is not None and key.kind in ("take", "flag"):
            n = key.number if key.kind == "take" else s.pile - key.number
        if 1 <= n <= s.c.most:
            return Outcome(act=TakeFlags(seat, n))
        return Outcome(say="Click one of the lit flags: it and the flags after it are yours." if s.pile else "")

    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        if not isinstance(action, TakeFlags):
            raise ValueError(f"no way to click {action}")
        return (Key("flag", race(view).pile - action.count),)

    def shows(self, view: GameState, action: Action) -> Picked:
        return ()                     # the flags taken are home: the log and the strip say it

    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        s = race(view)
        kind, val = key.kind, key.value
        if kind == "take":
            n = int(val)
            left = s.pile - n
            return f"Take {n} flag{'s' if n > 1 else ''}: " + ("the last one, and the race." if not left else
                                                               f"{left} left for the other player.")
        if kind == "row":
            return f"{s.name(int(val))} has taken {s.taken[int(val)]} flags."
        if kind == "flag":
            j = int(val)
            n = s.pile - j
            if n <= s.c.most:
                return f"The pile's flag {j + 1}: a click takes it and the {n - 1} after it." if n > 1 else \
                    "The top of the pile: a click takes this one flag."
            return f"The pile's flag {j + 1}: {n} flags from the top, out of reach this turn."
        return None

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        return None

    def reason(self, view: GameState, move: Action) -> str | None:
        return None
