"""Play (seed 004; spec §3.8, decision D-C9): the Fugitive's rules with exact legal
lists, its capture rule, the dealer's lead as called partner, and knocking."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.dealing import Rng
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Announce, Bid, Call, Discard, Phase, Play
from tarock_tutor.core.tricks import explain_play, legal_plays, trick_winner
from tarock_tutor.games.sicilian.pack import SICILIAN63
from tarock_tutor.games.sicilian.parts.arrange import arranged
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FOLLOW, SICILIAN_FUGITIVE

FU = parse_card("Fu")


def cards(text):
    return parse_cards(text, SICILIAN63)


def codes(cs):
    return [c.code for c in cs]


# --- the Fugitive (core hook) --------------------------------------------------------

def test_fugitive_may_not_be_led_while_other_cards_remain():
    hand = cards("Fu H7 T3")
    assert codes(legal_plays(hand, [], rule=SICILIAN_FUGITIVE)) == ["H7", "T3"]
    v = explain_play(hand, [], FU, rule=SICILIAN_FUGITIVE)
    assert not v.allowed and v.code == "FUGITIVE_MAY_NOT_LEAD" and "D-C9" in str(v.rule)


def test_fugitive_is_exempt_from_following():
    hand = cards("Fu H7 T3")
    assert codes(legal_plays(hand, cards("S5"), rule=SICILIAN_FUGITIVE)) == ["T3", "Fu"]
    assert codes(legal_plays(hand, cards("H5"), rule=SICILIAN_FUGITIVE)) == ["H7", "Fu"]
    assert codes(legal_plays(hand, cards("T9"), rule=SICILIAN_FUGITIVE)) == ["T3", "Fu"]
    v = explain_play(hand, cards("H5"), FU, rule=SICILIAN_FUGITIVE)
    assert v.allowed and v.code == "FUGITIVE_EXEMPT"


def test_fugitive_as_the_last_card_is_led_and_the_next_card_sets_the_suit():
    assert codes(legal_plays(cards("Fu"), [], rule=SICILIAN_FUGITIVE)) == ["Fu"]
    v = explain_play(cards("Fu"), [], FU, rule=SICILIAN_FUGITIVE)
    assert v.allowed and v.code == "FUGITIVE_LAST_CARD_LEAD"
    assert codes(legal_plays(cards("S9 T3"), cards("Fu"), rule=SICILIAN_FUGITIVE)) == [
        "S9", "T3"]
    assert codes(legal_plays(cards("S9 T3 H5"), cards("Fu S5"), rule=SICILIAN_FUGITIVE)) == [
        "S9"]


def test_fugitive_never_wins():
    assert trick_winner(cards("Fu S5 S9 S6"), SICILIAN63) == 2
    assert trick_winner(cards("S5 Fu S9 Mi"), SICILIAN63) == 3     # the Miseria is a trump


# --- the dealer's first lead as called partner ----------------------------------------

def test_dealer_as_called_partner_must_lead_the_called_suit():
    hand = cards("CK C5 T3 Fu SQ")
    leg = SICILIAN_FOLLOW.legality(hand, [], Suit.CLUBS)
    assert codes(leg.cards) == ["CK", "C5"] and leg.code == "DEALER_MUST_LEAD_CALLED_SUIT"
    assert leg.special[parse_card("T3")][0] == "DEALER_MUST_LEAD_CALLED_SUIT"
    assert leg.special[FU][0] == "FUGITIVE_MAY_NOT_LEAD"
    assert codes(SICILIAN_FOLLOW.legality(hand, [], None).cards) == ["CK", "C5", "T3", "SQ"]


HANDS = {0: "T1", 1: "T20 T18 T17", 2: "T19 T16 SK", 3: "Fu CK HK DK"}   # 10 20 15 25


def partnership(call="CK", hands=HANDS, **options):
    g = arranged(hands=hands, talon="S5 S6 S7", **options)
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "pass"))
    g.apply(Discard(3, tuple(cards("S5 S6 S7"))))
    for line in ("0 zero", "1 twenty") + (("2 zero", "3 zero", "0 zero") if call else
                                          ("2 fifteen",)):
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    if call:
        g.apply(Call(1, parse_card(call)))
    assert g.phase is Phase.PLAY
    return g


def test_the_dealers_first_lead_in_a_real_deal():
    """Random play until the called dealer first leads: if clubs were not led yet, his
    legal list is exactly his clubs; every other card is refused with the rule's code."""
    seen = 0
    strong = {**HANDS, 3: "Fu CK HK DK T15 T14 T13 T12 T11 T10"}
    for seed in range(40):
        g = partnership("CK", hands=strong)
        assert g.partner == 3
        rng = Rng(seed)
        while g.phase is Phase.PLAY:
            tp = g.trickplay
            if tp.to_move == 3 and not tp.current and not any(t.leader == 3 for t in tp.tricks):
                if not any(t.led_suit is Suit.CLUBS for t in tp.tricks):
                    plays = [a.card for a in g.legal_actions() if isinstance(a, Play)]
                    clubs = [c for c in tp.hand(3) if c.suit is Suit.CLUBS]
                    assert plays == clubs and parse_card("CK") in plays
                    for c in tp.hand(3):
                        if c not in clubs:
                            v = g.explain(Play(3, c))
                            assert not v.allowed and v.code in (
                                "DEALER_MUST_LEAD_CALLED_SUIT", "FUGITIVE_MAY_NOT_LEAD")
                    seen += 1
                break
            g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
    assert seen >= 3


# --- the Fugitive's capture ---------------------------------------------------------------

def test_fugitive_goes_back_to_its_side_and_a_blank_is_owed():
    """Random partnership deals: whenever the other side wins the Fugitive's trick, the
    Fugitive returns to its owner's pile, one blank goes the other way at the end, and
    the two sides still count 104 (109 with the last trick)."""
    debts = 0
    for seed in range(60):
        g = partnership("SK")
        rng = Rng(seed)
        while g.phase is Phase.PLAY:
            g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
        tp = g.trickplay
        trick = next(t for t in tp.tricks if FU in t.cards)
        owner = trick.seats[trick.cards.index(FU)]
        assert trick.winner != owner                              # it never wins
        if trick.winner in g.side(owner):
            assert g.fugitive_debt is None and FU in tp.captured[trick.winner]
            continue
        debts += 1
        assert g.fugitive_debt[:2] == (owner, trick.winner) and FU in tp.captured[owner]
        c = g.count()
        assert c.fugitive == "blank"
        mine = c.pile if owner in c.side else c.other_pile
        assert FU in mine and len(c.pile) + len(c.other_pile) == 63
    assert debts >= 5


def test_without_a_blank_the_fugitive_is_surrendered_or_kept():
    from tarock_tutor.games.sicilian.scoring import pay_for_fugitive

    mine, theirs = cards("Fu SQ CN"), cards("T20 S5")
    assert pay_for_fugitive(mine, theirs, "nothing") == "kept" and FU in mine
    assert pay_for_fugitive(mine, theirs, "surrender") == "surrendered" and FU in theirs


# --- knocking --------------------------------------------------------------------------

def test_knocking_when_leading_with_the_19():
    g = partnership(call="")            # "20" seat 1, "15" seat 2; seat 2 leads with T19
    assert g.to_move == 2 and g.partner == 2
    knocks = [a.what for a in g.legal_actions() if isinstance(a, Announce)]
    assert knocks == ["knock", "knock_19"]
    v = g.explain(Announce(2, "knock_20"))
    assert not v.allowed and v.code == "KNOCK_NEEDS_CARD"
    v = g.explain(Announce(2, "knock_both"))
    assert not v.allowed and v.code == "KNOCK_BOTH_FORBIDDEN"
    v = g.explain(Announce(2, "whistle"))
    assert not v.allowed and v.code == "KNOCK_UNKNOWN"
    g.apply(Announce(2, "knock_19"))
    assert g.knocks == [(0, 2, "knock_19")]
    v = g.explain(Announce(2, "knock"))
    assert not v.allowed and v.code == "KNOCK_ONCE_PER_LEAD"
    assert all(isinstance(a, Play) for a in g.legal_actions())
    g.apply(g.legal_actions()[0])
    v = g.explain(Announce(3, "knock"))
    assert not v.allowed and v.code == "KNOCK_NOT_LEADING"


def test_no_knocking_in_a_solo_or_when_switched_off():
    g = partnership(call="", knocking=False)
    assert not [a for a in g.legal_actions() if isinstance(a, Announce)]
    v = g.explain(Announce(2, "knock_19"))
    assert not v.allowed and v.code == "KNOCK_OFF"
    s = arranged(hands=HANDS, talon="S5 S6 S7")
    for line in ("0 wait", "1 wait", "2 wait", "3 wait", "0 pass", "1 solo", "2 pass"):
        seat, bid = line.split()
        s.apply(Bid(int(seat), bid))
    s.apply(s.legal_actions()[0])
    assert s.phase is Phase.PLAY and s.to_move == 2
    v = s.explain(Announce(2, "knock_19"))
    assert not v.allowed and v.code == "KNOCK_SOLO_GAME"


@pytest.mark.parametrize("card", ["Fu", "T1"])
def test_refused_plays_name_the_legal_cards(card):
    g = partnership(call="")
    seat = g.to_move
    hand = g.trickplay.hand(seat)
    c = parse_card(card)
    if c not in hand:
        v = g.explain(Play(seat, c))
        assert not v.allowed and v.code == "NOT_IN_HAND"
        assert {a.card for a in v.alternatives} == {
            a.card for a in g.legal_actions() if isinstance(a, Play)}


# --- the follow reasons name this pack's suits -------------------------------------------

# book/glossary.md: Spade, Bastoni, Coppe, Denari are the Italian suits 剣、棒、杯、貨 (the
# notation writes them S, C, H, D); the French names belong to the other packs.
ITALIAN = {"S": "剣", "C": "棒", "H": "杯", "D": "貨"}
FRENCH = ("ハート", "ダイヤ", "スペード", "クラブ")


def other(suit):
    return "H" if suit != "H" else "S"


@pytest.mark.parametrize("rule", [SICILIAN_FUGITIVE, SICILIAN_FOLLOW], ids=["spec", "deal"])
@pytest.mark.parametrize("suit", "SCHD")
def test_follow_reasons_name_the_italian_suit(suit, rule):
    """Issue 17's loose ends: the shared rule's refusals said 台札のスート(ハート) for a
    led 杯 (cups) card; both the game's follow rule and its per-deal rule name 杯."""
    led = cards(f"{suit}7")
    must_follow = explain_play(cards(f"{suit}9 T3 Fu"), led, parse_card("T3"), rule=rule)
    must_trump = explain_play(cards(f"{other(suit)}9 T3 Fu"), led,
                              parse_card(f"{other(suit)}9"), rule=rule)
    assert (must_follow.code, must_trump.code) == ("MUST_FOLLOW_SUIT", "MUST_TRUMP")
    for v in (must_follow, must_trump):
        assert not v.allowed
        said = v.text + v.message("ja")
        assert f"台札のスート({ITALIAN[suit]})" in said, said
        assert not any(name in said for name in FRENCH), said


def test_the_games_own_explanations_name_the_italian_suits():
    """Through the game state (``explain``) in random deals: every follow or trump
    refusal names the led card's Italian suit, never a French one."""
    letter = {Suit.SPADES: "S", Suit.CLUBS: "C", Suit.HEARTS: "H", Suit.DIAMONDS: "D"}
    seen = set()
    for seed in range(6):
        g = partnership(call="")
        rng = Rng(seed)
        while g.phase is Phase.PLAY:
            tp, seat = g.trickplay, g.to_move
            suit = next((c.suit for c in tp.current if c.suit is not Suit.FOOL), None)
            if suit in letter:
                for c in tp.hand(seat):
                    v = g.explain(Play(seat, c))
                    if v.code in ("MUST_FOLLOW_SUIT", "MUST_TRUMP"):
                        said = v.message("ja")
                        assert f"台札のスート({ITALIAN[letter[suit]]})" in said, said
                        assert not any(n in said for n in FRENCH), said
                        seen.add(v.code)
            g.apply(rng.choice([a for a in g.legal_actions() if isinstance(a, Play)]))
    assert seen == {"MUST_FOLLOW_SUIT", "MUST_TRUMP"}
