"""Sicilian's table split while the Fugitive's debt is open or the Fugitive is still
in a hand (``games/sicilian/exact.py``: ``split`` and ``slack``): such positions, with
either side owing and with both of the deal's ``fugitive_no_blank`` options, solved
equal to the plain minimax (no table, no split, no bounds), and every kind is met."""

from __future__ import annotations

import pytest

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.solver import kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.solver_check import brute_force, play_position


def kind_of(state: object) -> tuple[str, bool]:
    """Where the Fugitive stands (in a hand, a debt the side owes or is owed, no
    debt) and whether the side that may pay already has a blank."""
    k, ep = kernel_of(state)  # type: ignore[arg-type]
    side = ep.objective.side
    assert side is not None
    owner, _, _, played, blank = Search(k, ep.objective, ep.history_key, side, None,
                                        None).extra()
    if not played:
        return "held", blank
    if owner < 0:
        return "settled", blank
    return ("owes" if owner in side else "is owed"), blank


@pytest.mark.parametrize("no_blank", ["surrender", "nothing"])
def test_debt_positions_equal_the_plain_minimax(no_blank: str) -> None:
    seen: dict[tuple[str, bool], int] = {}
    for seed in range(120):
        try:
            state = play_position("sicilian", seed=seed, tricks_left=3,
                                  fugitive_no_blank=no_blank)
        except TarockError:
            continue
        kind = kind_of(state)
        if seen.get(kind, 0) >= 2:
            continue
        seen[kind] = seen.get(kind, 0) + 1
        sol = solve(state)
        assert {p.card: v for p, v in sol.values} == brute_force(state), (seed, kind)
    assert {("owes", True), ("is owed", True), ("held", True), ("settled", False)} <= set(seen)
