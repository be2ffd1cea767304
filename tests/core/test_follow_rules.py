"""Game-specific follow exceptions (hooks on the shared rule)."""

from __future__ import annotations

import pytest

from tarock_tutor.core.notation import parse_card, parse_cards
from tarock_tutor.core.tricks import explain_play, legal_plays
from tarock_tutor.games.dreierles.trick_rules import RAEUBER_PFEIFE, RaeuberContext
from tarock_tutor.games.sicilian.trick_rules import SICILIAN_FUGITIVE
from tarock_tutor.games.zwanziger.trick_rules import FARBERL


def codes(hand, trick, card, rule, context=None):
    v = explain_play(parse_cards(hand), parse_cards(trick), parse_card(card), rule=rule,
                     context=context)
    return v.allowed, v.code


class TestSicilianFugitive:
    """neunzehner-zwanziger-sicilian.md §3.8, decision D-C9."""

    def test_fugitive_may_not_be_led(self):
        assert codes("Fu H7 T3", "", "Fu", SICILIAN_FUGITIVE) == (False, "FUGITIVE_MAY_NOT_LEAD")
        assert codes("Fu H7 T3", "", "H7", SICILIAN_FUGITIVE) == (True, "FREE_LEAD")

    def test_fugitive_led_when_it_is_the_last_card(self):
        assert legal_plays(parse_cards("Fu"), [], rule=SICILIAN_FUGITIVE) == parse_cards("Fu")

    def test_fugitive_exempt_from_following(self):
        assert codes("Fu H7 T3", "H5", "Fu", SICILIAN_FUGITIVE) == (True, "FUGITIVE_EXEMPT")
        assert codes("Fu H7 T3", "H5", "T3", SICILIAN_FUGITIVE) == (False, "MUST_FOLLOW_SUIT")
        assert legal_plays(parse_cards("Fu H7 T3"), parse_cards("H5"),
                           rule=SICILIAN_FUGITIVE) == parse_cards("H7 Fu")

    def test_without_the_fugitive_the_shared_rule_applies(self):
        assert legal_plays(parse_cards("H7 T3"), parse_cards("S5"),
                           rule=SICILIAN_FUGITIVE) == parse_cards("T3")


class TestRaeuberPfeife:
    """cego-dreierles.md §3.12.3 (Steinmauern rules), decision dreierles.raeuber_pfeife."""

    def test_pfeife_may_not_be_led(self):
        assert codes("T1 T5 HK", "", "T1", RAEUBER_PFEIFE) == (False, "PFEIFE_MAY_NOT_LEAD")

    def test_pfeife_led_if_it_is_the_only_card(self):
        assert legal_plays(parse_cards("T1"), [], rule=RAEUBER_PFEIFE) == parse_cards("T1")

    def test_pfeife_not_voluntarily_before_third_trump_lead(self):
        ctx = RaeuberContext(trump_leads=2)
        assert codes("T1 T5 HK", "T9", "T1", RAEUBER_PFEIFE, ctx) == (False, "PFEIFE_NOT_YET")
        assert codes("T1 T5 HK", "T9", "T5", RAEUBER_PFEIFE, ctx) == (True, "MUST_PLAY_TRUMP")

    @pytest.mark.parametrize("leads", [3, 4])
    def test_pfeife_forced_from_third_trump_lead(self, leads):
        ctx = RaeuberContext(trump_leads=leads)
        assert codes("T1 T5 HK", "T9", "T1", RAEUBER_PFEIFE, ctx) == (True, "PFEIFE_FORCED")
        assert codes("T1 T5 HK", "T9", "T5", RAEUBER_PFEIFE, ctx) == (False, "PFEIFE_FORCED")

    def test_t21_may_not_join_the_stiess(self):
        assert codes("T21 T5", "Sk", "T21", RAEUBER_PFEIFE) == (False, "T21_NOT_ON_STIESS")

    def test_normal_rule_takes_precedence(self):
        assert legal_plays(parse_cards("T21 HK"), parse_cards("Sk"),
                           rule=RAEUBER_PFEIFE) == parse_cards("T21")
        assert legal_plays(parse_cards("T1 HK"), parse_cards("T9"), rule=RAEUBER_PFEIFE,
                           context=RaeuberContext(1)) == parse_cards("T1")


def test_farberl_void_player_must_still_play_a_tarock():
    """neunzehner-zwanziger-sicilian.md §2.6 Farberl."""
    assert codes("T5 SK", "HK", "SK", FARBERL) == (False, "FARBERL_MUST_PLAY_TAROCK")
    assert codes("T5 SK", "HK", "T5", FARBERL) == (True, "FARBERL_MUST_PLAY_TAROCK")
