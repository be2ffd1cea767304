"""Pieces moved out of the book's notebooks into the widget package (issue 17, item 4):
what each one shows, checked against the rule books' own figures."""

from __future__ import annotations

from typing import Any

import pytest

from tarock_tutor.core.counting import count_austrian, count_baden, count_plain
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.notation import parse_cards
from tarock_tutor.core.protocol import Bid
from tarock_tutor.games.cego.pack import TAROCK54
from tarock_tutor.games.neunzehner.pack import NEUNZEHNER54
from tarock_tutor.games.sicilian import count_sicilian
from tarock_tutor.games.zwanziger.pack import ZWANZIGER40
from tarock_tutor.widgets.cards import count_steps, show_count
from tarock_tutor.widgets.cego import (
    CG04_BIDS,
    CG04_HANDS,
    bid_report,
    exchange_check,
    exchange_report,
    play_auction,
    show_worked_examples,
    try_bid,
    worked_deal,
)
from tarock_tutor.widgets.neunzehner import BEST_DECLARATION_TABLE, best_table_figure
from tarock_tutor.widgets.sicilian.names import PACK as SICILIAN63
from tarock_tutor.widgets.sicilian.pack import count_steps as sicilian_steps

# --- the cards page: counting with its arithmetic ---------------------------------------


def test_baden_steps_of_akagiri_1997_example() -> None:
    """King (5) + knight (3) + a pip (1 as counted): 9 card points, one group of three,
    less 2 = 7 (Akagiri 1997, cards page §1)."""
    pile = parse_cards("HK SN S10", TAROCK54)
    assert count_steps(pile, TAROCK54, count_baden) == "点数の合計: 9 → 数えた点: 7"


def test_austrian_steps_of_n19_example_a1() -> None:
    """N19 spec example A-1: 14 cards, 32 points, four threes (−8), a remainder (−1) = 23."""
    pile = parse_cards("SK HQ CN DJ Sk T21 T2 T3 T4 T5 T6 S7 S8 H4", NEUNZEHNER54)
    assert count_steps(pile, NEUNZEHNER54, count_austrian) == "14枚、合計 32 − 2×4 − 1 = 23"


def test_plain_steps_name_the_whole_pack_of_88() -> None:
    """Zwanzigerrufen counts plainly: 5+5+5+0+1 = 16, the whole pack 88 (Akagiri 1995)."""
    pile = parse_cards("Sk T21 HK S10 T5", ZWANZIGER40)
    assert count_steps(pile, ZWANZIGER40, count_plain) == "数えた点: 16  パック全体: 88"


def test_sicilian_steps_give_104_plus_last_trick() -> None:
    """Sicilian spec §3.3 and its worked count: Σ = 34, C = 5, 34 − 5 + ⌊20/3⌋ = 35; the
    pack's 104 plus the last trick's 5 = 109."""
    pile = parse_cards("T20 Fu SK CK HQ T15 T14 T13 T12 T11 T10 T9 T8 S10 S9 S8 C10 C9 Mi",
                       SICILIAN63)
    text = count_steps(pile, SICILIAN63, count_sicilian, steps=sicilian_steps)
    assert text.splitlines() == ["19枚、合計 34 − 5 + 6 = 35",
                                 "パック全体: 104 + 最後のトリック 5 = 109"]


def test_count_steps_of_a_method_without_steps_is_refused() -> None:
    with pytest.raises(TarockError, match="steps"):
        count_steps(SICILIAN63.cards, SICILIAN63, count_sicilian)


def test_show_count_prints_the_steps_and_shows_the_cards(capsys: Any) -> None:
    fig = show_count("HK SN S10", TAROCK54, count_baden, expect=7)
    assert capsys.readouterr().out == "点数の合計: 9 → 数えた点: 7\n"
    html = fig._repr_html_()
    assert html.startswith("<svg") and html.count("<title>") >= 3


def test_show_count_refuses_a_count_the_source_does_not_give(capsys: Any) -> None:
    with pytest.raises(TarockError, match="'HK SN S10' count 7, not 8"):
        show_count("HK SN S10", TAROCK54, count_baden, expect=8)
    assert capsys.readouterr().out == ""


def test_show_count_names_a_bad_card() -> None:
    with pytest.raises(TarockError, match="HX"):
        show_count("HK HX", TAROCK54, count_baden, expect=5)


# --- Cego: exchange, auction, worked deals -----------------------------------------------


def test_exchange_report_of_a_wrong_zwei_leere_discard() -> None:
    """Zwei Leere (spec §2.5): the last discard must be the hand's lowest trump; seed 1,
    seat 2 has T1, so discarding T6 is refused and the condition is marked ✗."""
    r = exchange_check(3, 1, "zwei_leere", keep="H1 H3", discard="T6")
    lines = exchange_report(r).splitlines()
    assert lines[0] == "残す札: この残し方はコントラクトの条件を満たしています。"
    assert lines[1].startswith("捨てなければならない切札: プファイフェ(1) / 捨て札: ")
    marks = [line[0] for line in lines[2:]]
    assert marks == ["✓", "✓", "✗", "✓"]
    assert "切札6" in lines[4] and not r.discard_verdict.allowed  # type: ignore[union-attr]


def test_exchange_report_without_a_discard_has_no_discard_line() -> None:
    r = exchange_check(3, 1, "eine", keep="T20")
    assert not any(line.startswith("捨てなければ") for line in exchange_report(r).splitlines())


def test_bid_report_one_step_only() -> None:
    """Spec §2.6: after Cego the next seat may bid only one step higher (Eine) or pass."""
    text = bid_report(try_bid(3, 1, ["pass"] * 3 + ["cego"], "eine_leere"))
    first, rule, alternatives = text.splitlines()
    assert first.startswith("許されない — ")
    assert rule == "根拠: ツェゴの規則集 §2.6"
    assert alternatives == "選べるもの: アイネ、パス"


def test_bid_report_of_an_allowed_bid() -> None:
    assert bid_report(try_bid(3, 1, ["pass"] * 3 + ["cego"], "eine")).startswith("許される — ")


def test_cg04_trace_ends_with_c_declaring_pfeife() -> None:
    """CG-04: … C Pfeife; B pass → C declarer, Pfeife.  With the dealer at seat 0 the
    forehand is 席2 (A), then 席3 (B), and the dealer 席1 (C) speaks last."""
    g, steps = play_auction(3, 0, CG04_BIDS, hands=CG04_HANDS)
    assert [s.bid for s in steps] == list(CG04_BIDS)
    assert (g.declarer, g.contract) == (0, "pfeife")
    assert Bid(0, "pfeife") in g.history


@pytest.mark.parametrize(("case", "net"), [
    ("CG-01", (2, -1, -1)), ("CG-07", (-12, -12, 24)), ("CG-09", (-8, 4, 4)),
    ("CG-15", (6, -18, 6, 6)), ("CG-17", (30, -10, -10, -10)), ("CG-19", (5, -15, 5, 5)),
])
def test_worked_deal_nets_are_the_specs(case: str, net: tuple[int, ...]) -> None:
    """The nets spec §4.2 gives for the deals of the score page's two sessions."""
    assert tuple(worked_deal(case).net) == net


def test_worked_deal_unknown_case_names_it() -> None:
    with pytest.raises(TarockError, match="'CG-99'"):
        worked_deal("CG-99")


def test_show_worked_examples_marks_every_row_agreed() -> None:
    html = show_worked_examples()._repr_html_()
    assert html.count("✓") == 12 and "✗" not in html


# --- Neunzehnerrufen: the declarations check table, the calculator's twin ---------------


def test_best_declaration_table_shows_each_best_with_its_value() -> None:
    lines = best_table_figure(BEST_DECLARATION_TABLE).split("<br>")
    assert len(lines) == 7
    assert [line.rsplit(" = ", 1)[1] for line in lines] == ["20", "20", "20", "8", "12", "8", "8"]


def test_best_declaration_table_refuses_a_wrong_expectation() -> None:
    hand, items, _ = BEST_DECLARATION_TABLE[0]
    with pytest.raises(TarockError, match="worth 20, not"):
        best_table_figure([(hand, items, 21)])


def test_score_calculator_with_twin_shows_the_opening_sheet() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.neunzehner import score_calculator_with_twin, score_figure

    kw: dict[str, Any] = {"contract": "rufer", "declarer": 0, "partner": 2,
                          "declarer_points": 40}
    t = score_calculator_with_twin(**kw)
    assert t.static == score_figure(**kw)
    assert t.widget is not None and hasattr(t.widget, "children")


# --- the one button row of the play table and the trainer --------------------------------


def test_choice_row_a_button_per_action_each_acting_on_its_own() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.trainer import choice_row

    options = [Bid(0, "pass"), Bid(0, "cego"), Bid(0, "solo")]
    done: list[Bid] = []
    row = choice_row(options, lambda a: f"<{a.bid}>", done.append)  # type: ignore[attr-defined]
    assert [b.description for b in row] == ["<pass>", "<cego>", "<solo>"]
    row[1].click()
    row[2].click()
    assert done == [Bid(0, "cego"), Bid(0, "solo")]


def test_choice_row_past_the_limit_is_one_list_and_one_button() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.trainer import MAX_BUTTONS, choice_row

    options = [Bid(1, str(n)) for n in range(MAX_BUTTONS + 1)]
    done: list[Bid] = []
    pick, go = choice_row(options, lambda a: a.bid, done.append)  # type: ignore[attr-defined]
    assert [label for label, _ in pick.options] == [str(n) for n in range(MAX_BUTTONS + 1)]
    assert go.description == "これにする"
    pick.value = 3
    go.click()
    assert done == [Bid(1, "3")]


def test_button_row_keeps_captions_in_order() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.trainer import button_row

    hits: list[str] = []
    row = button_row([("最初から", lambda _: hits.append("a")),
                      ("1手戻す", lambda _: hits.append("b"))])
    assert [b.description for b in row] == ["最初から", "1手戻す"]
    row[1].click()
    assert hits == ["b"]
