"""The fast path where four seats play: a trick's three followers on nested loops.

:class:`FourTricks` is :class:`~.solver_fast.FastTricks` with its :meth:`lead` playing
the three cards after a lead as three nested loops on local integers instead of a call
of :meth:`~.solver_fast.FastTricks.follow` per follower node: each seat's hand, the
seats and their sides are read once per lead, and a hand is put back once, at the lead's
end (the kernel's hands hold each seat's card only while the loops below it run; the
next trick's start reads them all).  Each follower node counts one node, in the same
order, with the same legal cards, merging and order (``follow``'s, inline at each seat,
the each-for-himself mover's ducking card first included), the same window and the same
trick ends (the table asked before the push, the push inline,
:meth:`~.solver_end.TwoTricks.after` or the kernel's push with a capture hook): the same
nodes and values as the recursive path (``tests/core/test_solver_fast4.py`` compares
them, :data:`FOUR` switched off).
Measurements: ``benchmarks/solver_notes.md`` (session 13).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from tarock_tutor.core.kernel import Finished, exempt_follow
from tarock_tutor.core.solver_fast import _OBLIGED, _TRUMP, FastTricks, _new_tuple
from tarock_tutor.core.solver_search import Budget
from tarock_tutor.core.tricks import LEAD_SUIT, TRUMPS

if TYPE_CHECKING:
    from tarock_tutor.core.solver_search import Search

__all__ = ["FOUR", "FourTricks", "fast_tricks"]

FOUR = True
"""Whether four seats take the nested loops (tests switch it off to compare)."""

_LOW, _HIGH = -10 ** 9, 10 ** 9


def fast_tricks(s: Search) -> FastTricks:
    """The fast path's tricks for ``s`` (nested loops where four seats play)."""
    return FourTricks(s) if FOUR and s.k.size == 4 else FastTricks(s)


class FourTricks(FastTricks):
    """:class:`~.solver_fast.FastTricks` for four seats (see the module doc)."""

    def lead(self, alpha: int, beta: int, i: int) -> int:
        """The value (fail-soft) after the seat to move leads card ``i``, as
        :meth:`~.solver_fast.FastTricks.lead` (see the module doc)."""
        s = self.s
        k = self.k
        hands = self.hands
        nxt = self.next
        p0 = k.to_move
        p1 = nxt[p0]
        p2 = nxt[p1]
        p3 = nxt[p2]
        h0, h1, h2, h3 = hands[p0], hands[p1], hands[p2], hands[p3]
        in_play = 0
        for h in hands:
            in_play |= h
        b0 = 1 << i
        lead = self.suit[i]
        suit_mask = self.suit_mask
        same = suit_mask[lead]
        trumps = self.trumps
        lt = 4 if lead == _TRUMP else 0
        exempt_at, exempt = self.exempt_at, self.exempt
        maxer, owner, keys = self.maxer, self.owner, self.follow_keys
        duck, duck_keys = self.duck_seat, self.duck_keys
        m1, m2, m3 = maxer[p1], maxer[p2], maxer[p3]
        cls = self.merge_class
        # the trick's end (as follow's last seat)
        tl = k.tricks_left
        gone = tl - 1
        # (the look-up before the push is TwoTricks.after's own where that applies)
        probe = self.probe and gone >= 2
        two = self.two_after if tl == 3 and not probe else None
        plain = two is None and self.plain_push
        leader = k.leader
        ab = s.ab
        limit = s.node_limit   # (the budget: Search.ab's own count, read once per lead)
        piles, won, history = self.piles, self.won, self.history
        seats = self.seats_from[leader]
        pile = side_won = played = 0
        theirs = None   # (the other side takes the trick: start's entry, once found)
        if probe:
            for x in self.side_seats:
                pile |= piles[x]
                side_won += won[x]
            played = len(history) + 1
        at_tally, tt, hands_key, pile_side = s.at_tally, s.tt, s.hands_key, self.pile_side
        hand_keys = s.hand_keys   # (hands_key's look-up by the cards in play, inline)
        hands[p0] = h0 ^ b0
        try:
            # the second seat (one node, as follow)
            n = s.nodes = s.nodes + 1
            if n > limit:
                raise Budget
            if not n & 1023 and s.deadline is not None and time.perf_counter() > s.deadline:
                raise Budget
            if h1 >= exempt_at:
                legal = exempt_follow(h1, exempt, lead, suit_mask)
            else:
                led = h1 & same
                held = h1 & trumps
                what = _OBLIGED[lt | (2 if led else 0) | (1 if held else 0)]
                legal = led if what == LEAD_SUIT else held if what == TRUMPS else h1
            beat1 = trumps & -(2 << i) if lt else trumps | same & -(2 << i)
            if legal & (legal - 1):   # (follow's order, inline)
                ours = maxer[owner[i]] == m1
                hi, lo = keys[ours]
                if p1 == duck and not ours:   # (Search.ordered's rule)
                    lo = duck_keys
                order1 = []
                prev = pc = -1
                rest = legal
                while rest:
                    t = rest.bit_length() - 1
                    rest ^= 1 << t
                    c = cls[t]
                    if c >= 0 and c == pc and not in_play & ((1 << prev) - (1 << (t + 1))):
                        prev = t
                        continue
                    order1.append(hi[t] if beat1 >> t & 1 else lo[t])
                    prev, pc = t, c
                order1.sort()
            else:
                order1 = [legal.bit_length() - 1]
            best1 = _LOW if m1 else _HIGH
            a1, z1 = alpha, beta
            for x1 in order1:
                c1 = x1 & 127
                d1 = 1 << c1
                hands[p1] = h1 ^ d1
                t1 = c1 if beat1 >> c1 & 1 else i
                # the third seat
                n = s.nodes = s.nodes + 1
                if n > limit:
                    raise Budget
                if (not n & 1023 and s.deadline is not None
                        and time.perf_counter() > s.deadline):
                    raise Budget
                if h2 >= exempt_at:
                    legal = exempt_follow(h2, exempt, lead, suit_mask)
                else:
                    led = h2 & same
                    held = h2 & trumps
                    what = _OBLIGED[lt | (2 if led else 0) | (1 if held else 0)]
                    legal = led if what == LEAD_SUIT else held if what == TRUMPS else h2
                beat2 = (trumps & -(2 << t1) if trumps >> t1 & 1
                         else trumps | same & -(2 << t1))
                if legal & (legal - 1):   # (follow's order, inline)
                    ours = maxer[owner[t1]] == m2
                    hi, lo = keys[ours]
                    if p2 == duck and not ours:
                        lo = duck_keys
                    order2 = []
                    prev = pc = -1
                    rest = legal
                    while rest:
                        t = rest.bit_length() - 1
                        rest ^= 1 << t
                        c = cls[t]
                        if c >= 0 and c == pc and not in_play & ((1 << prev) - (1 << (t + 1))):
                            prev = t
                            continue
                        order2.append(hi[t] if beat2 >> t & 1 else lo[t])
                        prev, pc = t, c
                    order2.sort()
                else:
                    order2 = [legal.bit_length() - 1]
                best2 = _LOW if m2 else _HIGH
                a2, z2 = a1, z1
                for x2 in order2:
                    c2 = x2 & 127
                    d2 = 1 << c2
                    hands[p2] = h2 ^ d2
                    t2 = c2 if beat2 >> c2 & 1 else t1
                    # the last seat
                    n = s.nodes = s.nodes + 1
                    if n > limit:
                        raise Budget
                    if (not n & 1023 and s.deadline is not None
                            and time.perf_counter() > s.deadline):
                        raise Budget
                    if h3 >= exempt_at:
                        legal = exempt_follow(h3, exempt, lead, suit_mask)
                    else:
                        led = h3 & same
                        held = h3 & trumps
                        what = _OBLIGED[lt | (2 if led else 0) | (1 if held else 0)]
                        legal = led if what == LEAD_SUIT else held if what == TRUMPS else h3
                    beat3 = (trumps & -(2 << t2) if trumps >> t2 & 1
                             else trumps | same & -(2 << t2))
                    taker = owner[t2]
                    if legal & (legal - 1):   # (follow's order, inline)
                        ours = maxer[taker] == m3
                        hi, lo = keys[ours]
                        if p3 == duck and not ours:
                            lo = duck_keys
                        order3 = []
                        prev = pc = -1
                        rest = legal
                        while rest:
                            t = rest.bit_length() - 1
                            rest ^= 1 << t
                            c = cls[t]
                            if c >= 0 and c == pc and not in_play & ((1 << prev) - (1 << (t + 1))):
                                prev = t
                                continue
                            order3.append(hi[t] if beat3 >> t & 1 else lo[t])
                            prev, pc = t, c
                        order3.sort()
                    else:
                        order3 = [legal.bit_length() - 1]
                    trick = b0 | d1 | d2
                    best3 = _LOW if m3 else _HIGH
                    a3, z3 = a2, z2
                    for x3 in order3:
                        c3 = x3 & 127
                        d3 = 1 << c3
                        m = trick | d3
                        w = owner[c3] if beat3 >> c3 & 1 else taker
                        hands[p3] = h3 ^ d3
                        answered = False
                        if probe:   # the next trick's start asks its table first
                            if pile_side[w]:
                                got = at_tally.get((pile | m, side_won + 1, played))
                            else:   # (the same for every card the other side takes)
                                got = theirs or at_tally.get((pile, side_won, played))
                                theirs = got
                            if got is not None:
                                hit = tt.get((hand_keys.get(in_play & ~m) or hands_key(), w,
                                              got[2], None))
                                if hit is not None:
                                    off = got[1]
                                    v = hit[0] + off
                                    if v >= z3:
                                        answered = True
                                    else:
                                        high = hit[1] + off
                                        if high <= a3 or v == high:
                                            v = high
                                            answered = True
                                    if answered:   # Search.ab's node
                                        n = s.nodes = s.nodes + 1
                                        if n > limit or (
                                                not n & 1023 and s.deadline is not None
                                                and time.perf_counter() > s.deadline):
                                            raise Budget
                        if not answered:
                            if plain:   # Kernel.push_trick and pop_trick, inline
                                piles[w] |= m
                                won[w] += 1
                                history.append(_new_tuple(Finished, (
                                    leader, seats, [i, c1, c2, c3], lead, w, ((w, m),))))
                                k.leader = k.to_move = w
                                k.tricks_left = gone
                                try:
                                    v = ab(a3, z3)
                                finally:
                                    history.pop()
                                    piles[w] ^= m
                                    won[w] -= 1
                                    k.leader = k.to_move = leader
                                    k.tricks_left = tl
                            elif two is not None:
                                v = two(a3, z3, [i, c1, c2, c3], lead, w, m)
                            else:
                                k.push_trick([i, c1, c2, c3], lead, w, m)
                                try:
                                    v = ab(a3, z3)
                                finally:
                                    k.pop_trick(leader, w, m)
                        if m3:
                            if v > best3:
                                best3 = v
                                if v > a3:
                                    a3 = v
                        elif v < best3:
                            best3 = v
                            if v < z3:
                                z3 = v
                        if a3 >= z3:
                            break
                    v = best3
                    if m2:
                        if v > best2:
                            best2 = v
                            if v > a2:
                                a2 = v
                    elif v < best2:
                        best2 = v
                        if v < z2:
                            z2 = v
                    if a2 >= z2:
                        break
                v = best2
                if m1:
                    if v > best1:
                        best1 = v
                        if v > a1:
                            a1 = v
                elif v < best1:
                    best1 = v
                    if v < z1:
                        z1 = v
                if a1 >= z1:
                    break
            return best1
        finally:
            hands[p0] = h0
            hands[p1] = h1
            hands[p2] = h2
            hands[p3] = h3
