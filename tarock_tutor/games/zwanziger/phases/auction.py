"""The auction phase handler: bids, the partner call, announcements and doubling calls
in one spoken procedure (spec neunzehner-zwanziger-sicilian.md §2.5).

One handler, not four: in each turn of the first lap a player bids, a Rufer bidder
names his partner at once, and then the same player may announce and double before
the next one bids (an overcall voids the calls said before it), so the roles
interleave turn by turn and never follow one another as phases.  The rules of each
role are in their own module: :mod:`..parts.bidding` (bids),
:mod:`..parts.calling` (the partner call), :mod:`..parts.calls` (announcements and
doubling)."""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Announce, Bid, Call, Phase
from tarock_tutor.games.zwanziger.phase_names import Phases

from ..parts import bidding, calling, calls
from ..parts.rules import DONE, LAP_BIDS, REF_AUCTION
from ..parts.speech import BIDS_JA, LAP, SpeakingState


class AuctionPhase(PhaseHandler[Any]):
    phase = Phases.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid, Call, Announce)

    def to_move(self, state: SpeakingState) -> int | None:
        return state.speech.seat_at(state.speech.turn)

    def legal(self, state: SpeakingState) -> list[Action]:
        sp = state.speech
        seat = sp.seat_at(sp.turn)
        if sp.awaiting_call:
            return [Call(seat, state.call_for(seat))]
        if sp.turn < LAP and not sp.bid_said:
            return [Bid(seat, b) for b in LAP_BIDS if bidding.check_bid(state, seat, b).allowed]
        said = [Announce(seat, w) for w in calls.statements(state, seat)]
        return [*said, Announce(seat, DONE)]

    def check(self, state: SpeakingState, action: Action) -> Check:
        if isinstance(action, Bid):
            if not isinstance(action.bid, str):
                return Check(False, "ZW_UNKNOWN_BID", REF_AUCTION,
                             {"bid": repr(action.bid), "bid_ja": repr(action.bid),
                              "bids": ", ".join(LAP_BIDS), "bids_ja": BIDS_JA})
            return bidding.check_bid(state, action.seat, action.bid)
        if isinstance(action, Call):
            if not isinstance(action.card, Card):
                raise TarockError(f"Call.card must be a Card, not {action.card!r}",
                                  code="NOT_A_CARD", params={"value": repr(action.card)[:30]})
            return calling.check_call(state, action.seat, action.card)
        action = self.expect(state, action, Announce)
        return calls.check_statement(state, action.seat, action.what)

    def apply(self, state: SpeakingState, action: Action) -> None:
        if isinstance(action, Bid):
            bidding.apply_bid(state, action.seat, action.bid)
            if not state.speech.awaiting_call:
                calls.after_statement(state, action.seat)
        elif isinstance(action, Call):
            calling.apply_call(state, action.seat, action.card)
            calls.after_statement(state, action.seat)
        else:
            action = self.expect(state, action, Announce)
            calls.apply_statement(state, action.seat, action.what)

    def done(self, state: SpeakingState) -> bool:
        return state.speech.finished

    def next_phase(self, state: SpeakingState) -> Phase:
        return Phase.PLAY
