"""The core's Räuber follow hook against the spec's own pseudo-code (cego-dreierles.md
§3.12.3, ``raeuber_legal``) on random hands and tricks, and the deal's shape (§3.3)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tarock_tutor import games
from tarock_tutor.core.cards import SKUS, Suit, card
from tarock_tutor.core.dealing import shuffled
from tarock_tutor.core.tricks import legal_plays, standard_legality
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.dreierles.trick_rules import RAEUBER_PFEIFE, RaeuberContext

T1, T21, STIESS = card(Suit.TRUMP, 1), card(Suit.TRUMP, 21), card(Suit.TRUMP, SKUS)


def spec_raeuber_legal(hand, trick, trump_leads):
    """§3.12.3 transcribed line by line."""
    normal = list(standard_legality(hand, trick).cards)
    allowed = set(normal)
    if not trick:
        allowed -= {T1}
    else:
        if trick[0].is_trump and trump_leads >= 3 and T1 in normal:
            return [T1]
        allowed -= {T1}
        if STIESS in trick:
            allowed -= {T21}
    return [c for c in normal if c in allowed] if allowed else normal


@given(cards=st.permutations(TAROCK54.cards), size=st.integers(1, 16),
       played=st.integers(0, 2), leads=st.integers(0, 6), special=st.booleans())
@settings(max_examples=400, deadline=None)
def test_core_hook_matches_the_spec(cards, size, played, leads, special):
    cards = list(cards)
    if special:  # make the restricted cards common
        for c in (T1, T21, STIESS):
            cards.remove(c)
        cards = [T1, T21, *cards[:3], STIESS, *cards[3:]]
    hand, trick = cards[:size], cards[size:size + played]
    got = legal_plays(hand, trick, rule=RAEUBER_PFEIFE, context=RaeuberContext(leads))
    assert got == spec_raeuber_legal(hand, trick, leads)


@given(seed=st.integers(0, 2**64 - 1), dealer=st.integers(0, 3))
@settings(max_examples=30, deadline=None)
def test_deal_talon_first_then_packets_from_dealers_right(seed, dealer):
    """§3.3: six talon cards in order first, then 8 + 8 (or 4 × 4) from the dealer's right."""
    for variant, table in (("dreierles3", 3), ("dreierles4", 4)):
        d = dealer % table
        order = shuffled(TAROCK54, seed)
        state = games.new_deal(variant, seed=seed, dealer=d)
        assert state.talon == order[:6]
        first, second, third = ((d + i) % table for i in (1, 2, 3))
        assert state.dealt[first] == order[6:14] + order[30:38]
        assert state.dealt[second] == order[14:22] + order[38:46]
        assert state.dealt[third] == order[22:30] + order[46:54]
        fours = games.new_deal(variant, seed=seed, dealer=d, deal_packets="4-4-4-4")
        assert fours.dealt[first] == order[6:10] + order[18:22] + order[30:34] + order[42:46]
