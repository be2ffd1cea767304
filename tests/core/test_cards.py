"""Packs: sizes, values and orders as the seeds and specs give them."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import (
    KING,
    PACKS,
    SKUS,
    Card,
    Suit,
    card,
    get_pack,
)
from tarock_tutor.core.errors import VariantError
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54
from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40


@pytest.mark.parametrize(
    ("pack", "size", "face_total"),
    [(TAROCK54, 54, 106), (CEGO51, 51, 103), (NEUNZEHNER54, 54, 106),
     (ZWANZIGER40, 40, 88), (SICILIAN63, 63, 106)],
)
def test_pack_sizes_and_face_totals(pack, size, face_total):
    """cego-dreierles.md §1.2/§2.2; neunzehner-zwanziger-sicilian.md §1.2, §2.2, §3.2."""
    assert len(pack) == size
    assert len(set(pack.cards)) == size
    assert pack.total_value == face_total


def test_cego3_removes_spade7_club7_diamond4():
    """cego-dreierles.md §2.2 (restored from German Wikipedia 'Cego' 2004 and SCRIBD)."""
    missing = set(TAROCK54.cards) - set(CEGO51.cards)
    assert missing == set(parse_cards("S7 C7 D4"))


def test_red_pips_are_reversed_in_the_54_card_pack():
    """§1.1: ♥/♦ K Q N J 1 2 3 4, the red 1 highest."""
    order = [c.code for c in TAROCK54.suit_cards(Suit.HEARTS)]
    assert order == ["HK", "HQ", "HN", "HJ", "H1", "H2", "H3", "H4"]
    order = [c.code for c in TAROCK54.suit_cards(Suit.SPADES)]
    assert order == ["SK", "SQ", "SN", "SJ", "S10", "S9", "S8", "S7"]


def test_cego3_diamonds_end_at_3():
    assert [c.code for c in CEGO51.suit_cards(Suit.DIAMONDS)][-1] == "D3"


def test_zwanziger_pack_has_no_trump_2_or_3_and_glatzen_worth_zero():
    """neunzehner-zwanziger-sicilian.md §2.2 (restored from Wikipedia 'Zwanzigerrufen')."""
    assert card(Suit.TRUMP, 2) not in ZWANZIGER40
    assert card(Suit.TRUMP, 3) not in ZWANZIGER40
    assert [ZWANZIGER40.value[parse_card(t)] for t in ("S10", "C10", "H1", "D1")] == [0] * 4
    assert sum(1 for c in ZWANZIGER40 if c.is_trump) == 20


def test_sicilian_pack_counts():
    """§3.2: 21 trumps (20..1 and Miseria), the Fugitive, 41 suit cards (coins with a 4)."""
    trumps = [c for c in SICILIAN63 if c.is_trump]
    suits = [c for c in SICILIAN63 if c.suit not in (Suit.TRUMP, Suit.FOOL)]
    assert len(trumps) == 21 and len(suits) == 41
    assert parse_card("D4") in SICILIAN63 and parse_card("H4") not in SICILIAN63
    assert sum(1 for c in SICILIAN63 if SICILIAN63.value[c] > 0) == 23
    assert SICILIAN63.strength[parse_card("Mi")] < SICILIAN63.strength[parse_card("T1")]
    # Sicilian suits are not reversed: 10 beats 5 in cups
    assert SICILIAN63.strength[parse_card("H10")] > SICILIAN63.strength[parse_card("H5")]


def test_top_trump_outranks_21_in_every_tarock_pack():
    for pack in (TAROCK54, CEGO51, NEUNZEHNER54, ZWANZIGER40):
        assert pack.strength[card(Suit.TRUMP, SKUS)] > pack.strength[card(Suit.TRUMP, 21)]


def test_game_specific_names():
    assert NEUNZEHNER54.name(card(Suit.TRUMP, 21), "local").startswith("Mond")
    assert TAROCK54.name(card(Suit.TRUMP, 1), "local").startswith("Pfeife")
    assert NEUNZEHNER54.name(card(Suit.TRUMP, SKUS), "local") == "Sküs"
    assert SICILIAN63.name(card(Suit.TRUMP, 20), "local") == "Giove"
    assert SICILIAN63.name(card(Suit.FOOL, 0), "ja").startswith("逃亡者")
    assert "ハート" in TAROCK54.name(card(Suit.HEARTS, KING), "ja")


def test_every_card_has_names_strength_and_value():
    for pack in PACKS.values():
        for c in pack:
            assert c in pack.names and c in pack.strength and c in pack.value


def test_cards_are_interned_and_hashable():
    assert parse_card("T21") is card(Suit.TRUMP, 21)
    assert Card(Suit.TRUMP, 21) == card(Suit.TRUMP, 21)
    assert len({c.index for p in PACKS.values() for c in p}) == len(
        {c for p in PACKS.values() for c in p})


def test_unknown_pack_is_a_clear_error():
    with pytest.raises(VariantError, match="unknown pack 'cego52'"):
        get_pack("cego52")
