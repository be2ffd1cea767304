"""Counting captured cards: one function per method, each with its source.

All functions take the pooled pile of one side (spec conventions: count per
side, never per player and then add, or the remainders break the totals).

>>> from tarock_tutor.core.cards import TAROCK54, CEGO51, ZWANZIGER40, SICILIAN63
>>> count_baden(TAROCK54.cards, TAROCK54), count_baden(CEGO51.cards, CEGO51)
(70, 69)
>>> count_austrian(TAROCK54.cards, TAROCK54)
70
>>> count_plain(ZWANZIGER40.cards, ZWANZIGER40)
88
>>> count_sicilian(SICILIAN63.cards, SICILIAN63)
104
"""

from __future__ import annotations

from collections.abc import Iterable

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import RuleRef

BADEN_REF = RuleRef("seed 000 (Cego) / seed 003 (Dreierles)",
                    "cego-dreierles.md §1.3 'Counting in batches of three'")
AUSTRIAN_REF = RuleRef("seed 001 (Neunzehnerrufen)",
                       "neunzehner-zwanziger-sicilian.md §1.3 'batch method'")
PLAIN_REF = RuleRef("seed 002 (Zwanzigerrufen, Akagiri 1995)",
                    "neunzehner-zwanziger-sicilian.md §2.2 (total 88)")
SICILIAN_REF = RuleRef("seed 004 (Sicilian Tarocchi, after Dummett 1980)",
                       "neunzehner-zwanziger-sicilian.md §3.3")


def count_baden(cards: Iterable[Card], pack: Pack) -> int:
    """Cego's phrasing of the Baden count (seed 000): blanks are worth 0 and
    each group of three adjusts the sum — three valued cards −2, two valued and
    a blank −1, one valued and two blanks 0, three blanks +1; leftovers: two
    blanks +1, one blank 0.  Groups are formed with as many blanks as
    possible in the leftover; a leftover that must contain valued cards costs 1
    once (decision ``count.leftover_with_valued_cards``, spec §1.3), which is
    what Dreierles' phrasing gives.

    >>> from tarock_tutor.core.cards import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_baden(parse_cards("HK SN S10"), TAROCK54)
    7
    """
    pile = list(cards)
    valued = sorted(pack.value[c] for c in pile if pack.value[c] > 1)
    blanks = len(pile) - len(valued)
    leftover = len(pile) % 3
    # "leave blanks over": the leftover takes blanks first
    left_blanks = min(leftover, blanks)
    left_valued = valued[:leftover - left_blanks]
    points = 0
    if leftover and not left_valued:
        points += 1 if left_blanks == 2 else 0
    elif leftover:  # decision count.leftover_with_valued_cards: values (blank 1) minus 1
        points += sum(left_valued) + left_blanks - 1
    # complete groups: each group scores its valued cards plus (blanks in it − 2),
    # so the sum over groups does not depend on how the groups are formed
    group_valued = valued[len(left_valued):]
    group_blanks = blanks - left_blanks
    groups = (len(group_valued) + group_blanks) // 3
    points += sum(group_valued) + group_blanks - 2 * groups
    return points


def count_austrian(cards: Iterable[Card], pack: Pack) -> int:
    """Neunzehnerrufen's count (seed 001): add the face values (blanks 1),
    subtract 2 for every complete group of three cards, and 1 more if one or
    two cards are left over.  (Dreierles, seed 003, words the Baden count the
    same way; the two must agree, which the tests check.)

    >>> from tarock_tutor.core.cards import NEUNZEHNER54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_austrian(parse_cards("Sk T21 T1"), NEUNZEHNER54)
    13
    """
    pile = list(cards)
    n = len(pile)
    return sum(pack.value[c] for c in pile) - 2 * (n // 3) - (1 if n % 3 else 0)


def count_plain(cards: Iterable[Card], pack: Pack) -> int:
    """Zwanzigerrufen (seed 002): card values are simply added, no batches;
    the Glatzen count 0 and the whole pack 88."""
    return sum(pack.value[c] for c in cards)


def count_sicilian(cards: Iterable[Card], pack: Pack) -> int:
    """Sicilian count (seed 004): in threes, three counting cards −2, two
    counting and a blank −1, one counting and two blanks 0, three blanks +1;
    leftover two blanks +1, one blank 0.  Closed form (spec §3.3, decision
    D-C2): Σvalue − C + ⌊(n+1)/3⌋ with C counting cards and n all cards.
    The 5 points for the last trick are added by the game, not here.

    >>> from tarock_tutor.core.cards import SICILIAN63
    >>> from tarock_tutor.core.notation import parse_cards
    >>> count_sicilian(parse_cards("T20 T1 Fu"), SICILIAN63)
    28
    """
    pile = list(cards)
    counting = sum(1 for c in pile if pack.value[c] > 0)
    return sum(pack.value[c] for c in pile) - counting + (len(pile) + 1) // 3


BANDS_REF = RuleRef("seed 000 (Cego) / seed 003 (Dreierles)",
                    "cego-dreierles.md §1.5 'Achievement bands (shared)'")


def baden_units(points: int) -> int:
    """The declarer's signed units for his card points, in the 5-point bands both
    Baden games share (spec §1.5): 36–39 → +1 … 65–69 → +7, 70 → +8; 31–35 → −1 …
    1–5 → −7, 0 → −8.  There is no zero band: 35 loses, 36 wins.

    >>> [baden_units(p) for p in (70, 65, 36, 35, 31, 30, 5, 0)]
    [8, 7, 1, -1, -1, -2, -7, -8]
    >>> baden_units(71)
    Traceback (most recent call last):
    ...
    tarock_tutor.core.errors.TarockError: card points must be a whole number from 0 to 70, ...
    """
    if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 70:
        raise TarockError(f"card points must be a whole number from 0 to 70, not {points!r} "
                          "(cego-dreierles.md §1.5)")
    if points >= 36:
        return 1 + (points - 35) // 5
    return -(1 + (35 - points) // 5)


METHODS = {"baden": count_baden, "austrian": count_austrian, "plain": count_plain,
           "sicilian": count_sicilian}
