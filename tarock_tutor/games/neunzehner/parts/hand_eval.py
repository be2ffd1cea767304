"""The computer player's discards and staged talon looks (issue 19; used by
:mod:`tarock_tutor.games.neunzehner.bot`, which cites the figures behind them).

Discards (spec §1.7, seed 001): a player who draws from the talon lays away as many
cards as he drew, never a King, the XXI, the I or the Sküs, and a trump only when
short of other cards.  Whatever he lays away counts for his own side at the end
(seed 001: the declarer side's discards for the declarer side, the others' for the
opponents), so laid-away points are safe points.  :func:`discard_key` ranks a legal
discard by, in order: the plain suits it leaves empty (a void lets the hand trump
that suit), the card points it lays away, and the trumps it keeps (lowest trumps go
first when trumps must go).

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("HK D1 SQ S7 S8 T21 T5")
>>> [c.code for c in best_discard(hand, [parse_cards("D1"), parse_cards("SQ")])]
['D1']
>>> [c.code for c in best_discard(hand, [parse_cards("S7"), parse_cards("SQ")])]
['SQ']

The staged looks of a Dreier, Zweier or Einer (the rule tried there and not adopted,
see the bot's module doc): :func:`packet_value` weighs the cards of a packet as the
bidding does (one per trump, one more from 18 up and for the Sküs, half per King),
plus a quarter per card point of a plain card below the King.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tarock_tutor.bots.evaluate import trump_strength, voids
from tarock_tutor.core.cards import KING, Card, Suit

from .contracts import PACK

__all__ = ["best_discard", "discard_key", "packet_value"]

def discard_key(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[int, int, int]:
    """How good laying ``cards`` away from ``hand`` is (larger is better).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> hand = parse_cards("HK HQ S7 T12 T3")
    >>> discard_key(hand, parse_cards("S7")), discard_key(hand, parse_cards("HQ"))
    ((3, 1, 0), (2, 4, 0))
    """
    rest = [c for c in hand if c not in cards]
    trump_ranks = sum(c.rank for c in cards if c.suit is Suit.TRUMP)
    return voids(rest), sum(PACK.value[c] for c in cards), -trump_ranks


def best_discard(hand: Sequence[Card], options: Iterable[Sequence[Card]]) -> Sequence[Card]:
    """The best of ``options`` by :func:`discard_key` (the first of equals)."""
    return max(options, key=lambda cards: discard_key(hand, cards))


def packet_value(cards: Iterable[Card]) -> float:
    """What a talon packet adds to a hand (module doc).

    >>> from tarock_tutor.core.notation import parse_cards
    >>> packet_value(parse_cards("T19 HQ S7"))
    3.25
    """
    cards = list(cards)
    plain = sum(PACK.value[c] for c in cards if c.suit is not Suit.TRUMP and c.rank != KING)
    return trump_strength(cards) + plain / 4
