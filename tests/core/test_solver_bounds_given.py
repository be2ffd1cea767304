"""The quick bounds' given cards (``solver_bounds.given``): every seat plays a card to
each trick a side surely wins, so the lowest cards of each seat go with them, where
the value rises with a card's value (``Objective.rises_with_value``).  Hand-built
positions with exact bounds, the counts' promise, and the bounds around the solver's
value on random positions of the kinds that make the promise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core import solver_bounds
from tarock_tutor.core.cards import Card, Pack
from tarock_tutor.core.counting import count_austrian, count_baden, count_plain
from tarock_tutor.core.kernel import Kernel, TrickRules, compile_rules
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.solver import CARD_POINTS, Objective, kernel_of, solve
from tarock_tutor.core.solver_search import Search
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.solver_check import DEAL_KINDS, play_position


def side_search(hands: list[str], leader: int, rises: bool = True,
                distinct: str = "") -> Search:
    """Four seats in order, seats 0 and 2 a side, ``leader`` to lead; the value is the
    plain sum of the card values of the side's pile (TAROCK54: kings and the 21 and 1
    of trumps 5, queens 4, cavaliers 3, jacks 2, every other card 1)."""
    r = compile_rules(TrickRules(TAROCK54, order=(0, 1, 2, 3)))
    k = Kernel(r, [r.mask(parse_cards(h)) for h in hands], leader=leader)
    obj = Objective(CARD_POINTS, frozenset({0, 2}),
                    lambda cards, won, extra: sum(TAROCK54.value[c] for c in cards),
                    gain=TAROCK54.value, rises_with_value=rises,
                    distinct=tuple(parse_cards(distinct)) if distinct else ())
    return Search(k, obj, None, frozenset({0, 2}), None, None)


HANDS = ["T21 T20 S7", "T19 HK S8", "HQ C9 D3", "DK DQ D4"]


def test_the_side_s_two_top_trumps_take_two_cards_of_every_seat() -> None:
    # Seat 0 holds T21 and T20 (5 + 1), the top two trumps: two tricks of the side's,
    # whatever is played (T19, seat 1's, ends the run).  Seat 1 leads, so there is no
    # cash.  Each other seat plays two cards to those tricks, at worst its lowest:
    # seat 1 T19 and S8 (1 + 1), seat 2 (the partner) C9 and D3 (1 + 1), seat 3 D4 and
    # DQ (1 + 4).  Low: 6 + 2 + 2 + 5 = 15.  High: every card, 7 + 7 + 6 + 10 = 30.
    s = side_search(HANDS, leader=1)
    assert s.bounds() == (15, 30)
    assert 15 <= s.exact() <= 30


def test_without_the_promise_only_the_trumps_count() -> None:
    # The same position with a value that does not promise to rise with a card's
    # value: the run alone, 6.
    s = side_search(HANDS, leader=1, rises=False)
    assert s.bounds() == (6, 30)


def test_a_distinct_card_may_be_the_one_given() -> None:
    # S8 distinct (a card a rule names): seat 1 may give it, so of his two cards only
    # one is counted, the lowest of the rest, T19 (1): low 15 - 1 = 14.
    s = side_search(HANDS, leader=1, distinct="S8")
    assert s.bounds() == (14, 30)


def test_the_other_side_s_top_trumps_take_the_side_s_lowest_cards() -> None:
    # Seat 1 (the other side) holds T21 and T20: two tricks of his side's.  The side
    # never gets those (6), nor two cards of each seat's, at least its lowest: seat 0
    # T19 and C7 (2), seat 2 C9 and D3 (2), seat 3 D4 and DQ (5).  High 30 - 6 - 2 - 2
    # - 5 = 15; low 0.  (Seat 1's S8, the only spade, is not sure: seat 0, with a
    # trump, holds no spade, and may trump it; see the next test.)
    s = side_search(["T19 HK C7", "T21 T20 S8", "HQ C9 D3", "DK DQ D4"], leader=0)
    assert s.bounds() == (0, 15)
    assert 0 <= s.exact() <= 15


def test_master_trumps_take_a_top_plain_card_too() -> None:
    # As above with seat 0's S7 for C7: seat 1's two top trumps outnumber seat 0's one
    # (T19), and seat 0 holds as many spades as seat 1 (one), so seat 1's S8, the top
    # spade, is sure too (solver_bounds.master_trumps): three tricks, every trick, so
    # the side takes nothing (high 0), and so it is.
    s = side_search(["T19 HK S7", "T21 T20 S8", "HQ C9 D3", "DK DQ D4"], leader=0)
    assert s.bounds() == (0, 0)
    assert s.exact() == 0


def test_the_leader_s_cash_takes_cards_of_every_seat() -> None:
    # Seat 0 leads HK and HQ (5 + 4), the top hearts; seat 1, the only other seat
    # with a trump (T2), holds two hearts and must follow twice: two tricks, with HN
    # and HJ (3 + 2), and seat 3's H1 (1) at the first.  Seat 3's second card is at
    # worst his lowest other one, S7 (1); seat 2 (the partner) gives two, D1 and D2
    # (1 + 1).  Low 9 + 5 + 1 + 1 + 2 = 18.  High: every card, 10 + 6 + 7 + 5 = 28,
    # less T2 (1, the other side's top trump), which wins a trick with a card of every
    # seat, at worst its lowest: D3 (seat 0), D1 (seat 2), H1 (seat 3), 3: 24.
    s = side_search(["HK HQ D3", "HN HJ T2", "DK D1 D2", "H1 S7 SN"], leader=0)
    assert s.bounds() == (18, 24)
    assert 18 <= s.exact() <= 24


def test_trumps_the_other_side_cannot_all_beat_win_tricks() -> None:
    # Seat 0 (the side) holds T19 and T17 below seat 1's T21, the only other trump of
    # the other side: T21 may beat one of them, so the other wins a trick (one card of
    # each seat's, at worst its lowest: T19 or T17 or S7 1, S8 1, C9 or D3 1, D4 1):
    # low 4.  T21 wins a trick of its own for the other side, with T21 (5) and a card
    # of each other seat: high 30 - 5 - 1 - 1 - 1 = 22.
    s = side_search(["T19 T17 S7", "T21 HK S8", "HQ C9 D3", "DK DQ D4"], leader=1)
    assert s.bounds() == (4, 22)
    assert 4 <= s.exact() <= 22


def test_trump_tricks_match_each_higher_trump_once() -> None:
    # Bits are trumps from low to high.  Seat 0 (the side) holds bits 5, 2 and 1,
    # seat 1 bits 4 and 3: bits 4 and 3 beat two of bits 2 and 1 at most, and bit 5
    # wins; bit 5 beats one of seat 1's, the other wins.
    hands, team = [0b10_0110, 0b01_1000], [True, False]
    assert solver_bounds.trump_tricks_of(hands, 0b11_1110, 0b11_1110, team) == (1, 1)
    # Seat 1 with bits 6, 4 and 3: each of seat 0's three may be beaten (bit 6 above
    # bit 5, bits 4 and 3 above bits 2 and 1): none sure; of seat 1's three, bit 5
    # beats one at most: two sure.
    hands = [0b10_0110, 0b101_1000]
    assert solver_bounds.trump_tricks_of(hands, 0b111_1110, 0b111_1110, team) == (0, 2)
    # Only the trumps in ``counted`` count as winners; bit 5, left out, still beats
    # one of seat 1's.
    hands = [0b10_0110, 0b01_1000]
    assert solver_bounds.trump_tricks_of(hands, 0b11_1110, 0b01_1110, team) == (0, 1)


def test_given_names_the_lowest_cards() -> None:
    # Mask bits: 0, 1 worth 1; 2, 3 worth 4.  Seat 0's bit 0 is taken; seat 1 gives
    # two of bits 1 and 2 and 3: bits 1 and 2 (bit 2 the lower of the two worth 4).
    low = (0b0011, 0b1100)
    assert solver_bounds.given([0b0001, 0b1110], 0b0001, 2, low, 0) == 0b0110
    # A seat with fewer cards left than tricks gives what it has.
    assert solver_bounds.given([0b0001, 0b0010], 0b0001, 2, low, 0) == 0b0010


RISING = [
    ("cego Baden", CEGO51, lambda cs: count_baden(cs, CEGO51)),
    ("dreierles Baden", TAROCK54, lambda cs: count_baden(cs, TAROCK54)),
    ("Austrian", TAROCK54, lambda cs: count_austrian(cs, TAROCK54)),
    ("plain", TAROCK54, lambda cs: count_plain(cs, TAROCK54)),
]


@pytest.mark.parametrize("name,pack,count", RISING, ids=[c[0] for c in RISING])
def test_the_counts_rise_with_a_card_s_value(
        name: str, pack: Pack, count: Callable[[list[Card]], int]) -> None:
    """The promise the kinds with ``rises_with_value`` make: exchanging a card of the
    pile for one of at least its value never lowers the count."""
    @settings(max_examples=200, deadline=None)
    @given(st.lists(st.sampled_from(pack.cards), unique=True, min_size=2, max_size=31),
           st.integers(0, 29))
    def check(cards: list[Card], at: int) -> None:
        *pile, new = cards
        at %= len(pile)
        old = pile[at]
        if pack.value[new] < pack.value[old]:
            old, new = new, old
            pile[at] = old
        swapped = [*pile[:at], new, *pile[at + 1:]]
        assert count(swapped) >= count(pile), (pile, old, new)
    check()


RISING_KINDS = [c for c in DEAL_KINDS if "pass" not in c[1] and "=pfeife" not in c[1]
                and not c[0].startswith("sicilian")]


def _gives(s: Search) -> bool:
    """Whether the given cards add to either bound in this position."""
    k = s.k
    in_play = 0
    for h in k.hands:
        in_play |= h
    c = s.sure_cards
    low = c.low
    c.low = ()
    try:
        plain = c.of(k, in_play)
    finally:
        c.low = low
    return c.of(k, in_play)[:2] != plain[:2]


@pytest.mark.parametrize("case", RISING_KINDS, ids=lambda c: "-".join([c[0], *c[1]]))
def test_bounds_with_given_cards_hold_the_solver_s_value(
        case: tuple[str, tuple[str, ...], dict[str, Any]]) -> None:
    """At a trick's start with 3-5 tricks left, 12 positions per kind: low <= the
    exact value (``solve``) <= high, and the given cards count in some of them."""
    variant, prefer, options = case
    giving = checked = 0
    for seed in range(12):
        state = play_position(variant, seed=seed, tricks_left=3 + seed % 3, prefer=prefer,
                              **options)
        k, ep = kernel_of(state)
        if ep.objective.gain is None:
            continue
        s = Search(k, ep.objective, ep.history_key, ep.objective.side or frozenset(), None,
                   None, context_free=ep.context is None)
        assert ep.objective.rises_with_value
        lo, hi = s.bounds()
        value = solve(state).value
        assert lo <= value <= hi, (seed, lo, value, hi)
        checked += 1
        giving += _gives(s)
    assert checked >= 8 and giving >= 1, (checked, giving)


@pytest.mark.parametrize("variant", ["zwanzigerrufen", "neunzehnerrufen-3p-dummy", "cego4",
                                     "dreierles3"])
def test_sure_cards_kept_by_trumps_and_hands_match_fresh_ones(variant: str) -> None:
    """``SureCards.of`` keeps its trump part by the trumps each seat holds and each
    seat's given cards by its cards and tricks: at every trick's start down random
    lines, a search's own (after many positions) answers as a fresh one's (nothing
    kept) does."""
    import random

    count = 0
    for seed in range(4):
        k, ep = kernel_of(play_position(variant, seed=seed, tricks_left=6))
        side = frozenset({k.acting(k.to_move)}) if ep.objective.side is None \
            else ep.objective.side
        s = Search(k, ep.objective, ep.history_key, side, None, None)
        rng = random.Random(seed)
        for _ in range(30):
            played = 0
            while k.hands[k.to_move]:
                in_play = 0
                for h in k.hands:
                    in_play |= h
                for rises in (True, False):
                    fresh = solver_bounds.SureCards(
                        k, s.distinct, bool(ep.objective.distinct), s.pile_side, s.maxer,
                        False, s.sure_cards.low)
                    assert s.sure_cards.of(k, in_play, rises) == fresh.of(k, in_play, rises)
                    count += 1
                for _ in range(k.size):
                    k.play(rng.choice(s.moves()))
                    played += 1
            for _ in range(played):
                k.undo()
    assert count > 200
