"""The ANNOUNCE phase: declarations, announcements and who plays the dummy.

Decision D-A7: one lap in play order from the dealer's right; at his turn a
player adds legal items one at a time (``Announce(seat, item)``) and ends with
``Announce(seat, "done")``.  Dummies never speak (D-A10).  In the dummy
forms, a contract without partner then asks the defenders in play order after
the declarer whether they volunteer to play the dummy (D-A13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tarock_tutor.core.protocol import Announce, RuleRef

from .contracts import REF_DECLARE, REF_DUMMY, TRUMP_I
from .declarations import (
    ANNOUNCED_VALUE,
    DECLINE,
    DONE,
    HAND_ITEMS,
    ITEM_EN,
    ITEM_JA,
    PAGAT,
    VALAT,
    VALUE,
    VOLUNTEER,
    combination_problem,
    held,
    legal_items,
)

if TYPE_CHECKING:
    from .state import NeunzehnerState


def announce_choices(state: NeunzehnerState, seat: int) -> list[str]:
    """What ``seat`` may say now in the declaration lap (items, announcements, done)."""
    hand = state.hands[seat]
    out = legal_items(hand, state.declarations[seat])
    if state.pagat_announced_by is None and TRUMP_I in hand:
        out.append(PAGAT)
    if state.valat_announced_by is None:
        out.append(VALAT)
    return [*out, DONE]


def check_announce(state: NeunzehnerState, action: Announce
                   ) -> tuple[str, dict[str, Any], RuleRef]:
    """Reason code, parameters and rule for an ``Announce`` in the ANNOUNCE phase."""
    what, seat = action.what, action.seat
    if not isinstance(what, str):
        quoted = {"item": repr(what), "item_ja": repr(what), "action": repr(what)}
        code = "UNKNOWN_ACTION" if state.in_volunteer_step else "N19_DECL_UNKNOWN"
        return code, quoted, REF_DUMMY if state.in_volunteer_step else REF_DECLARE
    names = {"item": ITEM_EN.get(what, what), "item_ja": ITEM_JA.get(what, what)}
    if state.in_volunteer_step:
        if what == VOLUNTEER:
            return "N19_DUMMY_VOLUNTEER", {}, REF_DUMMY
        if what == DECLINE:
            return "N19_DUMMY_DECLINE", {}, REF_DUMMY
        return "UNKNOWN_ACTION", {"action": what}, REF_DUMMY
    if what == DONE:
        return "N19_ANNOUNCE_DONE", {}, REF_DECLARE
    if what == PAGAT:
        if state.pagat_announced_by is not None:
            return "N19_DECL_REPEATED", names, REF_DECLARE
        if TRUMP_I not in state.hands[seat]:
            return "N19_PAGAT_NOT_HOLDER", names, REF_DECLARE
        return "N19_DECLARE_OK", {**names, "value": ANNOUNCED_VALUE[PAGAT]}, REF_DECLARE
    if what == VALAT:
        if state.valat_announced_by is not None:
            return "N19_VALAT_ALREADY", names, REF_DECLARE
        return "N19_DECLARE_OK", {**names, "value": ANNOUNCED_VALUE[VALAT]}, REF_DECLARE
    if what not in HAND_ITEMS:
        return "N19_DECL_UNKNOWN", names, REF_DECLARE
    problem = combination_problem([*state.declarations[seat], what])
    if problem is not None:
        return problem[0], names, REF_DECLARE
    if not held(state.hands[seat], what):
        return "N19_DECL_NOT_HELD", names, REF_DECLARE
    return "N19_DECLARE_OK", {**names, "value": VALUE[what]}, REF_DECLARE
