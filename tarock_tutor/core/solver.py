"""The exact double-dummy solver: every legal card's value, all hands open.

:func:`solve` takes a game state in its play phase and answers, for the seat to
move, the exact value of each legal card and a principal line to the end of play.
The value is the final result for the declarer's side as the game defines it
(its :class:`Objective`, supplied by the game's ``GameSpec.exact_play``): card
points counted by the game's own method, or the score-sheet value where the sheet
depends on the tricks themselves (for example Piccolo and Bettel).  Contracts where
each plays for himself are searched *paranoid* from the mover's seat: the
mover against all the others together; the value is then the mover's own result
(minus the card points he takes, unit ``"score"``) and ``maximizing`` is True.
Not every bonus is part of a value yet (last-trick and all-tricks bonuses, tricks
re-awarded after a broken announcement); each game's ``exact.py`` says what its
value counts.

The search runs on the bitmask kernel (:mod:`tarock_tutor.core.kernel`):
alpha-beta with a zero-window (MTD(f)) driver, a transposition table at trick
boundaries keyed by the remaining hands, the leader and what the side has taken,
merging of equivalent cards (same hand, same suit and value, nothing between them
still in play), move ordering from the table, and quick bounds at each trick's
start (see :mod:`tarock_tutor.core.solver_search`): where the game's objective
gives each card's most possible ``gain``, the side ends with at least what it has
taken plus the top trumps it surely wins, and at most that plus the gains of every
card still in play that the other side does not surely win; a position whose bounds
lie outside the search window returns at once.  A node or time budget is
honoured: the answer then has ``exact=False`` and the values of the cards not
searched to the end are estimates (one quick line each); a line cut short by the
budget ends early.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import CaptureFn, ContextFn, Kernel, kernel_from
from tarock_tutor.core.protocol import GameState, Phase, Play
from tarock_tutor.core.solver_search import Budget, Search, greedy, principal_line
from tarock_tutor.core.trickplay import TrickPlay

__all__ = ["CARD_POINTS", "SCORE", "ExactPlay", "Objective", "Solution", "exact_play_of",
           "kernel_of", "solve"]

CARD_POINTS = "card points"
SCORE = "score"

ValueFn = Callable[[list[Card], int, Any], int]
"""The side's final value from its pile (cards it took in tricks), its tricks and
the objective's ``extra`` summary."""


SplitFn = Callable[[list[Card], int, Any], "tuple[int, Any] | None"]
"""Splits the value of what a side has taken so far (pile, tricks, extra) into an
``offset`` and a ``class``: the final value must be ``offset`` plus a part that
depends only on the class and on the cards and tricks still to be taken.  The
table then shares one entry among all pasts of one class.  ``None``: no split."""


def split_batches(cards: Sequence[Card], values: Mapping[Card, int], *,
                  sign: int = 1, plus: int = 0) -> tuple[int, Any] | None:
    """The split of the batch counts (Baden with two blanks already taken, and the
    Austrian count): value = Σ values − 2·⌊n/3⌋ + h(n mod 3), so the offset is
    ``Σ − 2·⌊n/3⌋`` and the class ``n mod 3`` (``sign`` −1 for a value that is minus
    the count, ``plus`` a constant; an example is in the tests).
    """
    n = len(cards)
    return sign * (sum(values[c] for c in cards) - 2 * (n // 3)) + plus, ("n", n % 3)


def split_baden(cards: Sequence[Card], pack: Pack, *, sign: int = 1,
                plus: int = 0) -> tuple[int, Any] | None:
    """The batch split of the Baden count once two blanks are taken (with fewer the
    leftover may hold valued cards, and the count is no plain batch count)."""
    if sum(1 for c in cards if pack.value[c] <= 1) < 2:
        return None
    return split_batches(cards, pack.value, sign=sign, plus=plus)


@dataclass(frozen=True)
class Objective:
    """What the solver's value counts, as a game defines it.

    ``side``: the seats the value belongs to (``None``: each plays for himself, the
    search is paranoid from the mover).  ``value`` gives the final value from the
    side's trick pile (the game adds what the side holds besides its tricks, such as
    a talon or discards); it may read only the pile's card values (the multiset), its
    ``distinct`` cards, the tricks and ``extra``: the solver's table relies on it.
    ``extra`` summarises any other part of the play the value reads (a capture
    debt); ``distinct`` lists cards never merged with their neighbours (cards a rule
    names); ``split`` lets the table share entries among pasts (:data:`SplitFn`)."""

    unit: str
    side: frozenset[int] | None
    value: ValueFn
    extra: Callable[[Kernel], Any] | None = None
    distinct: Sequence[Card] = ()
    split: SplitFn | None = None
    gain: Mapping[Card, int] | None = None
    """For the quick bounds: the value never falls when the side takes one more card
    or one more trick, and one more card raises it by at most ``gain[card]``
    (``None``: the value has no such shape, no bounds)."""
    slack: Callable[[Kernel], tuple[int, int]] | None = None
    """With ``gain``: (drop, jump) in a position, the most the final value can fall
    below what the side's pile (with its sure cards) is worth now, and the most it
    can rise besides the cards' gains (a last-trick bonus, a debt still to settle);
    ``None``: (0, 0)."""


@dataclass(frozen=True)
class ExactPlay:
    """A game's answer to "what is the objective of this deal".

    The deal's own trick rules come from its bundle (:func:`kernel_of`); ``context`` and
    ``capture`` are the kernel hooks of a deal that differs from the state's own (a
    computer player's sampled deal, where a guessed partner changes who keeps a
    captured card); ``None``: the hook is absent or never changes the play."""

    objective: Objective
    context: ContextFn | None = None
    capture: CaptureFn | None = None
    history_key: Callable[[Kernel], Any] | None = None
    """What of the tricks already played the hooks read (part of the table key)."""


@dataclass(frozen=True)
class Solution:
    """The solver's answer for the seat to move (see :func:`solve`)."""

    seat: int
    values: tuple[tuple[Play, int], ...]
    best: Play
    value: int
    line: tuple[Play, ...]
    maximizing: bool
    unit: str
    exact: bool
    nodes: int
    side: frozenset[int] = field(default_factory=frozenset)

    def value_of(self, play: Play) -> int:
        for p, v in self.values:
            if p == play:
                return v
        raise TarockError(f"{play} is not a legal play here",
                          code="SOLVER_NOT_LEGAL")


def exact_play_of(state: GameState) -> ExactPlay:
    """The game's trick-rule hooks and objective for this state (its GameSpec)."""
    from tarock_tutor.core.registry import game_of

    spec = game_of(state.variant)
    if spec.exact_play is None:
        raise TarockError(f"the game {spec.key!r} has no exact-play data (GameSpec.exact_play)",
                          code="SOLVER_NO_DATA", params={"title": spec.title_ja})
    return spec.exact_play(state)


def _trickplay(state: GameState) -> TrickPlay:
    if not isinstance(state, GameState):
        raise TarockError(f"solve needs a game state (from new_deal), not {state!r}",
                          code="NOT_A_STATE", params={"value": repr(state)[:30]})
    tp = state.deal_view().trickplay
    if state.phase is not Phase.PLAY or not isinstance(tp, TrickPlay) or tp.to_move is None:
        raise TarockError(f"solve needs a deal in its play phase; this one is in phase "
                          f"{state.phase.value!r}",
                          code="SOLVER_NOT_IN_PLAY", params={"phase": state.phase.ja})
    return tp


def kernel_of(state: GameState) -> tuple[Kernel, ExactPlay]:
    """The kernel of a state in its play phase, with the game's objective.

    The kernel's trick rules are the deal's own bundle, compiled by
    :func:`~tarock_tutor.core.kernel.kernel_from` (the rules the object path plays by)."""
    tp = _trickplay(state)
    ep = exact_play_of(state)
    return kernel_from(tp), ep


def solve(state: GameState, *, max_nodes: int | None = None,
          max_seconds: float | None = None, table: bool = True,
          merge: bool = True) -> Solution:
    """Every legal play of the seat to move with its exact value (see the module doc).

    ``table=False, merge=False`` gives the plain alpha-beta (for benchmarks and tests).
    A state not in its play phase raises :class:`TarockError`."""
    for name, limit in (("max_nodes", max_nodes), ("max_seconds", max_seconds)):
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int | float)
                                  or limit <= 0):
            raise TarockError(f"{name} must be a positive number, not {limit!r}",
                              code="SOLVER_BAD_LIMIT",
                              params={"name": name, "value": repr(limit)[:30]})
    k, ep = kernel_of(state)
    obj = ep.objective
    mover = k.to_move
    paranoid = obj.side is None
    side = frozenset({k.acting(mover)}) if paranoid else obj.side
    assert side is not None
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    s = Search(k, obj, ep.history_key, side, max_nodes, deadline, table=table, merge=merge)
    maximizing = s.maxer[mover]
    groups = s.moves_full()
    exact = True
    rep_values: dict[int, int] = {}
    guess = greedy(k, s)   # a first guess for MTD(f): one quick line
    for g in groups:
        i = g[0]
        k.play(i)
        try:
            v = s.exact(guess)
            guess = v
        except Budget:
            exact = False
            v = greedy(k, s)
        finally:
            k.undo()   # every search play below was taken back on the way out
        rep_values[i] = v
    values: list[tuple[Play, int]] = []
    for p in state.legal_actions():
        if isinstance(p, Play):
            i = k.r.index[p.card]
            rep = next(g[0] for g in groups if i in g)
            values.append((p, rep_values[rep]))
    pick = max if maximizing else min
    best_play, value = pick(values, key=lambda pv: pv[1])
    line = principal_line(k, s, k.r.index[best_play.card], value) if exact else (best_play,)
    return Solution(mover, tuple(values), best_play, value, line, maximizing, obj.unit,
                    exact, s.nodes, side)


