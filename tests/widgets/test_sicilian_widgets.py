"""The static figures and panels of the Sicilian notebooks (tarock_tutor.widgets.sicilian):
the cards, texts and scores they show, answers to a simulated change, and clear errors.

Expected values come from spec neunzehner-zwanziger-sicilian.md §3 (pack §3.2–3.3,
bargaining §3.4, calls §3.5–3.7, the Fugitive §3.8, scores §3.9–3.12) and from the prose
of book/sicilian/example_deal.ipynb, which these tests keep true.
"""

from __future__ import annotations

import re

import pytest

from tarock_tutor.core.cards import Suit
from tarock_tutor.core.errors import IllegalAction, TarockError
from tarock_tutor.core.tricks import trick_winner
from tarock_tutor.widgets.sicilian import (
    bargain_walk,
    bargain_walk_figure,
    call_part,
    call_walk_figure,
    card_info,
    cases_figure,
    count_part,
    counting_figure,
    example_deal,
    examples_figure,
    finder_figure,
    fugitive_deal,
    fugitive_figure,
    hands_part,
    judge_figure,
    opening_part,
    pack_figure,
    rule_trick_part,
    score_examples_figure,
    session_figure,
    sheet_figure,
    tarot78_figure,
    tricks_part,
)
from tarock_tutor.widgets.sicilian.bargain import bargain_picture
from tarock_tutor.widgets.sicilian.example import opening, running_totals
from tarock_tutor.widgets.sicilian.hands import call_walk
from tarock_tutor.widgets.sicilian.names import PACK, cards, ja
from tarock_tutor.widgets.sicilian.play import legal_cards

CODE = re.compile(r"\b(T\d{1,2}|[SCHD](K|Q|N|J|\d{1,2})|Fu|Mi)\b")


def visible(html: str) -> str:
    """The text a reader sees (tags and pictures' markup dropped)."""
    return re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", "", html, flags=re.S))


def svg_count(html: str) -> int:
    return html.count("<svg")


# --- pack (§3.2–3.3) ----------------------------------------------------------------

def test_pack_figure_shows_63_cards_in_three_groups() -> None:
    """§3.2: 21 trumps, the Fugitive, 41 suit cards (10 each of three suits, 11 coins)."""
    html = pack_figure()
    assert "切札21枚" in html and "逃亡者" in html and "スートのカード41枚" in html
    assert svg_count(html) == 3


def test_counting_cards_are_23_worth_106() -> None:
    """§3.3: 23 cards carry points, 106 in all; counted in threes the pack makes 104."""
    from tarock_tutor.games.sicilian import count_sicilian

    counting = [c for c in PACK.cards if PACK.value[c] > 0]
    assert len(counting) == 23 and sum(PACK.value[c] for c in counting) == 106
    assert count_sicilian(PACK.cards, PACK) == 104
    assert "点数のある23枚" in counting_figure()


def test_tarot78_table_names_every_coin_and_the_three_honours() -> None:
    """The table lists the 20, the 1, the Misery, the Fugitive and the 11 coins; the pack is
    a 78-card tarot less 1–4 of three suits and 1–3 of coins (§3.2)."""
    html = tarot78_figure()
    coins = [c for c in PACK.cards if c.suit is Suit.DIAMONDS]
    assert len(coins) == 11 and html.count("<tr>") == 1 + 4 + 11
    assert len(PACK) == 78 - (3 * 4 + 3)


def test_card_info_names_the_card_and_its_value() -> None:
    fu = cards("Fu")[0]
    html = card_info(fu)
    assert PACK.name(fu) in html and f"点数: {PACK.value[fu]}" in html


# --- bargaining (§3.4) -------------------------------------------------------------

def test_bargain_walk_offers_and_takes() -> None:
    """§3.4: a taker may ask at most the pot less one; the last taker gets what is left;
    the offer of 6 by 席1 pays 4 to 席3 and 2 to 席4, and the deal is redealt."""
    calls = [(0, "offer_6"), (1, "shuffle"), (2, "wait"), (3, "wait"), (2, "take_4"),
             (3, "take_2")]
    g, steps = bargain_walk(1, calls, tries={4: ["take_6"]})
    assert steps[4][1] == ("take_1", "take_2", "take_3", "take_4", "take_5", "play")
    assert not steps[4][2]["take_6"].allowed
    assert steps[5][1] == ("take_2", "play")
    assert g.score_sheet().totals() == (-6, 0, 4, 2) and g.redeal
    html = bargain_walk_figure(1, calls, show=[4, 5], tries={4: ["take_6"]})
    assert steps[4][2]["take_6"].text in html and "席3 の「6点貰います」" in html
    assert "席4 が言えること" in html and "take_" not in html


def test_bargain_walk_every_taker_may_take_nothing() -> None:
    calls = [(0, "offer_1"), (1, "wait"), (2, "wait"), (3, "wait"), (1, "take_0"),
             (2, "take_0"), (3, "take_1")]
    _, steps = bargain_walk(2, calls)
    assert [s[1] for s in steps[4:]] == [("take_0", "play"), ("take_0", "play"),
                                         ("take_1", "play")]


def test_bargain_walk_refuses_an_illegal_call() -> None:
    with pytest.raises(IllegalAction):
        bargain_walk(1, [(0, "take_3")])


def test_bargain_trainer_refuses_too_large_a_take() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.sicilian import bargain_trainer

    p = bargain_trainer(seed=1)
    assert "出された点の合計: <b>0</b> 点" in p.out.value
    for bid in ("offer_6", "shuffle", "wait", "wait"):
        p._act(next(a for a in p.trainer.choices() if a.bid == bid))  # type: ignore[attr-defined]
    refused = next(a for a in p.trainer.choices() if a.bid == "take_54")  # type: ignore[attr-defined]
    p._act(refused)
    assert "✗ 不可" in p.out.value and len(p.trainer.state.history) == 4
    assert bargain_picture(p.trainer.state) in p.out.value


# --- calls (§3.5–3.7) ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("T20 T19 SQ SN SJ CQ CN CJ HQ HN HJ DQ DN DJ S10", 15),   # Jove 10, Palla 5
    ("T20 T1 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8 C9 C10 H5", 20),    # Jove 10, Picciotti 10
    ("SK CK HK DK T19 S5 S6 S7 S8 S9 S10 C5 C6 C7 C8", 25),     # four kings 20, Palla 5
])
def test_finder_counts_the_hand(text: str, value: int) -> None:
    html = finder_figure(text)
    assert f"手札の点数: <b>{value}</b> 点" in html
    assert ("「20」は言えます" in html) is (value >= 20)
    assert ("「15」は言えます" in html) is (value == 15)


def test_finder_and_examples_name_the_callable_kings_or_queens() -> None:
    """§3.7: the "20" calls a king he lacks; holding all four he calls a queen."""
    html = examples_figure()
    assert "♠Q" in visible(html) or "剣のクイーン" in visible(html)
    assert CODE.search(visible(html)) is None


def test_finder_bad_input_is_said_in_japanese() -> None:
    html = finder_figure("T20 XX")
    assert "読めません" in html and "Traceback" not in html


def test_call_walk_follows_the_call_rules() -> None:
    """§3.7: asked from 席1 on, the first hand of 20 or more says "20"; then only a hand
    of exactly 15 may say "15"; every other call is 「ゼロ」."""
    g, rows = call_walk(4, 3)
    assert next(r[0] for r in rows) == "席1" and g.twenty is not None and g.partner is not None
    for _seat, value, could, said in rows:
        assert said.removesuffix(" を指名") in could.split("、")
        if said == ja("twenty"):
            assert int(value) >= 20
        if said == ja("fifteen"):
            assert int(value) == 15
    html = call_walk_figure(4, 3)
    assert html.count("<tr>") == 1 + len(rows) and "チーム:" in html


# --- the Fugitive (§3.8) ------------------------------------------------------------

def test_fugitive_may_replace_any_card_owed() -> None:
    """§3.8: the Fugitive may always be played instead of the card owed; it is not led
    while other cards remain, and it never wins the trick."""
    assert [c.code for c in legal_cards("Fu H7 T3", "S5")] == ["T3", "Fu"]
    assert [c.code for c in legal_cards("Fu H7 T3", "H5")] == ["H7", "Fu"]
    assert [c.code for c in legal_cards("Fu H7 T3", "")] == ["H7", "T3"]
    assert trick_winner(cards("Fu S5 S9 S6"), PACK) == 2
    html = cases_figure()
    assert html.count("<tr>") == 5 and CODE.search(visible(html)) is None


def test_cases_figure_refuses_a_wrong_case() -> None:
    with pytest.raises(TarockError, match="the engine allows"):
        cases_figure([("x", "Fu H7 T3", "S5", ("H7",))])


def test_judge_figure_and_its_errors() -> None:
    assert "台札(出た順)" in judge_figure("Fu H7 H9 T3 SQ", "S5")
    assert "リードの番です" in judge_figure("Fu H7", "")
    assert "1枚以上" in judge_figure("", "S5")
    assert "ほかの場所" in judge_figure("Fu H7", "H7")
    assert "3枚まで" in judge_figure("Fu H7", "S5 S6 S7 S8")


def test_fugitive_deal_pays_its_debt() -> None:
    done = fugitive_deal()
    assert done.fugitive_debt is not None
    owner, winner, _ = done.fugitive_debt
    assert winner not in done.side(owner)
    html = fugitive_figure(done)
    assert "逃亡者は" in html and svg_count(html) == 1


def test_fugitive_panel_redraws() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.sicilian import fugitive_checker

    panel = fugitive_checker()
    assert panel.static == judge_figure("Fu H7 H9 T3 SQ", "S5")   # the static twin
    hand_box, trick_box = panel.widget.children[0].children
    out = panel.widget.children[-1]
    trick_box.value = "H5"
    assert out.value == judge_figure("Fu H7 H9 T3 SQ", "H5")
    hand_box.value = "T21"
    assert "パック" in out.value


# --- scores (§3.9–3.12) -------------------------------------------------------------

def test_score_examples_pay_by_the_rules() -> None:
    """§3.11: a solo needs 55 (60 pays 5 from each), a partnership scores against 54 or
    55 depending on the dealer's side."""
    html = score_examples_figure()
    assert "+15" in html and "-45" in html and html.count("<tr>") == 6


def test_sheet_figure_and_its_errors() -> None:
    assert "入力" not in sheet_figure("ソロ", 1, 3, 60)
    assert "別の席" in sheet_figure("パートナー", 1, 1, 60)
    assert "入力を受け付けられません" in sheet_figure("ソロ", 1, 3, 200)
    with pytest.raises(TarockError, match="kind"):
        sheet_figure("solo", 1, 3, 60)


def test_session_settles_to_zero() -> None:
    html = session_figure()
    assert "精算:" in html and "席1 →" in html


def test_score_calculator_follows_the_controls() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.sicilian import score_calculator

    panel = score_calculator()
    kind, seat, partner, points = panel.widget.children[0].children
    out = panel.widget.children[-1]
    kind.value = "パートナー"
    partner.value = seat.value
    assert "別の席" in out.value
    partner.value = 3
    points.value = 50
    assert out.value == sheet_figure("パートナー", seat.value, 3, 50)


# --- the example deal (book/sicilian/example_deal.ipynb's prose) ---------------------

@pytest.fixture(scope="module")
def done():  # type: ignore[no-untyped-def]
    return example_deal(seed=6, dealer=3)


def test_example_opening_is_four_waits_and_four_passes(done) -> None:  # type: ignore[no-untyped-def]
    from tarock_tutor.games.sicilian import hand_value

    assert [a.bid for a in opening(done)] == ["wait"] * 4 + ["pass"] * 4
    assert [hand_value(done.dealt[s][:10]) for s in range(4)] == [20, 10, 5, 10]
    html = opening_part(done)
    assert html.count("<tr>") == 9 and svg_count(html) == 5 and ja("wait") in html
    assert svg_count(hands_part(done)) == 4


def test_example_exchange_and_call(done) -> None:  # type: ignore[no-untyped-def]
    """The prose: 席4 discards ♥7 ♦7 ♦6; 席1 says "20" and calls the king of swords,
    held by 席3."""
    from tarock_tutor.core.protocol import Discard

    discard = next(a for a in done.history if isinstance(a, Discard))
    assert discard.seat == 3 and sorted(c.code for c in discard.cards) == ["D6", "D7", "H7"]
    assert (done.twenty, done.partner, done.called.code) == (0, 2, "SK")
    html = call_part(done)
    assert "チームは 席1と席3 です" in html and CODE.search(visible(html)) is None


def test_example_tricks_and_running_totals(done) -> None:  # type: ignore[no-untyped-def]
    tricks = done.trickplay.tricks
    assert tricks[1].card_of(3).code == "Fu" and tricks[1].winner == 0
    assert done.fugitive_debt == (3, 0, 1)
    assert (tricks[4].leader, tricks[4].winner, tricks[4].card_of(0).code) == (3, 1, "Mi")
    assert (tricks[5].winner, tricks[5].card_of(0).code) == (2, "T1")
    assert tricks[12].winner == 3 and tricks[12].card_of(3).code == "T20"
    assert [(t, s) for t, s, _ in done.knocks] == [(2, 0), (3, 3)]
    assert running_totals(done)[-1] == (64, 42)          # all 23 counters: 106
    html = tricks_part(done)
    assert svg_count(html) == 15 and "席1・席3の累計" in html
    assert svg_count(rule_trick_part(done, 2, "x")) == 1
    with pytest.raises(TarockError, match="trick 16"):
        rule_trick_part(done, 16, "x")


def test_example_count_and_score(done) -> None:  # type: ignore[no-untyped-def]
    """The prose: 36 cards make 61, with the last trick 66; the others 43; ±12 each."""
    count = done.count()
    assert (len(count.pile), count.counted, count.points) == (36, 61, 66)
    assert done.score_sheet().totals() == (12, -12, 12, -12)
    html = count_part(done)
    assert "<b>66</b> 点" in html and "<b>43</b> 点" in html


def test_static_figures_use_no_card_codes() -> None:
    for html in (pack_figure(), examples_figure(), cases_figure(), session_figure()):
        assert CODE.search(visible(html)) is None


def test_generic_pack_figure_names_size_and_total() -> None:
    """The cards page: the Sicilian pack has 63 cards worth 106 in all (§3.2–3.3)."""
    from tarock_tutor.widgets.cards import pack_figure

    html = pack_figure(PACK, "シチリアのパック")
    assert "シチリアのパック:63枚、カードの点数の合計 106" in html and html.count("<svg") == 1
