"""The exact search's fast path inside tricks, for the shared follow rule and its
exempt form.

Where the kernel plays by the shared follow rule (``CompiledRules.fast``) or its
exempt form (``CompiledRules.exempt_rule``: one card free of the follow duty and never
led but as the last, with a context read at leads only, if any), trumps win and no two
cards tie (``plain_winner``), and no card but the exempt one is suitless (a suitless
card never takes a trick: it is neither a trump nor of the suit led), a trick's play
needs nothing of the kernel but the hands: :class:`FastTricks` searches the cards
after a lead on local integers (the trick as a mask, its winning card so far, its
cards in a list), reading the legal cards from the same shared table as
:meth:`~.kernel.Kernel.legal` (:data:`~.tricks.OBLIGATION`, as the kernel's
``_OBLIGED``; for a hand holding the exempt card, the kernel's own
:func:`~.kernel.exempt_follow`), merging equivalent cards and ordering the follower's
cards exactly as :meth:`~.solver_search.Search.moves` and
:meth:`~.solver_search.Search.ordered` do, and counting the same nodes. Only the hands
are changed card by card; at a trick's end the whole trick goes to the kernel in one
call (:meth:`~.kernel.Kernel.push_trick`), where the search's trick-start node
(:meth:`~.solver_search.Search.ab`: table, bounds, the objective's hooks, the history
key) runs as on the general path, and is taken back in one
(:meth:`~.kernel.Kernel.pop_trick`); the push asks a capture hook as
:meth:`~.kernel.Kernel.play` does at a trick's end (for a trick holding a card it
looks at), and the pop takes its shares back; with no capture hook the push and pop
are done inline.  Where the trick start reads only the side's tallies and no history
key (:data:`PROBE`), a trick that leaves two tricks or more asks the next start's table
before it is pushed, as :meth:`~.solver_end.TwoTricks.after` does at two (the same
node: an entry that answers the window counts it and ends there).  No suitless card is
ever led here: the exempt card is led only as the last card, and
:meth:`~.solver_search.Search.ab` ends the play without a lead where each holds one.
Where four seats play, :mod:`~.solver_fast4` plays the followers on nested loops.

The two paths search the same nodes in the same order and give the same values
(``tests/core/test_solver_fast.py`` and, for the exempt form,
``tests/core/test_solver_fast_exempt.py`` compare them with the fast path switched
off, :data:`FAST_PATH`; ``tests/core/test_solver_fast4.py`` the look-up before the
push with it switched off).  A search whose root is inside a trick plays that trick's
rest on the general path; every trick after it takes the fast one.  Measurements and
what was tried and left out: ``benchmarks/solver_notes.md``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.kernel import Finished, Kernel, exempt_follow
from tarock_tutor.core.solver_search import Budget
from tarock_tutor.core.tricks import LEAD_SUIT, OBLIGATION, TRUMPS

if TYPE_CHECKING:
    from tarock_tutor.core.solver_search import Search

__all__ = ["FAST_PATH", "PROBE", "FastTricks", "fast_kernel", "plain_kernel"]

FAST_PATH = True
"""Whether a search may take this path (tests switch it off to compare the two)."""

PROBE = True
"""Whether a trick's end asks the next trick start's table before the push (tests
switch it off to compare)."""

_TRUMP = int(Suit.TRUMP)
_FOOL = int(Suit.FOOL)
_new_tuple = tuple.__new__   # a Finished as the kernel makes one (Kernel.push_trick)
_OBLIGED = tuple(what for what, _ in OBLIGATION)   # the shared rule (as the kernel reads it)


def fast_kernel(k: Kernel) -> bool:
    """Whether a search on ``k`` may take the fast path (see the module doc)."""
    r = k.r
    if not (r.plain_winner and k.size >= 2):
        return False
    if r.fast:
        return not r.suit_mask[_FOOL]
    # the exempt form, its context read at leads only (or none), the exempt card the
    # only suitless card (never led but as the last card; the highest index)
    return (r.exempt_rule and (r.rules.context is None or r.lead_context)
            and r.suit_mask[_FOOL] == r.exempt)


def plain_kernel(k: Kernel) -> bool:
    """The fast path's kernels under the shared rule itself, with no capture hook and no
    suitless card (what :mod:`~.solver_end` asks)."""
    r = k.r
    return fast_kernel(k) and r.fast and r.rules.capture is None


class FastTricks:
    """The cards after a lead, searched on the hands alone (see the module doc)."""

    def __init__(self, s: Search) -> None:
        k = s.k
        r = k.r
        self.s = s
        self.k = k
        self.hands = k.hands   # the kernel's own list, changed in place and restored
        self.next = k.next
        self.size = k.size
        self.suit = r.suit
        self.suit_mask = r.suit_mask
        self.trumps = r.suit_mask[_TRUMP]
        self.exempt = r.exempt
        # a hand holds the exempt card iff it reaches its bit (the highest index: the
        # suitless cards come last); without one, a bit beyond every hand
        self.exempt_at = r.exempt or 1 << len(r.cards)
        self.maxer = s.maxer
        self.owner = s.owner
        self.follow_keys = s.follow_keys
        self.merge_class = s.merge_class
        self.duck_seat, self.duck_keys = s.duck_seat, s.duck_keys
        two = s.two   # (solver_end) a trick that leaves two: the table before the push
        self.two_after = two.after if two is not None and two.fast_start else None
        # a trick's end without a capture hook: Kernel.push_trick and pop_trick, inline
        # (the kernel never replaces these lists; each leader's seats, a full trick)
        self.plain_push = r.rules.capture is None
        self.piles, self.won, self.history = k.piles, k.won, k.history
        self.seats_from = [seats[:self.size] for seats in k._seats_from]
        self.probe = (PROBE and s.use_table and s.by_tally and s.mergeable and s.history_key is None
                      and self.plain_push)
        self.side_seats = s.side_seats
        self.pile_side = s.pile_side

    def lead(self, alpha: int, beta: int, i: int) -> int:
        """The value (fail-soft, as :meth:`~.solver_search.Search.ab`) after the seat
        to move leads card ``i``; the kernel stands at a trick's start."""
        hands = self.hands
        leader = self.k.to_move
        in_play = 0
        for h in hands:
            in_play |= h
        # (never a suitless card: the only one here is the exempt card, led only as the
        # last, where Search.ab ends the play without leading)
        bit = 1 << i
        hands[leader] ^= bit
        try:
            return self.follow(alpha, beta, self.next[leader], bit, i, [i], self.suit[i],
                               in_play)
        finally:
            hands[leader] |= bit

    def follow(self, alpha: int, beta: int, seat: int, trick: int, top: int,
               cards: list[int], lead: int, in_play: int) -> int:
        """One node inside a trick: ``seat`` to play to the cards ``cards`` (mask
        ``trick``, suit ``lead`` led, ``top`` taking it so far); ``in_play``: every card
        still in play, those on the table included (it does not change in a trick)."""
        s = self.s
        n = s.nodes = s.nodes + 1   # the budget, as Search.ab counts it
        if n > s.node_limit:
            raise Budget
        if not n & 1023 and s.deadline is not None and time.perf_counter() > s.deadline:
            raise Budget
        hands = self.hands
        hand = hands[seat]
        trumps = self.trumps
        same = self.suit_mask[lead]
        if hand >= self.exempt_at:   # the exempt form (the kernel's own function)
            legal = exempt_follow(hand, self.exempt, lead, self.suit_mask)
        else:
            led = hand & same
            held = hand & trumps
            what = _OBLIGED[(4 if lead == _TRUMP else 0) | (2 if led else 0) | (1 if held else 0)]
            legal = led if what == LEAD_SUIT else held if what == TRUMPS else hand
        # the cards that would take the trick: a higher trump, else also the led suit's
        beat = trumps & -(2 << top) if trick & trumps else trumps | same & -(2 << top)
        maxer = self.maxer[seat]
        if legal & (legal - 1):   # Search.moves and Search.ordered, on the masks
            ours = self.maxer[self.owner[top]] == maxer
            hi, lo = self.follow_keys[ours]
            if seat == self.duck_seat and not ours:   # (Search.ordered's rule)
                lo = self.duck_keys
            cls = self.merge_class
            order = []
            prev = pc = -1
            rest = legal
            while rest:
                t = rest.bit_length() - 1
                rest ^= 1 << t
                c = cls[t]
                if c >= 0 and c == pc and not in_play & ((1 << prev) - (1 << (t + 1))):
                    prev = t   # equivalent to the one already listed
                    continue
                order.append(hi[t] if beat >> t & 1 else lo[t])
                prev, pc = t, c
            order.sort()
        else:
            order = [legal.bit_length() - 1]
        best = -10 ** 9 if maxer else 10 ** 9
        if len(cards) + 1 < self.size:   # a follower before the last
            nxt = self.next[seat]
            follow = self.follow
            for x in order:
                i = x & 127
                bit = 1 << i
                hands[seat] = hand ^ bit
                cards.append(i)
                try:
                    v = follow(alpha, beta, nxt, trick | bit, i if beat >> i & 1 else top,
                               cards, lead, in_play)
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
        # the last seat: each card ends the trick, and the next node is a trick's start
        k = self.k
        owner = self.owner
        taker = owner[top]
        tl = k.tricks_left
        two = self.two_after if tl == 3 else None
        if two is None and self.plain_push:   # Kernel.push_trick and pop_trick, inline
            ab = s.ab
            piles, won, history = self.piles, self.won, self.history
            leader = k.leader
            seats = self.seats_from[leader]
            gone = tl - 1
            # the next trick's start asks its table before the push (as TwoTricks.after)
            probe = self.probe and gone >= 2
            if probe:
                pile = side_won = 0
                for x in self.side_seats:
                    pile |= piles[x]
                    side_won += won[x]
                played = len(history) + 1
                at_tally, tt, hands_key, pile_side = s.at_tally, s.tt, s.hands_key, self.pile_side
            for x in order:
                i = x & 127
                bit = 1 << i
                m = trick | bit
                w = owner[i] if beat >> i & 1 else taker
                hands[seat] = hand ^ bit
                if probe:
                    got = (at_tally.get((pile | m, side_won + 1, played)) if pile_side[w]
                           else at_tally.get((pile, side_won, played)))
                    if got is not None:
                        hit = tt.get((hands_key(), w, got[2], None))
                        if hit is not None:
                            off = got[1]
                            low = hit[0] + off
                            high = hit[1] + off
                            if low >= beta or high <= alpha or low == high:
                                n = s.nodes = s.nodes + 1   # Search.ab's node
                                if n > s.node_limit or (
                                        not n & 1023 and s.deadline is not None
                                        and time.perf_counter() > s.deadline):
                                    hands[seat] = hand
                                    raise Budget
                                v = low if low >= beta else high
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
                                continue
                piles[w] |= m
                won[w] += 1
                history.append(_new_tuple(Finished, (leader, seats, [*cards, i], lead, w,
                                                     ((w, m),))))
                k.leader = k.to_move = w
                k.tricks_left = gone
                try:
                    v = ab(alpha, beta)
                finally:
                    history.pop()
                    piles[w] ^= m
                    won[w] -= 1
                    k.leader = k.to_move = leader
                    k.tricks_left = tl
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
        for x in order:
            i = x & 127
            bit = 1 << i
            hands[seat] = hand ^ bit
            w = owner[i] if beat >> i & 1 else taker
            cards.append(i)
            try:
                if two is not None:
                    v = two(alpha, beta, cards, lead, w, trick | bit)
                else:
                    leader = k.leader
                    k.push_trick(cards[:], lead, w, trick | bit)
                    try:
                        v = s.ab(alpha, beta)
                    finally:
                        k.pop_trick(leader, w, trick | bit)
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

