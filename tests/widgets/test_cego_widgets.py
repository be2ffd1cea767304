"""Static figures of the Cego notebooks (tarock_tutor.widgets.cego): the cards, reason
codes and scores they show, and clear errors for bad input.

Expected values come from the rules (spec cego-dreierles.md §2.4–2.14) and the spec's
worked examples (§4.2), applied to hands given in the test or dealt by a fixed seed.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tarock_tutor.core import messages
from tarock_tutor.core.cards import Suit
from tarock_tutor.core.errors import IllegalAction, InvalidNotation, TarockError
from tarock_tutor.core.protocol import Bid, Discard, Phase
from tarock_tutor.games import cego
from tarock_tutor.games.cego.phase_names import Phases
from tarock_tutor.widgets.cego import (
    WORKED_EXAMPLES,
    auction_figure,
    bid_cases_figure,
    bid_figure,
    deal_figure,
    deal_report,
    exchange_check,
    exchange_figure,
    first_solo_seed,
    follow_case_figure,
    follow_step,
    follow_tricks_figure,
    live_deal,
    play_auction,
    score_case,
    session_figure,
    solo_hand_figure,
    try_bid,
    worked_examples_html,
)
from tarock_tutor.widgets.cego.example import (
    EXAMPLE_NOTES,
    counting_part,
    example_deal,
    exchange_part,
    tricks_part,
)
from tarock_tutor.widgets.cego.names import seat_names
from tarock_tutor.widgets.cego.play import trick_record_html

P3 = ["pass"] * 3
P4 = ["pass"] * 4
# CG-04's auction needs: A a pip, B two clubs pips and a diamond pip, C the Pfeife.
H_CG04 = {1: "S8 S9 H2", 2: "C8 C9 D2", 0: "T1 S10 H3"}
CG04 = [*P3, "cego", "eine", "hold", "eine_leere", "hold", "zwei_leere", "pass",
        "zwei_verschiedene", "hold", "pfeife", "pass"]
# A full 3-player hand for A (seat 1) with pips in hearts only, and a chosen talon.
HAND_A = "H1 H3 T20 T19 T16 T13 T12 T9 T8 T5 HK HJ CN"
TALON = "T17 T6 T2 SK S9 S8 CK C9 H2 H4 DN D2"


# --- common ----------------------------------------------------------------------

def test_engine_texts_use_the_book_spelling() -> None:
    """The engine's labels follow the prose (book/cego/rules3.md), not the seed's かす1/かす2."""
    from tarock_tutor.games.cego.parts.contracts import CONTRACTS

    assert [CONTRACTS[k].ja for k in ("eine", "eine_leere", "zwei_leere")] == [
        "アイネ", "アイネ・レーレ", "ツヴァイ・レーレ"]
    assert "ゼルプスト" in messages.text("SENIOR_HOLD_OR_PASS", "ja", game="cego")
    assert "ツヴァイ・レーレ" in messages.text("NEED_TWO_PIPS_SAME_SUIT", "ja", game="cego")
    assert "アイネ" in try_bid(3, 1, [*P3, "cego"], "eine_leere").text


def test_seat_numbers_are_fixed_and_roles_move() -> None:
    """Book style sheet §4: 席k is engine seat k−1 whoever deals; the dealer and the
    forehand (the dealer's right, 先手) are roles beside the number."""
    assert seat_names(3, 0) == ("席1(ディーラー)", "席2(先手)", "席3")
    assert seat_names(4, 2) == ("席1", "席2", "席3(ディーラー)", "席4(先手)")


def test_static_functions_do_not_import_ipywidgets() -> None:
    code = ("import sys; import tarock_tutor.widgets.cego as c; c.deal_figure(3, seed=1); "
            "c.worked_examples_html(); print('ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


# --- deal and solo hand (spec §2.3, §2.8) -------------------------------------------

def test_deal_report_sizes_and_solo_checks_agree_with_the_rule() -> None:
    for players, (talon, hand) in ((3, (12, 13)), (4, (10, 11))):
        r = deal_report(players, seed=1)
        assert len(r.talon) == talon and all(len(h) == hand for h in r.hands)
        for h, check in zip(r.hands, r.checks, strict=True):
            trumps = [c for c in h if c.suit is Suit.TRUMP]
            high = [c for c in trumps if c.rank >= 18]
            many = 9 if players == 3 else 8
            expected = len(trumps) >= many or (len(trumps) == many - 1 and len(high) >= 2)
            assert check.is_solo_hand == expected


def test_first_solo_seed_is_the_first() -> None:
    s = first_solo_seed(4)
    assert any(deal_report(4, seed=s).checks)
    assert not any(any(deal_report(4, seed=t).checks) for t in range(s))


@pytest.mark.parametrize(("hand", "players", "solo"), [
    ("Sk T19 T12 T9 T7 T5 T3 T2 S8 S9 H1 HK DQ", 3, True),      # 8 trumps, two ≥ 18
    ("T21 T15 T11 T8 T6 T4 T2 T1 S8 S9 H1 HK DQ", 3, False),    # 8 trumps, one ≥ 18
    ("T17 T15 T11 T8 T6 T4 T2 T1 T3 S9 H1 HK DQ", 3, True),     # 9 trumps
    ("Sk T18 T12 T9 T7 T5 T3 S8 H1 HK DQ", 4, True),            # 7 trumps, two ≥ 18
    ("T21 T15 T11 T8 T6 T4 T2 S8 H1 HK DQ", 4, False),          # 7 trumps, one ≥ 18
])
def test_solo_hand_figure_states_the_verdict(hand: str, players: int, solo: bool) -> None:
    html = solo_hand_figure(hand, players)
    assert ("<b>ソロの手札</b>" in html) is solo
    assert ("ソロの手札ではない" in html) is not solo


def test_solo_hand_figure_refuses_bad_hands() -> None:
    with pytest.raises(TarockError, match="13 cards"):
        solo_hand_figure("Sk T19 T12", 3)
    with pytest.raises(TarockError, match="twice"):
        solo_hand_figure("Sk Sk T12 T9 T7 T5 T3 T2 S8 S9 H1 HK DQ", 3)
    with pytest.raises(TarockError, match="3 or 4 players"):
        deal_figure(5, seed=1)
    with pytest.raises(TarockError, match="D4"):  # ♦4 is out of the 3-player pack
        solo_hand_figure("Sk T19 T12 T9 T7 T5 T3 T2 S8 S9 H1 HK D4", 3)
    with pytest.raises(TarockError, match="seed"):
        deal_report(3, seed=-1)


# --- auction (spec §2.6–2.7, §4.2) ----------------------------------------------------

def test_cg04_auction_ends_with_c_in_pfeife() -> None:
    g, steps = play_auction(3, 0, CG04, hands=H_CG04)
    assert (g.declarer, g.contract) == (0, "pfeife")
    assert steps[3].legal == ("cego",)               # A must open Cego
    assert steps[4].legal == ("eine", "pass")         # B: one step up or pass
    assert steps[5].legal == ("hold", "pass")         # A: hold or pass
    assert steps[-1].legal == ("pass",)               # B cannot hold Pfeife
    html = auction_figure(3, 0, CG04, hands=H_CG04)
    assert "プファイフェ" in html and "デクレアラーは 席1(ディーラー)" in html


@pytest.mark.parametrize(("players", "bids", "attempt", "code"), [
    (3, [], "cego", "STAGE1_SOLO_OR_PASS"),
    (3, P3, "pass", "MUST_OPEN_CEGO"),
    (3, [*P3, "cego"], "eine_leere", "BID_ONE_STEP_ONLY"),
    (3, [*P3, "cego", "eine"], "eine_leere", "SENIOR_HOLD_OR_PASS"),
    (3, ["solo", "pass"], "eine", "OPENING_BID_IS_CEGO"),
    (4, ["solo"], "piccolo", "NEGATIVE_NOT_AVAILABLE"),
    (4, [*P4, "piccolo"], "piccolo", "ONLY_BETTEL_AFTER_PICCOLO"),
    (4, P4 + P4 + ["cego", "eine"], "raeuber", "RAEUBER_NOT_AVAILABLE"),
])
def test_refused_bids_have_their_codes(players: int, bids: list[str], attempt: str,
                                       code: str) -> None:
    v = try_bid(players, 1, bids, attempt)
    assert not v.allowed and v.code == code


def test_bids_refused_for_the_hand() -> None:
    no_pair = {1: "S9 H2", 2: "Sk T21 T20 T19 T18 T17 T16 T15 S8 C8 HK HQ DK"}
    before = [*P3, "cego", "eine", "hold", "eine_leere", "hold"]
    assert try_bid(3, 0, before, "zwei_leere", hands=no_pair).code == "NEED_TWO_PIPS_SAME_SUIT"
    assert try_bid(3, 0, before, "zwei_leere", hands=no_pair, face_card_as_pip=True).allowed
    no_t1 = {1: "S8 S9 H2", 2: "C8 C9 D2 T1", 0: "S10 H3"}
    v = try_bid(3, 0, CG04[:-2], "pfeife", hands=no_t1)
    assert v.code == "NEED_PFEIFE"
    html = bid_figure(3, 0, CG04[:-2], "pfeife", hands=no_t1)
    assert v.text in html and "✗ 不可" in html and "NEED_PFEIFE" not in html


def test_auction_errors_are_clear() -> None:
    with pytest.raises(IllegalAction):
        play_auction(3, 1, ["cego"])
    with pytest.raises(TarockError, match="after the auction ended"):
        play_auction(3, 1, ["solo", "pass", "pass", "pass"])
    with pytest.raises(TarockError, match="3 or 4 players"):
        play_auction(2, 1, [])


# --- exchange (spec §2.4–2.5) -----------------------------------------------------------

def test_zwei_leere_keeps_two_hearts_and_discards_the_lowest_trump() -> None:
    r = exchange_check(3, 0, "zwei_leere", keep="H1 H3", discard="T2", hands={1: HAND_A},
                       talon=TALON)
    assert r.keep_verdict.code == "KEEP_OK"
    assert r.forced is not None and r.forced.code == "T2"
    assert r.discard_verdict is not None and r.discard_verdict.code == "DISCARD_OK"
    assert len(r.after) == 14 and len(r.legage) == 12 and r.legage[-1].code == "T2"
    bad = exchange_check(3, 0, "zwei_leere", keep="H1 H3", discard="T6", hands={1: HAND_A},
                         talon=TALON)
    assert bad.discard_verdict is not None
    assert bad.discard_verdict.code == "MUST_DISCARD_LOWEST_TRUMP"
    assert [ok for _, ok, _ in bad.conditions].count(False) == 1


@pytest.mark.parametrize(("contract", "keep", "code"), [
    ("cego", "T20 T19 T16", "WRONG_KEEP_COUNT"),
    ("eine_leere", "HK", "KEEP_MUST_BE_PIP"),
    ("zwei_leere", "H1 CN", "KEEP_MUST_BE_PIP"),
    ("zwei_verschiedene", "H1 H3", "KEEP_DIFFERENT_SUITS"),
    ("pfeife", "T19", "KEEP_MUST_BE_PFEIFE"),
    ("zwei_leere", "H1 S9", "NOT_IN_HAND"),
])
def test_refused_keeps(contract: str, keep: str, code: str) -> None:
    r = exchange_check(3, 0, contract, keep=keep, hands={1: HAND_A}, talon=TALON)
    assert r.keep_verdict.code == code and not r.keep_verdict.allowed
    assert False in [ok for _, ok, _ in r.conditions]
    html = exchange_figure(3, 0, contract, keep=keep, hands={1: HAND_A}, talon=TALON)
    assert r.keep_verdict.text in html and code not in html


def test_court_as_pip_and_highest_trump_for_zwei_verschiedene() -> None:
    r = exchange_check(3, 0, "zwei_verschiedene", keep="H1 CN", discard="T20",
                       hands={1: HAND_A}, talon=TALON, face_card_as_pip=True)
    assert r.keep_verdict.allowed
    assert r.forced is not None and r.forced.code == "T17"  # T20 went to the set-aside pile
    assert r.discard_verdict is not None and r.discard_verdict.code == "NOT_IN_HAND"
    court = exchange_check(3, 0, "zwei_verschiedene", keep="H1 HK", hands={1: HAND_A},
                           talon=TALON, face_card_as_pip=True)
    assert court.keep_verdict.code == "KEEP_DIFFERENT_SUITS"


def test_exchange_errors_are_clear() -> None:
    with pytest.raises(TarockError, match="no exchange"):
        exchange_check(3, 1, "solo", keep="")
    with pytest.raises(InvalidNotation):
        exchange_check(3, 1, "cego", keep="X9 T20")
    with pytest.raises(TarockError, match="seat"):
        exchange_check(3, 1, "cego", keep="T20 T19", seat=7)


# --- follow on a live deal (spec §1.4, §2.9) ----------------------------------------

def test_live_deal_reaches_the_first_lead_and_follow_rules_hold() -> None:
    g = live_deal(3, seed=1)
    assert g.phase is Phase.PLAY and g.to_move == g.declarer
    r = follow_step(g)
    assert r.code == "FREE_LEAD" and set(r.legal) == set(r.hand)
    g.apply(cego.play(r.seat, "T20"))
    r2 = follow_step(g)
    trumps = {c for c in r2.hand if c.suit is Suit.TRUMP}
    assert trumps and r2.code == "MUST_PLAY_TRUMP" and set(r2.legal) == trumps


def test_follow_figures_show_reasons_and_a_refusal() -> None:
    html = follow_tricks_figure(3, seed=1, tricks=2)
    lead = messages.text("FREE_LEAD", "ja")
    assert lead in html and "✗ 不可" in html and "第2トリック" in html
    case = follow_case_figure(4, seed=3, code="MUST_TRUMP")
    assert "切札を出さなければなりません" in case and "✗ 不可" in case
    assert "MUST_TRUMP" not in case and "seed 000" not in case


def test_follow_errors_are_clear() -> None:
    with pytest.raises(TarockError, match="unknown follow reason"):
        follow_case_figure(3, seed=1, code="MUST_WIN")
    with pytest.raises(TarockError, match="tricks must be"):
        follow_tricks_figure(3, seed=1, tricks=0)
    with pytest.raises(TarockError, match="has not been played"):
        trick_record_html(live_deal(3, seed=1), 0)


# --- scores (spec §2.10–2.14, §4.2) ------------------------------------------------------

@pytest.mark.parametrize("ex", WORKED_EXAMPLES, ids=lambda ex: ex.case)
def test_worked_example_net_matches_the_spec(ex: object) -> None:
    r = ex.score()  # type: ignore[attr-defined]
    assert tuple(r.net) == ex.spec_net  # type: ignore[attr-defined]
    assert sum(r.net) == 0


def test_worked_examples_table_marks_every_case() -> None:
    html = worked_examples_html()
    assert html.count("✓") == len(WORKED_EXAMPLES) and "✗" not in html


def test_cg01_counted_from_the_cards_is_36() -> None:
    pile = "Sk T21 HK SK CQ DQ HN SJ DJ " + " ".join(f"T{n}" for n in range(2, 20))
    r = score_case(3, "cego", declarer=0, cards=pile)
    assert r.declarer_points == 36 and r.entries == (1, 0, 0)


def test_session_settles_every_pair() -> None:
    deals = [score_case(3, "cego", declarer=0, points=36),
             score_case(3, "eine_leere", declarer=2, points=47, after_solo=True),
             score_case(3, "solo", declarer=0, points=28)]
    html = session_figure(3, deals)
    for text in ("席1 が 席2 に 3 を払う", "席1 が 席3 に 15 を払う", "席2 が 席3 に 12 を払う",
                 "席1 -18", "席2 -9", "席3 +27"):
        assert text in html


def test_score_errors_are_clear() -> None:
    with pytest.raises(TarockError, match="unknown Cego contract"):
        score_case(3, "ulti", points=40)
    with pytest.raises(TarockError, match="tricks_won"):
        score_case(4, "piccolo")
    with pytest.raises(TarockError, match="raeuber_points"):
        score_case(4, "raeuber")
    with pytest.raises(TarockError, match="names"):
        score_case(3, "cego", points=40, names=("A", "B"))
    with pytest.raises(TarockError):
        score_case(3, "cego", points=71)


# --- the complete example deal -------------------------------------------------------

def test_example_deal_uses_every_card_once_and_counts_to_70() -> None:
    bids = [*P3, "cego", "eine", "hold", "eine_leere", "pass", "pass"]
    g = example_deal(3, seed=6, bids=bids)
    assert g.contract == "eine_leere" and len(g.tricks) == 13
    played = [c for t in g.tricks for c in t.cards]
    assert len(played) + len(g.legage) == 51 and len(set(played) | set(g.legage)) == 51
    d, o = g.card_points()
    assert d + o == 70
    assert f"<b>{d}点</b>" in counting_part(g)
    assert tricks_part(g).count("<svg") == 13
    assert [c.code for c in g.kept] == ["S10"] and "♠10 を残し" in exchange_part(g)


def test_example_3p_is_the_deal_its_page_describes() -> None:
    """book/cego/example_3p.ipynb's prose and trick notes: 席3 plays アイネ・レーレ, keeps
    ♠10, loses the Pfeife (切札1) in trick 5, takes the last four tricks; 41 to 29."""
    g = example_deal(3, seed=6, bids=[*P3, "cego", "eine", "hold", "eine_leere", "pass",
                                       "pass"])
    assert (g.declarer, g.contract, g.after_solo) == (2, "eine_leere", False)
    assert g.solo_hands == (False, False, False) and [c.code for c in g.kept] == ["S10"]
    assert [t.winner for t in g.tricks] == [0, 0, 2, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]
    assert g.tricks[4].cards[1].code == "T1" and g.card_points() == (41, 29)
    r = g.result_score()
    assert (r.units, r.multiplier, r.entries) == (2, 3, (0, 0, 6))
    html = tricks_part(g, notes=EXAMPLE_NOTES[3, 6])
    assert all(note in html for note in EXAMPLE_NOTES[3, 6].values())


def test_example_4p_is_the_deal_its_page_describes() -> None:
    """book/cego/example_4p.ipynb: 席3 plays ツヴァイ・レーレ keeping ♣8 ♣7, discards the
    lowest trump (切札2) after the talon; 44 to 26, entry 8."""
    bids = [*P4, *P4, "cego", "eine", "hold", "eine_leere", "hold", "zwei_leere", "pass",
            "pass", "pass"]
    g = example_deal(4, seed=4, bids=bids)
    assert (g.declarer, g.contract, g.after_solo) == (2, "zwei_leere", False)
    assert g.solo_hands == (False, False, False, False)
    assert sorted(c.code for c in g.kept) == ["C7", "C8"]
    assert g.verification_discard is not None and g.verification_discard.code == "T2"
    assert [t.winner for t in g.tricks] == [2, 1, 3, 2, 0, 0, 2, 0, 2, 2, 2]
    assert g.card_points() == (44, 26)
    r = g.result_score()
    assert (r.units, r.multiplier, r.entries) == (2, 4, (0, 0, 8, 0))


def test_example_parts_refuse_unfinished_deals() -> None:
    g = cego.new_game(players=3, seed=6)
    with pytest.raises(TarockError, match="not over"):
        exchange_part(g)
    with pytest.raises(TarockError, match="not finished"):
        counting_part(example_deal(3, seed=6, until=Phase.PLAY))


# --- the widgets themselves (need ipywidgets) -----------------------------------------

def _click(panel: object, label: str) -> None:
    """Click the choice button labelled ``label`` of a trainer panel."""
    buttons = panel.choice_box.children  # type: ignore[attr-defined]
    next(b for b in buttons if b.description == label).click()


def test_auction_trainer_refuses_and_accepts() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.cego import auction_trainer

    p = auction_trainer(3, seed=1)
    _click(p, "ツェゴ")                       # stage 1: only solo or pass
    refused = try_bid(3, 1, [], "cego")
    assert "✗ 不可" in p.out.value and refused.text in p.out.value
    assert "STAGE1_SOLO_OR_PASS" not in p.out.value
    _click(p, "パス")
    assert "✓ 可" in p.out.value and "席3 の番" in p.out.value   # dealer 席1, forehand 席2
    p.controls[2].click()                     # 1手戻す
    assert p.trainer.state.history == [] and "席2(先手) の番" in p.out.value
    assert p.static == p.trainer.html()      # the static twin is the first picture


def test_follow_live_plays_a_whole_deal_to_the_score() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.cego import follow_live

    p = follow_live(3, seed=1)
    seat = p.trainer.state.to_move
    p.choice_box.children[0].click()          # the leader: any card is fine
    assert "✓ 可" in p.out.value and messages.text("FREE_LEAD", "ja") in p.out.value
    follower = p.trainer.state.to_move
    hand = p.trainer.state.hand(follower)
    legal = {a.card for a in p.trainer.state.legal_actions()}
    wrong = [c for c in hand if c not in legal]
    if wrong:                                  # a refused card is explained and not played
        before = len(p.trainer.state.history)
        v = p.trainer.act(cego.play(follower, wrong[0].code))
        assert not v.allowed and len(p.trainer.state.history) == before
        assert v.text in p.trainer.html()
    p.controls[2].click()                     # 1手戻す
    assert p.trainer.state.to_move == seat
    for _ in range(39):
        p.controls[3].click()                 # おまかせで1手
    assert "ディールが終わりました" in p.out.value and "達成点" in p.out.value


def test_exchange_and_score_widgets_show_verdicts() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.cego import deal_viewer, exchange_trainer, score_calculator

    ex = exchange_trainer(3, seed=1)
    t = ex.trainer
    assert t.state.phase is Phases.EXCHANGE and t.state.contract == "cego"
    pick, go = ex.choice_box.children          # 78 ways to keep two cards: a choice list
    assert len(pick.options) == len(t.state.legal_actions()) == 78
    go.click()
    assert "✓ 可" in ex.out.value
    seat = t.state.to_move
    foreign = next(c for c in t.state.pack.cards if c not in t.state.hand(seat))
    v = t.act(Discard(seat, (foreign,)))
    assert not v.allowed and v.text in t.html()
    assert len(ex.choice_box.children) == len(t.state.hand(seat))  # one button per card
    ex.choice_box.children[0].click()
    assert t.state.phase is Phase.PLAY
    t.reset(scenario="3人: ビッドから")
    assert t.act(Bid(1, "cego")).code == "STAGE1_SOLO_OR_PASS"
    sc = score_calculator(3)
    controls, figure, buttons, session = sc.children
    add = buttons.children[0]
    ctl = {c.description: c for c in controls.children}
    ctl["コントラクト"].value = "pfeife"
    ctl["プファイフェの規則違反"].value = True
    ctl["点数"].value = 44
    assert "達成点 -1 × 倍率 6" in figure.value
    add.click()
    assert "2人ずつの精算" in session.value
    dv = deal_viewer(4, seed=5).widget
    assert "ソロの手札です" in dv.children[-1].value
    _count, seed_in, _talon, find = dv.children[0].children
    find.click()                                       # the next seed with a solo hand
    assert seed_in.value == first_solo_seed(4, start=6)
    assert "ソロの手札です" in dv.children[-1].value


def test_raeuber_ties_follow_decision_c8() -> None:
    full = score_case(4, "raeuber", raeuber_points=[14, 20, 20, 16])
    assert full.entries == (0, -5, -5, 0) and full.net == (10, -10, -10, 10)
    split = score_case(4, "raeuber", raeuber_points=[14, 20, 20, 16], raeuber_ties="split")
    assert split.net == (5, -5, -5, 5)
    assert "-5/2" in session_figure(4, [split])
    with pytest.raises(TarockError, match="C8"):
        score_case(4, "raeuber", raeuber_points=[14, 20, 20, 16], raeuber_ties="halve")


def test_bid_cases_figure_says_each_attempt_and_its_verdict() -> None:
    """Spec §2.6: in the first stage only solo or pass; after three passes Cego must open."""
    html = bid_cases_figure(3, 1, [([], "cego"), (P3, "pass")])
    assert html.count(" → ") == 2 and html.count("✗ 不可") == 2
    assert try_bid(3, 1, [], "cego").text in html and try_bid(3, 1, P3, "pass").text in html
    assert "(なし) → ツェゴ" in html and "STAGE1_SOLO_OR_PASS" not in html


def test_solo_share_counts_every_dealt_hand() -> None:
    """Seed 1 with 3 players gives 席2 a solo hand (book/cego/deal_and_solo_hand.ipynb)."""
    from tarock_tutor.widgets.cego.deal import solo_hand_share, solo_share_figure

    assert [c.is_solo_hand for c in deal_report(3, seed=1).checks] == [False, True, False]
    solo, hands = solo_hand_share(3, range(1, 2))
    assert (solo, hands) == (1, 3)
    html = solo_share_figure(range(10))
    assert "3人ゲーム: 30手のうち" in html and "4人ゲーム: 40手のうち" in html


def test_variants_figure_compares_tie_rules_and_the_solo_step() -> None:
    """Decision C8: tied Räuber losers each take the full penalty, or split it; §2.12: after
    a solo bid the multiplier is one step up (アイネ・レーレ 3 → 4)."""
    from tarock_tutor.widgets.cego.compare import variants_figure

    ties = variants_figure(4, "raeuber", [("full", {"raeuber_ties": "each_tied_player_full"}),
                                          ("split", {"raeuber_ties": "split"})],
                           raeuber_points=[14, 20, 20, 16])
    assert "席2 -5、席3 -5" in ties and "席2 -5/2、席3 -5/2" in ties
    solo = variants_figure(3, "eine_leere", [("a", {}), ("b", {"after_solo": True})],
                           declarer=2, points=47)
    assert "+3 × 3 = +9" in solo and "+3 × 4 = +12" in solo
    with pytest.raises(TarockError):
        variants_figure(3, "eine_leere", [("a", {"points": 71})], declarer=2)
