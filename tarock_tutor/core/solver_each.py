"""Quick bounds and table classes of an each-for-himself objective
(:func:`~tarock_tutor.core.solver_sheet.each_for_himself`), for the exact solver's
search (:mod:`~tarock_tutor.core.solver_search`); its exact last two tricks,
:class:`Ending`, live in :mod:`~tarock_tutor.core.solver_ending`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import Any

from tarock_tutor.core import solver_forced as sf
from tarock_tutor.core.cards import Card
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.search_tables import holders
from tarock_tutor.core.solver_ending import Ending

__all__ = ["Ending", "TopBounds"]

_BIG = 1 << 60


class TopBounds:
    """Quick bounds and table sharing for an each-for-himself sheet that reads only who
    took the most card points (:func:`~.solver_sheet.each_for_himself` with ``gain``).

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
    hash in the table's keys), and the split's answer ready made in the summary (the
    search reads it by ``Objective.split_by_extra``).  A count alone (a pile at the end
    of play, a high end) is kept without the pile's key and split (:meth:`count_of`),
    and who may be among the losers by the seats' low and high ends (:meth:`_possible`).

    With three tricks left :meth:`bound` reads the low end under a ducking play of the
    mover's too (:class:`~.solver_forced.Ducking`, which says where).
    """

    def __init__(self, order: tuple[int, ...], mover: int, count: Callable[[list[Card]], int],
                 key: Callable[[list[Card]], Any], gain: Mapping[Card, int],
                 split_count: Callable[[list[Card]], tuple[int, Any] | None] | None,
                 parts_of: Callable[[tuple[int, ...]], int], scale: int,
                 batches: bool = False) -> None:
        n = len(order)
        self.order = order
        self.every: bool | None = None   # every seat counts, in seat order (extra)
        # (else the counting seats' piles, as a tuple)
        self.take: Callable[[list[int]], Any] = (itemgetter(*order) if n > 1 else
                                                 lambda piles: (piles[order[0]],))
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
        self.masks = [[x[0] for x in at] for at in self.sets]   # (_possible)
        self.classes: list[int] | None = None   # the kernel's cards by value, on first use
        self.class_gains: list[int] = []   # (and the value of each)
        self.gains: list[int] | None = None   # the gain of each card index (_by_value)
        self.chosen: dict[tuple[int, int, bool], int] = {}   # _by_value's answers
        self.by_mask: dict[int, tuple[int, Any, tuple[int, Any], int]] = {}
        self.by_values: dict[tuple[int, ...], tuple[int, Any, tuple[int, Any], int]] = {}
        self.counts: dict[int, int] = {}   # count_of: the count alone, by mask
        self.count_by_values: dict[tuple[int, ...], int] = {}   # and by values
        self.memo: dict[tuple[int, ...], Any] = {}
        self.by_shape: dict[tuple[int, ...], Any] = {}
        self.by_hands: dict[tuple[int, ...], tuple[int, int, int, int, int]] = {}
        self.ids: dict[tuple[Any, ...], int] = {}
        self.possible: dict[tuple[int, ...], tuple[int, int, int]] = {}   # by low, high
        self.batches = batches
        self.ducking: sf.Ducking | None = None   # (bound: the mover ducking, on first use)
        self.owner: list[int] | None = None   # (_sure: each card's holder, on first use)

    def parts_of_losers(self, at: tuple[int, ...]) -> int:
        """The sheet's result (in parts) for the losers of card points ``at``."""
        t = max(at)
        return self.losers[sum(1 << i for i, p in enumerate(at) if p == t)]

    def _values(self, k: Kernel, m: int) -> tuple[int, ...]:
        """How many cards of each value the mask ``m`` holds."""
        classes = self.classes
        if classes is None:
            by: dict[int, int] = {}
            for i, c in enumerate(k.r.cards):
                by[self.gain[c]] = by.get(self.gain[c], 0) | 1 << i
            classes = self.classes = list(by.values())
            self.class_gains = list(by)
        return tuple([(m & c).bit_count() for c in classes])

    def count_of(self, k: Kernel, m: int) -> int:
        """The count of the cards of mask ``m`` (:meth:`pile`'s first item), where
        nothing else of the pile is read (a pile at the end of play, a high end):
        cached by the mask and by its values, without the pile's key and split."""
        got = self.by_mask.get(m)
        if got is not None:
            return got[0]
        c = self.counts.get(m)
        if c is None:
            values = self._values(k, m)
            c = self.count_by_values.get(values)
            if c is None:
                full = self.by_values.get(values)
                c = self.count_by_values[values] = (
                    full[0] if full is not None else self.count(k.r.cards_of(m)))
            self.counts[m] = c
        return c

    def pile(self, k: Kernel, m: int) -> tuple[int, Any, tuple[int, Any], int]:
        """(count, key, split, gain) of the cards of mask ``m``."""
        got = self.by_mask.get(m)
        if got is not None:
            return got
        values = self._values(k, m)
        got = self.by_values.get(values)
        if got is None:
            cards = k.r.cards_of(m)
            key = self.key(cards)
            sp = self.split_count(cards) if self.split_count is not None else None
            got = self.by_values[values] = (self.count(cards), key,
                                            sp if sp is not None else (0, ("k", key)),
                                            sum([n * g for n, g in
                                                 zip(values, self.class_gains, strict=True)]))
            if self.batches:   # (solver_forced.ducking_low reads the count's form)
                sf.check_batches(got[0], got[3], len(cards))
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
        owner = self.owner
        if owner is None:   # each card's holder, on first use (a card never changes hands)
            owner = self.owner = holders(k)
        while top:
            b = 1 << (top.bit_length() - 1)
            top ^= b
            s = owner[b.bit_length() - 1]
            if who >= 0 and s != who:
                break
            who = s
            sure |= b
        if who < 0 or who not in self.order:
            return 0, -1
        return sure, self.order.index(who)

    def extra(self, k: Kernel) -> Any:
        """("d" or "u", class, offset, low, high, (offset, ("d" or "u", class)), duck): see
        the class doc (the sixth item: :meth:`split`'s answer, ready made; the last what
        :meth:`bound` reads for the mover ducking, or ``None``).  Cached by the
        piles and hands, and behind that by what it reads of them: the summaries of
        the piles, of the cards in play and of one seat's sure cards (what the hands
        give, cached by the hands: a new pair of piles and hands often has hands met
        before)."""
        # (every pile in the key: a seat that sits out keeps its pile, so the key is as
        # fine as with the counting seats' alone, and needs no list built first)
        memo = (*k.piles, *k.hands, -1, *k.trick_cards)
        got = self.memo.get(memo)
        if got is not None:
            return got
        every = self.every
        if every is None:
            every = self.every = self.order == tuple(range(len(k.piles)))
        piles = k.piles if every else self.take(k.piles)
        hands = (*k.hands, -1, *k.trick_cards)
        play = self.by_hands.get(hands)
        if play is None:   # what the hands give: cards in play, sure cards and holder
            in_play = 0
            for h in k.hands:
                in_play |= h
            for i in k.trick_cards:
                in_play |= 1 << i
            sure, holder = self._sure(k, in_play)
            play = self.by_hands[hands] = (in_play, sure, holder, id(self.pile(k, in_play)),
                                           id(self.pile(k, sure)))
        in_play, sure, holder, i_in, i_sure = play
        pile, known = self.pile, self.by_mask
        now = [known.get(m) or pile(k, m) for m in piles]   # (a summary is never empty)
        # the pile summaries are shared objects, one per value vector
        shape = (*map(id, now), i_in, i_sure, holder)
        got = self.by_shape.get(shape)
        if got is None:
            got = self.by_shape[shape] = self._summary(k, piles, now, in_play, sure, holder)
        self.memo[memo] = got
        return got

    def _by_value(self, k: Kernel, cards: int, n: int, *, top: bool) -> int:
        """The ``n`` most (``top``) or least valuable of the cards of mask ``cards``
        (cached)."""
        memo = (cards, n, top)
        got = self.chosen.get(memo)
        if got is not None:
            return got
        gains = self.gains
        if gains is None:   # each card index's gain, on first use
            gains = self.gains = [self.gain[c] for c in k.r.cards]
        at = []
        while cards:
            low = cards & -cards
            cards ^= low
            at.append(low.bit_length() - 1)
        order = sorted(at, key=gains.__getitem__, reverse=top)
        out = 0
        for i in order[:max(n, 0)]:
            out |= 1 << i
        self.chosen[memo] = out
        return out

    def _possible(self, low: list[int], high: list[int]) -> tuple[int, int, int]:
        """(the seats that may be among the losers, the lowest and the highest sheet
        result of the possible sets of losers) for each seat's low and high end."""
        lo_p = hi_p = None
        may = 0
        most = max(low)
        reach = 0   # a loser ends on at least every count now
        for i, h in enumerate(high):
            if h >= most:
                reach |= 1 << i
        # each set's lowest high end and highest low end, set by set (each from the
        # set less its lowest seat): the set is possible when its members can all end
        # on its lowest high end t and every other seat below t
        n = len(low)
        top = [_BIG] * (1 << n)
        bottom = [-_BIG] * (1 << n)
        for m in range(1, 1 << n):
            b = m & -m
            i = b.bit_length() - 1
            h, x = high[i], low[i]
            t, y = top[m ^ b], bottom[m ^ b]
            top[m] = h if h < t else t
            bottom[m] = x if x > y else y
        full = (1 << n) - 1
        losers = self.losers
        for m in self.masks[reach]:
            t = top[m]
            if bottom[m] > t or bottom[full ^ m] >= t:
                continue
            may |= m
            p = losers[m]
            if lo_p is None or p < lo_p:
                lo_p = p
            if hi_p is None or p > hi_p:
                hi_p = p
        assert lo_p is not None and hi_p is not None   # the true losers are possible
        return may, lo_p, hi_p

    def _summary(self, k: Kernel, piles: Sequence[int],
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
            high = [self.count_of(k, m | (in_play if i == holder else theirs))
                    for i, m in enumerate(piles)]
            low[holder] = self.count_of(k, piles[holder] | sure |
                                        self._by_value(k, rest, (per - 1) * won, top=False))
        else:
            high = [self.count_of(k, m | in_play) for m in piles]
        ends = (*low, -1, *high)
        got = self.possible.get(ends)
        if got is None:
            got = self.possible[ends] = self._possible(low, high)
        may, lo_p, hi_p = got
        theirs_lo = sum(low[i] for i in self.others_at)
        theirs_hi = min(sum(high[i] for i in self.others_at),
                        theirs_lo + self.pile(k, in_play)[3])
        duck = None   # what bound() reads for the mover ducking (solver_forced)
        if k.tricks_left in sf.FORCED_TRICKS and not k.trick_cards and self._ducks(k):
            duck = (low, high, now[self.mover_at][0], [now[i][0] for i in self.others_at],
                    self.pile(k, in_play)[3], in_play.bit_count() // k.tricks_left, lo_p,
                    theirs_lo, tuple([piles[i].bit_count() % 3 for i in self.others_at]),
                    piles[self.mover_at].bit_count() % 3)
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
            i = self.ids.setdefault((lo_p, *cls), len(self.ids))
            return "d", i, off, lo, hi, (off, ("d", i)), duck
        i = self.ids.setdefault((None, *cls), len(self.ids))
        return "u", i, off, lo, hi, (off, ("u", i)), duck

    @staticmethod
    def split(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
        """(offset, class) from :meth:`extra` (which read every pile already)."""
        return ex[2], (ex[0], ex[1])

    split_of: Callable[[Any], tuple[int, Any]] = staticmethod(itemgetter(5))
    """:meth:`split`, which reads ``ex`` alone (``Objective.split_by_extra``): kept in
    it ready made."""

    def bound(self, k: Kernel, ex: Any, beta: int | None = None) -> tuple[int, int]:
        """(low, high) of :meth:`extra`; with three tricks left, the low end also under
        the mover's ducking play (:mod:`~.solver_forced`, asked here, once per table
        entry, for it reads the hands and the leader)."""
        if ex[6] is None or not sf.FORCED or self.ducking is None:
            return ex[3], ex[4]
        return self.ducking.low(k, ex[6], ex[3], beta), ex[4]

    def mover_ducks(self, k: Kernel) -> bool:
        """Whether :meth:`bound` reads the mover's ducking play in this kernel's game
        (:attr:`~.solver.Objective.mover_ducks`)."""
        return sf.FORCED and self._ducks(k)

    def _ducks(self, k: Kernel) -> bool:
        """Whether :meth:`bound` reads the mover ducking (made on first use)."""
        if self.ducking is None:
            self.ducking = sf.Ducking(k, self.order, self.mover_at, self.gain, self.batches,
                                      self._possible, self.scale)
        return self.ducking.on
