"""The exchange phase of Cego (spec cego-dreierles.md §2.4–2.5): the declarer of a
talon contract keeps cards from his hand, takes the talon, and in some contracts
discards one more card.  The rules of what may be kept and discarded are in
:mod:`..parts.keeps` (re-exported here).

>>> from tarock_tutor.games import cego
>>> g = cego.new_game(players=3, seed=1)
>>> for a in ("1 pass", "2 pass", "0 pass", "1 cego", "2 pass", "0 pass"):
...     g.apply(cego.bid(*a.split()))
>>> g.phase.value, len(g.legal_actions()), g.explain(cego.discard(1, "T21")).code
('exchange', 78, 'KEEP_FIRST')
"""

from __future__ import annotations

from itertools import combinations
from typing import ClassVar

from tarock_tutor.core.cards import Suit, card
from tarock_tutor.core.phases import Check, PhaseHandler
from tarock_tutor.core.protocol import Action, Discard, Keep, Phase

from ..parts.actions import discard_action, keep_actions
from ..parts.base import CegoDeal
from ..parts.contracts import CEGO, CONTRACTS, ZWEI_LEERE, ZWEI_VERSCHIEDENE, is_pip
from ..parts.contracts import ref as _ref
from ..parts.keeps import (
    check_discard,
    check_keep,
    forced_discard,
    is_allowed_discard_code,
    keep_rule,
    legal_discards,
    legal_keeps,
)

__all__ = ["ExchangePhase", "check_discard", "check_keep", "forced_discard",
           "is_allowed_discard_code", "keep_rule", "legal_discards", "legal_keeps"]

REF_EXCHANGE = _ref("§2.5 exchange procedure")


def _contract(state: CegoDeal) -> tuple[int, str]:
    assert state.result is not None
    return state.result.declarer, state.result.contract


class ExchangePhase(PhaseHandler[CegoDeal]):
    """Keep (from the dealt hand), take the talon, then the extra discard if any."""

    phase = Phase.EXCHANGE
    accepts: ClassVar[tuple[type[Action], ...]] = (Keep, Discard)

    def to_move(self, state: CegoDeal) -> int | None:
        return state.declarer

    def legal(self, state: CegoDeal) -> list[Action]:
        d, contract = _contract(state)
        hand = state.held[d]
        if not state.kept:
            if state.keep_list is None:
                keeps = (combinations(hand, 2) if contract == CEGO else
                         legal_keeps(contract, hand, face_card_as_pip=state.court_as_pip))
                state.keep_list = keep_actions(d, keeps)
            return list(state.keep_list)
        return [discard_action(d, c) for c in legal_discards(contract, hand)]

    def check(self, state: CegoDeal, action: Action) -> Check:
        _, contract = _contract(state)
        hand = state.held[action.seat]
        if isinstance(action, Keep):
            if state.kept:
                return Check(False, "KEEP_DONE", REF_EXCHANGE)
            code, params = check_keep(contract, hand, action.cards,
                                      face_card_as_pip=state.court_as_pip)
            return Check(code == "KEEP_OK", code, keep_rule(contract, code), params)
        action = self.expect(state, action, Discard)
        if not state.kept:
            return Check(False, "KEEP_FIRST", REF_EXCHANGE)
        code, rule, params = check_discard(contract, hand, action.cards)
        return Check(is_allowed_discard_code(code), code, rule, params)

    def fast_apply(self, state: CegoDeal, action: Action) -> bool:
        """A cheap yes for the interned legal actions; anything else goes to ``check``."""
        if action.seat != state.declarer:
            return False
        kind = type(action)
        if kind is Keep:
            keeps = state.keep_list
            if state.kept or keeps is None or not any(k is action for k in keeps):
                return False
        elif kind is Discard and state.kept:
            cards = action.cards  # type: ignore[attr-defined]
            hand = state.held[action.seat]
            if len(cards) != 1 or not any(x is cards[0] for x in hand):
                return False
            must = forced_discard(_contract(state)[1], hand)
            if must is not None and must is not cards[0]:
                return False
        else:
            return False
        self.apply(state, action)
        return True

    def apply(self, state: CegoDeal, action: Action) -> None:
        d, contract = _contract(state)
        if isinstance(action, Keep):
            kept = tuple(card(c.suit, c.rank) for c in action.cards)
            state.kept = kept
            ids = {id(c) for c in kept}
            state.legage = [c for c in state.held[d] if id(c) not in ids]
            if CONTRACTS[contract].shows_kept:
                state.kept_face_up = kept
            if contract in (ZWEI_LEERE, ZWEI_VERSCHIEDENE):
                state.demoted = tuple(c for c in kept
                                      if not is_pip(c) and c.suit is not Suit.TRUMP)
            state.held[d] = [*kept, *state.talon]
            return
        action = self.expect(state, action, Discard)
        c = card(action.cards[0].suit, action.cards[0].rank)
        hand = state.held[d]
        del hand[next(i for i, x in enumerate(hand) if x is c)]
        state.legage.append(c)
        state.discarded = c
        if contract != CEGO:
            state.verification_discard = c

    def done(self, state: CegoDeal) -> bool:
        if not state.kept:
            return False
        _, contract = _contract(state)
        return not CONTRACTS[contract].extra_discard or state.discarded is not None

    def next_phase(self, state: CegoDeal) -> Phase:
        return Phase.PLAY
