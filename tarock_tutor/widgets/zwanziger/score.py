"""The score calculator (規則集 §2.11–2.12, worked examples B-1 … B-15): every input of
``score_deal`` as a control, the doubling levels, the worked examples checked against
the engine, and impossible inputs explained in Japanese.

>>> "この組み合わせは起こりません" in sheet_html(contract="rufer", declarer=0, declarer_points=50)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from tarock_tutor.core.errors import TarockError
from tarock_tutor.games.zwanziger import error_ja, score_deal

from ..common import NO_COLOUR, table_html
from ..panels import LivePanel, live_panel

__all__ = ["BAD_INPUTS", "EXAMPLES", "LEVELS", "error_box", "examples_table", "levels_table",
           "score_calculator", "sheet_html", "signed"]

SEATS = [("席1", 0), ("席2", 1), ("席3", 2), ("席4", 3)]
NONE_SEAT: list[tuple[str, int | None]] = [("なし", None), *SEATS]
LEVELS = [("なし", 0), ("コントラ(2倍)", 1), ("リコントラ(4倍)", 2), ("スブコントラ(8倍)", 3)]

# The worked examples of spec neunzehner-zwanziger-sicilian.md §2.12 and their totals, 席1 … 席4.
EXAMPLES: list[tuple[str, dict[str, Any], tuple[int, ...]]] = [
    ("B-1", dict(contract="rufer", declarer=0, partner=2, declarer_points=45), (1, -1, 1, -1)),
    ("B-3", dict(contract="solo", declarer=2, declarer_points=60), (-4, -4, 12, -4)),
    ("B-5", dict(contract="rufer", declarer=0, partner=1, declarer_points=50,
                 levels={"game": 2}), (4, 4, -4, -4)),
    ("B-7", dict(contract="rufer", declarer=0, partner=2, declarer_points=50, trull_holder=3),
     (0, -2, 0, 2)),
    ("B-9", dict(contract="solo", declarer=2, declarer_points=60, pagat_won_by=0),
     (-3, -3, 9, -3)),
    ("B-11", dict(contract="rufer", declarer=0, partner=3, declarer_points=80,
                  valat_announced=True), (-11, 11, 11, -11)),
    ("B-13", dict(contract="farberl", declarer=1, declarer_points=46), (-4, 12, -4, -4)),
    ("B-15", dict(contract="rufer", declarer=0, partner=2, declarer_points=50,
                  levels={"game": 3, "pagat": 3}, pagat_announced_by=0, pagat_won_by=0),
     (24, -24, 24, -24)),
]

# Inputs no deal can produce: a Rufer without partner, a doubled Pagat nobody announced,
# a Solo declarer's side taking every trick with 70 points.
BAD_INPUTS: list[dict[str, Any]] = [
    dict(contract="rufer", declarer=0, declarer_points=50),
    dict(contract="solo", declarer=1, declarer_points=50, levels={"pagat": 1}),
    dict(contract="solo", declarer=1, declarer_points=70, all_tricks="declarer_side"),
]


def error_box(e: TarockError) -> str:
    """An impossible input, explained in Japanese: what is wrong and what to correct."""
    return (f'<div style="color:{NO_COLOUR}"><b>この組み合わせは起こりません</b>: '
            f"{escape(error_ja(e))}</div>")


def sheet_html(**kw: Any) -> str:
    """The sheet of :func:`score_deal` for ``kw``, or the error box the engine's refusal gives."""
    try:
        return score_deal(**kw)._repr_html_()
    except TarockError as e:
        return error_box(e)


def score_calculator() -> LivePanel:
    """The panel: bid, declarer, partner, card points, the doubling of each item, the
    announcements and who made them, the Trull; the sheet below."""
    import ipywidgets as w

    contract = w.Dropdown(options=[("ルーファー", "rufer"), ("ファルバール", "farberl"),
                                   ("ソロ", "solo")], value="rufer", description="ビッド")
    declarer = w.Dropdown(options=SEATS, value=0, description="デクレアラー")
    partner = w.Dropdown(options=NONE_SEAT, value=2, description="パートナー")
    points = w.IntSlider(value=50, min=0, max=88, description="点数")
    game_k = w.Dropdown(options=LEVELS, value=0, description="ゲーム")
    pagat_by = w.Dropdown(options=NONE_SEAT, value=None, description="パガット予告")
    pagat_k = w.Dropdown(options=LEVELS, value=0, description="その段階")
    pagat_won = w.Dropdown(options=NONE_SEAT, value=None, description="パガットで最後")
    valat = w.Checkbox(value=False, description="ヴァラート予告")
    valat_k = w.Dropdown(options=LEVELS, value=0, description="その段階")
    all_tricks = w.Dropdown(options=[("どちらでもない", None), ("デクレアラー側", "declarer_side"),
                                     ("ディフェンダー側", "defenders")], value=None,
                            description="全トリック")
    trull = w.Dropdown(options=NONE_SEAT, value=None, description="トルル")

    def draw() -> str:
        levels = {"game": game_k.value}
        if pagat_by.value is not None:
            levels["pagat"] = pagat_k.value
        if valat.value:
            levels["valat"] = valat_k.value
        return sheet_html(contract=contract.value, declarer=declarer.value,
                          partner=partner.value if contract.value == "rufer" else None,
                          declarer_points=points.value, levels=levels,
                          pagat_announced_by=pagat_by.value, valat_announced=valat.value,
                          pagat_won_by=pagat_won.value, all_tricks=all_tricks.value,
                          trull_holder=trull.value)

    return live_panel([contract, declarer, partner, points, game_k, pagat_by, pagat_k,
                       pagat_won, valat, valat_k, all_tricks, trull], draw)


def levels_table() -> str:
    """What each doubling level makes of the game, an announced Pagat and an announced
    Valat (Rufer, 席1 and 席3 against 席2 and 席4), for 席1."""
    rows = []
    rufer: dict[str, Any] = dict(contract="rufer", declarer=0, partner=2)
    for name, k in LEVELS:
        game = score_deal(**rufer, declarer_points=50, levels={"game": k}).totals()[0]
        pagat = score_deal(**rufer, declarer_points=50, pagat_announced_by=0, pagat_won_by=0,
                           levels={"pagat": k}).items[1].amounts[0]
        valat = score_deal(**rufer, declarer_points=88, valat_announced=True,
                           all_tricks="declarer_side", levels={"valat": k}).items[1].amounts[0]
        rows.append([name, f"+{game}", f"+{pagat}", f"+{valat}"])
    return table_html(["段階", "ゲーム(ルーファー)", "パガット・ウルティモ(予告)",
                       "ヴァラート(予告)"], rows)


def signed(xs: Sequence[Any]) -> str:
    return "  ".join(f"{x:+d}" for x in xs)


def examples_table() -> str:
    """Each worked example's totals from the rules and from the engine, side by side."""
    rows = []
    for name, kw, expected in EXAMPLES:
        got = score_deal(**kw).totals()
        rows.append([name, signed(expected), signed(got), "✓" if got == expected else "✗"])
    return table_html(["計算例", "規則集(席1〜席4)", "エンジン", ""], rows)
