"""The exact last two tricks on masks (:mod:`tarock_tutor.core.solver_end`): hand-built
positions with values counted by hand, and on random positions of every deal kind
that takes the fast path the same values as the general search (the routine switched
off, :data:`~tarock_tutor.core.solver_end.ENDING`), fail-soft inside any window."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core import solver_end
from tarock_tutor.core.kernel import Finished, Kernel, TrickRules, compile_rules
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import CARD_POINTS, Objective, kernel_of, sheet_and_points, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.solver_check import DEAL_KINDS, play_position

from .test_solver_fast import EXEMPT_FORM, GENERAL_ONLY, KIND_IDS

FAST = [(c, i) for c, i in zip(DEAL_KINDS, KIND_IDS, strict=True)
        if i not in GENERAL_ONLY | EXEMPT_FORM]


def plain_search(hands: list[str], leader: int = 0) -> Search:
    """Four seats in order, seats 0 and 2 a side; the value is the plain sum of the
    card values of the side's pile (no ``extra``)."""
    r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2, 3)))
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=leader)
    obj = Objective(CARD_POINTS, frozenset({0, 2}),
                    lambda cards, won, extra: sum(TAROCK54.value[c] for c in cards),
                    gain=TAROCK54.value)
    return Search(k, obj, None, frozenset({0, 2}), None, None)


def _two(s: Search) -> solver_end.TwoTricks:
    assert s.two is not None
    return s.two


def test_the_side_takes_both_tricks_leading_its_top_trump() -> None:
    # Card values: T21 5, T20 1, T19 1, SK 5, HK 5, HQ 4, D4 1, S8 1 (23 in all).
    # Seat 0 leads T21: seat 1 must give T20, and T19 then takes the last trick too:
    # the side (0 and 2) takes all 23.  T19 first: T20 takes it; seat 2 throws D4 and
    # seat 3 (the other side) his HK onto it; in the last trick SK is led, S8 follows,
    # T21 trumps: 5 + 5 + HQ 4 + S8 1 = 15.
    s = plain_search(["T21 T19", "T20 SK", "HQ D4", "HK S8"])
    r = s.k.r
    assert _two(s).search(-10 ** 9, 10 ** 9) == (23, r.index[parse_cards("T21")[0]])
    # fail-soft: a window below the value fails high with a bound at least its top
    got, _ = _two(s).search(10, 20)
    assert 20 <= got <= 23
    assert s.k.hands == [r.mask(parse_cards(h)) for h in ["T21 T19", "T20 SK", "HQ D4",
                                                          "HK S8"]]
    assert not s.k.history and s.k.piles == [0, 0, 0, 0]


def test_the_other_side_to_lead_minimises() -> None:
    # Seat 1 (the other side) leads from T20 SK.  SK first: seat 2 (no spade, no
    # trump) throws D4, seat 3 follows with S8, seat 0 trumps with T19 (his T21 kept:
    # either wins; T19 keeps the higher for the last trick): the side takes SK 5 + D4 1
    # + S8 1 + T19 1, then T21 takes T20 and the last cards (HQ 4, HK 5): 5 + 1 + 4 + 5
    # = 23 in all.  T20 first: seat 2 and 3 discard, seat 0 takes it with T21 (or
    # T19), and wins the last trick with his other trump: 23 again.  Either lead: 23.
    s = plain_search(["T21 T19", "T20 SK", "HQ D4", "HK S8"], leader=1)
    assert _two(s).search(-10 ** 9, 10 ** 9)[0] == 23


def sheet_position(hands: list[str], pile: str, won: list[int]) -> Search:
    """The Solo declarer (seat 0) of a seeded Zwanzigerrufen deal to lead with
    ``hands``, his ``pile``, the tricks ``won`` by each seat; the tricks played before
    are made of the cards no hand holds (so each card has one holder), each won by its
    seat as ``won`` says."""
    state = play_position("zwanzigerrufen", seed=0, tricks_left=2)
    assert state.contract == "solo" and state.declarer == 0
    k0, ep = kernel_of(state)
    r = k0.r
    masks = [r.mask(parse_cards(h)) for h in hands]
    held = masks[0] | masks[1] | masks[2] | masks[3]
    free = [i for i in range(len(r.cards)) if not held >> i & 1]
    history = []
    for t, w in enumerate(s for s, n in enumerate(won) for _ in range(n)):
        cards = free[4 * t:4 * t + 4]
        mask = sum(1 << i for i in cards)
        history.append(Finished(0, [0, 1, 2, 3], cards, r.suit[cards[0]], w, ((w, mask),)))
    k = Kernel(r, masks, leader=0,
               piles=[r.mask(parse_cards(pile)) if s == 0 else 0 for s in range(4)],
               won=won, history=history)
    obj = ep.objective
    assert obj.side is not None and obj.extra_at_end is not None
    return Search(k, obj, ep.history_key, obj.side, None, None)


def test_the_silent_pagat_is_read_at_the_end() -> None:
    # tests/core/test_solver_sheet.py's Pagat position: the HK first keeps the I for
    # the last trick (Pagat Ultimo, +3 on the Solo declarer's sheet); the I first
    # wins the first trick and no Pagat.  Card points 60 either way (counted there).
    s = sheet_position(["T1 HK", "HQ S10", "HN C10", "HJ D1"],
                       "Sk T21 SK CK DK SQ CQ DQ T20 T19 T18 T17", [4, 2, 1, 1])
    v, lead = _two(s).search(-10 ** 9, 10 ** 9)
    assert lead == s.k.r.index[parse_cards("HK")[0]]
    assert sheet_and_points(v, 100)[1] == 60
    assert v == s.exact()   # the general search, from the same position
    # the I led first: 3 less on the sheet, same points
    s.k.play(s.k.r.index[parse_cards("T1")[0]])
    assert s.exact() == v - 3 * 100


def test_a_silent_valat_is_read_at_the_end() -> None:
    # tests/core/test_solver_sheet.py's Valat position: XXI first takes both tricks
    # (all ten: Valat, 3 × 6 more on the sheet), 75 + 13 card points.
    state = play_position("zwanzigerrufen", seed=0, tricks_left=2)
    hands = ["T21 HK", "T20 S10", "H1 C10", "HJ D1"]
    held = set(parse_cards(" ".join(hands)))
    pile = " ".join(c.code for c in state.variant.pack.cards if c not in held)
    s = sheet_position(hands, pile, [8, 0, 0, 0])
    v, lead = _two(s).search(-10 ** 9, 10 ** 9)
    assert lead == s.k.r.index[parse_cards("T21")[0]]
    assert sheet_and_points(v, 100)[1] == 75 + 13
    s.k.play(s.k.r.index[parse_cards("HK")[0]])
    lost = s.exact()
    assert sheet_and_points(lost, 100)[1] == 75 + 5
    assert sheet_and_points(v, 100)[0] - sheet_and_points(lost, 100)[0] == 3 * 6


def _at_two(state: Any) -> Kernel:
    k, _ = kernel_of(state)
    while k.trick_cards or k.tricks_left > 2:   # to the trick's start with two left,
        # each seat playing its lowest legal card
        legal = k.legal()
        k.play((legal & -legal).bit_length() - 1)
    return k


@pytest.mark.parametrize(("case", "kind"), FAST, ids=[i for _, i in FAST])
def test_two_tricks_equal_the_general_search(case: Any, kind: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    variant, prefer, options = case
    checked = 0
    for seed in range(12):
        mid = seed % 3 == 0
        state = play_position(variant, seed=200 + seed, tricks_left=3 if mid else 2,
                              mid_trick=mid, prefer=prefer, **options)
        k = _at_two(state)
        _, ep = kernel_of(state)
        obj = ep.objective
        if obj.side is None:   # each for himself: not this routine's
            continue
        assert k.tricks_left == 2
        checked += 1
        monkeypatch.setattr(solver_end, "ENDING", False)
        general = Search(k, obj, ep.history_key, obj.side, None, None)
        assert general.two is None
        want = general.exact()
        monkeypatch.setattr(solver_end, "ENDING", True)
        s = Search(k, obj, ep.history_key, obj.side, None, None)
        assert s.two is not None
        before = (list(k.hands), list(k.piles), list(k.won), len(k.history), k.to_move)
        assert s.two.search(-10 ** 9, 10 ** 9)[0] == want
        for lo, hi in ((want - 3, want + 3), (want, want + 1), (want - 1, want),
                       (want + 2, want + 40), (want - 40, want - 2)):
            got, _ = s.two.search(lo, hi)
            if got <= lo:
                assert want <= got
            elif got >= hi:
                assert want >= got
            else:
                assert got == want
        assert (list(k.hands), list(k.piles), list(k.won), len(k.history), k.to_move) == before
    assert checked or kind.startswith("cego4-pass") or "achertal" in kind, kind


@pytest.mark.parametrize(("case", "kind"), FAST, ids=[i for _, i in FAST])
def test_solve_gives_the_same_values_and_lines(case: Any, kind: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    variant, prefer, options = case
    for seed in range(3):
        state = play_position(variant, seed=300 + seed, tricks_left=(3, 4, 5)[seed],
                              mid_trick=seed == 1, prefer=prefer, **options)
        monkeypatch.setattr(solver_end, "ENDING", False)
        general = solve(state)
        monkeypatch.setattr(solver_end, "ENDING", True)
        got = solve(state)
        assert got.values == general.values
        assert got.line == general.line
        assert got.best == general.best


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen",
                                     "neunzehnerrufen-3p-dummy"])
def test_extra_at_end_is_extra_of_the_finished_play(variant: str) -> None:
    # played to the end (each seat its highest, then its lowest legal card, in turns),
    # the objective's extra_at_end from the tallies and the last trick equals its
    # extra asked of the finished play on the kernel
    seen = set()
    for seed in range(16):
        state = play_position(variant, seed=seed, tricks_left=3)
        k, ep = kernel_of(state)
        obj = ep.objective
        assert obj.extra is not None and obj.extra_at_end is not None and obj.side
        turn = 0
        while k.trick_cards or k.hands[k.to_move]:
            legal = k.legal()
            k.play(legal.bit_length() - 1 if turn % 3 else (legal & -legal).bit_length() - 1)
            turn += 1
        last = k.history[-1]
        top = last.cards[last.seats.index(last.winner)]
        won = sum(k.won[s] for s in obj.side)
        want = obj.extra(k)
        assert obj.extra_at_end(k, won, len(k.history), last.winner, top) == want
        seen.add(want)
    if variant == "zwanzigerrufen":
        assert len(seen) >= 2   # more than one outcome met
