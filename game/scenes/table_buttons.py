"""The table's buttons kept up with the game: which show and which are greyed
for the player at the screen, worked out again only when what they depend on
changes (``ButtonsShown.shown_for``)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic

from game.core.interaction import TABLE_OFF_TIPS, TABLE_TIPS

from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene


class ButtonsShown(Generic[S]):
    """What the table's buttons were last shown for, and the rule that shows them."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.shown_for: object = None            # what the buttons were last shown for

    def sync(self) -> None:
        """During a hand-off only the menu shows; while the "since your last turn"
        strip is open every button but the menu is greyed (a play-test read Roll,
        lit beneath it, as ready to press); otherwise a button is greyed out when
        what it does is not possible for the player at the screen."""
        t = self.t
        seats = t.seats
        key = (id(t.state), len(t.state.action_log), seats.handoff_to, seats.oot, seats.viewer, len(t.undo),
               t.match.undo_seat,
               t._buttons.get("menu"), tuple(t._hidden_buttons()), seats.recap is None)
        if key == self.shown_for:
            return
        self.shown_for = key
        hidden = seats.handoff_to is not None
        away = set(t._hidden_buttons())
        cur = seats.acting()
        mine = cur is not None and cur == seats.mine()
        legal = t.state.legal_actions(cur) if mine and cur is not None else []
        can = {"undo": t.may_take_back() is not None, "hint": bool(legal) and seats.oot is None,
               **t.layers.can()}
        for spec in t.touch.presenter.buttons:     # of two buttons sharing a place, the one that can be pressed shows
            if spec.instead_of:
                away.add(spec.instead_of if can.get(spec.name) else spec.name)
        for k, b in t._buttons.items():
            if k != "menu":
                (b.hide if hidden or k in away else b.show)()
        strip = seats.recap is not None
        for k, btn in t._buttons.items():
            ok = k == "menu" or (not strip and can.get(k, True))
            if ok != btn.is_enabled:
                (btn.enable if ok else btn.disable)()
            self._say(k, btn, ok, strip)

    def _say(self, key: str, btn: Any, ok: bool, strip: bool) -> None:
        """The button's tooltip: what it does, and while it is greyed why (a greyed
        button's tooltip shows too: ``TipButton``)."""
        t = self.t
        spec = next((b for b in t.touch.presenter.buttons if b.name == key), None)
        tip = spec.tip if spec is not None else TABLE_TIPS.get(key, "")
        if not tip:
            return
        if not ok:
            cur = t.seats.acting()
            if strip:
                why = "First close the \"since your last turn\" strip (Got it)."
            elif cur is not None and cur != t.seats.mine():
                why = f"Not now: it is {t.seen.name(cur)}'s move."
            else:
                why = (spec.off_tip if spec is not None else TABLE_OFF_TIPS.get(key, "")) or "Not possible now."
            tip = f"{tip}\n{why}"
        if getattr(btn, "tool_tip_text", tip) != tip:
            if getattr(btn, "tool_tip", None) is not None:
                btn.tool_tip.kill()
                btn.tool_tip = None
            btn.set_tooltip(tip)
