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
deal: while the partner is hidden from the seat, the side it guesses from that deal;
and a value shaped like the score (:func:`score_objective`), not the card points
alone: the game is won or lost at 45 of the 88 points (spec §2.7) and a silent
Pagat — the last trick won with the I — scores 1, as much as a Rufer's game, which
card points miss entirely.  Short random playouts rarely keep the I to the end, so
:func:`narrow_plays` holds it back while the seat has another legal card (the
fixed policy's rule too).
"""

from __future__ import annotations

from typing import Any

from tarock_tutor.bots.evaluate import first_of, mover, trump_strength
from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.protocol import Action, Bid, GameState, Play
from tarock_tutor.core.solver import SCORE, ExactPlay, Objective

from .parts.calls import KONTRA_GAME, RE_GAME
from .parts.rules import PACK, PAGAT, RUFER, SILENT, TRUMP_I, VALUE, WIN_POINTS

__all__ = ["UNIT", "choose", "exact_for", "narrow_plays", "score_objective", "side_for", "strength"]


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
        wanted.append(KONTRA_GAME)
    if value >= 11:
        wanted.append(RE_GAME)
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


UNIT = 100
"""What the game and a Pagat weigh against one card point in :func:`score_objective`."""


def score_objective(side: frozenset[int], game: int = VALUE[RUFER]) -> ExactPlay:
    """The side's value in ``UNIT`` per point of score: the game's value (``game``:
    1 for a Rufer, 4 for a Solo) won at 45 card points or more (spec §2.7) or lost,
    the silent Pagat's 1 for the side that takes the last trick with the I (minus
    for the other side's), and the card points on top, so that among equal outcomes
    more points are better.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> score_objective(frozenset({0})).objective.value(parse_cards("T21 Sk"), 2, 0)
    -90
    >>> score_objective(frozenset({0}), 4).objective.value(parse_cards("T21 Sk"), 2, 1)
    -290
    """
    def extra(k: Kernel) -> int:
        if k.trick_cards or any(k.hands) or not k.history:
            return 0
        last = k.history[-1]
        i = k.r.index[TRUMP_I]
        if i in last.cards and last.seats[list(last.cards).index(i)] == last.winner:
            return 1 if k.acting(last.winner) in side else -1
        return 0

    def value(pile: list[Card], won: int, pagat: Any) -> int:
        bonus = int(pagat)
        points = count_plain(pile, PACK)
        return UNIT * ((game if points >= WIN_POINTS else -game) + SILENT[PAGAT] * bonus) \
            + points

    return ExactPlay(Objective(SCORE, side, value, extra=extra, distinct=(TRUMP_I,)))


def narrow_plays(state: GameState, plays: list[Play]) -> list[Play]:
    """The cards worth weighing: the I only when it is the seat's last legal card.

    >>> from tarock_tutor.core.protocol import Play
    >>> [p.card.code for p in narrow_plays(None, [Play(0, TRUMP_I), Play(0, PACK.cards[0])])]
    ['Sk']
    >>> [p.card.code for p in narrow_plays(None, [Play(0, TRUMP_I)])]
    ['T1']
    """
    return [p for p in plays if p.card != TRUMP_I] or plays


def exact_for(state: GameState, seat: int, hands: dict[int, list[Card]],
              rest: list[Card], rng: Rng) -> ExactPlay | None:
    """The objective on a sampled deal: :func:`score_objective` for the side ``seat``
    knows, or guesses from the deal while the partner is hidden from it."""
    st: Any = state
    side = side_for(state, seat, hands)
    if side is None:
        side = frozenset(st.declarer_side)
    return score_objective(side, VALUE.get(st.contract, VALUE[RUFER]))
