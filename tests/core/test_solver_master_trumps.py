"""The quick bounds' master trumps (:func:`~tarock_tutor.core.solver_bounds.master_trumps`):
the seat holding a run of top trumps longer than any other seat's trumps takes a trick
with each of that run and each card of the top runs of its plain suits that every
other seat with a trump holds at least as many cards of, whatever the others play and
whoever leads.

At every trick's start of the whole tree below positions 4 tricks from the end where
such a seat exists and another seat still holds a trump (as played, and with the
hands passed round the seats) the quick bounds hold the plain minimax value; the rule
moves the bounds (against the rule before it, which counted only a seat holding
every trump) at some of those trick starts, and there the moved end is sometimes
the value itself; the solver's values are the plain minimax's."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core import solver_bounds
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_bounds import master_trumps
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import brute_force, play_position

from .test_solver_sole_trumps import bounds_with, moved_by_rule

VARIANTS = ["neunzehnerrufen", "neunzehnerrufen-3p-dummy", "zwanzigerrufen"]


def masters(variant: str, count: int) -> list[Any]:
    """``count`` positions 4 tricks from the end where the seat with the top trump
    holds a run of top trumps longer than any other seat's trumps and a plain card
    that the rule counts, and another seat holds a trump."""
    out = []
    for seed in range(400):
        state = play_position(variant, seed=seed, tricks_left=4)
        k, _ = kernel_of(state)
        t = k.r.suit_mask[0]
        in_play = 0
        for h in k.hands:
            in_play |= h
        plain = tuple(m for m in k.r.suit_mask[1:] if m)
        seat, got = master_trumps(k.hands, t, plain, in_play)
        if seat >= 0 and got & ~t and any(h & t for s, h in enumerate(k.hands) if s != seat):
            out.append(state)
            if len(out) == count:
                break
    return out


def before_rule(s: Search) -> tuple[int, int]:
    """The search's quick bounds with the rule as it was before: only where the seat
    holds every trump in play (session 11's sole trump holder)."""
    real = solver_bounds.master_run

    def sole(hands: Any, t: int) -> tuple[int, int, tuple[int, ...]]:
        got = real(hands, t)
        return got if not got[2] else (-1, 0, ())
    return bounds_with(s, sole)


@pytest.mark.parametrize("variant", VARIANTS)
def test_master_trumps_bounds_hold_and_cut(variant: str) -> None:
    seen = moved_by_rule(masters(variant, 3), before_rule)
    assert seen["moved"] >= 5 and seen["exact"] >= 1, seen


@pytest.mark.parametrize("variant", VARIANTS)
def test_master_trumps_values_equal_plain_minimax(variant: str) -> None:
    for state in masters(variant, 2):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)


def test_master_trumps_reads() -> None:
    """The run must be longer than each other seat's trumps; a plain suit's top run
    counts only where every other seat with a trump holds as many cards of it; with
    no other trump in play every top run counts (the sole holder)."""
    trumps, clubs, spades = 0b11_1000_0000, 0b1111, 0b111_0000
    # seat 0 holds two trumps (bits 9, 7) but only bit 9 is a top run: not longer
    assert master_trumps([0b10_1000_0000, 0b01_0000_0000], trumps, (clubs,),
                         0b11_1000_0000) == (-1, 0)
    # seat 1's run of two against seat 0's one trump; seat 0 holds fewer clubs (one
    # against two): the clubs' top card not counted
    assert master_trumps([0b00_1000_0010, 0b11_0000_1001], trumps, (clubs, spades),
                         0b11_1000_1011) == (1, 0b11_0000_0000)
    # as many clubs: counted
    assert master_trumps([0b00_1000_0110, 0b11_0000_1001], trumps, (clubs, spades),
                         0b11_1000_1111) == (1, 0b11_0000_1000)
    # seat 0's clubs do not matter where it holds no trump (the sole holder)
    assert master_trumps([0b0000_0010, 0b11_0000_1001], trumps, (clubs, spades),
                         0b11_0000_1011) == (1, 0b11_0000_1000)
    assert master_trumps([0b0011, 0b1100], trumps, (clubs,), 0b1111) == (-1, 0)
