"""The Dreierles declarer's discards, chosen by the computer player (issue 19).

The declarer takes the top k talon cards and lays k cards away, never a King or a
trump (spec cego-dreierles.md §3.5); the discards count for him whatever happens in
play (seed 003: "デクレアラーが捨てたカードはデクレアラーのものになり"; spec §3.10).
The fixed policy lays away its cheapest cards.  This module lays away the **most
valuable card of a suit whose King it does not hold**: a Queen (4), Cavall (3) or
Jack (2) below a King in another hand can be caught in play, while among the
discards its points are safe.  Where every card that may go is of a suit with its
King in hand, it lays away the most valuable of them.  Between cards of equal value
it takes the weakest, as the fixed policy does.  Where only trumps are left to
discard (face up, decision D2) it leaves the choice to the fixed policy.

>>> from tarock_tutor.core.notation import parse_cards
>>> hand = parse_cards("T5 HK HQ S7 S8 CN DJ D4")
>>> dreierles_discard([c for c in hand if may_discard(c)], hand).code   # HQ has its King
'CN'
>>> dreierles_discard(parse_cards("HQ H4"), parse_cards("HK HQ H4")).code
'HQ'
>>> dreierles_discard(parse_cards("S9 S8 H4"), parse_cards("S9 S8 H4")).code
'H4'
>>> dreierles_discard(parse_cards("T5 T6"), parse_cards("T5 T6")) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.bots.evaluate import king_suits
from tarock_tutor.core.cards import Card

from .rules import PACK, may_discard

__all__ = ["dreierles_discard"]


def dreierles_discard(choices: Sequence[Card], hand: Sequence[Card]) -> Card | None:
    """The card to lay away next among the legal ``choices`` from ``hand`` (``None``:
    the fixed policy's choice, where only trumps may go)."""
    plain = [c for c in choices if may_discard(c)]
    if not plain:
        return None
    kinged = king_suits(hand)
    pool = [c for c in plain if c.suit not in kinged] or plain
    return max(pool, key=lambda c: (PACK.value[c], -PACK.strength[c], -int(c.suit)))
