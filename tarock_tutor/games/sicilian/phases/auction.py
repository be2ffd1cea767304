"""Solo bidding after the full deal (seed 004, spec §3.5, decision D-C4).

The three non-dealers state 'solo' or 'pass' in play order from the dealer's
right; of several Solos the dealer's right wins, then the player opposite,
then the dealer's left.  Only if no non-dealer says Solo may the dealer.  With
``solo_intents = in_turn`` the first Solo ends the round (same soloist).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Bid, Phase

from ..variants import ref

if TYPE_CHECKING:
    from ..parts.table import SicilianTable

REF = ref("§3.5", "D-C4")


def soloist_by_priority(state: SicilianTable) -> int | None:
    """The soloist from the intents so far: non-dealers in priority (= play) order,
    then the dealer."""
    for s in state.order:
        if state.solo_said.get(s) == "solo":
            return s
    return None


class AuctionPhase(PhaseHandler["SicilianTable"]):
    phase = Phase.AUCTION
    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def to_move(self, state: SicilianTable) -> int | None:
        if self.done(state):
            return None
        for s in state.order[:3]:
            if s not in state.solo_said:
                return s
        return state.dealer

    def legal(self, state: SicilianTable) -> list[Action]:
        seat = self.to_move(state)
        return [] if seat is None else [Bid(seat, "solo"), Bid(seat, "pass")]

    def check(self, state: SicilianTable, action: Action) -> Check:
        action = self.expect(state, action, Bid)
        if action.bid == "solo":
            return Check(True, "SOLO_OK", REF)
        if action.bid == "pass":
            return Check(True, "SOLO_PASS_OK", REF)
        return Check(False, "SOLO_UNKNOWN_BID", REF, {"bid": action.bid})

    def apply(self, state: SicilianTable, action: Action) -> None:
        action = self.expect(state, action, Bid)
        state.solo_said[action.seat] = action.bid

    def done(self, state: SicilianTable) -> bool:
        said = state.solo_said
        non_dealers = state.order[:3]
        if state.options["solo_intents"] == "in_turn" and "solo" in said.values():
            return True
        if all(s in said for s in non_dealers):
            return any(said[s] == "solo" for s in non_dealers) or state.dealer in said
        return False

    def next_phase(self, state: SicilianTable) -> Phase:
        state.soloist = soloist_by_priority(state)
        return Phase.EXCHANGE
