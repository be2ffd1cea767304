"""Four seats' tricks on nested loops (:mod:`tarock_tutor.core.solver_fast4`) and a
trick's end asking the next trick start's table before the push
(:data:`~tarock_tutor.core.solver_fast.PROBE`): the same values, nodes and lines as
the recursive fast path and as the push before every look-up."""

from __future__ import annotations

import pytest

from tarock_tutor.core import solver_fast, solver_fast4, solver_search
from tarock_tutor.core.solver import solve
from tarock_tutor.solver_check import DEAL_KINDS, case_id, play_position

# every fast-path kind where four seats play (the exempt form, a capture hook and Räuber,
# its mover ducking first, included), and one of three seats
FOUR_SEATS = [c for c in DEAL_KINDS if case_id(c) in {
    "neunzehnerrufen", "neunzehnerrufen-3p-dummy", "neunzehnerrufen-4p-dealer-dummy",
    "zwanzigerrufen", "sicilian", "sicilian-partnership-pass", "cego4", "cego4-piccolo-pass",
    "cego4-pass", "dreierles4"}]


def _positions(case, count):
    variant, prefer, options = case
    for seed in range(count):
        yield play_position(variant, seed=100 + seed, tricks_left=(4, 3, 5)[seed % 3],
                            mid_trick=seed % 2 == 1, prefer=prefer, **options)


def _fast_of(state, monkeypatch) -> list[type]:
    made: list[type] = []
    real = solver_fast4.fast_tricks

    def spy(s):
        got = real(s)
        made.append(type(got))
        return got
    monkeypatch.setattr(solver_fast4, "fast_tricks", spy)
    solve(state)
    monkeypatch.setattr(solver_fast4, "fast_tricks", real)
    return made


@pytest.mark.parametrize("case", FOUR_SEATS, ids=case_id)
def test_nested_loops_equal_the_recursive_path(case, monkeypatch):
    for state in _positions(case, 3):
        monkeypatch.setattr(solver_fast4, "FOUR", False)
        recursive = solve(state)
        monkeypatch.setattr(solver_fast4, "FOUR", True)
        nested = solve(state)
        assert nested.values == recursive.values
        assert nested.nodes == recursive.nodes
        assert nested.line == recursive.line


def test_four_seats_take_the_nested_loops(monkeypatch):
    state = play_position("neunzehnerrufen-3p-dummy", seed=3, tricks_left=5)
    assert set(_fast_of(state, monkeypatch)) == {solver_fast4.FourTricks}
    monkeypatch.setattr(solver_fast4, "FOUR", False)
    assert set(_fast_of(state, monkeypatch)) == {solver_fast.FastTricks}
    three = play_position("cego3", seed=3, tricks_left=5)
    assert set(_fast_of(three, monkeypatch)) == {solver_fast.FastTricks}


@pytest.mark.parametrize("four", [True, False])
@pytest.mark.parametrize("variant", ["neunzehnerrufen", "zwanzigerrufen", "sicilian"])
def test_nested_loops_stop_at_the_same_node(variant, four, monkeypatch):
    # a budget that runs out inside tricks: the same count stops both, and the hands
    # are whole again for the quick line that follows
    monkeypatch.setattr(solver_fast4, "FOUR", four)
    for seed in range(3):
        state = play_position(variant, seed=seed, tricks_left=6)
        limit = solve(state).nodes // (2 + seed)   # (inside the search, whichever path)
        got = []
        for flag in (False, True):
            monkeypatch.setattr(solver_fast, "FAST_PATH", flag)
            got.append(solve(state, max_nodes=limit))
        assert not got[0].exact
        assert got[1].values == got[0].values
        assert got[1].nodes == got[0].nodes
        assert got[1].line == got[0].line


@pytest.mark.parametrize("four", [True, False])
@pytest.mark.parametrize("variant", ["neunzehnerrufen-3p-dummy", "zwanzigerrufen"])
def test_trick_ends_ask_the_table_before_the_push(variant, four, monkeypatch):
    # with the look-up before the push, trick starts answered by the table never reach
    # Search.ab: fewer calls, the same nodes and values
    monkeypatch.setattr(solver_fast4, "FOUR", four)
    calls = [0]
    real = solver_search.Search.ab

    def counted(self, alpha, beta):
        calls[0] += 1
        return real(self, alpha, beta)
    monkeypatch.setattr(solver_search.Search, "ab", counted)
    state = play_position(variant, seed=4, tricks_left=6)
    got = {}
    for probe in (False, True):
        monkeypatch.setattr(solver_fast, "PROBE", probe)
        calls[0] = 0
        got[probe] = (solve(state), calls[0])
    (off, off_calls), (on, on_calls) = got[False], got[True]
    assert on.values == off.values
    assert on.nodes == off.nodes
    assert on_calls < 0.9 * off_calls
