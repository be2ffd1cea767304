"""A score-sheet objective for the exact solver, for games whose sheet reads the play
only through the side's card points, who won the last trick with one named card (a
Pagat: the I in the last trick) and whether one side took every trick (Valat).

The game supplies ``sheet(points, last_by, all_tricks)``: its own score sheet for that
outcome of the play, read in the declarer's column (the same function the finished
deal's sheet is built with, so the score rules are written once).  The solver's value
is that number, or with ``scale`` the sheet first and the card points breaking ties
(``sheet × scale + points``, see :class:`~tarock_tutor.core.solver.Objective`).

Before the last card is played the value is the sheet without the last-trick and
all-tricks outcomes; the quick bounds' ``slack`` covers what those can add or take
away, and each card's ``gain`` the most one card point moves the sheet (the sheet
must never fall when the side's card points rise, else no bounds are given).

Generic: it names no game; the game's ``exact.py`` passes its sheet, its count and
the names of its outcomes.

:func:`each_for_himself` is the objective of a contract where each plays for himself
and the sheet reads every player's card points (who took the most): the mover's own
result on the sheet, searched paranoid (the mover against all the others), bounded
by who may still take the most (:class:`_TopBounds`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import pairwise
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import SCORE, Objective

__all__ = ["each_for_himself", "sheet_objective"]

SheetFn = Callable[[int, "int | None", "str | None"], int]
"""The declarer's total on the sheet for (side's card points, seat that won the last
trick with the named card or ``None``, name of the side that took every trick or
``None``)."""


def sheet_objective(*, side: frozenset[int], seats: int, sheet: SheetFn,
                    count: Callable[[list[Card]], int], card_gain: Mapping[Card, int],
                    total: int, last_card: Card, all_names: tuple[str, str],
                    scale: int = 0, split_count: Callable[[list[Card]], Any] | None = None,
                    additive: bool = False) -> Objective:
    """The objective (unit ``"score"``) of a sheet that reads the card points ``count``
    of the side's pile (0..``total``), the seat that won the last trick with
    ``last_card`` and the side that took all tricks (``all_names``: the declarer
    side's name, the defenders' name).

    ``card_gain``: the most one card adds to ``count``; ``split_count``: the count's
    split (offset, class) for the table (:data:`~tarock_tutor.core.solver.SplitFn`),
    used when the sheet is linear in the points; ``additive``: the count is the sum of
    the cards' values (with ``scale``, the table then shares the pasts whose game is
    already decided).
    """
    cache: dict[tuple[int, int | None, str | None], int] = {}

    def col(points: int, by: int | None, every: str | None) -> int:
        key = (points, by, every)
        v = cache.get(key)
        if v is None:
            v = cache[key] = sheet(points, by, every)
        return v

    col(total // 2, None, None)   # a deal the sheet cannot score raises here, at once
    reach: list[int] = []   # the points a side can end with (the sheet refuses others)
    for p in range(total + 1):
        try:
            col(p, None, None)
            reach.append(p)
        except TarockError:
            continue
    low, high = reach[0], reach[-1]
    game = {p: col(p, None, None) for p in reach}
    steps = [game[b] - game[a] for a, b in pairwise(reach)]
    monotone = all(d >= 0 for d in steps) and len(reach) == high - low + 1

    # what the last trick and Valat can move, against the sheet without them (the
    # sheet's lines are added up, so each outcome's part is its own difference)
    mid = (low + high) // 2

    def delta(at: int, by: int | None, every: str | None) -> int:
        try:
            return col(at, by, every) - col(at, None, None)
        except TarockError:   # an outcome no deal has (the sheet refuses it)
            return 0
    by_seat = [delta(mid, s, None) for s in range(seats)]
    every_side, every_other = delta(high, None, all_names[0]), delta(low, None, all_names[1])
    side_seats = tuple(sorted(side))

    def status(k: Kernel) -> int:
        """1: the side took every trick so far, -1: none, 0: some (Valat is out), 2:
        no trick is played yet."""
        played = len(k.history)
        if not played:
            return 2
        taken = k.won
        won = 0
        for s in side_seats:
            won += taken[s]
        return 1 if won == played else -1 if won == 0 else 0

    def extra(k: Kernel) -> Any:
        """At the end of play: (seat that won the last trick with the card or -1,
        :func:`status`); before it the status alone."""
        if k.trick_cards or not k.history or any(k.hands):
            return status(k)
        last = k.history[-1]
        i = k.r.index[last_card]
        by = -1
        if i in last.cards and last.seats[last.cards.index(i)] == last.winner:
            by = last.winner
        return by, status(k)

    def outcome(ex: Any) -> tuple[int | None, str | None]:
        if not isinstance(ex, tuple):
            return None, None
        by, every = ex
        return (by if by >= 0 else None,
                all_names[0] if every > 0 else all_names[1] if every < 0 else None)

    def value(pile: list[Card], won: int, ex: Any) -> int:
        points = count(pile)
        v = col(points, *outcome(ex))
        return v * scale + points if scale else v

    def bonus_range(k: Kernel) -> tuple[int, int]:
        """(most lost, most won) by the last trick and Valat from here: the card's
        holder may still win the last trick with it; Valat while one side has them all."""
        if card_at[0] is not k.r:
            card_at[0], card_at[1] = k.r, 1 << k.r.index[last_card]
        bit = card_at[1]
        holder = -1
        for s, h in enumerate(k.hands):
            if h & bit:
                holder = s
                break
        st = status(k)
        got = ranges.get((holder, st))
        if got is None:
            got = ranges[holder, st] = _range(holder, st)
        return got

    card_at: list[Any] = [None, 0]   # the compiled rules last asked, the card's bit
    ranges: dict[tuple[int, int], tuple[int, int]] = {}

    def _range(holder: int, st: int) -> tuple[int, int]:
        """bonus_range's answer for the card's holder (-1: played) and the status."""
        parts = [0]
        if holder >= 0:
            parts.append(by_seat[holder])
        valat = [every_side] if st == 1 else [every_other] if st == -1 else \
            [every_side, every_other] if st == 2 else [0]
        down = sum(max(0, -d) for d in parts) + max(max(0, -d) for d in valat)
        up = sum(max(0, d) for d in parts) + max(max(0, d) for d in valat)
        return down, up

    gain: dict[Card, int] | None = None
    slack: Callable[[Kernel], tuple[int, int]] | None = None
    split: Callable[[list[Card], int, Any], tuple[int, Any] | None] | None = None
    top, most = game[high], max(steps, default=0)
    if monotone and scale:
        gain = dict(card_gain)

        def slack_scaled(k: Kernel) -> tuple[int, int]:
            down, up = bonus_range(k)
            return scale * down, scale * up
        slack = slack_scaled

        def split_top(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
            points = count(pile)
            if game.get(points) == top:   # the game is won whatever comes: points add up
                return top * scale + points, ("top", ex)
            return 0, ("p", points, ex)
        split = split_top if additive else None
    elif monotone:
        gain = {c: g * most for c, g in card_gain.items()}
        slack = bonus_range

        def split_linear(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
            got = split_count(pile) if split_count is not None else None
            if got is None:
                return None
            off, cls = got
            return game[low] - most * low + most * off, (cls, ex)
        split = split_linear if split_count is not None and len(set(steps)) <= 1 else None
    return Objective(SCORE, side, value, extra=extra, distinct=(last_card,), split=split,
                     gain=gain, slack=slack, scale=scale)



PARTS = 12
"""An each-for-himself sheet is counted in this many parts of a point."""


def each_for_himself(*, mover: int, seats: Sequence[int], count: Callable[[list[Card]], int],
                     key: Callable[[list[Card]], Any], sheet: Callable[[tuple[int, ...]], Any],
                     scale: int, gain: Mapping[Card, int] | None = None,
                     split_count: Callable[[list[Card]], tuple[int, Any] | None] | None = None,
                     ) -> Objective:
    """The objective (unit ``"score"``, no side: paranoid) of a contract where each
    plays for himself and the sheet reads every player's card points.

    ``seats``: the players who count (in seat order); ``count``: one pile's card
    points; ``sheet(points)``: the mover's result on the game's own sheet for the card
    points of every seat in ``seats`` (the function the finished deal is scored
    with).  A result may be a fraction (a penalty shared in a tie): the sheet is
    counted in twelfths (:data:`PARTS`; halves, thirds and quarters stay exact), and a
    result that is not a whole number of twelfths is refused (``SOLVER_SHEET_PART``).
    The value is ``sheet × 12 × scale + the card points the others took`` (fewer
    points for the mover breaks the sheet's ties).  ``key(pile)`` summarises a pile
    for the table: anything from which its final count follows, whatever cards join
    it.

    The value is not monotone in the mover's pile (taking a trick may hand the most
    points to another), so there is no ``gain`` and none of the search's own quick
    bounds.  With ``gain`` (the most one card adds to ``count``, which never falls
    as a pile grows) the objective gives its own (:class:`_TopBounds`), for a sheet
    that reads only *who* took the most card points (the losers), as the all-pass
    sheets of the games do; a result that reads more is refused at the end of play
    (``SOLVER_SHEET_SHAPE``).  ``split_count(pile)``: the count's split (offset,
    class) as :data:`~tarock_tutor.core.solver.SplitFn` has it, or ``None``; once the
    losers are known whatever comes, the table then shares one entry among all pasts
    whose others' piles split alike (the value is their points plus a constant).

    ``extra`` holds the other players' piles: their keys while the play goes on
    (part of the table key), their card points at the end.  The search tries ducking
    first (``avoid_points``: the sheet punishes the most points).
    """
    others = tuple(s for s in seats if s != mover)
    if mover not in seats:
        raise TarockError(f"seat {mover!r} does not count in this contract (seats {seats!r})",
                          code="SOLVER_NOT_A_PLAYER",
                          params={"seat": mover + 1 if isinstance(mover, int) else mover})
    order = tuple(seats)
    where = {s: i for i, s in enumerate(order)}
    keys: dict[int, Any] = {}
    results: dict[tuple[int, ...], int] = {}

    def parts_of(at: tuple[int, ...]) -> int:
        v = results.get(at)
        if v is None:
            parts = Fraction(sheet(at)) * PARTS
            if parts.denominator != 1:
                raise TarockError(f"sheet result {sheet(at)!r} is not a whole number of "
                                  f"1/{PARTS} points", code="SOLVER_SHEET_PART",
                                  params={"value": str(sheet(at))})
            v = results[at] = int(parts)
        return v

    top = None
    if gain is not None:
        try:
            top = _TopBounds(order, mover, count, key, gain, split_count, parts_of, scale)
        except TarockError:   # a sheet that refuses these points: no bounds (refused later)
            top = None
    checked: set[tuple[int, ...]] = set()

    def extra(k: Kernel) -> Any:
        if k.trick_cards or any(k.hands):
            if top is not None:
                return top.extra(k)
            out = []
            for s in others:
                m = k.piles[s]
                got = keys.get(m)
                if got is None:
                    got = keys[m] = key(k.r.cards_of(m))
                out.append(got)
            return tuple(out)
        if top is not None:
            return "end", tuple([top.pile(k, k.piles[s])[0] for s in others])
        return "end", tuple(count(k.r.cards_of(k.piles[s])) for s in others)

    def value(pile: list[Card], won: int, ex: Any) -> int:
        if not (isinstance(ex, tuple) and ex and ex[0] == "end"):
            raise TarockError("the value of a contract where each plays for himself is "
                              "known only at the end of play", code="SOLVER_NOT_OVER")
        theirs: tuple[int, ...] = ex[1]
        points = [0] * len(order)
        points[where[mover]] = count(pile)
        for s, p in zip(others, theirs, strict=True):
            points[where[s]] = p
        at = tuple(points)
        v = parts_of(at)
        if top is not None and at not in checked:
            if top.parts_of_losers(at) != v:
                raise TarockError(f"the sheet result for card points {at!r} reads more than "
                                  f"who took the most", code="SOLVER_SHEET_SHAPE",
                                  params={"value": "、".join(map(str, at))})
            checked.add(at)
        return v * scale + sum(theirs) if scale else v
    bound = None if top is None else top.bound
    split = None if top is None else top.split
    return Objective(SCORE, None, value, extra=extra, split=split, bound=bound,
                     avoid_points=True, scale=scale * PARTS)


class _TopBounds:
    """Quick bounds and table sharing for an each-for-himself sheet that reads only who
    took the most card points (:func:`each_for_himself` with ``gain``).

    At a trick's start each counting seat ends with at least its pile's count now and
    at most the count of its pile with every card still in play (the count never falls
    as a pile grows).  Where trumps win and no cards tie, the top trumps still in play
    that one seat holds (from the highest down) each win their own trick: that seat
    takes them and with each one card of every other hand that plays (at least the
    least valuable such cards), and the other seats win only the other tricks (at most
    the most valuable cards that fill them).  A set of losers is possible when all of
    them can end on one total ``t`` (the lowest of their highs) that every other seat
    can stay below; the sheet then lies between the lowest and highest result of the
    possible sets (each set's result is the sheet's for that set alone on top), and
    the others' points between the sum of their counts now and that plus the gains of
    the cards in play.
    The true losers are always among the possible sets, so the bounds hold.

    The table class: when every possible set gives one result, the value is that
    result plus the others' points, so only the others' piles' splits count (offset:
    their sum); otherwise the piles of the seats that may be among the losers count
    whole, another seat's only by its split (its points add to the others' sum) and
    the mover's not at all.

    A pile's count, key and split read only its cards' values (as every objective's
    value does, :class:`~tarock_tutor.core.solver.Objective`), so they are cached by
    how many cards of each value it holds, and the summary of a position by those of
    its piles, of the cards in play and of the sure cards (with their holder): in one
    6-trick search 42,758 of 94,150 trick starts had piles and hands not met before,
    but only 4,130 a new summary.  The class is kept as a small integer (cheap to
    hash in the table's keys).

    Where the nodes go (4 seats, 6 tricks, the slowest position): at 26,400 of 34,200
    new entries searched, the low end already lies on the window's sheet result and
    only the others' points fall short, while the high end is a better sheet result.
    A higher low end for the others' points needs what the mover cannot take (tricks
    he cannot win), which these bounds do not know beyond the sure trumps.

    Tried and left out (same values, 6 positions, no fewer nodes): the others' points
    bounded per set of losers (the losers end above every other seat, the others below
    them); a tie of several losers needing the cards in play to climb to one total;
    the others' gain capped when the mover holds the sure trumps; and for CPU, the
    sure cards cached by the hands' trumps (CPU ratio 1.07) and the low lead order as
    one integer (1.00).
    """

    def __init__(self, order: tuple[int, ...], mover: int, count: Callable[[list[Card]], int],
                 key: Callable[[list[Card]], Any], gain: Mapping[Card, int],
                 split_count: Callable[[list[Card]], tuple[int, Any] | None] | None,
                 parts_of: Callable[[tuple[int, ...]], int], scale: int) -> None:
        n = len(order)
        self.order = order
        self.mover_at = order.index(mover)
        self.others_at = tuple(i for i in range(n) if i != self.mover_at)
        self.count, self.key, self.gain, self.split_count = count, key, gain, split_count
        self.scale = scale
        self.losers = {m: parts_of(tuple(1 if m >> i & 1 else 0 for i in range(n)))
                       for m in range(1, 1 << n)}
        sets = [(m, [i for i in range(n) if m >> i & 1],
                 [i for i in range(n) if not m >> i & 1]) for m in range(1, 1 << n)]
        # by the mask of the seats that can reach the highest count now: the sets in it
        self.sets = [[x for x in sets if not x[0] & ~c] for c in range(1 << n)]
        self.classes: list[int] | None = None   # the kernel's cards by value, on first use
        self.by_mask: dict[int, tuple[int, Any, tuple[int, Any], int]] = {}
        self.by_values: dict[tuple[int, ...], tuple[int, Any, tuple[int, Any], int]] = {}
        self.memo: dict[tuple[int, ...], Any] = {}
        self.by_shape: dict[tuple[int, ...], Any] = {}
        self.ids: dict[tuple[Any, ...], int] = {}

    def parts_of_losers(self, at: tuple[int, ...]) -> int:
        """The sheet's result (in parts) for the losers of card points ``at``."""
        t = max(at)
        return self.losers[sum(1 << i for i, p in enumerate(at) if p == t)]

    def pile(self, k: Kernel, m: int) -> tuple[int, Any, tuple[int, Any], int]:
        """(count, key, split, gain) of the cards of mask ``m``."""
        got = self.by_mask.get(m)
        if got is not None:
            return got
        classes = self.classes
        if classes is None:
            by: dict[int, int] = {}
            for i, c in enumerate(k.r.cards):
                by[self.gain[c]] = by.get(self.gain[c], 0) | 1 << i
            classes = self.classes = list(by.values())
        values = tuple([(m & c).bit_count() for c in classes])
        got = self.by_values.get(values)
        if got is None:
            cards = k.r.cards_of(m)
            key = self.key(cards)
            sp = self.split_count(cards) if self.split_count is not None else None
            got = self.by_values[values] = (self.count(cards), key,
                                            sp if sp is not None else (0, ("k", key)),
                                            sum(self.gain[c] for c in cards))
        self.by_mask[m] = got
        return got

    def _sure(self, k: Kernel, in_play: int) -> tuple[int, int]:
        """(cards, position in ``order``) of the top trumps still in play that one
        seat holds, from the highest down: each wins its own trick when trumps win
        and no cards tie (no capture hook); (0, -1) if none."""
        r = k.r
        if not r.plain_winner or r.rules.capture is not None or k.trick_cards:
            return 0, -1
        top = in_play & r.suit_mask[0]
        sure, who = 0, -1
        while top:
            b = 1 << (top.bit_length() - 1)
            top ^= b
            s = next(s for s, h in enumerate(k.hands) if h & b)
            if who >= 0 and s != who:
                break
            who = s
            sure |= b
        if who < 0 or who not in self.order:
            return 0, -1
        return sure, self.order.index(who)

    def extra(self, k: Kernel) -> Any:
        """("d" or "u", class, offset, low, high): see the class doc.  Cached by the
        piles and hands, and behind that by what it reads of them: the summaries of
        the piles, of the cards in play and of one seat's sure cards."""
        piles = [k.piles[s] for s in self.order]
        memo = (*piles, *k.hands, -1, *k.trick_cards)
        got = self.memo.get(memo)
        if got is not None:
            return got
        in_play = 0
        for h in k.hands:
            in_play |= h
        for i in k.trick_cards:
            in_play |= 1 << i
        now = [self.pile(k, m) for m in piles]
        sure, holder = self._sure(k, in_play)
        # the pile summaries are shared objects, one per value vector
        shape = (*map(id, now), id(self.pile(k, in_play)), id(self.pile(k, sure)), holder)
        got = self.by_shape.get(shape)
        if got is None:
            got = self.by_shape[shape] = self._summary(k, piles, now, in_play, sure, holder)
        self.memo[memo] = got
        return got

    def _by_value(self, k: Kernel, cards: int, n: int, *, top: bool) -> int:
        """The ``n`` most (``top``) or least valuable of the cards of mask ``cards``."""
        gain, of = self.gain, k.r.cards
        order = sorted((i for i in range(cards.bit_length()) if cards >> i & 1),
                       key=lambda i: gain[of[i]], reverse=top)
        out = 0
        for i in order[:max(n, 0)]:
            out |= 1 << i
        return out

    def _summary(self, k: Kernel, piles: list[int],
                 now: list[tuple[int, Any, tuple[int, Any], int]], in_play: int, sure: int,
                 holder: int) -> Any:
        """:meth:`extra` for piles, cards in play and sure cards."""
        low = [p[0] for p in now]
        if sure:
            # the holder wins a trick with each sure card, and with it one card of every
            # other hand; the others win the rest of the tricks at most
            per, rest = in_play.bit_count() // k.tricks_left, in_play & ~sure   # seats playing
            won = sure.bit_count()
            theirs = self._by_value(k, rest, per * (k.tricks_left - won), top=True)
            high = [self.pile(k, m | (in_play if i == holder else theirs))[0]
                    for i, m in enumerate(piles)]
            low[holder] = self.pile(k, piles[holder] | sure |
                                    self._by_value(k, rest, (per - 1) * won, top=False))[0]
        else:
            high = [self.pile(k, m | in_play)[0] for m in piles]
        lo_p = hi_p = None
        may = 0   # the seats that may be among the losers
        most = max(low)
        reach = 0   # a loser ends on at least every count now
        for i, h in enumerate(high):
            if h >= most:
                reach |= 1 << i
        for m, inside, outside in self.sets[reach]:
            t = min([high[i] for i in inside])
            if max([low[i] for i in inside]) > t or any(low[i] >= t for i in outside):
                continue
            may |= m
            p = self.losers[m]
            lo_p = p if lo_p is None or p < lo_p else lo_p
            hi_p = p if hi_p is None or p > hi_p else hi_p
        assert lo_p is not None and hi_p is not None   # the true losers are possible
        theirs_lo = sum(low[i] for i in self.others_at)
        theirs_hi = min(sum(high[i] for i in self.others_at),
                        theirs_lo + self.pile(k, in_play)[3])
        sc = self.scale
        lo, hi = (lo_p * sc + theirs_lo, hi_p * sc + theirs_hi) if sc else (lo_p, hi_p)
        cls: list[Any] = []
        off = 0
        for i, (_, key, (o, c), _) in enumerate(now):
            if lo_p != hi_p and may >> i & 1:
                cls.append(key)
            elif i != self.mover_at and sc:   # counts only in the others' sum
                off += o
                cls.append(c)
            else:
                cls.append(None)
        # the class as a small integer, cheap to hash in the table's keys
        if lo_p == hi_p:
            off += lo_p * sc if sc else lo_p
            return "d", self.ids.setdefault((lo_p, *cls), len(self.ids)), off, lo, hi
        return "u", self.ids.setdefault((None, *cls), len(self.ids)), off, lo, hi

    @staticmethod
    def split(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
        """(offset, class) from :meth:`extra` (which read every pile already)."""
        return ex[2], (ex[0], ex[1])

    @staticmethod
    def bound(k: Kernel, ex: Any) -> tuple[int, int]:
        return ex[3], ex[4]
