"""The Dreierles figures and panels (tarock_tutor.widgets.dreierles): what each shows,
checked against the rules (spec cego-dreierles.md §3, worked examples DR-07 and DR-09)
and against what a reader's click does; bad input gives a clear TarockError.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tarock_tutor import games
from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.protocol import Bid, Discard, Phase, Play
from tarock_tutor.games.dreierles import DreierlesState
from tarock_tutor.games.dreierles.phase_names import Phases
from tarock_tutor.widgets.dreierles import (
    BIDS,
    after_exchange,
    auction_table,
    bids_table,
    blanks,
    deal_figures,
    declarer_note,
    discard_figures,
    doubling_table,
    example_deal,
    exchange_figures,
    explained,
    hands_figures,
    knock_table,
    kontra_sheet,
    locked_out_note,
    piles_table,
    play_script,
    raeuber,
    raeuber_points_table,
    raeuber_queue_note,
    t21_case,
    talon_piles_table,
    talon_views,
    to_exchange,
    tricks_figures,
)


def _d3(seed: int = 8, **options: object) -> DreierlesState:
    """A three-player deal, typed as what it is."""
    s = games.new_deal("dreierles3", seed=seed, **options)  # type: ignore[arg-type]
    assert isinstance(s, DreierlesState)
    return s


CODES = re.compile(r"\b(T\d{1,2}|[SCHD](K|Q|N|J|10|[1-9])|Sk)\b")


def _visible_text(html: str) -> str:
    """The words a reader sees: tags and attribute values dropped."""
    return re.sub(r"<[^>]*>", " ", html)


def _no_codes(html: str) -> None:
    text = _visible_text(html)
    assert not CODES.search(text), CODES.search(text)
    assert not re.search(r"\b[A-Z][A-Z_]{3,}\b", text)   # no reason codes


# --- the deal and the auction (§3.1–3.3) -------------------------------------------------

def test_deal_four_at_the_table_leaves_the_dealer_without_cards() -> None:
    """§3.1: with four, the dealer sits out; three hands of 16 and a talon of six."""
    parts = deal_figures(games.new_deal("dreierles4", seed=8, dealer=3))
    assert len(parts) == 5
    assert "席4(ディーラー・休み):カードは配られません" in parts[3]
    assert parts[4].count('data-card="back"') == 6
    assert "席1(先手)" in parts[0]


def test_auction_table_and_declarer() -> None:
    """§3.3: after a Zweier only higher bids (Einer, Solo) or a pass are allowed; the last
    bidder declares."""
    s = _d3()
    html = auction_table(s, ["zweier", "einer", "pass"])
    assert "アイナー(1枚)、ソロ、パス" in html      # what 席3 could say after the Zweier
    assert (s.declarer, s.contract) == (2, "einer")
    assert declarer_note(s) == "<p>デクレアラー:席3、ビッド:アイナー。</p>"
    _no_codes(html)


def test_passing_before_any_bid_locks_out_of_kontra() -> None:
    s = games.new_deal("dreierles3", seed=8)
    auction_table(s, ["pass", "pass", "dreier"])
    assert locked_out_note(s) == "<p>コントラできない人:席2(先手)、席3</p>"


def test_all_pass_is_raeuber_asked_from_the_last_to_pass() -> None:
    s = _d3()
    auction_table(s, ["pass", "pass", "pass"])
    assert s.contract == "raeuber"
    assert raeuber_queue_note(s) == "<p>コントラを尋ねる順:席1(ディーラー)、席2(先手)、席3</p>"


def test_refused_bid_is_explained_in_japanese() -> None:
    s = games.new_deal("dreierles3", seed=8)
    s.apply(Bid(1, "zweier"))
    html = explained(s, Bid(2, "dreier"))
    assert "✗ 不可" in html and s.explain(Bid(2, "dreier")).code == "BID_NOT_HIGHER"
    assert "BID_NOT_HIGHER" not in html and len(s.history) == 1


def test_auction_bad_input() -> None:
    s = games.new_deal("dreierles3", seed=8)
    with pytest.raises(TarockError, match="after the auction ended"):
        auction_table(s, ["pass", "pass", "dreier", "pass"])
    with pytest.raises(TarockError, match="no declarer"):
        declarer_note(games.new_deal("dreierles3", seed=8))


# --- the exchange (§3.4–3.5) -------------------------------------------------------------

def test_talon_as_each_seat_sees_it() -> None:
    """§3.5: before the exchange everybody sees the three cards turned up; afterwards the
    defenders see all six, the declarer still three."""
    ex = to_exchange(seed=8)
    before = talon_views(ex, (1, 2))
    assert [v.count('data-card="back"') for v in before] == [3, 3]
    assert "席2(デクレアラー)から見たタロン" in before[0]
    for _ in range(3):
        ex.apply(ex.legal_actions()[0])
    after = talon_views(ex, (2, 0, 1))
    assert [v.count('data-card="back"') for v in after] == [0, 0, 3]


def test_solo_defenders_see_the_whole_talon() -> None:
    solo = to_exchange("solo", seed=8)
    assert [v.count('data-card="back"') for v in talon_views(solo, (2, 1))] == [0, 6]


def test_kings_and_trumps_may_not_be_discarded() -> None:
    ex = to_exchange(seed=8)
    parts = discard_figures(ex)
    assert len(parts) == 4
    assert "✗ 不可" in parts[1] and "✗ 不可" in parts[2] and "✓ 可" in parts[3]
    lit = [a.cards[0] for a in ex.legal_actions() if isinstance(a, Discard)]
    assert lit and all(not c.is_trump and not c.code.endswith("K") for c in lit)
    assert ex.explain(Discard(1, (lit[0],))).allowed


def test_talon_rest_counts_for_the_defenders() -> None:
    ex = to_exchange(seed=8)
    for _ in range(3):
        ex.apply(ex.legal_actions()[0])
    done = games.playout(ex, policy=games.game_of(ex.variant).policy)
    assert isinstance(done, DreierlesState)
    html = talon_piles_table(done)
    r = done.result()
    assert "デクレアラー(席2)" in html and "ディフェンダー(席1・席3)" in html
    assert f"{r.declarer_points}点" in html and f"{r.defender_points}点" in html
    assert r.declarer_points + r.defender_points == 70      # §3.9: 70 points in all


def test_discard_figures_outside_the_exchange() -> None:
    with pytest.raises(TarockError, match="not in its exchange"):
        discard_figures(games.new_deal("dreierles3", seed=8))


# --- the Räuber (§3.8) --------------------------------------------------------------------

def test_raeuber_pfeife_after_three_trump_leads() -> None:
    """Steinmauern house rule: after three trump leads the Pfeife must go (only T1 left)."""
    s = raeuber()
    assert [len(p) > 0 for p in hands_figures(s)] == [True, True, True]
    script = ["1 Sk", "2 T8", "0 T5", "1 T21", "2 T9", "0 T6", "1 T20", "2 T10", "0 T7",
              "1 S7", "2 SK", "0 S8", "2 T11", "0 T12"]
    table, trick, verdict = play_script(s, script, {"0 T12": "注"}, attempt="T4")
    assert [a.card.code for a in s.legal_actions() if isinstance(a, Play)] == ["T1"]
    assert "5番目のトリック(席2の番)" in trick and "✗ 不可" in verdict
    last_row = re.findall(r"<tr>(.*?)</tr>", table)[-1]
    assert table.count("<tr>") == 3
    assert re.findall(r">([^<>]*)</td>", last_row)[-2:] == ["プファイフェ(1)", "注"]
    _no_codes(table + verdict)


def test_xxi_case_and_points_table() -> None:
    st = t21_case("T21 SK SQ SN SJ S10 S9 S8 S7 DK DQ DN DJ D1 D2 D3")
    assert st.to_move == 2 and st.phase is Phase.PLAY
    done = games.playout(raeuber(), policy=games.game_of(st.variant).policy)
    assert isinstance(done, DreierlesState)
    r = done.result()
    html = raeuber_points_table(done)
    rows = [re.findall(r">([^<>]*)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", html)[1:]]
    assert [row[0] for row in rows] == ["席2", "席3", "席1"]     # from the leader round
    assert sum(int(row[1]) for row in rows) == 48               # 16 tricks of three cards
    assert [int(row[2]) for row in rows] == [r.raeuber_points[s] for s in (1, 2, 0)]


def test_raeuber_bad_rule() -> None:
    with pytest.raises(TarockError):
        raeuber(rule="nowhere")


# --- the Kontra calculator (§3.9–3.10) ----------------------------------------------------

def test_kontra_sheet_worked_examples() -> None:
    """DR-07: Dreier, 50 points, Kontra and Re → +32/−16/−16; DR-09 with four at the table."""
    assert kontra_sheet(3, "ドライアー(3枚)", 50, doublings=2).totals() == (32, -16, -16)
    dr09 = kontra_sheet(4, "ドライアー(3枚)", 40, zehn_druck=True,
                        defender_bonuses=["koenigsrolle"])
    assert dr09.totals() == (8, 0, -4, -4)


def test_doubling_table_doubles_per_call() -> None:
    html = doubling_table(points=41)
    rows = re.findall(r"<tr>(.*?)</tr>", html)[1:]
    assert len(rows) == len(BIDS)
    for row in rows:
        first, kontra, re_ = (int(x) for x in re.findall(r">([+-]\d+)<", row))
        assert (kontra, re_) == (2 * first, 4 * first)


def test_knock_table_and_bad_call() -> None:
    s = after_exchange(["dreier", "pass", "pass"], seed=8)
    html = knock_table(s, ["fertig", "kontra", "re"])
    assert s.doublings == 2 and s.phase is Phase.PLAY and "コントラ" in html
    s2 = after_exchange(["dreier", "pass", "pass"], seed=8)
    with pytest.raises(TarockError, match="may not be said now"):
        knock_table(s2, ["re"])


def test_kontra_sheet_bad_input() -> None:
    with pytest.raises(TarockError, match="unknown bid"):
        kontra_sheet(3, "ドライ", 40)
    with pytest.raises(TarockError, match="unknown Pfeife"):
        kontra_sheet(3, "ソロ", 40, pfeife="?")
    with pytest.raises(ValueError):
        kontra_sheet(3, "ソロ", 71)


# --- one deal told whole ------------------------------------------------------------------

def test_example_deal_parts() -> None:
    done = example_deal(176)
    assert bids_table(done).count("<tr>") == 4            # head + three bids
    taken, discards, rest = exchange_figures(done)
    assert "タロンの上の2枚" in taken and "席3の捨て札" in discards
    assert "タロンの残り4枚" in rest
    table, last = tricks_figures(done)
    assert table.count("<tr>") == 17 and "最後のトリック" in last   # 16 tricks of three
    piles = piles_table(done)
    assert "デクレアラー(席3)" in piles and "ディフェンダー(席1・席2)" in piles
    _no_codes(table + piles)


def test_blanks_are_one_point_cards() -> None:
    from tarock_tutor.core.counting import count_baden
    from tarock_tutor.widgets.dreierles import PACK

    assert len(blanks(12)) == 12 and all(PACK.value[c] == 1 for c in blanks(12))
    assert count_baden(blanks(3), PACK) == 1          # three blanks make one point


# --- the panels (need ipywidgets) --------------------------------------------------------

def _click(panel: object, label: str) -> None:
    buttons = panel.choice_box.children  # type: ignore[attr-defined]
    next(b for b in buttons if b.description == label).click()


def test_bid_trainer_refuses_a_lower_bid() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.dreierles import bid_trainer

    p = bid_trainer(seed=8)
    assert p.static == p.trainer.html() and "席2(先手) の番" in p.static
    _click(p, "ツヴァイアー(2枚)")
    assert "✓ 可" in p.out.value
    _click(p, "ドライアー(3枚)")
    assert "✗ 不可" in p.out.value and len(p.trainer.state.history) == 1
    assert "BID_NOT_HIGHER" not in p.out.value


def test_discard_trainer_refuses_a_king() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.dreierles import discard_trainer

    p = discard_trainer(seed=8)
    assert p.trainer.state.phase is Phases.EXCHANGE
    state = p.trainer.state
    assert isinstance(state, DreierlesState)
    king = next(c for c in state.hands[1] if c.code.endswith("K") and not c.is_trump)
    v = p.trainer.act(Discard(1, (king,)))
    assert not v.allowed and v.code == "NO_KING_DISCARD" and v.text in p.trainer.html()


def test_kontra_calculator_redraws() -> None:
    pytest.importorskip("ipywidgets")
    from tarock_tutor.widgets.dreierles import kontra_calculator

    panel = kontra_calculator()
    box = panel.widget
    controls, out = box.children[0].children, box.children[-1]
    assert panel.static == out.value and "ドライアー(3枚)" in out.value
    controls[3].value = 1                                  # Kontra
    assert out.value == kontra_sheet(3, "ドライアー(3枚)", 41, doublings=1)._repr_html_()


def test_static_figures_do_not_import_ipywidgets() -> None:
    code = ("import sys; from tarock_tutor.widgets import dreierles as d; "
            "d.doubling_table(); d.deal_figures(d.to_exchange(seed=8)); "
            "print('ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_another_games_deal_is_refused() -> None:
    """A figure of Dreierles given a Cego deal says so instead of failing inside."""
    cego = games.new_deal("cego3", seed=1)
    for figure in (deal_figures, hands_figures, bids_table, piles_table):
        with pytest.raises(TarockError, match="CegoState is not a deal of Dreierles"):
            figure(cego)
    with pytest.raises(TarockError, match="CegoState is not a deal of Dreierles"):
        talon_views(cego, (1,))
