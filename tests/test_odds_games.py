"""Exact odds of the five games (issue 18, item 6) against the engine's seeded dealer
and against closed forms worked out by hand.

Tolerance: over ``n`` seeded deals an event of exact chance ``p`` happens ``X`` times,
``X ~ Binomial(n, p)`` if the odds are right (the dealer's shuffle is uniform).  We
accept ``|X − np| ≤ 4.5·sqrt(np(1−p))``; by the normal approximation (and the
Chernoff bound for the small ``p`` here) a correct answer fails with chance below
1e-5 per check, while an error of a few percent points is caught.  For the
conditional odds (a different ``p`` per deal) the same bound is applied to
``Σ(Iₖ − pₖ)`` with variance ``Σ pₖ(1 − pₖ)`` (a sum of independent Bernoullis).
The seeds are fixed, so the test is deterministic.

Neunzehnerrufen with two players redeals when neither dummy holds a trump from XIX
down (spec neunzehner-zwanziger-sicilian.md §1.13, D-A16); that changes the chances
by less than 1e-9 (C(35,24)/C(54,24)), far below what these checks resolve.
"""

from __future__ import annotations

import math
from fractions import Fraction
from math import comb

import pytest

from tarock_tutor import odds
from tarock_tutor.core.cards import KING, SKUS, Suit, card
from tarock_tutor.core.errors import TarockError, VariantError, error_ja
from tarock_tutor.games import variant_keys

Z = 4.5


def within(hits: float, expected: float | Fraction, variance: float | Fraction) -> bool:
    return abs(hits - expected) <= Z * math.sqrt(variance)


def first_seat(key: str) -> int:
    sizes, _ = odds.dealt_shape(key)
    return next(s for s, n in enumerate(sizes) if n)


def test_shapes_come_from_the_engine() -> None:
    """Hand and talon sizes as the specs give them (cego-dreierles.md §2.3, §3.3;
    neunzehner-zwanziger-sicilian.md §1.4, §2.3, §3.4)."""
    assert odds.dealt_shape("cego3") == ((13, 13, 13), 12)
    assert odds.dealt_shape("cego4") == ((11, 11, 11, 11), 10)
    assert odds.dealt_shape("dreierles3") == ((16, 16, 16), 6)
    assert odds.dealt_shape("dreierles4") == ((0, 16, 16, 16), 6)
    assert odds.dealt_shape("dreierles4", dealer=2) == ((16, 16, 0, 16), 6)
    assert odds.dealt_shape("neunzehnerrufen") == ((12, 12, 12, 12), 6)
    assert odds.dealt_shape("zwanzigerrufen") == ((10, 10, 10, 10), 0)
    assert odds.dealt_shape("sicilian") == ((15, 15, 15, 15), 3)


@pytest.mark.parametrize("key", variant_keys())
def test_top_trump_and_trump_count_match_the_seeded_dealer(key: str) -> None:
    """Where the top trump lies, and whether the first seat holds at least its median
    number of trumps, over 3000 seeded deals of every variant."""
    n = 3000
    before = odds.before_deal(key)
    pack = before.pack
    top = pack.suit_cards(Suit.TRUMP)[0]
    seat = first_seat(key)
    where = before.where(top)
    trumps = list(pack.suit_cards(Suit.TRUMP))
    dist = before.holding(seat, [trumps])
    cum, median = Fraction(0), 0
    for k in sorted(dist):
        cum += dist[k]
        if cum >= Fraction(1, 2):
            median = k[0]
            break
    p_many = sum((p for k, p in dist.items() if k[0] >= median), Fraction(0))
    hits_where = dict.fromkeys(before.piles, 0)
    hits_many = 0
    for seed in range(n):
        hands = odds.dealt_hands(key, seed)
        holder = next((s for s, h in enumerate(hands) if top in h), odds.TALON)
        hits_where[holder] += 1
        hits_many += sum(c.is_trump for c in hands[seat]) >= median
    for pile, p in where.items():
        assert within(hits_where[pile], n * p, n * p * (1 - p)), (pile, hits_where[pile], p)
    assert within(hits_many, n * p_many, n * p_many * (1 - p_many))


@pytest.mark.parametrize("key", ["cego3", "dreierles4", "neunzehnerrufen", "sicilian",
                                 "zwanzigerrufen"])
def test_odds_given_my_hand_are_calibrated(key: str) -> None:
    """Knowing its own hand, a seat's chance that the next seat holds the highest trump it
    lacks, and at least 4 trumps, is right on average over 1500 seeded deals."""
    n = 1500
    seat = first_seat(key)
    sizes, _ = odds.dealt_shape(key)
    other = next(s for s in range(len(sizes)) if s != seat and sizes[s])
    sum_i = sum_p = var = 0.0
    sum_i4 = sum_p4 = var4 = 0.0
    for seed in range(n):
        hands = odds.dealt_hands(key, seed)
        s = odds.at_table(key, seat, hand=hands[seat])
        trumps = s.pack.suit_cards(Suit.TRUMP)
        target = next(c for c in trumps if c not in hands[seat])
        p = float(s.where(target)[other])
        sum_i += target in hands[other]
        sum_p += p
        var += p * (1 - p)
        p4 = float(s.chance(other, [list(trumps)], lambda k: k[0] >= 4))
        sum_i4 += sum(c.is_trump for c in hands[other]) >= 4
        sum_p4 += p4
        var4 += p4 * (1 - p4)
    assert within(sum_i, sum_p, var)
    assert within(sum_i4, sum_p4, var4)


def test_void_odds_are_calibrated_on_deals_with_that_void() -> None:
    """Zwanzigerrufen: over the seeded deals in which seat 1 holds no heart, the odds
    with that void known (as a seat learns it when seat 1 does not follow) are right for
    where the king of hearts lies, unless it is in the asking seat's own hand."""
    key, n = "zwanzigerrufen", 4000
    hk = card(Suit.HEARTS, KING)
    sum_i = sum_p = var = 0.0
    used = 0
    for seed in range(n):
        hands = odds.dealt_hands(key, seed)
        if any(c.suit is Suit.HEARTS for c in hands[1]) or hk in hands[0]:
            continue
        used += 1
        s = odds.at_table(key, 0, hand=hands[0], voids={1: [Suit.HEARTS]})
        p = float(s.where(hk)[2])
        assert s.where(hk)[1] == 0
        sum_i += hk in hands[2]
        sum_p += p
        var += p * (1 - p)
    assert used > 200
    assert within(sum_i, sum_p, var)


# --- hand types against closed forms -----------------------------------------------

def test_trull_is_hypergeometric() -> None:
    """Trull (Sküs, XXI, I) in a dealt hand of n from N: C(N−3, n−3)/C(N, n)
    (seed 001 / seed 002; spec §1.9, §2.4)."""
    for key, n, total in (("neunzehnerrufen", 12, 54), ("zwanzigerrufen", 10, 40)):
        t = odds.hand_type(key, "trull")
        assert odds.dealt_chance(key, t) == Fraction(comb(total - 3, n - 3), comb(total, n))


def test_cego_solo_hand_by_hand_count() -> None:
    """Cego solo hand (spec cego-dreierles.md §2.8): 3 players, 13 cards of 51 with 22
    trumps of which 5 are 18 or higher; 4 players, 11 of 54."""
    def solo(total: int, hand: int, need: int) -> Fraction:
        good = 0
        for t in range(hand + 1):
            for h in range(min(t, 5) + 1):
                if t >= need or (t == need - 1 and h >= 2):
                    good += comb(5, h) * comb(17, t - h) * comb(total - 22, hand - t)
        return Fraction(good, comb(total, hand))

    assert odds.dealt_chance("cego3", odds.hand_type("cego3", "solo_hand")) == solo(51, 13, 9)
    assert odds.dealt_chance("cego4", odds.hand_type("cego4", "solo_hand")) == solo(54, 11, 8)


def test_sicilian_twenty_by_hand_count() -> None:
    """'20' hand (seed 004, spec §3.7): Giove, Picciotti, Fugitive (10) and trumps 19–16
    plus the four kings (5) in a dealt 15-card hand from 63."""
    good = sum(comb(3, a) * comb(8, b) * comb(52, 15 - a - b)
               for a in range(4) for b in range(9) if 10 * a + 5 * b >= 20)
    t = odds.hand_type("sicilian", "twenty")
    assert odds.dealt_chance("sicilian", t) == Fraction(good, comb(63, 15))


@pytest.mark.parametrize("key,kind", [("cego3", "solo_hand"), ("sicilian", "twenty"),
                                      ("neunzehnerrufen", "trumps8"), ("dreierles3", "droll")])
def test_hand_types_match_the_seeded_dealer(key: str, kind: str) -> None:
    n = 3000
    t = odds.hand_type(key, kind)
    seat = first_seat(key)
    p = odds.dealt_chance(key, t, seat=seat)
    v = odds._variant(key)
    groups = [set(g) for g in t.groups(v)]
    hits = sum(t.test(v, tuple(len(g & set(odds.dealt_hands(key, s)[seat])) for g in groups))
               for s in range(n))
    assert within(hits, n * p, n * p * (1 - p))


# --- partner cards -----------------------------------------------------------------

def test_called_xix_after_a_rufer_exchange_is_with_one_of_three() -> None:
    """Rufer: all 6 talon cards are taken, so the called card is in another player's hand
    (spec §1.8, D-A6): with the talon seen, XIX is with each other seat 1/3."""
    hand = "Sk T21 T20 T18 T17 T16 HK HQ SK S10 C9 CK"
    s = odds.at_table("neunzehnerrufen", 3, hand=hand, talon="T15 T14 H1 H2 C10 D1")
    xix = card(Suit.TRUMP, 19)
    assert s.where(xix) == {0: Fraction(1, 3), 1: Fraction(1, 3), 2: Fraction(1, 3)}


def test_dummy_shown_and_cards_played() -> None:
    """A dummy's exposed hand and played cards leave the hidden piles; a seat that
    played two cards hides two fewer."""
    hands = odds.dealt_hands("neunzehnerrufen-3p-dummy", 5)
    s = odds.at_table("neunzehnerrufen-3p-dummy", 0, hand=hands[0], shown={1: hands[1]},
                      played={2: hands[2][:2]})
    assert s.piles == (2, 3, odds.TALON)
    assert s.sizes == (10, 12, 6)


def test_sicilian_called_king_where() -> None:
    """Sicilian: after the dealer's exchange the talon is his discard, unseen by the
    caller; a called king not in the caller's hand lies in one of the three other hands
    or (rarely) the dealer's discard (spec §3.6–3.7)."""
    hands = odds.dealt_hands("sicilian", 11)
    kings = [card(s, KING) for s in (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)]
    called = next(k for k in kings if k not in hands[0])
    s = odds.at_table("sicilian", 0, hand=hands[0])
    got = s.where(called)
    assert got == {1: Fraction(15, 48), 2: Fraction(15, 48), 3: Fraction(15, 48),
                   odds.TALON: Fraction(3, 48)}


# --- bad input ---------------------------------------------------------------------

def test_unknown_variant_and_hand_type() -> None:
    with pytest.raises(VariantError, match="'tapp'"):
        odds.dealt_shape("tapp")
    with pytest.raises(odds.OddsError, match="'trull'") as err:
        odds.hand_type("cego3", "trull")
    assert "規則にありません" in error_ja(err.value)


def test_bad_seat_and_own_hand_shown() -> None:
    with pytest.raises(odds.OddsError, match="not 5"):
        odds.at_table("cego3", 5, hand="")
    with pytest.raises(odds.OddsError, match="own hand"):
        odds.at_table("cego3", 0, hand="T21", shown={0: "T21"})


def test_hand_of_wrong_size_is_refused_by_the_count() -> None:
    with pytest.raises(odds.OddsError, match="unseen but the hidden piles hold"):
        odds.at_table("zwanzigerrufen", 0, hand="Sk T21")


def test_top_trump_of_the_trull_is_the_packs() -> None:
    """The trull groups name cards of the pack (Sküs/Stieß rank 22, XXI, I)."""
    for key in ("neunzehnerrufen", "zwanzigerrufen", "dreierles3"):
        pack = odds._variant(key).pack
        kind = odds.hand_types(key)[0]
        assert all(c in pack for g in kind.groups(odds._variant(key)) for c in g)
        assert card(Suit.TRUMP, SKUS) in pack


def test_played_more_than_held() -> None:
    hands = odds.dealt_hands("cego3", 1)
    with pytest.raises(TarockError, match="holds only 13"):
        odds.at_table("cego3", 0, hand=hands[0][:1], shown={1: hands[1] + hands[2][:1]},
                      played={})


def test_card_in_my_hand_and_played_by_another_seat() -> None:
    """A card cannot be in the asking seat's hand and also have been played by another."""
    hands = odds.dealt_hands("zwanzigerrufen", 3)
    mine = hands[0][0]
    with pytest.raises(odds.OddsError, match=f"'{mine.code}' is listed twice") as err:
        odds.at_table("zwanzigerrufen", 0, hand=hands[0], played={1: [mine]})
    assert "2回" in error_ja(err.value)
