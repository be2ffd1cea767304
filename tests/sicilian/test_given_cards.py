"""Sicilian's given cards in the quick bounds (``Objective.rises_with_value`` with
``rises_at``, ``games/sicilian/exact.py``): the value at a position's ``extra`` never
falls when a card of the side's pile other than the Fugitive is exchanged for one of
at least its value, except while the Fugitive's debt is open with no blank on the
debtor's side and a side without a blank surrenders the Fugitive; there it really
falls (two counterexamples); and the bounds hold the solver's value."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import Card
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.solver import Objective, kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.sicilian.exact import exact_play
from tarock_tutor.games.sicilian.parts.deal import FUGITIVE, PACK, is_blank
from tarock_tutor.solver_check import play_position

OPTIONS = ("surrender", "nothing")


def _deal(no_blank: str, seed: int = 1, tricks: int | None = None) -> Any:
    return play_position("sicilian", seed=seed, tricks_left=tricks, fugitive_no_blank=no_blank)


def _deal_where(no_blank: str, exchanger_on_side: bool) -> Any:
    """The first deal whose exchanger is (or is not) on the side (so the discard,
    which may hold blanks, counts for the side, or for the other side)."""
    for seed in range(1, 60):
        try:
            state = _deal(no_blank, seed=seed)
        except TarockError:
            continue
        side = exact_play(state).objective.side or frozenset()
        if (state.exchanger in side) == exchanger_on_side:
            return state
    raise AssertionError("no such deal")


def _objective(state: Any) -> Objective:
    obj = exact_play(state).objective
    assert obj.rises_with_value and obj.rises_at is not None
    return obj


@pytest.mark.parametrize("no_blank", OPTIONS)
def test_the_value_rises_with_a_card_s_value_where_rises_at_says_so(no_blank: str) -> None:
    """Every ``extra`` (debtor: none, a seat of the side, a seat of the other side;
    the Fugitive played or not; the debtor's side with a blank or not; the last trick
    or not) that ``rises_at`` allows, on random piles: exchanging one card other than
    the Fugitive for one of at least its value never lowers the value.  A blank the
    debtor's side has already stays where it is (in the side's pile when the side
    owes, out of it when the other side owes): piles only grow."""
    state = _deal(no_blank)
    obj = _objective(state)
    assert obj.rises_at is not None
    side = obj.side or frozenset()
    ours = min(side)
    theirs = min(set(range(4)) - side)
    out = set(map(id, state.discard))
    pool = [c for c in PACK.cards if id(c) not in out and c is not FUGITIVE]
    blanks = [c for c in pool if is_blank(c)]

    allowed = [ex for owner in (-1, ours, theirs) for played in (False, True)
               for blank in (False, True) for last in (False, True)
               if (played or owner < 0)
               and obj.rises_at(ex := (owner, -1 if owner < 0 else 3 - owner, last,
                                       played, blank))]
    assert len(allowed) == (16 if no_blank == "nothing" else 12)

    @settings(max_examples=300, deadline=None)
    @given(st.sampled_from(allowed), st.lists(st.sampled_from(pool), unique_by=id, max_size=30),
           st.sampled_from(pool), st.integers(0, 29), st.booleans(), st.sampled_from(blanks))
    def check(ex: Any, pile: list[Card], new: Card, at: int, fugitive: bool,
              fixed: Card) -> None:
        owner, _, _, _, blank = ex
        pile = [c for c in pile if c is not fixed]
        if new is fixed or any(c is new for c in pile) or not pile:
            return
        at %= len(pile)
        old = pile[at]
        if PACK.value[new] < PACK.value[old]:
            return
        rest = pile[:at] + pile[at + 1:]
        if owner >= 0 and blank and owner in side:
            rest.append(fixed)   # the side's blank, taken already
        if owner in side or (owner < 0 and fugitive):
            rest.append(FUGITIVE)   # back to its owner's side
        before = obj.value([*rest, old], 0, ex)
        after = obj.value([*rest, new], 0, ex)
        assert after >= before, (ex, old, new, rest)
    check()


def test_the_side_owing_may_lose_by_an_exchange() -> None:
    """The side owes the Fugitive's debt and has taken one blank (no blank yet when
    the debt arose): its pile holds the Fugitive, that blank and a card worth 2.  It
    pays the blank.  With a card worth 2 in the blank's place it has none and
    surrenders the Fugitive (10): the value falls, so ``rises_at`` must say no.  (The
    discard is the other side's: none of its blanks is the side's.)"""
    state = _deal_where("surrender", exchanger_on_side=False)
    obj = _objective(state)
    assert obj.rises_at is not None
    side = obj.side or frozenset()
    owner = min(side)
    out = set(map(id, state.discard))
    blank = next(c for c in PACK.cards if is_blank(c) and id(c) not in out)
    twos = [c for c in PACK.cards if PACK.value[c] == 2 and id(c) not in out]
    ex = (owner, 3 - owner, False, True, False)
    before = obj.value([FUGITIVE, blank, twos[0]], 0, ex)
    after = obj.value([FUGITIVE, twos[1], twos[0]], 0, ex)
    assert after < before
    assert not obj.rises_at(ex)
    assert after - before == 1 - 9   # a card worth 2 counts 1, the Fugitive 9


@pytest.mark.parametrize("no_blank", OPTIONS)
def test_the_side_owing_loses_by_an_exchange_only_if_it_surrenders(no_blank: str) -> None:
    """The same exchange where a side without a blank pays nothing: it keeps the
    Fugitive, the value rises, and ``rises_at`` allows the given cards."""
    state = _deal_where(no_blank, exchanger_on_side=False)
    obj = _objective(state)
    assert obj.rises_at is not None
    owner = min(obj.side or frozenset())
    out = set(map(id, state.discard))
    blank = next(c for c in PACK.cards if is_blank(c) and id(c) not in out)
    two = [c for c in PACK.cards if PACK.value[c] == 2 and id(c) not in out]
    ex = (owner, 3 - owner, False, True, False)
    rises = obj.value([FUGITIVE, two[1], two[0]], 0, ex) >= obj.value(
        [FUGITIVE, blank, two[0]], 0, ex)
    assert rises == (no_blank == "nothing") == obj.rises_at(ex)


def test_the_side_owed_may_lose_by_an_exchange() -> None:
    """The other side owes and has no blank: the side holds every blank left (not
    out in the discard), so the other side surrenders the Fugitive (10).  With a
    card worth 2 in place of one of those blanks, the other side pays that blank
    instead: the value falls.  (The discard is the side's: the other side has no
    blank there.)"""
    state = _deal_where("surrender", exchanger_on_side=True)
    obj = _objective(state)
    assert obj.rises_at is not None
    side = obj.side or frozenset()
    owner = min(set(range(4)) - side)
    out = set(map(id, state.discard))
    blanks = [c for c in PACK.cards if is_blank(c) and id(c) not in out]
    two = next(c for c in PACK.cards if PACK.value[c] == 2 and id(c) not in out)
    ex = (owner, 3 - owner, False, True, False)
    before = obj.value(blanks, 0, ex)
    after = obj.value([*blanks[1:], two], 0, ex)
    assert after < before
    assert not obj.rises_at(ex)


def _gives(s: Search, rises: bool) -> bool:
    """Whether the given cards add to either bound in this position."""
    k = s.k
    in_play = 0
    for h in k.hands:
        in_play |= h
    return s.sure_cards.of(k, in_play, rises)[:2] != s.sure_cards.of(k, in_play, False)[:2]


@pytest.mark.parametrize("no_blank", OPTIONS)
def test_the_bounds_hold_the_solver_s_value(no_blank: str) -> None:
    """At a trick's start with 3-5 tricks left, 14 positions per option: low <= the
    exact value (``solve``) <= high, and the given cards count in some of them."""
    checked = giving = 0
    seed = 0
    while checked < 14:
        seed += 1
        try:
            state = _deal(no_blank, seed=seed, tricks=3 + seed % 3)
        except TarockError:
            continue
        k, ep = kernel_of(state)
        obj = ep.objective
        assert obj.gain is not None and obj.extra is not None and obj.rises_at is not None
        s = Search(k, obj, ep.history_key, obj.side or frozenset(), None, None,
                   context_free=ep.context is None)
        lo, hi = s.bounds()
        value = solve(state).value
        assert lo <= value <= hi, (seed, lo, value, hi)
        checked += 1
        giving += _gives(s, obj.rises_at(obj.extra(k)))
    assert giving >= 3, giving
