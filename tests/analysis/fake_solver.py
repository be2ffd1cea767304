"""A plain minimax over the game states themselves, for testing the analysis without
the real solver: the value is seat 0's score-sheet total (×6, so that thirds stay
whole), which seat 0 wants high and everyone else low (paranoid from seat 0)."""

from __future__ import annotations

from dataclasses import dataclass

from tarock_tutor.core.protocol import Action, GameState, Play
from tarock_tutor.core.registry import game_of

PIVOT = 0


@dataclass(frozen=True)
class FakeSolution:
    seat: int
    values: tuple[tuple[Play, int], ...]
    best: Play
    value: int
    line: tuple[Play, ...]
    maximizing: bool
    unit: str
    exact: bool
    nodes: int


def _child(state: GameState, action: Action) -> GameState:
    fresh = game_of(state.variant).new_state(state.setup)
    for a in (*state.history, action):
        fresh.apply(a, check=False)
    return fresh


def _search(state: GameState) -> tuple[int, tuple[Play, ...]]:
    if state.is_terminal:
        return int(state.score_sheet().totals()[PIVOT] * 6), ()
    best: tuple[int, tuple[Play, ...]] | None = None
    high = state.to_move == PIVOT
    for a in state.legal_actions():
        assert isinstance(a, Play)
        v, line = _search(_child(state, a))
        if best is None or (v > best[0] if high else v < best[0]):
            best = (v, (a, *line))
    assert best is not None
    return best


def fake_solve(state: GameState, *, max_nodes: int | None = None,
               max_seconds: float | None = None) -> FakeSolution:
    values = []
    for a in state.legal_actions():
        assert isinstance(a, Play)
        values.append((a, _search(_child(state, a))[0]))
    value, line = _search(state)
    assert state.to_move is not None
    return FakeSolution(state.to_move, tuple(values), line[0], value, line,
                        state.to_move == PIVOT, "score", True, 0)


def slow_solve(state: GameState, *, max_nodes: int | None = None,
               max_seconds: float | None = None) -> FakeSolution:
    """Like :func:`fake_solve`, but reports that its budget ran out."""
    sol = fake_solve(state)
    return FakeSolution(sol.seat, sol.values, sol.best, sol.value, sol.line, sol.maximizing,
                        sol.unit, False, 0)
