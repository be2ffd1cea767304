"""Partnerships: the "20" round, the "15" round, or the called King (seed 004,
spec §3.7, decisions D-C6, D-C7, D-C8).

"20": in play order from the dealer's right (dealer included) each says
``twenty`` (only with at least 20 in 10- and 5-point cards) or ``zero``; the
first "20" ends the round.  Nobody: no play, the same dealer deals again.
"15": the other three from the "20" player's right say ``fifteen`` (exactly 15)
or ``zero``; the first "15" is the open partner.  Otherwise the "20" player
calls a King he does not hold (a Queen when he holds all four Kings); its
holder is the secret partner.  A called Queen lying in the dealer's discard
leaves the caller alone against three, scored as a Solo (D-C8).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Call, Phase

from ..parts.deal import KINGS, QUEENS, hand_value
from ..variants import ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

REF20 = ref("§3.7", "D-C6")
REFCALL = ref("§3.7", "D-C7, D-C8")


def callable_for(hand: Sequence[Card], own_discard: Sequence[Card] = ()) -> list[Card]:
    """Kings (Queens, with all four Kings) a "20" player with ``hand`` may call: those he
    neither holds nor discarded himself (decision D-C7, ``king_call_rule = free``).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> [c.code for c in callable_for(parse_cards("T20 T19 SK HK"))]
    ['CK', 'DK']
    >>> [c.code for c in callable_for(parse_cards("SK CK HK DK SQ"), parse_cards("CQ"))]
    ['HQ', 'DQ']
    """
    kind = QUEENS if all(k in hand for k in KINGS) else KINGS
    return [c for c in kind if c not in hand and c not in own_discard]


def callable_cards(state: SicilianTable, seat: int) -> list[Card]:
    """What ``seat`` may call now (his own discard excluded)."""
    own_discard = state.discard if seat == state.exchanger else ()
    return callable_for(state.held[seat], own_discard)


class CallPhase(PhaseHandler["SicilianTable"]):
    phase = Phase.CALL
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid, Call)

    def enter(self, state: SicilianTable) -> None:
        state.partner_stage = "twenty"

    def to_move(self, state: SicilianTable) -> int | None:
        stage = state.partner_stage
        if stage == "twenty":
            return state.order[len(state.twenty_said)]
        if stage == "fifteen":
            t = state.twenty
            assert t is not None
            return (t + 1 + len(state.fifteen_said)) % 4
        if stage == "call":
            return state.twenty
        return None

    def legal(self, state: SicilianTable) -> list[Action]:
        seat = self.to_move(state)
        if seat is None:
            return []
        stage = state.partner_stage
        if stage == "call":
            return [Call(seat, c) for c in callable_cards(state, seat)]
        value = hand_value(state.held[seat])
        word = "twenty" if stage == "twenty" else "fifteen"
        ok = value >= 20 if stage == "twenty" else value == 15
        out: list[Action] = [Bid(seat, word)] if ok else []
        return [*out, Bid(seat, "zero")]

    def check(self, state: SicilianTable, action: Action) -> Check:
        stage = state.partner_stage
        seat = action.seat
        if stage == "call":
            if not isinstance(action, Call):
                return Check(False, "BID_NOT_NOW", REFCALL)
            return self._check_call(state, action)
        if not isinstance(action, Bid):
            return Check(False, "CALL_NOT_NOW", REFCALL)
        value = hand_value(state.held[seat])
        word = "twenty" if stage == "twenty" else "fifteen"
        if action.bid == "zero":
            return Check(True, "ZERO_OK", REF20, {"value": value})
        if action.bid != word:
            return Check(False, "PARTNER_UNKNOWN_BID", REF20,
                         {"bid": action.bid, "word": word})
        if stage == "twenty":
            if value < 20:
                return Check(False, "TWENTY_NEEDS_20", REF20, {"value": value})
            return Check(True, "TWENTY_OK", REF20, {"value": value})
        if value != 15:
            return Check(False, "FIFTEEN_NEEDS_EXACTLY_15", REF20, {"value": value})
        return Check(True, "FIFTEEN_OK", REF20, {"value": value})

    def _check_call(self, state: SicilianTable, action: Call) -> Check:
        c = action.card
        if not isinstance(c, Card):
            return Check(False, "CALL_MUST_BE_KING", REFCALL, {"card": repr(c)})
        hand = state.held[action.seat]
        four = all(k in hand for k in KINGS)
        if four and c not in QUEENS:
            return Check(False, "CALL_MUST_BE_QUEEN", REFCALL, {"card": c.code})
        if not four and c not in KINGS:
            return Check(False, "CALL_MUST_BE_KING", REFCALL, {"card": c.code})
        if c in hand:
            return Check(False, "CALL_HELD", REFCALL, {"card": c.code})
        if action.seat == state.exchanger and c in state.discard:
            return Check(False, "CALL_DISCARDED", REFCALL, {"card": c.code})
        return Check(True, "CALL_OK", REFCALL, {"card": c.code})

    def apply(self, state: SicilianTable, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Call):
            state.called = action.card
            holder = next((s for s in range(4) if action.card in state.held[s]), None)
            state.partner = holder
            state.alone = holder is None           # D-C8: in the dealer's discard
            state.partner_stage = "done"
            return
        action = self.expect(state, action, Bid)
        if state.partner_stage == "twenty":
            state.twenty_said.append((seat, action.bid))
            if action.bid == "twenty":
                state.twenty = seat
                state.partner_stage = "fifteen"
            elif len(state.twenty_said) == 4:
                state.partner_stage = "no_twenty"
            return
        state.fifteen_said.append((seat, action.bid))
        if action.bid == "fifteen":
            state.partner = seat
            state.partner_stage = "done"
        elif len(state.fifteen_said) == 3:
            state.partner_stage = "call"
            if not callable_cards(state, seat if state.twenty is None else state.twenty):
                state.alone = True                 # all Kings and Queens held (D-C8)
                state.partner_stage = "done"

    def done(self, state: SicilianTable) -> bool:
        return state.partner_stage in ("done", "no_twenty")

    def next_phase(self, state: SicilianTable) -> Phase:
        if state.partner_stage == "no_twenty":
            state.outcome = "no_twenty"
            return Phase.FINISHED
        return Phase.PLAY
