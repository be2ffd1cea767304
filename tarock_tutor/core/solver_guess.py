"""A guess for the exact search's root windows (:meth:`~.solver_search.Search.exact`)
from eight tricks left, between sides: a search of the next two tricks only
(:class:`GuessSearch`), each position after them valued by one quick line
(:func:`~.solver_line.greedy`) held inside the quick bounds
(:meth:`~.solver_search.Search.bounds`).  It runs as a search of its own (its own
table, so the exact search's table never holds a value of the shortened game) on the
same kernel, its nodes counted in the exact search's total and budget.  A root card's
window is centred on its guess moved by the previous card's error (exact value less
guess: the shortened game's error changes less from card to card than its value),
one step of the values wide (the step read from the final values seen so far).

Only the window's centre and width come from here: whatever the guess, the exact
search finds the same value (a window that misses is widened until the value falls
inside).  Only for values on the score sheet (``Objective.unit``
:data:`GUESS_UNIT`: in card points, step 1, the nodes hardly change and the quick lines
cost 6-13 % more CPU time at 8 tricks in the bench's card-point deals); not for an objective with a
``scale`` (sheet × scale + card points: the step seen is a card point while the guess
misses by sheet results: more nodes in a game of that kind), nor with fewer tricks
left (at six every deal kind took 4-23 % more nodes).  Pure Python, no game named.
Measurements: ``benchmarks/solver_notes.md`` (sessions 11 and 12)."""

from __future__ import annotations

from math import gcd
from typing import TYPE_CHECKING, Any

from tarock_tutor.core.solver_line import greedy
from tarock_tutor.core.solver_search import Search

if TYPE_CHECKING:
    from tarock_tutor.core.kernel import Kernel
    from tarock_tutor.core.solver import ExactPlay, Objective

__all__ = ["GUESS_FROM", "GUESS_TRICKS", "GUESS_UNIT", "WIDTH_STEPS", "GuessSearch",
           "guess_search"]

GUESS_TRICKS = 2
"""How many tricks the guess search looks ahead (0: no guess search)."""
GUESS_FROM = 8
"""The fewest tricks left at the root for a guess search."""
WIDTH_STEPS = 1
"""The first window's half width, in steps of the values."""
GUESS_UNIT = "score"
"""The only unit of values it runs for (``Objective.unit``, :data:`~.solver.SCORE`):
for card points (step 1) its quick lines cost more CPU than its windows save."""


class GuessSearch(Search):
    """Alpha-beta over the next ``depth`` tricks, a static value at the trick's start
    after them (see the module doc)."""

    def __init__(self, k: Kernel, obj: Objective, history_key: Any, side: frozenset[int],
                 depth: int, *, context_free: bool) -> None:
        super().__init__(k, obj, history_key, side, None, None, context_free=context_free)
        self.stop = k.tricks_left - depth   # (the root is inside the first trick)
        self.two = None   # the last two tricks' search ends the play: not here
        fast: Any = self.fast
        if fast is not None and hasattr(fast, "two_after"):
            fast.two_after = None
        self.statics: dict[tuple[Any, ...], int] = {}
        self.last = 0   # the guess for the root card last asked
        self.error: int | None = None   # the exact value less the guess, that card

    def ab(self, alpha: int, beta: int) -> int:
        k = self.k
        if not k.trick_cards and k.tricks_left <= self.stop:
            hand = k.hands[k.to_move]
            if hand & (hand - 1):
                return self.static()
        return Search.ab(self, alpha, beta)

    def static(self) -> int:
        """The value of one quick line (:func:`~.solver_line.greedy`) held inside the
        quick bounds, at a trick's start (kept by its table key; one node)."""
        k = self.k
        self.nodes += 1
        if self.by_tally:
            ex, off, cls = self.start()
        else:
            ex = self.get_extra(k) if self.get_extra is not None else None
            off, cls = self.split_here(ex)
        key = (self.hands_key() if self.mergeable else tuple(k.hands), k.to_move, cls,
               self.history_key(k) if self.history_key is not None else None)
        v = self.statics.get(key)
        if v is None:
            lo, hi = self.bounds(ex) if self.own_bound is None else self.own_bound(k, ex, None)
            v = self.statics[key] = min(max(greedy(k, self), lo), hi) - off
        return v + off

    def guess(self) -> int:
        """The shortened game's value of the kernel's position."""
        return self.ab(-10 ** 9, 10 ** 9)

    def step(self) -> tuple[int, int]:
        """(step, residue): the final values seen so far all lie on ``residue + n *
        step`` (step 0: fewer than two distinct values seen)."""
        vals = list(self.leaf.values())
        if not vals:
            return 0, 0
        base = vals[0]
        g = 0
        for v in vals:
            g = gcd(g, v - base)
        return g, base % g if g else base

    def window(self, s: Search) -> tuple[int, int]:
        """(centre, half width) of the exact search ``s``'s first window at the
        kernel's position (a root card played): this search's value, moved by how far
        its value for the previous root card fell from that card's exact value (the
        shortened game's error changes less from card to card than its value), on the
        values' step (:meth:`step`) and one step wide.  The nodes count in ``s``'s
        total and budget."""
        self.nodes, self.node_limit, self.deadline = s.nodes, s.node_limit, s.deadline
        try:
            g = self.guess()
        finally:
            s.nodes = self.nodes
        self.last = g
        if self.error is not None:
            g += self.error
        step, res = self.step()
        if step:
            return res + (g - res + step // 2) // step * step, WIDTH_STEPS * step
        return g, 4

    def found(self, value: int) -> None:
        """The exact value of the root card last guessed (:meth:`window`)."""
        self.error = value - self.last


def guess_search(k: Kernel, ep: ExactPlay, side: frozenset[int], s: Search) -> GuessSearch | None:
    """The guess search for the exact search ``s`` at the kernel's root, where one
    applies (see :data:`GUESS_TRICKS`, :data:`GUESS_FROM`), else ``None``."""
    obj = ep.objective
    if (not GUESS_TRICKS or k.tricks_left < GUESS_FROM or not s.has_bounds
            or obj.side is None or obj.scale or obj.unit != GUESS_UNIT):
        return None
    return GuessSearch(k, obj, ep.history_key, side, GUESS_TRICKS,
                       context_free=ep.context is None)
