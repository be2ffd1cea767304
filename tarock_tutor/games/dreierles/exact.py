"""Dreierles' trick rules and objective for the kernel and the exact solver
(spec cego-dreierles.md §3.7, §3.9–3.12).

* Games with a declarer: his card points (Baden count) of his tricks and his
  discards, when the Pfeife (trump 1) cannot be his: the sheet then rises with the
  card points alone (units, §1.5).
* When the declarer holds the Pfeife (or has played it), the sheet reads the tricks
  (§3.7): his Pfeife in the last trick scores +1 if it wins and −1 if it loses
  (silent; ±2 announced), and an announced Pfeife played earlier fails (−2) and gives
  that trick and every later one to the defenders for counting.  The value is then
  his total on the deal's own sheet (:func:`.parts.result.outcome_sheet`, as the
  finished deal is scored) × 100 + the card points he counts.
* Räuber: each for himself, searched paranoid from the mover (the mover against
  the other two); the value is the mover's total on the Räuber sheet
  (:func:`.parts.result.raeuber_sheet`, as the finished deal is scored: the most
  points pays 2 to each other person, two tied pay 1, three tied with four at the
  table pay 2/3 each, × 2 per Kontra, §3.12.4) × 100 + the card points the other two
  took (so among equal sheets he takes fewer).  The 2/3 stays exact (the sheet is
  counted in twelfths); the sheet reads only who took the most, so the search bounds
  the value by who still may (the Baden count's gain and split, §1.3,
  :func:`~tarock_tutor.core.solver_sheet.each_for_himself`).  The Steinmauern and
  Iffezheim hooks read the trump leads so far and the tricks done
  (:func:`.trick_rules.raeuber_context`, the same function the play phase's bundle
  gives ``TrickPlay``), from the kernel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.counting import count_baden
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import (
    CARD_POINTS,
    SCORE,
    ExactPlay,
    Objective,
    key_baden,
    split_baden,
)
from tarock_tutor.core.solver_sheet import each_for_himself
from tarock_tutor.games.dreierles.trick_rules import RAEUBER_RULES

from .parts.result import bonuses_of, outcome_sheet, raeuber_sheet
from .parts.rules import PACK, PFEIFE, PFEIFE_CALL, RAEUBER

_TRUMP = int(Suit.TRUMP)   # (the kernel's suit number)
SCALE = 100
"""The sheet weighs this much against one card point (70 at most)."""


def exact_play(state: Any) -> ExactPlay:
    if state.contract == RAEUBER:
        obj = raeuber_objective(state)
        hooks = RAEUBER_RULES.get(state.options["raeuber_pfeife"])
        if hooks is None:
            return ExactPlay(obj)
        # the context the play phase's bundle reads, from the kernel; the table key
        # holds only what of the tricks played the rule reads (see raeuber_history_key)
        form = state.options["raeuber_pfeife"]
        return ExactPlay(obj, context=hooks.context, history_key=raeuber_history_key(form))
    d = state.declarer
    discards: list[Card] = list(state.discards)
    tp = state.trickplay
    played = any(t.card_of(d) is PFEIFE for t in tp.tricks if d in t.seats)
    if PFEIFE in tp.hand(d) or played or (tp.current_seats and d in tp.current_seats
                                         and PFEIFE in tp.current):
        return ExactPlay(pfeife_objective(state))
    return ExactPlay(Objective(
        CARD_POINTS, frozenset({d}), lambda pile, won, extra: count_baden([*pile, *discards], PACK),
        split=lambda pile, won, extra: split_baden([*pile, *discards], PACK), gain=PACK.value,
        rises_with_value=True))


def raeuber_history_key(form: str) -> Callable[[Kernel], Any] | None:
    """What of the tricks played the Räuber follow rule of ``form`` reads beyond the
    position itself (the transposition table's ``history_key``; every position of one
    search has the tricks done fixed by the cards left).  Steinmauern reads the trump
    leads only through "this trump lead is the third or later" while the Pfeife is
    still held (§3.12.3): so the trump leads done, counted up to two, while it is in
    a hand, and nothing once it has fallen.  Iffezheim reads only the tricks done."""
    if form != "steinmauern":
        return None
    at: list[Any] = [None, 0]   # the compiled rules last asked, the Pfeife's bit

    def key(k: Kernel) -> int:
        if at[0] is not k.r:
            at[0], at[1] = k.r, 1 << k.r.index[PFEIFE]
        bit = at[1]
        for h in k.hands:
            if h & bit:
                break
        else:   # fallen: nothing of the past counts any more
            return -1
        done = 0
        for t in k.history:
            if t.lead == _TRUMP:
                done += 1
                if done == 2:
                    break
        return done
    return key


def pfeife_objective(state: Any) -> Objective:
    """The declarer's sheet × 100 + his counted card points, with the last-trick
    Pfeife.  ``extra``: ``None`` while the Pfeife is in play or the play goes on;
    ``("last", won)`` at the end when it fell in the last trick; ``("early", points)``
    when an announced Pfeife fell earlier (``points``: what he counts, his tricks
    before the Pfeife's and his discards: the tricks from the Pfeife's on go to the
    defenders, so nothing later changes it).

    Quick bounds (``gain``, ``slack``, ``rises_with_value``: the Baden count's, §1.3),
    where the game line never falls as the card points rise: with the Pfeife still in his hand the last trick may add or take its
    item (silent ±1, announced ±2, the sheet's own lines read at one count: the items
    are added up), and an announced one may yet fall early, worth at least the −2
    item with the fewest points the sheet knows (so the low end is no bound then);
    once it has fallen nothing is left open (an early fall's value is fixed)."""
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

    # the bounds' shape: the counts the sheet knows, its game line never falling
    reach = []
    for p in range(PACK.total_value + 1):
        try:
            sheet(p, 0)
        except TarockError:
            continue
        reach.append(p)
    rising = all(sheet(a, 0) <= sheet(b, 0) for a, b in pairwise(reach))
    mid, item = reach[len(reach) // 2], 2 if announced else 1
    down = max(0, sheet(mid, 0) - sheet(mid, -item)) * SCALE
    up = max(0, sheet(mid, item) - sheet(mid, 0)) * SCALE
    if announced:   # an early fall: at least the −2 item at the fewest points
        down = max(down, (sheet(reach[-1], 0) - sheet(reach[0], 0) + down // SCALE) * SCALE
                   + reach[-1] - reach[0])
    bit: list[Any] = [None, 0]   # the rules last asked, the Pfeife's bit

    def slack(k: Kernel) -> tuple[int, int]:
        if bit[0] is not k.r:
            bit[0], bit[1] = k.r, 1 << k.r.index[PFEIFE]
        return (down, up) if k.hands[d] & bit[1] else (0, 0)

    return Objective(SCORE, frozenset({d}), value, extra=extra, distinct=(PFEIFE,),
                     scale=SCALE, gain=PACK.value if rising else None,
                     slack=slack if rising else None, rises_with_value=rising)


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for i in cards:
        m |= 1 << i
    return m


def raeuber_objective(state: Any) -> Objective:
    """Räuber's value for the seat to move: his total on the Räuber sheet × 100 + the
    card points the others took (:func:`~tarock_tutor.core.solver_sheet.each_for_himself`)."""
    mover = state.trickplay.to_move
    active = tuple(state.active)

    def sheet(points: tuple[int, ...]) -> Any:
        return raeuber_sheet(state, dict(zip(active, points, strict=True))).totals()[mover]
    return each_for_himself(mover=mover, seats=active,
                            count=lambda cards: count_baden(cards, PACK),
                            key=lambda cards: key_baden(cards, PACK), sheet=sheet, scale=SCALE,
                            gain=PACK.value,
                            split_count=lambda cards: split_baden(cards, PACK))
