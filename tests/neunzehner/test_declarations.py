"""Spec §1.9: hand declarations, their combination rules and the validation table."""

from __future__ import annotations

import pytest

from tarock_tutor.core.notation import parse_cards
from tarock_tutor.games.neunzehner import best_declaration, check_declaration, declaration_value
from tarock_tutor.games.neunzehner.parts.declarations import held, legal_items

# Spec §1.9 validation table: 12-card hands, best legal declaration, value.
VALIDATION_TABLE = [
    ("8 trumps incl. all trull + 4 kings",
     "Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK", ("trumps8", "trull", "four_kings"), 20),
    ("10 trumps incl. trull + 1 king + 1 other",
     "Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 HK S10", ("trumps10", "grosse_honneurs"), 20),
    ("12 trumps incl. trull",
     "Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12", ("trumps12", "trull"), 20),
    ("8 trumps incl. Sküs and I + 2 kings",
     "Sk T1 T20 T19 T18 T17 T16 T15 HK SK S10 C10", ("trumps8", "honneurs"), 8),
    ("7 trumps incl. XXI + 4 kings",
     "T21 T20 T19 T18 T17 T16 T15 HK SK CK DK S10", ("grosse_honneurs",), 12),
    ("6 trumps incl. all trull, no king",
     "Sk T21 T1 T20 T19 T18 S10 S9 C10 C9 H1 D1", ("trull",), 8),
    ("5 trumps, no trull card, 4 kings",
     "T20 T19 T18 T17 T16 HK SK CK DK S10 C10 H1", ("four_kings",), 8),
]


@pytest.mark.parametrize(("label", "hand", "items", "value"), VALIDATION_TABLE,
                         ids=[row[0] for row in VALIDATION_TABLE])
def test_validation_table_best_declaration(label: str, hand: str, items: tuple[str, ...],
                                           value: int) -> None:
    """§1.9 validation table: the best legal declaration and its value, row by row."""
    cards = parse_cards(hand)
    assert len(cards) == 12 and len(set(cards)) == 12
    best = best_declaration(cards)
    assert best.items == items
    assert best.value == value
    verdict = check_declaration(cards, items)
    assert verdict.allowed and verdict.code == "N19_DECLARATION_OK"
    assert verdict.params["value"] == value


def test_declaration_values_from_the_seed() -> None:
    """§1.9: 8/10/12 trumps 4/8/12, Trull 8, Four kings 8, Honneurs 4, Grosse 12, Trull+Kings 16."""
    assert [declaration_value([i]) for i in ("trumps8", "trumps10", "trumps12", "trull",
                                              "four_kings", "honneurs", "grosse_honneurs")] \
        == [4, 8, 12, 8, 8, 4, 12]
    assert declaration_value(["trull", "four_kings"]) == 16


def test_only_one_trump_count() -> None:
    """§1.9: with 10 trumps one may not declare 8 and 10 trumps together."""
    hand = parse_cards("Sk T21 T1 T20 T19 T18 T17 T16 T15 T14 HK S10")
    v = check_declaration(hand, "trumps8+trumps10")
    assert not v.allowed and v.code == "N19_DECL_TWO_TRUMP_COUNTS"
    assert check_declaration(hand, "trumps8").allowed  # a lower count is still true


@pytest.mark.parametrize("pair", [("trull", "honneurs"), ("trull", "grosse_honneurs"),
                                  ("four_kings", "honneurs"), ("honneurs", "grosse_honneurs"),
                                  ("four_kings", "grosse_honneurs")])
def test_honour_items_do_not_combine(pair: tuple[str, str]) -> None:
    """§1.9: of the four honour items only Trull with Four kings combine."""
    hand = parse_cards("Sk T21 T1 T20 T19 HK SK CK DK S10 C10 H1")
    assert all(held(hand, i) for i in pair)
    v = check_declaration(hand, list(pair))
    assert v.code == "N19_DECL_HONOUR_COMBINATION"


def test_trull_and_four_kings_combine() -> None:
    """§1.9: Trull + Four kings = 16 (the only honour combination)."""
    hand = parse_cards("Sk T21 T1 T20 T19 HK SK CK DK S10 C10 H1")
    v = check_declaration(hand, "trull+four_kings")
    assert v.allowed and v.params["value"] == 16


def test_declaration_not_held() -> None:
    """§1.9: the engine checks the claim against the hand."""
    hand = parse_cards("Sk T21 T20 T19 HK SK S10 S9 C10 C9 H1 D1")
    v = check_declaration(hand, ["trull"])
    assert not v.allowed and v.code == "N19_DECL_NOT_HELD"
    assert check_declaration(hand, "honneurs").allowed  # Sk, XXI + 2 kings = 4 honours


def test_honneurs_counts_trull_cards_and_kings() -> None:
    """§1.9: Honneurs needs trull cards + kings ≥ 4; three are not enough."""
    assert not held(parse_cards("Sk T21 HK S10"), "honneurs")
    assert held(parse_cards("Sk T21 HK SK"), "honneurs")


def test_grosse_honneurs_both_ways() -> None:
    """§1.9: Grosse Honneurs = 3 trull + ≥1 king, or 4 kings + ≥1 trull card."""
    assert held(parse_cards("Sk T21 T1 DK"), "grosse_honneurs")
    assert held(parse_cards("T1 HK SK CK DK"), "grosse_honneurs")
    assert not held(parse_cards("Sk T21 HK SK CK"), "grosse_honneurs")


def test_pagat_announcement_needs_the_i() -> None:
    """§1.9 D-A8: only the holder of the I announces Pagat Ultimo."""
    v = check_declaration(parse_cards("T2 T3"), "pagat_ultimo")
    assert v.code == "N19_PAGAT_NOT_HOLDER"
    assert check_declaration(parse_cards("T1 T3"), "pagat_ultimo+valat").allowed


def test_unknown_and_repeated_items() -> None:
    """§1.9: bad input gives a reason code, not a traceback."""
    hand = parse_cards("Sk T21 T1")
    assert check_declaration(hand, "trull+trull").code == "N19_DECL_REPEATED"
    assert check_declaration(hand, "troule").code == "N19_DECL_UNKNOWN"


def test_legal_items_follow_the_combination_rules() -> None:
    """§1.9: after Trull only Four kings and a trump count remain possible."""
    hand = parse_cards("Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK")
    assert legal_items(hand, []) == ["trumps8", "trull", "four_kings", "honneurs",
                                     "grosse_honneurs"]
    assert legal_items(hand, ["trull"]) == ["trumps8", "four_kings"]


def test_empty_hand_declares_nothing() -> None:
    """§1.9: declaring is optional; a poor hand's best declaration is empty."""
    best = best_declaration(parse_cards("T2 T3 S10 S9 C10 C9 H1 D1 HQ DQ SQ CQ"))
    assert best.items == () and best.value == 0
