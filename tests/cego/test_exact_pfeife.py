"""The exact solver's quick bounds for Cego's Pfeife contract (spec cego-dreierles.md
§2.9: the Pfeife played after the first trick in a trick someone else wins breaks
the contract; §2.11: then −1 unit at 36 points or more, else the usual negative
units): at every trick's start of the whole tree below random positions the low and
high ends hold the plain minimax value, and the sheet has the shape the bounds
assume."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from tarock_tutor.core.solver import exact_play_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.cego.parts.contracts import PFEIFE, PFEIFE_CARD
from tarock_tutor.games.cego.scoring import score_contract
from tarock_tutor.solver_check import (
    CEGO_PFEIFE_BIDS,
    bounds_walk,
    brute_force,
    plain_search,
    play_position,
)


def pfeife_positions(variant: str, tricks: int, count: int) -> list[Any]:
    """``count`` Pfeife-contract positions with the Pfeife still in the declarer's
    hand after the first trick (so it may yet break) and ``count`` with it played."""
    held: list[Any] = []
    played: list[Any] = []
    seed = 0
    while min(len(held), len(played)) < count and seed < 300:
        state = play_position(variant, seed=seed, tricks_left=tricks, prefer=CEGO_PFEIFE_BIDS)
        assert state.contract == PFEIFE
        (held if PFEIFE_CARD in state.trickplay.hand(state.declarer) else played).append(state)
        seed += 1
    return held[:count] + played[:count]


def case_of(s: Search, lo: int) -> tuple[str, ...]:
    """The case of a trick's start: broken, Pfeife held (and whether the floor gave
    the low end ``lo``) or played safely."""
    k = s.k
    if s.extra():
        return ("broken",)
    if not k.hands[min(s.side)] >> k.r.index[PFEIFE_CARD] & 1:
        return ("safe",)
    floor = s.obj.floor
    return ("held", "floor") if floor is not None and floor(k, False) == lo else ("held",)


@pytest.mark.parametrize("variant", ["cego3", "cego4"])
def test_pfeife_bounds_hold_at_every_trick_start(variant: str) -> None:
    seen = {"checked": 0, "broken": 0, "held": 0, "floor": 0, "safe": 0}
    for state in pfeife_positions(variant, 4, 4):
        s = plain_search(state)
        assert s.obj.gain is not None and s.obj.slack is not None

        def note(lo: int, v: int, hi: int, s: Search = s) -> None:
            for case in ("checked", *case_of(s, lo)):
                seen[case] += 1
        bounds_walk(s, note)
    # the tree holds each case the bounds tell apart
    assert min(seen.values()) >= 20, seen


@pytest.mark.parametrize("variant", ["cego3", "cego4"])
def test_pfeife_values_equal_plain_minimax(variant: str) -> None:
    """With the bounds on, every legal card's value is the plain minimax's."""
    for state in pfeife_positions(variant, 4, 3):
        assert exact_play_of(state).objective.floor is not None
        sol = solve(state)
        want = brute_force(state)
        got = {p.card: v for p, v in sol.values}
        assert got == want


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("after_solo", [False, True])
def test_pfeife_sheet_has_the_shape_the_bounds_assume(players: int, after_solo: bool) -> None:
    """§1.5, §2.11, §2.12: at a fixed broken/whole state the net never falls as the
    card points rise, and the broken net is never above the whole one."""
    def net(points: int, broken: bool) -> int:
        return int(score_contract(players=players, contract=PFEIFE, declarer=0,
                                  declarer_points=points, after_solo=after_solo,
                                  pfeife_broken=broken).net[0])
    whole = [net(p, False) for p in range(71)]
    broken = [net(p, True) for p in range(71)]
    assert all(a <= b for a, b in pairwise(whole))
    assert all(a <= b for a, b in pairwise(broken))
    assert all(b <= w for b, w in zip(broken, whole, strict=True))
    # §2.11's cap: broken at 36 points or more is −1 unit, below it the usual units
    assert broken[36] == broken[70] < 0 < whole[36]
    assert broken[35] == whole[35]
