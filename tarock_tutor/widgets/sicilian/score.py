"""Sicilian scores (spec neunzehner-zwanziger-sicilian.md §3.10–3.12): a calculator for a
solo or a partnership, the worked examples, and a short session with its settlement.

>>> [x.amounts for _, x, _ in EXAMPLES][:2]
[(0, 0, 0, 0), (-5, 15, -5, -5)]
"""

from __future__ import annotations

from collections.abc import Sequence

from tarock_tutor.core.errors import TarockError
from tarock_tutor.core.scoring import LineItem, ScoreSheet, settle_pairs
from tarock_tutor.games.sicilian import (
    SicilianSession,
    score_bargain,
    score_partnership,
    score_solo,
)
from tarock_tutor.render.html import score_sheet_html

from ..common import Twinned, error_html, figure_panel, shown, table_html
from .names import error_line

__all__ = ["EXAMPLES", "NAMES", "examples_figure", "score_calculator", "session_figure",
           "sheet_figure", "show_examples", "show_session", "show_sheet"]

NAMES = ("席1", "席2", "席3", "席4")
SEATS = [("席1", 0), ("席2", 1), ("席3", 2), ("席4(ディーラー)", 3)]
SOLO, PARTNERS = "ソロ", "パートナー"
EXAMPLES: tuple[tuple[str, LineItem, tuple[int, ...]], ...] = (
    ("席2のソロ、55点", score_solo(1, 55), (0, 0, 0, 0)),
    ("席2のソロ、60点", score_solo(1, 60), (-5, 15, -5, -5)),
    ("ディーラー(席4)のソロ、40点", score_solo(3, 40), (15, 15, 15, -45)),
    ("席2と席4のチーム(ディーラーを含む)、50点",
     score_partnership((1, 3), dealer=3, points=50), (5, -5, 5, -5)),
    ("席1と席3のチーム(ディーラーを含まない)、62点",
     score_partnership((0, 2), dealer=3, points=62), (8, -8, 8, -8)),
)
"""The page's deals, each with the payments worked from §3.11 by hand (dealer 席4)."""


def sheet_figure(kind: str, seat: int, partner: int, points: int) -> str:
    """The score sheet of a solo (``kind`` ソロ) or a partnership (パートナー), dealer 席4."""
    if kind not in (SOLO, PARTNERS):
        raise TarockError(f"kind {kind!r}: choose {SOLO!r} or {PARTNERS!r}",
                          code="BAD_CHOICE",
                          params={"option": "種類", "value": str(kind)[:30],
                                  "values": f"{SOLO}、{PARTNERS}"})
    if kind == PARTNERS and seat == partner:
        return error_line("パートナーには「20」の人とは別の席を選んでください(チームは2人です)。")
    try:
        item = (score_solo(seat, points) if kind == SOLO
                else score_partnership((seat, partner), dealer=3, points=points))
    except TarockError as err:
        return error_html(err)
    return score_sheet_html(ScoreSheet(NAMES, [item]))


def score_calculator(kind: str = SOLO, seat: int = 1, partner: int = 3,
                     points: int = 60) -> Twinned:
    """Solo or partnership, the seats and the card points; the score sheet below."""
    import ipywidgets as w

    kind_b = w.ToggleButtons(options=[SOLO, PARTNERS], value=kind)
    seat_d = w.Dropdown(options=SEATS, value=seat, description="ソロ/「20」")
    partner_d = w.Dropdown(options=SEATS, value=partner, description="パートナー")
    points_s = w.IntSlider(value=points, min=0, max=109, description="点数")
    return Twinned(sheet_figure(kind, seat, partner, points), figure_panel(
        [kind_b, seat_d, partner_d, points_s],
        lambda: sheet_figure(kind_b.value, seat_d.value, partner_d.value, points_s.value)))


def examples_figure(examples: Sequence[tuple[str, LineItem, Sequence[int]]] = EXAMPLES) -> str:
    """The deals and what each seat gets; a payment that differs from the worked one, or
    that does not sum to zero, is refused."""
    rows = []
    for name, item, want in examples:
        if tuple(item.amounts) != tuple(want) or sum(item.amounts) != 0:
            raise TarockError(f"{name!r}: the engine pays {item.amounts}, not {tuple(want)}")
        rows.append([name, *(f"<span style='float:right'>{a:+d}</span>"
                             for a in item.amounts)])
    return table_html(("ディール", *NAMES), rows)


def session_figure() -> str:
    """Three deals from dealer 席4: a bargain redeal (the same dealer deals again), a
    solo, a partnership; the ledger and who pays whom."""
    session = SicilianSession(dealer=3)
    session.add_items([score_bargain((-6, 0, 4, 2))], played=False)
    session.add_items([score_solo(1, 60)], played=True)
    session.add_items([score_partnership((1, 3), dealer=0, points=62)], played=True)
    pays = settle_pairs(session.totals())
    return (session.ledger()._repr_html_() + "<p>精算: "
            + "、".join(f"{NAMES[a]} → {NAMES[b]} {x}点" for a, b, x in pays) + "</p>")


show_sheet = shown(sheet_figure)
show_examples = shown(examples_figure)
show_session = shown(session_figure)
