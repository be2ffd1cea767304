"""The computer player's choices in Sicilian Tarocchi's bargain, exchange and King call
(see :mod:`..bot` for the sources and the simulation figures behind each rule).

>>> from tarock_tutor.core.notation import parse_cards
>>> strength(parse_cards("T20 T3 SK SQ S5 S6 C5 C6 H5 D4"), dealer=False)
29
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarock_tutor.bots.evaluate import trumps, voids
from tarock_tutor.core.cards import Card
from tarock_tutor.core.protocol import Action, Bid, Call, Discard

from .deal import PACK, hand_value
from .offers import OFFERS, Bargain

__all__ = ["DEALER_BONUS", "EVEN", "TRUMP_WEIGHT", "bargain_choice", "call_choice",
           "discard_choice", "strength"]

TRUMP_WEIGHT = 7
"""Each trump among the first ten cards counts like 7 points of the count."""
DEALER_BONUS = 15
"""The dealer's strength is raised by 15: he takes the talon in a partnership game."""
EVEN = 32
"""The strength at which playing the hand out is worth 0 on average."""


def strength(first_ten: Iterable[Card], *, dealer: bool) -> int:
    """The count of the '20' bid plus 7 for each trump, 15 more for the dealer."""
    cards = list(first_ten)
    return hand_value(cards) + TRUMP_WEIGHT * trumps(cards) + (DEALER_BONUS if dealer else 0)


def _bid(legal: Sequence[Action], bid: str) -> Action | None:
    return next((a for a in legal if isinstance(a, Bid) and a.bid == bid), None)


def bargain_choice(bargain: Bargain, seat: int, first_ten: Sequence[Card], *, dealer: bool,
                   legal: Sequence[Action]) -> Action | None:
    """Shuffle a hand below the even mark (wait instead when someone already offered, to
    take a share); in the takes, play a hand whose expected score beats the largest take.

    The dealer never shuffles: his mean score in the fit's run was above 0 in every band
    of count (``benchmarks/fit_sicilian_bargain.py``)."""
    s = strength(first_ten, dealer=dealer)
    if bargain.stage == OFFERS:
        if s < EVEN and not dealer and bargain.pot == 0:
            return _bid(legal, "shuffle")
        return _bid(legal, "wait")
    most = bargain.take_range(seat)[1]
    # two points of strength above the mark are worth about one point of score
    if s - EVEN > 2 * most:
        return _bid(legal, "play")
    return _bid(legal, f"take_{most}")


def discard_choice(hand: Sequence[Card], legal: Sequence[Action]) -> Action:
    """Make as many voids as possible; among those discards, throw the lowest cards
    (the fixed policy's order: blanks first, then the lowest ranks)."""

    def key(a: Action) -> tuple[int, int]:
        assert isinstance(a, Discard)
        rest = [c for c in hand if c not in a.cards]
        return voids(rest), -sum(PACK.value[c] * 100 + PACK.strength[c] for c in a.cards)

    return max(legal, key=key)


def call_choice(hand: Sequence[Card], legal: Sequence[Action]) -> Action:
    """The King (Queen) of the suit the caller holds most of, then the one where he holds
    the most points: the suit he can lead most often to his partner's King."""

    def key(a: Action) -> tuple[int, int]:
        assert isinstance(a, Call)
        suit = [c for c in hand if c.suit is a.card.suit]
        return len(suit), sum(PACK.value[c] for c in suit)

    return max(legal, key=key)
