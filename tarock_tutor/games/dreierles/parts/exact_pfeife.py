"""The exact solver's objective for a declarer who holds (or played) the Pfeife
(spec cego-dreierles.md §3.7): his total on the deal's own sheet × 100 + the card
points he counts, with its quick bounds (see :func:`pfeife_objective`)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import SCORE, Objective

from .result import bonuses_of, outcome_sheet
from .rules import PACK, PFEIFE, PFEIFE_CALL

SCALE = 100
"""The sheet weighs this much against one card point (70 at most)."""
SHEET_FLOOR = 10 ** 9
"""Below every value (a floor that says nothing)."""


def pfeife_objective(state: Any) -> Objective:
    """The declarer's sheet × 100 + his counted card points, with the last-trick
    Pfeife.  ``extra``: ``None`` while the Pfeife is in play or the play goes on;
    ``("last", won)`` at the end when it fell in the last trick; ``("early", points)``
    when an announced Pfeife fell earlier (``points``: what he counts, his tricks
    before the Pfeife's and his discards: the tricks from the Pfeife's on go to the
    defenders, so nothing later changes it).

    Quick bounds (``gain``, ``slack``, ``rises_with_value``: the Baden count's, §1.3),
    where the game line never falls as the card points rise: with the Pfeife still in
    his hand the last trick may add or take its item (silent ±1, announced ±2; the
    sheet's lines are added up, so each item is read at one count), and an announced
    one may yet fall early, worth at least the −2 item with the fewest points the sheet
    knows (so the slack's low end is no bound then, but ``floor`` is: the −2 item with
    what he counts now); once it has fallen nothing is left open (an early fall's value
    is fixed)."""
    d = state.declarer
    discards: list[Card] = list(state.discards)
    announced = PFEIFE_CALL in state.announced
    bonuses = bonuses_of(state)
    sheets: dict[tuple[int, int], int] = {}

    def sheet(points: int, pfeife: int) -> int:
        key = (points, pfeife)
        v = sheets.get(key)
        if v is None:
            v = sheets[key] = int(outcome_sheet(state, points, pfeife, bonuses).totals()[d])
        return v

    at: list[Any] = [None, 0, None]   # the rules and kernel last asked, the Pfeife's index
    # per finished trick of the kernel's: (the trick, the place of the declarer's
    # Pfeife's trick or -1, the mask of the cards he won from that trick on).  The
    # tricks are a stack of tuples that never change: while the same object stands at
    # a place, everything below it is unchanged too, so only the tricks above the
    # highest one still standing are read again.
    chain: list[tuple[Any, int, int]] = []
    before: dict[int, int] = {}   # his pile before the Pfeife's trick -> his points

    def pfeife_trick(k: Kernel, i: int) -> tuple[int, int]:
        hist = k.history
        n = min(len(hist), len(chain))
        while n and chain[n - 1][0] is not hist[n - 1]:
            n -= 1
        del chain[n:]
        pf, given = (chain[-1][1], chain[-1][2]) if chain else (-1, 0)
        for t in hist[n:]:
            cards = t.cards
            if pf < 0:
                if i in cards and t.seats[cards.index(i)] == d:
                    pf, given = len(chain), _mask(cards) if t.winner == d else 0
            elif t.winner == d:
                given |= _mask(cards)
            chain.append((t, pf, given))
        return pf, given

    def extra(k: Kernel) -> tuple[str, int] | None:
        if at[0] is not k.r or at[2] is not k:   # (the chain is one kernel's)
            at[0], at[1], at[2] = k.r, k.r.index[PFEIFE], k
            chain.clear()
            before.clear()
        i = at[1]
        if k.hands[d] >> i & 1:   # still in his hand: in no finished trick
            return None
        pf, given = pfeife_trick(k, i)
        if pf < 0:
            return None
        over = not k.trick_cards and not any(k.hands)
        if over and pf == len(k.history) - 1:
            return "last", int(k.history[pf].winner == d)
        if not announced:
            return None   # a silent Pfeife before the last trick: no item
        pre = k.piles[d] & ~given
        points = before.get(pre)
        if points is None:
            points = before[pre] = count_baden([*k.r.cards_of(pre), *discards], PACK)
        return "early", points

    def value(pile: list[Card], won: int, ex: Any) -> int:
        pfeife = 0
        if ex is None:
            points = count_baden([*pile, *discards], PACK)
        elif ex[0] == "last":
            points = count_baden([*pile, *discards], PACK)
            pfeife = (2 if announced else 1) * (1 if ex[1] else -1)
        else:   # the tricks from the Pfeife's on went to the defenders
            points, pfeife = ex[1], -2
        return sheet(points, pfeife) * SCALE + points

    # the bounds' shape, worked out on the first bound asked (a computer player's
    # sampled deals build many objectives that never search): the counts the sheet
    # knows and whether its game line never falls; (drop, jump) of the Pfeife's items
    shape: list[Any] = []
    bit: list[Any] = [None, 0]   # the rules last asked, the Pfeife's bit

    def shaped() -> list[Any]:
        reach = []
        for p in range(PACK.total_value + 1):
            try:
                sheet(p, 0)
            except TarockError:
                continue
            reach.append(p)
        mid, item = reach[len(reach) // 2], 2 if announced else 1
        down = max(0, sheet(mid, 0) - sheet(mid, -item)) * SCALE
        up = max(0, sheet(mid, item) - sheet(mid, 0)) * SCALE
        if announced:   # an early fall: at least the −2 item at the fewest points
            down = max(down, (sheet(reach[-1], 0) - sheet(reach[0], 0) + down // SCALE)
                       * SCALE + reach[-1] - reach[0])
        if not all(sheet(a, 0) <= sheet(b, 0) for a, b in pairwise(reach)):
            down = up = SHEET_FLOOR   # a sheet that may fall: bounds that say nothing
        shape[:] = [down, up, set(reach)]
        return shape

    def slack(k: Kernel) -> tuple[int, int]:
        if bit[0] is not k.r:
            bit[0], bit[1] = k.r, 1 << k.r.index[PFEIFE]
        if not k.hands[d] & bit[1]:
            return 0, 0
        down, up, _ = shape or shaped()
        return down, up

    now: dict[int, int] = {}   # his pile -> the floor

    def floor(k: Kernel, ex: Any) -> int:
        """An announced Pfeife still in his hand: whatever comes, he counts at least
        what he has now (his pile only grows, and an early fall keeps what he took
        before it) and the item is at least −2."""
        if bit[0] is not k.r:
            bit[0], bit[1] = k.r, 1 << k.r.index[PFEIFE]
        if not k.hands[d] & bit[1]:
            return -SHEET_FLOOR
        pile = k.piles[d]
        got = now.get(pile)
        if got is None:
            down, _, accepted = shape or shaped()
            points = count_baden([*k.r.cards_of(pile), *discards], PACK)
            got = now[pile] = (sheet(points, -2) * SCALE + points
                               if points in accepted and down < SHEET_FLOOR else -SHEET_FLOOR)
        return got

    return Objective(SCORE, frozenset({d}), value, extra=extra, distinct=(PFEIFE,),
                     scale=SCALE, gain=PACK.value, slack=slack, rises_with_value=True,
                     floor=floor if announced else None)


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for i in cards:
        m |= 1 << i
    return m
