"""The last trick's 5 points in Sicilian's quick bounds (spec §3.3, ``exact.py``'s
``slack``): once one side holds every trump in play and one of its seats holds
nothing but trumps, that side surely takes the last trick (the seat plays a trump to
it, and every trump in it is its side's), so the bonus is in the low end (the side's)
or out of the high end (the other's).

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
    for team, sign in ((True, 1), (False, -1)):
        seats = [x for x in range(len(k.hands)) if (x in s.side_seats) == team]
        others = [x for x in range(len(k.hands)) if x not in seats]
        if any(k.hands[x] & trumps for x in others):
            continue
        if any(k.hands[x] & trumps for x in seats) and any(
                k.hands[x] and not k.hands[x] & ~trumps for x in seats):
            return sign
    return 0


def positions(count: int) -> list[Any]:
    out = []
    for seed in range(count):
        out.append(play_position("sicilian", seed=seed, tricks_left=4))
    return out


def test_last_trick_bounds_hold_and_narrow_where_decided() -> None:
    seen = {"checked": 0, "ours": 0, "theirs": 0, "open": 0}
    for state in positions(12):
        s = plain_search(state)
        assert s.obj.slack is not None

        def note(lo: int, v: int, hi: int, s: Search = s) -> None:
            seen["checked"] += 1
            assert s.obj.slack is not None
            drop, jump = s.obj.slack(s.k)
            got = decided(s)
            seen[{1: "ours", -1: "theirs", 0: "open"}[got]] += 1
            # the debt moves both ends alike (2 × its card each): the gap between
            # them is the bonus's, sure (low end +5), out (neither) or open
            assert jump - drop == {1: 2 * LAST_TRICK, -1: 0, 0: LAST_TRICK}[got]
        bounds_walk(s, note)
    assert min(seen.values()) >= 20, seen


def test_values_equal_plain_minimax() -> None:
    for state in positions(4):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)
