"""Zwanzigerrufen's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

Seed 002 (Zwanzigerrufen) and spec neunzehner-zwanziger-sicilian.md: a 40-card
pack, the caller names the XX for a partner, a Solo plays alone.  The sources give
no thresholds; the bot counts trumps, each of 18 or higher (and the Sküs) once
more, and half a point per King: Solo from 10, Rufer from 6, else pass; Kontra on
the game with 9 or more, Re with 11 or more; Pagat holding the I with 9 or more
(decisions of this module).  The Solo threshold is checked by simulation
(``benchmarks/sim_contracts.py``, 160 deals, the tester's mean score per deal by
count band): Solo lost at 8–10 (−25.8 against +2.0 for Rufer, +0.1 passing) and won
at 10–12 (+23.5, 11 hands) and 12–14 (+47, 3 hands); Rufer and passing were within
a few points of each other in every band.

In card play, :func:`exact_for` gives the card player the objective of a sampled
deal: while the partner is hidden from the seat, the side it guesses from that deal.
"""

from __future__ import annotations

import copy
from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, trump_strength
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Bid, GameState
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay

__all__ = ["choose", "exact_for", "side_for", "strength"]


strength = trump_strength
"""The hand value the bidding thresholds below are set against."""


def choose(state: GameState, rng: Rng) -> Action | None:
    here = mover(state)
    if here is None:
        return None
    hand, legal = here
    value = strength(hand)
    if any(isinstance(a, Bid) for a in legal):
        wanted = (["solo"] if value >= 10 else []) + (["rufer"] if value >= 6 else [])
        return first_of(legal, (*wanted, "pass"))
    wanted = []
    if value >= 9 and any(c.suit is Suit.TRUMP and c.rank == 1 for c in hand):
        wanted.append("pagat")
    if value >= 9:
        wanted.append("kontra:game")
    if value >= 11:
        wanted.append("re:game")
    return first_of(legal, wanted) if wanted else None


def side_for(state: GameState, seat: int,
             hands: dict[int, list[Card]]) -> frozenset[int] | None:
    """The declarer's side as ``seat`` must guess it on a sampled deal: in a Rufer
    whose partner is still hidden from ``seat`` (spec §2.5: known once he announces,
    says Re or plays the called XX), the seat holding the called tarock in the
    sample (none: the declarer alone).  ``None``: the side is known."""
    st: Any = state
    if st.partner is None or st.known_partner(seat) is not None or st.called is None:
        return None
    holder = next((s for s, h in hands.items() if st.called in h), None)
    return frozenset({st.declarer} if holder is None else {st.declarer, holder})


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``None``: the side is known to ``seat``)."""
    st: Any = state
    side = side_for(state, seat, hands)
    if side is None:
        return None
    guess: Any = copy.copy(state)
    guess.partner = next((s for s in side if s != st.declarer), None)
    ep: ExactPlay = game_of(state.variant).exact_play(guess)  # type: ignore[misc]
    return ep
