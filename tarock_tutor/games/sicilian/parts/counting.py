"""Sicilian Tarocchi's own way of counting card points (seed 004, after Dummett
1980; spec neunzehner-zwanziger-sicilian.md §3.3), registered with the core as the
counting method ``"sicilian"``.

>>> from tarock_tutor.games.sicilian.pack import SICILIAN63
>>> count_sicilian(SICILIAN63.cards, SICILIAN63)
104
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.counting import register_method


def count_sicilian(cards: Iterable[Card], pack: Pack) -> int:
    """Sicilian count (seed 004): in threes, three counting cards −2, two
    counting and a blank −1, one counting and two blanks 0, three blanks +1;
    leftover two blanks +1, one blank 0.  Closed form (spec §3.3, decision
    D-C2): Σvalue − C + ⌊(n+1)/3⌋ with C counting cards and n all cards.
    The 5 points for the last trick are added by the game, not here.

    >>> from tarock_tutor.games.sicilian.pack import SICILIAN63
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_sicilian(parse_cards("T20 T1 Fu"), SICILIAN63)
    28
    """
    values = list(map(pack.value.__getitem__, cards))   # (each card looked up once)
    counting = sum(v > 0 for v in values)
    return sum(values) - counting + (len(values) + 1) // 3


register_method("sicilian", count_sicilian)
