"""The last two tricks for an objective between two sides, on masks.

Where the search takes the fast path (:mod:`~.solver_fast`: the shared follow rule, a
plain winner, no capture hook, no suitless card) and the value belongs to a side
(``Objective.side``), a trick's start with two tricks left that the table does not
answer (no entry, or the quick bounds and an entry leave the window open) is searched
by :class:`TwoTricks` instead of the general trick-start code: a fail-soft
alpha-beta in the node's window over the first trick's cards (the legal cards from
the shared table :data:`~.tricks.OBLIGATION` on the hands, equivalent cards merged as
:meth:`~.solver_search.Search.moves` merges them, a follower's two cards in the
general search's order), each of its ends followed by the forced last trick worked
out on the masks (its lead, its winner, its cards).  The value at the end is the
general path's (:meth:`~.solver_search.Search.final`): where the objective has no
``extra``, or says what its ``extra`` is at the end from the tallies and the last
trick (``Objective.extra_at_end``), read from the side's final pile and tricks
without the kernel; else the two tricks are pushed onto the kernel whole
(:meth:`~.kernel.Kernel.push_trick`) so that ``extra`` reads the same finished play.
The result goes into the table as the general node's would (a bound outside the
window).  No killer, no follower nodes, no trick-start node for the last trick.

Besides (:meth:`TwoTricks.after`), the trick before it ends without pushing onto the
kernel where the table's entry for the next trick's start answers the window: the
entry is looked up from the side's pile and tricks after the trick (the search's
``start`` table) and the hands' key, and only a miss pushes the trick and runs the
search's node.

Nodes: a trick's start with two tricks left counts as one node, as before; the cards
inside its two tricks are not counted (at most two cards a seat, so the budget stays
bounded).  Kept in the window rather than exact (exact: more instructions), after the
quick bounds rather than instead of them (likewise); the figures and what was tried
and left out: ``benchmarks/solver_notes.md``."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.solver_search import Budget
from tarock_tutor.core.tricks import LEAD_SUIT, OBLIGATION, TRUMPS

if TYPE_CHECKING:
    from tarock_tutor.core.solver_search import Search

__all__ = ["ENDING", "TwoTricks"]

ENDING = True
"""Whether a search may answer two tricks left here (tests switch it off to compare)."""

_TRUMP = int(Suit.TRUMP)
_OBLIGED = tuple(what for what, _ in OBLIGATION)   # the shared rule (as the kernel reads it)


class TwoTricks:
    """The exact value of a trick's start with two tricks left (see the module doc)."""

    def __init__(self, s: Search) -> None:
        k = s.k
        r = k.r
        self.s = s
        self.k = k
        self.hands = k.hands   # the kernel's own list, changed in place and restored
        self.seats_from = [list(x) for x in k._seats_from]
        self.size = k.size
        self.suit = r.suit
        self.suit_mask = r.suit_mask
        self.trumps = r.suit_mask[_TRUMP]
        self.maxer = s.maxer
        self.owner = s.owner
        self.merge_class = s.merge_class
        self.follow_keys = s.follow_keys
        # the table look-up before a trick is pushed (after): start's table, the
        # hands' key, no history key
        self.fast_start = s.by_tally and s.mergeable and s.history_key is None
        self.base = (0, 0, 0)   # (the side's pile, its tricks, tricks played at the end)
        self.final = s.final
        self.value = s.value
        # the value at the end without the kernel: no extra, or extra from the tallies
        # and the last trick (Objective.extra_at_end)
        self.at_end = s.obj.extra_at_end
        self.plain = s.get_extra is None or self.at_end is not None
        self.pile_side = s.pile_side
        self.side_seats = s.side_seats

    def after(self, alpha: int, beta: int, cards: list[int], lead: int, w: int,
              trick: int) -> int:
        """The value (fail-soft) after the trick ``cards`` (suit ``lead`` led, mask
        ``trick``, seat ``w`` takes it; the cards already out of the hands) that leaves
        two tricks, as :meth:`~.solver_search.Search.ab` gives it at the next trick's
        start, counted as the same one node: the table entry is looked up before the
        trick is pushed onto the kernel (the split by the side's pile and tricks after
        it, :meth:`~.solver_search.Search.start`'s table; the hands' key), and an entry
        that answers the window ends it there.  Else the trick is pushed and the
        search's node runs as before.  Only where ``start`` applies (``by_tally``) and
        no history key is read (``fast_start``)."""
        s = self.s
        k = self.k
        piles, taken = k.piles, k.won
        pile = won = 0
        for x in self.side_seats:
            pile |= piles[x]
            won += taken[x]
        if self.pile_side[w]:
            pile |= trick
            won += 1
        got = s.at_tally.get((pile, won, len(k.history) + 1))
        if got is not None:
            hit = s.tt.get((s.hands_key(), w, got[2], None))
            if hit is not None:
                n = s.nodes = s.nodes + 1   # the budget, as Search.ab counts it
                if n > s.node_limit:
                    raise Budget
                if s.deadline is not None and not n & 1023 and time.perf_counter() > s.deadline:
                    raise Budget
                off = got[1]
                lo = hit[0] + off
                if lo >= beta:
                    return lo
                hi = hit[1] + off
                if hi <= alpha or lo == hi:
                    return hi
                s.nodes = n - 1   # (Search.ab counts it below)
        leader = k.leader
        k.push_trick(cards[:], lead, w, trick)
        try:
            return s.ab(alpha, beta)
        finally:
            k.pop_trick(leader, w, trick)

    def search(self, alpha: int, beta: int) -> tuple[int, int]:
        """(the value, fail-soft in (alpha, beta), the lead that gives it) from the
        kernel's position: a trick's start where every seat in play holds two cards."""
        k = self.k
        hands = self.hands
        leader = k.to_move
        seats = self.seats_from[leader]
        in_play = 0
        for h in hands:
            in_play |= h
        if self.plain:   # the side's pile and tricks so far, for every end below
            piles, taken = k.piles, k.won
            pile = won = 0
            for s in self.side_seats:
                pile |= piles[s]
                won += taken[s]
            self.base = (pile, won, len(k.history) + 2)
        hand = hands[leader]
        a = hand.bit_length() - 1
        b = (hand ^ 1 << a).bit_length() - 1
        leads = [a] if self._same(a, b, in_play) else [a, b]
        maxer = self.maxer[leader]
        best = -10 ** 9 if maxer else 10 ** 9
        chosen = a
        for i in leads:
            bit = 1 << i
            hands[leader] = hand ^ bit
            try:
                v = self._follow(alpha, beta, seats, 1, bit, i, [i], self.suit[i], in_play)
            finally:
                hands[leader] = hand
            if maxer:
                if v > best:
                    best, chosen = v, i
                    alpha = max(alpha, v)
            elif v < best:
                best, chosen = v, i
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best, chosen

    def _same(self, a: int, b: int, in_play: int) -> bool:
        """Whether cards ``a`` > ``b`` play alike (same suit and value, no card still
        in play between them: :meth:`~.solver_search.Search.moves`)."""
        c = self.merge_class[a]
        return c >= 0 and c == self.merge_class[b] and not in_play & ((1 << a) - (2 << b))

    def _follow(self, alpha: int, beta: int, seats: list[int], at: int, trick: int, top: int,
                cards: list[int], lead: int, in_play: int) -> int:
        """The value with ``seats[at]`` to play to the first trick (``cards`` so far, mask
        ``trick``, suit ``lead`` led, ``top`` taking it); fail-soft in (alpha, beta).
        Two legal cards are tried in the general search's follower order
        (:func:`~.search_tables.follower_keys`)."""
        seat = seats[at]
        hands = self.hands
        hand = hands[seat]
        trumps = self.trumps
        same = self.suit_mask[lead]
        led = hand & same
        held = hand & trumps
        what = _OBLIGED[(4 if lead == _TRUMP else 0) | (2 if led else 0) | (1 if held else 0)]
        legal = led if what == LEAD_SUIT else held if what == TRUMPS else hand
        beat = trumps & -(2 << top) if trick & trumps else trumps | same & -(2 << top)
        maxer = self.maxer[seat]
        a = legal.bit_length() - 1
        rest = legal ^ 1 << a
        if rest and not self._same(a, rest.bit_length() - 1, in_play):
            b = rest.bit_length() - 1
            hi, lo = self.follow_keys[self.maxer[self.owner[top]] == maxer]
            options = [a, b] if (hi[a] if beat >> a & 1 else lo[a]) < \
                (hi[b] if beat >> b & 1 else lo[b]) else [b, a]
        else:
            options = [a]
        last = at + 1 == self.size
        best = -10 ** 9 if maxer else 10 ** 9
        for i in options:
            bit = 1 << i
            hands[seat] = hand ^ bit
            now = i if beat >> i & 1 else top
            if last:
                v = self._plain_end(trick | bit, now) if self.plain else \
                    self._end([*cards, i], lead, trick | bit, now)
                hands[seat] = hand
            else:
                cards.append(i)
                try:
                    v = self._follow(alpha, beta, seats, at + 1, trick | bit, now, cards, lead,
                                     in_play)
                finally:
                    cards.pop()
                    hands[seat] = hand
            if maxer:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _plain_end(self, trick: int, top: int) -> int:
        """The value at the end of play after the first trick (mask ``trick``, ``top``
        takes it) and the forced last trick, on the masks: the side's final pile and
        tricks, and ``extra`` from ``Objective.extra_at_end`` (or none)."""
        hands = self.hands
        owner = self.owner
        w = owner[top]
        m = 0
        for s in self.seats_from[w]:
            m |= hands[s]
        high = m & self.trumps or m & self.suit_mask[self.suit[hands[w].bit_length() - 1]]
        top2 = high.bit_length() - 1
        w2 = owner[top2]
        pile, won, played = self.base
        if self.pile_side[w]:
            pile |= trick
            won += 1
        if self.pile_side[w2]:
            pile |= m
            won += 1
        at_end = self.at_end
        return self.value(pile, won, None if at_end is None else
                          at_end(self.k, won, played, w2, top2))

    def _end(self, cards: list[int], lead: int, trick: int, top: int) -> int:
        """The value at the end of play after the first trick ``cards`` (mask ``trick``,
        ``top`` takes it) and the forced last trick, both pushed onto the kernel."""
        k = self.k
        hands = self.hands
        owner = self.owner
        w = owner[top]
        seats = self.seats_from[w]
        leader = k.leader
        k.push_trick(cards, lead, w, trick)
        last = [hands[s].bit_length() - 1 for s in seats]
        m = 0
        for s in seats:
            m |= hands[s]
            hands[s] = 0
        lead2 = self.suit[last[0]]
        high = m & self.trumps or m & self.suit_mask[lead2]
        w2 = owner[high.bit_length() - 1]
        k.push_trick(last, lead2, w2, m)
        try:
            return self.final()
        finally:
            k.pop_trick(w, w2, m)
            for s, i in zip(seats, last, strict=True):
                hands[s] = 1 << i
            k.pop_trick(leader, w, trick)
