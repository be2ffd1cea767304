"""Exact odds (issue 18, item 6): the counting engine checked against a full
enumeration of every deal of a tiny pack, with and without voids, and its bad
input refused by name.  The checks against the seeded dealer of every game are
in ``tests/test_odds_games.py``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import Card, Pack, Suit
from tarock_tutor.core.errors import InvalidNotation, TarockError, error_ja
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.odds import TALON, OddsError, PileKey, Situation, pattern_table, ways
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40

# A tiny pack: three trumps, three spades, two hearts from the Zwanzigerrufen pack.
TINY_CARDS = tuple(parse_cards("Sk T21 T1 SK SQ S10 HK H1", ZWANZIGER40))
TINY = Pack("tiny", "tiny test pack", TINY_CARDS,
            {c: ZWANZIGER40.strength[c] for c in TINY_CARDS},
            {c: ZWANZIGER40.value[c] for c in TINY_CARDS},
            {c: ZWANZIGER40.names[c] for c in TINY_CARDS})
SUITS = (Suit.TRUMP, Suit.SPADES, Suit.HEARTS)


def deals(cards: Sequence[Card], sizes: Sequence[int]) -> Iterator[tuple[frozenset[Card], ...]]:
    """Every way to deal ``cards`` into piles of ``sizes`` (each pile a set)."""
    if not sizes:
        if not cards:
            yield ()
        return
    for chosen in combinations(cards, sizes[0]):
        rest = [c for c in cards if c not in chosen]
        for tail in deals(rest, sizes[1:]):
            yield (frozenset(chosen), *tail)


def consistent(s: Situation) -> list[tuple[frozenset[Card], ...]]:
    """The deals of the unseen cards that honour every void, by brute force."""
    return [d for d in deals(s.unseen, s.sizes)
            if all(c.suit not in void for pile, void in zip(d, s.voids, strict=True)
                   for c in pile)]


@st.composite
def situations(draw: st.DrawFn) -> Situation:
    """A random small situation: some cards mine or seen, 2–3 hidden piles, random voids
    (only those that leave at least one deal)."""
    cards = list(TINY_CARDS)
    known = draw(st.lists(st.sampled_from(cards), unique=True, max_size=3))
    mine = known[: draw(st.integers(0, len(known)))]
    seen = [c for c in known if c not in mine]
    n = len(cards) - len(known)
    k = draw(st.integers(2, 3))
    cuts = sorted(draw(st.lists(st.integers(0, n), min_size=k - 1, max_size=k - 1)))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, n], strict=True)]
    every_name: list[PileKey] = [1, 2, TALON]
    names = every_name[:k]
    voids = {p: draw(st.sets(st.sampled_from(SUITS), max_size=2)) for p in names[:-1]}
    try:
        return Situation.build(TINY, dict(zip(names, sizes, strict=True)), mine=mine,
                               seen=seen, voids=voids)
    except OddsError:
        from hypothesis import assume

        assume(False)
        raise


@settings(max_examples=120)
@given(situations())
def test_counts_equal_full_enumeration(s: Situation) -> None:
    """The number of deals and every query equal a count over all deals of the tiny pack."""
    every = consistent(s)
    assert s.total() == len(every)
    total = len(every)
    for c in s.unseen:
        got = s.where(c)
        want = {p: Fraction(sum(c in d[i] for d in every), total)
                for i, p in enumerate(s.piles)}
        assert got == want
    targets = [c for c in s.unseen if c.suit is not Suit.HEARTS][:2]
    for i, p in enumerate(s.piles):
        assert s.chance_any(targets, p) == Fraction(
            sum(any(c in d[i] for c in targets) for d in every), total)
        assert s.chance_all(targets, p) == Fraction(
            sum(all(c in d[i] for c in targets) for d in every), total)
    for suit in SUITS:
        want_split = Counter(tuple(sum(c.suit is suit for c in pile) for pile in d)
                             for d in every)
        assert s.split(suit) == {k: Fraction(v, total) for k, v in want_split.items()}
    groups = [[c for c in TINY_CARDS if c.is_trump], [c for c in TINY_CARDS if c.rank == 14]]
    unseen = set(s.unseen)
    want_hold = Counter(tuple(sum(c in d[0] for c in g if c in unseen) for g in groups)
                        for d in every)
    assert s.holding(s.piles[0], groups) == {k: Fraction(v, total)
                                              for k, v in want_hold.items()}


def test_ways_small_cases_by_hand() -> None:
    """C(4,2) = 6; two cards forced into pile 0 leave one way; three cards where two fit: 0."""
    assert ways([(4, 0b11)], (2, 2)) == 6
    assert ways([(2, 0b01), (2, 0b11)], (2, 2)) == 1
    assert ways([(1, 0b10), (3, 0b11)], (2, 2)) == 3   # the lone card in pile 1, C(3,2)
    assert ways([(3, 0b01)], (2, 1)) == 0


def test_hypergeometric_without_voids() -> None:
    """With no void, 'any of k cards in a hand of n from N unseen' is 1 − C(N−k,n)/C(N,n)."""
    mine = parse_cards("T20 T19 T18 T17 T16 T15 T14 T13 T12 T11", ZWANZIGER40)
    s = Situation.build(ZWANZIGER40, {1: 10, 2: 10, 3: 10}, mine=mine)
    from math import comb

    for k in (1, 2, 3):
        cards = parse_cards("Sk T21 T1", ZWANZIGER40)[:k]
        assert s.chance_any(cards, 2) == 1 - Fraction(comb(30 - k, 10), comb(30, 10))
        assert s.chance_all(cards, 2) == Fraction(comb(30 - k, 10 - k), comb(30, 10))


def test_void_moves_the_card_to_the_others() -> None:
    """A seat that showed no trumps holds none: XX lies with one of the two others, 1/2 each
    (spec neunzehner-zwanziger-sicilian.md §2.5: the called XX is in another hand)."""
    mine = parse_cards("Sk T21 T19 T18 SK SQ HK HQ DK DQ", ZWANZIGER40)
    s = Situation.build(ZWANZIGER40, {1: 10, 2: 10, 3: 10}, mine=mine,
                        voids={1: [Suit.TRUMP]})
    xx = parse_cards("T20", ZWANZIGER40)[0]
    assert s.where(xx) == {1: Fraction(0), 2: Fraction(1, 2), 3: Fraction(1, 2)}


def test_pattern_table_groups_mirror_splits() -> None:
    split: dict[tuple[int, ...], Fraction] = {
        (2, 1): Fraction(3, 8), (1, 2): Fraction(3, 8), (3, 0): Fraction(1, 8),
        (0, 3): Fraction(1, 8)}
    assert pattern_table(split) == [("2-1", Fraction(3, 4)), ("3-0", Fraction(1, 4))]


# --- bad input ------------------------------------------------------------------

def test_card_not_in_the_pack_is_named() -> None:
    """A Sicilian five of spades is no card of the Zwanzigerrufen pack."""
    with pytest.raises(InvalidNotation, match="S5"):
        Situation.build(ZWANZIGER40, {1: 30}, mine="S5 SK T20 T19 T18 T17 T16 T15 T14 T13")


def test_card_outside_a_small_pack_is_named() -> None:
    extra = parse_cards("T20", ZWANZIGER40)[0]
    with pytest.raises(OddsError, match="T20") as err:
        Situation.build(TINY, {1: 7}, seen=[extra])
    assert "パックにない" in error_ja(err.value)


def test_card_both_in_hand_and_seen_played_is_named() -> None:
    with pytest.raises(OddsError, match="'SK' is listed twice") as err:
        Situation.build(TINY, {1: 5}, mine="SK SQ", seen="SK")
    assert error_ja(err.value).startswith("スペードのキングが2回")


def test_impossible_void_is_refused() -> None:
    """Three hidden cards, all trumps, cannot lie in a pile that has no trumps."""
    with pytest.raises(OddsError, match="no possible deal") as err:
        Situation.build(TINY, {1: 3, 2: 0}, mine="SK SQ S10 HK H1", voids={1: [Suit.TRUMP]})
    assert "席2に切札なし" in error_ja(err.value)


def test_void_of_a_pile_that_is_not_hidden() -> None:
    with pytest.raises(OddsError, match="no hidden pile"):
        Situation.build(TINY, {1: 8}, voids={3: [Suit.TRUMP]})


def test_sizes_that_do_not_add_up() -> None:
    with pytest.raises(OddsError, match="7 cards are unseen but the hidden piles hold 8"):
        Situation.build(TINY, {1: 4, TALON: 4}, mine="SK")


def test_question_about_a_card_already_seen() -> None:
    s = Situation.build(TINY, {1: 4, TALON: 3}, mine="SK")
    with pytest.raises(OddsError, match="'SK' is not unseen"):
        s.where(parse_cards("SK", TINY)[0])
    with pytest.raises(OddsError, match="not a hidden pile"):
        s.chance_any("Sk", 2)


def test_errors_are_tarock_errors() -> None:
    assert issubclass(OddsError, TarockError)


def test_suit_given_by_mistake_is_refused() -> None:
    """A split or a void needs a suit; a number that is none, or text, is named."""
    s = Situation.build(TINY, {1: 4, TALON: 4})
    with pytest.raises(OddsError, match="9 is not a suit"):
        s.split(9)   # type: ignore[arg-type]
    with pytest.raises(OddsError, match="'hearts' is not a suit") as err:
        Situation.build(TINY, {1: 4, TALON: 4}, voids={1: "hearts"})  # type: ignore[dict-item]
    assert "スートの指定" in error_ja(err.value)
    one = Situation.build(TINY, {1: 4, TALON: 4}, voids={1: Suit.HEARTS})  # type: ignore[dict-item]
    assert one.voids[0] == {Suit.HEARTS}
    assert s.where("Sk") == s.where(parse_cards("Sk", TINY)[0])


@settings(max_examples=25)
@given(st.integers(0, 2**32), st.sets(st.sampled_from([Suit.TRUMP, Suit.HEARTS, Suit.CLUBS]),
                                      max_size=2), st.sets(st.sampled_from(SUITS), max_size=1))
def test_chances_add_up_to_one_on_a_real_pack(seed: int, void1: set[Suit],
                                               void2: set[Suit]) -> None:
    """Zwanzigerrufen from one seat, with random voids for two others: every card lies
    somewhere with chance 1 and every split table sums to 1 (exact fractions)."""
    from tarock_tutor.core.dealing import shuffled

    order = shuffled(ZWANZIGER40, seed)
    try:
        s = Situation.build(ZWANZIGER40, {1: 10, 2: 10, 3: 10}, mine=order[:10],
                            voids={1: void1, 2: void2})
    except OddsError:
        return   # the voids leave no deal: refused, as tested above
    for c in s.unseen[::5]:
        assert sum(s.where(c).values()) == 1
    for suit in (Suit.TRUMP, Suit.HEARTS):
        assert sum(s.split(suit).values()) == 1
