"""The score calculator (規則集 §1.11–1.12): contract, talon multiplier, card points,
declarations and announcements in; the score sheet and the formula with numbers out.

>>> "席2" in score_figure(contract="dreier", declarer=1, declarer_points=44, talon_multiplier=3)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from tarock_tutor.core.errors import TarockError, error_ja
from tarock_tutor.core.scoring import ScoreSheet
from tarock_tutor.games.neunzehner import (
    BID_MULTIPLIER,
    CONTRACTS,
    game_value,
    max_talon_multiplier,
    score_deal,
)
from tarock_tutor.games.neunzehner.parts.declarations import HAND_ITEMS
from tarock_tutor.render.html import score_sheet_html

from ..common import Twinned, figure_panel, shown
from .names import ja, seat_no

__all__ = ["formula_html", "parse_declarations", "refusals_figure", "score_calculator",
           "score_calculator_with_twin", "score_figure", "score_sheet_for", "show_refusals",
           "show_score"]


def score_sheet_for(**kw: Any) -> ScoreSheet:
    """:func:`score_deal` with the sheet's labels in the book's spelling."""
    return score_deal(**kw)


def formula_html(contract: str, declarer_points: int, *, talon_multiplier: int = 1,
                 loss_reference: int = 35) -> str:
    """The game value with the numbers filled in (規則集 §1.11)."""
    won, base, mult = game_value(contract, declarer_points, talon_multiplier=talon_multiplier,
                                 loss_reference=loss_reference)
    mb = BID_MULTIPLIER[contract]
    if won:
        text = (f"P = {declarer_points} ≥ 36 で勝ち:G = ({declarer_points} − 35) × {mb} = "
                f"<b>{base * mult}</b>(タロン倍率は勝ちでは使いません)")
    else:
        text = (f"P = {declarer_points} ≤ 35 で負け:G = ({loss_reference} − {declarer_points})"
                f" × {mb} × {talon_multiplier} = <b>{base * mult}</b>")
    pattern = ("2人対2人:4人とも ±G" if contract == "rufer"
               else "1人対3人:デクレアラーが ±3G、ほかの3人が ∓G")
    return (f"<div>{escape(ja(contract))}(ビッドの倍率 {mb}):{text}。{pattern}"
            "(規則集 §1.11)。</div>")


def score_figure(**kw: Any) -> str:
    """Static HTML: the formula and the sheet for the keyword arguments of score_deal."""
    sheet = score_sheet_for(**kw)
    head = formula_html(kw["contract"], kw["declarer_points"],
                        talon_multiplier=kw.get("talon_multiplier", 1),
                        loss_reference=kw.get("loss_reference", 35))
    return "<div>" + head + score_sheet_html(sheet) + "</div>"


show_score = shown(score_figure)


def refusals_figure(cases: Iterable[Mapping[str, Any]]) -> str:
    """Inputs the calculator refuses, one line each with the reason in Japanese."""
    lines = []
    for kw in cases:
        try:
            score_figure(**kw)
        except TarockError as e:
            lines.append(f"受け付けません: {escape(error_ja(e))}")
        else:
            raise TarockError(f"the calculator accepts {dict(kw)!r}; it is no refusal")
    return "<br>".join(lines)


show_refusals = shown(refusals_figure)


def parse_declarations(texts: Mapping[int, str] | Iterable[str]) -> dict[int, tuple[str, ...]]:
    """Per seat ``"trumps8+trull"`` → items; empty strings are left out."""
    pairs = texts.items() if isinstance(texts, Mapping) else enumerate(texts)
    out: dict[int, tuple[str, ...]] = {}
    for seat, text in pairs:
        items = tuple(p.strip() for p in text.replace(",", "+").split("+") if p.strip())
        if items:
            out[seat] = items
    return out


NOBODY = -1


def _seat(dropdown: Any) -> int | None:
    v = int(dropdown.value)
    return None if v == NOBODY else v


def score_calculator(contract: str = "rufer", declarer: int = 0, partner: int | None = 2,
                     declarer_points: int = 40) -> Any:
    """The panel: every input of :func:`score_deal` as a control; the sheet below."""
    import ipywidgets as w

    from tarock_tutor.games.neunzehner.parts.contracts import contracts_ja

    if contract not in CONTRACTS:
        raise TarockError(f"unknown contract {contract!r}; contracts: {', '.join(CONTRACTS)}",
                          code="UNKNOWN_CONTRACT",
                          params={"value": str(contract)[:30], "contracts": contracts_ja()})
    seats = [(f"{seat_no(s)}", s) for s in range(4)]
    maybe = [("なし", NOBODY), *seats]  # a None value would show as an empty dropdown
    wide = {"description_width": "initial"}
    contract_dd = w.Dropdown(options=[(ja(c), c) for c in CONTRACTS], value=contract,
                             description="ビッド")
    decl_dd = w.Dropdown(options=seats, value=declarer, description="デクレアラー")
    partner_dd = w.Dropdown(options=maybe, value=NOBODY if partner is None else partner,
                            description="パートナー")
    points = w.IntSlider(value=declarer_points, min=0, max=70, description="カード点 P",
                         layout=w.Layout(width="24em"))
    mt_dd = w.Dropdown(options=[1], value=1, description="タロン倍率")
    ref_dd = w.Dropdown(options=[35, 36], value=35, description="負けの基準")
    decl_in = [w.Text(description=f"{seat_no(s)} の宣言", placeholder="例: trumps8+trull")
               for s in range(4)]
    pagat_ann = w.Dropdown(options=maybe, value=NOBODY, description="パガット予告", style=wide)
    pagat_won = w.Dropdown(options=maybe, value=NOBODY, description="最後のトリックを切札1で",
                           style=wide)
    valat_ann = w.Dropdown(options=maybe, value=NOBODY, description="ヴァラート予告",
                           style=wide)
    all_tricks = w.Dropdown(options=[("なし", "none"), ("デクレアラー側", "declarer_side"),
                                     ("ディフェンダー側", "defenders")], value="none",
                            description="全トリックを取った側", style=wide)
    names = ", ".join(f"{k}({ja(k)})" for k in HAND_ITEMS)
    help_text = w.HTML(f"<small>宣言の書き方: {escape(names)} を + でつなぐ</small>")

    def sync_mt(*_: Any) -> None:
        mt_dd.options = list(range(1, max_talon_multiplier(contract_dd.value) + 1))
        mt_dd.value = 1
        partner_dd.value = ((decl_dd.value + 2) % 4 if contract_dd.value == "rufer" else NOBODY)

    contract_dd.observe(sync_mt, names="value")
    return figure_panel(
        [contract_dd, decl_dd, partner_dd, points, mt_dd, ref_dd, *decl_in, pagat_ann,
         pagat_won, valat_ann, all_tricks], lambda: score_figure(
            contract=contract_dd.value, declarer=decl_dd.value, partner=_seat(partner_dd),
            declarer_points=int(points.value), talon_multiplier=int(mt_dd.value),
            loss_reference=int(ref_dd.value),
            declarations=parse_declarations([t.value for t in decl_in]),
            pagat_announced_by=_seat(pagat_ann), pagat_won_by=_seat(pagat_won),
            valat_announced_by=_seat(valat_ann),
            all_tricks=None if all_tricks.value == "none" else all_tricks.value),
        extra=[help_text])


def score_calculator_with_twin(**kw: Any) -> Twinned:
    """:func:`score_calculator` (same keywords) after its static twin, the sheet it opens
    with, so the page shows the sheet without a kernel too."""
    return Twinned(score_figure(**kw), score_calculator(**kw))
