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

Farberl (where the option is on; spec §2.6: the tarocks lose their trumping power,
so the suits' high cards take the tricks) is bid with a Farberl count
(:func:`farberl_strength`: two per King, one per Queen, one per Sküs, XXI and XX) of
8 or more when the hand is no Solo.  Simulation (``benchmarks/sim_farberl.py``:
seeds 1–400, the tester — seat seed mod 4 — bidding Farberl at its first turn
against its usual bid, the others the fixed policy, beginner with guided playouts;
Farberl legal on 380), first with the earlier playouts (random cards and leads):
Farberl lost at every count up to 7 (−43 per deal at 0, −26 at 3 and 4, −10 at 6,
−4.5 at 7, against −5 to +2 for the usual bid) and won at 8 (+8, 3 hands) and 9
(+24, 1 hand); again with :func:`playout_style`'s: −41 at 0, −24 at 4, −4.8 at 6,
+2.8 at 7 (usual bid +5.5), −8 at 8 (3 hands), +24 at 9 (1 hand).  So a Farberl is
rare and wrong below 8; the few hands from 8 up do not settle the threshold alone,
but in ``bench_bots.py``'s 1000 deals the 95 hands of the 4000 that reached it gained
+9.5 each over the fixed policy (which never bids Farberl).

In card play, :func:`exact_for` gives the card player the objective of a sampled
deal: while the partner is hidden from the seat, the side it guesses from that deal;
and a value shaped like the score (:func:`score_objective`), not the card points
alone: the game is won or lost at 45 of the 88 points (spec §2.7) and a silent
Pagat — the last trick won with the I — scores 1, as much as a Rufer's game, which
card points miss entirely.  Short random playouts rarely keep the I to the end, so
:func:`narrow_plays` holds it back while the seat has another legal card (the
fixed policy's rule too).  The playouts behind each card (:func:`playout_style`)
play the simple trick heuristic with no random cards and lead the cheapest suit
card: random cards and random leads made the values so noisy that the bot lost to
the fixed policy in the play of the same contracts (issue 19, ``bench_bots.py``, 1000
duplicate deals at beginner with guided playouts: −0.20 per seat before, +0.24 after;
gain per deal +0.08 [−0.28, +0.45] before, +0.73 [+0.38, +1.07] after).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tarock_tutor.bots.evaluate import first_of, kings, mover, trump_strength
from tarock_tutor.bots.player import PlayoutStyle
from tarock_tutor.core.cards import QUEEN, Card, Suit, card
from tarock_tutor.core.counting import count_plain
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.protocol import Action, Bid, GameState, Play
from tarock_tutor.core.solver import SCORE, ExactPlay, Objective

from .parts.calls import KONTRA_GAME, RE_GAME
from .parts.rules import (
    FARBERL,
    PACK,
    PAGAT,
    RUFER,
    SILENT,
    SKUES,
    TRUMP_I,
    TRUMP_XXI,
    VALUE,
    WIN_POINTS,
)

__all__ = ["FARBERL_FROM", "UNIT", "choose", "exact_for", "farberl_strength", "narrow_plays",
           "playout_style", "score_objective", "side_for", "strength"]


strength = trump_strength
"""The hand value the bidding thresholds below are set against."""


FARBERL_FROM = 8
"""The :func:`farberl_strength` a Farberl is bid with (see the module doc)."""

_TOP = frozenset({SKUES, TRUMP_XXI, card(Suit.TRUMP, 20)})


def farberl_strength(hand: Iterable[Card]) -> int:
    """Two per King, one per Queen, one per Sküs, XXI and XX: in a Farberl the suits'
    high cards win their tricks, and the top tarocks those where tarocks are led.

    >>> from tarock_tutor.core.notation import parse_cards
    >>> farberl_strength(parse_cards("SK HK HQ Sk T20 T5 C10"))
    7
    """
    cards = list(hand)
    queens = sum(1 for c in cards if c.suit not in (Suit.TRUMP, Suit.FOOL) and c.rank == QUEEN)
    return 2 * kings(cards) + queens + sum(1 for c in cards if c in _TOP)


def choose(state: GameState, rng: Rng) -> Action | None:
    here = mover(state)
    if here is None:
        return None
    hand, legal = here
    value = strength(hand)
    if any(isinstance(a, Bid) for a in legal):
        wanted = (["solo"] if value >= 10 else []) \
            + ([FARBERL] if farberl_strength(hand) >= FARBERL_FROM else []) \
            + (["rufer"] if value >= 6 else [])
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


def playout_style(state: GameState) -> PlayoutStyle:
    """Playouts without random cards, leading the cheapest suit card (module doc)."""
    return PlayoutStyle(noise=0, lead_low=True)
