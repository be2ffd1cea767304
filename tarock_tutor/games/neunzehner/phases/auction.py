"""AUCTION: a forced opening, then one lap of duels with holds (spec §1.6, D-A4).

The bidding itself is :class:`~tarock_tutor.games.neunzehner.parts.bidding.Auction`;
this handler feeds it the live players (dummies never bid, D-A10) and, when it
ends, names the declarer and the contract and chooses the next phase: a Rufer
draws from the talon, a Dreier/Zweier/Einer looks at it in stages, a Solo
goes straight to the declarations.
"""

from __future__ import annotations

from typing import ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Phase

from ..parts.base import NeunzehnerTable
from ..parts.bidding import Auction
from ..parts.contracts import PACKETS, REF_AUCTION, RUFER, SOLO
from ..parts.table import order_from

ALLOWED = frozenset({"N19_BID_OK", "N19_PASS_OK", "N19_HOLD_OK"})


class AuctionPhase(PhaseHandler[NeunzehnerTable]):
    phase = Phase.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def enter(self, state: NeunzehnerTable) -> None:
        state.auction = Auction(tuple(s for s in order_from(state.eldest)
                                      if s not in state.dummies))

    def _auction(self, state: NeunzehnerTable) -> Auction:
        assert state.auction is not None
        return state.auction

    def to_move(self, state: NeunzehnerTable) -> int | None:
        return self._auction(state).to_move

    def legal(self, state: NeunzehnerTable) -> list[Action]:
        a = self._auction(state)
        seat = a.to_move
        return [] if seat is None else [Bid(seat, b) for b in a.legal()]

    def check(self, state: NeunzehnerTable, action: Action) -> Check:
        action = self.expect(state, action, Bid)
        code, params = self._auction(state).check(action.bid)
        return Check(code in ALLOWED, code, REF_AUCTION, params)

    def apply(self, state: NeunzehnerTable, action: Action) -> None:
        action = self.expect(state, action, Bid)
        a = self._auction(state)
        a.apply(action.seat, action.bid)
        if a.done:
            state.declarer, state.contract = a.standing, a.current

    def done(self, state: NeunzehnerTable) -> bool:
        return self._auction(state).done

    def next_phase(self, state: NeunzehnerTable) -> Phase:
        if state.contract == RUFER:
            return Phase.EXCHANGE
        if state.contract in PACKETS:
            return Phase.TALON
        assert state.contract == SOLO
        return Phase.ANNOUNCE
