"""The exact last two tricks of an each-for-himself objective
(:func:`~tarock_tutor.core.solver_sheet.each_for_himself`), for the exact solver's
search (moved out of :mod:`~tarock_tutor.core.solver_each`, which still names it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver_hooked import HookedEnding, hooked_ending
from tarock_tutor.core.tricks import LEAD_SUIT, OBLIGATION, TRUMPS

__all__ = ["Ending"]

TRUMP = int(Suit.TRUMP)

WALK4 = True
"""Whether :class:`Ending` walks trees of four places on nested loops
(:meth:`Ending._walk4`; tests switch it off to compare)."""


class Ending:
    """The exact paranoid value of the last two tricks (the mover maximises, every
    other seat minimises): alpha-beta over every legal card of the first trick, the
    last one (a card each) read from a table of who takes which cards, by the hands
    and the leader, where neither a capture hook nor a winner rule of the game's own
    may read the tricks before (else played out).  The search asks it through the
    objective's bound at a trick's start with two tricks left, where the table has no
    entry yet: the entry is then exact at once, and the zero-window passes that come
    back to it (MTD(f) steps one point at a time) find it there instead of searching
    the two tricks again under each window.  Its cards are not counted as nodes.

    Where the follow rule is the shared one, trumps win, no cards tie and no capture
    hook or card without a suit takes part, the two tricks are worked out on the
    hands' masks alone (:meth:`_two_on_masks`: the first trick's cards seat by seat,
    the last trick each seat's other card), without playing them on the kernel: the
    same values and the same nodes, at about three quarters of the CPU time at four
    seats (figures in ``benchmarks/solver_notes.md``).  So too where the follow rule is
    the game's own and its context is fixed within a trick after the lead
    (:func:`~.solver_hooked.hooked_ending`): the first trick's cards are then the rule
    object's own answers.  That play reads only the hands, the leader and the rule's
    answers, so it is kept as a tree (:meth:`_tree`: each place's legal cards, under
    the last one each end of play as who takes which cards) by the hands, the leader
    and the tables of answers it read (:meth:`~.solver_hooked.HookedEnding.tables_key`);
    a later call with other piles walks the tree (about 2.2 calls per tree in a
    4-seat 6-trick search, figures in ``benchmarks/solver_notes.md``).  Under the
    shared rule the tree holds one of a hand's cards of one suit and value with
    nothing in play between them (the same play, as the search's moves merge them),
    and at four seats it is built on nested loops (:meth:`_tree4`)."""

    def __init__(self, mover: int, final: Callable[[Kernel, Sequence[int]], int]) -> None:
        self.mover = mover
        self.final = final
        self.last: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
        self.at_end: dict[tuple[int, ...], int] = {}   # the value by the final piles
        self.maxer: list[bool] = []
        self.plain = False
        self.masks = False   # the last two tricks on masks (_two_on_masks)
        self.hooked: HookedEnding | None = None   # a follow rule of the game's own
        # the last two tricks' play by hands, leader (and the rule's answers): _tree
        self.trees: dict[tuple[int, ...], tuple[list[bool], tuple[Any, ...]]] = {}
        self.trumps = 0
        self.oblige = tuple(what for what, _ in OBLIGATION)
        # (suit, value) of each card index, numbered, under the shared rule: _tree
        # plays one of a hand's cards of one suit and value with nothing in play
        # between them (the same play, as the search's moves merge them)
        self.same: list[int] | None = None

    def value(self, k: Kernel) -> int:
        """The exact value from a trick's start with two tricks left (or fewer)."""
        if not self.maxer:   # the first call: the seats' roles and the rules
            side = k.acting(self.mover)
            self.maxer = [k.acting(s) == side for s in range(len(k.hands))]
            rules = k.r.rules
            self.plain = rules.capture is None and rules.winner is None
            self.hooked = hooked_ending(k)
            self.masks = (self.plain and (k.r.fast or self.hooked is not None)
                          and k.r.plain_winner and not k.r.suit_mask[Suit.FOOL])
            self.trumps = k.r.suit_mask[Suit.TRUMP]
            if self.masks and self.hooked is None:   # (the shared rule: _tree merges)
                value = k.r.rules.pack.value
                kinds: dict[tuple[int, int], int] = {}
                self.same = [kinds.setdefault((k.r.suit[i], value[c]), len(kinds))
                             for i, c in enumerate(k.r.cards)]
        return self._ab(k, -10 ** 9, 10 ** 9)

    def _ab(self, k: Kernel, alpha: int, beta: int) -> int:
        if self.masks and not k.trick_cards and k.tricks_left == 2:
            return self._two_on_masks(k, alpha, beta)
        if not k.trick_cards and k.tricks_left <= 1:
            return self._last(k)
        legal = k.legal()
        play, undo, ab = k.play, k.undo, self._ab
        maxer = self.maxer[k.to_move]
        best = -10 ** 9 if maxer else 10 ** 9
        while legal:
            b = legal & -legal
            legal ^= b
            play(b.bit_length() - 1)
            try:
                v = ab(k, alpha, beta)
            finally:
                undo()
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

    def _two_on_masks(self, k: Kernel, alpha: int, beta: int) -> int:
        """:meth:`_ab` from a trick's start with two tricks left, on the hands' masks
        alone (the kernel untouched): where the follow rule is the shared one, trumps
        win and no cards tie, no capture hook and no card without a suit.  The play
        reads only the hands, the leader and the follow rule's answers, so it is kept
        as a tree (:meth:`_tree`) by those; each call walks it with alpha-beta, the
        value of each end by its piles (cached)."""
        hands = k.hands
        leader = k.to_move
        hooked = self.hooked
        key: tuple[int, ...] = ((*hands, leader) if hooked is None else
                                (*hands, leader, *hooked.tables_key(hands[leader])))
        tree = self.trees.get(key)
        if tree is None:
            tree = self.trees[key] = (self._tree4(k) if self.same is not None and k.size == 4
                                      else self._tree(k))
        bigs, node = tree
        if len(bigs) == 4 and WALK4:
            return self._walk4(k, bigs, node, alpha, beta)
        base = k.piles
        at_end, final = self.at_end, self.final
        last = len(bigs) - 1

        def walk(node: tuple[Any, ...], j: int, alpha: int, beta: int) -> int:
            big = bigs[j]
            best = -10 ** 9 if big else 10 ** 9
            for child in node:
                if j == last:   # an end of play: (first winner, trick, last winner, trick)
                    w, trick, w2, won = child
                    piles = list(base)
                    piles[w] |= trick
                    piles[w2] |= won
                    end = tuple(piles)
                    v = at_end.get(end)
                    if v is None:
                        v = at_end[end] = final(k, piles)
                else:
                    v = walk(child, j + 1, alpha, beta)
                if big:
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
        return walk(node, 0, alpha, beta)

    def _walk4(self, k: Kernel, bigs: list[bool], node: tuple[Any, ...], alpha: int,
               beta: int) -> int:
        """:meth:`_two_on_masks`' walk of a tree of four places on nested loops (the
        same alpha-beta, place by place, the same value)."""
        base = k.piles
        at_end, final = self.at_end, self.final
        x0, x1, x2, x3 = bigs
        best0 = -10 ** 9 if x0 else 10 ** 9
        for c0 in node:
            best1 = -10 ** 9 if x1 else 10 ** 9
            a1, b1 = alpha, beta
            for c1 in c0:
                best2 = -10 ** 9 if x2 else 10 ** 9
                a2, b2 = a1, b1
                for c2 in c1:
                    best3 = -10 ** 9 if x3 else 10 ** 9
                    a3, b3 = a2, b2
                    for w, trick, w2, won in c2:   # an end of play
                        piles = list(base)
                        piles[w] |= trick
                        piles[w2] |= won
                        end = tuple(piles)
                        v = at_end.get(end)
                        if v is None:
                            v = at_end[end] = final(k, piles)
                        if x3:
                            if v > best3:
                                best3 = v
                                if v > a3:
                                    a3 = v
                        elif v < best3:
                            best3 = v
                            if v < b3:
                                b3 = v
                        if a3 >= b3:
                            break
                    v = best3
                    if x2:
                        if v > best2:
                            best2 = v
                            if v > a2:
                                a2 = v
                    elif v < best2:
                        best2 = v
                        if v < b2:
                            b2 = v
                    if a2 >= b2:
                        break
                v = best2
                if x1:
                    if v > best1:
                        best1 = v
                        if v > a1:
                            a1 = v
                elif v < best1:
                    best1 = v
                    if v < b1:
                        b1 = v
                if a1 >= b1:
                    break
            v = best1
            if x0:
                if v > best0:
                    best0 = v
                    if v > alpha:
                        alpha = v
            elif v < best0:
                best0 = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best0

    def _tree4(self, k: Kernel) -> tuple[list[bool], tuple[Any, ...]]:
        """:meth:`_tree` where four seats play under the shared rule (``same`` set):
        the same tree, on nested loops (two cards each, so a hand's two cards merge
        only where both are legal)."""
        hands, nxt = k.hands, k.next
        s0 = k.to_move
        s1 = nxt[s0]
        s2 = nxt[s1]
        s3 = nxt[s2]
        h0, h1, h2, h3 = hands[s0], hands[s1], hands[s2], hands[s3]
        everything = h0 | h1 | h2 | h3
        r = k.r
        suit, suit_mask, trumps, oblige = r.suit, r.suit_mask, self.trumps, self.oblige
        same = self.same
        assert same is not None
        # each hand: whether its two cards are one play (one suit and value, nothing in
        # play between them)
        pair = []
        for h in (h0, h1, h2, h3):
            lo = h & -h
            i, j = lo.bit_length() - 1, h.bit_length() - 1
            pair.append(i != j and same[i] == same[j]
                        and not everything & ((1 << j) - (2 << i)))
        p0, p1, p2, p3 = pair
        out0 = []
        for c0 in ((h0 & -h0,) if p0 else (h0 & -h0, h0 & (h0 - 1)) if h0 & (h0 - 1) else (h0,)):
            lead = suit[c0.bit_length() - 1]
            lm = suit_mask[lead]
            lt = 4 if lead == TRUMP else 0
            legal = []
            for h, p in ((h1, p1), (h2, p2), (h3, p3)):
                led, tr = h & lm, h & trumps   # (the shared rule)
                what = oblige[lt | (2 if led else 0) | (1 if tr else 0)]
                x = led if what == LEAD_SUIT else tr if what == TRUMPS else h
                lo = x & -x
                legal.append((lo,) if x == lo or (p and x == h) else (lo, x ^ lo))
            l1, l2, l3 = legal
            out1 = []
            for c1 in l1:
                out2 = []
                for c2 in l2:
                    out3 = []
                    for c3 in l3:
                        trick = c0 | c1 | c2 | c3
                        top = trick & trumps or trick & lm
                        hb = 1 << (top.bit_length() - 1)   # (the highest index takes)
                        w = s0 if hb == c0 else s1 if hb == c1 else s2 if hb == c2 else s3
                        # the last trick, led by the first one's winner: each other card
                        last = everything & ~trick
                        first = hands[w] & last
                        top2 = last & trumps or last & suit_mask[suit[first.bit_length() - 1]]
                        hb = 1 << (top2.bit_length() - 1)
                        w2 = s0 if h0 & hb else s1 if h1 & hb else s2 if h2 & hb else s3
                        out3.append((w, trick, w2, last))
                    out2.append(tuple(out3))
                out1.append(tuple(out2))
            out0.append(tuple(out1))
        maxer = self.maxer
        return [maxer[s0], maxer[s1], maxer[s2], maxer[s3]], tuple(out0)

    def _tree(self, k: Kernel) -> tuple[list[bool], tuple[Any, ...]]:
        """The last two tricks from the trick's start ``k`` stands at, as a tree: (for
        each place in the first trick whether its seat maximises, the first trick's
        legal cards place by place (each seat's other card is its last), each as a
        tuple of children in the search's order, lowest card first; under the last
        place each child an end of play: (the first trick's winner, its cards, the
        last trick's winner, its cards))."""
        hands = k.hands
        seats = [k.to_move]
        for _ in range(k.size - 1):
            seats.append(k.next[seats[-1]])
        r = k.r
        suit_mask, trumps, oblige = r.suit_mask, self.trumps, self.oblige
        n = len(seats)
        cards = [0] * n
        everything = 0
        for s in seats:
            everything |= hands[s]
        # a follow rule of the game's own: its answers (solver_hooked), else the shared one
        hooked = self.hooked.first_trick(k) if self.hooked is not None else None
        same = self.same

        def end() -> tuple[int, int, int, int]:
            trick = 0
            for c in cards:
                trick |= c
            lead = r.suit[cards[0].bit_length() - 1]
            top = trick & trumps or trick & suit_mask[lead]
            hb = 1 << (top.bit_length() - 1)   # the strongest card (the highest index)
            w = seats[cards.index(hb)]
            # the last trick, led by the first one's winner: each seat's other card
            last = everything & ~trick
            first = hands[w] & last
            top2 = last & trumps or last & suit_mask[r.suit[first.bit_length() - 1]]
            hb = 1 << (top2.bit_length() - 1)
            w2 = w
            for s in seats:
                if hands[s] & hb:
                    w2 = s
                    break
            return w, trick, w2, last

        def build(j: int, lead: int) -> tuple[Any, ...]:
            s = seats[j]
            hand = hands[s]
            if hooked is not None:
                hand = hooked(hand, cards, j)
            elif j:
                led = hand & suit_mask[lead]
                tr = hand & trumps
                what = oblige[(4 if lead == TRUMP else 0) | (2 if led else 0) | (1 if tr else 0)]
                hand = led if what == LEAD_SUIT else tr if what == TRUMPS else hand
            out: list[Any] = []
            prev = -1
            while hand:
                b = hand & -hand
                hand ^= b
                i = b.bit_length() - 1
                if (same is not None and prev >= 0 and same[i] == same[prev]
                        and not everything & (b - (2 << prev))):
                    prev = i   # (equal to the card before: the same play)
                    continue
                prev = i
                cards[j] = b
                out.append(end() if j == n - 1 else
                           build(j + 1, lead if j else r.suit[b.bit_length() - 1]))
            return tuple(out)
        return [self.maxer[s] for s in seats], build(0, -1)

    def _played_out(self, k: Kernel) -> int:
        """The value after the last trick, played on the kernel."""
        n = 0
        while k.hands[k.to_move]:
            hand = k.hands[k.to_move]
            k.play((hand & -hand).bit_length() - 1)
            n += 1
        v = self.final(k, k.piles)
        for _ in range(n):
            k.undo()
        return v

    def _last(self, k: Kernel) -> int:
        """The value after the last trick (if any: a card each) from a trick's start."""
        if not k.hands[k.to_move]:
            return self.final(k, k.piles)
        if not self.plain:   # a capture hook or the game's winner rule may read the past
            return self._played_out(k)
        key = (*k.hands, k.to_move)
        gains = self.last.get(key)
        if gains is None:
            n = 0
            while k.hands[k.to_move]:
                hand = k.hands[k.to_move]
                k.play((hand & -hand).bit_length() - 1)
                n += 1
            gains = self.last[key] = k.history[-1].gains
            for _ in range(n):
                k.undo()
        piles = list(k.piles)
        for s, m in gains:
            piles[s] |= m
        end = tuple(piles)
        v = self.at_end.get(end)
        if v is None:
            v = self.at_end[end] = self.final(k, piles)
        return v
