"""The last trick's 5 points in Sicilian's quick bounds (spec §3.3, ``exact.py``'s
``slack``): a seat that surely keeps a trump above every trump of the other side to
the last trick wins it there, so the bonus is in the low end (the side's) or out of
the high end (the other's).  He surely keeps it when he holds nothing but trumps,
his highest above theirs (every card of his is legal at every trick); or, holding
no Fugitive, when his trumps above every other seat's outnumber his other cards (he
plays the other cards first; where he must trump he wins with his lowest top trump
and leads again).  The last two not for the side's seat on lead: the leader's cash
in the core's bounds leads its top trumps first.

At every trick's start of the whole tree below random positions (4 tricks left) the
quick bounds, as the solver has them (the cash included), hold the plain minimax
value; the slack's ends move as the rule says (by the rule worked out here, apart
from the objective's), the tree holds each case in numbers, and the solver's values
are the plain minimax's."""

from __future__ import annotations

from typing import Any

from tarock_tutor.core.solver import solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.sicilian.parts.deal import FUGITIVE
from tarock_tutor.games.sicilian.scoring import LAST_TRICK
from tarock_tutor.solver_check import bounds_walk, brute_force, plain_search, play_position


def decided(s: Search, seen: dict[str, int] | None = None, leading: bool = False) -> int:
    """1: the side surely takes the last trick by the rule, -1: the other side, 0:
    open (worked out here by card power, apart from the objective's own); ``seen``
    counts which part of the rule decided; ``leading``: the side's seat on lead
    keeps his trump too (the bounds then leave the leader's cash out)."""
    k = s.k
    trumps = k.r.suit_mask[0]
    power = k.r.power
    fugitive = k.r.index.get(FUGITIVE)

    def powers(mask: int) -> list[int]:
        return [power[i] for i in range(len(power)) if mask >> i & 1]

    for team, sign in ((True, 1), (False, -1)):
        seats = [x for x in range(len(k.hands)) if (x in s.side_seats) == team]
        theirs = max((p for x in range(len(k.hands)) if x not in seats
                      for p in powers(k.hands[x] & trumps)), default=-1)
        for x in seats:
            h = k.hands[x]
            mine = powers(h & trumps)
            if not mine or max(mine) < theirs:
                continue
            leads = team and x == k.to_move and not leading   # (the cash leads them)
            case = None
            if not h & ~trumps:
                if min(mine) > theirs:
                    case = "trumps, each above"
                elif not leads:
                    case = "trumps, the highest above"
            elif not leads and (fugitive is None or not h >> fugitive & 1):
                rest = max((p for y in range(len(k.hands)) if y != x
                            for p in powers(k.hands[y] & trumps)), default=-1)
                top = [p for p in mine if p > rest]
                if len(top) > h.bit_count() - len(top):
                    case = "top trumps outnumber the rest"
            if case is not None:
                if seen is not None:
                    seen[case] += 1
                return sign
    return 0


def positions(count: int) -> list[Any]:
    out = []
    for seed in range(count):
        out.append(play_position("sicilian", seed=seed, tricks_left=4))
    return out


def test_last_trick_bounds_hold_and_narrow_where_decided() -> None:
    seen = {"checked": 0, "ours": 0, "theirs": 0, "open": 0, "beside trumps": 0,
            "trumps, each above": 0, "trumps, the highest above": 0,
            "top trumps outnumber the rest": 0}
    for state in positions(12):
        s = plain_search(state, as_solved=True)
        assert s.obj.slack is not None

        def note(lo: int, v: int, hi: int, s: Search = s) -> None:
            seen["checked"] += 1
            assert s.obj.slack is not None
            drop, jump = s.obj.slack(s.k)
            got = decided(s, seen)
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


def test_leader_keeps_his_trump_without_the_cash() -> None:
    """Where only the side's seat on lead keeps his trump (``slack_leading``), the
    low end is at least the one without that rule, and above it in numbers; the
    bounds walk holds the minimax value there (the cash and that drop never
    counted together)."""
    seen = {"keep": 0, "raised": 0}
    for state in positions(12):
        s = plain_search(state, as_solved=True)
        assert s.obj.slack_leading is not None

        def note(lo: int, v: int, hi: int, s: Search = s) -> None:
            if decided(s, leading=True) != 1 or decided(s) == 1:
                return
            seen["keep"] += 1
            kept = s.slack_leading
            s.slack_leading = None   # the low end without the rule
            try:
                plain = s.bounds()[0]
            finally:
                s.slack_leading = kept
            assert lo >= plain
            if lo > plain:
                seen["raised"] += 1
        bounds_walk(s, note)
    assert min(seen.values()) >= 20, seen


def test_values_equal_plain_minimax() -> None:
    for state in positions(4):
        assert {p.card: v for p, v in solve(state).values} == brute_force(state)
