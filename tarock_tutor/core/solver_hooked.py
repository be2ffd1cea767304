"""The exact search's path inside tricks for a follow rule of a game's own.

Where the kernel asks the game's own :class:`~.tricks.FollowRule` object card by
card (:meth:`~.kernel.Kernel._hooked_legal`: no ``kernel_form``), the general path
plays every card on the kernel and asks the rule's context at every node.  Where the
rule says its context is fixed within a trick once the lead is down
(``FollowRule.context_fixed_in_trick``, or there is no context), trumps win, no two
cards tie, no capture hook splits a trick and no card is suitless, the cards after a
lead need nothing of the kernel but the hands, as on :mod:`~.solver_fast`'s path:
:class:`HookedTricks` searches them on local integers and gives the kernel the whole
trick at its end (:meth:`~.kernel.Kernel.push_trick`), where the search's
trick-start node runs as on the general path.

The rule is not written a second time.  Its legal cards are the rule object's own
answer (:meth:`~.kernel.CompiledRules.follow_mask`, the function the kernel's hooked
form calls), asked with the hand, the trick's cards in play order and the context;
the context is the game's own context function, asked on the kernel with the lead
card played (:func:`lead_context`: the state every later card of the trick sees on
the general path), once per history of suits led and leaders and suit led
(:class:`Contexts`: all such a context may read).  Each answer is kept per the rule's
``FollowRule.context_key`` of the context (what its ``legality`` reads of it), keyed
by the hand and the trick's cards (one integer), together with the follower's move
order, which reads nothing else: the seat is the hand's holder, and the card taking
the trick so far, hence the cards that beat it and whose side holds it, follow from
the trick's cards.  The order is :meth:`~.solver_search.Search.ordered`'s: where the
search merges equivalent cards (a rule that names the only cards it reads by
identity, ``FollowRule.named_cards``: ``Search.mergeable``), the kept order less the
cards :meth:`HookedTricks.merged` finds merged under the cards in play (what
``Search.moves`` reads besides the legal cards), so both paths search the same nodes
in the same order and give the same values (``tests/core/test_solver_hooked.py``
compares them with the path switched off, :data:`HOOKED_PATH`;
``tests/core/test_solver_hooked_merge.py`` merging with merging off).  The leads too:
the search reads the leader's legal cards (``Search.legal``, for ``moves``) and
their order (``Search.order_here``, for ``ab``) from :class:`HookedTricks`: the rule
object's answer under the context at the trick's start (:meth:`Contexts.start`, as
the kernel asks it there), kept in the same table as the followers' (the trick's
code 1: no card down) with its order where that follows from the legal cards alone
(no cards merged; a merging search asks ``Search.ordered`` at every lead).

:class:`HookedEnding` gives :class:`~.solver_each.Ending`'s last two tricks on masks
the same rule's answers for the first trick (the lead's under the context at the
trick's start, as the kernel asks it there; the others' under the lead's context);
the last trick is forced (one card each).  The ending keeps that play by the hands,
the leader and the tables it read (:meth:`HookedEnding.tables_key`: the lead's, and
the followers' after a lead of each suit the leader holds, which may differ where
the start's do not).

Measurements and what was tried and left out: ``benchmarks/solver_notes.md``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver_fast import FastTricks
from tarock_tutor.core.solver_search import Budget

if TYPE_CHECKING:
    from tarock_tutor.core.solver_search import Search

__all__ = ["HOOKED_PATH", "HookedEnding", "HookedTricks", "hooked_ending", "hooked_kernel",
           "hooked_tricks", "lead_context"]

HOOKED_PATH = True
"""Whether a search may take this path (tests switch it off to compare the two)."""

_TRUMP = int(Suit.TRUMP)
_FOOL = int(Suit.FOOL)
_BITS = 7   # bits per card index in a trick's code (indices < 128, as the order keys)
V = TypeVar("V")


def hooked_kernel(k: Kernel) -> bool:
    """Whether a search on ``k`` may take this path (see the module doc)."""
    r = k.r
    rules = r.rules
    return (not r.fast and not r.exempt_rule
            and (rules.context is None
                 or type(rules.follow).__dict__.get("context_fixed_in_trick", False))
            and r.plain_winner and rules.capture is None and not r.suit_mask[_FOOL]
            and k.size >= 2 and len(r.cards) <= 1 << _BITS)


def hooked_tricks(s: Search) -> HookedTricks | None:
    """The path for the search ``s`` where its kernel allows it (else ``None``)."""
    return HookedTricks(s) if HOOKED_PATH and hooked_kernel(s.k) else None


def lead_context(k: Kernel, i: int) -> Any:
    """The context the follow rule reads for every card after card ``i`` is led (the
    kernel standing at a trick's start): the game's context function, asked on the
    kernel with ``i`` played."""
    fn = k.r.rules.context
    if fn is None:
        return None
    k.play(i)
    try:
        return fn(k)
    finally:
        k.undo()


class Contexts(Generic[V]):
    """The contexts at the trick's start the kernel stands at and after each suit led
    there, each with its table of answers (``V``: what a caller keeps per hand and
    trick).  The context reads only the finished tricks' suits led and leaders and the
    suit led now (``FollowRule.context_fixed_in_trick``), so it is kept by those: the
    finished tricks as one small integer, built trick by trick along the kernel's
    stack of finished tricks (tuples that never change; while the same object stands
    at a place, nothing below it has changed either, so only the tricks above the
    highest one still standing are read again)."""

    def __init__(self, k: Kernel) -> None:
        self.k = k
        self.suit = k.r.suit
        self.top: Any = self   # the finished trick on top when last asked (self: none yet)
        self.chain: list[tuple[Any, int]] = []   # (finished trick, its history's number)
        self.numbers: dict[tuple[int, int, int], int] = {}   # (below, lead, leader) -> number
        self.by_history: dict[int, dict[int, tuple[Any, dict[int, V]]]] = {}
        self.by_suit: dict[int, tuple[Any, dict[int, V]]] = {}
        self.tables: dict[Any, dict[int, V]] = {}   # the answers, per context key
        self.context_key = k.r.rules.follow.context_key

    def _here(self) -> dict[int, tuple[Any, dict[int, V]]]:
        h = self.k.history
        top = h[-1] if h else None
        if top is self.top:
            return self.by_suit
        self.top = top
        chain = self.chain
        n = min(len(h), len(chain))
        while n and chain[n - 1][0] is not h[n - 1]:
            n -= 1
        del chain[n:]
        number = chain[-1][1] if chain else 0
        numbers = self.numbers
        for t in h[n:]:
            below = number
            number = numbers.get((below, t.lead, t.leader), 0)
            if not number:
                number = numbers[(below, t.lead, t.leader)] = len(numbers) + 1
            chain.append((t, number))
        here = self.by_history.get(number)
        if here is None:
            here = self.by_history[number] = {}
        self.by_suit = here
        return here

    def after(self, i: int) -> tuple[Any, dict[int, V]]:
        """(context, answers) for every card after card ``i`` is led here."""
        here = self._here()
        s = self.suit[i]
        got = here.get(s)
        if got is None:
            ctx = lead_context(self.k, i)
            got = here[s] = (ctx, self.tables.setdefault(self.context_key(ctx), {}))
        return got

    def start(self) -> tuple[Any, dict[int, V]]:
        """(context, answers) for the lead here (as the kernel asks it at a lead)."""
        here = self._here()
        got = here.get(-1)
        if got is None:
            fn = self.k.r.rules.context
            ctx = fn(self.k) if fn is not None else None
            got = here[-1] = (ctx, self.tables.setdefault(self.context_key(ctx), {}))
        return got


class HookedTricks(FastTricks):
    """The cards after a lead under a follow rule of the game's own (see the module
    doc); :meth:`lead` as :class:`~.solver_fast.FastTricks`'s."""

    def __init__(self, s: Search) -> None:
        super().__init__(s)
        self.r = self.k.r
        self.two_after = None   # (solver_end's ending reads the shared rule only)
        self.width = 1 + _BITS * (self.size - 1)   # the trick's code before a follower
        # per context: (hand << width | the trick's code) -> (beat, the cards in order)
        self.contexts: Contexts[tuple[int, tuple[int, ...]]] = Contexts(self.k)
        s.legal = self.legal   # a lead's legal cards from the same answers
        s.order_here = self.ordered   # and its search order, kept with them
        self.merging = s.mergeable   # the rule names its exceptions (Search.mergeable)

    def legal(self) -> int:
        """The legal cards of the seat to move (:meth:`~.kernel.Kernel.legal`'s
        answer): at a trick's start the rule object's answer under the context there,
        kept with the followers' answers (code 1: no card on the table; the order
        left empty); inside a trick (a search started there) the kernel's."""
        k = self.k
        if k.trick_cards:
            return k.legal()
        hand = k.hands[k.to_move]
        ctx, known = self.contexts.start()
        key = hand << self.width | 1
        got = known.get(key)
        if got is None:
            got = known[key] = (self.r.follow_mask(hand, (), ctx), ())
        return got[0]

    def ordered(self) -> list[int]:
        """:meth:`~.solver_search.Search.ordered` (a new list): at a trick's start
        kept with the lead's legal cards where the search merges no cards (the order
        then follows from the legal cards alone); inside a trick, or where it merges,
        the search's own."""
        k = self.k
        s = self.s
        if k.trick_cards or self.merging:   # (merged leads read the other hands too)
            return s.ordered()
        _, known = self.contexts.start()
        key = k.hands[k.to_move] << self.width | 1
        got = known.get(key)
        if got is not None and got[1]:
            return list(got[1])
        order = s.ordered()   # (through legal: the entry is there now)
        known[key] = (known[key][0], tuple(order))
        return order

    def lead(self, alpha: int, beta: int, i: int) -> int:
        k = self.k
        ctx, known = self.contexts.after(i)
        hands = self.hands
        in_play = 0
        if self.merging:
            for h in hands:
                in_play |= h
        leader = k.to_move
        bit = 1 << i
        hands[leader] ^= bit
        try:
            return self.follow_hooked(alpha, beta, self.next[leader], bit, i, [i],
                                      self.suit[i], 1 << _BITS | i, ctx, known, in_play)
        finally:
            hands[leader] |= bit

    def order_of(self, seat: int, hand: int, cards: list[int], top: int, lead: int,
                 ctx: Any) -> tuple[int, tuple[int, ...]]:
        """(the cards that would take the trick, the legal cards in search order) for
        ``seat`` holding ``hand`` with ``cards`` on the table (``top`` taking it)."""
        legal = self.r.follow_mask(hand, cards, ctx)
        trumps = self.trumps
        if self.suit[top] == _TRUMP:   # only a higher trump takes it
            beat = trumps & -(2 << top)
        else:   # a higher card of the led suit, or any trump
            beat = trumps | self.suit_mask[lead] & -(2 << top)
        if not legal & (legal - 1):
            return beat, (legal.bit_length() - 1,)
        hi, lo = self.follow_keys[self.maxer[self.owner[top]] == self.maxer[seat]]
        keyed = []
        while legal:
            t = legal.bit_length() - 1
            legal ^= 1 << t
            keyed.append(hi[t] if beat >> t & 1 else lo[t])
        keyed.sort()
        return beat, tuple([x & 127 for x in keyed])

    def merged(self, order: tuple[int, ...], in_play: int) -> tuple[int, ...]:
        """``order`` less the cards :meth:`~.solver_search.Search.moves` merges into a
        stronger one (same class, nothing in play between them): the order of the
        rest is the order ``Search.ordered`` gives them (their keys are unique)."""
        cls = self.merge_class
        legal = 0
        for i in order:
            legal |= 1 << i
        drop = 0
        prev = pc = -1
        while legal:
            t = legal.bit_length() - 1
            legal ^= 1 << t
            c = cls[t]
            if c >= 0 and c == pc and not in_play & ((1 << prev) - (1 << (t + 1))):
                drop |= 1 << t
                prev = t
                continue
            prev, pc = t, c
        return tuple([i for i in order if not drop >> i & 1]) if drop else order

    def follow_hooked(self, alpha: int, beta: int, seat: int, trick: int, top: int,
                      cards: list[int], lead: int, code: int, ctx: Any,
                      known: dict[int, tuple[int, tuple[int, ...]]], in_play: int) -> int:
        """One node inside a trick (as :meth:`~.solver_fast.FastTricks.follow`):
        ``code`` the trick's cards in play order (``_BITS`` each under a leading 1),
        ``ctx`` the context after the lead and ``known`` its answers; ``in_play``: every
        card in play, the trick's included (read only where the search merges)."""
        s = self.s
        n = s.nodes = s.nodes + 1   # the budget, as Search.ab counts it
        if n > s.node_limit:
            raise Budget
        if s.deadline is not None and not n & 1023 and time.perf_counter() > s.deadline:
            raise Budget
        hands = self.hands
        hand = hands[seat]
        key = hand << self.width | code
        got = known.get(key)
        if got is None:
            got = known[key] = self.order_of(seat, hand, cards, top, lead, ctx)
        beat, order = got
        if self.merging and len(order) > 1:
            order = self.merged(order, in_play)
        maxer = self.maxer[seat]
        last = len(cards) + 1 == self.size
        nxt = self.next[seat]
        best = -10 ** 9 if maxer else 10 ** 9
        for i in order:
            bit = 1 << i
            hands[seat] = hand ^ bit
            now = i if beat >> i & 1 else top
            cards.append(i)
            try:
                if last:
                    k = self.k
                    w = self.owner[now]
                    leader = k.leader
                    k.push_trick(cards[:], lead, w, trick | bit)
                    try:
                        v = s.ab(alpha, beta)
                    finally:
                        k.pop_trick(leader, w, trick | bit)
                else:
                    v = self.follow_hooked(alpha, beta, nxt, trick | bit, now, cards, lead,
                                           code << _BITS | i, ctx, known, in_play)
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


def hooked_ending(k: Kernel) -> HookedEnding | None:
    """The answers for :class:`~.solver_each.Ending` on ``k`` where this path's rules
    hold (see :func:`hooked_kernel`; else ``None``)."""
    return HookedEnding(k) if HOOKED_PATH and hooked_kernel(k) else None


class HookedEnding:
    """The first of the last two tricks' legal cards for :class:`~.solver_each.Ending`
    on masks: the rule object's answers, kept per context by the hand and the trick's
    cards (as :class:`HookedTricks` keys them)."""

    def __init__(self, k: Kernel) -> None:
        self.r = k.r
        self.width = 1 + _BITS * (k.size - 1)
        self.contexts: Contexts[int] = Contexts(k)
        self.keys: dict[tuple[int, int], tuple[int, ...]] = {}   # tables_key's answers

    def tables_key(self, hand: int) -> tuple[int, ...]:
        """What the first trick's answers read of the trick start the kernel stands at,
        for the leader holding ``hand``: the tables (one per context key) of the lead
        and of the cards after a lead of each suit in ``hand``, by their ids (the
        tables live as long as this object)."""
        contexts = self.contexts
        here = contexts._here()   # (kept by the history's answers and the hand)
        at = (id(here), hand)
        got = self.keys.get(at)
        if got is None:
            out = [id(contexts.start()[1])]
            for m in self.r.suit_mask:
                m &= hand
                if m:
                    out.append(id(contexts.after(m.bit_length() - 1)[1]))
            got = self.keys[at] = tuple(out)
        return got

    def first_trick(self, k: Kernel) -> Callable[[int, list[int], int], int]:
        """``legal(hand, cards, j)`` for the trick about to start on ``k``: the legal
        mask of ``hand`` as the ``j``-th card, ``cards`` the trick's cards so far (one
        bit each, in play order; only the first ``j`` are read)."""
        r = self.r
        width = self.width
        contexts = self.contexts
        at_start, first = contexts.start()
        after: dict[int, tuple[Any, dict[int, int]]] = {}   # by the lead's bit

        def legal(hand: int, cards: list[int], j: int) -> int:
            if not j:
                key = hand << width | 1
                m = first.get(key)
                if m is None:
                    m = first[key] = r.follow_mask(hand, (), at_start)
                return m
            b = cards[0]
            got = after.get(b)
            if got is None:
                got = after[b] = contexts.after(b.bit_length() - 1)
            code = 1
            for b in cards[:j]:
                code = code << _BITS | b.bit_length() - 1
            key = hand << width | code
            known = got[1]
            m = known.get(key)
            if m is None:
                m = known[key] = r.follow_mask(
                    hand, [b.bit_length() - 1 for b in cards[:j]], got[0])
            return m
        return legal
