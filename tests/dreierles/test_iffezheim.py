"""Räuber under the Iffezheim rules (cego-dreierles.md §3.12.3, regional alternative
``raeuber_pfeife="iffezheim"``, decision D7): the Stieß and trump 21 fall in the
first two tricks, never both in one; the Pfeife in the third.  Exact legal lists
on typed-in deals, through the public protocol."""

from __future__ import annotations

from tarock_tutor import games

from .test_play import PFEIFE_DEAL, PFEIFE_TALON, codes, legal_cards, raeuber

IFF = {"raeuber_pfeife": "iffezheim"}


def test_the_stiess_holder_leads_it_and_21_waits_for_the_second_trick(arrange, act):
    """Seat 1 holds both the Stieß and 21: one of them in trick 1, the other in trick 2."""
    state = raeuber(arrange, act, PFEIFE_DEAL, PFEIFE_TALON, **IFF)
    assert legal_cards(state) == ["Sk", "T21"]                  # one of the two, now
    assert codes(state, 1, "CK") == "IFFEZHEIM_MUST_PLAY"
    assert codes(state, 1, "T1") == "IFFEZHEIM_PFEIFE_NOT_YET"
    act(state, "1 play Sk")
    assert legal_cards(state) == ["T10", "T11", "T8", "T9"]     # seat 2 follows trumps
    act(state, "2 play T8", "0 play T5")
    assert legal_cards(state) == ["T21"]                        # seat 1 won: 21 now
    act(state, "1 play T21", "2 play T9", "0 play T6")
    # Third trick: seat 1 (who won) must lead the Pfeife.
    assert legal_cards(state) == ["T1"]
    assert codes(state, 1, "T20") == "IFFEZHEIM_PFEIFE_THIRD"


def test_21_may_not_join_the_stiess_and_falls_in_the_next_trick(arrange, act):
    lead = "Sk CK CQ CN CJ C10 C9 C8 C7 HK HQ HN HJ H1 H2 H3"
    state = raeuber(arrange, act, {1: lead, 2: "T21 T5 SK SQ SN SJ S10 S9 S8 S7 DK DQ DN DJ "
                                             "D1 D2"}, "H4 D3 D4 T2 T3 T4", **IFF)
    assert legal_cards(state) == ["Sk"]
    act(state, "1 play Sk")
    assert legal_cards(state) == ["T5"]
    assert codes(state, 2, "T21") == "IFFEZHEIM_NOT_TOGETHER"
    act(state, "2 play T5")
    state.apply(state.legal_actions()[0])                       # seat 0 follows
    # Seat 1 won with the Stieß and leads a club; seat 2 has none: 21 now.
    act(state, "1 play CK")
    assert legal_cards(state) == ["T21"]


def test_the_normal_follow_rule_comes_first(arrange, act):
    """21 is seat 2's only trump on the Stieß: he must play it after all."""
    lead = "Sk CK CQ CN CJ C10 C9 C8 C7 HK HQ HN HJ H1 H2 H3"
    state = raeuber(arrange, act, {1: lead, 2: "T21 SK SQ SN SJ S10 S9 S8 S7 DK DQ DN DJ D1 "
                                             "D2 D3"}, "H4 D4 T2 T3 T4 T5", **IFF)
    act(state, "1 play Sk")
    assert legal_cards(state) == ["T21"]
    assert codes(state, 2, "T21") == "MUST_PLAY_TRUMP"


def test_iffezheim_deals_play_out_count_and_replay(arrange, act):
    for seed in range(6):
        state = raeuber(arrange, act, PFEIFE_DEAL, PFEIFE_TALON, **IFF)
        done = games.playout(state, seed=seed)
        assert done.is_terminal
        sheet = done.score_sheet()
        assert sum(sheet.totals()) == 0
        again = games.load_record(games.dump_record(done))
        assert again.history == done.history and again.score_sheet().totals() == sheet.totals()


def test_a_misspelt_rule_is_refused_with_the_choices():
    import pytest

    from tarock_tutor.core.errors import VariantError

    with pytest.raises(VariantError, match=r"'raeuber_pfeife' cannot be 'iffenheim'; allowed "
                                           r"values: 'steinmauern', 'iffezheim', 'achertal'"):
        games.new_deal("dreierles3", seed=1, raeuber_pfeife="iffenheim")
