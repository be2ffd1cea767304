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
from tarock_tutor.core.solver import CARD_POINTS, Objective, kernel_of, solve
from tarock_tutor.core.solver_bounds import cashed
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.sicilian import count_sicilian
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.solver_check import DEAL_KINDS, brute_force, play_position


def plain_search(hands: list[str], pile: str = "", leader: int = 0) -> Search:
    """Four seats in order, seats 0 and 2 a side, ``leader`` to lead; the value is the
    plain sum of card values of the side's pile (gain: each card's value)."""
    r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2, 3)))
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=leader)
    k.piles[2] = r.mask(parse_cards(pile)) if pile else 0
    obj = Objective(CARD_POINTS, frozenset({0, 2}),
                    lambda cards, won, extra: sum(TAROCK54.value[c] for c in cards),
                    gain=TAROCK54.value)
    return Search(k, obj, None, frozenset({0, 2}), None, None)


def test_the_side_s_top_trump_is_sure() -> None:
    # T21 (5) is the highest trump in play and seat 0 (the side) holds it: sure.
    # Next down, T20 is the other team's: the run of sure cards stops there.
    # High: every card's value: 5+1+1 + 1+5+1 + 5+1+1 + 4+1+1 = 27.  Seat 1 (the
    # other team) leads: he has nothing to cash (HK is the top heart, but seat 0
    # holds trumps and no heart; S10, the top spade, is seat 2's), so only the run
    # counts.
    s = plain_search(["T21 T19 S7", "T20 HK S8", "T1 S10 D4", "HQ C9 D3"], leader=1)
    assert s.bounds() == (5, 27)
    assert 5 <= s.exact() <= 27


def test_the_leader_cashes_his_top_trump_and_the_others_follow() -> None:
    # The same hands, seat 0 (the side) to lead: he leads T21 and seat 1 must follow
    # with his only trump T20 (1), seat 2 with T1 (5): low is 5 + 1 + 5 = 11.
    s = plain_search(["T21 T19 S7", "T20 HK S8", "T1 S10 D4", "HQ C9 D3"])
    assert s.bounds() == (11, 27)
    assert 11 <= s.exact() <= 27


def test_no_cash_with_two_tricks_left() -> None:
    # With two tricks left the leader's cash is not worked out (it cost more time
    # than it saved): the first hands without their last card, seat 0 to lead: the
    # run alone, T21 (5); high 5+1 + 1+5 + 5+1 + 4+1 = 23.
    s = plain_search(["T21 T19", "T20 HK", "T1 S10", "HQ C9"])
    assert s.bounds() == (5, 23)


def test_the_leader_cashes_the_top_cards_of_a_plain_suit() -> None:
    # Seat 0 leads and holds HK, HQ (5 + 4), the top hearts.  Seat 1, the only other
    # seat with a trump, holds two hearts: he must follow twice, so both tricks are
    # seat 0's, with all of seat 1's hearts (HN 3, HJ 2) and seat 3's one heart (H1,
    # 1: he follows once, then may throw anything): low 5+4+3+2+1 = 15.  Seat 2's
    # diamonds may go anywhere.  High: every card, 5+4+1 + 3+2+1 + 5+4+1 + 1+1+3 = 31,
    # less T2 (1), the only trump, the other team's: 30.
    s = plain_search(["HK HQ D1", "HN HJ T2", "DK DQ D2", "H1 S10 SN"])
    assert s.bounds() == (15, 30)
    assert 15 <= s.exact() <= 30


def test_no_cash_when_a_seat_can_trump_the_second_lead() -> None:
    # As above, but seat 1 holds one heart and two trumps: after the first heart he
    # may trump, so only one trick is sure: HK, HN (seat 1's one heart) and H1.
    # Low 5+3+1 = 9.
    s = plain_search(["HK HQ D1", "HN T3 T2", "DK DQ D2", "H1 S10 SN"])
    assert s.bounds()[0] == 9
    assert s.exact() >= 9


def test_the_other_team_s_cash_is_not_counted() -> None:
    # Seat 1 (the other team) leads and could cash the top spades SK, SQ with seat 0's
    # two spades and seat 3's one: the bounds leave the other side's cash out (it cut
    # no nodes), so high is every card but T2 (1), the only trump, seat 0's own: no,
    # T2 is the side's, so high is every card, 3+2+1 + 5+4+1 + 5+4+1 + 1+1+3 = 31.
    hands = ["SN SJ T2", "SK SQ D1", "DK DQ D2", "S10 H1 HN"]
    s = plain_search(hands, leader=1)
    every = sum(TAROCK54.value[c] for h in hands for c in parse_cards(h))
    assert every == 31
    assert s.bounds()[1] == 31
    assert s.exact() <= every - 15   # the cash is still the other side's in play


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


CASH_KINDS = [c for c in KINDS_WITH_BOUNDS if "farberl" not in c[1]]
"""The kinds whose leads and follows are the shared rule's (the leader's cash applies;
in Sicilian, with its exempt card, where the context never changes the play;
Farberl's trumps do not win)."""


def search_of(state: Any) -> tuple[Kernel, Search]:
    """The kernel and the search :func:`solve` makes for a state."""
    k, ep = kernel_of(state)
    return k, Search(k, ep.objective, ep.history_key, ep.objective.side or frozenset(), None,
                     None, context_free=ep.context is None)


def _forced(k: Kernel, leader: int, team: list[bool], cards: int, tricks: int,
            stop: int) -> bool:
    """Whether the ``leader``, choosing only his own cards (every other seat's play
    taken as the worst), can make the next ``tricks`` tricks all his team's, with every
    card of ``cards`` in its piles by then (a plain game tree, no kernel shortcuts)."""
    if len(k.history) == stop:
        taken = 0
        for s, ours in enumerate(team):
            if ours:
                taken |= k.piles[s]
        won = sum(1 for t in k.history[stop - tricks:] if team[t.winner])
        return won == tricks and taken & cards == cards
    legal = k.legal()
    results = []
    while legal:
        low = legal & -legal
        legal ^= low
        k.play(low.bit_length() - 1)
        try:
            results.append(_forced(k, leader, team, cards, tricks, stop))
        finally:
            k.undo()
        if results[-1] == (k.to_move == leader):   # a choice that settles it
            break
    return any(results) if k.to_move == leader else all(results)


@pytest.mark.parametrize("case", CASH_KINDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_the_leader_s_cash_is_forced(case: tuple[str, tuple[str, ...], dict[str, Any]]) -> None:
    """``solver_bounds.cashed`` against the game tree: at a trick's start with 2-4
    tricks left, the cards and tricks it names are the leader's team's however the
    others play, once the leader chooses his cards."""
    variant, prefer, options = case
    named = 0
    for seed in range(30):
        state = play_position(variant, seed=seed, tricks_left=2 + seed % 3, prefer=prefer,
                              **options)
        k, s = search_of(state)
        leader = k.to_move
        c = s.sure_cards
        if not c.shared:   # (either side's leader: the claim is the same)
            continue
        got, n = cashed(k.hands, k.order, leader, c.plain, c.trumps, c.stop, k.r.exempt)
        if not n:
            continue
        team = [s.pile_side[t] == s.pile_side[leader] for t in range(len(k.hands))]
        assert _forced(k, leader, team, got, n, len(k.history) + n), (seed, got, n)
        named += 1
    assert named >= 5, named


@pytest.mark.parametrize("case", KINDS_WITH_BOUNDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_bounds_hold_the_solver_s_value(case: tuple[str, tuple[str, ...], dict[str, Any]]
                                        ) -> None:
    """20 positions per kind (about 300 in all), 2-4 tricks left, at a trick's start:
    low <= the exact value (``solve``) <= high, the leader's cash included (3 or 4
    tricks left)."""
    variant, prefer, options = case
    cashing = checked = 0
    for seed in range(20):
        state = play_position(variant, seed=seed, tricks_left=2 + seed % 3, prefer=prefer,
                              **options)
        k, s = search_of(state)
        if s.obj.gain is None:   # an all-pass deal: its own bounds
            continue
        lo, hi = s.bounds()
        value = solve(state).value
        checked += 1
        assert lo <= value <= hi, (seed, lo, value, hi)
        leader = k.to_move
        c = s.sure_cards
        if c.cash_at[leader] and k.tricks_left > 2 and cashed(
                k.hands, k.order, leader, c.plain, c.trumps, c.stop, k.r.exempt)[1]:
            cashing += 1
    assert checked >= 12 and cashing >= (1 if case in CASH_KINDS else 0), (checked, cashing)


def test_no_cash_where_the_context_may_change_the_play() -> None:
    """Sicilian, seed 17 (the dealer is the called partner: he must lead the called
    suit at his first lead, the game's context): no seat's lead is cashed, while in
    the seeds where the context never changes the play (``ExactPlay.context`` None)
    the cash applies at the side's leads."""
    assert kernel_of(play_position("sicilian", seed=17, tricks_left=4))[1].context is not None
    s = search_of(play_position("sicilian", seed=17, tricks_left=4))[1]
    assert not any(s.sure_cards.cash_at)
    s = search_of(play_position("sicilian", seed=16, tricks_left=4))[1]
    assert s.sure_cards.cash_at == [s.maxer[t] and s.pile_side[t] for t in range(4)]
    assert any(s.sure_cards.cash_at)


def test_the_killer_move_in_three_handed_play_is_the_pair_s_only() -> None:
    """The killer move at leads (``Search.killer_at``): in three-handed play only at
    the leads of the pair playing against the lone player (at his own it cost more
    nodes than it saved); with four seats at every lead."""
    k, s = search_of(play_position("dreierles3", seed=0, tricks_left=4))
    lone = [t for t in k.order if s.maxer[t]]
    assert len(k.order) == 3 and len(lone) == 1
    assert [s.killer_at[t] for t in k.order] == [t not in lone for t in k.order]
    k, s = search_of(play_position("zwanzigerrufen", seed=0, tricks_left=4))
    assert all(s.killer_at[t] for t in k.order)
