"""The root windows' guess search (:mod:`tarock_tutor.core.solver_guess`): the exact
values never depend on it (a deliberately wrong guess, or the guess search's own
table shared with the exact one, must show here), its nodes count in the solution's
total, and on a fixed position it saves nodes."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core import solver_guess as sg
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import brute_force, play_position

# the kinds the guess search runs for (a side named, no scale, values on the score
# sheet), small enough for the plain minimax: (variant, seed, tricks left)
CASES = [("neunzehnerrufen-2p", 1, 4), ("neunzehnerrufen-2p", 4, 4),
         ("neunzehnerrufen-3p-dummy", 2, 4), ("neunzehnerrufen-4p-dealer-dummy", 3, 4),
         ("neunzehnerrufen", 5, 4), ("neunzehnerrufen-2p", 6, 4),
         ("neunzehnerrufen-3p-dummy", 6, 4)]


def values(state: Any, **kw: Any) -> dict[Any, int]:
    return {p.card: v for p, v in solve(state, **kw).values}


@pytest.fixture
def everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guess search at every root, two tricks ahead (with four left: a table of
    its own at the next trick's start, a static value at the one after)."""
    monkeypatch.setattr(sg, "GUESS_FROM", 1)
    monkeypatch.setattr(sg, "GUESS_TRICKS", 2)


@pytest.mark.parametrize("variant,seed,tricks", CASES)
def test_guessed_windows_give_the_exact_values(everywhere: None, variant: str, seed: int,
                                               tricks: int) -> None:
    state = play_position(variant, seed=seed, tricks_left=tricks)
    want = brute_force(state)
    assert values(state) == want


@pytest.mark.parametrize("off", [-5000, -37, 1, 29, 5000])
@pytest.mark.parametrize("variant,seed,tricks", CASES[:4])
def test_a_wrong_guess_still_gives_the_exact_values(everywhere: None,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    variant: str, seed: int, tricks: int,
                                                    off: int) -> None:
    state = play_position(variant, seed=seed, tricks_left=tricks)
    want = brute_force(state)
    window = sg.GuessSearch.window
    asked = []

    def wrong(self: sg.GuessSearch, s: Search) -> tuple[int, int]:
        centre, _ = window(self, s)
        asked.append(centre)
        return centre + off, 1

    monkeypatch.setattr(sg.GuessSearch, "window", wrong)
    assert values(state) == want
    assert asked   # (the guess search ran)


def test_the_guess_nodes_count_in_the_total(monkeypatch: pytest.MonkeyPatch) -> None:
    state = play_position("neunzehnerrufen-2p", seed=7, tricks_left=8)
    spent = {"guess": 0, "exact": 0}
    guess, exact = sg.GuessSearch.guess, Search.exact

    def counted_guess(self: sg.GuessSearch) -> int:
        n = self.nodes
        try:
            return guess(self)
        finally:
            spent["guess"] += self.nodes - n

    def counted_exact(self: Search, *a: Any, **kw: Any) -> int:
        n = self.nodes
        try:
            return exact(self, *a, **kw)
        finally:
            spent["exact"] += self.nodes - n

    monkeypatch.setattr(sg.GuessSearch, "guess", counted_guess)
    monkeypatch.setattr(Search, "exact", counted_exact)
    sol = solve(state)
    assert spent["guess"] > 0
    assert sol.nodes >= spent["guess"] + spent["exact"]
    # and the budget: a cap the guess search alone would pass stops the solve
    assert not solve(state, max_nodes=max(1, spent["guess"] // 10)).exact


def test_the_guess_saves_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Neunzehnerrufen 2p, 8 tricks, seed 7: 33,586 nodes from the previous card's
    value (session 10), about 10,000 from the guess (session 11)."""
    state = play_position("neunzehnerrufen-2p", seed=7, tricks_left=8)
    with_guess = solve(state)
    monkeypatch.setattr(sg, "GUESS_TRICKS", 0)
    without = solve(state)
    assert with_guess.values == without.values
    assert with_guess.nodes < 0.5 * without.nodes, (with_guess.nodes, without.nodes)


@pytest.mark.parametrize("variant,prefer,seed,runs", [
    ("neunzehnerrufen-2p", (), 3, True), ("neunzehnerrufen-3p-dummy", (), 3, True),
    ("sicilian", (), 3, False),               # card points
    ("cego4", ("pass",), 3, False),           # a solo contract (card points)
    ("zwanzigerrufen", (), 3, False),         # a scale: sheet x scale + card points
    ("cego4", ("pass",), 1, False),           # each for himself (Räuber)
])
def test_where_the_guess_search_runs(variant: str, prefer: tuple[str, ...], seed: int,
                                     runs: bool) -> None:
    state = play_position(variant, seed=seed, tricks_left=8, prefer=prefer)
    k, ep = kernel_of(state)
    side = ep.objective.side or frozenset({k.acting(k.to_move)})
    s = Search(k, ep.objective, ep.history_key, side, None, None)
    assert (sg.guess_search(k, ep, side, s) is not None) == runs
    k6, ep6 = kernel_of(play_position(variant, seed=seed, tricks_left=6, prefer=prefer))
    s6 = Search(k6, ep6.objective, ep6.history_key, side, None, None)
    assert sg.guess_search(k6, ep6, side, s6) is None
