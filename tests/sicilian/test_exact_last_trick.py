"""The last trick's 5 points in Sicilian's quick bounds (spec §3.3, ``exact.py``'s
``slack``): once one seat holds nothing but trumps, each above every trump of the
other side (or that side holds none), the seat's side surely takes the last trick
(the seat plays one of those trumps to it, and no trump of the other side beats it),
so the bonus is in the low end (the side's) or out of the high end (the other's).

At every trick's start of the whole tree below random positions (4 tricks left) the
quick bounds hold the plain minimax value; the slack's ends move as the rule says
(by the rule worked out here, apart from the objective's), the tree holds each case
in numbers, and the solver's values are the plain minimax's."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.solver import solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.sicilian.scoring import LAST_TRICK
from tarock_tutor.solver_check import bounds_walk, brute_force, plain_search, play_position


def decided(s: Search) -> int:
    """1: the side surely takes the last trick by the rule, -1: the other side, 0:
    open (worked out here, apart from the objective's own)."""
    k = s.k
    trumps = k.r.suit_mask[0]
    power = k.r.power
    for team, sign in ((True, 1), (False, -1)):
        seats = [x for x in range(len(k.hands)) if (x in s.side_seats) == team]
        others = [x for x in range(len(k.hands)) if x not in seats]
        best = max((power[i] for x in others for i in range(len(power))
                    if (k.hands[x] & trumps) >> i & 1), default=None)
        for x in seats:
            h = k.hands[x]
            if not h or h & ~trumps:
                continue
            if best is None or min(power[i] for i in range(len(power)) if h >> i & 1) > best:
                return sign
    return 0


def positions(count: int) -> list[Any]:
    out = []
    for seed in range(count):
        out.append(play_position("sicilian", seed=seed, tricks_left=4))
    return out


def test_last_trick_bounds_hold_and_narrow_where_decided() -> None:
    seen = {"checked": 0, "ours": 0, "theirs": 0, "open": 0, "beside trumps": 0}
    for state in positions(12):
        s = plain_search(state)
        assert s.obj.slack is not None

        def note(lo: int, v: int, hi: int, s: Search = s) -> None:
            seen["checked"] += 1
            assert s.obj.slack is not None
            drop, jump = s.obj.slack(s.k)
            got = decided(s)
            seen[{1: "ours", -1: "theirs", 0: "open"}[got]] += 1
            trumps = s.k.r.suit_mask[0]
            if got and all(any(s.k.hands[x] & trumps for x in range(len(s.k.hands))
                               if (x in s.side_seats) == team) for team in (True, False)):
                seen["beside trumps"] += 1   # decided while both sides hold trumps
            # the debt moves both ends alike (2 × its card each): the gap between
            # them is the bonus's, sure (low end +5), out (neither) or open
            assert jump - drop == {1: 2 * LAST_TRICK, -1: 0, 0: LAST_TRICK}[got]
        bounds_walk(s, note)
    assert min(seen.values()) >= 20, seen


def test_values_equal_plain_minimax() -> None:
    for state in positions(4):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)
