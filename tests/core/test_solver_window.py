"""The aspiration window of :meth:`~tarock_tutor.core.solver_search.Search.exact`: the
exact value from any guess, and after a miss a window that doubles, so a guess far off
costs a few passes, not one pass per width."""

from __future__ import annotations

import math

import pytest

from tarock_tutor.core.solver import kernel_of
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import brute_force, play_position

CASES = [("neunzehnerrufen", 2), ("neunzehnerrufen", 3), ("zwanzigerrufen", 3),
         ("cego4", 3)]


@pytest.mark.parametrize("variant,seed", CASES)
@pytest.mark.parametrize("off", [-3000, -40, 0, 7, 3000])
def test_exact_from_a_far_guess(variant: str, seed: int, off: int) -> None:
    state = play_position(variant, seed=seed, tricks_left=3)
    k, ep = kernel_of(state)
    obj = ep.objective
    s = Search(k, obj, ep.history_key, obj.side or frozenset(), None, None,
               context_free=ep.context is None)
    values = brute_force(state).values()
    value = max(values) if s.maxer[k.to_move] else min(values)
    passes: list[tuple[int, int]] = []
    ab = s.ab
    inside = [False]

    def counted(alpha: int, beta: int) -> int:
        """``ab``, counting only the calls from ``exact`` (the search calls it too)."""
        if inside[0]:
            return ab(alpha, beta)
        passes.append((alpha, beta))
        inside[0] = True
        try:
            return ab(alpha, beta)
        finally:
            inside[0] = False

    s.ab = counted   # type: ignore[method-assign]
    assert s.exact(value + off) == value
    # the first window is value + off ± 4; each miss moves past at least 16, 32, 64, ...
    # points more than the one before: n misses cover 16 * (2**n - 1)
    misses = math.ceil(math.log2(abs(off) / 16 + 1)) + 1 if abs(off) >= 4 else 0
    assert len(passes) <= misses + 1, (len(passes), passes)


@pytest.mark.parametrize("value", [-2961, -18, 0, 5, 1249])
@pytest.mark.parametrize("guess", [-5000, -300, -2961, 0, 3, 40, 1850, 9000])
def test_window_doubles_after_each_miss(value: int, guess: int) -> None:
    """Against a search that only ever answers with the window's edge when the value
    lies outside (the weakest bound fail-soft may give), the passes grow as the log of
    the distance: a window of a fixed width would need one pass per 16 points."""
    state = play_position("neunzehnerrufen", seed=2, tricks_left=2)
    k, ep = kernel_of(state)
    s = Search(k, ep.objective, ep.history_key, ep.objective.side or frozenset(), None, None)
    passes: list[tuple[int, int]] = []

    def edge(alpha: int, beta: int) -> int:
        passes.append((alpha, beta))
        return alpha if value <= alpha else beta if value >= beta else value

    s.ab = edge   # type: ignore[method-assign]
    assert s.exact(guess) == value
    far = abs(value - guess)
    assert len(passes) <= 2 + math.ceil(math.log2(far / 16 + 1)), passes
    if far >= 4:   # the first miss opens 16 past the bound, each next one twice as far
        opens = [b - a - 1 for a, b in passes[1:]]
        assert opens[:3] == [16, 32, 64][:len(opens)], opens
