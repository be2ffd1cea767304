"""Sicilian Tarocchi's hand evaluator for the computer player (:mod:`tarock_tutor.bots`).

The sources' own measure of a hand is the count the game calls "20"/"15"
(:func:`~tarock_tutor.games.sicilian.parts.deal.hand_value`, seed 004 Sicilian
Tarocchi; spec neunzehner-zwanziger-sicilian.md): the bot plays Solo with a count
of 40 or more, as the fixed policy does (a decision checked by simulation,
``benchmarks/sim_contracts.py``, 160 deals: Solo lost on average in every band of
counts below 36 the simulation met, −11 at 30–32 and −24 at 34–36, where passing
gave −4.7 and +15.7), and in the bargain takes the
largest payment on offer when its count is 0, i.e. a hand the game itself
judges worthless.  Everything else is left to the fixed policy.

In card play, :func:`exact_for` gives the card player the objective of a sampled
deal: the exchanger's discard is the cards the deal leaves out of every hand (only
the exchanger knows the true one), and while the called card is unseen the partner
is its holder in the sample (none: the caller plays alone, decision D-C8).
"""

from __future__ import annotations

import copy
from typing import Any

from tarock_tutor.bots.evaluate import first_of
from tarock_tutor.core.cards import Card
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.protocol import Action, Call, Discard, GameState
from tarock_tutor.core.registry import game_of
from tarock_tutor.core.solver import ExactPlay
from tarock_tutor.games.sicilian.phase_names import Phases

from .parts.deal import FIRST_STAGE, hand_value
from .parts.evaluator import bargain_choice, call_choice, discard_choice

__all__ = ["SOLO_FROM", "choose", "exact_for"]

SOLO_FROM = 40
"""The count from which the bot plays Solo."""


def choose(state: GameState, rng: Rng) -> Action | None:
    seat = state.to_move
    if seat is None:
        return None
    value = hand_value(state.held[seat])  # type: ignore[attr-defined]
    legal = state.legal_actions()
    if state.phase is Phases.AUCTION:
        return first_of(legal, ("solo",) if value >= SOLO_FROM else ("pass",))
    st: Any = state
    if state.phase is Phases.BARGAIN:
        return bargain_choice(st.bargain, seat, st.dealt[seat][:FIRST_STAGE],
                              dealer=seat == st.dealer, legal=legal)
    if state.phase is Phases.EXCHANGE and all(isinstance(a, Discard) for a in legal):
        return discard_choice(st.held[seat], legal)
    if state.phase is Phases.CALL and legal and all(isinstance(a, Call) for a in legal):
        return call_choice(st.held[seat], legal)
    return None


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal (``rest``: the cards it leaves in no hand)."""
    st: Any = state
    guess: Any = copy.copy(state)
    if st.exchanger is not None and seat != st.exchanger and st.discard:
        guess.discard = tuple(rest)
    if st.called is not None and not st.partner_revealed and seat != st.partner:
        holder = next((s for s, h in hands.items() if st.called in h), None)
        guess.partner = holder
        guess.alone = holder is None
    ep: ExactPlay = game_of(state.variant).exact_play(guess)  # type: ignore[misc]
    return ep
