"""The quick bounds' sole trump holder (:func:`~tarock_tutor.core.solver_bounds.master_trumps`),
where one seat holds every trump (session 11's *sole trump holder*):
a seat that holds every trump in play takes a trick with each trump and each card of
the top runs of its plain suits, whatever the others play and whoever leads.

At every trick's start of the whole tree below positions 4 tricks from the end (as
played, and with the hands passed round the seats so that one seat holds the trumps
more often) the quick bounds hold the plain minimax value; the rule moves the bounds
at many of those trick starts, and there the low end (the side holds the trumps) or
the high end (the other side does) is often the value itself; the solver's values are
the plain minimax's."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core import solver_bounds
from tarock_tutor.core.kernel import Kernel
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_bounds import master_trumps
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import bounds_walk, brute_force, play_position

VARIANTS = ["neunzehnerrufen", "neunzehnerrufen-3p-dummy", "neunzehnerrufen-2p", "zwanzigerrufen"]


def few_trumps(variant: str, count: int) -> list[Any]:
    """``count`` positions 4 tricks from the end where at most two seats hold the
    trumps still in play (one at least)."""
    out = []
    for seed in range(300):
        state = play_position(variant, seed=seed, tricks_left=4)
        k, _ = kernel_of(state)
        t = k.r.suit_mask[0]
        holders = sum(1 for h in k.hands if h & t)
        if 1 <= holders <= 2:
            out.append(state)
            if len(out) == count:
                break
    return out


def searches(state: Any) -> list[Search]:
    """Plain searches (no table, no merging) on the position and with the hands passed
    round the seats (those that still hold cards)."""
    k0, ep = kernel_of(state)
    obj = ep.objective
    assert obj.side is not None
    seats = [s for s, h in enumerate(k0.hands) if h]
    out = []
    for turn in range(len(seats)):
        hands = list(k0.hands)
        for j, s in enumerate(seats):
            hands[s] = k0.hands[seats[(j + turn) % len(seats)]]
        k = Kernel(k0.r, hands, leader=k0.leader, piles=list(k0.piles), won=list(k0.won),
                   history=k0.history)
        out.append(Search(k, obj, None, obj.side, None, None, table=False, merge=False))
    return out


def bounds_with(s: Search, run: Any) -> tuple[int, int]:
    """The search's quick bounds with ``solver_bounds.master_run`` replaced by ``run``
    (the bound caches emptied before and the rule's entries after)."""
    real = solver_bounds.master_run
    solver_bounds.master_run = run
    try:
        s.sure_cards.masters.clear()
        s.sure_cards.by_trumps.clear()
        s.sure_cards.gives.clear()
        return s.bounds()
    finally:
        solver_bounds.master_run = real
        s.sure_cards.masters.clear()   # (the rule's entries, for the bounds with it on)


def without_rule(s: Search) -> tuple[int, int]:
    """The search's quick bounds with the sole trump holder's rule off."""
    return bounds_with(s, lambda *a: (-1, 0, ()))


def moved_by_rule(states: list[Any], rule_off: Any) -> dict[str, int]:
    """At every trick start of the plain trees below ``states`` (hands passed round):
    the bounds with the rule hold those with ``rule_off`` (the rule only adds sure
    cards); how many starts were checked, how many the rule moved, and at how many of
    those the moved end is the value itself."""
    seen = {"checked": 0, "moved": 0, "exact": 0}
    for state in states:
        for s in searches(state):
            def note(lo: int, v: int, hi: int, s: Search = s) -> None:
                seen["checked"] += 1
                lo0, hi0 = rule_off(s)
                assert lo0 <= lo and hi <= hi0
                if (lo, hi) != (lo0, hi0):
                    seen["moved"] += 1
                    seen["exact"] += lo == v or hi == v
            bounds_walk(s, note)
    return seen


@pytest.mark.parametrize("variant", VARIANTS)
def test_sole_trumps_bounds_hold_and_cut(variant: str) -> None:
    seen = moved_by_rule(few_trumps(variant, 2), without_rule)
    assert seen["moved"] >= 10 and seen["exact"] >= 5, seen


@pytest.mark.parametrize("variant", VARIANTS)
def test_sole_trumps_values_equal_plain_minimax(variant: str) -> None:
    for state in few_trumps(variant, 2):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)


def test_sole_trumps_reads() -> None:
    """Two seats with trumps, or none in play: no rule; a seat's low card of a suit
    whose top is elsewhere is not counted, nor its cards below another seat's."""
    trumps, suit = 0b1_1000_0000, 0b1111
    assert master_trumps([0b1000_0000, 0b1_0000_0000], trumps, (suit,), 0b1_1000_0000) == (-1, 0)
    assert master_trumps([0b0011, 0b1100], trumps, (suit,), 0b1111) == (-1, 0)
    assert master_trumps([0b1_1000_0101, 0b1010], trumps, (suit,), 0b1_1000_1111) == \
        (0, 0b1_1000_0000)
    assert master_trumps([0b1010, 0b1_0000_0101], trumps, (suit,), 0b1_0000_1111) == \
        (1, 0b1_0000_0000)
