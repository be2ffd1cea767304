"""A score-sheet objective for the exact solver, for games whose sheet reads the play
only through the side's card points, who won the last trick with one named card (a
Pagat: the I in the last trick) and whether one side took every trick (Valat).

The game supplies ``sheet(points, last_by, all_tricks)``: its own score sheet for that
outcome of the play, read in the declarer's column (the same function the finished
deal's sheet is built with, so the score rules are written once).  The solver's value
is that number, or with ``scale`` the sheet first and the card points breaking ties
(``sheet × scale + points``, see :class:`~tarock_tutor.core.solver.Objective`).

Before the last card is played the value is the sheet without the last-trick and
all-tricks outcomes; the quick bounds' ``slack`` covers what those can add or take
away, and each card's ``gain`` the most one card point moves the sheet (the sheet
must never fall when the side's card points rise, else no bounds are given).  The
slack drops an outcome once the play rules it out: the named card (a trump) can no
longer win the last trick once another seat holds nothing but trumps above it, and a
side can no longer take every trick once the other side surely wins a trick by its
trumps (``tests/core/test_solver_sheet_bonus.py``; figures in
``benchmarks/solver_notes.md``, session 11).

Generic: it names no game; the game's ``exact.py`` passes its sheet, its count and
the names of its outcomes.

:func:`each_for_himself` is the objective of a contract where each plays for himself
and the sheet reads every player's card points (who took the most): the mover's own
result on the sheet, searched paranoid (the mover against all the others), bounded
by who may still take the most (:class:`~.solver_each.TopBounds`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import pairwise
from typing import Any

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import SCORE, Objective
from tarock_tutor.core.solver_bounds import trump_tricks_of
from tarock_tutor.core.solver_each import Ending, TopBounds

__all__ = ["each_for_himself", "sheet_objective"]

SheetFn = Callable[[int, "int | None", "str | None"], int]
"""The declarer's total on the sheet for (side's card points, seat that won the last
trick with the named card or ``None``, name of the side that took every trick or
``None``)."""


def sheet_objective(*, side: frozenset[int], seats: int, sheet: SheetFn,
                    count: Callable[[list[Card]], int], card_gain: Mapping[Card, int],
                    total: int, last_card: Card, all_names: tuple[str, str],
                    scale: int = 0, split_count: Callable[[list[Card]], Any] | None = None,
                    additive: bool = False, count_rises: bool = False) -> Objective:
    """The objective (unit ``"score"``) of a sheet that reads the card points ``count``
    of the side's pile (0..``total``), the seat that won the last trick with
    ``last_card`` and the side that took all tricks (``all_names``: the declarer
    side's name, the defenders' name).

    ``card_gain``: the most one card adds to ``count``; ``split_count``: the count's
    split (offset, class) for the table (:data:`~tarock_tutor.core.solver.SplitFn`),
    used when the sheet is linear in the points; ``additive``: the count is the sum of
    the cards' values (with ``scale``, the table then shares the pasts whose game is
    already decided); ``count_rises``: the count never falls when a card is exchanged
    for one of at least its pack value (``Objective.rises_with_value``).
    """
    cache: dict[tuple[int, int | None, str | None], int] = {}

    def col(points: int, by: int | None, every: str | None) -> int:
        key = (points, by, every)
        v = cache.get(key)
        if v is None:
            v = cache[key] = sheet(points, by, every)
        return v

    col(total // 2, None, None)   # a deal the sheet cannot score raises here, at once
    reach: list[int] = []   # the points a side can end with (the sheet refuses others)
    for p in range(total + 1):
        try:
            col(p, None, None)
            reach.append(p)
        except TarockError:
            continue
    low, high = reach[0], reach[-1]
    game = {p: col(p, None, None) for p in reach}
    steps = [game[b] - game[a] for a, b in pairwise(reach)]
    monotone = all(d >= 0 for d in steps) and len(reach) == high - low + 1

    # what the last trick and Valat can move, against the sheet without them (the
    # sheet's lines are added up, so each outcome's part is its own difference)
    mid = (low + high) // 2

    def delta(at: int, by: int | None, every: str | None) -> int:
        try:
            return col(at, by, every) - col(at, None, None)
        except TarockError:   # an outcome no deal has (the sheet refuses it)
            return 0
    by_seat = [delta(mid, s, None) for s in range(seats)]
    every_side, every_other = delta(high, None, all_names[0]), delta(low, None, all_names[1])
    side_seats = tuple(sorted(side))
    team: list[bool] = []   # each seat's side (True: the side's), by the kernel's seats

    def status(k: Kernel) -> int:
        """1: the side took every trick so far, -1: none, 0: some (Valat is out), 2:
        no trick is played yet."""
        played = len(k.history)
        if not played:
            return 2
        taken = k.won
        won = 0
        for s in side_seats:
            won += taken[s]
        return 1 if won == played else -1 if won == 0 else 0

    def extra(k: Kernel) -> Any:
        """At the end of play: (seat that won the last trick with the card or -1,
        :func:`status`); before it the status alone."""
        if k.trick_cards or not k.history or any(k.hands):
            return status(k)
        last = k.history[-1]
        i = k.r.index[last_card]
        by = -1
        if i in last.cards and last.seats[last.cards.index(i)] == last.winner:
            by = last.winner
        return by, status(k)

    def extra_at_end(k: Kernel, won: int, played: int, winner: int, top: int) -> Any:
        """``extra`` at the end of play from the side's tricks, the tricks played and
        the last trick's winner and winning card (the card's holder won the last trick
        exactly when it is the card that won it: one card a seat)."""
        if card_at[0] is not k.r:
            _compile(k.r)
        return (winner if card_at[1] >> top & 1 else -1,
                1 if won == played else -1 if won == 0 else 0)

    def outcome(ex: Any) -> tuple[int | None, str | None]:
        if not isinstance(ex, tuple):
            return None, None
        by, every = ex
        return (by if by >= 0 else None,
                all_names[0] if every > 0 else all_names[1] if every < 0 else None)

    def value(pile: list[Card], won: int, ex: Any) -> int:
        points = count(pile)
        v = col(points, *outcome(ex))
        return v * scale + points if scale else v

    def bonus_range(k: Kernel) -> tuple[int, int]:
        """(most lost, most won) by the last trick and Valat from here: the card's
        holder may still win the last trick with it; Valat while one side has them all.

        Where trumps win, no two cards tie and no capture hook moves a card (the
        kernel's ``plain_winner``, no ``capture``), and the card is a trump, two
        outcomes are ruled out early: the card cannot win the last trick once another
        seat holds nothing but trumps above it (that seat's last card, in the last
        trick, beats it); and a side cannot take every trick once the other side
        surely wins a trick by its trumps (:func:`~.solver_bounds.trump_tricks_of`:
        the highest trump in play, or more trumps than the side's above them).
        (Both read only the order of the trumps in play and who holds them, as the
        table's key keeps them.)"""
        r = k.r
        if card_at[0] is not r:
            _compile(r)
        bit, beats, trumps = card_at[1], card_at[2], card_at[3]
        hands = k.hands
        holder = -1
        for s, h in enumerate(hands):
            if h & bit:
                holder = s
                break
        st = status(k)
        if trumps:   # (each rule asked only where its outcome moves the sheet)
            if holder >= 0 and by_seat[holder]:
                for s, h in enumerate(hands):
                    if h and s != holder and not h & ~beats:
                        holder = -1   # (that seat's last card beats the card)
                        break
            if st and (every_side if st == 1 else every_other if st == -1 else 1):
                in_play = 0
                for h in hands:
                    in_play |= h
                in_play &= trumps
                if in_play:
                    if len(team) != len(hands):
                        team[:] = [s in side for s in range(len(hands))]
                    mine, other = trump_tricks_of(hands, in_play, in_play, team)
                    if mine:   # the side wins a trick: the others' Valat is out
                        st = 0 if st == -1 else 1 if st == 2 else st
                    if other:
                        st = 0 if st == 1 else -1 if st == 2 else st
        got = ranges.get((holder, st))
        if got is None:
            got = ranges[holder, st] = _range(holder, st)
        return got

    card_at: list[Any] = [None, 0, 0, 0]
    """The compiled rules last asked, the card's bit, the trumps that beat it and all
    trumps (0 where the rules give no early cut, see :func:`bonus_range`)."""
    ranges: dict[tuple[int, int], tuple[int, int]] = {}

    def _compile(r: Any) -> None:
        i = r.index[last_card]
        bit = 1 << i
        trumps = r.suit_mask[0]
        plain = r.plain_winner and r.rules.capture is None and bool(trumps & bit)
        card_at[:] = [r, bit, trumps & ~((bit << 1) - 1) if plain else 0,
                      trumps if plain else 0]

    def _range(holder: int, st: int) -> tuple[int, int]:
        """bonus_range's answer for the card's holder (-1: played) and the status."""
        parts = [0]
        if holder >= 0:
            parts.append(by_seat[holder])
        valat = [every_side] if st == 1 else [every_other] if st == -1 else \
            [every_side, every_other] if st == 2 else [0]
        down = sum(max(0, -d) for d in parts) + max(max(0, -d) for d in valat)
        up = sum(max(0, d) for d in parts) + max(max(0, d) for d in valat)
        return down, up

    gain: dict[Card, int] | None = None
    slack: Callable[[Kernel], tuple[int, int]] | None = None
    split: Callable[[list[Card], int, Any], tuple[int, Any] | None] | None = None
    top, most = game[high], max(steps, default=0)
    if monotone and scale:
        gain = dict(card_gain)

        def slack_scaled(k: Kernel) -> tuple[int, int]:
            down, up = bonus_range(k)
            return scale * down, scale * up
        slack = slack_scaled

        def split_top(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
            points = count(pile)
            if game.get(points) == top:   # the game is won whatever comes: points add up
                return top * scale + points, ("top", ex)
            return 0, ("p", points, ex)
        split = split_top if additive else None
    elif monotone:
        gain = {c: g * most for c, g in card_gain.items()}
        slack = bonus_range

        def split_linear(pile: list[Card], won: int, ex: Any) -> tuple[int, Any] | None:
            got = split_count(pile) if split_count is not None else None
            if got is None:
                return None
            off, cls = got
            return game[low] - most * low + most * off, (cls, ex)
        split = split_linear if split_count is not None and len(set(steps)) <= 1 else None
    return Objective(SCORE, side, value, extra=extra, distinct=(last_card,), split=split,
                     gain=gain, slack=slack, scale=scale, extra_by_tally=True,
                     rises_with_value=count_rises and gain is not None,
                     extra_at_end=extra_at_end)



PARTS = 12
"""An each-for-himself sheet is counted in this many parts of a point."""


def each_for_himself(*, mover: int, seats: Sequence[int], count: Callable[[list[Card]], int],
                     key: Callable[[list[Card]], Any], sheet: Callable[[tuple[int, ...]], Any],
                     scale: int, gain: Mapping[Card, int] | None = None,
                     split_count: Callable[[list[Card]], tuple[int, Any] | None] | None = None,
                     batch_count: bool = False) -> Objective:
    """The objective (unit ``"score"``, no side: paranoid) of a contract where each
    plays for himself and the sheet reads every player's card points.

    ``seats``: the players who count (in seat order); ``count``: one pile's card
    points; ``sheet(points)``: the mover's result on the game's own sheet for the card
    points of every seat in ``seats`` (the function the finished deal is scored
    with).  A result may be a fraction (a penalty shared in a tie): the sheet is
    counted in twelfths (:data:`PARTS`; halves, thirds and quarters stay exact), and a
    result that is not a whole number of twelfths is refused (``SOLVER_SHEET_PART``).
    The value is ``sheet × 12 × scale + the card points the others took`` (fewer
    points for the mover breaks the sheet's ties).  ``key(pile)`` summarises a pile
    for the table: anything from which its final count follows, whatever cards join
    it.

    The value is not monotone in the mover's pile (taking a trick may hand the most
    points to another), so there is no ``gain`` and none of the search's own quick
    bounds.  With ``gain`` (the most one card adds to ``count``, which never falls
    as a pile grows) the objective gives its own (:class:`~.solver_each.TopBounds`),
    for a sheet that reads only *who* took the most card points (the losers), as the
    all-pass sheets of the games do; a result that reads more is refused at the end
    of play (``SOLVER_SHEET_SHAPE``).  With two tricks left its bound is the exact
    value (:class:`~.solver_each.Ending`).  ``split_count(pile)``: the count's split (offset,
    class) as :data:`~tarock_tutor.core.solver.SplitFn` has it, or ``None``; once the
    losers are known whatever comes, the table then shares one entry among all pasts
    whose others' piles split alike (the value is their points plus a constant).
    ``batch_count``: ``count`` is the sum of the cards' ``gain`` less 2⌊n/3⌋ and 1 more
    for a part batch, n cards (the Baden and Austrian count; checked pile by pile): the
    bounds may then count what the others surely take while the mover ducks
    (:mod:`~.solver_forced`).

    ``extra`` holds the other players' piles: their keys while the play goes on
    (part of the table key), their card points at the end.  The search tries ducking
    first (``avoid_points``: the sheet punishes the most points).
    """
    others = tuple(s for s in seats if s != mover)
    if mover not in seats:
        raise TarockError(f"seat {mover!r} does not count in this contract (seats {seats!r})",
                          code="SOLVER_NOT_A_PLAYER",
                          params={"seat": mover + 1 if isinstance(mover, int) else mover})
    order = tuple(seats)
    where = {s: i for i, s in enumerate(order)}
    keys: dict[int, Any] = {}
    results: dict[tuple[int, ...], int] = {}

    def parts_of(at: tuple[int, ...]) -> int:
        v = results.get(at)
        if v is None:
            parts = Fraction(sheet(at)) * PARTS
            if parts.denominator != 1:
                raise TarockError(f"sheet result {sheet(at)!r} is not a whole number of "
                                  f"1/{PARTS} points", code="SOLVER_SHEET_PART",
                                  params={"value": str(sheet(at))})
            v = results[at] = int(parts)
        return v

    top = None
    if gain is not None:
        try:
            top = TopBounds(order, mover, count, key, gain, split_count, parts_of, scale,
                            batch_count)
        except TarockError:   # a sheet that refuses these points: no bounds (refused later)
            top = None
    checked: set[tuple[int, ...]] = set()

    def extra(k: Kernel) -> Any:
        if k.trick_cards or any(k.hands):
            if top is not None:
                return top.extra(k)
            out = []
            for s in others:
                m = k.piles[s]
                got = keys.get(m)
                if got is None:
                    got = keys[m] = key(k.r.cards_of(m))
                out.append(got)
            return tuple(out)
        if top is not None:
            return "end", tuple([top.pile(k, k.piles[s])[0] for s in others])
        return "end", tuple(count(k.r.cards_of(k.piles[s])) for s in others)

    def value(pile: list[Card], won: int, ex: Any) -> int:
        if not (isinstance(ex, tuple) and ex and ex[0] == "end"):
            raise TarockError("the value of a contract where each plays for himself is "
                              "known only at the end of play", code="SOLVER_NOT_OVER")
        theirs: tuple[int, ...] = ex[1]
        points = [0] * len(order)
        points[where[mover]] = count(pile)
        for s, p in zip(others, theirs, strict=True):
            points[where[s]] = p
        return value_at(tuple(points))

    def value_at(at: tuple[int, ...]) -> int:
        """The value for the card points ``at`` of the seats in ``order``."""
        v = parts_of(at)
        if top is not None and at not in checked:
            if top.parts_of_losers(at) != v:
                raise TarockError(f"the sheet result for card points {at!r} reads more than "
                                  f"who took the most", code="SOLVER_SHEET_SHAPE",
                                  params={"value": "、".join(map(str, at))})
            checked.add(at)
        return v * scale + sum(at) - at[where[mover]] if scale else v
    ends: dict[tuple[int, ...], int] = {}

    def final(k: Kernel, piles: Sequence[int]) -> int:
        """The value at the end of play with these piles, from their counts (cached)."""
        assert top is not None
        of = top.count_of
        at = tuple([of(k, piles[s]) for s in order])
        v = ends.get(at)
        if v is None:
            side = k.acting(mover)
            if side == mover:
                v = ends[at] = value_at(at)
            else:   # (the mover's own count read from the seat acting for him)
                got = list(at)
                got[where[mover]] = of(k, piles[side])
                v = ends[at] = value_at(tuple(got))
        return v

    def bound(k: Kernel, ex: Any, beta: int | None = None) -> tuple[int, int]:
        assert top is not None
        if k.tricks_left == 2:   # worked out exactly (see Ending)
            v = ending.value(k)
            return v, v
        return top.bound(k, ex, beta)
    ending = Ending(mover, final)
    split = None if top is None else top.split
    return Objective(SCORE, None, value, extra=extra, split=split,
                     split_by_extra=None if top is None else top.split_of,
                     bound=None if top is None else bound,
                     mover_ducks=None if top is None else top.mover_ducks,
                     avoid_points=True, scale=scale * PARTS)
