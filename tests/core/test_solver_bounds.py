"""The solver's quick bounds (``Search.bounds``): the sure top trumps on hand-built
positions, the bounds around the exact value on random positions, and the ``gain``
contract of each game's count (one more card never lowers the count and raises it by
at most its gain)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.counting import count_austrian, count_baden, count_plain
from tarock_tutor.core.kernel import Kernel, TrickRules, compile_rules
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import CARD_POINTS, Objective, kernel_of
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.sicilian import count_sicilian
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.solver_check import DEAL_KINDS, brute_force, play_position


def plain_search(hands: list[str], pile: str = "") -> Search:
    """Four seats in order, seats 0 and 2 a side, seat 0 to lead; the value is the
    plain sum of card values of the side's pile (gain: each card's value)."""
    r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2, 3)))
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=0)
    k.piles[2] = r.mask(parse_cards(pile)) if pile else 0
    obj = Objective(CARD_POINTS, frozenset({0, 2}),
                    lambda cards, won, extra: sum(TAROCK54.value[c] for c in cards),
                    gain=TAROCK54.value)
    return Search(k, obj, None, frozenset({0, 2}), None, None)


def test_the_side_s_top_trump_is_sure() -> None:
    # T21 (5) is the highest trump in play and seat 0 (the side) holds it: sure.
    # Next down, T20 is the other team's: the run of sure cards stops there.
    # High: every card's value: 5+1 + 1+5 + 5+1 + 4+1 = 23.
    s = plain_search(["T21 T19", "T20 HK", "T1 S10", "HQ C9"])
    assert s.bounds() == (5, 23)
    assert 5 <= s.exact() <= 23


def test_the_other_team_s_top_trumps_are_lost() -> None:
    # T21 and T20 both with seat 1 (the other team), then T19 with seat 0: the side
    # never gets T21 (5) or T20 (1), so high is 23 - 6 = 17, plus the D1 (1) already
    # in seat 2's pile; low is that pile.
    s = plain_search(["T19 HK", "T21 T20", "T1 S10", "HQ C9"], pile="D1")
    assert s.bounds() == (1, 18)
    assert 1 <= s.exact() <= 18


KINDS_WITH_BOUNDS = [c for c in DEAL_KINDS if "pass" not in c[1] and "=pfeife" not in c[1]]
"""Räuber's bounds are the objective's own (``test_solver_raeuber.py``); Cego's Pfeife
contract (a sheet that reads a broken Pfeife) has none."""


@pytest.mark.parametrize("case", KINDS_WITH_BOUNDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_bounds_hold_the_exact_value(case: tuple[str, tuple[str, ...], dict[str, Any]]) -> None:
    """At a trick's start, 1-3 tricks left: low <= minimax value <= high."""
    variant, prefer, options = case
    checked = 0
    for seed in range(12):
        state = play_position(variant, seed=seed, tricks_left=1 + seed % 3, prefer=prefer,
                              **options)
        k, ep = kernel_of(state)
        if ep.objective.gain is None:
            continue
        s = Search(k, ep.objective, ep.history_key, ep.objective.side or frozenset(), None,
                   None)
        lo, hi = s.bounds()
        values = brute_force(state).values()
        value = max(values) if s.maxer[k.to_move] else min(values)
        assert lo <= value <= hi, (seed, lo, value, hi)
        checked += 1
    assert checked >= 6


COUNTS = [
    ("cego Baden", CEGO51, lambda cs: count_baden(cs, CEGO51), CEGO51.value),
    ("dreierles Baden", TAROCK54, lambda cs: count_baden(cs, TAROCK54), TAROCK54.value),
    ("Austrian", TAROCK54, lambda cs: count_austrian(cs, TAROCK54), TAROCK54.value),
    ("plain", TAROCK54, lambda cs: count_plain(cs, TAROCK54), TAROCK54.value),
    ("Sicilian", SICILIAN63, lambda cs: count_sicilian(cs, SICILIAN63),
     {c: max(v, 1) for c, v in SICILIAN63.value.items()}),
]


@pytest.mark.parametrize("name,pack,count,gain", COUNTS, ids=[c[0] for c in COUNTS])
def test_one_more_card_raises_the_count_by_at_most_its_gain(
        name: str, pack: Pack, count: Callable[[list[Card]], int], gain: dict[Card, int]) -> None:
    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.sampled_from(pack.cards), unique=True, min_size=1, max_size=30))
    def check(cards: list[Card]) -> None:
        *pile, card = cards
        rise = count([*pile, card]) - count(pile)
        assert 0 <= rise <= gain[card], (pile, card, rise)
    check()
