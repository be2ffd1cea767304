"""The auction phase of Cego (spec cego-dreierles.md §2.6–2.7): the handler around the
auction machine of :mod:`..parts.bidding`, and why a bid is refused.

>>> from tarock_tutor.games import cego
>>> g = cego.new_game(players=3, seed=1)
>>> g.explain(cego.bid(1, "eine")).code
'STAGE1_SOLO_OR_PASS'
"""

from __future__ import annotations

from typing import Any, ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Phase, RuleRef

from ..parts.actions import bid_action
from ..parts.base import CegoDeal
from ..parts.bidding import BIDS, HOLD, PASS, Auction, AuctionResult
from ..parts.contracts import BETTEL, CONTRACTS, FEASIBILITY_CODE, PICCOLO, RAEUBER, SOLO, successor
from ..parts.contracts import ref as _ref

__all__ = ["BIDS", "HOLD", "PASS", "Auction", "AuctionPhase", "AuctionResult", "refusal"]

REF_STAGE1 = _ref("§2.6 stage 1")
REF_LADDER = _ref("§2.6 ladder auction, rules 1–6")
REF_JUNIOR = _ref("§2.6 rule 1 (junior bids exactly one step up)")
REF_SENIOR = _ref("§2.6 rule 2 (senior may only hold, Selbst)")
REF_FEASIBLE = _ref("§2.6 rule 3 and §2.4 last column (impossible bids)")
REF_FORCED = _ref("§2.6 stage 2a (Vorhand must open Cego)")
REF_AFTER_SOLO = _ref("§2.6 stage 2b, rule 5")
REF_STAGE2_4P = _ref("§2.7 item 3 (Piccolo/Bettel)")
REF_RAEUBER = _ref("§2.7 item 4 (Räuber conversion)")


def allowed_rule(auction: Auction) -> RuleRef:
    """The rule an allowed bid of the current stage rests on."""
    return {"solo": REF_STAGE1, "negative": REF_STAGE2_4P,
            "convert": REF_RAEUBER}.get(auction.stage, REF_LADDER)


def refusal(auction: Auction, bid: str) -> tuple[str, RuleRef, dict[str, Any]]:
    """Reason code, rule and parameters (ids) for a bid not in ``legal_bids()``."""
    if bid not in BIDS:
        return "UNKNOWN_BID", REF_LADDER, {"bid": bid, "known": ", ".join(BIDS)}
    st = auction.stage
    if st == "solo":
        return "STAGE1_SOLO_OR_PASS", REF_STAGE1, {}
    if bid == SOLO:
        return "SOLO_ONLY_IN_STAGE1", REF_STAGE1, {}
    if st == "negative":
        if auction.neg_seat is not None and bid == PICCOLO:
            return "ONLY_BETTEL_AFTER_PICCOLO", REF_STAGE2_4P, {}
        return "STAGE2_PICCOLO_BETTEL_OR_PASS", REF_STAGE2_4P, {}
    if st == "convert":
        return "RAEUBER_OR_CEGO", REF_RAEUBER, {}
    if bid in (PICCOLO, BETTEL):
        return "NEGATIVE_NOT_AVAILABLE", REF_STAGE2_4P, {"bid": bid}
    if bid == RAEUBER:
        return "RAEUBER_NOT_AVAILABLE", REF_RAEUBER, {}
    aw = auction.awaiting
    if aw == "open":
        if auction.forced and auction.challenger == auction.bidders[0]:
            return "MUST_OPEN_CEGO", REF_FORCED, {}
        if bid == HOLD:
            return "NO_BID_TO_HOLD", REF_SENIOR, {}
        ref = REF_AFTER_SOLO if auction.solo_bidder is not None else REF_LADDER
        return "OPENING_BID_IS_CEGO", ref, {}
    assert auction.level is not None
    if aw == "challenge":
        nxt = successor(auction.level)
        if bid == HOLD:
            return "NO_BID_TO_HOLD", REF_SENIOR, {}
        if nxt is None:
            return "NO_HIGHER_CONTRACT", REF_JUNIOR, {}
        if bid == nxt:
            return FEASIBILITY_CODE[nxt], REF_FEASIBLE, {"bid": bid}
        return "BID_ONE_STEP_ONLY", REF_JUNIOR, {"next": nxt}
    if bid == HOLD:
        return FEASIBILITY_CODE[auction.level], REF_FEASIBLE, {"bid": auction.level}
    return "SENIOR_HOLD_OR_PASS", REF_SENIOR, {}


class AuctionPhase(PhaseHandler[CegoDeal]):
    """Bids until the machine names a declarer and a contract."""

    phase = Phase.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def to_move(self, state: CegoDeal) -> int | None:
        return state.auction.to_move

    def legal(self, state: CegoDeal) -> list[Action]:
        seat = state.auction.to_move
        assert seat is not None
        return [bid_action(seat, b) for b in state.auction.legal_bids()]

    def check(self, state: CegoDeal, action: Action) -> Check:
        action = self.expect(state, action, Bid)
        if action.bid in state.auction.legal_bids():
            return Check(True, "BID_OK", allowed_rule(state.auction), {"bid": action.bid})
        code, rule, params = refusal(state.auction, action.bid)
        return Check(False, code, rule, params)

    def fast_apply(self, state: CegoDeal, action: Action) -> bool:
        auction = state.auction
        if (type(action) is not Bid or action.seat != auction.to_move
                or action.bid not in auction.legal_bids()):
            return False
        self.apply(state, action)
        return True

    def apply(self, state: CegoDeal, action: Action) -> None:
        action = self.expect(state, action, Bid)
        state.auction.apply(action.seat, action.bid)
        state.result = state.auction.result

    def done(self, state: CegoDeal) -> bool:
        return state.result is not None

    def next_phase(self, state: CegoDeal) -> Phase:
        assert state.result is not None
        return Phase.EXCHANGE if CONTRACTS[state.result.contract].keep else Phase.PLAY
