"""The static figures of the Neunzehnerrufen notebooks (issue 4): each returns SVG/HTML
holding the expected cards and reason codes, and bad input gives a clear TarockError.

Expected numbers come from seed 001 / neunzehner-zwanziger-sicilian.md §1.6–§1.15.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from tarock_tutor.core.errors import IllegalAction, InvalidNotation, TarockError
from tarock_tutor.games.neunzehner import PACK, ScoreInputError, check_declaration
from tarock_tutor.games.neunzehner.phase_names import Phases
from tarock_tutor.widgets.neunzehner import (
    auction_figure,
    call_figure,
    call_from_deal_figure,
    call_ladder,
    declaration_figure,
    multiplier_table_html,
    play_auction,
    play_deal,
    rufer_draw,
    rufer_draw_figure,
    score_figure,
    score_html,
    score_sheet_for,
    staged_looks,
    stakes_svg,
    state_at_trick,
    talon_figure,
    trick_html,
    try_bid,
)

A3 = ["rufer", "dreier", "hold", "zweier", "pass", "pass", "solo", "hold", "pass"]


# --- auction (spec §1.6) ---------------------------------------------------------------

def test_auction_a3_table_shows_holds_and_declarer() -> None:
    """Worked example A-3: S1 ends as Solo declarer after two holds."""
    state, steps = play_auction("4p", 1, A3)
    assert (state.declarer, state.contract) == (1, "solo")
    assert [s.verdict.code for s in steps].count("N19_HOLD_OK") == 2
    assert steps[-1].legal == ("pass",)  # S3 after the Solo hold can only pass
    html = auction_figure("4p", 1, A3)
    hold = next(s.verdict for s in steps if s.verdict.code == "N19_HOLD_OK")
    assert html.count(hold.text) == 2 and "ソロ" in html and "<b>席2</b>" in html
    assert "N19_" not in html


def test_auction_refusals_carry_codes() -> None:
    assert try_bid("4p", 1, [], "pass").code == "N19_OPENING_MUST_BID"
    assert try_bid("4p", 1, ["rufer"], "rufer").code == "N19_BID_NOT_HIGHER"
    assert try_bid("4p", 1, ["rufer", "dreier"], "zweier").code == "N19_HOLDER_HOLD_OR_PASS"
    html = auction_figure("4p", 1, ["rufer"], attempt="hold")
    refused = try_bid("4p", 1, ["rufer"], "hold")
    assert refused.code == "N19_HOLD_NOT_ALLOWED" and refused.text in html
    assert "✗ 不可" in html and "§1.6" in html and "N19_HOLD_NOT_ALLOWED" not in html


def test_auction_three_players_skip_the_dummy() -> None:
    state, steps = play_auction("3p_dummy", 1, ["rufer", "einer", "pass", "pass"])
    assert [s.seat for s in steps] == [0, 2, 0, 3]
    assert (state.declarer, state.contract) == (2, "einer")


def test_auction_bad_input() -> None:
    with pytest.raises(IllegalAction) as info:
        play_auction("4p", 1, ["rufer", "rufer"])
    assert info.value.verdict.code == "N19_BID_NOT_HIGHER"
    with pytest.raises(TarockError, match="after the auction ended"):
        play_auction("4p", 1, [*A3, "pass"])
    with pytest.raises(TarockError, match="no auction"):
        play_auction("2p", 1, [])
    with pytest.raises(TarockError, match="unknown form"):
        play_auction("5p", 1, [])


# --- talon (spec §1.7) ----------------------------------------------------------------

def test_einer_all_refused_back_to_fifth_costs_eleven() -> None:
    """Example A-9's stake: Mt = 6 + 5 = 11; the stake rises by one per refusal."""
    steps = ["reject"] * 6 + ["back5"]
    state, stages = staged_looks(1, "einer", steps)
    assert [s.cost_before for s in stages] == [1, 2, 3, 4, 5, 6, 7]
    assert state.talon_multiplier == 11
    exposed = [c for i, c in enumerate(state.talon) if i != 4]
    assert list(state.exposed_talon) == exposed
    html = talon_figure(1, "einer", steps)
    assert stages[-1].verdict.code == "N19_TALON_RETURN"
    assert "11" in html and stages[-1].verdict.text in html
    for c in state.talon:
        assert f'data-card="{c.code}"' in html


def test_dreier_accepting_first_packet_leaves_the_rest_face_down() -> None:
    html = talon_figure(1, "dreier", ["accept"])
    assert html.count('data-card="back"') == 3


def test_stakes_svg_has_one_bar_per_option() -> None:
    for contract, bars in (("dreier", 3), ("zweier", 5), ("einer", 11)):
        svg = stakes_svg(contract)
        root = ET.fromstring(svg)
        assert len(root.findall("{http://www.w3.org/2000/svg}rect")) == bars
    assert "11倍" in multiplier_table_html()


def test_talon_bad_input() -> None:
    with pytest.raises(TarockError, match="no staged looks"):
        staged_looks(1, "solo", [])
    with pytest.raises(IllegalAction) as info:
        staged_looks(1, "dreier", ["reject", "reject", "accept"])
    assert info.value.verdict.code == "N19_TALON_MUST_RETURN"
    with pytest.raises(TarockError, match="after a packet was taken"):
        staged_looks(1, "zweier", ["accept", "reject"])


def test_rufer_draw_four_one_one() -> None:
    """Declarer 1–4, his right neighbour 5, his left neighbour 6 (spec §1.7)."""
    state, steps = rufer_draw(1)
    assert state.talon_owner == {0: 0, 1: 0, 2: 0, 3: 0, 4: 1, 5: 3}
    assert [s for s, *_ in steps] == [0, 1, 3]
    assert all(v.code == "N19_DISCARD_OK" for *_, v in steps)
    assert rufer_draw_figure(1).count(steps[0][3].text) == 3


# --- partner call (spec §1.8) and declarations (§1.9) ----------------------------------

def test_call_skips_held_and_face_up_trumps() -> None:
    ladder = call_ladder("T19 T18 T16 HK", "T17")
    assert [(c.code, why) for c, why in ladder][-1] == ("T15", "called")
    html = call_figure("T19 T18 T16 HK", "T17")
    assert 'data-card="T15"' in html and "指名" in html and "D-A6" in html


def test_call_from_deal_agrees_with_engine() -> None:
    html = call_from_deal_figure(5)  # S0 holds the XIX in seed 5
    assert "T18" in html and "一致" in html and "不一致" not in html


def test_call_bad_input() -> None:
    with pytest.raises(InvalidNotation):
        call_figure("T19 X7")
    with pytest.raises(TarockError, match="twice"):
        call_figure("T19 T19")
    with pytest.raises(TarockError, match="both in the hand"):
        call_figure("T19 T18", "T18")


def test_declaration_figure_verdicts() -> None:
    hand = "Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK"
    tried = ["trumps8+trull+four_kings", "trull+honneurs", "trumps8+trumps10"]
    html = declaration_figure(hand, [*tried, "pagat_ultimo"])
    verdicts = [check_declaration(hand, d) for d in tried]
    assert [v.code for v in verdicts] == ["N19_DECLARATION_OK", "N19_DECL_HONOUR_COMBINATION",
                                          "N19_DECL_TWO_TRUMP_COUNTS"]
    for v in verdicts:
        assert v.text in html and v.code not in html
    assert "= 20 ゲーム点" in html
    other = "T21 T20 T19 T18 T17 T16 T15 HK SK CK DK H1"
    refused = declaration_figure(other, ["pagat_ultimo", "trull"])
    codes = [check_declaration(other, d).code for d in ("pagat_ultimo", "trull")]
    assert codes == ["N19_PAGAT_NOT_HOLDER", "N19_DECL_NOT_HELD"]
    assert all(check_declaration(other, d).text in refused for d in ("pagat_ultimo", "trull"))
    with pytest.raises(TarockError, match="12 cards"):
        declaration_figure("Sk T21 T1")


# --- score (spec §1.11–1.15) ----------------------------------------------------------

def test_score_figure_a7_and_labels() -> None:
    html = score_figure(contract="dreier", declarer=1, declarer_points=44, talon_multiplier=3)
    assert "+81" in html and "-27" in html and "§1.11" in html
    sheet = score_sheet_for(contract="einer", declarer=0, declarer_points=34,
                            talon_multiplier=11)
    assert sheet.totals() == (-165, 55, 55, 55)
    assert "アイナー" in sheet.items[0].label_ja
    assert "アインツァー" not in sheet.title + sheet.items[0].label_ja


def test_score_bad_input() -> None:
    with pytest.raises(ScoreInputError, match="talon multiplier"):
        score_figure(contract="dreier", declarer=1, declarer_points=30, talon_multiplier=4)


# --- whole deals ----------------------------------------------------------------------

@pytest.mark.parametrize(("form", "seed", "contract", "steps"), [
    ("4p", 5, "rufer", ()), ("3p_dummy", 12, "rufer", ()), ("4p", 2, "zweier", ("reject",)),
    ("3p_dummy", 3, "dreier", ("reject", "reject", "back1")), ("4p_dealer_dummy", 4, "solo", ()),
])
def test_played_deal_invariants_and_pictures(form: str, seed: int, contract: str,
                                             steps: tuple[str, ...]) -> None:
    state = play_deal(form, seed, declarer=0, contract=contract, talon_steps=steps)
    cards = [c for t in state.tricks for c in t.cards]
    cards += [c for d in state.discards.values() for c in d] + list(state.untaken_talon())
    assert Counter(cards) == Counter(PACK.cards)
    assert sum(state.card_points()) == 70
    assert sum(state.score_sheet().totals()) == 0
    t1 = state.tricks[0]
    html = trick_html(state, 1)
    assert all(f'data-card="{c.code}"' in html for c in t1.cards)
    assert "<table" in score_html(state)
    before = state_at_trick(state, 1)
    assert all(len(before.hand(s)) == 12 for s in range(4))


def test_deal_bad_input() -> None:
    state = play_deal("4p", 5, declarer=0, contract="rufer")
    with pytest.raises(TarockError, match="does not exist"):
        trick_html(state, 13)
    with pytest.raises(TarockError, match="always"):
        play_deal("2p", 1, declarer=0, contract="rufer")


def test_panels_build() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.neunzehner import (
        auction_trainer,
        deal_stepper,
        declaration_checker,
        partner_call_helper,
        score_calculator,
        talon_trainer,
    )

    state = play_deal("4p", 5, declarer=0, contract="rufer")
    for panel in (partner_call_helper(), declaration_checker(), score_calculator(),
                  deal_stepper(state), auction_trainer().widget, talon_trainer().widget):
        assert type(panel).__name__ == "VBox"


def test_auction_trainer_buttons_ask_the_engine() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.neunzehner import auction_trainer

    p = auction_trainer("4p", seed=1)
    buttons = {b.description: b for b in p.choice_box.children}
    assert {"ルーファー", "パス", "ホールド"} <= set(buttons)
    buttons["パス"].click()                          # the opener must bid
    assert "✗ 不可" in p.out.value and p.trainer.state.history == []
    assert try_bid("4p", 1, [], "pass").text in p.out.value
    buttons["ルーファー"].click()
    assert "✓ 可" in p.out.value and len(p.trainer.state.history) == 1
    p.scenario.value = "3人+ダミー"                    # another form deals again
    assert p.trainer.state.history == [] and p.trainer.state.form == "3p_dummy"


def test_talon_trainer_steps_through_the_looks() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.neunzehner import talon_trainer

    p = talon_trainer("dreier", seed=1)
    labels = [b.description for b in p.choice_box.children]
    assert labels == ["受け取る", "断る"]
    p.choice_box.children[1].click()                 # reject the first packet
    p.choice_box.children[1].click()                 # and the second: now go back
    assert [b.description for b in p.choice_box.children] == ["1組目に戻って取る"]
    p.choice_box.children[0].click()
    assert p.trainer.state.talon_multiplier == 3 and not p.trainer.active
    assert p.trainer.undo() and p.trainer.active and len(p.trainer.state.history) == 6


def test_static_twins_show_the_figure_open() -> None:
    """Every panel cell also leaves its first picture, open (not in a closed
    disclosure: issue 21), for a page without JS and for print."""
    from tarock_tutor.widgets.neunzehner import stepper_figure, twin

    state = play_deal("3p_dummy", 12, declarer=0, contract="rufer")
    html = stepper_figure(state, 1)
    assert "第1トリック" in html and html.count("の手札</title>") == 4
    shown = twin(html)._repr_html_()
    assert shown.startswith('<div class="tt-static-figure"') and html in shown
    assert "<details" not in shown.replace(html, "")


def test_play_trainer_calls_declares_and_plays_to_the_sheet() -> None:
    """The generic trainer on the call (spec §1.8), declarations (§1.9) and play (§1.10)."""
    pytest.importorskip("ipywidgets")
    from tarock_tutor.core.protocol import Call, Phase, Play
    from tarock_tutor.widgets.neunzehner import play_trainer

    p = play_trainer("4p", seed=1)
    t = p.trainer
    assert t.state.phase is Phases.CALL
    (only,) = p.choice_box.children                 # the call is forced: one button
    assert only.description == "切札19"
    wrong = t.act(Call(0, next(c for c in PACK.cards if c.code == "T18")))
    assert not wrong.allowed and wrong.text in t.html()
    only.click()
    assert t.state.phase is not Phases.CALL and "✓ 可" in p.out.value
    while t.state.phase is not Phase.PLAY:
        p.controls[3].click()                       # おまかせ through the declarations
    lead = p.choice_box.children[0]
    lead.click()
    assert isinstance(t.state.history[-1], Play) and "いまのトリック" in p.out.value
    while not t.state.is_terminal:
        t.auto()
    assert "ディールが終わりました" in t.html() and "<table" in t.html()


def test_refusals_figure_says_why_in_japanese() -> None:
    """規則集 §1.11: a Dreier's talon multiplier is at most 3; card points are at most 70."""
    from tarock_tutor.widgets.neunzehner import refusals_figure

    html = refusals_figure([
        dict(contract="dreier", declarer=1, declarer_points=30, talon_multiplier=4),
        dict(contract="rufer", declarer=0, partner=2, declarer_points=71)])
    assert html.count("受け付けません:") == 2 and "Error" not in html
    with pytest.raises(TarockError, match="no refusal"):
        refusals_figure([dict(contract="rufer", declarer=0, partner=2, declarer_points=40)])


def test_best_table_figure_checks_each_hand() -> None:
    """規則集 §1.9's check table: Trull and four kings combine (8 + 8), and with eight
    trumps that makes 20; a wrong expectation is refused."""
    from tarock_tutor.widgets.neunzehner import best_table_figure

    hand = "Sk T21 T1 T20 T19 T18 T17 T16 HK SK CK DK"
    html = best_table_figure([(hand, ("trumps8", "trull", "four_kings"), 20)])
    assert html.endswith("= 20") and "trull" not in html
    with pytest.raises(TarockError, match="best declaration"):
        best_table_figure([(hand, ("trull",), 8)])


def test_answer_helpers_say_bids_totals_and_hands() -> None:
    """The exercises' words: bids from the game's labels, totals after 席1 … 席4."""
    from tarock_tutor.games.neunzehner import score_deal
    from tarock_tutor.widgets.neunzehner.names import bids_ja, hand_figure, totals_ja

    assert bids_ja(["solo", "hold", "pass"]) == "ソロ、ホールド、パス"
    sheet = score_deal(contract="rufer", declarer=0, partner=2, declarer_points=42)
    assert totals_ja(sheet) == "席1 +7、席2 -7、席3 +7、席4 -7"      # G = 42 − 35 = 7
    assert hand_figure("Sk HK", "手札")._repr_html_().count("<svg") == 1
    with pytest.raises(InvalidNotation):
        hand_figure("XX", "手札")
