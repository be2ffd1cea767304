"""Hand and Trick values (tarock_tutor.core.hand) and their pictures."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tarock_tutor.core.errors import InvalidNotation, TarockError
from tarock_tutor.core.hand import Hand, Trick
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.cego.pack import CEGO51, TAROCK54


def test_hand_is_sorted_by_the_pack_and_draws_itself() -> None:
    h = Hand.parse("H2 T21 SQ Sk HK", TAROCK54)
    assert h.sorted().codes() == ["Sk", "T21", "SQ", "HK", "H2"]
    root = ET.fromstring(h._repr_svg_())
    assert root.tag.endswith("svg")
    assert h._repr_html_() == h._repr_svg_()


def test_hand_equality_ignores_the_pack_and_hashes() -> None:
    a = Hand.parse("HK T21", TAROCK54)
    b = Hand.parse("HK T21")
    assert a == b and hash(a) == hash(b)
    assert a.without(parse_cards("HK")).codes() == ["T21"]


def test_hand_refuses_duplicates_and_foreign_cards() -> None:
    with pytest.raises(InvalidNotation, match="HK"):
        Hand(tuple(parse_cards("HK")) * 2)
    with pytest.raises(InvalidNotation, match="S7"):
        Hand.parse("S7 HK", CEGO51)
    with pytest.raises(TarockError, match="D1"):
        Hand.parse("HK", TAROCK54).without(parse_cards("D1"))


def test_trick_winner_follows_the_shared_rule() -> None:
    # spec cego-dreierles.md §1.4 rule 5: the highest trump wins, else the led suit
    t = Trick.parse("H4 H1 T2 HK", TAROCK54, leader=1, seats=4)
    assert t.seats == (1, 2, 3, 0)
    assert t.winner == 3
    assert Trick.parse("H4 H1 S10 HQ", TAROCK54, leader=0, seats=4).winner == 3
    assert Trick.parse("H4 H1", TAROCK54, leader=2, seats=4).winner == 3  # H1 beats H4
    assert Trick.parse("H4").winner is None  # no pack, no ranking
    svg = t._repr_svg_()
    assert "席4(勝ち)" in svg   # engine seat 3 is 席4


def test_trick_refuses_a_seat_twice_and_too_many_cards() -> None:
    with pytest.raises(TarockError, match="seat"):
        Trick(((1, parse_cards("HK")[0]), (1, parse_cards("H1")[0])))
    with pytest.raises(TarockError, match="5 cards"):
        Trick.parse("H1 H2 H3 H4 HK", TAROCK54, seats=4)
