"""What the parts of Ski's state (legality.py, moves.py, scoring.py) may read of the
whole: ``SkiState`` has these fields and helpers; declared here once, for the
type checker only."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event, Setup
from game.core.rng import Rng

from .content import SkiContent


class SkiParts:
    if TYPE_CHECKING:         # the state's fields and helpers this part reads (SkiState has them)
        c: SkiContent
        _setup: Setup
        rng: Rng
        phase: str
        turn: int
        round: int
        pos: list[int | None]
        deck: list[int]
        discard: list[int]
        display: list[int | None]
        hands: list[list[int]]
        ev_hands: list[list[int]]
        ev_deck: list[int]
        ev_discard: list[int]
        tg_deck: list[int]
        target: list[int | None]
        targets_done: list[list[int]]
        target_base: list[dict[str, int]]
        stats: list[dict[str, int]]
        score: list[dict[str, int]]
        snowflakes: list[list[str]]
        progress: list[list[int]]
        finished: list[bool]
        no_lift: list[int]
        markers: dict[str, list[int]]
        main_done: bool
        walked: list[int]
        boost: int
        window: list[dict[str, Any]]
        end_reason: str
        next_trigger: int
        _HANDLERS: dict[type, Callable[..., None]]

        def name(self, seat: int) -> str: ...
        def current_player(self) -> int | None: ...
        def dusk_seat(self) -> int: ...
        def spot_label(self, spot: int | None) -> str: ...
        def card_text(self, card: int) -> str: ...
        def _marker_label(self, kind: str, at: int) -> str: ...
        def _take_limit(self, seat: int) -> int: ...
        def _next_chooser(self) -> int | None: ...
        def _draw_piste(self) -> int | None: ...
        def _new_round(self, ev: list[Event]) -> None: ...
