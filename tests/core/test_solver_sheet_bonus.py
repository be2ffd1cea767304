"""The sheet objective's slack (:func:`~tarock_tutor.core.solver_sheet.sheet_objective`)
rules out the last-trick bonus and Valat early: the I cannot win the last trick once
another seat holds nothing but trumps above it, and a side cannot take every trick
once the other side surely wins a trick by its trumps (the highest trump in play,
or more trumps than the side's above them: ``trump_tricks_of``).

At every trick's start of the whole tree below random positions (4 tricks left, as
they are and with the tricks played so far given all to one side, so that Valat is
still open) the quick bounds hold the plain minimax value; where both outcomes are
ruled out (or over) the slack is nothing at all, the tree holds such positions in
numbers; Valat is out by the trump count alone in a hand-built position where the
side that may still take every trick holds the highest trump; and the solver's
values are the plain minimax's."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core import solver_sheet
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.neunzehner.parts.contracts import TRUMP_I
from tarock_tutor.solver_check import bounds_walk, brute_force, play_position

VARIANTS = ["neunzehnerrufen-2p", "zwanzigerrufen", "neunzehnerrufen-3p-dummy"]


def positions(variant: str, count: int) -> list[Any]:
    """``count`` positions 4 tricks from the end with the I still in a hand."""
    out = []
    for seed in range(200):
        state = play_position(variant, seed=seed, tricks_left=4)
        k, _ = kernel_of(state)
        if any(h >> k.r.index[TRUMP_I] & 1 for h in k.hands):
            out.append(state)
            if len(out) == count:
                break
    return out


def searches(state: Any) -> list[Search]:
    """Plain searches (no table, no merging) on the position as played, and with every
    trick played so far given to the side, then to the other side (Valat open), each
    of those with the hands passed round the seats but the I's holder (so that the
    trumps lie in more ways)."""
    k0, ep = kernel_of(state)
    obj = ep.objective
    assert obj.side is not None and obj.slack is not None
    side = obj.side
    n = len(k0.hands)
    played = 0
    for f in k0.history:
        played |= sum(1 << i for i in f.cards)
    out = [Search(k0, obj, None, side, None, None, table=False, merge=False)]
    keep = next(x for x, h in enumerate(k0.hands) if h >> k0.r.index[TRUMP_I] & 1)
    rest = [x for x in range(n) if x != keep]   # (the I stays with its holder)
    for who in (True, False):
        owner = min(side) if who else min(s for s in range(n) if s not in side)
        for turn in range(len(rest)):
            hands = list(k0.hands)
            for j, x in enumerate(rest):
                hands[x] = k0.hands[rest[(j + turn) % len(rest)]]
            if [bool(h) for h in hands] != [bool(h) for h in k0.hands]:
                continue
            k = Kernel(k0.r, hands, leader=k0.leader,
                       piles=[played if s == owner else 0 for s in range(n)],
                       won=[len(k0.history) if s == owner else 0 for s in range(n)],
                       history=k0.history)
            out.append(Search(k, obj, None, side, None, None, table=False, merge=False))
    return out


def ruled_out(s: Search) -> tuple[bool, bool, bool]:
    """(the I in a hand but unable to win the last trick, Valat open by the tricks
    but out by the top trump, neither outcome possible any more), worked out here
    from the rules, apart from the objective's own."""
    k = s.k
    r = k.r
    bit = 1 << r.index[TRUMP_I]
    trumps = r.suit_mask[0]
    above = trumps & ~((bit << 1) - 1)
    holder = next((x for x, h in enumerate(k.hands) if h & bit), -1)
    pagat_out = holder >= 0 and any(h and x != holder and not h & ~above
                                    for x, h in enumerate(k.hands))
    played = len(k.history)
    won = sum(k.won[x] for x in s.side_seats)
    open_for = "side" if won == played else "others" if won == 0 else None
    in_play = 0
    for h in k.hands:
        in_play |= h
    top = in_play & trumps
    top_ours = bool(top) and any(h & (1 << (top.bit_length() - 1))
                                 for x, h in enumerate(k.hands) if x in s.side_seats)
    valat_out = open_for is not None and bool(top) and (top_ours == (open_for == "others"))
    nothing = (holder < 0 or pagat_out) and (open_for is None or valat_out)
    return pagat_out, valat_out, nothing


def top_only(hands: Any, trumps: int, counted: int, team: Any) -> tuple[int, int]:
    """:func:`~tarock_tutor.core.solver_bounds.trump_tricks_of` cut down to the highest
    trump in play (a trick for its holder's side)."""
    b = 1 << (trumps.bit_length() - 1)
    ours = next(team[x] for x, h in enumerate(hands) if h & b)
    return (1, 0) if ours else (0, 1)


def top_only_slack(s: Search) -> tuple[int, int]:
    """The objective's slack with the Valat ruled out by the highest trump alone."""
    assert s.obj.slack is not None
    real = solver_sheet.trump_tricks_of
    solver_sheet.trump_tricks_of = top_only
    try:
        return s.obj.slack(s.k)
    finally:
        solver_sheet.trump_tricks_of = real


@pytest.mark.parametrize("variant", VARIANTS)
def test_bonus_slack_holds_and_is_nothing_once_ruled_out(variant: str) -> None:
    seen = {"checked": 0, "pagat out": 0, "valat out": 0, "nothing": 0}
    for state in positions(variant, 3):
        for s in searches(state):
            def note(lo: int, v: int, hi: int, s: Search = s) -> None:
                seen["checked"] += 1
                pagat_out, valat_out, nothing = ruled_out(s)
                seen["pagat out"] += pagat_out
                seen["valat out"] += valat_out
                assert s.obj.slack is not None
                if nothing:
                    assert s.obj.slack(s.k) == (0, 0)
                    seen["nothing"] += pagat_out or valat_out
            bounds_walk(s, note)
    assert min(seen.values()) >= 20, seen


@pytest.mark.parametrize("variant", VARIANTS)
def test_sheet_values_equal_plain_minimax(variant: str) -> None:
    for state in positions(variant, 2):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)


def test_valat_out_by_the_trump_count() -> None:
    """Zwanzigerrufen, seat 0's Solo (spec §2.7): the defenders took all nine tricks
    so far, so their Valat is open; seat 1 holds the highest trump (XXI), but the
    declarer's XX and XIX cannot both fall to it (one trick each), so he surely takes a
    trick and the slack is nothing (with the highest trump alone it would keep the
    defenders' Valat).  The bounds hold the value at every trick's start below."""
    state = play_position("zwanzigerrufen", seed=0, tricks_left=3)
    assert state.contract == "solo" and state.declarer == 0
    k0, ep = kernel_of(state)
    r = k0.r
    hands = ["T20 T19 HK", "T21 HQ HN", "S10 SJ SQ", "C10 CJ CQ"]
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=1,
               won=[0, len(k0.history), 0, 0], history=k0.history)
    obj = ep.objective
    assert obj.side == frozenset({0}) and obj.slack is not None
    s = Search(k, obj, None, obj.side, None, None, table=False, merge=False)
    assert obj.slack(k) == (0, 0)
    assert top_only_slack(s)[0] > 0   # (the defenders' Valat, by the top trump alone)
    bounds_walk(s, lambda lo, v, hi: None)
