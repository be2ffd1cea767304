"""CALL: the Rufer's partner call (spec §1.8, D-A6; 2 players §1.13).

The declarer must call the highest trump from XIX down that he does not hold
(face-up discarded trumps skipped); with two players, the highest trump from
XIX down in either dummy.  There is exactly one legal call.  Its holder is the
partner, known to the engine at once and to the others when the card is
played; with two players both dummies lie face up, so everybody sees it, and
the declarer plays the partner dummy while the dealer plays the other.
"""

from __future__ import annotations

from typing import ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import PROTOCOL_REF, Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Call, Phase

from ..parts.base import NeunzehnerTable
from ..parts.contracts import REF_CALL
from ..parts.table import SEATS


class CallPhase(PhaseHandler[NeunzehnerTable]):
    phase = Phase.CALL
    accepts: ClassVar[tuple[type[Action], ...]] = (Call,)

    def to_move(self, state: NeunzehnerTable) -> int | None:
        return state.declarer

    def legal(self, state: NeunzehnerTable) -> list[Action]:
        assert state.declarer is not None
        return [Call(state.declarer, state.expected_call())]

    def check(self, state: NeunzehnerTable, action: Action) -> Check:
        action = self.expect(state, action, Call)
        if not isinstance(action.card, Card):
            return Check(False, "NOT_IN_HAND", PROTOCOL_REF, {"card": repr(action.card)})
        expected = state.expected_call()
        params = {"card": action.card.code, "expected": expected.code}
        if action.card != expected:
            return Check(False, "N19_CALL_WRONG_CARD", REF_CALL, params)
        return Check(True, "N19_CALL_2P" if state.form == "2p" else "N19_CALL_OK", REF_CALL,
                     params)

    def apply(self, state: NeunzehnerTable, action: Action) -> None:
        action = self.expect(state, action, Call)
        state.called_card = action.card
        state.partner = next(s for s in range(SEATS) if action.card in state.hands[s])
        if state.form == "2p":  # both dummies are face up: everybody sees the partner
            assert state.declarer is not None
            partner = state.partner
            other = next(d for d in state.dummies if d != partner)
            state.controller = {partner: state.declarer, other: state.dealer}
            state.partner_revealed = True

    def done(self, state: NeunzehnerTable) -> bool:
        return state.called_card is not None

    def next_phase(self, state: NeunzehnerTable) -> Phase:
        return Phase.ANNOUNCE
