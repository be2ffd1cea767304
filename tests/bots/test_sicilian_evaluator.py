"""Sicilian Tarocchi's evaluator outside card play (issue 19): the bargain, the
exchanger's discard and the called King, on hand-built deals where the right choice
follows from the rule in ``games/sicilian/bot.py``; legal, deterministic, and blind to
the other hands."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid, Call, Discard
from tarock_tutor.games.sicilian.bot import choose
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.parts.arrange import arranged
from tarock_tutor.games.sicilian.parts.evaluator import EVEN, strength
from tarock_tutor.games.sicilian.phase_names import Phases
from tarock_tutor.games.sicilian.policy import policy

RNG = Rng(0)
# ten blank plain cards with no trump: count 0, strength 0
WEAK = "S5 S6 S7 S8 S9 C5 C6 C7 C8 C9"
# nine trumps (the five Arie and Picciotti among them): count 40, strength 103
STRONG = "T20 T19 T18 T17 T16 T1 T15 T14 T13 H5"


def codes(action):
    return sorted(c.code for c in action.cards)


def test_strength_counts_the_count_trumps_and_the_dealer():
    """Count of the "20" bid (seed 004: only 10- and 5-point cards) + 7 per trump."""
    hand = parse_cards("T20 T3 SK SQ S5 S6 C5 C6 H5 D4", SICILIAN63)
    assert strength(hand, dealer=False) == 10 + 5 + 2 * 7
    assert strength(hand, dealer=True) == 10 + 5 + 2 * 7 + 15
    assert strength(parse_cards(WEAK, SICILIAN63), dealer=False) == 0 < EVEN
    assert strength(parse_cards(STRONG, SICILIAN63), dealer=False) == 40 + 9 * 7


def test_a_weak_hand_shuffles_when_nothing_is_offered():
    """A hand expected to lose calls the play off (seed 004: those likely to score
    negative speak first), by "shuffle", which costs nothing."""
    g = arranged(hands={0: WEAK})
    assert g.to_move == 0 and g.bargain.pot == 0
    assert choose(g, RNG) == Bid(0, "shuffle")
    assert policy(g, RNG) == Bid(0, "offer_2")     # the fixed policy pays 2 for it


def test_a_weak_hand_waits_to_take_a_share_of_an_offer():
    g = arranged(hands={1: WEAK, 0: STRONG})
    g.apply(Bid(0, "offer_3"))
    assert choose(g, RNG) == Bid(1, "wait")
    for s in (1, 2, 3):
        g.apply(Bid(s, "wait"))                      # the offers close: takes from seat 1
    assert g.bargain.stage == "takes" and g.to_move == 1
    assert choose(g, RNG) == Bid(1, "take_1")       # the most it may: 1 left for seats 2, 3


def test_a_strong_hand_plays_rather_than_take():
    """Nine trumps are worth more than a take of 2, so the bot says "play"."""
    g = arranged(hands={0: WEAK, 1: STRONG})
    g.apply(Bid(0, "offer_3"))
    assert choose(g, RNG) == Bid(1, "wait")         # nothing lost by waiting
    for s in (1, 2, 3):
        g.apply(Bid(s, "wait"))
    assert choose(g, RNG) == Bid(1, "play")
    assert policy(g, RNG) == Bid(1, "take_1")


def test_the_dealer_never_shuffles():
    """The dealer exchanges in a partnership game; even his weakest hand waits."""
    g = arranged(hands={3: WEAK})
    for s in (0, 1, 2):
        g.apply(Bid(s, "wait"))
    assert g.to_move == 3
    assert choose(g, RNG) == Bid(3, "wait")


def to_exchange(dealer_hand, talon):
    g = arranged(hands={3: dealer_hand}, talon=talon)
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    assert g.phase is Phases.EXCHANGE and g.exchanger == 3
    return g


def test_the_discard_makes_a_void():
    """With one heart only (and no heart King), the heart goes, so the hand can trump
    hearts; the fixed policy keeps it and throws the three lowest cards."""
    g = to_exchange("T20 T2 T3 T4 T5 SK CK DK S5 S6 S7 C5 C6 C7 H10", "D5 D6 D7")
    action = choose(g, RNG)
    assert isinstance(action, Discard) and "H10" in codes(action)
    assert "H10" not in codes(policy(g, RNG))


def test_two_voids_beat_one():
    """Hearts (one card) and diamonds (two cards) can both be emptied with three cards."""
    g = to_exchange("T20 T2 T3 T4 T5 SK CK S5 S6 S7 C5 C6 C7 H10 D9", "D8 S8 C8")
    assert codes(choose(g, RNG)) == ["D8", "D9", "H10"]


def test_no_void_possible_the_discard_keeps_the_courts():
    """Every suit has its King, so no void can be made: the three lowest blanks go
    (the four 5s are the lowest cards), the Queen and Cavallo stay to take tricks."""
    g = to_exchange("T20 T2 T3 T4 T5 SK CK HK DK S5 S6 C5 C6 H5 HQ", "HN D5 D6")
    discard = codes(choose(g, RNG))
    assert set(discard) < {"S5", "C5", "H5", "D5"}


def to_call(caller_hand):
    g = arranged(hands={0: caller_hand})
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    g.apply(policy(g, RNG))                          # the dealer's discard
    g.apply(Bid(0, "twenty"))
    for s in (1, 2, 3):
        g.apply(Bid(s, "zero"))
    assert g.partner_stage == "call" and g.to_move == 0
    return g


def test_the_call_goes_to_the_callers_longest_suit():
    """The King of the suit the caller holds most of (three cups), the suit he can lead
    most often to his partner.  (The fixed policy calls the first King, swords.)"""
    g = to_call("T20 T19 T18 H5 H6 H7 S5 C5 D5 T7 T2 T3 T4 T5 T6")
    assert choose(g, RNG) == Call(0, parse_cards("HK", SICILIAN63)[0])
    assert policy(g, RNG) == Call(0, parse_cards("SK", SICILIAN63)[0])


def test_among_equally_long_suits_the_call_goes_to_the_callers_points():
    """Two cards in each suit: the Queen's suit wins the tie."""
    g = to_call("T20 T19 T18 S5 S6 C5 C6 HQ H6 D5 D6 T2 T3 T4 T5")
    assert choose(g, RNG) == Call(0, parse_cards("HK", SICILIAN63)[0])


def test_the_twenty_itself_is_left_to_the_fixed_policy():
    g = arranged(hands={0: "T20 T19 T18 HQ S5 S6 C5 C6 D5 D6 T2 T3 T4 T5 T6"})
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    g.apply(policy(g, RNG))
    assert choose(g, RNG) is None


def _decisions(seed: int):
    """Every bargain, exchange and call decision of one deal played by the fixed policy."""
    g = games.new_deal("sicilian", seed=seed)
    out = []
    while not g.is_terminal and g.phase is not Phases.PLAY:
        out.append(g.copy())
        g.apply(policy(g, RNG))
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_choice_is_legal_and_deterministic(seed):
    for g in _decisions(seed):
        action = choose(g, Rng(1))
        if action is None:
            continue
        assert action in g.legal_actions()
        assert choose(g, Rng(99)) == action


@pytest.mark.parametrize("seed", range(6))
def test_the_choice_ignores_the_other_hands(seed):
    """The mover's choice is the same when the cards it cannot see are dealt otherwise:
    swap two hidden hands (the mover's own cards and the public record stay)."""
    for g in _decisions(seed):
        if g.phase not in (Phases.BARGAIN, Phases.EXCHANGE, Phases.CALL):
            continue
        me = g.to_move
        a, b = [s for s in range(4) if s != me][:2]
        other = g.copy()
        other.held[a], other.held[b] = list(g.held[b]), list(g.held[a])
        assert choose(other, Rng(1)) == choose(g, Rng(1))
