"""The shared follow rule against a brute-force reading of its text, and trick winners."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor.core.cards import PACKS, Card, Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.tricks import explain_play, legal_plays, trick_winner
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40

TAROCK_PACKS = [PACKS[k] for k in ("tarock54", "cego51", "neunzehner54", "zwanziger40")]


def brute_force_may_play(hand: list[Card], trick: list[Card], c: Card) -> bool:
    """The rule as worded in seed 000 / spec §1.4, card by card, with no shortcuts."""
    if not trick:
        return True
    led = trick[0].suit
    has_led = any(h.suit == led for h in hand)
    has_trump = any(h.suit == Suit.TRUMP for h in hand)
    if led == Suit.TRUMP:
        return c.suit == Suit.TRUMP or not has_trump
    if has_led:
        return c.suit == led
    if has_trump:
        return c.suit == Suit.TRUMP
    return True


@st.composite
def hand_and_trick(draw):
    pack = draw(st.sampled_from(TAROCK_PACKS))
    seed = draw(st.integers(min_value=0, max_value=2**32))
    cards = Rng(seed).shuffle(pack.cards)
    size = draw(st.integers(min_value=1, max_value=13))
    lead_len = draw(st.integers(min_value=0, max_value=3))
    return pack, cards[:size], cards[size:size + lead_len]


@given(hand_and_trick())
@settings(max_examples=300)
def test_follow_rule_matches_brute_force(case):
    _pack, hand, trick = case
    legal = legal_plays(hand, trick)
    assert legal, "a player always has a legal card"
    assert legal == [c for c in hand if brute_force_may_play(hand, trick, c)]
    for c in hand:
        assert explain_play(hand, trick, c).allowed == (c in legal)


@given(hand_and_trick())
@settings(max_examples=100)
def test_winner_is_the_highest_trump_or_highest_of_led_suit(case):
    pack, hand, trick = case
    cards = trick + hand[:4 - len(trick)] if trick else hand[:4]
    if not cards:
        return
    w = trick_winner(cards, pack)
    trumps = [c for c in cards if c.is_trump]
    pool = trumps or [c for c in cards if c.suit == cards[0].suit]
    assert cards[w] == max(pool, key=lambda c: pack.strength[c])


def test_exact_legal_lists():
    hand = parse_cards("T3 T17 HK H2 S8 DQ")
    assert legal_plays(hand, []) == hand
    assert legal_plays(hand, parse_cards("H1")) == parse_cards("HK H2")
    assert legal_plays(hand, parse_cards("C9 CK")) == parse_cards("T3 T17")
    assert legal_plays(hand, parse_cards("T21")) == parse_cards("T3 T17")
    no_trumps = parse_cards("HK S8")
    assert legal_plays(no_trumps, parse_cards("T21")) == no_trumps
    assert legal_plays(no_trumps, parse_cards("D1")) == no_trumps


@pytest.mark.parametrize(
    ("hand", "trick", "card", "allowed", "code"),
    [("T3 HK S8", "", "S8", True, "FREE_LEAD"),
     ("T3 HK S8", "H1", "S8", False, "MUST_FOLLOW_SUIT"),
     ("T3 HK S8", "H1", "HK", True, "MUST_FOLLOW_SUIT"),
     ("T3 HK S8", "D1", "S8", False, "MUST_TRUMP"),
     ("T3 HK S8", "T21", "HK", False, "MUST_PLAY_TRUMP"),
     ("HK S8", "T21", "S8", True, "FREE_DISCARD"),
     ("HK S8", "T21", "T5", False, "NOT_IN_HAND")],
)
def test_explain_play_codes(hand, trick, card, allowed, code):
    v = explain_play(parse_cards(hand), parse_cards(trick), parse_card(card), seat=2)
    assert (v.allowed, v.code) == (allowed, code)
    assert v.rule.source
    if not allowed:
        assert v.alternatives and all(a.seat == 2 for a in v.alternatives)
        assert repr(f"2 play {card}") in v.message("en")
        assert "不可" in v.message("ja")


def test_winner_examples():
    assert trick_winner(parse_cards("H4 H1 T2 HK"), TAROCK54) == 2
    assert trick_winner(parse_cards("H4 H1 S10 H3"), TAROCK54) == 1  # red 1 beats red 3 and 4
    assert trick_winner(parse_cards("T21 Sk T1 T2"), TAROCK54) == 1


def test_farberl_trumps_do_not_win():
    """Zwanzigerrufen Farberl (spec §2.6): tarocks are an ordinary suit."""
    assert trick_winner(parse_cards("HK T21 HQ HJ"), ZWANZIGER40, trumps_win=False) == 0


def test_fugitive_never_wins_and_does_not_set_the_suit():
    """Sicilian (spec §3.8, decision D-C9): the Fugitive has no rank."""
    assert trick_winner(parse_cards("Fu H5 HK T2"), SICILIAN63) == 3
    assert trick_winner(parse_cards("Fu H5 HK S10"), SICILIAN63) == 2
    assert legal_plays(parse_cards("H7 T3"), [parse_card("Fu")]) == parse_cards("H7 T3")
