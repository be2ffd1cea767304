"""The Zwanzigerrufen figures and panels (tarock_tutor.widgets.zwanziger): what each
shows, checked against the rules (spec neunzehner-zwanziger-sicilian.md §2, worked
examples B-1 … B-15) and against a reader's click; bad input is refused in Japanese.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Bid, Call, Phase, Play
from tarock_tutor.widgets.zwanziger import (
    B15_SCRIPT,
    BAD_INPUTS,
    EXAMPLES,
    PACK,
    TRULL,
    after,
    call_counts_table,
    calls_picture,
    cards,
    case_figures,
    checker_html,
    compare_html,
    deal_html,
    direction_table,
    explained,
    farberl_deal,
    levels_note,
    levels_table,
    new_deal,
    open_html,
    played_deal,
    said_html,
    script_table,
    sheet_html,
    speech_table,
    trick_figures,
    trull_seeds,
)


def _cells(html: str) -> list[list[str]]:
    """The rows of a table (without its head), each a list of cell texts."""
    rows = re.findall(r"<tr>(.*?)</tr>", html)[1:]
    return [[re.sub(r"<[^>]*>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", r)]
            for r in rows]


def _no_codes(html: str) -> None:
    text = re.sub(r"<[^>]*>", " ", html)
    assert not re.search(r"\b(T\d{1,2}|[SCHD](K|Q|N|J|10|[1-9])|Sk)\b", text), text
    assert not re.search(r"\bZW_[A-Z_]+\b", text)


# --- score (§2.11–2.12) -------------------------------------------------------------------

def test_levels_double_each_step() -> None:
    """§2.11: each doubling call doubles the item; Valat ×12 (B-11 base), Pagat 2."""
    rows = _cells(levels_table())
    assert [r[0] for r in rows] == ["なし", "コントラ(2倍)", "リコントラ(4倍)", "スブコントラ(8倍)"]
    assert [r[1:] for r in rows] == [["+1", "+2", "+12"], ["+2", "+4", "+24"],
                                     ["+4", "+8", "+48"], ["+8", "+16", "+96"]]


def test_worked_examples_all_agree() -> None:
    from tarock_tutor.widgets.zwanziger import examples_table

    rows = _cells(examples_table())
    assert [r[0] for r in rows] == [name for name, _, _ in EXAMPLES]
    assert all(r[1] == r[2] and r[3] == "✓" for r in rows)
    assert rows[-1][1] == "+24  -24  +24  -24"          # B-15 in the rules


def test_impossible_inputs_are_explained() -> None:
    for kw in BAD_INPUTS:
        html = sheet_html(**kw)
        assert "この組み合わせは起こりません" in html and "spec" not in html
        assert not re.search(r"[A-Za-z]{5,}", re.sub(r"<[^>]*>", "", html))


# --- following under the Farberl (§2.9) ---------------------------------------------------

def test_farberl_need_not_trump_and_trumps_do_not_win() -> None:
    """Farberl: a player void in the suit led may play any card, and the highest card of
    the suit led wins even against a trump."""
    rows = _cells(compare_html("DK DQ H1", "CK CQ", "DK"))
    assert rows[0][0] == "ふつうのプレイ" and rows[1][0] == "ファルバール"
    rows = _cells(compare_html("T5 T4 DK", "CK CQ", "T5"))
    assert rows[0][2] == "切札5(3人目)" and rows[1][2] == "♣K(1人目)"
    assert len(case_figures()) == 3


def test_checker_lists_every_card_and_refuses_bad_input() -> None:
    html = checker_html("T5 T4 DK SQ", "CK CQ", True)
    assert html.count("<tr>") == 5 and "いま勝っているのは ♣K(1人目)" in html
    bad = checker_html("T5 T5", "CK", True)
    assert "入力を受け付けられません" in bad and "2回" in bad
    assert "入力を受け付けられません" in checker_html("T5 X9", "CK", False)


def test_farberl_deal_first_trick() -> None:
    g = farberl_deal()
    assert (g.contract, g.declarer, g.to_move, g.phase) == ("farberl", 1, 1, Phase.PLAY)
    g.apply(Play(1, cards("CK")[0]))
    g.apply(Play(2, cards("C10")[0]))
    refused = explained(g, Play(3, cards("DK")[0]))
    assert "✗ 不可" in refused
    _no_codes(refused)


# --- bidding and doubling (§2.5–2.8) ------------------------------------------------------

def test_b15_script_table_and_levels() -> None:
    g, table = script_table(B15_SCRIPT)
    assert g.levels() == {"game": 3, "pagat": 3} and g.phase is Phase.PLAY
    rows = _cells(table)
    assert len(rows) == len(B15_SCRIPT) and rows[1][2:] == ["切札20", "切札20"]
    assert levels_note(g) == "ゲーム: スブコントラ(8倍)  パガット・ウルティモ: スブコントラ(8倍)"
    _no_codes(table)


def test_open_items_after_turn_four() -> None:
    g = after(B15_SCRIPT[:14])
    rows = _cells(open_html(g))
    assert [r[0] for r in rows] == ["ゲーム", "パガット・ウルティモ"]
    assert rows[0][1] == "スブコントラ(8倍)" and rows[0][4] == "(もう誰も上げられない)"
    assert rows[1][1] == "リコントラ(4倍)" and rows[1][3] == "スブコントラ"


def test_calls_picture_shows_bid_record_and_hand() -> None:
    g = after([(0, Bid, "rufer"), (0, Call, "T20")])
    pic = calls_picture(g)
    assert "いまのビッド: <b>ルーファー</b>" in pic and "指名 切札20" in pic
    assert "席1" in said_html(g)


def test_scripted_step_must_be_a_statement() -> None:
    with pytest.raises(TarockError, match="Bid, Call or Announce"):
        after([(0, Play, "T1")])


def test_refusals_in_japanese() -> None:
    html = explained(after([]), Bid(0, "pass"))
    assert "✗ 不可" in html and "ZW_ELDEST_MUST_BID" not in html
    assert after([]).explain(Bid(0, "pass")).code == "ZW_ELDEST_MUST_BID"


# --- the deal, the Trull and one whole deal -------------------------------------------

def test_trull_seeds_hold_all_three_in_one_hand() -> None:
    seeds = trull_seeds(60)
    assert seeds
    for s in seeds:
        g = new_deal(s)
        assert g.trull_holder is not None and set(g.hand(g.trull_holder)) >= TRULL
    others = set(range(60)) - set(seeds)
    assert all(new_deal(s).trull_holder is None for s in others)
    html = deal_html(seeds[0])
    assert "宣言する(+3)" in html and html.count("<svg") >= 4


def test_call_counts_sum_and_directions() -> None:
    rows = _cells(call_counts_table(50))
    assert sum(int(r[1]) for r in rows) == 50
    rows = _cells(direction_table(1))
    assert [r[1] for r in rows].count("ディーラー") == 1
    assert sorted(r[1] for r in rows) == sorted(r[2] for r in rows)


def test_played_deal_tricks_and_speech() -> None:
    deal = played_deal(7)
    parts = trick_figures(deal)
    assert len(parts) == 11                          # ten tricks and the running table
    last = _cells(parts[-1])[-1]
    assert (int(last[3]), int(last[4])) == deal.card_points()
    assert sum(int(r[2]) for r in _cells(parts[-1])) == 88      # §2.10: 88 points in all
    _no_codes(speech_table(deal))


def test_pack_is_forty_cards() -> None:
    assert len(PACK.cards) == 40


# --- the panels (need ipywidgets) --------------------------------------------------------

def test_calls_trainer_refuses_pass_of_the_eldest() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.zwanziger import calls_trainer

    p = calls_trainer(seed=2)
    assert p.static == p.trainer.html()
    next(b for b in p.choice_box.children if b.description == "パス").click()
    assert "✗ 不可" in p.out.value and p.trainer.state.history == []
    next(b for b in p.choice_box.children if b.description == "ルーファー").click()
    assert "✓ 可" in p.out.value and "いまのビッド" in p.out.value


def test_score_calculator_and_checker_redraw() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.zwanziger import follow_checker, score_calculator

    calc = score_calculator()
    controls, out = calc.widget.children[0].children, calc.widget.children[-1]
    assert calc.static == out.value
    controls[2].value = None                       # a Rufer without partner: impossible
    assert "この組み合わせは起こりません" in out.value
    check = follow_checker()
    hand, out2 = check.widget.children[0].children[0], check.widget.children[-1]
    hand.value = "T5 T5"
    assert "入力を受け付けられません" in out2.value


def test_farberl_trainer_refuses_a_revoke() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.zwanziger import farberl_trainer

    p = farberl_trainer()
    t = p.trainer
    t.act(Play(1, cards("CK")[0]))
    before = len(t.state.history)
    v = t.act(Play(2, cards("HQ")[0]))            # 席3 holds the ♣10: must follow
    assert not v.allowed and v.text in t.html() and len(t.state.history) == before


def test_static_figures_do_not_import_ipywidgets() -> None:
    code = ("import sys; from tarock_tutor.widgets import zwanziger as z; "
            "z.levels_table(); z.deal_html(1); z.case_figures(); "
            "print('ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_another_games_deal_is_refused() -> None:
    from tarock_tutor import games

    dreierles = games.new_deal("dreierles3", seed=1)
    for figure in (said_html, open_html, levels_note, speech_table, trick_figures):
        with pytest.raises(TarockError, match="is not a deal of Zwanzigerrufen"):
            figure(dreierles)
