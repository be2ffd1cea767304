"""What the mover of an each-for-himself search can be made to take when he ducks, for
the quick bounds of :class:`~.solver_each.TopBounds`.

The bounds there give each seat's count between its pile now and its pile with every
card still in play, so a proof that the mover ends below someone else (not the loser)
or that the others end with many points was left to the search, trick by trick.  Yet
the mover may always keep to one fixed way of play, :class:`Forced`'s: whatever the
others do, he then takes at most ``take`` (in card values), his count ends at most
that much above its count now, and every other card still in play goes to the others.
The value under that play is at most the mover's best, so a low end read from it is a
low end of the search's value; the high end stays the old one (the mover's best play
may take more).  Figures: ``benchmarks/solver_notes.md`` (session 11)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from tarock_tutor.core.cards import Card, Suit
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.search_tables import holders
from tarock_tutor.core.tricks import LEAD_SUIT, OBLIGATION, TRUMPS

__all__ = ["FORCED", "FORCED_SEATS", "FORCED_TRICKS", "Ducking", "Forced", "batches",
           "check_batches", "ducking_low", "rounding"]

FORCED = True
"""Whether the bounds read :class:`Forced` (tests switch it off to compare)."""
FORCED_TRICKS = (3, 4)
"""The tricks left at which they read it (with two the bound is exact already; with
four it pays only because it is asked where it could cut: figures in the notes)."""

FORCED_SEATS = 4
"""The fewest seats in play at which they read it (with three, the nodes it saves are
cheap ones and it cost more CPU time than it saved: figures in the notes)."""

RANKED = (2, 3)
"""The cards in each hand at which :meth:`Forced._four` keeps its answers by
relative ranks as well (figures in the notes)."""

TRUMP = int(Suit.TRUMP)
NO_LIMIT = 1 << 60


_Takes = tuple[Any, Callable[[int], int], int, int, dict[int, int]]
"""What :meth:`Ducking.low` reads of one summary (:meth:`Ducking._by_take`)."""


class _Over(Exception):
    """:meth:`Forced._from` went over its limit."""


class Forced:
    """``take(k)``: from a trick's start, the most value (the sum of ``gains`` of the
    cards) of the tricks the mover wins, over every play of the other seats, while he
    plays by a fixed rule: at a lead his lowest card (by index); following, the
    highest card that does not take the trick so far, else his lowest legal card.  He
    can always keep to it, so whatever the others do he takes at most this much.
    Under the shared follow rule with trumps winning, no ties, no capture hook and no
    suitless card only (``usable``).  It reads the hands and the leader alone (kept by
    them), and gives the same for hands of the same relative ranks and values (the
    search's table key)."""

    def __init__(self, k: Kernel, mover: int, gains: list[int]) -> None:
        r = k.r
        self.mover = mover
        self.gains = gains
        self.suit = r.suit
        self.suit_mask = r.suit_mask
        self.trumps = r.suit_mask[TRUMP]
        self.next = k.next
        self.size = k.size
        self.oblige = tuple(what for what, _ in OBLIGATION)
        self.memo: dict[tuple[int, ...], int] = {}
        self.over: dict[tuple[int, ...], int] = {}   # more than it took, by a limit
        # what the batch count takes off a pile of n cards as it wins a trick, by n mod 3
        self.cut = [batches(n + k.size) - batches(n) for n in range(3)]
        # (suit, gain) of each card index, numbered: cards that may be the same play
        kinds: dict[tuple[int, int], int] = {}
        self.same = [kinds.setdefault((r.suit[i], gains[i]), len(kinds))
                     for i in range(len(r.cards))]
        self.usable = (r.fast and r.plain_winner and r.rules.capture is None
                       and not r.suit_mask[Suit.FOOL])
        # each leader's seats in playing order (_four: four seats on nested loops)
        orders = []
        for leader in range(k.size):
            seats = [leader]
            for _ in range(k.size - 1):
                seats.append(k.next[seats[-1]])
            orders.append(tuple(seats))
        self.orders = orders
        # each card's holder and kind as one code, for the memo by relative ranks
        # (_four at three cards each): a card never changes hands
        owner = holders(k)
        self.code = [owner[i] * len(kinds) + self.same[i] for i in range(len(r.cards))]
        self.by_ranks: dict[tuple[int, ...], int] = {}
        self.at = self._four if k.size == 4 else self._from

    def take(self, k: Kernel, limit: int = NO_LIMIT) -> int:
        """The most the mover takes from the kernel's trick start on (see the class);
        given a ``limit``, where that is more than ``limit`` some value above it (the
        search stops at the first play of the others that gives more)."""
        return self.at(list(k.hands), k.to_move, limit)

    def _from(self, hands: list[int], leader: int, limit: int) -> int:
        hand = hands[leader]
        if not hand & (hand - 1):   # the last trick (or none): a card each
            return self._last(hands, leader) if hand else 0
        key = (*hands, leader)
        got = self.memo.get(key)
        if got is not None:
            return got
        got = self.over.get(key)   # (a value known to be more than this)
        if got is not None and got > limit:
            return got
        seats = [leader]
        for _ in range(self.size - 1):
            seats.append(self.next[seats[-1]])
        n = len(seats)
        mover, gains, same = self.mover, self.gains, self.same
        suit, suit_mask, trumps, oblige = self.suit, self.suit_mask, self.trumps, self.oblige
        in_play = 0
        for h in hands:
            in_play |= h
        best = 0

        def place(j: int, lead: int, trick: int, top: int, top_seat: int, value: int) -> None:
            nonlocal best
            s = seats[j]
            hand = hands[s]
            if j:   # the shared rule, and the cards that would take the trick
                led = hand & suit_mask[lead]
                tr = hand & trumps
                what = oblige[(4 if lead == TRUMP else 0) | (2 if led else 0) | (1 if tr else 0)]
                legal = led if what == LEAD_SUIT else tr if what == TRUMPS else hand
                beat = (trumps & -(2 << top) if trick & trumps
                        else trumps | suit_mask[lead] & -(2 << top))
            else:
                legal, beat = hand, -1
            if s == mover:   # his fixed rule
                duck = legal & ~beat
                legal = 1 << (duck.bit_length() - 1) if duck else legal & -legal
            prev = -1
            while legal:
                b = legal & -legal
                legal ^= b
                i = b.bit_length() - 1
                # (another seat's card next above one it tried, of the same suit and
                # value with nothing in play between: the same play)
                if prev >= 0 and same[i] == same[prev] and not in_play & (b - (2 << prev)):
                    prev = i
                    continue
                prev = i
                t, ts = (i, s) if beat >> i & 1 else (top, top_seat)
                hands[s] = hand ^ b
                v = value + gains[i]
                if j == n - 1:   # the trick's end: its winner leads the next
                    won = v if ts == mover else 0
                    got = won + self._from(hands, ts, limit - won)
                    if got > best:
                        best = got
                        if got > limit:   # (the hands are left as they are: every
                            raise _Over   # caller stops too)
                else:
                    place(j + 1, suit[i] if not j else lead, trick | b, t, ts, v)
                hands[s] = hand
        try:
            place(0, -1, 0, -1, -1, 0)
        except _Over:
            self.over[key] = best
            return best
        self.memo[key] = best
        return best

    def _four(self, hands: list[int], leader: int, limit: int) -> int:
        """:meth:`_from` where four seats play: the trick's plays on nested loops
        instead of a call per place (the same lines, equal cards merged alike, the
        same answers and memos)."""
        hand = hands[leader]
        if not hand & (hand - 1):   # the last trick (or none): a card each
            return self._last(hands, leader) if hand else 0
        key = (*hands, leader)
        memo_get = self.memo.get
        got = memo_get(key)
        if got is not None:
            return got
        got = self.over.get(key)   # (a value known to be more than this)
        if got is not None and got > limit:
            return got
        s0, s1, s2, s3 = self.orders[leader]
        h0, h1, h2, h3 = hands[s0], hands[s1], hands[s2], hands[s3]
        in_play = h0 | h1 | h2 | h3
        ranks = None
        n = hand.bit_count()
        if n in RANKED:
            # the same take for the same holders and kinds of the cards in play in
            # the same order (relative ranks: the rule reads suits, the order within
            # a suit and his lowest card, the merging adjacent cards, the take gains)
            code, x, seq = self.code, in_play, [leader]
            while x:
                b = x & -x
                x ^= b
                seq.append(code[b.bit_length() - 1])
            ranks = tuple(seq)
            got = self.by_ranks.get(ranks)
            if got is not None:
                self.memo[key] = got
                return got
        mover, gains, same = self.mover, self.gains, self.same
        suit, suit_mask, trumps, oblige = self.suit, self.suit_mask, self.trumps, self.oblige
        # each other seat's cards less those next above one of the same suit and value
        # in its hand with nothing in play between (the same play: _from's merging)
        r0 = r1 = r2 = r3 = 0
        for at, h in enumerate((h0, h1, h2, h3)):
            if h == hands[mover]:
                continue
            prev, out = -1, 0
            while h:
                b = h & -h
                h ^= b
                i = b.bit_length() - 1
                if prev < 0 or same[i] != same[prev] or in_play & (b - (2 << prev)):
                    out |= b
                prev = i
            if at == 0:
                r0 = out
            elif at == 1:
                r1 = out
            elif at == 2:
                r2 = out
            else:
                r3 = out
        m1, m2, m3 = s1 == mover, s2 == mover, s3 == mover
        two = n == 2   # (two cards each)
        total = 0   # (the gain of every card in play, with two cards each)
        if two:
            x = in_play
            while x:
                b = x & -x
                x ^= b
                total += gains[b.bit_length() - 1]
        best = 0
        c0 = h0 & -h0 if s0 == mover else r0   # (his lead: his lowest card)
        while c0:
            b0 = c0 & -c0
            c0 ^= b0
            i0 = b0.bit_length() - 1
            lead = suit[i0]
            lm = suit_mask[lead]
            lt = 4 if lead == TRUMP else 0
            led, tr = h1 & lm, h1 & trumps   # (the shared rule, seat by seat)
            what = oblige[lt | (2 if led else 0) | (1 if tr else 0)]
            l1 = led if what == LEAD_SUIT else tr if what == TRUMPS else h1
            led, tr = h2 & lm, h2 & trumps
            what = oblige[lt | (2 if led else 0) | (1 if tr else 0)]
            l2 = led if what == LEAD_SUIT else tr if what == TRUMPS else h2
            led, tr = h3 & lm, h3 & trumps
            what = oblige[lt | (2 if led else 0) | (1 if tr else 0)]
            l3 = led if what == LEAD_SUIT else tr if what == TRUMPS else h3
            hands[s0] = h0 ^ b0
            beat = trumps & -(2 << i0) if lt else trumps | lm & -(2 << i0)
            if m1:   # (his rule: the highest card that does not take, else his lowest)
                duck = l1 & ~beat
                c1 = 1 << (duck.bit_length() - 1) if duck else l1 & -l1
            else:
                c1 = l1 & r1
            while c1:
                b1 = c1 & -c1
                c1 ^= b1
                i1 = b1.bit_length() - 1
                t1, w1 = (i1, s1) if beat & b1 else (i0, s0)
                v1 = gains[i0] + gains[i1]
                hands[s1] = h1 ^ b1
                beat1 = (trumps & -(2 << t1) if suit[t1] == TRUMP
                         else trumps | lm & -(2 << t1))
                if m2:
                    duck = l2 & ~beat1
                    c2 = 1 << (duck.bit_length() - 1) if duck else l2 & -l2
                else:
                    c2 = l2 & r2
                while c2:
                    b2 = c2 & -c2
                    c2 ^= b2
                    i2 = b2.bit_length() - 1
                    t2, w2 = (i2, s2) if beat1 & b2 else (t1, w1)
                    v2 = v1 + gains[i2]
                    hands[s2] = h2 ^ b2
                    beat2 = (trumps & -(2 << t2) if suit[t2] == TRUMP
                             else trumps | lm & -(2 << t2))
                    if m3:
                        duck = l3 & ~beat2
                        c3 = 1 << (duck.bit_length() - 1) if duck else l3 & -l3
                    else:
                        c3 = l3 & r3
                    while c3:
                        b3 = c3 & -c3
                        c3 ^= b3
                        i3 = b3.bit_length() - 1
                        w3 = s3 if beat2 & b3 else w2
                        hands[s3] = h3 ^ b3
                        # the trick's end: its winner leads the next
                        won = v2 + gains[i3] if w3 == mover else 0
                        if two:   # (the last trick, a card each, inline: _last)
                            rest = in_play ^ (b0 | b1 | b2 | b3)
                            top = rest & trumps or rest & suit_mask[
                                suit[hands[w3].bit_length() - 1]]
                            got = (won + total - v2 - gains[i3]
                                   if hands[mover] >> (top.bit_length() - 1) & 1 else won)
                        else:   # (the memo read here first: most calls hit)
                            got = memo_get((*hands, w3))
                            got = won + (got if got is not None
                                         else self._four(hands, w3, limit - won))
                        if got > best:
                            best = got
                            if got > limit:   # (every caller stops too)
                                hands[s0], hands[s1], hands[s2], hands[s3] = h0, h1, h2, h3
                                self.over[key] = best
                                return best
                    hands[s3] = h3
                hands[s2] = h2
            hands[s1] = h1
        hands[s0] = h0
        self.memo[key] = best
        if ranks is not None:
            self.by_ranks[ranks] = best
        return best

    def _last(self, hands: list[int], leader: int) -> int:
        """The last trick: what the mover takes of it (a card each, no choice)."""
        trick = 0
        for h in hands:
            trick |= h
        lead = self.suit[hands[leader].bit_length() - 1]
        top = trick & self.trumps or trick & self.suit_mask[lead]
        if not hands[self.mover] >> (top.bit_length() - 1) & 1:
            return 0
        gains = self.gains
        return sum([gains[i] for i in range(trick.bit_length()) if trick >> i & 1])


class Ducking:
    """:meth:`~.solver_each.TopBounds.bound`'s low end with three tricks left under
    the mover's ducking play: where four seats or more play (``FORCED_SEATS``), every
    one counts, the count is the batch count (``batches``) and :class:`Forced` is
    usable (``on``; else the summary holds nothing for it)."""

    def __init__(self, k: Kernel, order: tuple[int, ...], mover_at: int,
                 gain: Mapping[Card, int], batches: bool,
                 possible: Callable[[list[int], list[int]], tuple[int, int, int]],
                 scale: int) -> None:
        self.forced = Forced(k, order[mover_at], [gain[c] for c in k.r.cards])
        self.on = (self.forced.usable and batches and len(order) >= FORCED_SEATS
                   and sorted(order) == list(range(k.size)))
        self.mover_at, self.possible, self.scale = mover_at, possible, scale
        self.cache: dict[tuple[int, ...], tuple[int, int, int]] = {}
        # (low: what it reads of each summary, by its id and the tricks left)
        self.takes: dict[tuple[int, int], _Takes] = {}

    def low(self, k: Kernel, duck: Any, lo: int, beta: int | None = None) -> int:
        """The low end at the kernel's trick start: ``lo`` (the old one) or, if higher,
        the one under the ducking play (``duck``: the summary's low and high ends, the
        mover's count now, the others', the gain of the cards in play and their number
        to a trick, the old sheet result's and the others' low ends, the others' and
        his piles' sizes mod 3).  With his take f, the others' counts fall short of
        theirs now and every card in play by at most f plus what the batches take off
        the tricks they win (:func:`rounding`, over one trick fewer if f > 0: he won
        one), and his count rises by at most f less his first trick's batches.  Given
        the search's ``beta``, only a low end that reaches it is sought: the most the
        take may be for that (the low end falls as the take grows) and whether it is
        at most that (:meth:`Forced.take` with a limit, which stops early where not);
        else ``lo`` comes back as it is."""
        if beta is not None and lo >= beta:
            return lo
        at = (id(duck), k.tricks_left)
        got = self.takes.get(at)
        if got is None or got[0] is not duck:   # (the summaries are kept: ids stay)
            got = self.takes[at] = self._by_take(k, duck)
        _, by_take, a, b, most_for = got
        if beta is None:
            return max(lo, by_take(self.forced.take(k)))
        f = most_for.get(beta)
        if f is None:
            if by_take(a) < beta:
                f = most_for[beta] = -1
            elif by_take(b) >= beta:
                f = most_for[beta] = b
            else:
                f = most_for[beta] = _most(a, b, lambda x: by_take(x) >= beta)
        if f < 0:
            return lo
        if f == b:
            return by_take(b)
        got_f = self.forced.take(k, f)
        return by_take(got_f) if got_f <= f else lo

    def _by_take(self, k: Kernel, duck: Any) -> _Takes:
        """What :meth:`low` reads of one summary ``duck`` (kept by it, for it recurs
        under other windows and piles): the low end by the take (cached by the take),
        the least and the most take to try, and the most take for each beta."""
        low, high, own, theirs, gain, per, lo_p, theirs_lo, rests, mine = duck
        m = self.mover_at
        at = ducking_low(self._possible, low, high, m, own, theirs, gain, lo_p, theirs_lo,
                         self.scale)   # (by the others' shortfall and his rise)
        cut = self.forced.cut[mine]   # (a take f > 0 lets him rise by f - cut at most)
        most = rounding(per, k.tricks_left, len(theirs), rests)   # (the others' batches)
        most1 = rounding(per, k.tricks_left - 1, len(theirs), rests)   # (he takes a trick)
        seen: dict[int, int] = {}

        def by_take(f: int) -> int:
            v = seen.get(f)
            if v is None:
                v = seen[f] = at(max(f + most1, most) if f else most,
                                 f - cut if f > cut else 0)
            return v
        # (he takes at least what his low end holds, at most every card in play)
        return duck, by_take, max(0, low[m] - own), gain, {}

    def _possible(self, low: list[int], high: list[int]) -> tuple[int, int, int]:
        """``possible`` cached by the low and high ends."""
        key = (*low, -1, *high)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = self.possible(low, high)
        return got


def batches(n: int) -> int:
    """What the batch count takes off ``n`` cards' values: 2 for each whole batch of
    three, 1 for a part batch (spec §1.3: ``F − 2⌊n/3⌋ − [n mod 3 ≠ 0]``, blanks 1)."""
    return 2 * (n // 3) + (1 if n % 3 else 0)


@cache
def rounding(per: int, tricks: int, seats: int, rests: tuple[int, ...] = ()) -> int:
    """The most that the batch count (the Baden and Austrian count: the cards' values
    less :func:`batches`) can take off the sum of ``seats`` seats' counts besides
    their cards' values when they share ``tricks`` tricks of ``per`` cards: a seat
    with n cards that takes w tricks loses ``batches(n + per·w) − batches(n)`` more,
    which reads only n mod 3 (``rests``: each seat's, where known; else the worst).

    >>> rounding(4, 3, 3), rounding(4, 1, 3), rounding(3, 3, 2), rounding(4, 2, 2, (1, 1))
    (9, 3, 6, 5)
    """
    def more(x: int, at: int) -> int:
        return max(batches(r + x) - batches(r) for r in (rests[at:at + 1] or range(3)))
    best = [0] * (tricks + 1)   # the most for t tricks among the seats so far
    for at in range(seats):
        best = [max(best[t - w] + more(per * w, at) for w in range(t + 1))
                for t in range(tricks + 1)]
    return best[tricks]


def ducking_low(possible: Callable[[list[int], list[int]], tuple[int, int, int]],
                low: list[int], high: list[int], m: int, own: int, theirs: list[int],
                in_play_gain: int, lo_p: int, theirs_lo: int, scale: int
                ) -> Callable[[int, int], int]:
    """The low end (the sheet result times ``scale`` plus the others' counts, or the
    sheet result alone where ``scale`` is 0) while the mover (at ``m`` among the
    counting seats, each seat's low and high end) keeps to :class:`Forced`'s play and
    the others' counts fall short of their counts now (``theirs``) and every card in
    play (worth ``in_play_gain``) by at most ``w``, his count rising by at most ``r``
    (the arguments of the function it gives back, :meth:`Ducking.low`): his count ends
    at most ``r`` above its count now ``own``, so some sets of losers that ``possible``
    (:meth:`~.solver_each.TopBounds._possible`) allowed are not.  Never below the old
    ``lo_p`` and ``theirs_lo``; never higher for a higher ``w`` or ``r``."""
    most = sum(theirs) + in_play_gain
    top, floor = high[m], low[m]
    # ``possible`` compares his high end only with the low ends (>= and >), the
    # others' high ends (the least of them) and the highest low end: it gives the same
    # for every high end from one of these marks up to the next, so it is asked (and
    # kept) at the mark at or below his high end alone
    marks = sorted({*low, *[x + 1 for x in low], *[x for i, x in enumerate(high) if i != m]})
    by_mark: dict[int, int] = {}

    def at(w: int, r: int) -> int:
        p = lo_p
        if own + r < top:
            x = own + r if own + r > floor else floor   # (below only for a rise too low)
            x = marks[bisect_right(marks, x) - 1]   # (the floor is a mark)
            q = by_mark.get(x)
            if q is None:
                duck = list(high)
                duck[m] = x
                q = by_mark[x] = possible(low, duck)[1]
            if q > p:
                p = q
        rest = most - w
        return p * scale + (rest if rest > theirs_lo else theirs_lo) if scale else p
    return at


def _most(a: int, b: int, ok: Callable[[int], bool]) -> int:
    """The most ``x`` in ``[a, b)`` with ``ok(x)``, where ``ok(a)`` holds, ``ok(b)``
    does not and ``ok`` holds below every ``x`` where it holds (a binary search)."""
    while b - a > 1:
        mid = (a + b) // 2
        if ok(mid):
            a = mid
        else:
            b = mid
    return a


def check_batches(count: int, value: int, n: int) -> None:
    """Refuses a pile whose count is not its cards' values less :func:`batches` (an objective
    that said it counts so, ``each_for_himself(batch_count=True)``, and does not)."""
    if count != value - batches(n):
        raise TarockError(f"a pile of {n} cards worth {value} counts {count}, not the batch "
                          f"count {value - batches(n)}", code="SOLVER_COUNT_SHAPE",
                          params={"value": str(count), "worth": str(value), "n": str(n)})
