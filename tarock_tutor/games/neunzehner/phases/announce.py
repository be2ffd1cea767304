"""ANNOUNCE: declarations, announcements and who plays the dummy (spec §1.9, §1.13).

Decision D-A7: one lap in play order from the dealer's right; at his turn a
player adds legal items one at a time (``Announce(seat, item)``) and ends with
``Announce(seat, "done")``.  Dummies never speak (D-A10).  After the lap, the
dummy forms turn the dummy face up: in a Rufer the partner is then known and
the dummy is played by its own team's live player; in a contract without
partner the defenders are asked in play order after the declarer whether they
volunteer to play it, and if none does the first of them must (D-A13).  In the
dealer-dummy form a dealer who is himself the declarer shows his hand and plays
it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Announce, Phase, RuleRef

from ..parts.base import NeunzehnerTable
from ..parts.contracts import REF_DECLARE, REF_DUMMY, RUFER, TRUMP_I
from ..parts.declarations import (
    ANNOUNCED_VALUE,
    DECLINE,
    DONE,
    HAND_ITEMS,
    PAGAT,
    VALAT,
    VALUE,
    VOLUNTEER,
    combination_problem,
    held,
    legal_items,
)
from ..parts.table import order_from

ALLOWED = frozenset({"N19_DECLARE_OK", "N19_ANNOUNCE_DONE", "N19_DUMMY_VOLUNTEER",
                     "N19_DUMMY_DECLINE"})


def announce_choices(state: NeunzehnerTable, seat: int) -> list[str]:
    """What ``seat`` may say now in the declaration lap (items, announcements, done)."""
    hand = state.hands[seat]
    out = legal_items(hand, state.declarations[seat])
    if state.pagat_announced_by is None and TRUMP_I in hand:
        out.append(PAGAT)
    if state.valat_announced_by is None:
        out.append(VALAT)
    return [*out, DONE]


def check_announce(state: NeunzehnerTable, action: Announce
                   ) -> tuple[str, dict[str, Any], RuleRef]:
    """Reason code, parameters (ids) and rule for an ``Announce``."""
    what, seat = action.what, action.seat
    if state.in_volunteer_step:
        if what == VOLUNTEER:
            return "N19_DUMMY_VOLUNTEER", {}, REF_DUMMY
        if what == DECLINE:
            return "N19_DUMMY_DECLINE", {}, REF_DUMMY
        return "UNKNOWN_ACTION", {"action": repr(what) if not isinstance(what, str)
                                  else what}, REF_DUMMY
    if not isinstance(what, str):
        return "N19_DECL_UNKNOWN", {"item": repr(what)}, REF_DECLARE
    item = {"item": what}
    if what == DONE:
        return "N19_ANNOUNCE_DONE", {}, REF_DECLARE
    if what == PAGAT:
        if state.pagat_announced_by is not None:
            return "N19_DECL_REPEATED", item, REF_DECLARE
        if TRUMP_I not in state.hands[seat]:
            return "N19_PAGAT_NOT_HOLDER", item, REF_DECLARE
        return "N19_DECLARE_OK", {**item, "value": ANNOUNCED_VALUE[PAGAT]}, REF_DECLARE
    if what == VALAT:
        if state.valat_announced_by is not None:
            return "N19_VALAT_ALREADY", item, REF_DECLARE
        return "N19_DECLARE_OK", {**item, "value": ANNOUNCED_VALUE[VALAT]}, REF_DECLARE
    if what not in HAND_ITEMS:
        return "N19_DECL_UNKNOWN", item, REF_DECLARE
    problem = combination_problem([*state.declarations[seat], what])
    if problem is not None:
        return problem[0], item, REF_DECLARE
    if not held(state.hands[seat], what):
        return "N19_DECL_NOT_HELD", item, REF_DECLARE
    return "N19_DECLARE_OK", {**item, "value": VALUE[what]}, REF_DECLARE


def _after_lap(state: NeunzehnerTable) -> None:
    if state.form == "3p_dummy":
        _set_up_dummy(state, state.dummies[0])
    elif state.form == "4p_dealer_dummy":
        if state.declarer == state.dealer:  # his hand is shown, he plays it himself
            state.exposed.add(state.dealer)
        else:
            _set_up_dummy(state, state.dealer)


def _set_up_dummy(state: NeunzehnerTable, dummy: int) -> None:
    """Spec §1.13 steps 4–6: expose the dummy and settle who plays it."""
    decl = state.declarer
    assert decl is not None
    state.play_dummy = dummy
    state.exposed.add(dummy)
    live = [s for s in order_from(decl)[1:] if s != dummy]
    if state.contract == RUFER:
        state.partner_revealed = True  # in the dummy, or the called player says so
        if state.partner == dummy:
            state.controller[dummy] = decl
        else:
            state.controller[dummy] = next(s for s in live if s != state.partner)
    else:
        state.defenders = live
        state.volunteers = list(live)


class AnnouncePhase(PhaseHandler[NeunzehnerTable]):
    phase = Phase.ANNOUNCE
    accepts: ClassVar[tuple[type[Action], ...]] = (Announce,)

    def enter(self, state: NeunzehnerTable) -> None:
        state.announce_queue = [s for s in order_from(state.eldest) if s not in state.dummies]

    def to_move(self, state: NeunzehnerTable) -> int | None:
        q = state.announce_queue or state.volunteers
        return q[0] if q else None

    def legal(self, state: NeunzehnerTable) -> list[Action]:
        seat = self.to_move(state)
        assert seat is not None
        if state.announce_queue:
            return [Announce(seat, w) for w in announce_choices(state, seat)]
        return [Announce(seat, VOLUNTEER), Announce(seat, DECLINE)]

    def check(self, state: NeunzehnerTable, action: Action) -> Check:
        action = self.expect(state, action, Announce)
        code, params, rule = check_announce(state, action)
        return Check(code in ALLOWED, code, rule, params)

    def apply(self, state: NeunzehnerTable, action: Action) -> None:
        action = self.expect(state, action, Announce)
        seat, what = action.seat, action.what
        if not state.announce_queue:  # who plays the dummy (D-A13)
            assert state.play_dummy is not None
            if what == VOLUNTEER:
                state.controller[state.play_dummy] = seat
                state.volunteers = []
            else:
                state.volunteers.pop(0)
                if not state.volunteers:
                    state.controller[state.play_dummy] = state.defenders[0]
        elif what == DONE:
            state.announce_queue.pop(0)
            if not state.announce_queue:
                _after_lap(state)
        elif what == PAGAT:
            state.pagat_announced_by = seat
        elif what == VALAT:
            state.valat_announced_by = seat
        else:
            state.declarations[seat].append(what)

    def done(self, state: NeunzehnerTable) -> bool:
        return not state.announce_queue and not state.volunteers

    def next_phase(self, state: NeunzehnerTable) -> Phase:
        return Phase.PLAY
