"""Flag Race's one move: take 1 to 3 flags from the pile."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.protocol import Action, action_decoder


@dataclass(frozen=True)
class TakeFlags(Action):
    """Take ``count`` flags (1 to 3) from the top of the pile."""
    kind: ClassVar[str] = "take"
    count: int


decode_action = action_decoder([TakeFlags])
