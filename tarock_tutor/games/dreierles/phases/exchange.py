"""The exchange (spec §3.5): a defender turns up the top k talon cards (k = 3, 2, 1
for Dreier, Zweier, Einer) for everybody to see; the declarer takes them and
discards k cards face down, one at a time — never a king, never a trump.  If he
has too few other cards, plain trumps go face up (decision D2).  The defenders may
look at the rest of the talon; the discards count for the declarer, the rest for
the defenders.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from tarock_tutor.core.cards import Card
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Discard, Phase

from ..parts.rules import BIDS, DROLL, REF_DISCARD_IMPOSSIBLE, REF_EXCHANGE, may_discard

if TYPE_CHECKING:
    from ..parts.base import DreierlesDeal as DreierlesState


def discard_choices(hand: list[Card]) -> tuple[list[Card], bool]:
    """The cards that may be discarded next, and whether they go face up (D2)."""
    plain = [c for c in hand if may_discard(c)]
    if plain:
        return plain, False
    return [c for c in hand if c.is_trump and c not in DROLL], True


class ExchangePhase(PhaseHandler["DreierlesState"]):
    phase = Phase.EXCHANGE
    accepts: ClassVar[tuple[type[Action], ...]] = (Discard,)

    def enter(self, state: DreierlesState) -> None:
        assert state.declarer is not None and state.contract is not None
        k = BIDS[state.contract].exchange
        state.taken = state.talon[:k]
        state.cards[state.declarer].extend(state.taken)

    def to_move(self, state: DreierlesState) -> int | None:
        return state.declarer

    def legal(self, state: DreierlesState) -> list[Action]:
        assert state.declarer is not None
        cards, _ = discard_choices(state.cards[state.declarer])
        return [Discard(state.declarer, (c,)) for c in state.pack.sorted(cards)]

    def check(self, state: DreierlesState, action: Action) -> Check:
        action = self.expect(state, action, Discard)
        declarer = state.declarer
        assert declarer is not None   # the exchange follows the auction that names him
        cards = tuple(action.cards) if isinstance(action.cards, tuple | list) else ()
        if len(cards) != 1 or not isinstance(cards[0], Card):
            return Check(False, "DISCARD_ONE_CARD", REF_EXCHANGE, {"count": len(cards)})
        c = cards[0]
        hand = state.cards[declarer]
        if c not in hand:
            return Check(False, "NOT_IN_HAND", REF_EXCHANGE, {"card": c.code})
        choices, face_up = discard_choices(hand)
        if c in choices:
            code = "DISCARD_TRUMP_FACE_UP" if face_up else "DISCARD_OK"
            return Check(True, code, REF_DISCARD_IMPOSSIBLE if face_up else REF_EXCHANGE,
                         {"card": c.code})
        if face_up and c.is_trump:
            return Check(False, "NO_DROLL_DISCARD", REF_DISCARD_IMPOSSIBLE, {"card": c.code})
        code = "NO_TRUMP_DISCARD" if c.is_trump else "NO_KING_DISCARD"
        return Check(False, code, REF_EXCHANGE, {"card": c.code})

    def apply(self, state: DreierlesState, action: Action) -> None:
        action = self.expect(state, action, Discard)
        declarer = state.declarer
        assert declarer is not None   # the exchange follows the auction that names him
        c = action.cards[0]
        hand = state.cards[declarer]
        _, face_up = discard_choices(hand)
        hand.remove(c)
        state.discards.append(c)
        if face_up:
            state.face_up.append(c)

    def done(self, state: DreierlesState) -> bool:
        assert state.contract is not None
        return len(state.discards) == BIDS[state.contract].exchange

    def next_phase(self, state: DreierlesState) -> Phase:
        return Phase.ANNOUNCE
