"""The partner call of the spoken procedure (spec neunzehner-zwanziger-sicilian.md
§2.5, D-B3): right after a Rufer bid its bidder names the highest tarock he lacks;
the bids themselves are in :mod:`.bidding`."""

from __future__ import annotations

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import Check

from .rules import PACK, REF_CALL
from .speech import SpeakingState, card_params


def check_call(state: SpeakingState, seat: int, c: Card) -> Check:
    sp = state.speech
    if not sp.awaiting_call:
        return Check(False, "ZW_NO_CALL", REF_CALL)
    right = state.call_for(seat)
    if c is not right:
        return Check(False, "ZW_CALL_WRONG", REF_CALL,
                     {**card_params(c), "right": right.code, "right_ja": PACK.name(right, "ja")})
    return Check(True, "ZW_CALL_OK", REF_CALL, card_params(c))


def apply_call(state: SpeakingState, seat: int, c: Card) -> None:
    sp = state.speech
    sp.called, sp.awaiting_call = c, False
    sp.said.append((sp.turn, seat, f"call {c.code}"))
    state.partner_changed()
