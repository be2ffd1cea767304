"""The exact double-dummy solver: every legal card's value, all hands open.

:func:`solve` takes a game state in its play phase and answers, for the seat to
move, the exact value of each legal card and a principal line to the end of play.
The value is the final result for the declarer's side as the game defines it
(its :class:`Objective`, supplied by the game's ``GameSpec.exact_play``): card
points counted by the game's own method, or the score-sheet value where the sheet
depends on the tricks themselves (for example Piccolo and Bettel).  Contracts where
each plays for himself (Räuber) are searched *paranoid* from the mover's seat: the
mover against all the others together; the value is then the mover's own result
and ``maximizing`` is True.

The search runs on the bitmask kernel (:mod:`tarock_tutor.core.kernel`):
alpha-beta with a zero-window (MTD(f)) driver, a transposition table at trick
boundaries keyed by the remaining hands, the leader and what the side has taken,
merging of equivalent cards (same hand, same suit and value, nothing between them
still in play), and move ordering from the table.  A node or time budget is
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
from tarock_tutor.core.kernel import (
    CaptureFn,
    CompiledRules,
    ContextFn,
    Kernel,
    TrickRules,
    compile_rules,
)
from tarock_tutor.core.protocol import GameState, Phase, Play
from tarock_tutor.core.trickplay import TrickPlay, play_action

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
    the count, ``plus`` a constant).

    >>> from tarock_tutor.core.cards import TAROCK54
    >>> from tarock_tutor.core.notation import parse_cards
    >>> split_batches(parse_cards("HK H1 H2 T5"), TAROCK54.value)
    (6, ('n', 1))
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
    target: int | None = None
    split: SplitFn | None = None


@dataclass(frozen=True)
class ExactPlay:
    """A game's answer to "what are the trick rules and the objective of this deal"."""

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
    target: int | None = None

    def value_of(self, play: Play) -> int:
        for p, v in self.values:
            if p == play:
                return v
        raise TarockError(f"{play} is not a legal play here")


class _Budget(Exception):
    """The node or time budget ran out."""


def exact_play_of(state: GameState) -> ExactPlay:
    """The game's trick-rule hooks and objective for this state (its GameSpec)."""
    from tarock_tutor.core.registry import game_of

    spec = game_of(state.variant)
    if spec.exact_play is None:
        raise TarockError(f"the game {spec.key!r} has no exact-play data (GameSpec.exact_play)")
    return spec.exact_play(state)


def _trickplay(state: GameState) -> TrickPlay:
    if not isinstance(state, GameState):
        raise TarockError(f"solve needs a game state (from new_deal), not {state!r}")
    tp = getattr(state, "trickplay", None)
    if state.phase is not Phase.PLAY or not isinstance(tp, TrickPlay) or tp.to_move is None:
        raise TarockError(f"solve needs a deal in its play phase; this one is in phase "
                          f"{state.phase.value!r}")
    return tp


def kernel_of(state: GameState) -> tuple[Kernel, ExactPlay]:
    """The kernel of a state in its play phase, with the game's objective."""
    tp = _trickplay(state)
    ep = exact_play_of(state)
    strength = {c: tp._strength[id(c)] for c in tp.pack.cards}
    rules = TrickRules(tp.pack, tp.order, follow=tp.rule, context=ep.context,
                       trumps_win=tp.trumps_win, strength=strength, capture=ep.capture,
                       controllers=dict(tp.controllers))
    cr = compile_rules(rules)
    k = Kernel(cr, [cr.mask(tp.hand(s)) for s in range(tp.seats)], leader=tp.leader,
               trick=[(s, cr.index[c]) for s, c in zip(tp.current_seats, tp.current,
                                                       strict=True)])
    _replay_history(k, tp, cr)
    k.piles = [cr.mask(p) for p in tp.captured]
    k.won = list(tp.won)
    return k, ep


def _replay_history(k: Kernel, tp: TrickPlay, cr: CompiledRules) -> None:
    """Give the kernel the tricks already played (hooks read them)."""
    from tarock_tutor.core.kernel import Finished

    for t in tp.tricks:
        cards = tuple(cr.index[c] for c in t.cards)
        lead = -1
        for i in cards:
            if cr.suit[i] != 5:
                lead = cr.suit[i]
                break
        assert t.winner is not None
        k.history.append(Finished(t.seats[0], tuple(t.seats), cards, lead, t.winner, ()))


class _Search:
    def __init__(self, k: Kernel, obj: Objective, history_key: Callable[[Kernel], Any] | None,
                 side: frozenset[int],
                 max_nodes: int | None, deadline: float | None, *, table: bool = True,
                 merge: bool = True) -> None:
        self.k = k
        self.obj = obj
        self.history_key = history_key
        self.side = side
        self.side_seats = tuple(sorted(side))
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.use_table = table
        self.merge = merge
        self.tt: dict[tuple[Any, ...], tuple[int, int, int]] = {}
        self.splits: dict[tuple[Any, ...], tuple[int, Any]] = {}
        self.leaf: dict[tuple[Any, ...], int] = {}
        r = k.r
        self.value_of = [r.rules.pack.value[c] for c in r.cards]
        self.distinct = r.mask(obj.distinct) if obj.distinct else 0
        self.mergeable = merge and (r.fast or r.fugitive_rule)
        self.maxer = [k.acting(s) in side for s in range(len(k.hands))]
        by_value: dict[int, int] = {}
        classes = []
        for i, v in enumerate(self.value_of):
            if (self.distinct >> i) & 1:
                classes.append(1 << i)
            else:
                by_value[v] = by_value.get(v, 0) | 1 << i
        self.classes = [*by_value.values(), *classes]

    def summary(self) -> tuple[Any, ...]:
        """What the side has taken, as far as the value can tell: cards by value class
        (the ``distinct`` cards each a class of their own), tricks, the extra."""
        k = self.k
        pile = 0
        won = 0
        for s in self.side_seats:
            pile |= k.piles[s]
            won += k.won[s]
        extra = self.obj.extra(k) if self.obj.extra is not None else None
        return (tuple([(pile & m).bit_count() for m in self.classes]), won, extra)

    def split(self) -> tuple[int, Any]:
        """(offset, class) of what the side has taken (see :data:`SplitFn`)."""
        key = self.summary()
        sp = self.splits.get(key)
        if sp is None:
            got = None
            if self.obj.split is not None:
                k = self.k
                pile = 0
                for s in self.side_seats:
                    pile |= k.piles[s]
                got = self.obj.split(k.r.cards_of(pile), key[1], key[2])
            sp = self.splits[key] = got if got is not None else (0, ("all", key))
        return sp

    def final(self) -> int:
        key = self.summary()
        v = self.leaf.get(key)
        if v is None:
            k = self.k
            pile = 0
            for s in self.side_seats:
                pile |= k.piles[s]
            v = self.leaf[key] = self.obj.value(k.r.cards_of(pile), key[1], key[2])
        return v

    def moves(self) -> list[int]:
        """Legal card indices, one per group of equivalent cards, strongest first."""
        k = self.k
        legal = k.legal()
        out = []
        if not self.mergeable:
            while legal:
                top = legal.bit_length() - 1
                out.append(top)
                legal ^= 1 << top
            return out
        in_play = 0
        for h in k.hands:
            in_play |= h
        for i in k.trick_cards:
            in_play |= 1 << i
        suit, val, distinct = k.r.suit, self.value_of, self.distinct
        prev = -1
        while legal:
            top = legal.bit_length() - 1
            legal ^= 1 << top
            if prev >= 0 and suit[prev] == suit[top] and val[prev] == val[top] \
                    and not (distinct >> top) & 1 and not (distinct >> prev) & 1:
                # nothing still in play lies between prev and top
                between = in_play & ((1 << prev) - 1) & ~((1 << (top + 1)) - 1)
                if not between:
                    prev = top   # equivalent to the one already listed
                    continue
            out.append(top)
            prev = top
        return out

    def ordered(self) -> list[int]:
        """``moves`` in search order: a leader tries strong cards first; a follower,
        when his side holds the trick, cards that let it stand, most valuable first,
        else the weakest card that takes the trick, then the cheapest discards."""
        ms = self.moves()
        k = self.k
        if not k.trick_cards or len(ms) < 2 or k.lead < 0:
            return ms
        cards = k.trick_cards
        lead = k.lead
        w = k.winner_index(cards, lead)
        ours = self.maxer[k.trick_seats[w]] == self.maxer[k.to_move]
        suit, power = k.r.suit, k.r.power
        top = cards[w]
        trumps = k.r.rules.trumps_win
        top_trump = trumps and suit[top] == 0
        top_power = power[top]
        val = self.value_of
        keyed = []
        for i in ms:
            si = suit[i]
            if trumps and si == 0:
                beats = not top_trump or power[i] > top_power
            else:
                beats = si == lead and not top_trump and power[i] > top_power
            if ours:
                keyed.append(((1, i) if beats else (0, -val[i], i), i))
            else:
                keyed.append(((0, 0, i) if beats else (1, val[i], i), i))
        keyed.sort()
        return [i for _, i in keyed]

    def group_of(self, i: int) -> int:
        """The representative ``moves`` lists for card ``i`` (the strongest of its group)."""
        for m in self.moves_full():
            if i in m:
                return m[0]
        raise TarockError("card not legal")

    def moves_full(self) -> list[list[int]]:
        k = self.k
        legal = k.legal()
        reps = self.moves()
        groups: list[list[int]] = [[r] for r in reps]
        rest = legal
        for r in reps:
            rest &= ~(1 << r)
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            # the group above i that it was merged into: the nearest representative above
            best = None
            for g in groups:
                if g[0] > i and k.r.suit[g[0]] == k.r.suit[i] and (best is None or
                                                                     g[0] < best[0]):
                    best = g
            assert best is not None
            best.append(i)
        return groups

    def last_trick(self) -> int:
        """The value at the end, after the one card each still holds (if any)."""
        k = self.k
        played = 0
        while k.hands[k.to_move]:
            hand = k.hands[k.to_move]
            k.play((hand & -hand).bit_length() - 1)
            played += 1
        v = self.final()
        for _ in range(played):
            k.undo()
        return v

    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise _Budget
        if self.deadline is not None and not self.nodes & 1023 \
                and time.perf_counter() > self.deadline:
            raise _Budget

    def ab(self, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the exact value if it lies in (alpha, beta), else a bound."""
        k = self.k
        if not k.trick_cards:
            hand = k.hands[k.to_move]
            if not hand & (hand - 1):   # no card, or one each: the end is forced
                return self.last_trick()
        self.tick()
        key = None
        best_move = -1
        off = 0
        if self.use_table and not k.trick_cards:
            off, cls = self.split()
            key = (tuple(k.hands), k.to_move, cls,
                   self.history_key(k) if self.history_key is not None else None)
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi, best_move = hit
                lo += off
                hi += off
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
        a0, b0 = alpha, beta
        maxer = self.maxer[k.to_move]
        moves = self.ordered()
        if best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        best = -10 ** 9 if maxer else 10 ** 9
        chosen = moves[0]
        for i in moves:
            k.play(i)
            try:
                v = self.ab(alpha, beta)
            finally:
                k.undo()
            if maxer:
                if v > best:
                    best, chosen = v, i
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, chosen = v, i
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = -10 ** 9, 10 ** 9
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = hit[0] + off, hit[1] + off
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo - off, hi - off, chosen)
        return best

    def exact(self, guess: int = 0) -> int:
        """MTD(f): zero-window searches until the bounds meet."""
        lo, hi = -10 ** 9, 10 ** 9
        g = guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self.ab(beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g


def solve(state: GameState, *, max_nodes: int | None = None,
          max_seconds: float | None = None, table: bool = True,
          merge: bool = True) -> Solution:
    """Every legal play of the seat to move with its exact value (see the module doc).

    ``table=False, merge=False`` gives the plain alpha-beta (for benchmarks and tests).
    A state not in its play phase raises :class:`TarockError`."""
    for name, limit in (("max_nodes", max_nodes), ("max_seconds", max_seconds)):
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int | float)
                                  or limit <= 0):
            raise TarockError(f"{name} must be a positive number, not {limit!r}")
    k, ep = kernel_of(state)
    obj = ep.objective
    mover = k.to_move
    paranoid = obj.side is None
    side = frozenset({k.acting(mover)}) if paranoid else obj.side
    assert side is not None
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    s = _Search(k, obj, ep.history_key, side, max_nodes, deadline, table=table, merge=merge)
    maximizing = s.maxer[mover]
    groups = s.moves_full()
    exact = True
    rep_values: dict[int, int] = {}
    guess = 0
    for g in groups:
        i = g[0]
        k.play(i)
        try:
            v = s.exact(guess)
            guess = v
        except _Budget:
            exact = False
            v = _greedy(k, s)
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
    line = _line(k, s, k.r.index[best_play.card], value) if exact else (best_play,)
    return Solution(mover, tuple(values), best_play, value, line, maximizing, obj.unit,
                    exact, s.nodes, side, obj.target)


def _greedy(k: Kernel, s: _Search) -> int:
    """The value of one quick line (each side takes its strongest card): an estimate."""
    played = 0
    while k.trick_cards or k.hands[k.to_move]:
        k.play(s.moves()[0])
        played += 1
    v = s.final()
    for _ in range(played):
        k.undo()
    return v


def _line(k: Kernel, s: _Search, first: int, value: int) -> tuple[Play, ...]:
    """The principal line: at each step a play that keeps the position's value.  If
    the budget runs out while it is built, the line stops there (shorter)."""
    out: list[Play] = []
    played = 0
    i = first
    try:
        while True:
            out.append(play_action(k.to_move, k.r.cards[i]))
            k.play(i)
            played += 1
            if not k.trick_cards and not k.hands[k.to_move]:
                break
            nxt = None
            for m in s.ordered():
                k.play(m)
                try:
                    v = s.exact(value)
                finally:
                    k.undo()
                if v == value:
                    nxt = m
                    break
            if nxt is None:   # cannot happen: some move keeps the value
                raise TarockError("the principal line lost its value")
            i = nxt
    except _Budget:
        pass
    finally:
        for _ in range(played):
            k.undo()
    return tuple(out)
