"""The auction (spec §3.4): one chance each from the dealer's right, Dreier <
Zweier < Einer < Solo, every bid above the last (jumps allowed); the last bidder
declares; all pass → Räuber.  A defender who passed while nobody had bid yet is
remembered: he may not knock later (§3.8 rule 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Phase

from ..parts.rules import LADDER, PASS, RAEUBER, REF_AUCTION, REF_LAST_ROUND, SOLO

if TYPE_CHECKING:
    from ..parts.base import DreierlesDeal as DreierlesState


def best_bid(state: DreierlesState) -> str | None:
    """The highest bid so far (``None`` while everybody has passed)."""
    made = [b for _, b in state.bids if b != PASS]
    return made[-1] if made else None


def open_bids(state: DreierlesState) -> list[str]:
    """The bids still above the last one (only Solo in the last round, §3.13)."""
    best = best_bid(state)
    ladder = (SOLO,) if state.options["last_round_raeuber_or_solo"] else LADDER
    if best is None:
        return list(ladder)
    return [b for b in ladder if LADDER.index(b) > LADDER.index(best)]


class AuctionPhase(PhaseHandler["DreierlesState"]):
    phase = Phase.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def to_move(self, state: DreierlesState) -> int | None:
        return state.active[len(state.bids)]

    def legal(self, state: DreierlesState) -> list[Action]:
        seat = state.active[len(state.bids)]
        return [Bid(seat, b) for b in [*open_bids(state), PASS]]

    def check(self, state: DreierlesState, action: Action) -> Check:
        action = self.expect(state, action, Bid)
        b = action.bid
        if b == PASS:
            return Check(True, "PASS_OK", REF_AUCTION)
        if b not in LADDER:
            return Check(False, "UNKNOWN_BID", REF_AUCTION, {"bid": str(b)})
        if state.options["last_round_raeuber_or_solo"] and b != SOLO:
            return Check(False, "LAST_ROUND_SOLO_ONLY", REF_LAST_ROUND, {"bid": b})
        if b not in open_bids(state):
            return Check(False, "BID_NOT_HIGHER", REF_AUCTION,
                         {"bid": b, "best": best_bid(state)})
        return Check(True, "BID_OK", REF_AUCTION, {"bid": b})

    def apply(self, state: DreierlesState, action: Action) -> None:
        action = self.expect(state, action, Bid)
        if action.bid == PASS and best_bid(state) is None:
            state.passed_open.add(action.seat)
        state.bids.append((action.seat, action.bid))
        if len(state.bids) == len(state.active):
            best = best_bid(state)
            if best is None:
                state.contract = RAEUBER
            else:
                state.contract = best
                state.declarer = next(s for s, b in reversed(state.bids) if b == best)

    def done(self, state: DreierlesState) -> bool:
        return len(state.bids) == len(state.active)

    def next_phase(self, state: DreierlesState) -> Phase:
        if state.contract in (RAEUBER, SOLO):
            return Phase.ANNOUNCE
        return Phase.EXCHANGE
