"""The Cego declarer's keep and extra discard, chosen by the computer player (issue 19).

**Keep.** The Cego declarer keeps any two cards of his dealt hand and lays the rest
away before he sees the talon (spec cego-dreierles.md §2.4 row 1, §2.5).  The fixed
policy keeps the two strongest cards, where a King ranks with the trump 14, so a
hand with only low trumps keeps its Kings.  This module keeps the **two highest
trumps other than the Pfeife**: in play a trump wins tricks whatever the suit led,
while a King laid away still counts for the declarer in the legage; the Pfeife, the
lowest trump and worth 5, is safer there than in play.  With fewer than two such
trumps it leaves the keep to the fixed policy.

**Discard.** After keeping two cards and taking the talon, the Cego declarer lays one more card
away (spec cego-dreierles.md §2.4 row 1, §2.5: "1 card, any, face down"); it joins
the legage, which counts for him once he has taken a trick (§2.10).  The fixed
policy lays away the most valuable suit card, a King first.  This module instead:

1. lays away the **only card of a suit**, unless it is the King: the suit is then
   void, so the declarer can trump it, and the card is safe in the legage;
2. else the most valuable suit card **whose suit holds no King** (a Queen, Cavall
   or Jack the King's holder would catch);
3. else (only Kings and their guarded suits, or only trumps) it leaves the choice
   to the fixed policy.

Kings are kept in hand because a King led wins a trick of its own suit unless a
defender is void; trumps are never chosen here.

>>> from tarock_tutor.core.notation import parse_cards
>>> from tarock_tutor.games.cego.pack import CEGO51
>>> [c.code for c in cego_keep(parse_cards("T1 T13 T8 T2 HK SK SQ S9 H2 CN C8 DJ D1"))]
['T13', 'T8']
>>> cego_keep(parse_cards("T1 T13 HK SK SQ S9 H2 CN C8 DJ D1 D2 D3")) is None
True
>>> hand = parse_cards("Sk T21 T20 T15 T9 T5 T3 SQ S9 HK HQ H2 CN C8")
>>> cego_discard(hand, CEGO51).code      # spades, hearts, clubs: no singleton
'SQ'
>>> cego_discard(parse_cards("Sk T21 T20 T15 T9 T5 T3 SQ S9 HK HQ H2 CN T4"), CEGO51).code
'CN'
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.bots.evaluate import king_suits
from tarock_tutor.core.cards import KING, Card, Pack, Suit

__all__ = ["cego_discard", "cego_keep"]

PFEIFE_RANK = 1


def cego_keep(hand: Sequence[Card]) -> tuple[Card, Card] | None:
    """The two cards to keep in a Cego contract (``None``: leave it to the fixed policy)."""
    high = sorted((c for c in hand if c.suit is Suit.TRUMP and c.rank != PFEIFE_RANK),
                  key=lambda c: -c.rank)
    return (high[0], high[1]) if len(high) >= 2 else None


def cego_discard(hand: Sequence[Card], pack: Pack) -> Card | None:
    """The card to lay away from ``hand`` (``None``: leave it to the fixed policy)."""
    length: dict[Suit, int] = {}
    for c in hand:
        length[c.suit] = length.get(c.suit, 0) + 1
    kinged = king_suits(hand)
    plain = [c for c in hand if c.suit is not Suit.TRUMP and c.rank != KING]
    singles = [c for c in plain if length[c.suit] == 1]
    pool = singles or [c for c in plain if c.suit not in kinged]
    if not pool:
        return None
    return max(pool, key=lambda c: (pack.value[c], -pack.strength[c], -int(c.suit)))
