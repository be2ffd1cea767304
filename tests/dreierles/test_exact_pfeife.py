"""The exact solver's quick bounds for a declarer who holds the Pfeife (spec
cego-dreierles.md §3.7: the last-trick Pfeife, silent ±1, announced ±2; an announced
Pfeife played earlier fails, −2, and gives that trick and every later one to the
defenders): at every trick's start of the whole tree below random positions the low
and high ends hold the plain minimax value (the low end of an announced Pfeife still
held is the objective's ``floor``: −2 with the points he counts now), and once an
announced Pfeife has fallen early they meet (nothing later changes the value)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tarock_tutor.core.solver import exact_play_of, kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.dreierles.parts.rules import PFEIFE
from tarock_tutor.solver_check import bounds_walk, brute_force, plain_search, play_position


def pfeife_positions(variant: str, tricks: int, count: int) -> list[Any]:
    """Positions whose objective is the sheet with the Pfeife, still in the
    declarer's hand: ``count`` with it announced (``prefer`` takes the announcement
    when legal) and ``count`` silent."""
    got: dict[bool, list[Any]] = {True: [], False: []}
    for seed in range(300):
        for prefer in (("pfeife",), ()):
            state = play_position(variant, seed=seed, tricks_left=tricks, prefer=prefer)
            if exact_play_of(state).objective.unit != "score" or state.contract == "raeuber" \
                    or PFEIFE not in state.trickplay.hand(state.declarer):
                continue
            group = got["pfeife" in state.announced]
            if len(group) < count and all(state is not s for s in group):
                group.append(state)
        if all(len(g) == count for g in got.values()):
            break
    return [*got[True], *got[False]]


def note_of(s: Search, seen: dict[str, int]) -> Callable[[int, int, int], None]:
    """Counts the trick starts by case; after an early fall the ends meet."""
    k = s.k

    def note(lo: int, v: int, hi: int) -> None:
        ex = s.extra()
        seen["checked"] += 1
        if ex is not None and ex[0] == "early":   # an announced Pfeife fell early
            assert lo == hi == v
            seen["early"] += 1
        if k.hands[min(s.side)] >> k.r.index[PFEIFE] & 1:
            seen["announced in hand" if s.obj.slack(k)[0] > 1000 else "in hand"] += 1
            if s.obj.floor is not None and s.obj.floor(k, ex) == lo:   # (announced)
                seen["floor"] += 1
    return note


@pytest.mark.parametrize("variant", ["dreierles3", "dreierles4"])
def test_pfeife_bounds_hold_at_every_trick_start(variant: str) -> None:
    seen = {"checked": 0, "early": 0, "in hand": 0, "announced in hand": 0, "floor": 0}
    announced = silent = 0
    for state in pfeife_positions(variant, 4, 5):
        s = plain_search(state)
        assert s.obj.gain is not None and s.obj.slack is not None
        bounds_walk(s, note_of(s, seen))
        if "pfeife" in state.announced:
            announced += 1
        else:
            silent += 1
    # the tree holds each case the slack tells apart
    assert announced == silent == 5
    assert min(seen.values()) >= 20, seen


@pytest.mark.parametrize("variant", ["dreierles3", "dreierles4"])
def test_pfeife_values_equal_plain_minimax(variant: str) -> None:
    """With the bounds on, every legal card's value is the plain minimax's."""
    for state in pfeife_positions(variant, 4, 3):
        sol = solve(state)
        want = brute_force(state)
        got = {p.card: v for p, v in sol.values}
        assert got == want


def test_a_sheet_that_may_fall_gives_bounds_that_say_nothing(monkeypatch: Any) -> None:
    """The bounds assume the game line never falls as the card points rise (checked
    on the first bound asked); a sheet that falls gets none, and the values stay."""
    from tarock_tutor.games.dreierles.parts import exact_pfeife

    state = pfeife_positions("dreierles3", 4, 1)[0]
    assert "pfeife" in state.announced

    class Falling:
        def __init__(self, v: int) -> None:
            self.v = v

        def totals(self) -> dict[int, int]:
            return {state.declarer: self.v}

    monkeypatch.setattr(exact_pfeife, "outcome_sheet",
                        lambda st, points, pfeife, bonuses: Falling(pfeife - points // 5))
    k, ep = kernel_of(state)
    obj = ep.objective
    assert obj.slack is not None and obj.floor is not None
    assert obj.slack(k) == (exact_pfeife.SHEET_FLOOR, exact_pfeife.SHEET_FLOOR)
    assert obj.floor(k, None) == -exact_pfeife.SHEET_FLOOR
    assert {p.card: v for p, v in solve(state).values} == brute_force(state)
