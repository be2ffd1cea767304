"""Counting captured cards: the shared batch methods, and a registry of methods by key.

All functions take the pooled pile of one side (spec conventions: count per
side, never per player and then add, or the remainders break the totals).
Examples on the games' packs are in ``tests/core/test_generic_doc_examples.py``.

On a pack built here, where the hearts are worth their rank (heart 1 is the blank)
and the trumps 1: heart 3 and two blanks make one group of three.

>>> from tarock_tutor.core.cards import Names, Pack, Suit, card
>>> from tarock_tutor.core.notation import parse_cards
>>> cards = tuple(card(s, r) for s in (Suit.TRUMP, Suit.HEARTS) for r in (1, 2, 3))
>>> demo = Pack("demo6", "six-card demo pack", cards, strength={c: c.rank for c in cards},
...             value={c: c.rank if c.suit is Suit.HEARTS else 1 for c in cards},
...             names={c: Names(c.code, c.code, c.code) for c in cards})
>>> pile = parse_cards("H3 T1 H1")
>>> count_plain(pile, demo)                             # 3 + 1 + 1
5
>>> count_austrian(pile, demo)                          # 5 − 2 for the group
3
>>> count_baden(pile, demo)                             # 3 + (2 blanks − 2)
3
>>> count_austrian(parse_cards("H3 H2 T1 H1"), demo)    # 7 − 2 − 1 for the leftover
4
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError


def count_baden(cards: Iterable[Card], pack: Pack) -> int:
    """The Baden count, as one source phrases it: blanks are worth 0 and
    each group of three adjusts the sum — three valued cards −2, two valued and
    a blank −1, one valued and two blanks 0, three blanks +1; leftovers: two
    blanks +1, one blank 0.  Groups are formed with as many blanks as
    possible in the leftover; a leftover that must contain valued cards costs 1
    once (decision ``count.leftover_with_valued_cards``), which is what another
    source's phrasing gives (the games that use it cite both).
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
    """The Austrian count: add the face values (blanks 1), subtract 2 for every
    complete group of three cards, and 1 more if one or two cards are left over.
    (A source may word the Baden count the same way; the two must agree, which
    the tests check.)
    """
    pile = list(cards)
    n = len(pile)
    return sum(pack.value[c] for c in pile) - 2 * (n // 3) - (1 if n % 3 else 0)


def count_plain(cards: Iterable[Card], pack: Pack) -> int:
    """The plain count: card values are simply added, no batches (a pack counted
    this way gives its blanks the value 0)."""
    return sum(pack.value[c] for c in cards)


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
                          "(the shared achievement bands, spec §1.5)",
                          code="POINTS_RANGE",
                          params={"low": 0, "high": 70, "value": repr(points)[:30]})
    if points >= 36:
        return 1 + (points - 35) // 5
    return -(1 + (35 - points) // 5)


Counter = Callable[[Iterable[Card], Pack], int]
"""A counting method: the card points of a pile with a pack."""

METHODS: dict[str, Counter] = {"baden": count_baden, "austrian": count_austrian,
                               "plain": count_plain}
"""The counting methods by key (a game may register its own with :func:`register_method`);
a game names its method in ``GameSpec.counting``."""


def register_method(key: str, method: Counter) -> Counter:
    """Make a game's own counting method known by ``key`` (the same function again is a
    no-op; another under a taken key is refused)."""
    old = METHODS.get(key)
    if old is not None and old is not method:
        raise TarockError(f"counting method {key!r} is registered twice")
    METHODS[key] = method
    return method


def unregister_method(key: str) -> None:
    """Forget a counting method (for tests that register a toy game)."""
    METHODS.pop(key, None)
