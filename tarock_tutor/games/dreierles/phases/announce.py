"""Before play (spec §3.6–3.8, §3.12.2).

Normal game: the declarer may announce Zehn Druck (ten or more trumps) and then
the last-trick Pfeife, and says "fertig"; then the knocking: the eligible
defenders are asked in play order from the declarer's right — the first
"kontra" doubles the game result (two knocks at one step count once, D-K2) —
then the declarer may answer "re", and so on up to ``max_doublings``.  A
defender who passed while Dreier was open may not knock (§3.8 rule 2); the
sitting-out dealer may not knock in a normal game (D5).

Räuber: once round the table from the last player to pass, everybody (the
sitting-out dealer too) may say Kontra; each one doubles the payments.

The level and the calls live in the core :class:`~tarock_tutor.core.doubling.Chain`
(calls Kontra, Re, Kontra, … cut at ``max_doublings``; in Räuber one Kontra per
person); who is asked and when the window closes are Dreierles' rules and stay here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.doubling import Chain
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Announce, Phase

from ..parts.rules import (
    FERTIG,
    KONTRA,
    PASS,
    PFEIFE,
    PFEIFE_CALL,
    RAEUBER,
    RE,
    REF_DEALER_KNOCK,
    REF_KONTRA,
    REF_KONTRA_BAR,
    REF_LAST_ROUND,
    REF_PFEIFE,
    REF_RAEUBER,
    REF_RAEUBER_KONTRA,
    REF_ZEHN_DRUCK,
    ZEHN_DRUCK,
)

if TYPE_CHECKING:
    from tarock_tutor.core.protocol import RuleRef

    from ..parts.base import DreierlesDeal as DreierlesState


def knock_refusal(state: DreierlesState, seat: int) -> tuple[str, RuleRef] | None:
    """Why ``seat`` may not knock in a normal game (``None``: he may)."""
    if seat == state.declarer:
        return "DECLARER_SAYS_RE", REF_KONTRA
    if seat not in state.active:
        if state.options["dealer_kontra"]:
            return None
        return "DEALER_CANNOT_KNOCK", REF_DEALER_KNOCK
    if state.options["last_round_raeuber_or_solo"]:
        assert state.declarer is not None
        if state.active.index(seat) < state.active.index(state.declarer):
            return "KONTRA_BARRED_LAST_ROUND", REF_LAST_ROUND
        return None
    if state.options["kontra_barred"] == "only_bidders":
        if all(b == PASS for s, b in state.bids if s == seat):
            return "KONTRA_BARRED_NOT_BIDDER", REF_KONTRA_BAR
        return None
    if seat in state.passed_open:
        return "KONTRA_BARRED_PASSED_OPEN", REF_KONTRA_BAR
    return None


def knockers(state: DreierlesState) -> list[int]:
    """The defenders (and, by option, the dealer) who may knock, in play order from
    the declarer's right."""
    assert state.declarer is not None
    ring = [(state.declarer + i) % state.table for i in range(1, state.table)]
    return [s for s in ring if knock_refusal(state, s) is None]


def knock_calls(limit: int) -> tuple[str, ...]:
    """The calls of a normal game's chain (§3.8 rule 3, D3): Kontra, Re, Kontra, … —
    ``limit`` of them.

    >>> knock_calls(3)
    ('kontra', 're', 'kontra')
    """
    return tuple(KONTRA if i % 2 == 0 else RE for i in range(limit))


def trumps_held(state: DreierlesState) -> int:
    assert state.declarer is not None
    return sum(1 for c in state.cards[state.declarer] if c.is_trump)


class AnnouncePhase(PhaseHandler["DreierlesState"]):
    phase = Phase.ANNOUNCE
    accepts: ClassVar[tuple[type[Action], ...]] = (Announce,)

    def enter(self, state: DreierlesState) -> None:
        turn = len(state.history)
        if state.contract == RAEUBER:
            last = state.active[-1]
            state.queue = [(last + i) % state.table for i in range(state.table)]
            state.chain = Chain(RAEUBER, created=turn, calls=(KONTRA,) * state.table)
        else:
            state.chain = Chain("game", created=turn,
                                calls=knock_calls(state.options["max_doublings"]))

    def to_move(self, state: DreierlesState) -> int | None:
        if state.contract == RAEUBER or state.awaiting == KONTRA:
            return state.queue[0]
        return state.declarer

    def legal(self, state: DreierlesState) -> list[Action]:
        seat = self.to_move(state)
        assert seat is not None
        if state.contract == RAEUBER or state.awaiting == KONTRA:
            return [Announce(seat, KONTRA), Announce(seat, PASS)]
        if state.awaiting == RE:
            return [Announce(seat, RE), Announce(seat, PASS)]
        out: list[Action] = []
        if ZEHN_DRUCK not in state.announced and PFEIFE_CALL not in state.announced \
                and trumps_held(state) >= 10:
            out.append(Announce(seat, ZEHN_DRUCK))
        if PFEIFE_CALL not in state.announced and PFEIFE in state.cards[seat]:
            out.append(Announce(seat, PFEIFE_CALL))
        out.append(Announce(seat, FERTIG))
        return out

    def check(self, state: DreierlesState, action: Action) -> Check:
        action = self.expect(state, action, Announce)
        what = action.what
        if state.contract == RAEUBER:
            if what == KONTRA:
                return Check(True, "RAEUBER_KONTRA_OK", REF_RAEUBER_KONTRA)
            if what == PASS:
                return Check(True, "KONTRA_PASS_OK", REF_RAEUBER_KONTRA)
            if what in (ZEHN_DRUCK, PFEIFE_CALL, FERTIG):
                return Check(False, "NOT_IN_RAEUBER", REF_RAEUBER)
            return Check(False, "UNKNOWN_ANNOUNCE", REF_RAEUBER_KONTRA, {"what": str(what)})
        if state.awaiting is not None:
            return self._check_knock(state, what)
        if what == ZEHN_DRUCK:
            if ZEHN_DRUCK in state.announced:
                return Check(False, "ALREADY_ANNOUNCED", REF_ZEHN_DRUCK, {"what": what})
            if PFEIFE_CALL in state.announced:
                return Check(False, "ANNOUNCE_ORDER", REF_KONTRA)
            if trumps_held(state) < 10:
                return Check(False, "ZEHN_DRUCK_NEEDS_TEN", REF_ZEHN_DRUCK,
                             {"trumps": trumps_held(state)})
            return Check(True, "ZEHN_DRUCK_OK", REF_ZEHN_DRUCK)
        if what == PFEIFE_CALL:
            if PFEIFE_CALL in state.announced:
                return Check(False, "ALREADY_ANNOUNCED", REF_PFEIFE, {"what": what})
            assert state.declarer is not None
            if PFEIFE not in state.cards[state.declarer]:
                return Check(False, "PFEIFE_NOT_HELD", REF_PFEIFE)
            return Check(True, "PFEIFE_ANNOUNCE_OK", REF_PFEIFE)
        if what == FERTIG:
            return Check(True, "FERTIG_OK", REF_KONTRA)
        if what in (KONTRA, RE):
            return Check(False, "KONTRA_NOT_NOW", REF_KONTRA)
        return Check(False, "UNKNOWN_ANNOUNCE", REF_KONTRA, {"what": str(what)})

    def _check_knock(self, state: DreierlesState, what: str) -> Check:
        if what == PASS:
            return Check(True, "KONTRA_PASS_OK", REF_KONTRA)
        if state.awaiting == KONTRA:
            if what == KONTRA:
                return Check(True, "KONTRA_OK", REF_KONTRA)
            if what == RE:
                return Check(False, "RE_ONLY_AFTER_KONTRA", REF_KONTRA)
        else:
            if what == RE:
                return Check(True, "RE_OK", REF_KONTRA)
            if what == KONTRA:
                return Check(False, "DECLARER_SAYS_RE", REF_KONTRA)
        if what in (ZEHN_DRUCK, PFEIFE_CALL, FERTIG):
            return Check(False, "ONLY_DECLARER_ANNOUNCES", REF_KONTRA)
        return Check(False, "UNKNOWN_ANNOUNCE", REF_KONTRA, {"what": str(what)})

    def apply(self, state: DreierlesState, action: Action) -> None:
        action = self.expect(state, action, Announce)
        what, seat = action.what, action.seat
        if state.contract == RAEUBER:
            state.queue.pop(0)
            if what == KONTRA:
                state.chain.raise_(turn=len(state.history), seat=seat)
            return
        if what in (ZEHN_DRUCK, PFEIFE_CALL):
            state.announced.append(what)
        elif what == FERTIG:
            state.fertig = True
            self._open_kontra_step(state)
        elif what == PASS:
            if state.awaiting == KONTRA:
                state.queue.pop(0)
                state.window = bool(state.queue)
            else:
                state.window = False
        else:  # kontra or re: one more level of the chain
            state.chain.raise_(turn=len(state.history), seat=seat)
            if state.chain.next_call() is None:
                state.window = False
            elif state.chain.against_side_next():
                self._open_kontra_step(state)

    def _open_kontra_step(self, state: DreierlesState) -> None:
        """The defenders' step of the window: everyone eligible is asked in turn."""
        state.queue = knockers(state) if state.chain.next_call() is not None else []
        state.window = bool(state.queue)

    def done(self, state: DreierlesState) -> bool:
        if state.contract == RAEUBER:
            return not state.queue
        return state.fertig and not state.window

    def next_phase(self, state: DreierlesState) -> Phase:
        return Phase.PLAY

