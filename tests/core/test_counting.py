"""Counting methods: the spec's worked examples and totals for every split of every pack."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.counting import (
    count_austrian,
    count_baden,
    count_plain,
)
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
from tarock_tutor.games.sicilian import count_sicilian
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40

BLANKS = "S10 S9 S8"


@pytest.mark.parametrize(
    ("cards", "points"),
    [("HK SN S10", 7), ("HK SQ Sk", 12), ("T21 T1 CK", 13), ("HQ SQ CQ", 10),
     ("HQ SQ CN", 9), ("HJ SJ CJ", 4), (BLANKS, 1), ("HK", 4), ("S10 S9", 1), ("S10", 0)],
)
def test_spec_4_1_counting_table(cards, points):
    """cego-dreierles.md §4.1 (the 1821 Tapp-Tarock groups, quoted via HT)."""
    pile = parse_cards(cards)
    assert count_baden(pile, TAROCK54) == points
    assert count_austrian(pile, TAROCK54) == points


def test_whole_packs():
    """§4.1 last rows; neunzehner-zwanziger-sicilian.md §1.3, §2.2, §3.3."""
    assert count_baden(TAROCK54.cards, TAROCK54) == 70
    assert count_baden(CEGO51.cards, CEGO51) == 69
    assert count_austrian(NEUNZEHNER54.cards, NEUNZEHNER54) == 70
    assert count_plain(ZWANZIGER40.cards, ZWANZIGER40) == 88
    assert count_sicilian(SICILIAN63.cards, SICILIAN63) == 104


def test_cg01_declarer_pile():
    """cego-dreierles.md §4.2 CG-01: 27 cards, valued sum 35 + 18 blanks → 35 (+1 bonus later)."""
    valued = parse_cards("Sk T21 HK SK CQ DQ HN SJ DJ")
    blanks = [c for c in CEGO51.cards if CEGO51.value[c] == 1][:18]
    pile = valued + blanks
    assert len(pile) == 27
    assert count_baden(pile, CEGO51) == 35
    rest = [c for c in CEGO51.cards if c not in set(pile)]
    assert count_baden(rest, CEGO51) == 34


def _split(pack, seed, k):
    cards = Rng(seed).shuffle(pack.cards)
    return cards[:k], cards[k:]


@given(st.integers(0, 2**32), st.integers(0, 54))
@settings(max_examples=200)
def test_any_split_of_the_54_pack_sums_to_70_and_methods_agree(seed, k):
    a, b = _split(TAROCK54, seed, k)
    assert count_baden(a, TAROCK54) + count_baden(b, TAROCK54) == 70
    assert count_austrian(a, NEUNZEHNER54) + count_austrian(b, NEUNZEHNER54) == 70
    assert count_baden(a, TAROCK54) == count_austrian(a, TAROCK54)


@given(st.integers(0, 2**32), st.integers(0, 51))
@settings(max_examples=100)
def test_any_split_of_the_51_pack_sums_to_69(seed, k):
    a, b = _split(CEGO51, seed, k)
    assert count_baden(a, CEGO51) + count_baden(b, CEGO51) == 69


@given(st.integers(0, 2**32), st.integers(0, 40))
@settings(max_examples=100)
def test_any_split_of_the_zwanziger_pack_sums_to_88(seed, k):
    a, b = _split(ZWANZIGER40, seed, k)
    assert count_plain(a, ZWANZIGER40) + count_plain(b, ZWANZIGER40) == 88


@given(st.integers(0, 2**32), st.integers(0, 63))
@settings(max_examples=200)
def test_any_split_of_the_sicilian_pack_sums_to_104(seed, k):
    a, b = _split(SICILIAN63, seed, k)
    assert count_sicilian(a, SICILIAN63) + count_sicilian(b, SICILIAN63) == 104


def sicilian_by_groups(pile):
    """Seed 004's grouping, literally: groups of three with blanks filling the leftover."""
    counting = [c for c in pile if SICILIAN63.value[c] > 0]
    blanks = [c for c in pile if SICILIAN63.value[c] == 0]
    points = sum(SICILIAN63.value[c] for c in counting)
    left = len(pile) % 3
    if left > len(blanks):
        return None  # the seed is silent here
    points += {0: 0, 1: 0, 2: 1}[left]
    blanks = blanks[left:]
    adjust = {3: -2, 2: -1, 1: 0, 0: 1}
    while counting or blanks:
        k = min(3, len(counting))
        counting = counting[k:]
        blanks = blanks[3 - k:]
        points += adjust[k]
    return points


@given(st.integers(0, 2**32), st.integers(0, 63))
@settings(max_examples=200)
def test_sicilian_closed_form_equals_the_seed_grouping(seed, k):
    """neunzehner-zwanziger-sicilian.md §3.3: the closed form equals the seed's table."""
    pile, _ = _split(SICILIAN63, seed, k)
    expected = sicilian_by_groups(pile)
    if expected is not None:
        assert count_sicilian(pile, SICILIAN63) == expected
