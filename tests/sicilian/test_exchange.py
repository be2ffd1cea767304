"""The talon exchange (seed 004; spec §3.6, decision D-C5): who exchanges, whether the
talon is shown, and the discard restrictions, with exact legal lists."""

from __future__ import annotations

import pytest

from tarock_tutor.core.cards import SICILIAN63
from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.protocol import Bid, Discard, Phase
from tarock_tutor.games.sicilian.parts.arrange import arranged

TRUMPS_11 = "T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5"


def cards(text):
    return tuple(parse_cards(text, SICILIAN63))


def to_exchange(solo_line=("0 pass", "1 pass", "2 pass", "3 pass"), *, hands=None,
                talon="S5 S6 S7", **options):
    g = arranged(hands=hands or {}, talon=talon, **options)
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    for line in solo_line:
        seat, bid = line.split()
        g.apply(Bid(int(seat), bid))
    assert g.phase is Phase.EXCHANGE
    return g


def test_partnership_the_dealer_exchanges_unseen():
    g = to_exchange()
    assert g.exchanger == 3 and not g.talon_shown and len(g.hands[3]) == 18


def test_non_dealer_soloist_shows_the_talon():
    g = to_exchange(("0 pass", "1 solo", "2 pass"))
    assert g.exchanger == 1 and g.talon_shown


def test_in_turn_option_ends_the_solo_round_at_the_first_solo():
    g = to_exchange(("0 solo",), solo_intents="in_turn")
    assert g.soloist == 0 and g.solo_said == {0: "solo"}


def test_dealer_soloist_does_not_show_the_talon():
    g = to_exchange(("0 pass", "1 pass", "2 pass", "3 solo"))
    assert g.exchanger == 3 and g.soloist == 3 and not g.talon_shown


def test_exact_discards_with_four_free_cards():
    """No King, no trump, no Fugitive: only the four plain cards are free."""
    g = to_exchange(hands={3: TRUMPS_11 + " SK CK S8 S9"}, talon="S5 S6 Fu")
    assert [" ".join(c.code for c in a.cards) for a in g.legal_actions()] == [
        "S9 S8 S6", "S9 S8 S5", "S9 S6 S5", "S8 S6 S5"]
    for bad, code in [("SK S5 S6", "DISCARD_KING"), ("T5 S5 S6", "DISCARD_TRUMP"),
                      ("Fu S5 S6", "DISCARD_FUGITIVE"), ("H5 S5 S6", "DISCARD_NOT_IN_HAND")]:
        v = g.explain(Discard(3, cards(bad)))
        assert not v.allowed and v.code == code and "D-C5" in str(v.rule)
    v = g.explain(Discard(3, cards("S5 S6")))
    assert not v.allowed and v.code == "DISCARD_COUNT" and v.params["n"] == 2
    v = g.explain(Discard(3, (parse_card("S5"),) * 3))
    assert not v.allowed and v.code == "DISCARD_TWICE"


def test_too_few_free_cards_the_lowest_trumps_go_face_up():
    g = to_exchange(hands={3: TRUMPS_11 + " SK CK HK T4"}, talon="S5 S6 Fu")
    assert [a.cards for a in g.legal_actions()] == [cards("S5 S6 T4")]
    v = g.explain(Discard(3, cards("S5 S6 T5")))
    assert not v.allowed and v.code == "DISCARD_LOWEST_TRUMPS" and v.params["forced"] == \
        "S5 S6 T4"
    g.apply(Discard(3, cards("S6 T4 S5")))
    assert g.discard_face_up == cards("T4") and g.phase is Phase.CALL


def test_philebus_rule_allows_ordinary_trumps_but_no_honours():
    g = to_exchange(hands={3: TRUMPS_11 + " SK CK T20 T1"}, talon="S5 S6 Fu",
                    discard_rule="no_king_no_honour")
    assert g.explain(Discard(3, cards("T5 T6 S5"))).allowed
    for bad in ("T20 S5 S6", "T1 S5 S6", "Fu S5 S6"):
        v = g.explain(Discard(3, cards(bad)))
        assert not v.allowed and v.code == "DISCARD_HONOUR"
    assert len(g.legal_actions()) == 286           # 13 free cards, C(13, 3)


@pytest.mark.parametrize("bad", ["double", "Solo", ""])
def test_unknown_solo_bids(bad):
    g = arranged()
    for s in (0, 1, 2, 3):
        g.apply(Bid(s, "wait"))
    v = g.explain(Bid(0, bad))
    assert not v.allowed and v.code == "SOLO_UNKNOWN_BID"


def test_tarot78_option_names_the_substitute_cards():
    """§3.2: with an ordinary tarot the 21 is the Miseria, jacks are maids, diamonds coins;
    the game itself does not change."""
    plain = arranged(hands={0: "Mi DJ T20"})
    tarot = arranged(hands={0: "Mi DJ T20"}, cards="tarot78")
    mi, dj = parse_card("Mi"), parse_card("DJ")
    assert tarot.card_name(mi) == "切札21(ミゼリアとして)"
    assert tarot.card_name(dj) == "ダイヤのジャック(メイドとして)"
    assert plain.card_name(mi) == SICILIAN63.name(mi)
    assert tarot.legal_actions() == plain.legal_actions()
