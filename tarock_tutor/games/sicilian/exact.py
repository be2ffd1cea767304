"""Sicilian Tarocchi's trick rules and objective for the kernel and the exact solver
(seed 004, spec §3.3, §3.8, decision D-C9).

* The Fugitive's capture rule: it goes back to its owner's side; when the other
  side won its trick, the owner's side owes that side one blank at the end
  (:func:`~.scoring.pay_for_fugitive`, with the deal's ``fugitive_no_blank`` option).
* The dealer who is the called partner leads the called suit at his first lead
  (the follow hook's context, computed from the kernel's tricks).
* The value: the soloist's (or the "20" player's team's) points, Sicilian count of
  its pile (tricks, and the discard if the exchanger is on the side) after the
  Fugitive's blank, plus 5 for the last trick (§3.3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_sicilian
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import CARD_POINTS, ExactPlay, Objective

from .parts.deal import FUGITIVE, PACK
from .scoring import LAST_TRICK, pay_for_fugitive


def exact_play(state: Any) -> ExactPlay:
    side = state.side(state.declarer_seat())
    called: Card | None = state.called
    dealer: int = state.dealer
    special_lead = called is not None and state.partner == dealer
    mine = list(state.discard) if state.exchanger in side else []
    no_blank = state.options["fugitive_no_blank"]

    def fugitive_index(k: Kernel) -> int:
        return k.r.index[FUGITIVE]

    def capture(k: Kernel, seats: Sequence[int], cards: Sequence[int],
                winner: int) -> Mapping[int, int]:
        f = fugitive_index(k)
        m = 0
        for i in cards:
            m |= 1 << i
        if f not in cards:
            return {winner: m}
        owner = seats[cards.index(f)]
        if winner in state.side(owner):
            return {winner: m}
        return {winner: m & ~(1 << f), owner: 1 << f}

    def pending(k: Kernel) -> bool:
        """The dealer's special lead is still to come."""
        if not special_lead:
            return False
        assert called is not None
        suit = int(called.suit)
        return not any(t.leader == dealer or t.lead == suit for t in k.history)

    def context(k: Kernel) -> Suit | None:
        if k.trick_cards or k.to_move != dealer or not pending(k):
            return None
        assert called is not None
        return called.suit

    def extra(k: Kernel) -> tuple[int, int, bool] | None:
        f = fugitive_index(k)
        debt = (-1, -1)
        for t in k.history:
            if f in t.cards:
                owner = t.seats[t.cards.index(f)]
                if t.winner not in state.side(owner):
                    debt = (owner, t.winner)
        over = not k.trick_cards and not any(k.hands)
        last = over and bool(k.history) and k.history[-1].winner in side
        return (*debt, last)

    def value(pile: list[Card], won: int, ex: Any) -> int:
        owner, _, last = ex
        ours = [*pile, *mine]
        if owner >= 0:
            theirs = [c for c in PACK.cards if c not in ours and c not in state.discard]
            theirs += [] if state.exchanger in side else list(state.discard)
            if owner in side:
                pay_for_fugitive(ours, theirs, no_blank)
            else:
                pay_for_fugitive(theirs, ours, no_blank)
        return count_sicilian(ours, PACK) + (LAST_TRICK if last else 0)

    return ExactPlay(Objective(CARD_POINTS, side, value, extra=extra, distinct=(FUGITIVE,)),
                     context=context, capture=capture, history_key=pending)
