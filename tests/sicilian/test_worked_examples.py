"""Spec neunzehner-zwanziger-sicilian.md §3.11: every given worked example of game C
(Sicilian Tarocchi).  Seats as the spec numbers them: S0 is the dealer's right,
S3 the dealer (the engine's default dealer is seat 3, so the numbers coincide)."""

from __future__ import annotations

import random

from tarock_tutor.core.cards import SICILIAN63
from tarock_tutor.core.counting import count_sicilian
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid, Discard, Phase
from tarock_tutor.games.sicilian import (
    SicilianSession,
    next_dealer,
    score_partnership,
    score_solo,
)
from tarock_tutor.games.sicilian.parts.arrange import arranged


def speak(state, *lines: str) -> None:
    for line in lines:
        seat, bid = line.split()
        state.apply(Bid(int(seat), bid))


def test_c1_counting_a_pile_of_19():
    """C-1: Giove, Fugitive, two Kings, one Queen and 14 blanks count 35."""
    pile = parse_cards("T20 Fu SK CK HQ " + "S5 S6 S7 S8 S9 S10 C5 C6 C7 C8 C9 C10 H5 H6",
                       SICILIAN63)
    assert len(pile) == 19
    assert count_sicilian(pile, SICILIAN63) == 35
    # the seed's own method, by groups of three in many orders (leftover of blanks)
    rng = random.Random(1)
    for _ in range(200):
        order = pile[:]
        rng.shuffle(order)
        order.sort(key=lambda c: SICILIAN63.value[c] == 0)   # blanks last, for the leftover
        head, tail = order[:18], order[18:]
        rng.shuffle(head)
        assert by_groups(head, tail) == 35


ADJUST = {3: -2, 2: -1, 1: 0, 0: 1}   # counting cards in a group of three → adjustment


def by_groups(groups_of_three, leftover):
    """The seed's grouping: values plus the adjustment of each group, leftover 2 blanks +1."""
    total = sum(SICILIAN63.value[c] for c in groups_of_three + leftover)
    for i in range(0, len(groups_of_three), 3):
        group = groups_of_three[i:i + 3]
        total += ADJUST[sum(1 for c in group if SICILIAN63.value[c])]
    return total + (1 if len(leftover) == 2 else 0)


def test_whole_pack_counts_104_and_109_with_the_last_trick():
    """§3.3: 106 − 23 + 21 = 104, plus 5 for the last trick = 109; 23 counting cards."""
    assert count_sicilian(SICILIAN63.cards, SICILIAN63) == 104
    assert sum(1 for c in SICILIAN63.cards if SICILIAN63.value[c]) == 23
    assert SICILIAN63.total_value == 106


def test_c3_solo_exactly_at_base():
    """C-3: soloist S1 with 55 (last trick included): everybody 0."""
    assert score_solo(1, 55).amounts == (0, 0, 0, 0)


def test_c4_solo_won():
    """C-4: S1 with 60 → +15; defenders 49 − 54 = −5 each."""
    assert score_solo(1, 60).amounts == (-5, 15, -5, -5)


def test_c5_solo_lost_by_the_dealer():
    """C-5: S3 (the dealer) with 40 → 3 × (−15) = −45; defenders 69 − 54 = +15 each."""
    assert score_solo(3, 40).amounts == (15, 15, 15, -45)


def test_c7_partnership_dealers_team_short():
    """C-7: the dealer's team S1+S3 with 50 → −5 each; S0, S2 59 − 54 = +5."""
    assert score_partnership((1, 3), dealer=3, points=50).amounts == (5, -5, 5, -5)


def test_c8_partnership_dealer_on_the_other_team():
    """C-8: "20" team S0+S2 with 62, base 54 → +8; dealer's team 47 − 55 = −8."""
    item = score_partnership((0, 2), dealer=3, points=62)
    assert item.amounts == (8, -8, 8, -8) and item.base == 54


def test_c9_throw_in_through_the_engine():
    """C-9: S0 offers 6, S1 shuffles; S2 may take at most 5 and takes 4; S3 (last) takes
    the remaining 2.  Ledger −6, 0, +4, +2; the same dealer deals again."""
    g = arranged()
    speak(g, "0 offer_6", "1 shuffle", "2 wait", "3 wait")
    assert g.bargain.stage == "takes" and g.to_move == 2
    assert [a.bid for a in g.legal_actions()] == [f"take_{x}" for x in range(1, 6)] + ["play"]
    v = g.explain(Bid(2, "take_6"))
    assert not v.allowed and v.code == "BARGAIN_TAKE_TOO_MUCH" and v.params["max"] == 5
    speak(g, "2 take_4")
    assert [a.bid for a in g.legal_actions()] == ["take_2", "play"]
    speak(g, "3 take_2")
    assert g.phase is Phase.FINISHED and g.outcome == "throw_in"
    assert g.score_sheet().totals() == (-6, 0, 4, 2)
    assert next_dealer(g) == 3


def test_c11_maximum_take_through_the_engine():
    """C-11: S2 offers 8, S1 offers 2 (pot 10); S0 may take at most 9 and takes 9; S3 must
    take the remaining 1.  Ledger S0 +9, S1 −2, S2 −8, S3 +1."""
    g = arranged()
    speak(g, "0 wait", "1 offer_2", "2 offer_8", "3 wait", "0 wait")
    assert g.bargain.pot == 10 and g.to_move == 0
    assert g.legal_actions()[-2].bid == "take_9" and g.legal_actions()[0].bid == "take_1"
    speak(g, "0 take_9")
    assert [a.bid for a in g.legal_actions()] == ["take_1", "play"]
    speak(g, "3 take_1")
    assert g.score_sheet().totals() == (9, -2, -8, 1)


def test_c13_solo_priority_opposite_outranks_left():
    """C-13: S1 and S2 declare Solo, S0 does not → S1 (opposite the dealer) is the
    soloist; he shows the talon and exchanges; S2 leads first."""
    g = arranged(hands={1: "S5 S6 S7 S8 S9 S10 C5 C6 C7 C8"}, talon="C9 C10 H5")
    speak(g, "0 wait", "1 wait", "2 wait", "3 wait")
    assert g.phase is Phase.AUCTION and all(len(h) == 15 for h in g.hands)
    speak(g, "0 pass", "1 solo", "2 solo")
    assert g.phase is Phase.EXCHANGE and g.soloist == 1 and g.talon_shown
    assert g.to_move == 1 and len(g.hands[1]) == 18
    g.apply(Discard(1, tuple(parse_cards("S5 S6 S7", SICILIAN63))))
    assert g.phase is Phase.PLAY and g.to_move == 2


def test_c15_ledger_over_three_deals():
    """C-15: deal 1 = C-9 (throw-in, same dealer), deal 2 = C-4, deal 3 = C-8.  Totals
    S0 −3, S1 +7, S2 +7, S3 −11; sum 0."""
    s = SicilianSession(dealer=3)
    g = arranged()
    speak(g, "0 offer_6", "1 shuffle", "2 wait", "3 wait", "2 take_4", "3 take_2")
    s.add(g)
    assert s.dealer == 3
    s.add_items([score_solo(1, 60)], played=True)
    s.add_items([score_partnership((0, 2), dealer=3, points=62)], played=True)
    assert s.totals() == (-3, 7, 7, -11)
    assert sum(s.totals()) == 0 and len(s.ledger()) == 3
