"""Partnership determination (seed 004; spec §3.7, decisions D-C6, D-C7, D-C8): the "20"
round, the "15" round, the called King (Queen with four Kings); no "20" → no play."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import SICILIAN63
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Bid, Call, Discard, Phase
from tarock_tutor.games.sicilian import hand_value, next_dealer
from tarock_tutor.games.sicilian.parts.arrange import arranged

# The 11 cards the "20"/"15" value looks at are all placed by hand in each deal.
TEAMS = {0: "T1", 1: "T20 T18 T17", 2: "T19 T16 SK", 3: "Fu CK HK DK"}   # 10, 20, 15, 25


def cards(text):
    return tuple(parse_cards(text, SICILIAN63))


def to_partnership(hands=TEAMS, discard="", talon="S5 S6 S7", **options):
    """All wait, all pass Solo; the dealer (seat 3) discards ``discard`` (default: the
    talon)."""
    g = arranged(hands=hands, talon=talon, **options)
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    assert g.phase is Phase.EXCHANGE and g.exchanger == 3 and not g.talon_shown
    g.apply(Discard(3, cards(discard or talon)))
    assert g.phase is Phase.CALL
    return g


def test_hand_value_counts_only_10_and_5_point_cards():
    """Queens, Cavalli and Maids are not counted (§3.7)."""
    assert hand_value(cards("T20 T1 Fu")) == 30
    assert hand_value(cards("T19 T16 SK SQ SN SJ T15 Mi")) == 15


def test_twenty_round_exact_lists_and_the_fifteen_partner():
    g = to_partnership()
    assert [a.bid for a in g.legal_actions()] == ["zero"]            # seat 0 has 10
    v = g.explain(Bid(0, "twenty"))
    assert not v.allowed and v.code == "TWENTY_NEEDS_20" and v.params["value"] == 10
    g.apply(Bid(0, "zero"))
    assert [a.bid for a in g.legal_actions()] == ["twenty", "zero"]  # seat 1 has 20
    g.apply(Bid(1, "twenty"))
    assert g.twenty == 1 and g.to_move == 2                          # "15" from his right
    assert [a.bid for a in g.legal_actions()] == ["fifteen", "zero"]
    g.apply(Bid(2, "fifteen"))
    assert g.partner == 2 and g.phase is Phase.PLAY and g.game_kind == "partnership"
    assert g.trickplay.leader == 2                                   # the "20" player's right


def test_fifteen_needs_exactly_15():
    g = to_partnership()
    g.apply(Bid(0, "zero"))
    g.apply(Bid(1, "twenty"))
    g.apply(Bid(2, "zero"))
    v = g.explain(Bid(3, "fifteen"))                                 # the dealer has 25
    assert not v.allowed and v.code == "FIFTEEN_NEEDS_EXACTLY_15" and v.params["value"] == 25


def test_no_fifteen_the_twenty_player_calls_a_king_he_does_not_hold():
    g = to_partnership()
    for line in ("0 zero", "1 twenty", "2 zero", "3 zero", "0 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    assert g.to_move == 1
    assert [a.card.code for a in g.legal_actions()] == ["SK", "CK", "HK", "DK"]
    v = g.explain(Call(1, parse_card("SQ")))
    assert not v.allowed and v.code == "CALL_MUST_BE_KING"
    v = g.explain(Bid(1, "zero"))
    assert not v.allowed and v.code == "BID_NOT_NOW"
    g.apply(Call(1, parse_card("SK")))
    assert g.partner == 2 and g.side(1) == frozenset({1, 2}) and g.phase is Phase.PLAY


def test_call_refuses_a_held_king():
    hands = {0: "T1", 1: "T20 T18 T17 SK", 2: "T19 T16", 3: "Fu CK HK DK"}
    g = to_partnership(hands)
    for line in ("0 zero", "1 twenty", "2 zero", "3 zero", "0 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    v = g.explain(Call(1, parse_card("SK")))
    assert not v.allowed and v.code == "CALL_HELD"
    assert [a.card.code for a in g.legal_actions()] == ["CK", "HK", "DK"]


def test_four_kings_call_a_queen_and_a_queen_in_the_dealers_discard_plays_alone():
    """D-C8: the called Queen lies in the dealer's discard → the caller alone, Solo formula."""
    hands = {0: "T1 T16", 1: "T20 T19 SK CK HK DK", 2: "T18 T17", 3: "Fu SQ"}
    g = to_partnership(hands, discard="SQ S5 S6")
    for line in ("0 zero", "1 twenty", "2 zero", "3 zero", "0 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    assert [a.card.code for a in g.legal_actions()] == ["SQ", "CQ", "HQ", "DQ"]
    v = g.explain(Call(1, parse_card("CK")))
    assert not v.allowed and v.code == "CALL_MUST_BE_QUEEN"
    g.apply(Call(1, parse_card("SQ")))
    assert g.alone and g.partner is None and g.game_kind == "alone"
    assert g.side(1) == frozenset({1}) and g.side(3) == frozenset({0, 2, 3})


def test_the_dealer_cannot_call_a_queen_he_discarded():
    hands = {0: "T1 T16 HQ DQ", 1: "T18 T17 CQ", 2: "Fu", 3: "T20 T19 SK CK HK DK SQ"}
    g = to_partnership(hands, discard="SQ S5 S6")
    for line in ("0 zero", "1 zero", "2 zero", "3 twenty", "0 zero", "1 zero", "2 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    assert [a.card.code for a in g.legal_actions()] == ["CQ", "HQ", "DQ"]
    v = g.explain(Call(3, parse_card("SQ")))
    assert not v.allowed and v.code == "CALL_DISCARDED"


def test_nobody_says_twenty_no_play_same_dealer():
    hands = {0: "T1 T16", 1: "T20 T17", 2: "T19 T18 SK", 3: "Fu CK HK S7"}   # 15 15 15 20
    g = to_partnership(hands, talon="S5 S6 DK", discard="S5 S6 S7")
    assert hand_value(g.hands[3]) == 25
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "zero"))          # the dealer may say zero with 25
    assert g.phase is Phase.FINISHED and g.outcome == "no_twenty"
    assert g.score_sheet().totals() == (0, 0, 0, 0) and next_dealer(g) == 3


def test_value_is_judged_after_the_exchange():
    """D-C6: a King from the talon counts for the dealer's "20"."""
    hands = {0: "T1 T16", 1: "T18 T17 HK", 2: "T19 SK CK", 3: "T20 Fu S7"}    # dealer 20 before
    g = to_partnership(hands, talon="S5 S6 DK", discard="S5 S6 S7")
    for s in (0, 1, 2):
        g.apply(Bid(s, "zero"))
    assert hand_value(g.hands[3]) == 25
    assert [a.bid for a in g.legal_actions()] == ["twenty", "zero"]


@pytest.mark.parametrize("bid", ["twenty_", "20", "pass", "solo"])
def test_unknown_partnership_bids(bid):
    g = to_partnership()
    v = g.explain(Bid(0, bid))
    assert not v.allowed and v.code == "PARTNER_UNKNOWN_BID" and bid in v.message("en")
    v = g.explain(Call(0, parse_card("SK")))
    assert not v.allowed and v.code == "CALL_NOT_NOW"


def test_caller_alone_is_scored_with_the_solo_formula():
    """D-C8 to the end: the caller plays alone; the sheet's line is the Solo line with
    the caller as soloist, and the dealer's discard counts for the three."""
    from tarock_tutor.core.dealing import Rng
    from tarock_tutor.core.protocol import Play

    hands = {0: "T1 T16", 1: "T20 T19 SK CK HK DK", 2: "T18 T17", 3: "Fu SQ"}
    g = to_partnership(hands, discard="SQ S5 S6")
    for line in ("0 zero", "1 twenty", "2 zero", "3 zero", "0 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    g.apply(Call(1, parse_card("SQ")))
    assert g.trickplay.leader == 2
    rng = Rng(7)
    while g.phase is Phase.PLAY:
        g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
    c = g.count()
    assert c.side == (1,) and parse_card("SQ") in c.other_pile
    (item,) = g.score_sheet().items
    assert item.key == "solo" and item.multiplier == 3
    assert item.amounts[1] == 3 * (c.points - 55)
    assert all(item.amounts[s] == (109 - c.points) - 54 for s in (0, 2, 3))


def test_the_called_partner_is_secret_until_the_card_is_played():
    from tarock_tutor.core.dealing import Rng
    from tarock_tutor.core.protocol import Play

    g = to_partnership()
    for line in ("0 zero", "1 twenty", "2 zero", "3 zero", "0 zero"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    g.apply(Call(1, parse_card("CK")))
    assert g.partner == 3 and not g.partner_revealed
    rng = Rng(3)
    ck = parse_card("CK")
    while not g.partner_revealed:
        assert ck in g.trickplay.hand(3)
        g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
    assert g.history[-1] == Play(3, ck)


def test_a_fifteen_partner_is_known_at_once():
    g = to_partnership()
    for line in ("0 zero", "1 twenty", "2 fifteen"):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    assert g.partner_revealed
