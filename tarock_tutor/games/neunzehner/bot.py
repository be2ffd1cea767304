"""Neunzehnerrufen's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

Seed 001 (Neunzehnerrufen) ranks the contracts by their multipliers (ルーファー 1倍
up to ソロ 6倍) and its bonus table says what the sources count as a strong hand:
8, 10 or 12 trumps, the Trull (Sküs, 21, 1), Kings.  The bot counts trumps, each
of 18 or higher once more, and half a point per King, and bids the highest
contract the count reaches (6 → Rufer, 9 → Dreier, 10 → Zweier, 11 → Einer,
13 → Solo: decisions of this module, to be checked by simulation with
``bench_bots.py``); it announces Pagat ultimo holding the 1 with 9 or more.

In the dummy forms the dummy is laid open (seed 001: "ダミーは表向きにされます"),
so :func:`seen` tells the card player every seat sees the dummies' hands.
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, trump_strength
from tarock_tutor.bots.sampling import Seen
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, GameState

from .phase_names import Phases

__all__ = ["LADDER", "choose", "seen", "side_for", "strength"]

LADDER = ((13, "solo"), (11, "einer"), (10, "zweier"), (9, "dreier"), (6, "rufer"))


strength = trump_strength
"""The hand value the bidding thresholds below are set against."""


def choose(state: GameState, rng: Rng) -> Action | None:
    here = mover(state)
    if here is None:
        return None
    hand, legal = here
    value = strength(hand)
    if state.phase is Phases.AUCTION:
        wanted = [bid for need, bid in LADDER if value >= need]
        return first_of(legal, (*wanted, "pass"))
    if state.phase is Phases.ANNOUNCE and value >= 9 and any(
            c.suit is Suit.TRUMP and c.rank == 1 for c in hand):
        return first_of(legal, ("pagat_ultimo",))
    return None


def seen(state: GameState, seat: int) -> Seen:
    """The open dummies' hands, which every seat sees."""
    tp = getattr(state, "trickplay", None)
    return Seen(open_hands=tuple(getattr(tp, "controllers", {}) or ()))


def side_for(state: GameState, seat: int,
             hands: dict[int, list[Card]]) -> frozenset[int] | None:
    """The declarer's side as ``seat`` must guess it on a sampled deal: in a Rufer
    whose partner ``seat`` does not know yet (seed 001: the holder of the called
    trump is the partner, unknown until he shows himself), the seat holding the
    called card in the sample (none: the declarer plays alone).  ``None``: the
    side is known, the card player uses the true one."""
    st: Any = state
    if st.contract != "rufer" or st.partner is None or st.partner_revealed \
            or seat == st.partner or st.called_card is None:
        return None
    holder = next((s for s, h in hands.items() if st.called_card in h), None)
    return frozenset({st.declarer} if holder is None else {st.declarer, holder})
