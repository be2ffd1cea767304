"""The exact double-dummy solver: every legal card's value, all hands open.

:func:`solve` takes a game state in its play phase and answers, for the seat to
move, the exact value of each legal card and a principal line to the end of play.
The value is the final result for the declarer's side as the game defines it
(its :class:`Objective`, supplied by the game's ``GameSpec.exact_play``): card
points counted by the game's own method where the sheet reads nothing else of the
play, or the score-sheet value (unit ``"score"``) where the sheet depends on the
tricks themselves: a last trick won with a named card, all tricks taken, a card
lost in a trick that breaks a contract, tricks re-awarded after a failed
announcement, a contract counted in tricks.  The sheet is the game's own (each
``exact.py`` calls the function its finished deal is scored with); where the sheet
alone leaves most cards equal, ``Objective.scale`` puts the card points after it
(``sheet × scale + card points``, :func:`sheet_and_points`).  Contracts where
each plays for himself are searched *paranoid* from the mover's seat: the
mover against all the others together; the value is then the mover's own result
on the sheet (unit ``"score"``, who took the most card points: the others' piles
ride in the objective's ``extra``, :func:`~.solver_sheet.each_for_himself`), with
the card points the others took breaking its ties, and ``maximizing`` is True;
its quick bounds come from who may still take the most card points, and with two
tricks left the bound is the exact value (:class:`~.solver_each.Ending`).
Each game's ``exact.py`` says what its value counts.

The search runs on the bitmask kernel (:mod:`tarock_tutor.core.kernel`):
alpha-beta in an aspiration window around a guess (from eight tricks left,
between sides, for values on the score sheet, a short search of the next tricks on a
table of its own,
:mod:`~tarock_tutor.core.solver_guess`; else the previous card's value), a
transposition table at trick
boundaries keyed by the remaining hands, the leader and what the side has taken,
merging of equivalent cards (same hand, same suit and value, nothing between them
still in play), move ordering from the table (at a lead without a table move, the
card that last cut off there), and quick bounds at each trick's
start (see :mod:`tarock_tutor.core.solver_search`): where the game's objective
says its value never falls when the side takes more (``gain``), the side ends with
at least the value of what it has taken plus the top trumps it surely wins and what
its leader surely cashes (with, where the value rises with a card's value, the
lowest cards every seat must give to those tricks), and at most the value of that plus
every card still in play that the other side does not surely win (each with the ``slack`` of the
outcomes besides the pile); a position whose bounds lie outside the search window
returns at once.  A node or time budget is
honoured: the answer then has ``exact=False`` and the values of the cards not
searched to the end are estimates (one quick line each); a line cut short by the
budget ends early.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tarock_tutor.core import solver_guess as sg
from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import CaptureFn, ContextFn, Kernel, kernel_from
from tarock_tutor.core.protocol import GameState, Phase, Play
from tarock_tutor.core.solver_line import greedy, principal_line
from tarock_tutor.core.solver_search import Budget, Search
from tarock_tutor.core.trickplay import TrickPlay

__all__ = ["CARD_POINTS", "SCORE", "ExactPlay", "Objective", "Solution", "difference_ja",
           "exact_play_of", "kernel_of", "key_baden", "sheet_and_points", "solve", "value_ja"]

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


def key_baden(cards: Sequence[Card], pack: Pack) -> Any:
    """A pile's summary from which its final Baden count follows whatever cards join
    it: the batch split once two blanks are taken, else the pile's values (for a table
    key that carries another player's pile; an example is in the tests).
    """
    got = split_baden(cards, pack)
    return got if got is not None else tuple(sorted(pack.value[c] for c in cards))


ABOVE = 10 ** 8
"""A first MTD(f) guess above every value (see :func:`solve`, :meth:`.Search.mtdf`)."""

POINT_SPAN = 100
"""With a scale, the card points take the last two digits of a value (0-99): a
``scale`` is a multiple of this, and a scale of ``POINT_SPAN × d`` counts the sheet in
``1/d`` parts (a penalty shared in a tie stays exact)."""


def sheet_and_points(value: int, scale: int) -> tuple[int | Fraction, int | None]:
    """(sheet, card points) of a value whose objective has ``scale`` (see
    :class:`Objective`); with scale 0 the value is the sheet alone (points ``None``).
    A sheet counted in parts comes back as a fraction.

    >>> sheet_and_points(-153, 100), sheet_and_points(412, 100), sheet_and_points(7, 0)
    ((-2, 47), (4, 12), (7, None))
    >>> sheet_and_points(-800 + 31, 1200)
    (Fraction(-2, 3), 31)
    """
    if scale <= 0:
        return value, None
    points = value % POINT_SPAN
    sheet = Fraction(value - points, scale)
    return (int(sheet) if sheet.denominator == 1 else sheet), points


def _signed(x: int | Fraction) -> str:
    """``+2``, ``-1``, ``-2/3``: a sheet figure as the score sheet prints it."""
    if isinstance(x, Fraction) and x.denominator != 1:
        return f"{'-' if x < 0 else '+'}{abs(x.numerator)}/{x.denominator}"
    return f"{int(x):+}"


def value_ja(value: int, scale: int) -> str:
    """A value as a reader reads it: ``52``, or with a scale ``得点表+2・カード点52``.

    >>> value_ja(52, 0), value_ja(-153, 100), value_ja(-800 + 31, 1200)
    ('52', '得点表-2・カード点47', '得点表-2/3・カード点31')
    """
    sheet, points = sheet_and_points(value, scale)
    return str(value) if points is None else f"得点表{_signed(sheet)}・カード点{points}"


def difference_ja(better: int, worse: int, scale: int) -> str:
    """How much ``better`` beats ``worse`` (values of the side that wants them high):
    ``5点``, or with a scale ``得点表で2点`` (the sheet differs) or ``カード点で5点``.

    >>> difference_ja(312, 150, 100), difference_ja(352, 347, 100), difference_ja(9, 4, 0)
    ('得点表で2点', 'カード点で5点', '5点')
    >>> difference_ja(0, -800, 1200)
    '得点表で2/3点'
    """
    sb, pb = sheet_and_points(better, scale)
    sw, pw = sheet_and_points(worse, scale)
    if pb is None or pw is None:
        return f"{better - worse}点"
    return f"得点表で{_signed(sb - sw).lstrip('+')}点" if sb != sw else f"カード点で{pb - pw}点"


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
    """With ``gain``: (drop, jump) in a position, what the outcomes besides the side's
    pile and tricks (a last-trick bonus, Valat, a debt still to settle) can move: the
    final value is at least ``value(final pile, tricks, extra now) − drop`` and at most
    ``value(final pile, tricks, extra now) + jump``, ``extra now`` being this
    position's (the quick bounds then read the value of the largest and the smallest
    pile the side can end with); ``None``: (0, 0)."""
    slack_leading: Callable[[Kernel], tuple[int, int]] | None = None
    """With ``slack``: a drop (the first of the pair; the jump is ``slack``'s) that
    holds where the side's seat on lead plays a line of its own rather than its
    cash's (:func:`~.solver_bounds.cashed`: the leader's top trumps first, then his
    plain suits' top cards), so not together with the cash's sure cards: where the
    cash counted at a trick's start, the quick bounds' low end is the better of the
    cash's cards less ``slack``'s drop and the sure cards without the cash less this
    one.  ``None``: ``slack``'s alone."""
    floor: Callable[[Kernel, Any], int] | None = None
    """With ``gain``: a value the final value never falls below from a trick's start
    (given the position's ``extra``), whatever is played; the quick bounds' low end is
    then at least this (where an outcome still open, such as a penalty that takes the
    side's later tricks away, makes the ``slack``'s drop too wide for the low end to
    cut anything, what the side has now may still give a floor).  It must hold for
    every position that shares the table entry.  ``None``: none."""
    bound: Callable[[Kernel, Any, int | None], tuple[int, int]] | None = None
    """The objective's own quick bounds at a trick's start, for a value that has no
    ``gain`` shape (each for himself): (low, high) of the final value from the position,
    its ``extra`` and the search's ``beta`` there (``None``: none; where the low end
    cannot reach ``beta``, a weaker one may come back); they must hold for every
    position that shares its table entry (relative to the split offset).  ``None``:
    none (or ``gain``'s)."""
    avoid_points: bool = False
    """For move ordering only: each player would rather take few card points (an
    all-pass contract), so ducking and throwing points onto the other side's tricks
    are tried first."""
    mover_ducks: Callable[[Kernel], bool] | None = None
    """Each for himself only: whether ``bound``'s low end reads the mover's ducking
    play (:class:`~.solver_forced.Ducking`) in this kernel's game.  The mover then
    tries, following a trick that another seat holds, his highest card that does not
    take it first (that play, so the bounds below it reach the window sooner), and a
    table entry's low end is asked again when a later pass comes with a lower beta."""
    scale: int = 0
    """Unit ``"score"`` only: when positive (a multiple of :data:`POINT_SPAN`), the
    value is ``sheet × scale + card points`` (0 ≤ card points < 100): the score sheet
    decides and, among equal sheets, more card points are better
    (:func:`sheet_and_points` splits it); a scale of ``100 × d`` counts the sheet in
    ``1/d`` parts.  0: the value is the sheet (or the card points) alone."""
    rises_with_value: bool = False
    """With ``gain``: the value never falls either when a card of the side's pile that
    is not ``distinct`` is exchanged for another such card of at least its pack value
    (a count that adds a non-decreasing function of each card's value, at a fixed
    number of cards): the quick bounds may then count the lowest cards each seat
    must give to the tricks one side surely wins (:class:`~.solver_bounds.SureCards`)."""
    rises_at: Callable[[Any], bool] | None = None
    """With ``rises_with_value``: whether that promise holds at a position, read from
    its ``extra`` (where a debt still open makes the value read which cards the pile
    holds, not only their values); positions that share a table entry must agree (the
    split's class tells it).  ``None``: at every position."""
    extra_by_tally: bool = False
    """``extra``, while cards are still held, reads only the side's tricks taken and
    the number of tricks played: the search then keeps it (with the split) by those
    and the side's pile instead of asking at every trick's start."""
    extra_at_end: Callable[[Kernel, int, int, int, int], Any] | None = None
    """``extra`` at the end of play from (the kernel, for its compiled rules; the
    side's tricks, the tricks played, the last trick's winner, the card index that won
    it), where it reads nothing else of the play: the search's last two tricks
    (:mod:`~.solver_end`) then read the value without playing them on the kernel.
    ``None``: ``extra`` is asked of the finished play."""
    split_by_extra: Callable[[Any], tuple[int, Any]] | None = None
    """(offset, class) of a position from its ``extra`` alone, where ``split`` reads
    neither the pile nor the tricks (it gives the same answer as ``split`` for every
    pile): the search then asks it directly, with no list of the pile's cards and no
    cache of its own by the pile.  ``None``: ``split`` as :data:`SplitFn` has it."""


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
    scale: int = 0
    """The objective's ``scale`` (see :class:`Objective`)."""

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
    s = Search(k, obj, ep.history_key, side, max_nodes, deadline, table=table, merge=merge,
               context_free=ep.context is None)
    maximizing = s.maxer[mover]
    groups = s.moves_full()
    exact = True
    rep_values: dict[int, int] = {}
    guess = greedy(k, s)   # a first guess for the window: one quick line
    gs = sg.guess_search(k, ep, side, s)   # (None: the guess below)
    # each for himself against three or more others: a zero window proven from below
    # searches every reply of theirs, from above only every card of the mover's, so
    # there MTD(f) starts above every value and steps down (against two it gains nothing)
    playing = sum(1 for i, h in enumerate(k.hands) if h or i in k.trick_seats)
    above = paranoid and playing > 3
    for g in groups:
        i = g[0]
        k.play(i)
        try:
            if gs is not None:
                v = s.exact(*gs.window(s))
                gs.found(v)
            else:
                v = s.mtdf(ABOVE) if above else s.exact(guess)
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
                    exact, s.nodes, side, obj.scale)


